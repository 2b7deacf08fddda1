package pyapi

import (
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"
)

// PyStaticConfiguration 0.10.5 (trimmed): the package's __init__ names
// its config module's functions and classes through the module ("reload
// = config.reload" after "from . import config"), and one of them is a
// module instance's bound method ("view_help = config_help.view_help"
// in config). Each is listed as the function or class it is, with its
// signature and, for a class, its members, as inspect sees them.
func TestAliasThroughOwnModule(t *testing.T) {
	o, err := (&Package{FS: os.DirFS(filepath.Join("testdata", "staticconf"))}).Read("staticconf")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, s := range o.Symbols {
		got[s.Name] = s.Kind + " " + s.Signature
	}
	want := map[string]string{
		"reload":                                 "func def reload(name='DEFAULT', all_names=False)",
		"validate":                               "func def validate(name='DEFAULT', all_names=False)",
		"view_help":                              "func def view_help()",
		"ConfigFacade":                           "class class ConfigFacade(object)",
		"ConfigFacade.add_callback":              "method def add_callback(self, identifier, callback)",
		"ConfigurationWatcher.reload_if_changed": "method def reload_if_changed(self, force=False)",
	}
	for k := range got {
		if _, ok := want[k]; !ok {
			delete(got, k)
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("symbols (-want +got):\n%s", diff)
	}
}

// wheel 0.38.4's bdist_wheel binds "safe_name = pkg_resources.safe_name"
// after "import pkg_resources": another distribution's function, whose
// API it is, stays the variable its assignment spells (the tree read
// holds pkg_resources too, as a site-packages directory does).
func TestAliasThroughForeignModule(t *testing.T) {
	fsys := fstest.MapFS{
		"wheel/__init__.py":         {Data: []byte("__version__ = \"0.38.4\"\n")},
		"wheel/bdist_wheel.py":      {Data: []byte("import pkg_resources\nfrom setuptools import Command\n\nsafe_name = pkg_resources.safe_name\n")},
		"pkg_resources/__init__.py": {Data: []byte("def safe_name(name):\n    \"\"\"Convert an arbitrary string to a standard distribution name\"\"\"\n")},
	}
	o, err := (&Package{FS: fsys}).Read("wheel")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range o.Symbols {
		if s.Name == "bdist_wheel.safe_name" {
			if want := "var safe_name = pkg_resources.safe_name"; s.Kind+" "+s.Signature != want {
				t.Errorf("bdist_wheel.safe_name = %s %s, want %s", s.Kind, s.Signature, want)
			}
			return
		}
	}
	t.Error("no bdist_wheel.safe_name")
}
