package pyapi

import (
	"os"
	"strings"
	"testing"
	"testing/fstest"
)

// debianPrctl is Debian's python3-prctl 1.8.1 module, read where it is
// installed (not copied here).
const debianPrctl = "/usr/lib/python3/dist-packages/prctl.py"

// TestSysModulesByName: python-prctl binds its CAP_* constants and its
// get_*/set_* functions with setattr on "self = sys.modules['prctl']",
// the module object named by a string rather than __name__. Those names
// are bound at run time (an unlisted symbol says so, and the check
// cannot tell), where the check said they do not exist.
func TestSysModulesByName(t *testing.T) {
	src, err := os.ReadFile(debianPrctl)
	if err != nil {
		t.Skipf("Debian's python3-prctl is not installed (%v): apt-get install python3-prctl", err)
	}
	o, err := (&Package{FS: fstest.MapFS{"prctl.py": {Data: src}}}).Read("prctl")
	if err != nil {
		t.Fatal(err)
	}
	var whys []string
	for _, s := range o.Symbols {
		if s.Kind == KindUnlisted {
			whys = append(whys, s.Signature)
		}
	}
	if !strings.Contains(strings.Join(whys, "\n"), "setattr(self, name, getattr(_prctl, name))") {
		t.Errorf("no unlisted symbol for the setattr on sys.modules['prctl']; unlisted: %q", whys)
	}
	// Its Capbset class gets one member a capability in __init__, by
	// setattr(self.__class__, friendly_name, ...): members made at run
	// time, which the check cannot tell about (it said "does not exist").
	var capbset []string
	for _, s := range o.Symbols {
		if strings.HasPrefix(s.Name, "Capbset.") && s.Kind == KindUnlisted {
			capbset = append(capbset, s.Signature)
		}
	}
	if !strings.Contains(strings.Join(capbset, "\n"), "setattr(self.__class__, friendly_name") {
		t.Errorf("Capbset has no unlisted members for its setattr(self.__class__, ...); unlisted: %q", capbset)
	}
}
