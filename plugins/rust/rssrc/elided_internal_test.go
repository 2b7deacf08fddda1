package rssrc

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestElide: the lifetimes a function signature elides in a type's path
// print as rustdoc prints them; written ones, references, paths through a
// type and parameter names stay.
func TestElide(t *testing.T) {
	counts := map[string]int{"Cow": 1, "Drain": 1, "Externals": 1, "Pair": 2, "Plain": 0}
	for _, tc := range []struct{ in, want string }{
		{"pub fn quote(in_str: &str) -> Cow<str>", "pub fn quote(in_str: &str) -> Cow<'_, str>"},
		{"pub fn drain(&mut self) -> Drain<A::Item>", "pub fn drain(&mut self) -> Drain<'_, A::Item>"},
		{"pub fn externals(&self, dir: Direction) -> Externals<N, Ty, Ix>", "pub fn externals(&self, dir: Direction) -> Externals<'_, N, Ty, Ix>"},
		{"pub fn both(&self) -> Pair", "pub fn both(&self) -> Pair<'_, '_>"},
		{"pub fn kept<'a>(s: &'a str) -> Cow<'a, str>", "pub fn kept<'a>(s: &'a str) -> Cow<'a, str>"},
		{"pub fn plain(p: Plain) -> Self::Drain", "pub fn plain(p: Plain) -> Self::Drain"},
		{"pub fn Cow<T>(Cow: u8) -> u8", "pub fn Cow<T>(Cow: u8) -> u8"},
	} {
		if d := cmp.Diff(tc.want, elide(tc.in, counts)); d != "" {
			t.Errorf("elide(%q) (-want +got):\n%s", tc.in, d)
		}
	}
}
