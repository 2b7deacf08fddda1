package pyapi

import (
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"
)

// TestBinds: private names and dunders, which the outline leaves out,
// are bound when a module's source (its stub, or the .py beside it)
// binds them, or the import system does; a module read whole that binds
// no such name does not have it; one that star-imports, binds names
// when it runs, or is only a stub cannot say. numpy 1.24's stub declares
// _no_nep50_warning (its runtime __all__ lists it); requests 2.34's
// __init__ imports __version__ from its module of that name.
func TestBinds(t *testing.T) {
	numpy := os.DirFS(filepath.Join("testdata", "numpy"))
	requests := os.DirFS(filepath.Join("..", "testdata", "src"))
	tests := []struct {
		name      string
		pkg       *Package
		mod, attr string
		want      Binding
	}{
		{"a stub's private def", &Package{FS: numpy}, "numpy", "_no_nep50_warning", BindYes},
		{"made up, beside a star import", &Package{FS: numpy}, "numpy", "_no_such_name", BindUnknown},
		{"an imported dunder", &Package{FS: requests}, "requests", "__version__", BindYes},
		{"a private module", &Package{FS: requests}, "requests", "_internal_utils", BindYes},
		{"a private function", &Package{FS: requests}, "requests.utils", "_parse_content_type_header", BindYes},
		{"a private constant", &Package{FS: requests}, "requests.utils", "_null", BindYes},
		{"what every module has", &Package{FS: requests}, "requests.utils", "__file__", BindYes},
		{"__path__ of a package", &Package{FS: requests}, "requests", "__path__", BindYes},
		{"__path__ of a plain module", &Package{FS: requests}, "requests.utils", "__path__", BindNo},
		{"made up, read whole", &Package{FS: requests}, "requests.utils", "_parse_content_tpye_header", BindNo},
		{"__all__ it sets", &Package{FS: requests}, "requests", "__all__", BindYes},
		{"no __all__", &Package{FS: requests}, "requests.utils", "__all__", BindNo},
		{"deleted", &Package{FS: fstest.MapFS{"m.py": {Data: []byte("import re\n_x = 1\ndel(re)\ndel _x\n")}}}, "m", "_x", BindUnknown},
		{"bound at run time", &Package{FS: fstest.MapFS{"m.py": {Data: []byte("globals().update(T)\n")}}}, "m", "_x", BindUnknown},
		// pylib 1.11: the stub declares what __init__ hands to
		// apipkg.initpkg in a table (and py.py, pytest's shim beside
		// the package, is not what the interpreter imports)
		{"a stub's names bound otherwise", &Package{FS: fstest.MapFS{
			"py/__init__.pyi": {Data: []byte("from py import path as path\ndef std() -> None: ...\n")},
			"py/__init__.py":  {Data: []byte("import apipkg\napipkg.initpkg(__name__, exportdefs={'std': '._std:std', '_pydir': '.__metainfo:pydir'})\n")},
			"py.py":           {Data: []byte("def std(): ...\n")},
		}}, "py", "_pydir", BindUnknown},
		{"a stub and its source, read whole", &Package{FS: fstest.MapFS{
			"m.pyi": {Data: []byte("def f() -> None: ...\n")},
			"m.py":  {Data: []byte("def f():\n    return _g()\n")},
		}}, "m", "_g", BindNo},
		{"a stub alone", &Package{FS: fstest.MapFS{"m.pyi": {Data: []byte("def f() -> None: ...\n")}}}, "m", "_x", BindUnknown},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, why := tt.pkg.Binds(tt.mod, tt.attr)
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("Binds(%s, %s) (-want +got):\n%s(why: %s)", tt.mod, tt.attr, d, why)
			}
			if why == "" {
				t.Error("no reason given")
			}
		})
	}
}
