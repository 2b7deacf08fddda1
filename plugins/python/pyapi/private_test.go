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
	ruamel := os.DirFS(filepath.Join("testdata", "ruamel"))
	requests := os.DirFS(filepath.Join("..", "testdata", "src"))
	// the trimmed msgpack tree, with the compiled extension Debian ships
	// beside it (its bytes do not matter here)
	msgpack := fstest.MapFS{"msgpack/_cmsgpack.cpython-311-x86_64-linux-gnu.so": {Data: []byte{0x7f, 'E', 'L', 'F'}}}
	for _, f := range []string{"msgpack/__init__.py", "msgpack/exceptions.py"} {
		b, err := os.ReadFile(filepath.Join("testdata", "msgpack", f))
		if err != nil {
			t.Fatal(err)
		}
		msgpack[f] = &fstest.MapFile{Data: b}
	}
	tests := []struct {
		name      string
		pkg       *Package
		mod, attr string
		want      Binding
	}{
		{"a stub's private def", &Package{FS: numpy}, "numpy", "_no_nep50_warning", BindYes},
		// numpy.core's __all__ grows by other modules' (numeric.__all__)
		{"made up, beside a star import of a computed __all__", &Package{FS: fstest.MapFS{
			"np/__init__.py":      {Data: []byte("from .core import *\n")},
			"np/core/__init__.py": {Data: []byte("from . import numeric\n__all__ = ['char']\n__all__ += numeric.__all__\n")},
			"np/core/numeric.py":  {Data: []byte("__all__ = ['ones']\ndef ones(): ...\n")},
		}}, "np", "_no_such_name", BindNo},
		// numpy.core.numeric's extend_all appends another module's
		// names to __all__ when called: not read, so not bounded
		{"made up, beside a star import of an __all__ grown in a function", &Package{FS: fstest.MapFS{
			"np/__init__.py":      {Data: []byte("from .core import *\n")},
			"np/core/__init__.py": {Data: []byte("from . import numeric\n__all__ = ['char']\n__all__ += numeric.__all__\n")},
			"np/core/numeric.py":  {Data: []byte("from . import umath\n__all__ = ['ones']\ndef extend_all(module):\n    for a in module.__all__:\n        __all__.append(a)\nextend_all(umath)\ndef ones(): ...\n")},
		}}, "np", "_no_such_name", BindUnknown},
		// a loop over a computed list
		{"made up, beside a star import of an __all__ grown in a loop", &Package{FS: fstest.MapFS{
			"np/__init__.py":      {Data: []byte("from .core import *\n")},
			"np/core/__init__.py": {Data: []byte("import os\n__all__ = ['char']\nfor n in os.listdir():\n    __all__.append(n)\n")},
		}}, "np", "_no_such_name", BindUnknown},
		// scipy 1.10's "for _key in np.__all__: globals()[_key] = _fun"
		{"a loop over a literal __all__", &Package{FS: fstest.MapFS{
			"sp/__init__.py": {Data: []byte("import lib as _l\nfor _key in _l.__all__:\n    globals()[_key] = getattr(_l, _key)\n")},
			"lib.py":         {Data: []byte("__all__ = ['_sqrt']\ndef _sqrt(): ...\n")},
		}}, "sp", "_no_such_name", BindNo},
		{"a loop over a computed __all__", &Package{FS: fstest.MapFS{
			"sp/__init__.py": {Data: []byte("import lib as _l\nfor _key in _l.__all__:\n    globals()[_key] = getattr(_l, _key)\n")},
			"lib.py":         {Data: []byte("__all__ = [n for n in dir() if n]\ndef _sqrt(): ...\n")},
		}}, "sp", "_no_such_name", BindUnknown},
		// ruamel.yaml 0.17.21 (Debian bookworm): "from .cyaml import *"
		// in a try, cyaml's __all__ a literal list; main.py sets none
		{"made up, beside star imports of a literal __all__", &Package{FS: ruamel}, "ruamel.yaml", "__version_time__", BindNo},
		{"through a star import of a literal __all__", &Package{FS: ruamel}, "ruamel.yaml", "CLoader", BindYes},
		// msgpack 1.0.3 (Debian bookworm): "from .exceptions import *",
		// exceptions.py sets no __all__, so it brings no private name;
		// "from ._cmsgpack import Packer" binds the compiled submodule
		{"made up, beside a star import of a module without __all__", &Package{FS: msgpack}, "msgpack", "_no_such_name", BindNo},
		{"a compiled submodule", &Package{FS: msgpack}, "msgpack", "_cmsgpack", BindYes},
		{"every module's __annotations__", &Package{FS: msgpack}, "msgpack", "__annotations__", BindYes},
		// httpx 0.23: "for __name in __all__:" at module level; the
		// module has the name after the loop (before, cannot tell)
		{"a loop target", &Package{FS: fstest.MapFS{"m.py": {Data: []byte("__all__ = ['f']\ndef f(): ...\nfor __name in __all__:\n    pass\n")}}}, "m", "__name", BindYes},
		{"a loop target deleted after", &Package{FS: fstest.MapFS{"m.py": {Data: []byte("for _k, (_v, _w) in {}.items():\n    pass\ndel _k\n")}}}, "m", "_k", BindUnknown},
		{"a nested loop target", &Package{FS: fstest.MapFS{"m.py": {Data: []byte("for _k, (_v, _w) in {}.items():\n    pass\ndel _k\n")}}}, "m", "_w", BindYes},
		// pkg_resources: a function called at import with g=globals()
		{"globals() passed to a function", &Package{FS: fstest.MapFS{"m.py": {Data: []byte("def _call_aside(f):\n    f()\n    return f\n@_call_aside\ndef _initialize(g=globals()):\n    g['_manager'] = 1\n")}}}, "m", "_manager", BindUnknown},
		{"__all__ set by the source beside a stub", &Package{FS: fstest.MapFS{
			"m.pyi": {Data: []byte("def f() -> None: ...\n")},
			"m.py":  {Data: []byte("__all__ = ['f']\ndef f(): ...\n")},
		}}, "m", "__all__", BindYes},
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
			"m.py":  {Data: []byte("def f():\n    return 1\n")},
		}}, "m", "_g", BindNo},
		{"a stub alone", &Package{FS: fstest.MapFS{"m.pyi": {Data: []byte("def f() -> None: ...\n")}}}, "m", "_x", BindUnknown},
		// pytest 7.2: a module __getattr__ whose body answers only
		// "Instance" and raises AttributeError for any other name
		{"made up, beside a module __getattr__ that answers listed names", &Package{FS: os.DirFS(filepath.Join("testdata", "pytest"))}, "pytest", "__numpy_version__", BindNo},
		{"a private name a module __getattr__ answers", &Package{FS: fstest.MapFS{"m.py": {Data: []byte("def __getattr__(name):\n    if name == '_old':\n        return 1\n    raise AttributeError(name)\n")}}}, "m", "_old", BindUnknown},
		{"beside a module __getattr__ that answers prefixed names", &Package{FS: fstest.MapFS{"m.py": {Data: []byte("def __getattr__(name):\n    if name.startswith('_x'):\n        return 1\n    raise AttributeError(name)\n")}}}, "m", "_xy", BindUnknown},
		{"beside a module __getattr__ that may answer any name", &Package{FS: fstest.MapFS{"m.py": {Data: []byte("def __getattr__(name):\n    return lookup(name)\n")}}}, "m", "_y", BindUnknown},
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

