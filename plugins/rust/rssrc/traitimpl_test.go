package rssrc_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/plugins/rust/rssrc"
)

// TestImplsOfOwnTraits: time 0.3.9 (trimmed) implements its public
// Formattable and its sealed trait (formatting::formattable::sealed,
// private) for FormatItem and for the slice [FormatItem], and std's
// TryFrom and PartialEq for &[FormatItem]. FormatItem's members are the
// items of the crate's reachable traits' impls for FormatItem itself: the
// sealed trait's format_into and format are no part of the API, and the
// impls for the slice (rustdoc lists them under the primitive) are not
// FormatItem's.
func TestImplsOfOwnTraits(t *testing.T) {
	c, err := rssrc.Scan(dirFiles("testdata/time_trim"), "src/lib.rs", "time", rssrc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	got := members(c)
	want := map[string][]string{
		"format_description::FormatItem": {"Clone", "PartialEq", "Eq", "Formattable", "sealed::Sealed"},
		"formatting::Formattable":        nil,
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("members and impls (-want +got):\n%s", d)
	}
}
