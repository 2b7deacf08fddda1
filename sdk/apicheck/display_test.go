package apicheck

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestSignatureLine: a check shows a signature whose first line only
// opens a wrapped parameter list with that list joined (PyJWT 2.6.0's
// encode and decode as the Python provider prints them: the check said
// `def encode( …`), marked when cut; a one-line signature as it is.
func TestSignatureLine(t *testing.T) {
	for _, c := range []struct{ sig, want string }{
		{"def encode(\n    payload: Dict[str, Any],\n    key: str,\n    algorithm: Optional[str] = 'HS256',\n    headers: Optional[Dict[str, Any]] = None,\n    json_encoder: Optional[Type[json.JSONEncoder]] = None,\n) -> str",
			"def encode(payload: Dict[str, Any], key: str, algorithm: Optional[str] = 'HS256', headers: Optional[Dict[str, Any]] = None, …"},
		{"def decode(\n    jwt: str,\n    key: str = '',\n    algorithms: Optional[List[str]] = None,\n    options: Optional[Dict[str, Any]] = None,\n    verify: Optional[bool] = None,\n    detached_payload: Optional[bytes] = None,\n    audience: Optional[Union[str, Iterable[str]]] = None,\n    issuer: Optional[str] = None,\n    leeway: Union[int, float, timedelta] = 0,\n    **kwargs,\n) -> Dict[str, Any]",
			"def decode(jwt: str, key: str = '', algorithms: Optional[List[str]] = None, options: Optional[Dict[str, Any]] = None, verify: Optional[bool] = None, …"},
		{"def get_unverified_header(jwt: str | bytes) -> dict", "def get_unverified_header(jwt: str | bytes) -> dict"},
		{"def loads(\n    s,\n) -> Any", "def loads(s) -> Any"},
		{"type Client struct {\n\tTransport RoundTripper\n}", "type Client struct { …"},
	} {
		if diff := cmp.Diff(c.want, SignatureLine(c.sig)); diff != "" {
			t.Errorf("SignatureLine(%q) (-want +got):\n%s", c.sig, diff)
		}
	}
}

// TestRequiresNote: a symbol behind a feature says to enable it; one
// behind a condition of the target or the build (indexmap 1.9.2's
// IndexMap::new behind has_std, which its build script emits) does not
// tell the user to enable a feature that does not exist.
func TestRequiresNote(t *testing.T) {
	for _, c := range []struct{ cond, want string }{
		{`feature = "serde"`, `exists only when compiled with feature = "serde": enable that feature, or check the target it builds for`},
		{`all(feature = "std", unix)`, `exists only when compiled with all(feature = "std", unix): enable that feature, or check the target it builds for`},
		{`feature = "serde", which the project enables`, `exists only when compiled with feature = "serde", which the project's manifest enables`},
		{"has_std", "exists only when compiled with has_std: a condition of the target or the build (the compiler or the package's build script sets it), not a feature to enable"},
	} {
		if diff := cmp.Diff(c.want, requiresNote(c.cond)); diff != "" {
			t.Errorf("requiresNote(%q) (-want +got):\n%s", c.cond, diff)
		}
	}
}
