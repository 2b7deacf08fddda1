package rssrc_test

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/plugins/rust/rssrc"
)

// TestDependencyMacro: nix (trimmed) declares its flags types with its own
// macro, which calls bitflags' macro by its path (::bitflags::bitflags!
// with `pub struct OFlag: c_int { const … }`, not item syntax). With the
// dependency's source at hand its macro_rules! are expanded (their
// helpers too, and flags documented with doc comments match the
// matcher's #[$inner:ident $($args:tt)*]): the type, its flags and the
// methods the macro writes are the crate's. Without it, the call stays
// unexpanded.
func TestDependencyMacro(t *testing.T) {
	deps := func(name string) (rssrc.Files, string, bool) {
		if name != "bitflags" {
			return nil, "", false
		}
		return dirFiles(filepath.Join("testdata", "bitflags_trim")), "src/lib.rs", true
	}
	c, err := rssrc.ScanWith(dirFiles(filepath.Join("testdata", "nix_trim")), "src/lib.rs", "nix", rssrc.Limits{}, deps)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, n := range mustOutline(c) {
		if strings.HasPrefix(n, "fcntl::OFlag") {
			got = append(got, n)
		}
	}
	for _, want := range []string{"fcntl::OFlag", "fcntl::OFlag::O_ACCMODE", "fcntl::OFlag::O_ALT_IO", "fcntl::OFlag::O_APPEND", "fcntl::OFlag::empty", "fcntl::OFlag::bits", "fcntl::OFlag::contains"} {
		if !slices.Contains(got, want) {
			t.Errorf("%s not listed; listed: %v", want, got)
		}
	}
	f, _ := c.Lookup("fcntl::OFlag::O_APPEND")
	if f.Member == nil || f.Member.Docs != "Open the file in append-only mode." {
		t.Errorf("O_APPEND: %+v, want its doc comment", f.Member)
	}

	c, err = rssrc.Scan(dirFiles(filepath.Join("testdata", "nix_trim")), "src/lib.rs", "nix", rssrc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"fcntl"}, mustOutline(c)[:1]); diff != "" || slices.Contains(mustOutline(c), "fcntl::OFlag") {
		t.Errorf("without the dependency: %v", mustOutline(c))
	}
}

// TestVariantReexports: petgraph re-exports its Direction enum's
// variants at the crate root (pub use crate::Direction::{Incoming,
// Outgoing}) and its prelude re-exports them again: each is an item at
// those paths, as rustdoc lists them, the prelude's an alias of the
// root's.
func TestVariantReexports(t *testing.T) {
	src := mapFiles{
		"src/lib.rs": "pub mod prelude;\n\npub use crate::Direction::{Incoming, Outgoing};\n\n" +
			"/// Edge direction.\n#[derive(Copy, Debug, PartialEq, PartialOrd, Ord, Eq, Hash)]\n#[repr(usize)]\npub enum Direction {\n" +
			"    /// An `Outgoing` edge is an outward edge *from* the current node.\n    Outgoing = 0,\n" +
			"    /// An `Incoming` edge is an inbound edge *to* the current node.\n    Incoming = 1,\n}\n",
		"src/prelude.rs": "//! Commonly used items.\n\n#[doc(no_inline)]\npub use crate::{Direction, Incoming, Outgoing};\n",
	}
	c, err := rssrc.Scan(src, "src/lib.rs", "petgraph", rssrc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{"Incoming", "Outgoing", "prelude::Incoming"} {
		f, ok := c.Lookup(q)
		if !ok || f.Item == nil || f.Item.Kind != "variant" {
			t.Errorf("%s: %+v, want the variant", q, f)
		}
	}
	names := mustOutline(c)
	for _, want := range []string{"Incoming", "Outgoing"} {
		if !slices.Contains(names, want) {
			t.Errorf("%s not listed: %v", want, names)
		}
	}
}
