package providertest

import (
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestSymbolsDiffOverloads checks that overloads (one name, several
// signatures) are compared in order, not against each other.
func TestSymbolsDiffOverloads(t *testing.T) {
	over := func(sigs ...string) []sdk.Symbol {
		var out []sdk.Symbol
		for _, s := range sigs {
			out = append(out, sdk.Symbol{Name: "f", Kind: "func", Signature: s})
		}
		return out
	}
	for _, tc := range []struct {
		name string
		a, b []sdk.Symbol
		same bool
	}{
		{"nil", nil, nil, true},
		{"same overloads", over("f(int)", "f(str)"), over("f(int)", "f(str)"), true},
		{"one changed", over("f(int)", "f(str)"), over("f(int)", "f(bytes)"), false},
		{"one missing", over("f(int)", "f(str)"), over("f(int)"), false},
		{"one added", over("f(int)"), over("f(int)", "f(str)"), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := symbolsDiff(tc.a, tc.b); (got == "") != tc.same {
				t.Errorf("symbolsDiff = %q, want same=%v", got, tc.same)
			}
		})
	}
}
