package pyapi

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// fuse-python 1.0.5 (trimmed): "fuseoptref = classmethod(fuseoptref)"
// under the def, as code written before decorators does, makes the
// method a classmethod; it stays the method, with its signature and
// docstring, not a variable spelled as the assignment.
func TestClassBodyRewrap(t *testing.T) {
	o, err := (&Package{FS: os.DirFS(filepath.Join("testdata", "fuse"))}).Read("fuse")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	docs := map[string]bool{}
	for _, s := range o.Symbols {
		got[s.Name] = s.Kind + " " + s.Signature
		docs[s.Name] = s.Doc != ""
	}
	want := map[string]string{
		"Fuse.fuseoptref": "classmethod def fuseoptref(cls)",
		"Fuse.Invalidate": "method def Invalidate(self, path)",
	}
	for k := range got {
		if _, ok := want[k]; !ok {
			delete(got, k)
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("symbols (-want +got):\n%s", diff)
	}
	if !docs["Fuse.fuseoptref"] {
		t.Error("Fuse.fuseoptref lost its docstring")
	}
}

func TestRewraps(t *testing.T) {
	method := &Def{Name: "f", Kind: "method", Signature: "def f(cls)"}
	for _, tt := range []struct {
		sig, want string
	}{
		{"f = classmethod(f)", "classmethod"},
		{"f = staticmethod(f)", "staticmethod"},
		{"f = property(f)", "property"},
		{"f = property(g)", ""},
		{"f = classmethod(f, x)", ""},
		{"f = g", ""},
	} {
		if got := rewraps(&Def{Name: "f", Kind: "var", Signature: tt.sig}, method); got != tt.want {
			t.Errorf("rewraps(%q) = %q, want %q", tt.sig, got, tt.want)
		}
	}
}
