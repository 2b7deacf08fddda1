package pyapi

import (
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"
)

// Writes into a class body's namespace (vars(), locals()): a loop over a
// literal collection binds each of its names, a constant key binds that
// name, and any other write leaves the class's members unknown. The loop
// variable is a class attribute too, unless deleted after.
func TestClassNamespaceWrites(t *testing.T) {
	tests := []struct {
		name        string
		src         string
		wantMembers []string
		wantDynamic int
	}{
		// gevent 22.10's blocking Resolver
		{"a loop over a literal tuple", "class R:\n    for method in ('gethostbyname', 'getaddrinfo'):\n        locals()[method] = staticmethod(getattr(_socket, method))\n", []string{"method", "gethostbyname", "getaddrinfo"}, 0},
		{"a loop over the module's list", "NAMES = ['a', 'b']\nclass C:\n    for n in NAMES:\n        vars()[n] = n\n    del n\n", []string{"a", "b"}, 0},
		{"a loop over the body's dict", "class C:\n    d = {'X': 1}\n    for k, v in d.items():\n        vars()[k] = v\n", []string{"d", "k", "v", "X"}, 0},
		// gevent's AbstractLoop: a keyword, bound through locals()
		{"a constant key", "class L:\n    locals()['async'] = 1\n", []string{"async"}, 0},
		// setuptools 66's AbstractSandbox: under "if hasattr(os, name):"
		{"a write under an if", "class S:\n    for name in ['rename', 'link']:\n        if hasattr(os, name):\n            locals()[name] = 1\n", []string{"name"}, 1},
		{"a computed collection", "class S:\n    for name in dir(os):\n        locals()[name] = 1\n", []string{"name"}, 1},
		{"a computed key", "class S:\n    for name in ['a']:\n        locals()[name.upper()] = 1\n", []string{"name"}, 1},
		// importlib_metadata 4.12's DeprecatedList
		{"an update", "class D(list):\n    locals().update(map(_wrap, 'append extend'.split()))\n", nil, 1},
		{"a loop that writes nothing", "class C:\n    for n in ['a']:\n        print(n)\n", []string{"n"}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := Parse([]byte(tt.src))
			cls := m.Defs[len(m.Defs)-1]
			var got []string
			for _, d := range cls.Members {
				got = append(got, d.Name)
			}
			if d := cmp.Diff(tt.wantMembers, got); d != "" {
				t.Errorf("members (-want +got):\n%s", d)
			}
			if len(cls.Dynamic) != tt.wantDynamic {
				t.Errorf("Dynamic = %q, want %d", cls.Dynamic, tt.wantDynamic)
			}
		})
	}
	// colored 1.4.2's back: the list is in another module of the package
	p := &Package{FS: fstest.MapFS{
		"c/__init__.py": {Data: []byte("from .back import *\n")},
		"c/colors.py":   {Data: []byte("names = ['BLACK', 'RED']\n")},
		"c/back.py":     {Data: []byte("from .colors import names\nclass back(object):\n    for color in names:\n        vars()[color] = color\n")},
		"c/fore.py":     {Data: []byte("from .colors import other\nclass fore(object):\n    for color in other:\n        vars()[color] = color\n")},
	}}
	for _, tt := range []struct {
		mod, cls    string
		want        []string
		wantDynamic int
	}{
		{"c.back", "back", []string{"color", "BLACK", "RED"}, 0},
		{"c.fore", "fore", []string{"color"}, 1}, // colors binds no "other"
	} {
		m := p.module(tt.mod)
		if m == nil {
			t.Fatalf("module %s not read", tt.mod)
		}
		var got []string
		var dyn int
		for _, d := range m.mod.Defs {
			if d.Name == tt.cls {
				dyn = len(d.Dynamic)
				for _, mem := range d.Members {
					got = append(got, mem.Name)
				}
			}
		}
		if d := cmp.Diff(tt.want, got); d != "" {
			t.Errorf("%s members (-want +got):\n%s", tt.mod, d)
		}
		if dyn != tt.wantDynamic {
			t.Errorf("%s: %d run-time statements, want %d", tt.mod, dyn, tt.wantDynamic)
		}
	}
}
