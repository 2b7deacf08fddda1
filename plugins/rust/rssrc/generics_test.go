package rssrc_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/plugins/rust/rssrc"
)

// TestGenericDefaults: arrayvec (trimmed) declares CapacityError<T = ()>.
// The parentheses of the default are not a tuple struct's fields: the
// declaration ends at its own braces, and the impl blocks after it give
// the type its methods and traits.
func TestGenericDefaults(t *testing.T) {
	c, err := rssrc.Scan(dirFiles("../testdata/arrayvec_trim"), "src/lib.rs", "arrayvec", rssrc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	f, ok := c.Lookup("CapacityError")
	if !ok {
		t.Fatal("CapacityError not found")
	}
	if want := "pub struct CapacityError<T = ()> { /* private fields */ }"; f.Item.Signature != want {
		t.Errorf("signature %q, want %q", f.Item.Signature, want)
	}
	want := map[string][]string{"CapacityError": {"new", "element", "simplify", "Clone", "Copy", "Eq", "Ord", "PartialEq", "PartialOrd", "Error", "fmt::Display", "fmt::Debug"}}
	if diff := cmp.Diff(want, members(c)); diff != "" {
		t.Errorf("members (-want +got):\n%s", diff)
	}
}

// TestDeclBody: brackets in generics and where clauses are not a body.
func TestDeclBody(t *testing.T) {
	src := mapFiles{"src/lib.rs": `pub struct Lazy<T, F = fn() -> T> {
    cell: Option<T>,
    init: Option<F>,
}
impl<T, F: FnOnce() -> T> Lazy<T, F> {
    pub const fn new(f: F) -> Lazy<T, F> { Lazy { cell: None, init: Some(f) } }
}
pub struct Call<F>(pub F) where F: Fn(u8) -> u8;
pub struct Named<F> where F: Fn(u8) -> u8 { pub f: F }
pub struct After;
`}
	c, err := rssrc.Scan(src, "src/lib.rs", "shapes", rssrc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"Lazy", "Lazy::new", "Call", "Named", "After"}
	if diff := cmp.Diff(want, mustOutline(c)); diff != "" {
		t.Errorf("outline (-want +got):\n%s", diff)
	}
	f, _ := c.Lookup("Call")
	if want := "pub struct Call<F>(pub F) where F: Fn(u8) -> u8;"; f.Item == nil || f.Item.Signature != want {
		t.Errorf("Call = %+v, want signature %q", f.Item, want)
	}
}

// TestWhereClausePrivateFields: a struct with a where clause and only
// private fields (sized-chunks 0.6.5's Chunk) reads as rustdoc prints it,
// the braces on a line of their own after the clause, not after its
// trailing comma.
func TestWhereClausePrivateFields(t *testing.T) {
	src := mapFiles{"src/lib.rs": `pub struct Chunk<A, N = U64>
where
    N: ChunkLength<A>,
{
    left: usize,
    right: usize,
    data: MaybeUninit<N::SizedType>,
}
pub struct Open<A, N>
where
    N: ChunkLength<A>,
{
    pub left: usize,
    data: N,
}
`}
	c, err := rssrc.Scan(src, "src/lib.rs", "sized_chunks", rssrc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"Chunk": "pub struct Chunk<A, N = U64>\nwhere\n    N: ChunkLength<A>,\n{ /* private fields */ }",
		"Open":  "pub struct Open<A, N>\nwhere\n    N: ChunkLength<A>,\n{\n    pub left: usize,\n    /* private fields */\n}",
	}
	got := map[string]string{}
	for name := range want {
		if f, ok := c.Lookup(name); ok && f.Item != nil {
			got[name] = f.Item.Signature
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("signatures (-want +got):\n%s", diff)
	}
}

// TestItemPassthroughMacro: nix wraps most of its modules in feature!, a
// macro_rules! whose one arm takes items ($($item:item)*) and emits them
// with a cfg; the items are the module's. A crate macro the expander
// matches gives its methods; one whose arms do not match the invocation
// stays listed as unexpanded.
func TestItemPassthroughMacro(t *testing.T) {
	src := mapFiles{
		"src/lib.rs": "#[macro_use]\nmod macros;\n\nfeature! {\n    #![feature = \"dir\"]\n    pub mod dir;\n}\n\nhelper! { Dir }\nother! { Dir }\n",
		// nix 0.26's src/macros.rs (the first macro), and one that does not pass items through.
		"src/macros.rs": "macro_rules! feature {\n    (\n        #![$meta:meta]\n        $($item:item)*\n    ) => {\n        $(\n            #[cfg($meta)]\n            #[cfg_attr(docsrs, doc(cfg($meta)))]\n            $item\n        )*\n    }\n}\nmacro_rules! helper { ($t:ident) => { impl $t { pub fn extra(&self) {} } } }\nmacro_rules! other { ($t:ident, $u:ident) => { impl $t { pub fn $u(&self) {} } } }\n",
		"src/dir.rs":    "/// An open directory.\npub struct Dir(u8);\nimpl Dir { pub fn fd(&self) -> u8 { self.0 } }\n",
	}
	c, err := rssrc.Scan(src, "src/lib.rs", "nix", rssrc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"dir", "dir::Dir", "dir::Dir::fd", "dir::Dir::extra", "dir::Dir::(other! { Dir })"}
	if diff := cmp.Diff(want, mustOutline(c)); diff != "" {
		t.Errorf("outline (-want +got):\n%s", diff)
	}
}
