package rust

import (
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestSearchFindsTraitItems: hmac's Mac methods are trait items, which
// describe lists inside the trait's declaration only. A query saying what
// one does, in its doc's words without its name (as make eval asks),
// finds it as a symbol of its own, whose locator symbol= reads.
func TestSearchFindsTraitItems(t *testing.T) {
	w := newWorld(t)
	proj := hmacProject(t)
	p := w.provider(false)
	ref := sdk.PackageRef{Name: "hmac", ProjectPath: proj, ProjectTrusted: true}
	for _, tc := range []struct{ query, want string }{
		{"instance to its initial state", "Mac::reset"},
		{"state using the provided data", "Mac::update"},
		{"Check if tag/code value is correct for the processed input", "Mac::verify"},
	} {
		res, err := p.Search(t.Context(), sdk.SearchRequest{Package: ref, Query: tc.query, Limit: 3, Fuzzy: true})
		if err != nil {
			t.Fatalf("Search(%q): %v", tc.query, err)
		}
		var got []string
		for _, h := range res.Hits {
			got = append(got, h.Locator.Symbol)
		}
		if len(got) == 0 || got[0] != tc.want {
			t.Errorf("Search(%q): %v, want %s first", tc.query, got, tc.want)
		}
		if f := describe(t, p, ref, tc.want); f.Focus != tc.want {
			t.Errorf("symbol %s: focus %q", tc.want, f.Focus)
		}
	}
	if _, err := p.Search(t.Context(), sdk.SearchRequest{Package: ref, Query: "  "}); sdk.Code(err) != sdk.Code(sdk.InvalidArgument("")) {
		t.Errorf("empty query: %v, want invalid argument", err)
	}
}
