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
