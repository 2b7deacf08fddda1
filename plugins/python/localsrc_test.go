package python

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestLocalDirectoryDependency: a monorepo whose services take their
// shared library (testdata/editable/project, weatherkit 0.2.0, src
// layout) from the tree, declared the four ways projects do
// (testdata/localdeps): pip's `-e ../libs/weatherkit`, PEP 508
// `weatherkit @ file:../libs/weatherkit`, uv's path source and Poetry's
// path dependency, and uv.lock's directory source with no declaration
// of it in pyproject.toml (testdata/localdeps/uvlock). Nothing is installed. The answer is the directory's
// source at its declared version, and no index is asked (the pip one
// names an index that does not resolve). Before, each was the index's
// weatherkit: unreachable, or another project's of that name.
func TestLocalDirectoryDependency(t *testing.T) {
	for _, layout := range []string{"pip", "pep508", "uv", "poetry", "uvlock"} {
		t.Run(layout, func(t *testing.T) {
			w := newWorld(t)
			root := t.TempDir()
			if err := os.CopyFS(filepath.Join(root, "libs", "weatherkit"), os.DirFS(filepath.Join("testdata", "editable", "project"))); err != nil {
				t.Fatal(err)
			}
			if err := os.Mkdir(filepath.Join(root, ".git"), 0o755); err != nil { // the monorepo's checkout
				t.Fatal(err)
			}
			svc := filepath.Join(root, "svc")
			if err := os.CopyFS(svc, os.DirFS(filepath.Join("testdata", "localdeps", layout))); err != nil {
				t.Fatal(err)
			}
			doc, err := w.provider().Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "weatherkit", ProjectPath: svc}})
			if err != nil {
				t.Fatal(err)
			}
			lib := filepath.Join(root, "libs", "weatherkit")
			if doc.Version != "0.2.0" || doc.Source.Kind != sdk.SourceLocalFolder || doc.Source.Detail != lib {
				t.Errorf("answered %s from %+v; want 0.2.0 from the local folder %s", doc.Version, doc.Source, lib)
			}
			for _, name := range []string{"to_fahrenheit", "Reading"} {
				if _, ok := symbolNamed(doc, name); !ok {
					t.Errorf("no %s in the outline", name)
				}
			}
			if note := strings.Join(doc.Notes, "\n"); !strings.Contains(note, "directory requirement of the project") {
				t.Errorf("notes %q do not say where it comes from", note)
			}
			if got := strings.Join(doc.Install, " | "); got != "pip install -e "+lib {
				t.Errorf("install %q", got)
			}
			w.mu.Lock()
			defer w.mu.Unlock()
			for _, r := range w.requests {
				if strings.Contains(r, "weatherkit") {
					t.Errorf("asked the index: %s", r)
				}
			}
		})
	}
}

// TestLocalDirectoryOutsideCheckout: a project the user did not choose
// (not trusted) that names a directory outside its checkout gets the
// index's answer, not that directory's files.
func TestLocalDirectoryOutsideCheckout(t *testing.T) {
	w := newWorld(t)
	root := t.TempDir()
	if err := os.CopyFS(filepath.Join(root, "libs", "weatherkit"), os.DirFS(filepath.Join("testdata", "editable", "project"))); err != nil {
		t.Fatal(err)
	}
	svc := filepath.Join(root, "svc")
	if err := os.CopyFS(svc, os.DirFS(filepath.Join("testdata", "localdeps", "uv"))); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(svc, ".git"), 0o755); err != nil { // svc alone is the checkout
		t.Fatal(err)
	}
	p := w.provider()
	if doc, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "weatherkit", ProjectPath: svc}}); err == nil && doc.Source.Kind == sdk.SourceLocalFolder {
		t.Errorf("untrusted project: answered from %+v", doc.Source)
	}
	doc, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "weatherkit", ProjectPath: svc, ProjectTrusted: true}})
	if err != nil || doc.Source.Kind != sdk.SourceLocalFolder {
		t.Errorf("trusted project: %v, %+v", err, doc)
	}
}

// TestUVWorkspaceMember: a uv workspace (testdata/uvworkspace: members
// "libs/*" and "svc") whose service depends on the library member with
// `weatherkit = { workspace = true }`, no uv.lock and nothing installed.
// Asked from the workspace root or from the service's directory, the
// answer is the member's source, and no index is asked for its name.
func TestUVWorkspaceMember(t *testing.T) {
	for _, from := range []string{".", "svc"} {
		t.Run(from, func(t *testing.T) {
			w := newWorld(t)
			root := t.TempDir()
			if err := os.CopyFS(root, os.DirFS(filepath.Join("testdata", "uvworkspace"))); err != nil {
				t.Fatal(err)
			}
			if err := os.CopyFS(filepath.Join(root, "libs", "weatherkit"), os.DirFS(filepath.Join("testdata", "editable", "project"))); err != nil {
				t.Fatal(err)
			}
			if err := os.Mkdir(filepath.Join(root, ".git"), 0o755); err != nil {
				t.Fatal(err)
			}
			doc, err := w.provider().Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "weatherkit", ProjectPath: filepath.Join(root, from)}})
			if err != nil {
				t.Fatal(err)
			}
			lib := filepath.Join(root, "libs", "weatherkit")
			if doc.Version != "0.2.0" || doc.Source.Kind != sdk.SourceLocalFolder || doc.Source.Detail != lib {
				t.Errorf("answered %s from %+v; want 0.2.0 from the local folder %s", doc.Version, doc.Source, lib)
			}
			if note := strings.Join(doc.Notes, "\n"); !strings.Contains(note, "a member of the uv workspace ("+filepath.Join(root, "pyproject.toml")+")") {
				t.Errorf("notes %q do not say it is a workspace member", note)
			}
			w.mu.Lock()
			defer w.mu.Unlock()
			for _, r := range w.requests {
				if strings.Contains(r, "weatherkit") {
					t.Errorf("asked the index: %s", r)
				}
			}
		})
	}
}
