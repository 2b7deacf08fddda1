package pyapi

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestInherits reads what classes inherit from bases outside their
// package, in trimmed copies of real files (Debian 12): another
// distribution in the same site-packages, the standard library's pure
// Python, a standard-library base whose own base is compiled, a base
// with a metaclass, a base through a module imported under another name
// that re-exports it from the standard library, and a base one of whose
// methods sets attributes on a class it is handed, and a base made by a
// metaclass that gives it nothing but its own names.
func TestInherits(t *testing.T) {
	site := os.DirFS(filepath.Join("testdata", "inherit", "site"))
	stdlib := os.DirFS(filepath.Join("testdata", "inherit", "stdlib"))
	type base struct {
		Base, From string
		Members    []string
		Attrs      []string
		Builtin    int
		Complete   bool
	}
	tests := []struct {
		mod, class string
		want       []base
	}{
		// requests-oauthlib 1.3: OAuth1(AuthBase), from requests.auth
		{"requests_oauthlib", "OAuth1", []base{{Base: "AuthBase", From: "requests.auth", Complete: true}}},
		// boto3 1.26: NullHandler(logging.Handler), Python 3.11's logging
		{"boto3", "NullHandler", []base{{Base: "logging.Handler", From: "logging", Complete: true,
			Members: []string{"__init__", "acquire", "release", "handle", "flush", "close", "addFilter", "removeFilter", "filter"},
			Attrs:   []string{"level", "formatter", "filters"}}}},
		// pyserial 3.5: io.RawIOBase is _io._RawIOBase's, a compiled
		// module, whose members the language fixes (apicheck's table)
		{"serial.serialutil", "SerialBase", []base{{Base: "io.RawIOBase", Builtin: 18, Complete: true}}},
		// sympy 1.11: Basic's metaclass makes the assumption properties
		{"sympy.blockmatrix", "BlockMatrix", []base{{Base: "Basic", From: "sympy.core.basic", Members: []string{"doit"}}}},
		// beniget 0.4.1: "import gast as ast" and ast.NodeVisitor, which
		// gast 0.5.2 re-exports by "from ast import NodeVisitor"
		{"beniget.beniget", "DefUseChains", []base{{Base: "ast.NodeVisitor", From: "ast", Complete: true,
			Members: []string{"visit", "generic_visit", "visit_Constant"}}}},
		// pytest-flake8 1.1.1: pytest.Item (pytest 7.2), whose base Node is
		// made by NodeMeta, a metaclass that only gates __call__ and
		// gives the class no names but its own; Item's one setattr on
		// its class sets one private name
		{"pytest_flake8", "Flake8Item", []base{{Base: "pytest.Item", From: "_pytest.nodes", Complete: true,
			Members: []string{"nextitem", "from_parent", "teardown"}, Attrs: []string{"user_properties", "name", "parent", "config", "session"}, Builtin: 1}}},
		// django-shortuuidfield 0.1.3: CharField, from Django 3.2, whose
		// Field.contribute_to_class(self, cls, name) sets attributes on
		// the model class it is handed, not on the field class
		{"shortuuidfield.fields", "ShortUUIDField", []base{{Base: "CharField", From: "django.db.models.fields", Complete: true,
			Members: []string{"description", "get_internal_type", "empty_strings_allowed", "descriptor_class", "contribute_to_class", "set_attributes_from_name", "get_lookup", "register_lookup"},
			Attrs:   []string{"name", "verbose_name", "primary_key", "max_length", "blank", "null", "model", "attname", "column"}}}},
	}
	for _, tt := range tests {
		p := &Package{FS: site, Beyond: []fs.FS{stdlib}}
		inh, ok := p.Inherits(tt.mod, tt.class)
		if !ok {
			t.Fatalf("Inherits(%s, %s): no class", tt.mod, tt.class)
		}
		var got []base
		if len(inh) == 0 || inh[0].Base != "" {
			t.Fatalf("Inherits(%s, %s): no entry for the class's own attributes first", tt.mod, tt.class)
		}
		for _, b := range inh[1:] {
			g := base{Base: b.Base, From: b.From, Attrs: b.Attrs, Builtin: len(b.Builtin), Complete: b.Complete}
			for _, m := range b.Members {
				g.Members = append(g.Members, m.Name)
			}
			got = append(got, g)
		}
		if d := cmp.Diff(tt.want, got); d != "" {
			t.Errorf("Inherits(%s, %s) (-want +got):\n%s", tt.mod, tt.class, d)
		}
	}
}
