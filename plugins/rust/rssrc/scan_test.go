package rssrc_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/plugins/rust/crateapi"
	"github.com/pkgdocs/pkgdocs/plugins/rust/rssrc"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden")

// dirFiles reads a test crate from testdata.
type dirFiles string

func (d dirFiles) ReadFile(name string) ([]byte, error) {
	return os.ReadFile(filepath.Join(string(d), filepath.FromSlash(name)))
}

// mapFiles is an in-memory crate.
type mapFiles map[string]string

func (m mapFiles) ReadFile(name string) ([]byte, error) {
	s, ok := m[name]
	if !ok {
		return nil, os.ErrNotExist
	}
	return []byte(s), nil
}

func dump(c *crateapi.Crate) string {
	var b strings.Builder
	syms, _ := c.Outline("", 0)
	for _, s := range syms {
		fmt.Fprintf(&b, "[%s] %s", s.Kind, s.Name)
		if s.Deprecated != "" {
			fmt.Fprintf(&b, " DEPRECATED %s", s.Deprecated)
		}
		fmt.Fprintf(&b, "\n%s\n", s.Signature)
		if s.Doc != "" {
			fmt.Fprintf(&b, "// %s\n", s.Doc)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name+".golden")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test -update writes it)", err)
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("%s (-want +got):\n%s", path, diff)
	}
}

func TestKVStore(t *testing.T) {
	c, err := rssrc.Scan(dirFiles("../testdata/kvstore_demo"), "src/lib.rs", "kvstore_demo", rssrc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "kvstore_demo", dump(c))
}

// shapes is a crate with each construct the scanner must read.
var shapes = mapFiles{
	"README.md": "# shapes\n\nThe crate README.\n",
	"src/lib.rs": `#![doc = include_str!("../README.md")]
#![cfg_attr(docsrs, feature(doc_cfg))]
/* a /* nested */ comment with pub fn fake() {} inside */
pub mod outer;
mod hidden_impl;
#[cfg(test)]
mod tests;
#[cfg(feature = "json")]
#[cfg_attr(docsrs, doc(cfg(feature = "json")))]
pub mod json;

pub use hidden_impl::{Engine, helper as assist};
pub use hidden_impl::glob::*;
pub use serde::Serialize;

/// Raw strings and chars must not confuse the lexer: '{' and r#"}"#.
pub const BRACES: &str = r#"}{"#;
pub const CH: char = '}';

/// Generic with where clause.
pub async unsafe fn complex<'a, T, const N: usize>(x: &'a [T; N]) -> Option<&'a T>
where
    T: Clone + Send + 'a,
{
    let s = "fn not_an_item() {}";
    x.first()
}

pub fn takes(mut v: Vec<u8>, n: &mut u8) {}

unsafe impl Send for Pair {}

pub(crate) fn crate_only() {}
fn private() {}

#[doc(hidden)]
pub fn hidden() {}

#[deprecated(since = "1.2.0", note = "use complex")]
pub fn old() {}

/// Make a thing.
#[macro_export]
macro_rules! make {
    () => { 0 };
    ($e:expr) => { $e };
}

macro_rules! private_macro { () => {} }

some_macro! { pub fn generated() {} }

/// A tuple struct.
#[derive(Clone, Copy)]
pub struct Pair(pub u8, u8);

pub struct Unit;

pub enum Shape<T> where T: Copy {
    Circle { r: T },
    Square(T),
    #[cfg(test)]
    TestOnly,
    Empty = 3,
}

pub trait Area: Sized {
    type Out;
    const SIDES: u8;
    fn area(&self) -> Self::Out;
    fn twice(&self) -> u8 { 2 }
}

impl<T: Copy> Area for Shape<T> {
    type Out = u8;
    const SIDES: u8 = 0;
    fn area(&self) -> u8 { 0 }
}

impl Pair {
    /// First.
    pub fn first(&self) -> u8 { self.0 }
    fn second(&self) -> u8 { self.1 }
    #[cfg(feature = "json")]
    pub fn to_json(&self) -> String { String::new() }
}

extern "C" {
    pub fn c_func(x: i32) -> i32;
}
`,
	"src/outer.rs": `//! The outer module.
pub mod inner;
/// Outer fn.
pub fn outer_fn() -> u8 { 1 }
`,
	"src/outer/inner/mod.rs": `//! Inner, as mod.rs.
pub struct Deep<'a> { pub name: &'a str }
`,
	"src/hidden_impl.rs": `pub struct Engine;
impl Engine { pub fn start(&self) {} }
pub fn helper() {}
pub fn not_reexported() {}
pub mod glob {
    pub fn from_glob() {}
}
`,
	"src/json.rs": `pub fn to_string() -> String { String::new() }`,
}

