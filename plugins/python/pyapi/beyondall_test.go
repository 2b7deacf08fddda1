package pyapi

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestBeyondAll: a module whose __all__ leaves out functions it defines
// (peewee 3.14's query_to_string, "not exported by default") still has
// them: the outline lists __all__, and says of each left-out name that
// it cannot tell from the outline (an unlisted name), so the check asks
// Binds, which finds it. A name the module binds nowhere is not among
// them.
func TestBeyondAll(t *testing.T) {
	p := &Package{FS: os.DirFS(filepath.Join("testdata", "peewee-all"))}
	o, err := p.Read("peewee")
	if err != nil {
		t.Fatal(err)
	}
	var listed, unlisted []string
	for _, s := range o.Symbols {
		if s.Kind == KindUnlisted {
			unlisted = append(unlisted, s.Name)
		} else {
			listed = append(listed, s.Name)
		}
	}
	if diff := cmp.Diff([]string{"AnyField", "AsIs", "Model"}, listed); diff != "" {
		t.Errorf("listed (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"ensure_entity", "query_to_string"}, unlisted); diff != "" {
		t.Errorf("unlisted (-want +got):\n%s", diff)
	}
	for name, want := range map[string]Binding{"query_to_string": BindYes, "made_up": BindNo} {
		if got, why := p.Binds("peewee", name); got != want {
			t.Errorf("Binds(peewee, %s) = %v (%s), want %v", name, got, why, want)
		}
	}
}
