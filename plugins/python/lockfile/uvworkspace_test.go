package lockfile

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestWorkspaceMembers: member globs expand to directories with a
// pyproject.toml inside the root, exclude globs and paths out of the
// root are left out, and a member finds its root above it.
func TestWorkspaceMembers(t *testing.T) {
	root := t.TempDir()
	write := func(rel, body string) {
		p := filepath.Join(root, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("pyproject.toml", "[tool.uv.workspace]\nmembers = [\"libs/*\", \"../outside\"]\nexclude = [\"libs/scratch\"]\n")
	write("libs/alpha/pyproject.toml", "[project]\nname = \"alpha-lib\"\n")
	write("libs/beta/pyproject.toml", "[project]\nname = \"beta\"\n")
	write("libs/scratch/pyproject.toml", "[project]\nname = \"scratch\"\n")
	write("libs/notes/README.md", "not a member: no pyproject.toml\n")
	names := func(ls []Local) map[string]string {
		out := map[string]string{}
		for _, l := range ls {
			rel, _ := filepath.Rel(root, l.Dir)
			out[l.Name] = filepath.ToSlash(rel)
		}
		return out
	}
	want := map[string]string{"alpha-lib": "libs/alpha", "beta": "libs/beta"}
	if d := cmp.Diff(want, names(workspaceMembers(root, readWorkspace(root)))); d != "" {
		t.Errorf("from the root (-want +got):\n%s", d)
	}
	if d := cmp.Diff(want, names(workspaceMembers(filepath.Join(root, "libs", "beta"), nil))); d != "" {
		t.Errorf("from a member (-want +got):\n%s", d)
	}
	if got := workspaceMembers(filepath.Join(root, "libs", "scratch"), nil); got != nil {
		t.Errorf("an excluded directory is in the workspace: %v", got)
	}
}
