package pyapi

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// TestCheckVerdicts checks names against the outline of a real package,
// as check_package_api does: what the outline lists and what it cannot.
func TestCheckVerdicts(t *testing.T) {
	tests := []struct {
		pkg   string
		query string
		want  sdk.Verdict
	}{
		// cachetools 5.2: Cache(collections.abc.MutableMapping), the
		// language's own base, is seen whole.
		{"cachetools", "RRCache.choice", sdk.VerdictExists},
		{"cachetools", "RRCache.setdefault", sdk.VerdictExists},
		{"cachetools", "Cache.keys", sdk.VerdictExists},
		{"cachetools", "Cache.__init__", sdk.VerdictExists},
		{"cachetools", "RRCache.chioce", sdk.VerdictMissing},
		{"cachetools", "Cache.__init_", sdk.VerdictMissing},
		// another package's module, asked of this one
		{"cachetools", "sympy.solve", sdk.VerdictMissing},
		{"cachetools", "pylab.exp2", sdk.VerdictMissing},
		// a value in code whose type may be one of the package's
		{"cachetools", "cache.maxsize", sdk.VerdictOutOfReach},
	}
	outlines := map[string]*Outline{}
	for _, tt := range tests {
		t.Run(tt.pkg+" "+tt.query, func(t *testing.T) {
			o := outlines[tt.pkg]
			if o == nil {
				var err error
				o, err = (&Package{FS: os.DirFS(filepath.Join("testdata", tt.pkg))}).Read(tt.pkg)
				if err != nil {
					t.Fatal(err)
				}
				outlines[tt.pkg] = o
			}
			got := apicheck.NewIndex("python", tt.pkg, o.Symbols).Check(apicheck.Ref{Query: tt.query})
			if d := cmp.Diff(tt.want.String(), got.Verdict.String()); d != "" {
				t.Errorf("Check(%q) verdict (-want +got):\n%s\nnote: %s", tt.query, d, got.Note)
			}
		})
	}
}
