package firstparty

import (
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Names is what Providers builds, and every provider with a main of its
// own (plugins/<name>/cmd/pkgdocs-provider-<name>) is among them.
func TestNamesAreTheProviders(t *testing.T) {
	mains, err := filepath.Glob("../*/cmd/pkgdocs-provider-*")
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, m := range mains {
		want = append(want, strings.TrimPrefix(filepath.Base(m), "pkgdocs-provider-"))
	}
	if len(want) == 0 {
		t.Fatal("no provider mains found")
	}
	var got []string
	for _, p := range Providers("test") {
		got = append(got, p.Info().Name)
	}
	sort.Strings(want)
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("providers built (-mains +built):\n%s", d)
	}
	if d := cmp.Diff(want, Names); d != "" {
		t.Errorf("Names (-mains +Names):\n%s", d)
	}
}
