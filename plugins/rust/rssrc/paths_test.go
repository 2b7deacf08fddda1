package rssrc_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/plugins/rust/rssrc"
)

// TestPathsPrintedAsRustdoc: parking_lot (trimmed) declares its lock
// types as aliases of another crate's (`lock_api::Mutex<RawMutex, T>`).
// rustdoc prints a path in a declaration by its last segment, and so does
// the scanner; a type's own path segments (Self::Item) stay.
func TestPathsPrintedAsRustdoc(t *testing.T) {
	c, err := rssrc.Scan(dirFiles("testdata/parking_lot_trim"), "src/lib.rs", "parking_lot", rssrc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, m := range c.Modules {
		for _, it := range m.Items {
			got[m.ItemPath(it)] = it.Signature
		}
	}
	want := map[string]string{
		"Mutex":            "pub type Mutex<T> = Mutex<RawMutex, T>;",
		"MutexGuard":       "pub type MutexGuard<'a, T> = MutexGuard<'a, RawMutex, T>;",
		"MappedMutexGuard": "pub type MappedMutexGuard<'a, T> = MappedMutexGuard<'a, RawMutex, T>;",
		"const_mutex":      "pub const fn const_mutex<T>(val: T) -> Mutex<T>",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("signatures (-want +got):\n%s", diff)
	}
	shapes := map[string]string{"src/lib.rs": "pub trait Stream { type Item; fn next(&mut self) -> Option<Self::Item>; fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> ::core::fmt::Result; }\n#[macro_export]\nmacro_rules! m { ($x:expr) => { $crate::f($x) }; }\n"}
	c, err = rssrc.Scan(mapFiles(shapes), "src/lib.rs", "s", rssrc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	var sigs []string
	for _, it := range c.Modules[0].Items {
		sigs = append(sigs, it.Signature)
		for _, f := range it.Fields {
			sigs = append(sigs, f.Signature)
		}
	}
	wantSigs := []string{
		"pub trait Stream {\n    type Item;\n    fn next(&mut self) -> Option<Self::Item>;\n    fn fmt(&self, f: &mut Formatter<'_>) -> Result;\n}",
		"type Item;",
		"fn next(&mut self) -> Option<Self::Item>;",
		"fn fmt(&self, f: &mut Formatter<'_>) -> Result;",
		"macro_rules! m {\n    ($x:expr) => { ... };\n}",
	}
	if diff := cmp.Diff(wantSigs, sigs); diff != "" {
		t.Errorf("paths kept (-want +got):\n%s", diff)
	}
}

// TestEqualsSpaced: strsim 0.10.0 (trimmed) writes an associated type
// binding without spaces (IntoIterator<Item=Elem1>); rustdoc prints
// `Item = Elem1`, and so does the signature.
func TestEqualsSpaced(t *testing.T) {
	c, err := rssrc.Scan(dirFiles("testdata/strsim_trim"), "src/lib.rs", "strsim", rssrc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, it := range c.Modules[0].Items {
		got = append(got, it.Signature)
	}
	want := []string{"pub fn generic_jaro<'a, 'b, Iter1, Iter2, Elem1, Elem2>(a: &'a Iter1, b: &'b Iter2) -> f64\n" +
		"where\n    &'a Iter1: IntoIterator<Item = Elem1>,\n    &'b Iter2: IntoIterator<Item = Elem2>,\n    Elem1: PartialEq<Elem2>,"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("signatures (-want +got):\n%s", d)
	}
}