func TestShapes(t *testing.T) {
	c, err := rssrc.Scan(shapes, "src/lib.rs", "shapes", rssrc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "shapes", dump(c))
	if !strings.Contains(c.Docs, "The crate README.") {
		t.Errorf("crate docs = %q, want the included README", c.Docs)
	}
	var names []string
	names = append(names, mustOutline(c)...)
	want := []string{"outer", "outer::inner", "json", "BRACES", "CH", "complex", "takes", "old", "make", "Pair", "Pair::first", "Pair::to_json", "Unit", "Shape", "Shape::Out", "Shape::SIDES", "Shape::area", "Area", "c_func", "Engine", "Engine::start", "assist", "from_glob", "(some_macro! { pub fn generated() {} })", "Serialize", "outer::outer_fn", "outer::inner::Deep", "json::to_string"}
	if diff := cmp.Diff(want, names); diff != "" {
		t.Errorf("outline names (-want +got):\n%s", diff)
	}
}

func mustOutline(c *crateapi.Crate) []string {
	syms, _ := c.Outline("", 0)
	var out []string
	for _, s := range syms {
		out = append(out, s.Name)
	}
	return out
}

func TestLimits(t *testing.T) {
	if _, err := rssrc.Scan(shapes, "src/lib.rs", "shapes", rssrc.Limits{MaxFiles: 2}); err == nil {
		t.Error("MaxFiles 2: no error")
	}
	if _, err := rssrc.Scan(shapes, "src/lib.rs", "shapes", rssrc.Limits{MaxBytes: 100}); err == nil {
		t.Error("MaxBytes 100: no error")
	}
	if _, err := rssrc.Scan(mapFiles{}, "src/lib.rs", "none", rssrc.Limits{}); err == nil {
		t.Error("missing root: no error")
	}
	// A mod path out of the crate is not read.
	c, err := rssrc.Scan(mapFiles{"src/lib.rs": `#[path = "../../etc/passwd"] pub mod x;`}, "src/lib.rs", "esc", rssrc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(mustOutline(c)); n != 1 {
		t.Errorf("escaping #[path]: %d symbols, want just the empty module", n)
	}
}

func FuzzScan(f *testing.F) {
	for _, s := range shapes {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		_, _ = rssrc.Scan(mapFiles{"src/lib.rs": src}, "src/lib.rs", "fuzz", rssrc.Limits{MaxFiles: 1})
	})
}

// TestRequiredMethodWhere: a trait method without a body whose where
// clause ends the header (serde 1.0.152's Deserializer, trimmed) ends
// in ";", as rustdoc prints it, not ",;"; one with a body in "{ ... }".
func TestRequiredMethodWhere(t *testing.T) {
	src := "pub trait Deserializer<'de>: Sized {\n    type Error;\n\n    /// Require the `Deserializer` to figure out how to drive the visitor.\n    fn deserialize_any<V>(self, visitor: V) -> Result<V::Value, Self::Error>\n    where\n        V: Visitor<'de>;\n\n    fn deserialize_i128<V>(self, visitor: V) -> Result<V::Value, Self::Error>\n    where\n        V: Visitor<'de>\n    {\n        let _ = visitor;\n        unimplemented!()\n    }\n}\npub trait Visitor<'de> {}\n"
	c, err := rssrc.Scan(mapFiles{"src/lib.rs": src}, "src/lib.rs", "serde", rssrc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	f, ok := c.Lookup("Deserializer::deserialize_any")
	if !ok || f.Member == nil {
		t.Fatalf("Deserializer::deserialize_any not found: %+v", f)
	}
	want := "fn deserialize_any<V>(self, visitor: V) -> Result<V::Value, Self::Error>\nwhere\n    V: Visitor<'de>;"
	if diff := cmp.Diff(want, f.Member.Signature); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	// A provided method: "{ ... }" after the predicate, no ",".
	f, ok = c.Lookup("Deserializer::deserialize_i128")
	if !ok || f.Member == nil {
		t.Fatalf("Deserializer::deserialize_i128 not found: %+v", f)
	}
	want = "fn deserialize_i128<V>(self, visitor: V) -> Result<V::Value, Self::Error>\nwhere\n    V: Visitor<'de> { ... }"
	if diff := cmp.Diff(want, f.Member.Signature); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
