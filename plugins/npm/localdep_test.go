package npm

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestLocalDependency: the project's own packages, as pnpm 9 and npm 11
// laid out testdata/localdeps (lockfiles written by them, node_modules
// left out as in a fresh clone): a file: directory, a pnpm workspace:
// package, an npm workspace package a plain range matches. A range the
// workspace package does not satisfy is the registry's, as npm installs it.
func TestLocalDependency(t *testing.T) {
	tests := []struct {
		project, name string
		wantDir       string // under testdata/localdeps; "" for none
		wantVersion   string
	}{
		{project: "file/app", name: "mylib", wantDir: "file/mylib", wantVersion: "0.3.0"},
		{project: "pnpm/apps/web", name: "@acme/utils", wantDir: "pnpm/packages/utils", wantVersion: "0.2.0"},
		{project: "npm/apps/web", name: "@acme/core", wantDir: "npm/packages/core", wantVersion: "1.4.0"},
		{project: "npm/apps/legacy", name: "@acme/core"}, // ^2.0.0: the registry's
		{project: "npm/apps/web", name: "ms"},            // not a dependency
	}
	for _, tt := range tests {
		t.Run(tt.project+"/"+tt.name, func(t *testing.T) {
			project, _ := filepath.Abs(filepath.Join("testdata", "localdeps", tt.project))
			rng, pj := projectRange(project, tt.name)
			got, ok := localDependency(project, tt.name, rng, pj)
			if tt.wantDir == "" {
				if ok {
					t.Fatalf("local %+v, want the registry's", got)
				}
				return
			}
			want, _ := filepath.Abs(filepath.Join("testdata", "localdeps", tt.wantDir))
			if !ok || got.inst.dir != want || got.inst.manifest.Version != tt.wantVersion {
				t.Fatalf("got %v %+v, want %s@%s", ok, got, want, tt.wantVersion)
			}
			if !strings.Contains(got.why, rng) {
				t.Errorf("why %q does not name the specifier %q", got.why, rng)
			}
		})
	}
}

// TestDescribeLocalDependency: a workspace package is documented from its
// directory, with a note, no install line from the registry, and nothing
// asked of the registry about its name; installed as pnpm links it
// (node_modules/@acme/utils -> packages/utils) as well as before install.
func TestDescribeLocalDependency(t *testing.T) {
	e := newEnv(t)
	p := e.provider()
	linked := t.TempDir()
	if err := os.CopyFS(linked, os.DirFS(filepath.Join("testdata", "localdeps", "pnpm"))); err != nil {
		t.Fatal(err)
	}
	nm := filepath.Join(linked, "apps", "web", "node_modules", "@acme")
	if err := os.MkdirAll(nm, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join("..", "..", "..", "..", "packages", "utils"), filepath.Join(nm, "utils")); err != nil {
		t.Fatal(err)
	}
	for name, project := range map[string]string{
		"fresh clone": filepath.Join("testdata", "localdeps", "pnpm", "apps", "web"),
		"installed":   filepath.Join(linked, "apps", "web"),
	} {
		t.Run(name, func(t *testing.T) {
			before := len(e.srv.Requests())
			d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "@acme/utils", ProjectPath: project, ProjectTrusted: true}})
			if err != nil {
				t.Fatal(err)
			}
			if d.Version != "0.2.0" || d.Source.Kind != sdk.SourceLocalFolder || !strings.HasSuffix(d.Source.Detail, filepath.Join("packages", "utils")) {
				t.Errorf("got %s from %+v, want 0.2.0 from packages/utils", d.Version, d.Source)
			}
			if len(d.Install) != 0 || d.LatestVersion != "" {
				t.Errorf("install %q, latest %q: want none for the project's own package", d.Install, d.LatestVersion)
			}
			if !strings.Contains(strings.Join(d.Notes, "\n"), "the project's own package") {
				t.Errorf("notes %q lack the local-package note", d.Notes)
			}
			if !symbolNames(d)["add"] {
				t.Errorf("symbols %v lack add", symbolNames(d))
			}
			for _, r := range e.srv.Requests()[before:] {
				if strings.Contains(r.Path, "acme") {
					t.Errorf("the registry was asked %s", r.Path)
				}
			}
		})
	}
}

