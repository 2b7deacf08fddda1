package rssrc

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// The arguments of #[proc_macro_derive(…)] as crates write them: the
// derive's name, then its helper attributes, if any.
func TestDeriveArgs(t *testing.T) {
	tests := []struct {
		in      string
		name    string
		helpers []string
	}{
		{"Error, attributes(backtrace, error, from, source)", "Error", []string{"backtrace", "error", "from", "source"}},
		{"Serialize, attributes(serde)", "Serialize", []string{"serde"}},
		{"Arbitrary", "Arbitrary", nil},
		{"", "", nil},
		{"a::b", "", nil},
	}
	for _, tc := range tests {
		name, helpers := deriveArgs(tc.in)
		if diff := cmp.Diff([]any{tc.name, tc.helpers}, []any{name, helpers}); diff != "" {
			t.Errorf("deriveArgs(%q) (-want +got):\n%s", tc.in, diff)
		}
	}
}
