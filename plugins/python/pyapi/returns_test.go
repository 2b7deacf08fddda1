package pyapi

import (
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
