package pyapi

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// python3-websockets (trimmed): __init__ imports nothing of its API; it
// hands globals() and a table of name → module to lazy_import, which
// installs a module __getattr__ (PEP 562). The names __all__ lists are
// what those modules define, with their signatures, as for a
// "from .exceptions import ConnectionClosedError".
func TestLazyImportTable(t *testing.T) {
	o, err := (&Package{FS: os.DirFS(filepath.Join("testdata", "websockets"))}).Read("websockets")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, s := range o.Symbols {
		got[s.Name] = s.Kind + " | " + s.Signature
	}
	want := map[string]string{
		"connect":               "class | connect = Connect  # class Connect",
		"ConnectionClosedError": "class | class ConnectionClosedError(ConnectionClosed)",
		"NegotiationError":      "class | class NegotiationError(InvalidHandshake)",
		"Data":                  "var | Data = Union[str, bytes]",
		// a deprecated alias reaches its module the same way
		"parse_uri": "func | def parse_uri(uri: str) -> WebSocketURI",
		// the helper's own module is no API
		"lazy_import": "",
	}
	for k := range want {
		if _, ok := got[k]; !ok {
			got[k] = ""
		}
	}
	for k := range got {
		if _, ok := want[k]; !ok {
			delete(got, k)
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestLazyTable(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		want      []Import
	}{
		{"nil", "", nil},
		{"table", `lazy_import(globals(), aliases={"a": ".m", 'B': "pkg.sub"})`,
			[]Import{{Module: ".m", Name: "a", As: "a"}, {Module: "pkg.sub", Name: "B", As: "B"}}},
		{"positional table", `attach(globals(), {"a": "..m",})`, []Import{{Module: "..m", Name: "a", As: "a"}}},
		{"no namespace passed", `register(aliases={"a": ".m"})`, nil},
		{"a value that is no module", `lazy_import(globals(), aliases={"a": ".m", "b": "not a module"})`, nil},
		{"a computed key", `lazy_import(globals(), aliases={k: ".m"})`, nil},
		{"the helper's result bound", `__getattr__, __dir__ = lazy_import(globals(), aliases={"a": ".m"})`, []Import{{Module: ".m", Name: "a", As: "a"}}},
		{"a call's result passed on", `f(lazy_import(globals(), aliases={"a": ".m"}))`, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := Parse([]byte(tc.src)).Imports
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("imports (-want +got):\n%s", diff)
			}
		})
	}
}
