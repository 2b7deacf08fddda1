package subprojects

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestFind(t *testing.T) {
	root := t.TempDir()
	files := []string{
		"package.json",
		"services/api/go.mod",
		"services/api/internal/gen/go.mod", // nested deeper: found, after
		"tools/go.mod",
		"node_modules/x/go.mod",     // a dependency's
		"vendor/y/go.mod",           // a dependency's
		".git/z/go.mod",             // hidden
		"a/testdata/w/go.mod",       // a fixture
		"a/b/c/d/e/go.mod",          // deeper than MaxDepth
		"services/web/go.mod/x.txt", // a directory named go.mod is not a module
	}
	for _, f := range files {
		p := filepath.Join(root, filepath.FromSlash(f))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// A link to a module elsewhere is not followed.
	other := t.TempDir()
	if err := os.WriteFile(filepath.Join(other, "go.mod"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(other, filepath.Join(root, "linked")); err != nil {
		t.Fatal(err)
	}
	got, truncated := Find(root, "go.mod", Options{})
	want := []string{"tools", "services/api", "services/api/internal/gen"}
	for i, w := range want {
		want[i] = filepath.Join(root, filepath.FromSlash(w))
	}
	if d := cmp.Diff(want, got); d != "" || truncated {
		t.Errorf("-want +got (truncated %v)\n%s", truncated, d)
	}
	if got, truncated := Find(root, "go.mod", Options{MaxDirs: 2}); !truncated || len(got) > 2 {
		t.Errorf("MaxDirs 2: %v, truncated %v", got, truncated)
	}
	if got, _ := Find(filepath.Join(root, "missing"), "go.mod", Options{}); got != nil {
		t.Errorf("missing root: %v", got)
	}
}
