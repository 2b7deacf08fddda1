package pyapi

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// python3-jwt (trimmed): the package's functions are the methods of a
// module-level instance ("get_unverified_header =
// _jws_global_obj.get_unverified_header"): each is listed as the function
// it is, its method's signature without self, as inspect.signature
// prints a bound method, with the method's docstring.
func TestBoundMethodOfModuleInstance(t *testing.T) {
	o, err := (&Package{FS: os.DirFS(filepath.Join("testdata", "pyjwt"))}).Read("jwt")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	docs := map[string]string{}
	for _, s := range o.Symbols {
		got[s.Name] = s.Kind + " " + s.Signature
		docs[s.Name] = s.Doc
	}
	want := map[string]string{
		"get_unverified_header": "func def get_unverified_header(jwt: str | bytes) -> dict",
		"unregister_algorithm":  "func def unregister_algorithm(alg_id: str) -> None",
	}
	for k := range got {
		if _, ok := want[k]; !ok {
			delete(got, k)
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("symbols (-want +got):\n%s", diff)
	}
	if d := docs["get_unverified_header"]; !strings.HasPrefix(d, "Returns back the JWT header parameters as a dict()\n\nThe method PyJWS.get_unverified_header of the module's instance") {
		t.Errorf("doc = %q", d)
	}
}

func TestWithoutFirstParam(t *testing.T) {
	for _, tt := range []struct{ sig, want string }{
		{"def f(self, a, b=1)", "def f(a, b=1)"},
		{"def f(self, /, a)", "def f(a)"},
		{"def f(self)", "def f()"},
		{"def f(*args)", ""},
		{"async def f(\n    cls,\n    a: int,\n    *,\n    b: str = 'x',\n) -> None", "async def f(a: int, *, b: str = 'x') -> None"},
	} {
		if got := withoutFirstParam(tt.sig); got != tt.want {
			t.Errorf("withoutFirstParam(%q) = %q, want %q", tt.sig, got, tt.want)
		}
	}
}
