package rssrc_test

import (
	"path/filepath"
	"slices"
	"strconv"
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
// methods the macro writes are the crate's; so are those of a call of the
// macro by its name after `use bitflags::bitflags;`. Without the
// dependency, the calls stay unexpanded.
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
	// The same dependency's macro imported with `use bitflags::bitflags;`
	// and called by its name.
	for _, q := range []string{"timer::TimerSetTimeFlags::TFD_TIMER_ABSTIME", "timer::TimerSetTimeFlags::empty"} {
		if f, _ := c.Lookup(q); f.Member == nil {
			t.Errorf("%s: not a member", q)
		}
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

// TestMuncherEnum: nix (trimmed) declares Signal with its own tt-muncher
// (libc_enum!), which takes one variant or one attribute per recursive
// call: 79 steps for Signal, deeper than the expander once went. rustc
// allows 128 steps, and nix raises that with #![recursion_limit]; the
// expander follows both, so the enum, its variants (the last one too) and
// their module-level re-exports are the crate's.
func TestMuncherEnum(t *testing.T) {
	c, err := rssrc.Scan(dirFiles(filepath.Join("testdata", "nix_enum_trim")), "src/lib.rs", "nix", rssrc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	names := mustOutline(c)
	for _, want := range []string{"signal::Signal", "signal::SIGHUP", "signal::SIGINFO"} {
		if !slices.Contains(names, want) {
			t.Errorf("%s not listed; listed: %v", want, names)
		}
	}
	for _, v := range []string{"SIGHUP", "SIGINFO"} {
		if f, _ := c.Lookup("signal::Signal::" + v); f.Member == nil {
			t.Errorf("Signal::%s: not a member", v)
		}
	}
	f, _ := c.Lookup("signal::Signal::SIGTERM")
	if f.Member == nil || f.Member.Docs != "Software termination signal from kill" {
		t.Errorf("SIGTERM: %+v, want its doc comment", f.Member)
	}
	if m, _ := c.Lookup("signal"); m.Module == nil || len(m.Module.Unexpanded) > 0 {
		t.Errorf("signal: unexpanded calls %v", m.Module)
	}
}

// TestRecursionLimit: a muncher as deep as its input is long expands
// within rustc's default limit of 128 steps; past it only when the crate
// root raises #![recursion_limit], as rustc would.
func TestRecursionLimit(t *testing.T) {
	muncher := "macro_rules! each {\n (@acc [$($d:tt)*];) => { pub enum E { $($d)* } };\n (@acc [$($d:tt)*]; $v:ident $($rest:tt)*) => { each! { @acc [$($d)* $v,]; $($rest)* } };\n ($($all:tt)*) => { each! { @acc []; $($all)* } };\n}\n"
	call := func(n int) string {
		var b strings.Builder
		b.WriteString("each! {")
		for k := 0; k < n; k++ {
			b.WriteString(" V" + strconv.Itoa(k))
		}
		return b.String() + " }\n"
	}
	for _, tc := range []struct {
		name string
		src  string
		want bool
	}{
		{"100 steps, default limit", muncher + call(100), true},
		{"200 steps, default limit", muncher + call(200), false},
		{"200 steps, raised limit", "#![recursion_limit = \"256\"]\n" + muncher + call(200), true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := rssrc.Scan(mapFiles{"src/lib.rs": tc.src}, "src/lib.rs", "m", rssrc.Limits{})
			if err != nil {
				t.Fatal(err)
			}
			_, got := c.Lookup("E::V99")
			if got != tc.want {
				t.Errorf("E::V99 listed: %v, want %v", got, tc.want)
			}
		})
	}
}

// TestMacroUseExternCrate: a crate that imports a dependency's macros
// with #[macro_use] extern crate (as png does bitflags) calls them by
// name in any module; their items are the crate's.
func TestMacroUseExternCrate(t *testing.T) {
	deps := func(name string) (rssrc.Files, string, bool) {
		if name != "bitflags" {
			return nil, "", false
		}
		return dirFiles(filepath.Join("testdata", "bitflags_trim")), "src/lib.rs", true
	}
	src := mapFiles{
		"src/lib.rs":    "#[macro_use]\nextern crate bitflags;\n\npub mod common;\n",
		"src/common.rs": "bitflags! {\n    /// Output transformations.\n    pub struct Transformations: u32 {\n        const IDENTITY = 0x0000;\n        const STRIP_16 = 0x0001;\n    }\n}\n",
	}
	c, err := rssrc.ScanWith(src, "src/lib.rs", "png", rssrc.Limits{}, deps)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{"common::Transformations::STRIP_16", "common::Transformations::bits"} {
		if f, _ := c.Lookup(q); f.Member == nil {
			t.Errorf("%s: not a member; outline %v", q, mustOutline(c))
		}
	}
}
