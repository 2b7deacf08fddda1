package rssrc_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/plugins/rust/rssrc"
)

// TestImplGates: an impl block in a cfg-gated module gives its items that
// module's gate, which neither the items nor the impl write.
//
// hashbrown 0.12.3 (trimmed) declares HashMap and Drain in map (no cfg);
// `#[cfg(feature = "rustc-internal-api")] mod rustc_entry;` adds
// Drain::rustc_iter, and external_trait_impls' `#[cfg(feature = "rayon")]
// mod rayon` adds HashMap::par_keys: without their features neither
// method exists, as rustdoc's "Available on" line says. HashMap::len, in
// map's own impl, needs nothing.
func TestImplGates(t *testing.T) {
	c, err := rssrc.Scan(dirFiles("testdata/hashbrown_trim"), "src/lib.rs", "hashbrown", rssrc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, m := range c.Modules {
		for _, it := range m.Items {
			for _, mem := range it.Members {
				got[m.ItemPath(it)+"::"+mem.Name] = mem.Gate
			}
		}
	}
	want := map[string]string{
		"HashMap::len":                "",
		"HashMap::par_keys":           `feature = "rayon"`,
		"hash_map::Drain::rustc_iter": `feature = "rustc-internal-api"`,
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("member gates (-want +got):\n%s", d)
	}
	// Both modules are under #[cfg], not only labelled: the methods are
	// not compiled without their features (Item.Cfg, which marks them
	// disabled in a build that leaves the feature off).
	gotCfg := map[string]string{}
	for _, m := range c.Modules {
		for _, it := range m.Items {
			for _, mem := range it.Members {
				gotCfg[m.ItemPath(it)+"::"+mem.Name] = mem.Cfg
			}
		}
	}
	if d := cmp.Diff(want, gotCfg); d != "" {
		t.Errorf("member cfgs (-want +got):\n%s", d)
	}
}
