package pyapi

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestReturnedRefs: what a module-level function may return, when its
// body says it whole.
func TestReturnedRefs(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []Import
	}{
		{"no body returns", "def f():\n    pass\n", nil},
		{"bare return", "def f():\n    return\n", nil},
		{"a module's own name", "class A: ...\ndef f():\n    return A\n", []Import{{Name: "A"}}},
		// platformdirs 2.6's _set_platform_dir_class
		{"one name imported in branches", "def f():\n    if x:\n        from p.w import W as R\n    else:\n        from p.u import U as R\n    if y:\n        from p.a import A\n        return A\n    return R\n",
			[]Import{{Module: "p.a", Name: "A"}, {Module: "p.w", Name: "W"}, {Module: "p.u", Name: "U"}}},
		// simplejson 3.18's _import_OrderedDict
		{"a name of an imported module", "def f():\n    import collections\n    try:\n        return collections.OrderedDict\n    except AttributeError:\n        from . import ordered_dict\n        return ordered_dict.OrderedDict\n",
			[]Import{{Module: "collections", Name: "OrderedDict"}, {Module: ".ordered_dict", Name: "OrderedDict"}}},
		{"import a.b binds a", "def f():\n    import a.b\n    return a.C\n", []Import{{Module: "a", Name: "C"}}},
		{"import a.b as m", "def f():\n    import a.b as m\n    return m.C\n", []Import{{Module: "a.b", Name: "C"}}},
		{"another expression", "def f():\n    return make(1)\n", nil},
		{"an inline return", "class A: ...\ndef f():\n    if x: return B\n    return A\n", nil},
		{"a parameter", "def f(cls):\n    return cls\n", nil},
		{"a name bound otherwise", "def f():\n    from m import A\n    A = wrap(A)\n    return A\n", nil},
		{"a generator", "def f():\n    yield 1\n    return A\n", nil},
		{"a nested def", "def f():\n    def g():\n        return B\n    return A\n", nil},
		{"a star import", "def f():\n    from m import *\n    return A\n", nil},
		{"global", "def f():\n    global A\n    return A\n", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []Import
			for _, d := range Parse([]byte(tt.src)).Defs {
				if d.Name == "f" {
					got = d.Returns
				}
			}
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("Returns (-want +got):\n%s", d)
			}
		})
	}
}

// TestFirstReturn: the first return of a function, when nothing before
// it can be skipped or fail but its imports.
func TestFirstReturn(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want *Import
	}{
		{"no body returns", "def f():\n    pass\n", nil},
		// simplejson 3.18's _import_OrderedDict
		{"first in a try body", "def f():\n    import collections\n    try:\n        return collections.OrderedDict\n    except AttributeError:\n        from . import od\n        return od.OrderedDict\n",
			&Import{Module: "collections", Name: "OrderedDict"}},
		{"after a docstring", "def f():\n    \"\"\"Doc.\"\"\"\n    import collections\n    return collections.deque\n", &Import{Module: "collections", Name: "deque"}},
		{"after a test", "def f():\n    import collections\n    if x:\n        return collections.deque\n    return collections.OrderedDict\n", nil},
		{"after another statement", "def f():\n    import collections\n    x = 1\n    return collections.deque\n", nil},
		{"not first in the try body", "def f():\n    import collections\n    try:\n        import enum\n        return collections.deque\n    except ImportError:\n        return None\n", nil},
		{"a name not of an import", "def f():\n    return collections.deque\n", nil},
		{"an import of a submodule", "def f():\n    import a.b\n    return a.C\n", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got *Import
			for _, d := range Parse([]byte(tt.src)).Defs {
				if d.Name == "f" {
					got = d.ReturnsFirst
				}
			}
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("ReturnsFirst (-want +got):\n%s", d)
			}
		})
	}
}

// TestReturnedLanguageClass: simplejson 3.18 binds OrderedDict to what
// _import_OrderedDict() returns, the language's collections.OrderedDict
// (its own copy only on an AttributeError that cannot happen there);
// the outline says so with the class as inspect prints it.
func TestReturnedLanguageClass(t *testing.T) {
	o, err := (&Package{FS: os.DirFS(filepath.Join("testdata", "simplejson"))}).Read("simplejson")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range o.Symbols {
		if s.Name == "OrderedDict" {
			if !strings.Contains(s.Doc, "collections.OrderedDict") || !strings.Contains(s.Doc, "    class OrderedDict(dict)") {
				t.Errorf("OrderedDict's doc does not name the class it is:\n%s", s.Doc)
			}
			return
		}
	}
	t.Fatal("no OrderedDict in the outline")
}
