package rssrc_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/plugins/rust/rssrc"
)

// TestImplsOfOwnTraits: a type's members include the items of its impls
// of the crate's own traits when a path reaches the trait, as rustdoc
// lists them.
//
// time 0.3.9 (trimmed) implements its public Formattable and its sealed
// trait (formatting::formattable::sealed, private) for FormatItem and for
// the slice [FormatItem], and std's TryFrom and PartialEq for
// &[FormatItem]: the sealed trait's format_into and format are no part of
// the API, and the impls for the slice (rustdoc lists them under the
// primitive) are not FormatItem's.
//
// crossbeam-channel 0.5.6 (trimmed) declares SelectHandle in a private
// module and re-exports it from a #[doc(hidden)] pub module: reachable,
// so Receiver's impl of it lists its methods.
//
// serde 1.0.152 (trimmed) declares a trait de::Error (by a macro) and
// implements it and std's error::Error for de::value::Error: the first
// impl's custom is a member, std's description is not.
func TestImplsOfOwnTraits(t *testing.T) {
	for _, tc := range []struct {
		dir, crate string
		want       map[string][]string
	}{
		{"testdata/time_trim", "time", map[string][]string{
			"format_description::FormatItem": {"Clone", "PartialEq", "Eq", "Formattable", "sealed::Sealed"},
			"formatting::Formattable":        nil,
		}},
		{"testdata/crossbeam_channel_trim", "crossbeam_channel", map[string][]string{
			"Receiver": {"try_select", "deadline", "register", "unregister", "accept", "is_ready", "watch", "unwatch", "SelectHandle"},
			"Sender":   nil,
		}},
		{"testdata/serde_trim", "serde", map[string][]string{
			"de::Error":        nil,
			"de::value::Error": {"custom", "Clone", "PartialEq", "de::Error", "error::Error"},
		}},
	} {
		t.Run(tc.crate, func(t *testing.T) {
			c, err := rssrc.Scan(dirFiles(tc.dir), "src/lib.rs", tc.crate, rssrc.Limits{})
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(tc.want, members(c)); d != "" {
				t.Errorf("members and impls (-want +got):\n%s", d)
			}
		})
	}
}
