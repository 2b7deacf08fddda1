package rssrc_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/plugins/rust/rssrc"
)

// TestItemNotAtModulePath: an item re-exported under the name of a public
// module is listed where the module declares it, not at the module's
// path, where symbol= finds the module. num-traits 0.2.15 (trimmed) has
// `pub mod cast;` and `pub use cast::{cast, NumCast};`: the function is
// cast::cast, with the root's cast an alias of it; NumCast, whose root
// path is no module's, stays at the root.
func TestItemNotAtModulePath(t *testing.T) {
	c, err := rssrc.Scan(dirFiles("testdata/num_traits_trim"), "src/lib.rs", "num-traits", rssrc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, m := range c.Modules {
		for _, it := range m.Items {
			got[m.ItemPath(it)] = it.Kind
		}
		for _, a := range m.Aliases {
			got[joinPath(m.Path, a.Name)] = "alias of " + a.Target
		}
	}
	want := map[string]string{
		"NumCast":       "trait",
		"cast::cast":    "fn",
		"cast":          "alias of cast::cast",
		"cast::NumCast": "alias of NumCast",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("items and aliases (-want +got):\n%s", d)
	}
}

func joinPath(mod, name string) string {
	if mod == "" {
		return name
	}
	return mod + "::" + name
}

// TestUseNamesItemNotPrivateModule: `pub use self::try_stream::try_unfold;`
// in futures-util 0.3.21's stream (trimmed) names the function
// try_stream re-exports, not try_stream's private `mod try_unfold;`,
// which stream cannot name: the function is stream::try_unfold and no
// module is.
func TestUseNamesItemNotPrivateModule(t *testing.T) {
	c, err := rssrc.Scan(dirFiles("testdata/futures_util_tryunfold_trim"), "src/lib.rs", "futures-util", rssrc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, m := range c.Modules {
		got[m.Path] = "module"
		for _, it := range m.Items {
			got[m.ItemPath(it)] = it.Kind
		}
	}
	want := map[string]string{"": "module", "stream": "module", "stream::try_unfold": "fn"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("modules and items (-want +got):\n%s", d)
	}
}
