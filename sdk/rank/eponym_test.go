package rank

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestMainSymbols(t *testing.T) {
	docs := []Doc{
		{Symbol: "ms", Kind: "function"},
		{Symbol: "ms.StringValue", Kind: "type"},
		{Symbol: "BackOff", Kind: "type"},
		{Symbol: "Numerics", Kind: "struct"},
		{Symbol: "dotenv", Kind: "module"},
		{Title: "tqdm", Kind: "section"},
		{Symbol: "tqdm", Kind: "class"},
		{Symbol: "FileLock", Kind: "class"},
	}
	for _, tc := range []struct {
		pkg  string
		want []bool
	}{
		{"", nil},
		{"unknown", nil},
		{"ms", []bool{true, false, false, false, false, false, false, false}},
		{"github.com/cenkalti/backoff/v4", []bool{false, false, true, false, false, false, false, false}},
		{"apple/swift-numerics", []bool{false, false, false, true, false, false, false, false}},
		{"python-dotenv", nil}, // a module is not the package's main symbol
		{"tqdm", []bool{false, false, false, false, false, false, true, false}},
		{"filelock", []bool{false, false, false, false, false, false, false, true}},
		{"@scope/ms", []bool{true, false, false, false, false, false, false, false}},
		{"v2", nil},
	} {
		t.Run(tc.pkg, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, mainSymbols(tc.pkg, docs)); diff != "" {
				t.Errorf("mainSymbols(%q) (-want +got):\n%s", tc.pkg, diff)
			}
		})
	}
}

// TestMainSymbolLeads: of two docs that answer a query alike, the
// package's own function leads in its package (ms in ms), and index
// order decides without one.
func TestMainSymbolLeads(t *testing.T) {
	docs := []Doc{
		{Symbol: "parse", Kind: "function", Text: "Parse a duration string to milliseconds."},
		{Symbol: "ms", Kind: "function", Text: "Parse a duration string to milliseconds."},
	}
	for _, tc := range []struct{ pkg, want string }{{"", "parse"}, {"ms", "ms"}} {
		hits := NewPackageIndex(tc.pkg, docs).Search("convert a duration string to milliseconds", 3, true)
		if len(hits) == 0 || hits[0].Doc.Symbol != tc.want {
			t.Errorf("package %q: first hit %v, want %s", tc.pkg, hits, tc.want)
		}
	}
}
