package pyapi

import (
	"os"
	"path/filepath"
	"testing"

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
