package main

import (
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// The binary holds every first-party provider: each one with a main of
// its own (plugins/<name>/cmd/pkgdocs-provider-<name>), which is also
// the list `make build` links to it.
func TestHoldsEveryProvider(t *testing.T) {
	mains, err := filepath.Glob("../../*/cmd/pkgdocs-provider-*")
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, m := range mains {
		want = append(want, strings.TrimPrefix(filepath.Base(m), "pkgdocs-provider-"))
	}
	var got []string
	for _, p := range providers() {
		got = append(got, p.Info().Name)
	}
	sort.Strings(want)
	sort.Strings(got)
	if len(want) == 0 {
		t.Fatal("no provider mains found")
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("providers held (-mains +held):\n%s", d)
	}
}
