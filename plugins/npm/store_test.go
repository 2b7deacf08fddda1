package npm

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestStoreInstalled: a dependency's dependency that pnpm (its virtual
// store, here under the virtualStoreDir node_modules/.modules.yaml
// records), Bun's isolated linker, Yarn 4's pnpm linker, Deno 2.9
// (nodeModulesDir) and npm 11's linked install strategy install only in their store (testdata/stores: lockfiles
// the tools wrote for to-regex-range 5.0.1, which depends on is-number
// ^7.0.0) is read from there. Main answered the locked version from the
// registry's tarball.
func TestStoreInstalled(t *testing.T) {
	e := newEnv(t)
	p := e.provider()
	for _, tc := range []struct{ dir, store string }{
		{"pnpm9", filepath.Join("node_modules", ".store", "is-number@7.0.0", "node_modules", "is-number")},
		{"bun", filepath.Join("node_modules", ".bun", "is-number@7.0.0", "node_modules", "is-number")},
		{"berry", filepath.Join("node_modules", ".store", "is-number-npm-7.0.0-060086935c", "package")},
		{"deno", filepath.Join("node_modules", ".deno", "is-number@7.0.0", "node_modules", "is-number")},
		// npm 11, install-strategy=linked: package-lock.json says
		// node_modules/is-number, as a hoisted install would.
		{"npmlinked", filepath.Join("node_modules", ".store", "is-number@7.0.0-9C8BjRcRzDOrS4TE11sgJQ", "node_modules", "is-number")},
	} {
		t.Run(tc.dir, func(t *testing.T) {
			project := t.TempDir()
			if err := os.CopyFS(project, os.DirFS(filepath.Join("testdata", "stores", tc.dir))); err != nil {
				t.Fatal(err)
			}
			if modules := filepath.Join(project, "modules.yaml"); tc.dir == "pnpm9" {
				if err := os.MkdirAll(filepath.Join(project, "node_modules"), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.Rename(modules, filepath.Join(project, "node_modules", ".modules.yaml")); err != nil {
					t.Fatal(err)
				}
			}
			extract(t, "testdata/registry/is-number/-/is-number-7.0.0.tgz", filepath.Join(project, tc.store))
			before := len(e.srv.Requests())
			d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "is-number", ProjectPath: project}})
			if err != nil {
				t.Fatal(err)
			}
			if d.Version != "7.0.0" || d.Source.Kind != sdk.SourceLocalInstall || d.Source.Detail != filepath.Join(project, tc.store) {
				t.Errorf("got %s from %+v, want 7.0.0 from %s", d.Version, d.Source, tc.store)
			}
			if !strings.Contains(strings.Join(d.Notes, "\n"), "installed it in its store") {
				t.Errorf("notes %q do not say where it was installed", d.Notes)
			}
			for _, r := range e.srv.Requests()[before:] {
				if strings.HasPrefix(r.Path, "/is-number/-/") {
					t.Errorf("the installed version's tarball was fetched: %s", r.Path)
				}
			}
		})
	}
	t.Run("another version in the store is not taken", func(t *testing.T) {
		project := t.TempDir()
		if err := os.CopyFS(project, os.DirFS(filepath.Join("testdata", "stores", "bun"))); err != nil {
			t.Fatal(err)
		}
		extract(t, "testdata/registry/is-number/-/is-number-6.0.0.tgz", filepath.Join(project, "node_modules", ".bun", "is-number@7.0.0", "node_modules", "is-number"))
		d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "is-number", ProjectPath: project}})
		if err != nil {
			t.Fatal(err)
		}
		if d.Version != "7.0.0" || d.Source.Kind != sdk.SourceLockfile {
			t.Errorf("got %s from %+v, want the locked 7.0.0 from the lockfile", d.Version, d.Source)
		}
	})
}

// TestPatchedLocked: a pnpm 9.15 project whose is-number 7.0.0 is patched
// (`pnpm patch`, testdata/patched) and not installed: the answer is the
// registry's release, and says it lacks the project's patch. Main said
// nothing of it.
func TestPatchedLocked(t *testing.T) {
	e := newEnv(t)
	project := t.TempDir()
	if err := os.CopyFS(project, os.DirFS(filepath.Join("testdata", "patched"))); err != nil {
		t.Fatal(err)
	}
	d, err := e.provider().Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "is-number", ProjectPath: project}})
	if err != nil {
		t.Fatal(err)
	}
	if d.Version != "7.0.0" || d.Source.Kind != sdk.SourceLockfile {
		t.Errorf("got %s from %+v, want the locked 7.0.0", d.Version, d.Source)
	}
	if want := "with the project's patch (patches/is-number@7.0.0.patch)"; !strings.Contains(strings.Join(d.Notes, "\n"), want) {
		t.Errorf("notes %q do not say %q", d.Notes, want)
	}
}
