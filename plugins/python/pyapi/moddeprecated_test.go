package pyapi

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestModuleDeprecation(t *testing.T) {
	for _, tc := range []struct{ name, src, want string }{
		{"warnings.warn", "import warnings\nwarnings.warn(\"use b instead\", DeprecationWarning, stacklevel=2)\n", "use b instead"},
		{"category keyword", "import warnings\nwarnings.warn('gone ' 'soon', category=PendingDeprecationWarning)\n", "gone soon"},
		{"warn imported", "from warnings import warn\nwarn(msg, DeprecationWarning)\n", "deprecated"},
		{"warnings aliased", "import warnings as _w\n_w.warn('old', DeprecationWarning)\n", "old"},
		{"f-string message", "import warnings\nwarnings.warn(f'{x} old', DeprecationWarning)\n", "deprecated"},
		{"another category", "import warnings\nwarnings.warn('slow', RuntimeWarning)\n", ""},
		{"no category: UserWarning", "import warnings\nwarnings.warn('hm')\n", ""},
		{"in a function", "import warnings\ndef f():\n    warnings.warn('old', DeprecationWarning)\n", ""},
		{"in a branch", "import sys, warnings\nif sys.version_info < (3,):\n    warnings.warn('old', DeprecationWarning)\n", ""},
		{"another module's warn", "import mywarnings as warnings2\nwarn = print\nwarn('x', DeprecationWarning)\n", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, Parse([]byte(tc.src)).Deprecated); diff != "" {
				t.Errorf("Deprecated (-want +got):\n%s", diff)
			}
		})
	}
}

// TestModuleDeprecationPackage reads python-debian 0.1.49's deb822 shim
// (testdata/moddeprecated/README): what it re-exports is reached the
// deprecated way, so page one puts it after the rest and says so (on
// the class, not again on each member); the
// same class read from debian.deb822 is not deprecated.
func TestModuleDeprecationPackage(t *testing.T) {
	p := &Package{FS: os.DirFS(filepath.Join("testdata", "moddeprecated"))}
	got := map[string]string{}
	for _, root := range []string{"deb822", "debian.deb822"} {
		o, err := p.Read(root)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range o.Symbols {
			got[root+" "+s.Name] = s.Deprecated
		}
	}
	want := map[string]string{
		"deb822 Deb822":             "importing deb822 warns: please use 'debian.deb822' instead",
		"deb822 Deb822.dump":        "", // the class says it once
		"debian.deb822 Deb822":      "",
		"debian.deb822 Deb822.dump": "",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("deprecations (-want +got):\n%s", diff)
	}
}
