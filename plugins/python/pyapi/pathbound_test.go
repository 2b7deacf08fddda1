package pyapi

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// python3-jwt 2.6.0 (trimmed): api_jws binds decode_complete (a method of
// its module-level instance), and the package's __init__, whose __all__
// is a literal list, does not import it: jwt.decode_complete raises
// AttributeError, and `from jwt import decode_complete` ImportError. A
// check of it is no longer "exists": it says api_jws has it, and cannot
// tell (the outline does not list what a module imports beyond its
// __all__); the names the package re-exports, the submodule's path, and
// the bare name (imported from wherever it lives) exist.
func TestCheckPathFromPackageRoot(t *testing.T) {
	o, err := (&Package{FS: os.DirFS(filepath.Join("testdata", "pyjwt"))}).Read("jwt")
	if err != nil {
		t.Fatal(err)
	}
	ix := apicheck.NewIndex("python", "jwt", append(o.Symbols[:len(o.Symbols):len(o.Symbols)], o.Reexports...))
	got := map[string]string{}
	for _, q := range []string{"jwt.decode_complete", "jwt.api_jws.decode_complete", "decode_complete", "jwt.get_unverified_header", "jwt.api_jws.get_unverified_header", "jwt.PyJWS"} {
		got[q] = ix.Check(apicheck.Ref{Query: q}).Verdict.String()
	}
	want := map[string]string{
		"jwt.decode_complete": "out-of-reach", "jwt.api_jws.decode_complete": "exists", "decode_complete": "exists",
		"jwt.get_unverified_header": "exists", "jwt.api_jws.get_unverified_header": "exists", "jwt.PyJWS": "out-of-reach",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("verdicts (-want +got):\n%s", d)
	}
	if c := ix.Check(apicheck.Ref{Query: "jwt.decode_complete"}); !strings.Contains(c.Note, "jwt.api_jws.decode_complete") || !strings.Contains(c.Note, "import it from there") {
		t.Errorf("jwt.decode_complete: note %q, want where it exists", c.Note)
	}
	for code, want := range map[string]string{
		"from jwt import decode_complete\ndecode_complete(t)\n":         "out-of-reach",
		"import jwt\njwt.decode_complete(t)\n":                          "out-of-reach",
		"from jwt.api_jws import decode_complete\ndecode_complete(t)\n": "exists",
		"from jwt import get_unverified_header\n":                       "exists",
	} {
		refs, _ := ix.Extract(code)
		if len(refs) == 0 {
			t.Errorf("%q: no names read", code)
			continue
		}
		if got := ix.Check(refs[0]).Verdict.String(); got != want {
			t.Errorf("%q: %s is %s, want %s", code, refs[0].Query, got, want)
		}
	}
}
