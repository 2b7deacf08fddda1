package main

import (
	"context"
	"encoding/json"
	"os"
	"sort"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/eval"
)

// TestTinyPackage runs the extractor on a package whose API is written by
// hand in eval/testdata/go/tiny.truth.json.
func TestTinyPackage(t *testing.T) {
	r := &Runner{Timeout: time.Minute}
	got, ok, err := r.DocAll(context.Background(), "../../testdata/go/tiny")
	if err != nil || !ok {
		t.Fatalf("DocAll: ok=%v err=%v", ok, err)
	}
	b, err := os.ReadFile("../../testdata/go/tiny.truth.json")
	if err != nil {
		t.Fatal(err)
	}
	var want []eval.Item
	if err := json.Unmarshal(b, &want); err != nil {
		t.Fatal(err)
	}
	byName := func(s []eval.Item) { sort.Slice(s, func(i, j int) bool { return s[i].Name < s[j].Name }) }
	byName(got)
	byName(want)
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("items (-want +got):\n%s", d)
	}
}

func TestModulePackages(t *testing.T) {
	got, err := modulePackages("../../testdata/go/tiny", "example.com/tiny")
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff([]string{"example.com/tiny"}, got); d != "" {
		t.Errorf("packages (-want +got):\n%s", d)
	}
}

// A package whose files are all for another system is documented as go doc
// does for that system, not left unmeasured (golang.org/x/sys/windows).
func TestOtherSystemPackage(t *testing.T) {
	r := &Runner{Timeout: time.Minute}
	got, ok, err := r.DocAll(context.Background(), "../../testdata/go/winonly")
	if err != nil || !ok {
		t.Fatalf("DocAll: ok=%v err=%v", ok, err)
	}
	var names []string
	for _, it := range got {
		names = append(names, it.Name)
	}
	sort.Strings(names)
	if d := cmp.Diff([]string{"Handle", "Handle.Close"}, names); d != "" {
		t.Errorf("names (-want +got):\n%s", d)
	}
}
