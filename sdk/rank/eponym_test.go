package rank

import (
	"slices"
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

// TestMainSymbolNamedByParts: a query whose words only share parts with
// the package's own function (temporary file, tempfile) does not name
// it, and the function leads as it does for any query it answers; a query
// that says its name asks about the package. On the tempfile crate's
// recorded search documents (testdata/intent/docs).
func TestMainSymbolNamedByParts(t *testing.T) {
	ix := NewPackageIndex("tempfile", intentDocs(t, "rust", "tempfile"))
	explain := map[string][]float64{}
	hits := ix.search("create a temporary file deleted when dropped", 3, true, explain)
	var top []string
	for _, h := range hits {
		top = append(top, h.Doc.Symbol)
	}
	if !slices.Contains(top, "tempfile") {
		t.Errorf("create a temporary file deleted when dropped: top 3 %v, want tempfile among them", top)
	}
	for _, q := range []string{"tempfile in a directory", "temp file in a directory"} {
		explain := map[string][]float64{}
		ix.search(q, 0, true, explain)
		for d, v := range explain["main"] {
			if v != 0 {
				t.Errorf("%q: %s got the main symbol's bonus, want none: the query names it", q, ix.docs[d].Symbol)
			}
		}
	}
}
