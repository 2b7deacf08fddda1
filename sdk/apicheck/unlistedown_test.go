package apicheck

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestUnlistedTopLevelNameBeatsSubmodule: scipy 1.10's top level binds a
// deprecated rand outside its __all__, and scipy.sparse has a rand of its
// own. "rand" is the top level's (not listed: cannot tell), never
// sparse.rand, another object; "sparse.rand" still finds it.
func TestUnlistedTopLevelNameBeatsSubmodule(t *testing.T) {
	ix := NewIndex("python", "scipy", []sdk.Symbol{
		{Name: "sparse", Kind: "module", Signature: "import scipy.sparse"},
		{Name: "sparse.rand", Kind: "func", Signature: "def rand(m, n, density=0.01, format='coo', dtype=None, random_state=None)"},
		{Name: "sparse.eye", Kind: "func", Signature: "def eye(m, n=None, k=0, dtype=float, format=None)"},
		{Name: "rand", Kind: KindUnlisted, Signature: "scipy binds rand (a def, class or assignment read from source), which its __all__ does not list"},
	})
	tests := []struct {
		q    string
		want sdk.SymbolCheck
	}{
		{"rand", sdk.SymbolCheck{Verdict: sdk.VerdictOutOfReach}},
		{"sparse.rand", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "sparse.rand"}},
		{"eye", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "sparse.eye"}},
	}
	for _, tt := range tests {
		got := ix.Check(Ref{Query: tt.q})
		got = sdk.SymbolCheck{Verdict: got.Verdict, Symbol: got.Symbol}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.q, diff)
		}
	}
}
