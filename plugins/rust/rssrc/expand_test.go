package rssrc_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/plugins/rust/rssrc"
)

// TestExpand: the forms of macro_rules! crates use to declare items, each
// read through the expander; what it cannot expand stays an unexpanded
// invocation (listed by its text), never silently dropped.
func TestExpand(t *testing.T) {
	for _, tc := range []struct {
		name string
		src  string
		want []string // outline names, then "gate NAME=GATE" and "sig NAME=SIG" lines
		sigs []string // items whose signature (or gate) to show
	}{
		{name: "empty crate", src: "", want: nil},
		{
			name: "table with doc rows",
			src: "macro_rules! consts {\n ( $( $(#[$docs:meta])* ($konst:ident, $v:literal); )+ ) => {\n $( $(#[$docs])* pub const $konst: u8 = $v; )+ }\n}\n" +
				"consts! {\n /// The first.\n (ONE, 1);\n /// The second.\n (TWO, 2);\n}\n",
			want: []string{"ONE", "TWO", "sig ONE=pub const ONE: u8 = 1; // The first."},
			sigs: []string{"ONE"},
		},
		{
			name: "nested repetition with a separator and a recursive arm",
			src: "pub struct Mime;\nmacro_rules! mime {\n ($id:ident, $src:expr) => ( mime!(FULL $id, $src, None); );\n (FULL $id:ident, $src:expr, $p:expr) => ( #[doc = $src] pub const $id: Mime = Mime; );\n}\n" +
				"macro_rules! mimes { ($($id:ident, $($piece:expr),*;)*) => ( $( mime! { $id, $($piece),* } )* ) }\n" +
				"mimes! { STAR, \"*/*\"; TEXT, \"text/*\"; }\n",
			want: []string{"Mime", "STAR", "TEXT", "sig TEXT=pub const TEXT: Mime = Mime; // text/*"},
			sigs: []string{"TEXT"},
		},
		{
			name: "methods forwarded in an impl block, $crate paths",
			src: "pub struct W;\nmacro_rules! fwd { ($($f:ident -> $t:ty),*) => { $( pub fn $f(&self) -> $crate::Out<$t> { todo!() } )* } }\n" +
				"impl W { fwd!(len -> usize, name -> &'static str); }\npub struct Out<T>(T);\n",
			want: []string{"W", "W::len", "W::name", "Out", "sig W::name=pub fn name(&self) -> Out<&'static str>"},
			sigs: []string{"W::name"},
		},
		{
			// error-chain 0.12.4's impl_error_chain_kind! arm (trimmed),
			// as skeptic's error_chain! calls it: a repetition that
			// starts with "(" after a word keeps no space before it.
			name: "tuple variants from a repetition after the variant name",
			src: "pub struct IoError;\nmacro_rules! kind {\n (ENUM_DEFINITION [pub enum $name:ident] body [$(=> $iitem:ident ($(($( $ttyp:ty ),+))*))*]) => {\n pub enum $name {\n $( $iitem $(($( $ttyp ),+))*, )*\n }\n };\n}\n" +
				"kind!(ENUM_DEFINITION [pub enum ErrorKind] body [=> Fingerprint () => Io ((IoError))]);\n",
			want: []string{"IoError", "ErrorKind", "sig ErrorKind::Io=Io(IoError)"},
			sigs: []string{"ErrorKind::Io"},
		},
		{
			name: "the invocation's cfg gates what it makes",
			src:  "macro_rules! mk { ($n:ident) => { pub struct $n; } }\n#[cfg(feature = \"extra\")]\nmk!(Extra);\n",
			want: []string{"Extra", "gate Extra=feature = \"extra\""},
			sigs: []string{"Extra"},
		},
		{
			name: "a macro defining a macro: the inner one's variables and repetitions stay as written",
			src:  "macro_rules! define {\n {$(#[$doc:meta])*} => {\n $(#[$doc])*\n #[macro_export]\n macro_rules! made { ($x:literal) => {{ $x }}; ($($t:tt)*) => {} }\n }\n}\ndefine! {\n /// Makes a value.\n}\n",
			want: []string{"made", "sig made=macro_rules! made {\n    ($x:literal) => { ... };\n    ($($t:tt)*) => { ... };\n} // Makes a value."},
			sigs: []string{"made"},
		},
		{
			name: "a macro defined twice: the fallback cfg's definition does not replace the other",
			src: "pub struct D;\n#[cfg(not(no_integer128))]\nmacro_rules! if128 { ($($tt:tt)*) => { $($tt)* }; }\n#[cfg(no_integer128)]\nmacro_rules! if128 { ($($tt:tt)*) => {}; }\n" +
				"impl D { if128! { pub fn get_i128<V>(&self, v: V) -> Result<V::Value, Self::Error> { 0 } } }\n",
			// Each $tt keeps the space written before it: serde's
			// deserialize_i128 read "fndeserialize_i128<V>(self, visitor: V)->Result<V::Value,Self::Error>".
			want: []string{"D", "D::get_i128", "sig D::get_i128=pub fn get_i128<V>(&self, v: V) -> Result<V::Value, Self::Error>"},
			sigs: []string{"D::get_i128"},
		},
		{
			name: "no arm matches: left unexpanded",
			src:  "pub struct T;\nmacro_rules! two { ($a:ident, $b:ident) => { impl $a { pub fn $b(&self) {} } } }\ntwo!(T);\n",
			want: []string{"T", "T::(two!(T);)"},
		},
		{
			name: "another crate's macro given type declarations: the types as written, the call kept",
			src:  "pin_project! {\n /// Doc.\n #[derive(Debug)]\n pub struct Fuse<Fut> { #[pin] inner: Option<Fut>, }\n}\nbitflags! { pub struct Flags: u32 { const A = 1; } }\n",
			want: []string{"Fuse", "Fuse::(pin_project! { #[derive(Debug)] pub struct Fuse<Fut> { #[pin] inner: Option<Fut>, } })",
				"(pin_project! { #[derive(Debug)] pub struct Fuse<Fut> { #[pin] inner: Option<Fut>, } })", "(bitflags! { pub struct Flags: u32 { const A = 1; } })"},
		},
		{
			name: "unbounded recursion stops at the depth limit",
			src:  "pub struct T;\nmacro_rules! forever { ($t:ident) => { forever!($t); } }\nforever!(T);\n",
			want: []string{"T", "T::(forever!(T);)"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := rssrc.Scan(mapFiles{"src/lib.rs": tc.src}, "src/lib.rs", "demo", rssrc.Limits{})
			if err != nil {
				t.Fatal(err)
			}
			got := mustOutline(c)
			for _, q := range tc.sigs {
				f, _ := c.Lookup(q)
				it := f.Item
				if f.Member != nil {
					it = f.Member
				}
				if it == nil {
					got = append(got, "missing "+q)
					continue
				}
				if strings.HasPrefix(tc.want[len(tc.want)-1], "gate ") {
					got = append(got, "gate "+q+"="+it.Gate)
					continue
				}
				line := "sig " + q + "=" + it.Signature
				if it.Docs != "" {
					line += " // " + it.Docs
				}
				got = append(got, line)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// TestReexportThroughExternal: chrono re-exports format::Locale at its
// root and in its prelude, where format re-exports another crate's
// Locale: each is a re-export of the other crate's path, not "a path the
// source does not declare" (which made every name at the root "cannot
// tell"). A macro call that compiles only for doctests
// (#[cfg_attr(P, cfg(doctest))] under #[cfg(P)]) makes nothing.
func TestReexportThroughExternal(t *testing.T) {
	src := mapFiles{
		"src/lib.rs":        "pub mod format;\npub mod prelude { pub use crate::Locale; }\npub use format::Locale;\n#[cfg(feature = \"__doctest\")]\n#[cfg_attr(feature = \"__doctest\", cfg(doctest))]\ndoctest!(\"../README.md\");\n",
		"src/format/mod.rs": "#[cfg(feature = \"unstable-locales\")]\npub use pure_rust_locales::Locale;\npub struct Item;\n",
	}
	c, err := rssrc.Scan(src, "src/lib.rs", "chrono", rssrc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"format", "prelude", "Locale", "format::Item", "format::Locale", "prelude::Locale"}
	if diff := cmp.Diff(want, mustOutline(c)); diff != "" {
		t.Errorf("outline (-want +got):\n%s", diff)
	}
}
