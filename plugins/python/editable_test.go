package python

import (
	"slices"

	"context"
	"google.golang.org/grpc/codes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestEditableInstall: a src-layout project installed into its .venv with
// `pip install -e .` (pip 23, setuptools 65; testdata/editable holds what
// they wrote, the project's path replaced by @PROJECT@). site-packages
// holds only the metadata and a .pth naming src/; the API is read there.
// Without the .pth (another backend's layout), direct_url.json's project
// directory leads to src/ too.
func TestEditableInstall(t *testing.T) {
	for _, withPth := range []bool{true, false} {
		t.Run(map[bool]string{true: "pth", false: "direct_url.json"}[withPth], func(t *testing.T) {
			w := newWorld(t)
			proj := t.TempDir()
			if err := os.CopyFS(proj, os.DirFS(filepath.Join("testdata", "editable", "project"))); err != nil {
				t.Fatal(err)
			}
			venv := filepath.Join(proj, ".venv")
			if err := os.CopyFS(venv, os.DirFS(filepath.Join("testdata", "editable", "venv"))); err != nil {
				t.Fatal(err)
			}
			writeFiles(t, venv, map[string]string{"pyvenv.cfg": "home = /nonexistent/bin\ninclude-system-site-packages = false\nversion = 3.11.7\n"})
			site := filepath.Join(venv, "lib", "python3.11", "site-packages")
			for _, f := range []string{"__editable__.weatherkit-0.2.0.pth", filepath.Join("weatherkit-0.2.0.dist-info", "direct_url.json")} {
				b, err := os.ReadFile(filepath.Join(site, f))
				if err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(site, f), []byte(strings.ReplaceAll(string(b), "@PROJECT@", proj)), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			if !withPth {
				if err := os.Remove(filepath.Join(site, "__editable__.weatherkit-0.2.0.pth")); err != nil {
					t.Fatal(err)
				}
			}
			cfg := Config{Getenv: func(k string) string { return w.env[k] }, Home: w.home, Python: filepath.Join(w.home, "no-python3")}
			doc, err := New(cfg).Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "weatherkit", ProjectPath: filepath.Join(proj, "src", "weatherkit")}})
			if err != nil {
				t.Fatal(err)
			}
			if doc.Version != "0.2.0" || doc.Source.Kind != sdk.SourceLocalInstall {
				t.Errorf("answered %s from %+v", doc.Version, doc.Source)
			}
			for _, name := range []string{"to_fahrenheit", "Reading"} {
				if _, ok := symbolNamed(doc, name); !ok {
					t.Errorf("no %s in the outline", name)
				}
			}
			if note := strings.Join(doc.Notes, "\n"); !strings.Contains(note, "editable mode: the API is read from its source in "+filepath.Join(proj, "src")) {
				t.Errorf("notes %q lack the editable source", note)
			}
			if len(w.requests) > 0 {
				t.Errorf("asked the index for an installed package: %v", w.requests)
			}
		})
	}
}

// TestDirectoryInstall: a distribution installed from the project's own
// directory without -e (`pip install ./libsrc`, pip 23.0; testdata/
// dirinstall holds what it wrote, the project's path replaced by
// @PROJECT@): site-packages holds a copy, and direct_url.json says where
// it came from. Main asked the index for the name's latest release (a
// private name sent to the index, and another package's release shown as
// newer), printed `pip install mylib==0.3.0`, and check_package_api's
// older release was looked up there too.
func TestDirectoryInstall(t *testing.T) {
	w := newWorld(t)
	proj := t.TempDir()
	if err := os.CopyFS(proj, os.DirFS(filepath.Join("testdata", "dirinstall", "project"))); err != nil {
		t.Fatal(err)
	}
	venv := filepath.Join(proj, ".venv")
	if err := os.CopyFS(venv, os.DirFS(filepath.Join("testdata", "dirinstall", "venv"))); err != nil {
		t.Fatal(err)
	}
	writeFiles(t, venv, map[string]string{"pyvenv.cfg": "home = /nonexistent/bin\ninclude-system-site-packages = false\nversion = 3.11.2\n"})
	du := filepath.Join(venv, "lib", "python3.11", "site-packages", "mylib-0.3.0.dist-info", "direct_url.json")
	b, err := os.ReadFile(du)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(du, []byte(strings.ReplaceAll(string(b), "@PROJECT@", proj)), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg := Config{Getenv: func(k string) string { return w.env[k] }, Home: w.home, Python: filepath.Join(w.home, "no-python3")}
	p := New(cfg)
	doc, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "mylib", ProjectPath: proj}})
	if err != nil {
		t.Fatal(err)
	}
	if doc.Version != "0.3.0" || doc.Source.Kind != sdk.SourceLocalInstall {
		t.Errorf("answered %s from %+v", doc.Version, doc.Source)
	}
	if _, ok := symbolNamed(doc, "hello"); !ok {
		t.Error("no hello in the outline")
	}
	if want := []string{"pip install " + filepath.Join(proj, "libsrc")}; !slices.Equal(doc.Install, want) {
		t.Errorf("install %q, want %q", doc.Install, want)
	}
	if note := strings.Join(doc.Notes, "\n"); !strings.Contains(note, "not from a package index") {
		t.Errorf("notes %q do not say where it was installed from", note)
	}
	_, err = p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "mylib", Version: "<0.3.0", ProjectPath: proj}})
	if sdk.Code(err) != codes.FailedPrecondition || !strings.Contains(err.Error(), "installed from the directory file://"+proj) {
		t.Errorf("another version: err = %v, want FailedPrecondition naming the directory", err)
	}
	if len(w.requests) > 0 {
		t.Errorf("asked the index about a distribution installed from a directory: %v", w.requests)
	}
	// The same install from a git repository, as pip records it (PEP 610
	// vcs_info): its own install line, and no index asked either.
	vcs := `{"url": "https://git.example.invalid/team/mylib.git", "vcs_info": {"vcs": "git", "requested_revision": "v0.3.0", "commit_id": "0123456789abcdef0123456789abcdef01234567"}}`
	if err := os.WriteFile(du, []byte(vcs), 0o644); err != nil {
		t.Fatal(err)
	}
	p = New(cfg)
	doc, err = p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "mylib", ProjectPath: proj}})
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{`pip install "mylib @ git+https://git.example.invalid/team/mylib.git@0123456789abcdef0123456789abcdef01234567"`}; !slices.Equal(doc.Install, want) {
		t.Errorf("install %q, want %q", doc.Install, want)
	}
	_, err = p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "mylib", Version: "<0.3.0", ProjectPath: proj}})
	if sdk.Code(err) != codes.FailedPrecondition || !strings.Contains(err.Error(), "installed from the git repository https://git.example.invalid/team/mylib.git") {
		t.Errorf("another version: err = %v, want FailedPrecondition naming the repository", err)
	}
	if len(w.requests) > 0 {
		t.Errorf("asked the index about a distribution installed from a repository: %v", w.requests)
	}
}
