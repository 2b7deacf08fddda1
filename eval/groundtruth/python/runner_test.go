package main

import (
	"context"
	"github.com/pkgdocs/pkgdocs/eval"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// interpreter is the python3 the test builds its venv with, or a skip.
func interpreter(t *testing.T) string {
	t.Helper()
	for _, p := range []string{"/usr/bin/python3", "python3"} {
		if path, err := exec.LookPath(p); err == nil {
			return path
		}
	}
	t.Skip("no python3 on this machine: the Python ground-truth extractor needs one")
	return ""
}

// TestTinyPackage runs truth.py in a plain venv holding the tiny
// distribution of testdata (its files copied in, as the venv shape does)
// and compares with the answer written by hand.
func TestTinyPackage(t *testing.T) {
	py := interpreter(t)
	work := t.TempDir()
	r := &Runner{Python: py, Shape: "venv"}
	r.defaults()
	project := filepath.Join(work, "project")
	if err := r.venv(context.Background(), project, false); err != nil {
		t.Fatal(err)
	}
	site, err := sitePackages(project)
	if err != nil {
		t.Fatal(err)
	}
	src, err := filepath.Abs("../../testdata/python/site")
	if err != nil {
		t.Fatal(err)
	}
	var files []string
	err = filepath.WalkDir(src, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			files = append(files, p)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := copyFiles(files, src, site); err != nil {
		t.Fatal(err)
	}
	d, err := readInfo(filepath.Join(site, "tiny_pkg-1.2.0.dist-info"))
	if err != nil {
		t.Fatal(err)
	}
	if d.Name != "tiny-pkg" || d.Version != "1.2.0" || len(d.Requires) != 0 {
		t.Errorf("readInfo = %q %q %q, want tiny-pkg 1.2.0 with no requirements", d.Name, d.Version, d.Requires)
	}
	script := filepath.Join(work, "truth.py")
	if err := os.WriteFile(script, truthPy, 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := runTruth(context.Background(), time.Minute, filepath.Join(project, ".venv", "bin", "python"), script, "tiny-pkg", project, "venv", filepath.Join(work, "out.json"), work, nil)
	if err != nil {
		t.Fatal(err)
	}
	want, err := readTruth("../../testdata/python/tiny-pkg.json")
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`^inspect \(python3\.\d+\.\d+\)$`).MatchString(got.Tool) {
		t.Errorf("tool = %q, want inspect (python3.N.N)", got.Tool)
	}
	if got.Project != project {
		t.Errorf("project = %q, want %q", got.Project, project)
	}
	got.Tool, got.Project = want.Tool, want.Project
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("truth of tiny-pkg (-want +got):\n%s", diff)
	}
}

func TestParseDepends(t *testing.T) {
	tests := []struct {
		field string
		want  []string
	}{
		{"", nil},
		{"python3:any", nil},
		{"python3-yarl, python3-async-timeout (>= 4.0.1), python3 (<< 3.12), python3:any, libc6 (>= 2.14)", []string{"python3-yarl", "python3-async-timeout"}},
		{"python-babel-localedata (= 2.10.3-1), python3-pkg-resources, python3-tz:any", []string{"python-babel-localedata", "python3-pkg-resources", "python3-tz"}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, parseDepends(tt.field)); diff != "" {
			t.Errorf("parseDepends(%q) (-want +got):\n%s", tt.field, diff)
		}
	}
}

func TestTopModules(t *testing.T) {
	files := []string{
		distPackages + "/dill/__init__.py", distPackages + "/dill/_dill.py", distPackages + "/six.py",
		distPackages + "/_cffi_backend.cpython-311-x86_64-linux-gnu.so", distPackages + "/dill-0.3.6.egg-info",
		"/usr/share/doc/python3-dill/copyright",
		distPackages + "/ruamel/yaml/__init__.py", distPackages + "/ruamel/yaml/main.py",
		distPackages + "/dill/tests/__init__.py",
	}
	want := []string{"_cffi_backend", "dill", "ruamel.yaml", "six"}
	if diff := cmp.Diff(want, topModules(files)); diff != "" {
		t.Errorf("topModules (-want +got):\n%s", diff)
	}
	if got := topModules(nil); got != nil {
		t.Errorf("topModules(nil) = %q, want nil", got)
	}
}

func TestCorpusNames(t *testing.T) {
	tests := []struct {
		name    string
		only    string
		want    []string
		wantErr bool
	}{
		{name: "list", only: "python3-requests, python3-ruamel.yaml", want: []string{"python3-requests", "python3-ruamel.yaml"}},
		{name: "empty entries", only: ",python3-six,", want: []string{"python3-six"}},
		{name: "not a python3 package", only: "librust-serde-dev", wantErr: true},
		{name: "shell text", only: "python3-x;rm", wantErr: true},
		{name: "nothing given", wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := eval.CorpusNames("", tt.only, debName, "a python3-* Debian package name")
			if (err != nil) != tt.wantErr {
				t.Fatalf("err = %v, wantErr %v", err, tt.wantErr)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}
