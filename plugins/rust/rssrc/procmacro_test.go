package rssrc_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/plugins/rust/rssrc"
)

// TestProcMacroItems: a proc-macro crate exports macros, not functions
// (easy-ext 1.0.1, trimmed: #[proc_macro_attribute] pub fn ext is the
// attribute #[ext], which code writes as #[ext(ResultExt)]). Kinds and
// signatures are rustdoc's, as the rustdoc JSON decoder writes them.
func TestProcMacroItems(t *testing.T) {
	c, err := rssrc.Scan(dirFiles("../testdata/easy_ext_trim"), "src/lib.rs", "easy-ext", rssrc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, m := range c.Modules {
		for _, it := range m.Items {
			got = append(got, it.Kind+" "+m.ItemPath(it)+": "+it.Signature)
		}
	}
	want := []string{"attribute ext: #[ext]"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("items (-want +got):\n%s", diff)
	}
}
