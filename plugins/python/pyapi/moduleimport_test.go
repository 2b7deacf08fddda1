package pyapi

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// python3-ecdsa (trimmed): __all__ lists "six", which __init__ binds by
// "import six" (a module of another distribution, kept for code that
// reached it through ecdsa): a module, as inspect reports it, not a
// bare name of unknown kind. "der", its own submodule, is listed as one.
func TestModuleImportInAll(t *testing.T) {
	o, err := (&Package{FS: os.DirFS(filepath.Join("testdata", "ecdsa"))}).Read("ecdsa")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, s := range o.Symbols {
		if s.Name == "six" || s.Name == "der" {
			got[s.Name] = s.Kind + " | " + s.Signature
		}
	}
	want := map[string]string{
		"six": "module | import six",
		"der": "module | import ecdsa.der",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestModuleImport(t *testing.T) {
	for _, tc := range []struct {
		name, src, bound string
		want             string
	}{
		{"nil", "", "six", ""},
		{"import", "import six", "six", "six"},
		{"aliased", "import numpy as np", "np", "numpy"},
		{"dotted binds its top", "import os.path", "os", "os.path"},
		{"from-import is no module import", "from six import b", "b", ""},
		{"for type checkers only", "if TYPE_CHECKING:\n    import six\n", "six", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := ""
			if imp := moduleImport(Parse([]byte(tc.src)), tc.bound); imp != nil {
				got = imp.Module
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}
