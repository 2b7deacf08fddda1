package gateway

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/schema"
)

func TestStructuredMatchesOutputSchema(t *testing.T) {
	docSchema, err := schema.Compile("mem://doc.json", docOutputSchema)
	if err != nil {
		t.Fatal(err)
	}
	searchSchema, err := schema.Compile("mem://search.json", searchOutputSchema)
	if err != nil {
		t.Fatal(err)
	}
	full := &sdk.Document{Name: "x", Version: "1.0.0", LatestVersion: "1.1.0", Summary: "s", License: "MIT", Deprecated: "use y",
		Links: []sdk.Link{{Title: "home", URL: "https://example.com"}}, Install: []string{"npm i x"}, Facts: []sdk.Fact{{Label: "Module", Value: "ESM"}},
		Symbols:  []sdk.Symbol{{Name: "f", Kind: "function", Signature: "function f(): void", Doc: "does f", Deprecated: "old"}},
		DocFiles: []sdk.DocFile{{Path: "docs/a.md", Size: 10}}, Subpackages: []sdk.Subpackage{{Path: "x/y", Synopsis: "y"}},
		Source: sdk.Source{Kind: sdk.SourceRegistry, Detail: "https://registry.invalid/x", FetchedAt: time.Unix(1700000000, 0)}, Notes: []string{"n"}}
	for name, d := range map[string]*sdk.Document{"zero": {}, "full": full} {
		for _, budget := range []int{0, 10} {
			b, _ := json.Marshal(docToStructured(d, "npm", "cur", budget))
			var v any
			if err := json.Unmarshal(b, &v); err != nil {
				t.Fatal(err)
			}
			if err := docSchema.Validate(v); err != nil {
				t.Errorf("%s/budget %d: structured describe does not match its output schema: %v\n%s", name, budget, err, b)
			}
		}
	}
	if s := docToStructured(full, "npm", "", 10); !s.SymbolsCut || len(s.Symbols) != 0 {
		t.Errorf("a tiny budget should cut the symbols: %+v", s)
	}
	for name, r := range map[string]*sdk.SearchResult{"zero": {}, "hits": {Name: "x", Version: "1", Hits: []sdk.Hit{{Title: "f", Kind: "symbol", Locator: sdk.Locator{Symbol: "f"}}}}} {
		b, _ := json.Marshal(searchToStructured(r, "q"))
		var v any
		_ = json.Unmarshal(b, &v)
		if err := searchSchema.Validate(v); err != nil {
			t.Errorf("%s: structured search does not match its output schema: %v\n%s", name, err, b)
		}
	}
}
