package rust

import (
	"path/filepath"
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

// TestSearchDocsWithoutCode: search ranks an item by its docs' prose, not
// by its examples. glob 0.3.0's Pattern::matches has a code example
// calling Pattern::new(...).matches(...) three times; matches_path, whose
// docs say nearly the same, has none. Asked in matches' own first
// sentence without its name (as make eval asks), the example's tokens
// diluted matches' docs and matches_path came first.
func TestSearchDocsWithoutCode(t *testing.T) {
	proj := t.TempDir()
	copyDir(t, filepath.Join("testdata", "glob_trim"), filepath.Join(proj, "vendor", "glob-0.3.0"))
	writeFile(t, filepath.Join(proj, ".cargo", "config.toml"), "[source.crates-io]\nreplace-with = \"vendored\"\n[source.vendored]\ndirectory = \"vendor\"\n")
	writeFile(t, filepath.Join(proj, "Cargo.toml"), "[package]\nname = \"app\"\nversion = \"0.1.0\"\n[dependencies]\nglob = \"0.3\"\n")
	writeFile(t, filepath.Join(proj, "Cargo.lock"), "version = 3\n\n[[package]]\nname = \"app\"\nversion = \"0.1.0\"\ndependencies = [\"glob\"]\n\n[[package]]\nname = \"glob\"\nversion = \"0.3.0\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\n")
	p := New(Config{DocsRS: "off"})
	ref := sdk.PackageRef{Name: "glob", ProjectPath: proj, ProjectTrusted: true}
	const query = "Return if the given `str` this using the default options (i.e."
	res, err := p.Search(t.Context(), sdk.SearchRequest{Package: ref, Query: query, Limit: 3})
	if err != nil {
		t.Fatalf("Search(%q): %v", query, err)
	}
	var got []string
	for _, h := range res.Hits {
		got = append(got, h.Locator.Symbol)
	}
	if len(got) == 0 || got[0] != "Pattern::matches" {
		t.Errorf("Search(%q): %v, want Pattern::matches first", query, got)
	}
}
