package pyapi

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSetattrOnModuleClassElsewhere reads a trimmed copy of Debian 12's
// python3-mdp 3.6: its config class gets has_<dependency> members from
// "setattr(config, 'has_' + name, self)" in the __init__ of a class
// nested in it, which runs for each optional dependency. Those members
// are made at run time (an unlisted symbol says so, and the check cannot
// tell), where the check said mdp.config.has_joblib does not exist.
func TestSetattrOnModuleClassElsewhere(t *testing.T) {
	o, err := (&Package{FS: os.DirFS(filepath.Join("testdata", "mdp"))}).Read("mdp")
	if err != nil {
		t.Fatal(err)
	}
	var whys []string
	for _, s := range o.Symbols {
		if s.Kind == KindUnlisted && strings.HasPrefix(s.Name, "config.") {
			whys = append(whys, s.Signature)
		}
	}
	if !strings.Contains(strings.Join(whys, "\n"), "setattr(config, 'has_' + name, self)") {
		t.Errorf("config has no unlisted members for the setattr in _ExternalDep.__init__; unlisted under config: %q", whys)
	}
}
