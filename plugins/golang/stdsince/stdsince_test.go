package stdsince

import (
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// The api files' line shapes (funcs, methods on pointer and generic
// receivers, types, struct fields, platform-specific consts) give the
// release each name came in; go1.txt's names are in every release.
func TestLoad(t *testing.T) {
	tab, err := Load(filepath.Join("..", "testdata", "stdsince", "goroot"))
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, q := range [][2]string{
		{"strings", "Lines"}, {"strings", "Cut"}, {"strings", "Contains"},
		{"net/http", "Request.CookiesNamed"}, {"net/http", "Request.Cookie"},
		{"os", "Root"}, {"os", "Root.Close"}, {"crypto/tls", "ConnectionState.ECHAccepted"},
		{"iter", "Seq"}, {"go/types", "Tuple.Variables"}, {"syscall", "CLONE_CLEAR_SIGHAND"},
	} {
		got[q[0]+"."+q[1]] = tab.Since(q[0], q[1])
	}
	want := map[string]string{
		"strings.Lines": "go1.24", "strings.Cut": "go1.18", "strings.Contains": "",
		"net/http.Request.CookiesNamed": "go1.23", "net/http.Request.Cookie": "",
		"os.Root": "go1.24", "os.Root.Close": "go1.24", "crypto/tls.ConnectionState.ECHAccepted": "go1.24",
		"iter.Seq": "go1.23", "go/types.Tuple.Variables": "go1.24", "syscall.CLONE_CLEAR_SIGHAND": "go1.18",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("Since (-want +got):\n%s", d)
	}
}

func TestModuleGo(t *testing.T) {
	dir := filepath.Join("..", "testdata", "stdsince", "module")
	v, file := ModuleGo(filepath.Join(dir, "sub", "dir"))
	if v != "go1.23.0" || file != filepath.Join(dir, "go.mod") {
		t.Errorf("ModuleGo = %q from %q, want go1.23.0 from the module's go.mod", v, file)
	}
}