// TestCatalogRange: "catalog:" specifiers as pnpm 9.15 and bun 1.3 accept
// them (testdata/catalogs, from projects both installed), resolved from
// the workspace root's catalog, default and named.
func TestCatalogRange(t *testing.T) {
	tests := []struct {
		dir, name, rng string
		want, wantFile string
	}{
		{dir: "pnpm", name: "ms", rng: "catalog:", want: "^2.0.0", wantFile: "pnpm-workspace.yaml"},
		{dir: "pnpm", name: "semver", rng: "catalog:legacy", want: "~6.3.0", wantFile: "pnpm-workspace.yaml"},
		{dir: "pnpm", name: "ms", rng: "catalog:default", want: "^2.0.0", wantFile: "pnpm-workspace.yaml"},
		{dir: "pnpm", name: "semver", rng: "catalog:"}, // only in the legacy catalog
		{dir: "pnpm", name: "ms", rng: "^2"},           // not a catalog
		{dir: "bun", name: "ms", rng: "catalog:", want: "^2.0.0", wantFile: "package.json"},
		{dir: "bun", name: "semver", rng: "catalog:legacy", want: "~6.3.0", wantFile: "package.json"},
	}
	for _, tt := range tests {
		t.Run(tt.dir+"/"+tt.name+"/"+tt.rng, func(t *testing.T) {
			root, _ := filepath.Abs(filepath.Join("testdata", "catalogs", tt.dir))
			got, file, ok := catalogRange(filepath.Join(root, "packages", "app"), tt.name, tt.rng)
			if ok != (tt.want != "") || got != tt.want {
				t.Fatalf("catalogRange = %q, %v; want %q", got, ok, tt.want)
			}
			if ok && file != filepath.Join(root, tt.wantFile) {
				t.Errorf("file %s, want %s", file, filepath.Join(root, tt.wantFile))
			}
		})
	}
}

// TestDenoImport: a Deno project's deno.json maps bare names to npm:
// specifiers, which loadPackage reads like package.json's aliases.
func TestDenoImport(t *testing.T) {
	dir, _ := filepath.Abs(filepath.Join("lockfile", "testdata", "deno"))
	for name, want := range map[string]string{"oldsemver": "npm:semver@^6.1.0", "ms": "npm:ms@2.0.0", "left-pad": ""} {
		if got, file := projectRange(dir, name); got != want || want != "" && file != filepath.Join(dir, "deno.json") {
			t.Errorf("projectRange(%s) = %q, %s; want %q from deno.json", name, got, file, want)
		}
	}
}

// TestTarballVersion: a tarball URL dependency laid out as registries
// serve tarballs names its version; another URL does not.
func TestTarballVersion(t *testing.T) {
	for _, tt := range []struct{ name, rng, want string }{
		{"ms", "https://r.invalid/ms/-/ms-2.0.0.tgz", "2.0.0"},
		{"@scope/pkg", "https://r.invalid/npm/@scope/pkg/-/pkg-1.2.3-beta.1.tgz", "1.2.3-beta.1"},
		{"@scope/pkg", "https://r.invalid/@scope%2fpkg/-/pkg-1.2.3.tgz", "1.2.3"},
		{"ms", "https://r.invalid/other/-/ms-2.0.0.tgz", ""},
		{"ms", "https://codeload.invalid/vercel/ms/tar.gz/refs/tags/2.0.0", ""},
		{"ms", "git+https://r.invalid/ms/-/ms-2.0.0.tgz", ""},
		{"ms", "file:../ms-2.0.0.tgz", ""},
	} {
		got, ok := tarballVersion(tt.name, tt.rng)
		if got != tt.want || ok != (tt.want != "") {
			t.Errorf("tarballVersion(%s, %s) = %q, %v; want %q", tt.name, tt.rng, got, ok, tt.want)
		}
	}
}

// TestProjectBelow: a full-stack repository's root holds no package.json;
// its npm projects are below it (testdata/fullstack, lockfiles written by
// npm 11): the nearest that depends on the package answers, naming the
// others that lock another version.
func TestProjectBelow(t *testing.T) {
	root, _ := filepath.Abs(filepath.Join("testdata", "fullstack"))
	if inNPMProject(root) {
		t.Fatal("the root is taken for an npm project")
	}
	dir, notes := projectBelow(root, "ms")
	if dir != filepath.Join(root, "admin") {
		t.Fatalf("projectBelow = %s, want admin", dir)
	}
	if len(notes) != 2 || !strings.Contains(notes[1], filepath.Join(root, "frontend")+" (2.0.0)") {
		t.Errorf("notes %q, want one naming frontend's 2.0.0", notes)
	}
	if dir, _ := projectBelow(root, "left-pad"); dir != "" {
		t.Errorf("a package no project uses: %s", dir)
	}
}
