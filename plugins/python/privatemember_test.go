package python

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/plugins/python/pyapi"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestPrivateMember: a class's own private member, which the outline
// leaves out, exists when the class body defines it, however the name
// is spelt from the package (beniget's Def._str was "does not exist");
// a misspelling is left to the outline's answer (ok false).
func TestPrivateMember(t *testing.T) {
	r := &pyapi.Package{FS: os.DirFS(filepath.Join("pyapi", "testdata", "privatemember"))}
	for _, tt := range []struct {
		name string
		want sdk.Verdict
		ok   bool
	}{
		{"beniget.Def._str", sdk.VerdictExists, true},
		{"beniget.beniget.Def._str", sdk.VerdictExists, true},
		{"beniget.Def._users", sdk.VerdictExists, true},
		{"beniget.Def._strr", sdk.VerdictUnknown, false},
		{"beniget.Def.__niit__", sdk.VerdictUnknown, false},
		{"beniget.Def.users", sdk.VerdictUnknown, false},
	} {
		parts := strings.Split(tt.name, ".")
		a, ok := privateMember(r, tt.name, parts, "beniget")
		if diff := cmp.Diff([2]any{tt.want, tt.ok}, [2]any{a.Verdict, ok}); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.name, diff)
		}
	}
}
