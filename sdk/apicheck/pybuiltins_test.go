package apicheck

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// PyBuiltinException names the language's own exceptions, through their
// chain to BaseException, and nothing else of its types.
func TestPyBuiltinException(t *testing.T) {
	names := []string{"TypeError", "builtins.KeyError", "ConnectionResetError", "ExceptionGroup", "BaseException",
		"dict", "object", "enum.Enum", "MyError", "errors.TypeError"}
	got := map[string]bool{}
	for _, n := range names {
		got[n] = PyBuiltinException(n)
	}
	want := map[string]bool{"TypeError": true, "builtins.KeyError": true, "ConnectionResetError": true, "ExceptionGroup": true, "BaseException": true,
		"dict": false, "object": false, "enum.Enum": false, "MyError": false, "errors.TypeError": false}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("PyBuiltinException (-want +got):\n%s", d)
	}
}