// TestClassDefines reads a trimmed beniget 0.4.1
// (testdata/privatemember/README): Def's own private members (a method,
// a slot) are defined; a misspelling, a member of a base and a class the
// module does not bind are not found (the outline's answer stands).
func TestClassDefines(t *testing.T) {
	p := &Package{FS: os.DirFS(filepath.Join("testdata", "privatemember"))}
	for _, tt := range []struct {
		mod  string
		path []string
		name string
		want bool
	}{
		{"beniget.beniget", []string{"Def"}, "_str", true},
		{"beniget.beniget", []string{"Def"}, "_repr", true},
		{"beniget.beniget", []string{"Def"}, "_users", true},
		{"beniget.beniget", []string{"Def"}, "_strr", false},
		{"beniget.beniget", []string{"Def"}, "__hash__", false},
		{"beniget", []string{"Def"}, "_str", false},
		{"beniget", []string{"DefUseChains"}, "_str", false},
		{"beniget", []string{"DefUseChains"}, "__init__", true}, // imported into the package
		{"beniget.beniget", []string{"Def", "Inner"}, "_str", false},
	} {
		if got, why := p.ClassDefines(tt.mod, tt.path, tt.name); got != tt.want {
			t.Errorf("ClassDefines(%s, %v, %s) = %v (%s), want %v", tt.mod, tt.path, tt.name, got, why, tt.want)
		}
	}
}
