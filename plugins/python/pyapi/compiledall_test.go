package pyapi

import (
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"
)

// TestAllNamesCompiledSubmodule: gudhi 3.7.1's __init__ (testdata/gudhi,
// Debian's python3-gudhi) lists its submodules in __all__, most of them
// compiled extensions without a stub (bottleneck.cpython-311-….so).
// Each is a module of the package (import gudhi.bottleneck), whose names
// cannot be listed, nor said not to exist: before, it was listed as a
// variable spelled "bottleneck".
func TestAllNamesCompiledSubmodule(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "gudhi", "__init__.py"))
	if err != nil {
		t.Fatal(err)
	}
	fsys := fstest.MapFS{
		"gudhi/__init__.py": {Data: src},
		"gudhi/bottleneck.cpython-311-x86_64-linux-gnu.so":   {Data: []byte("\x7fELF")},
		"gudhi/simplex_tree.cpython-311-x86_64-linux-gnu.so": {Data: []byte("\x7fELF")},
	}
	o, err := (&Package{FS: fsys}).Read("gudhi")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, s := range o.Symbols {
		if s.Name == "bottleneck" || s.Name == "simplex_tree" || s.Parent == "bottleneck" {
			got[s.Name] = s.Kind + ": " + s.Signature
		}
	}
	want := map[string]string{
		"bottleneck":   "module: import gudhi.bottleneck",
		"simplex_tree": "module: import gudhi.simplex_tree",
		"bottleneck.(module gudhi.bottleneck has no Python source or .pyi stub here (a compiled extension?))": KindUnlisted + ": module gudhi.bottleneck has no Python source or .pyi stub here (a compiled extension?)",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("symbols (-want +got):\n%s", diff)
	}
}
