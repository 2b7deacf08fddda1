package pyapi

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestImportedFromSibling: a plain submodule without __all__ that
// imports a name from another module of its package (tornado 6.2's
// auth: "from tornado.web import RequestHandler"; gen: "from
// tornado.ioloop import IOLoop") does not declare it: the defining
// module does, whichever sorts first, and the importer keeps a one-line
// re-export naming it, so check_package_api still finds gen.IOLoop.
func TestImportedFromSibling(t *testing.T) {
	o, err := (&Package{FS: os.DirFS(filepath.Join("testdata", "tornado"))}).Read("tornado")
	if err != nil {
		t.Fatal(err)
	}
	decls := map[string]string{}
	for _, s := range o.Symbols {
		if s.Parent == "" && s.Kind != "module" {
			decls[s.Name] = s.Kind
		}
	}
	want := map[string]string{
		"version": "var", "version_info": "var",
		"auth.AuthError": "class", "auth.OAuth2Mixin": "class",
		"gen.is_coroutine_function": "func",
		"httputil.url_concat":       "func",
		"ioloop.IOLoop":             "class",
		"util.Configurable":         "class", "util.TimeoutError": "var", "util.import_object": "func", "util.unicode_type": "var",
		"web.RequestHandler": "class",
	}
	if d := cmp.Diff(want, decls); d != "" {
		t.Errorf("declarations (-want +got):\n%s", d)
	}
	reexports := map[string]string{}
	for _, s := range o.Reexports {
		reexports[s.Name] = s.Signature + " | " + s.Doc
	}
	wantRe := map[string]string{
		"auth.url_concat":      "from tornado.httputil import url_concat | Listed as `httputil.url_concat`, with its signature and members.",
		"auth.unicode_type":    "from tornado.util import unicode_type | Listed as `util.unicode_type`, with its signature and members.",
		"auth.RequestHandler":  "from tornado.web import RequestHandler | Listed as `web.RequestHandler`, with its signature and members.",
		"gen.IOLoop":           "from tornado.ioloop import IOLoop | Listed as `ioloop.IOLoop`, with its signature and members.",
		"gen.TimeoutError":     "from tornado.util import TimeoutError | Listed as `util.TimeoutError`, with its signature and members.",
		"ioloop.Configurable":  "from tornado.util import Configurable | Listed as `util.Configurable`, with its signature and members.",
		"ioloop.TimeoutError":  "from tornado.util import TimeoutError | Listed as `util.TimeoutError`, with its signature and members.",
		"ioloop.import_object": "from tornado.util import import_object | Listed as `util.import_object`, with its signature and members.",
	}
	if d := cmp.Diff(wantRe, reexports); d != "" {
		t.Errorf("re-exports (-want +got):\n%s", d)
	}
}

// TestImportedIntoSubpackage: a package's __init__ (not the root) that
// imports a name from outside that package (Django 3.2's django.conf:
// "from django.core.exceptions import ImproperlyConfigured", to raise it)
// does not declare it either; one that imports from inside itself
// (pandas' core.ops: "from pandas.core.ops.methods import
// add_flex_arithmetic_methods") re-exports it as its API and keeps it.
func TestImportedIntoSubpackage(t *testing.T) {
	tests := []struct {
		dir, root string
		decl      []string // declared here
		reexport  map[string]string
	}{
		{"django", "django", []string{"conf.SettingsReference", "core.exceptions.ImproperlyConfigured"},
			map[string]string{"conf.ImproperlyConfigured": "from django.core.exceptions import ImproperlyConfigured | Listed as `core.exceptions.ImproperlyConfigured`, with its signature and members."}},
		{"pandas", "pandas", []string{"core.ops.add_flex_arithmetic_methods"},
			map[string]string{"core.ops.methods.add_flex_arithmetic_methods": "from pandas.core.ops.methods import add_flex_arithmetic_methods | Listed as `core.ops.add_flex_arithmetic_methods`, with its signature and members."}},
	}
	for _, tt := range tests {
		o, err := (&Package{FS: os.DirFS(filepath.Join("testdata", tt.dir))}).Read(tt.root)
		if err != nil {
			t.Fatal(err)
		}
		declared := map[string]bool{}
		for _, s := range o.Symbols {
			if s.Kind != "module" && s.Kind != "reexport" {
				declared[s.Name] = true
			}
		}
		for _, n := range tt.decl {
			if !declared[n] {
				t.Errorf("%s: %s is not declared", tt.dir, n)
			}
		}
		for n := range tt.reexport {
			if declared[n] {
				t.Errorf("%s: %s is declared, want a re-export", tt.dir, n)
			}
		}
		got := map[string]string{}
		for _, s := range o.Reexports {
			if _, ok := tt.reexport[s.Name]; ok {
				got[s.Name] = s.Signature + " | " + s.Doc
			}
		}
		if d := cmp.Diff(tt.reexport, got); d != "" {
			t.Errorf("%s: re-exports (-want +got):\n%s", tt.dir, d)
		}
	}
}
