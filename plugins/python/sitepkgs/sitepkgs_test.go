package sitepkgs

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func write(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestParseMetadata(t *testing.T) {
	m := ParseMetadata([]byte("Metadata-Version: 2.1\nName: demo\nVersion: 1.0\nRequires-Dist: a>=1\nRequires-Dist: b; extra == \"x\"\nLicense: MIT\n  continued\nDescription-Content-Type: text/markdown\n\n# Demo\n\nBody.\n"))
	if diff := cmp.Diff([]string{"a>=1", `b; extra == "x"`}, m.All("Requires-Dist")); diff != "" {
		t.Error(diff)
	}
	if m.Get("name") != "demo" || m.Get("License") != "MIT\ncontinued" || m.Description != "# Demo\n\nBody." {
		t.Errorf("got %+v", m)
	}
	legacy := ParseMetadata([]byte("Name: old\nDescription: First line\n        |second\n        |\n        |third\n"))
	if legacy.Description != "First line\nsecond\n\nthird" {
		t.Errorf("legacy description %q", legacy.Description)
	}
	if ParseMetadata(nil).Description != "" {
		t.Error("empty")
	}
}

func TestVenvAndDists(t *testing.T) {
	root := t.TempDir()
	proj := filepath.Join(root, "proj")
	write(t, filepath.Join(proj, "pyproject.toml"), "[project]\nname='p'\n")
	venv := filepath.Join(proj, ".venv")
	write(t, filepath.Join(venv, "pyvenv.cfg"), "home = /nonexistent/bin\nversion_info = 3.12.1\n")
	site := filepath.Join(venv, "lib", "python3.12", "site-packages")
	write(t, filepath.Join(site, "beautifulsoup4-4.12.0.dist-info", "METADATA"), "Name: beautifulsoup4\nVersion: 4.12.0\n")
	write(t, filepath.Join(site, "beautifulsoup4-4.12.0.dist-info", "RECORD"), "bs4/__init__.py,sha256=x,1\nbs4/element.py,,\nbs4-4.12.0.dist-info/METADATA,,\n../../bin/x,,\n")
	write(t, filepath.Join(site, "six-1.16.0.dist-info", "RECORD"), "six.py,,\n__pycache__/six.cpython-312.pyc,,\n")
	write(t, filepath.Join(site, "PyYAML-6.0.dist-info", "top_level.txt"), "_yaml\nyaml\n")
	write(t, filepath.Join(site, "bs4", "__init__.py"), "")
	sub := filepath.Join(proj, "src", "pkg")
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	e := ProjectEnv(sub, "", UserBase{})
	if e == nil || e.Prefix != venv || e.PythonVersion != "3.12.1" {
		t.Fatalf("ProjectEnv = %+v", e)
	}
	if diff := cmp.Diff([]string{site}, e.SitePackages); diff != "" {
		t.Error(diff)
	}
	d, ok := e.Find("beautifulsoup4")
	if !ok || d.Version != "4.12.0" {
		t.Fatalf("Find = %+v %v", d, ok)
	}
	if diff := cmp.Diff([]string{"bs4"}, d.ImportNames()); diff != "" {
		t.Error(diff)
	}
	six, _ := e.Find("SIX")
	if diff := cmp.Diff([]string{"six"}, six.ImportNames()); diff != "" {
		t.Error(diff)
	}
	y, _ := e.Find("pyyaml")
	if diff := cmp.Diff([]string{"_yaml", "yaml"}, y.ImportNames()); diff != "" {
		t.Error(diff)
	}
	if o, ok := e.Owner("bs4"); !ok || o.Version != "4.12.0" {
		t.Errorf("Owner(bs4) = %+v", o)
	}
	if _, ok := e.HasModule("bs4"); !ok {
		t.Error("HasModule(bs4)")
	}
	if _, ok := e.Find("requests"); ok {
		t.Error("found a distribution that is not there")
	}
	// Outside a project, no venv: nil.
	if e := ProjectEnv(t.TempDir(), "", UserBase{}); e != nil {
		t.Errorf("ProjectEnv(empty) = %+v", e)
	}
}

func TestActiveScript(t *testing.T) {
	// A shim on PATH: the paths come from the fixed script.
	dir := t.TempDir()
	write(t, filepath.Join(dir, "python3"), "#!/bin/sh\n")
	if err := os.Chmod(filepath.Join(dir, "python3"), 0o755); err != nil {
		t.Fatal(err)
	}
	site := filepath.Join(dir, "site")
	if err := os.MkdirAll(site, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir)
	var gotArgs []string
	run := func(ctx context.Context, prog string, args ...string) ([]byte, error) {
		gotArgs = args
		return []byte(`{"version":"3.11.7","prefix":"/p","stdlib":"/p/lib/python3.11","purelib":"` + site + `","platlib":"` + site + `","usersite":"/nonexistent","path":[]}`), nil
	}
	e, err := Active(context.Background(), "", "", "", UserBase{}, run)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{site}, e.SitePackages); diff != "" {
		t.Error(diff)
	}
	if len(gotArgs) != 4 || gotArgs[3] != pathsScript {
		t.Errorf("args %q: want the fixed script only", gotArgs)
	}
}

func TestPyenvShim(t *testing.T) {
	t.Setenv("PYENV_VERSION", "")
	root := t.TempDir()
	write(t, filepath.Join(root, "shims", "python3"), "#!/usr/bin/env bash\nexec pyenv exec python3 \"$@\"\n")
	write(t, filepath.Join(root, "version"), "3.11.7\n")
	write(t, filepath.Join(root, "versions", "3.11.7", "bin", "python3"), "\x7fELF")
	if got, want := pyenvTarget(filepath.Join(root, "shims", "python3"), ""), filepath.Join(root, "versions", "3.11.7", "bin", "python3"); got != want {
		t.Errorf("pyenvTarget = %q, want %q", got, want)
	}
	write(t, filepath.Join(root, "version"), "../../etc\n")
	if got := pyenvTarget(filepath.Join(root, "shims", "python3"), ""); got != "" {
		t.Errorf("a version naming a path was followed: %q", got)
	}
	if got := pyenvTarget("/usr/bin/python3", ""); got != "" {
		t.Errorf("not a shim: %q", got)
	}
}

func TestSymlinkedMetadataRefused(t *testing.T) {
	site := t.TempDir()
	secret := filepath.Join(t.TempDir(), "secret")
	write(t, secret, "Name: leaked\nVersion: 1\n\nSECRET\n")
	if err := os.MkdirAll(filepath.Join(site, "evil-1.0.dist-info"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(secret, filepath.Join(site, "evil-1.0.dist-info", "METADATA")); err != nil {
		t.Skip("no symlinks here")
	}
	e := &Env{SitePackages: []string{site}}
	d, ok := e.Find("evil")
	if !ok {
		t.Fatal("dist not listed")
	}
	if m, err := d.Metadata(); err == nil {
		t.Errorf("a symlinked METADATA was read: %q", m.Description)
	}
}

// debianPrefix is a trimmed copy of Debian's /usr with one real
// python3-* package (termcolor, whose metadata is a distutils egg-info
// file, not a directory) in /usr/lib/python3/dist-packages.
func debianPrefix(t *testing.T) string {
	t.Helper()
	p, err := filepath.Abs(filepath.Join("testdata", "debian", "usr"))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestSystemSiteVenvOverDebianPython(t *testing.T) {
	usr := debianPrefix(t)
	home := t.TempDir()
	user := filepath.Join(home, ".local", "lib", "python3.11", "site-packages")
	if err := os.MkdirAll(user, 0o755); err != nil {
		t.Fatal(err)
	}
	dist := filepath.Join(usr, "lib", "python3", "dist-packages")
	tests := []struct {
		name, cfg string
		want      []string
	}{
		{"system site packages", "home = " + filepath.Join(usr, "bin") + "\ninclude-system-site-packages = true\nversion = 3.11.2\n", []string{"venv", user, dist}},
		{"isolated", "home = " + filepath.Join(usr, "bin") + "\ninclude-system-site-packages = false\nversion = 3.11.2\n", []string{"venv"}},
		{"no home", "include-system-site-packages = true\nversion = 3.11.2\n", []string{"venv"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			proj := t.TempDir()
			write(t, filepath.Join(proj, "requirements.txt"), "termcolor==1.1.0\n")
			venv := filepath.Join(proj, ".venv")
			write(t, filepath.Join(venv, "pyvenv.cfg"), tt.cfg)
			site := filepath.Join(venv, "lib", "python3.11", "site-packages")
			if err := os.MkdirAll(site, 0o755); err != nil {
				t.Fatal(err)
			}
			e := ProjectEnv(proj, "", UserBase{Dir: filepath.Join(home, ".local")})
			if e == nil {
				t.Fatal("no env")
			}
			want := append([]string{}, tt.want...)
			want[0] = site
			if diff := cmp.Diff(want, e.SitePackages); diff != "" {
				t.Errorf("site packages (-want +got):\n%s", diff)
			}
			d, ok := e.Find("termcolor")
			if ok != (len(tt.want) > 1) {
				t.Fatalf("Find(termcolor) = %v", ok)
			}
			if !ok {
				return
			}
			m, err := d.Metadata()
			if err != nil {
				t.Fatal(err)
			}
			if got := m.Get("Version") + " " + m.Get("Summary"); got != "1.1.0 ANSII Color formatting for output in terminal." {
				t.Errorf("metadata %q", got)
			}
			if diff := cmp.Diff([]string{"termcolor"}, d.ImportNames()); diff != "" {
				t.Errorf("import names: %s", diff)
			}
			if o, ok := e.Owner("termcolor"); !ok || o.Version != "1.1.0" {
				t.Errorf("Owner(termcolor) = %+v, %v", o, ok)
			}
		})
	}
}

func TestVirtualEnvOutsideProject(t *testing.T) {
	proj := t.TempDir()
	write(t, filepath.Join(proj, "pyproject.toml"), "[project]\nname='p'\n")
	elsewhere := filepath.Join(t.TempDir(), "envs", "p")
	write(t, filepath.Join(elsewhere, "pyvenv.cfg"), "home = /nonexistent/bin\nversion = 3.12.1\n")
	tests := []struct {
		name, projectVenv, virtualEnv string
		want                          string // the env's prefix, "" for none
	}{
		{"VIRTUAL_ENV outside the project", "", elsewhere, elsewhere},
		{"the project's own venv first", ".venv", elsewhere, filepath.Join(proj, ".venv")},
		{"a relative VIRTUAL_ENV is not followed", "", "envs/p", ""},
		{"VIRTUAL_ENV not a venv", "", t.TempDir(), ""},
		{"none", "", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			os.RemoveAll(filepath.Join(proj, ".venv"))
			if tt.projectVenv != "" {
				write(t, filepath.Join(proj, tt.projectVenv, "pyvenv.cfg"), "home = /nonexistent/bin\n")
			}
			got := ""
			if e := ProjectEnv(proj, tt.virtualEnv, UserBase{}); e != nil {
				got = e.Prefix
			}
			if got != tt.want {
				t.Errorf("ProjectEnv = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestActiveDebianPython(t *testing.T) {
	// /usr/bin/python3 → python3.11, a binary: the layout is read from
	// files, Debian's dist-packages included.
	usr := t.TempDir()
	if err := os.CopyFS(usr, os.DirFS(debianPrefix(t))); err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(usr, "bin", "python3.11"), "\x7fELF")
	if err := os.Chmod(filepath.Join(usr, "bin", "python3.11"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("python3.11", filepath.Join(usr, "bin", "python3")); err != nil {
		t.Skip("no symlinks here")
	}
	write(t, filepath.Join(usr, "lib", "python3.11", "os.py"), "")
	local := filepath.Join(usr, "local", "lib", "python3.11", "dist-packages")
	if err := os.MkdirAll(local, 0o755); err != nil {
		t.Fatal(err)
	}
	e, err := Active(context.Background(), "", filepath.Join(usr, "bin", "python3"), "", UserBase{}, func(context.Context, string, ...string) ([]byte, error) {
		t.Error("ran the interpreter")
		return nil, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{local, filepath.Join(usr, "lib", "python3", "dist-packages")}, e.SitePackages); diff != "" {
		t.Errorf("site packages (-want +got):\n%s", diff)
	}
	if d, ok := e.Find("termcolor"); !ok || d.Version != "1.1.0" {
		t.Errorf("Find(termcolor) = %+v, %v", d, ok)
	}
}

// TestInstalled: Debian's python3-pymongo installs pymongo, and its
// top_level.txt also names bson (python3-bson) and gridfs (python3-gridfs).
func TestInstalled(t *testing.T) {
	tests := []struct {
		name  string
		files []string
		in    []string
		want  []string
	}{
		{"all installed", []string{"pymongo/__init__.py", "bson/__init__.py", "gridfs/__init__.py"}, []string{"bson", "gridfs", "pymongo"}, []string{"bson", "gridfs", "pymongo"}},
		{"one left to another package", []string{"pymongo/__init__.py", "bson/__init__.py"}, []string{"bson", "gridfs", "pymongo"}, []string{"bson", "pymongo"}},
		{"module, stub and extension", []string{"six.py", "yaml-stubs/__init__.pyi", "_cffi_backend.cpython-311-x86_64-linux-gnu.so"}, []string{"six", "yaml", "_cffi_backend", "ruamel.yaml"}, []string{"six", "yaml", "_cffi_backend"}},
		{"none found: names kept", nil, []string{"x"}, []string{"x"}},
		{"nil", nil, nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			site := t.TempDir()
			for _, f := range tt.files {
				p := filepath.Join(site, f)
				if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(p, nil, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			got := Dist{SitePackages: site}.Installed(tt.in)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Installed (-want +got):\n%s", diff)
			}
		})
	}
}

// TestDpkgImportNames: a distutils .egg-info file lists no files; dpkg's
// record of the package that installed it does (a trimmed copy of
// python3-sympy's, which installs isympy.py beside the sympy package).
// Its /usr/lib/python3/dist-packages paths are moved under a temporary
// site directory holding the same files.
func TestDpkgImportNames(t *testing.T) {
	site, info := installDpkgList(t, "python3-sympy", func(l string) bool {
		return strings.HasSuffix(l, ".py") || strings.HasSuffix(l, ".egg-info")
	})
	write(t, filepath.Join(info, "python3-other.list"), site+"/other/__init__.py\n")

	d := Dist{Name: "sympy", Version: "1.11.1", Dir: filepath.Join(site, "sympy-1.11.1.egg-info"), SitePackages: site}
	if diff := cmp.Diff([]string{"isympy", "sympy"}, d.ImportNames()); diff != "" {
		t.Errorf("ImportNames (-want +got):\n%s", diff)
	}
	// No dpkg record: the module named for the distribution.
	d2 := Dist{Name: "termcolor", Dir: filepath.Join(site, "termcolor-1.1.0.egg-info"), SitePackages: site}
	write(t, d2.Dir, "Name: termcolor\n")
	write(t, filepath.Join(site, "termcolor.py"), "")
	if diff := cmp.Diff([]string{"termcolor"}, d2.ImportNames()); diff != "" {
		t.Errorf("ImportNames without a record (-want +got):\n%s", diff)
	}
}

// TestCondaProjectEnv: `conda create -p ./env python=3.11 termcolor`
// writes no pyvenv.cfg: conda-meta/ marks the prefix, which holds the
// interpreter's standard library and site-packages. The project's answers
// come from it, from any directory in the project, rather than from
// whatever python3 is on PATH.
func TestCondaProjectEnv(t *testing.T) {
	proj := t.TempDir()
	write(t, filepath.Join(proj, "environment.yml"), "name: analysis\ndependencies:\n  - python=3.11\n  - termcolor=1.1.0\n")
	env := filepath.Join(proj, "env")
	write(t, filepath.Join(env, "conda-meta", "history"), "==> 2024-03-02 10:11:12 <==\n# cmd: conda create -p ./env python=3.11 termcolor=1.1.0\n+conda-forge/linux-64::python-3.11.7-hab00c5b_1_cpython\n")
	write(t, filepath.Join(env, "conda-meta", "python-3.11.7-hab00c5b_1_cpython.json"), `{"name": "python", "version": "3.11.7", "build": "hab00c5b_1_cpython"}`)
	write(t, filepath.Join(env, "lib", "python3.11", "os.py"), "")
	site := filepath.Join(env, "lib", "python3.11", "site-packages")
	copyTree(t, filepath.Join("testdata", "debian", "usr", "lib", "python3", "dist-packages"), site)
	sub := filepath.Join(proj, "notebooks")
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	e := ProjectEnv(sub, "", UserBase{})
	want := &Env{Kind: "project conda env", Prefix: env, PythonVersion: "3.11.7", SitePackages: []string{site}, Stdlib: filepath.Join(env, "lib", "python3.11")}
	if diff := cmp.Diff(want, e); diff != "" {
		t.Fatalf("ProjectEnv (-want +got):\n%s", diff)
	}
	if d, ok := e.Find("termcolor"); !ok || d.Version != "1.1.0" {
		t.Errorf("Find(termcolor) = %+v %v", d, ok)
	}
	// A conda prefix without Python is not a Python environment.
	bare := t.TempDir()
	write(t, filepath.Join(bare, "pyproject.toml"), "[project]\nname='p'\n")
	write(t, filepath.Join(bare, ".conda", "conda-meta", "history"), "")
	if e := ProjectEnv(bare, "", UserBase{}); e != nil {
		t.Errorf("conda prefix without Python: %+v", e)
	}
}

func copyTree(t *testing.T, from, to string) {
	t.Helper()
	err := filepath.WalkDir(from, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, p)
		write(t, filepath.Join(to, rel), string(b))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestEditableRootsFinder: a flat-layout project installed with
// `pip install -e .` (setuptools 65) gets no path in its .pth but a finder
// module whose MAPPING names the package directory (testdata/editable_finder,
// trimmed, the project's path replaced by @PROJECT@). A regular install
// has no editable roots; a mapping to a directory without the package is
// not one.
func TestEditableRootsFinder(t *testing.T) {
	root := t.TempDir()
	copyTree(t, filepath.Join("testdata", "editable_finder"), root)
	proj, site := filepath.Join(root, "project"), filepath.Join(root, "site-packages")
	finder := filepath.Join(site, "__editable___tidemodel_1_4_0_finder.py")
	b, err := os.ReadFile(finder)
	if err != nil {
		t.Fatal(err)
	}
	write(t, finder, strings.ReplaceAll(string(b), "@PROJECT@", proj))
	e := &Env{SitePackages: []string{site}}
	d, ok := e.Find("tidemodel")
	if !ok {
		t.Fatal("tidemodel not found")
	}
	if diff := cmp.Diff([]string{proj}, d.EditableRoots(d.ImportNames())); diff != "" {
		t.Errorf("EditableRoots (-want +got):\n%s", diff)
	}
	if got := d.EditableRoots([]string{"other"}); got != nil {
		t.Errorf("EditableRoots(other) = %v, want none", got)
	}
	regular := Dist{Name: "termcolor", Dir: filepath.Join("testdata", "debian", "usr", "lib", "python3", "dist-packages", "termcolor-1.1.0.egg-info"), SitePackages: filepath.Join("testdata", "debian", "usr", "lib", "python3", "dist-packages")}
	if got := regular.EditableRoots(regular.ImportNames()); got != nil {
		t.Errorf("regular install: EditableRoots = %v", got)
	}
}

func TestUserBaseFor(t *testing.T) {
	tests := []struct {
		name string
		env  map[string]string
		home string
		want UserBase
	}{
		{"home", nil, "/home/u", UserBase{Dir: "/home/u/.local"}},
		{"no home", nil, "", UserBase{}},
		{"PYTHONUSERBASE", map[string]string{"PYTHONUSERBASE": "/opt/py/"}, "/home/u", UserBase{Dir: "/opt/py", FromEnv: true}},
		{"relative PYTHONUSERBASE is not followed", map[string]string{"PYTHONUSERBASE": "opt"}, "/home/u", UserBase{Dir: "/home/u/.local"}},
		{"PYTHONNOUSERSITE", map[string]string{"PYTHONNOUSERSITE": "1", "PYTHONUSERBASE": "/opt/py"}, "/home/u", UserBase{FromEnv: true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := UserBaseFor(tt.home, func(k string) string { return tt.env[k] })
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Error(diff)
			}
		})
	}
}

// The interpreter is asked with -E, which hides PYTHONUSERBASE and
// PYTHONNOUSERSITE from it: the user site they decide replaces the one it
// reports (pip install --user with PYTHONUSERBASE, as container images
// set it).
func TestActiveUserBaseFromEnv(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "python3"), "#!/bin/sh\n")
	if err := os.Chmod(filepath.Join(dir, "python3"), 0o755); err != nil {
		t.Fatal(err)
	}
	site := filepath.Join(dir, "site")
	defaultUser := filepath.Join(dir, "home", ".local", "lib", "python3.11", "site-packages")
	base := filepath.Join(dir, "userbase")
	envUser := filepath.Join(base, "lib", "python3.11", "site-packages")
	for _, d := range []string{site, defaultUser, envUser} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("PATH", dir)
	run := func(ctx context.Context, prog string, args ...string) ([]byte, error) {
		return []byte(`{"version":"3.11.7","prefix":"/p","stdlib":"/p/lib/python3.11","purelib":"` + site + `","platlib":"` + site + `","usersite":"` + defaultUser + `","path":[]}`), nil
	}
	tests := []struct {
		name string
		user UserBase
		want []string
	}{
		{"default", UserBase{Dir: filepath.Join(dir, "home", ".local")}, []string{defaultUser, site}},
		{"PYTHONUSERBASE", UserBase{Dir: base, FromEnv: true}, []string{envUser, site}},
		{"PYTHONNOUSERSITE", UserBase{FromEnv: true}, []string{site}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, err := Active(context.Background(), "", "", "", tt.user, run)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, e.SitePackages); diff != "" {
				t.Error(diff)
			}
		})
	}
}

// TestPyenvLocal: a project's .python-version (pyenv local, uv python
// pin) picks the interpreter pyenv's shim runs there: exact, by prefix
// (the highest 3.12.x, 3.12.10 over 3.12.9), the first installed of
// several, from a parent directory; not "system", not with PYENV_VERSION
// set, not without a shim on PATH.
func TestPyenvLocal(t *testing.T) {
	root := t.TempDir()
	shim := filepath.Join(root, "shims", "python3")
	write(t, shim, "#!/usr/bin/env bash\nexec pyenv exec python3 \"$@\"\n")
	if err := os.Chmod(shim, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, v := range []string{"3.9.18", "3.12.9", "3.12.10"} {
		write(t, filepath.Join(root, "versions", v, "bin", "python3"), "\x7fELF")
	}
	bin := func(v string) string { return filepath.Join(root, "versions", v, "bin", "python3") }
	proj := t.TempDir()
	tests := []struct {
		file, content, dir string
		env                map[string]string
		want               string
	}{
		{file: "a/.python-version", content: "3.9.18\n", dir: "a", want: bin("3.9.18")},
		{file: "b/.python-version", content: "3.12\n", dir: "b/src/pkg", want: bin("3.12.10")},
		{file: "c/.python-version", content: "3.8.1\n3.9.18\n", dir: "c", want: bin("3.9.18")},
		{file: "d/.python-version", content: "system\n", dir: "d"},
		{file: "e/.python-version", content: "../../etc\n", dir: "e"},
		{file: "f/.python-version", content: "3.9.18\n", dir: "f", env: map[string]string{"PYENV_VERSION": "3.12.9"}},
		{dir: "."}, // no file: the global version decides (Active)
	}
	for _, tt := range tests {
		t.Run(tt.dir, func(t *testing.T) {
			if tt.file != "" {
				write(t, filepath.Join(proj, tt.file), tt.content)
			}
			if err := os.MkdirAll(filepath.Join(proj, tt.dir), 0o755); err != nil {
				t.Fatal(err)
			}
			getenv := func(k string) string { return tt.env[k] }
			got, file := PyenvLocal(filepath.Join(proj, tt.dir), shim, getenv)
			if got != tt.want {
				t.Fatalf("PyenvLocal = %q, want %q", got, tt.want)
			}
			if tt.want != "" && file != filepath.Join(proj, tt.file) {
				t.Errorf("file %s, want %s", file, filepath.Join(proj, tt.file))
			}
		})
	}
	if got, _ := PyenvLocal(filepath.Join(proj, "a"), "/usr/bin/python3", nil); got != "" {
		t.Errorf("no shim: %q", got)
	}
}

// TestManagedEnv: environments a project manager keeps outside the
// project: UV_PROJECT_ENVIRONMENT, Pipenv's (the virtualenv whose .project
// names the project, not another project's of the same directory name),
// Poetry's (named as Poetry names it; names checked against Poetry's
// generate_env_name run in Python).
func TestManagedEnv(t *testing.T) {
	if got := poetryEnvName("My_Project.Name", "/home/u/src/my-project"); got != "my-project-name-nlgESsNH" {
		t.Errorf("poetryEnvName = %q", got)
	}
	if got := poetryEnvName("app", "/tmp/x y/app"); got != "app-JUlxvq_m" {
		t.Errorf("poetryEnvName = %q", got)
	}
	// Hatch's id of /tmp/s23/hatchapp, as Hatch's Path.id computes it
	// (urlsafe_b64encode(sha256(path)).decode()[:8], run in Python 3.11).
	if got := hatchEnvDir("/d", "Hatch_App", "/tmp/s23/hatchapp"); got != filepath.FromSlash("/d/env/virtual/hatch-app/FmBN6mcW/hatch-app") {
		t.Errorf("hatchEnvDir = %q", got)
	}
	home := t.TempDir()
	venv := func(dir string) string {
		write(t, filepath.Join(dir, "pyvenv.cfg"), "home = /usr/bin\nversion = 3.11.2\n")
		write(t, filepath.Join(dir, "lib", "python3.11", "site-packages", "x.py"), "")
		return dir
	}
	projects := t.TempDir()
	uvProj := filepath.Join(projects, "uvproj")
	write(t, filepath.Join(uvProj, "pyproject.toml"), "[project]\nname='uvproj'\n")
	uvEnv := venv(filepath.Join(home, "envs", "uvproj"))

	pipProj := filepath.Join(projects, "web app")
	write(t, filepath.Join(pipProj, "Pipfile"), "[packages]\n")
	workon := filepath.Join(home, ".local", "share", "virtualenvs")
	other := venv(filepath.Join(workon, "web_app-Zz9Yy8Xx"))
	write(t, filepath.Join(other, ".project"), "/elsewhere/web app")
	pipEnv := venv(filepath.Join(workon, "web_app-Q1w2E3r4"))
	write(t, filepath.Join(pipEnv, ".project"), pipProj+"\n")

	poetProj := filepath.Join(projects, "poet")
	write(t, filepath.Join(poetProj, "pyproject.toml"), "[tool.poetry]\nname='Poet_Lib'\n")
	write(t, filepath.Join(poetProj, "poetry.lock"), "")
	real, _ := filepath.EvalSymlinks(poetProj)
	cache := filepath.Join(home, ".cache", "pypoetry", "virtualenvs")
	venv(filepath.Join(cache, poetryEnvName("Poet_Lib", real)+"-py3.9"))
	poetEnv := venv(filepath.Join(cache, poetryEnvName("Poet_Lib", real)+"-py3.11"))

	hatchProj := filepath.Join(projects, "hatched")
	write(t, filepath.Join(hatchProj, "pyproject.toml"), "[project]\nname='Hatch_App'\n")
	realHatch, _ := filepath.EvalSymlinks(hatchProj)
	hatchEnv := venv(hatchEnvDir(filepath.Join(home, ".local", "share", "hatch"), "Hatch_App", realHatch))
	hatchData := t.TempDir()
	hatchEnvElsewhere := venv(hatchEnvDir(hatchData, "Hatch_App", realHatch))

	tests := []struct {
		name, root, project string
		env                 map[string]string
		want                string
	}{
		{name: "hatch default environment", root: hatchProj, project: "Hatch_App", want: hatchEnv},
		{name: "hatch, HATCH_DATA_DIR", root: hatchProj, project: "Hatch_App", env: map[string]string{"HATCH_DATA_DIR": hatchData}, want: hatchEnvElsewhere},
		{name: "hatch, XDG_DATA_HOME without it", root: hatchProj, project: "Hatch_App", env: map[string]string{"XDG_DATA_HOME": t.TempDir()}},
		{name: "uv", root: uvProj, env: map[string]string{"UV_PROJECT_ENVIRONMENT": uvEnv}, want: uvEnv},
		{name: "pipenv", root: pipProj, want: pipEnv},
		{name: "pipenv, WORKON_HOME elsewhere", root: pipProj, env: map[string]string{"WORKON_HOME": t.TempDir()}},
		{name: "poetry, highest python", root: poetProj, project: "Poet_Lib", want: poetEnv},
		{name: "poetry, other name", root: poetProj, project: "other"},
		{name: "nothing", root: uvProj},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := ManagedEnv(tt.root, tt.project, func(k string) string { return tt.env[k] }, home, UserBase{})
			got := ""
			if e != nil {
				got = e.Prefix
			}
			if got != tt.want {
				t.Errorf("ManagedEnv = %q, want %q", got, tt.want)
			}
		})
	}
}

// pytest 7.2.1 installs a py.py shim and lists py in top_level.txt, but
// Debian's python3-py installs the package py/ beside it, which Python
// imports instead: what py holds there is not pytest's (testdata/shadowed:
// pytest's real top_level.txt and RECORD, trimmed).
func TestShadowedModule(t *testing.T) {
	site := t.TempDir()
	for _, f := range []string{"top_level.txt", "RECORD"} {
		b, err := os.ReadFile(filepath.Join("testdata", "shadowed", "pytest-7.2.1.dist-info", f))
		if err != nil {
			t.Fatal(err)
		}
		write(t, filepath.Join(site, "pytest-7.2.1.dist-info", f), string(b))
	}
	for _, f := range []string{"py.py", "pytest/__init__.py", "_pytest/__init__.py"} {
		write(t, filepath.Join(site, f), "")
	}
	d := Dist{Name: "pytest", Version: "7.2.1", Dir: filepath.Join(site, "pytest-7.2.1.dist-info"), SitePackages: site}
	if d.Shadowed("py") || d.Shadowed("pytest") {
		t.Error("shadowed without another py package")
	}
	write(t, filepath.Join(site, "py", "__init__.py"), "") // python3-py's package
	if !d.Shadowed("py") || d.Shadowed("pytest") || d.Shadowed("_pytest") {
		t.Errorf("Shadowed py, pytest, _pytest = %v, %v, %v; want true, false, false", d.Shadowed("py"), d.Shadowed("pytest"), d.Shadowed("_pytest"))
	}
}

// TestNamespaceImportNames: a distribution inside a namespace package it
// shares with others (zope.interface, ruamel.yaml; google-auth) imports
// as the packages it installs there, not as the namespace, whose other
// children are other distributions'. Debian's python3-zope.interface
// 5.5.2 declares zope in namespace_packages.txt, and its file list is
// dpkg's; a pip-installed PEP 420 namespace (no google/__init__.py) is
// read from RECORD.
func TestNamespaceImportNames(t *testing.T) {
	site, _ := installDpkgList(t, "python3-zope.interface", func(l string) bool {
		return strings.HasSuffix(l, ".py") || strings.HasSuffix(l, ".txt") || strings.HasSuffix(l, "PKG-INFO")
	})
	egg := filepath.Join(site, "zope.interface-5.5.2.egg-info")
	write(t, filepath.Join(egg, "top_level.txt"), "zope\n")
	write(t, filepath.Join(egg, "namespace_packages.txt"), "zope\n")
	// zope.event, another distribution, in the same namespace
	write(t, filepath.Join(site, "zope", "event", "__init__.py"), "")

	google := filepath.Join(site, "google_auth-2.29.0.dist-info")
	write(t, filepath.Join(google, "top_level.txt"), "google\n")
	write(t, filepath.Join(google, "RECORD"), "google/auth/__init__.py,sha256=x,1\ngoogle/auth/_helpers.py,sha256=x,1\ngoogle/oauth2/__init__.py,sha256=x,1\ngoogle_auth-2.29.0.dist-info/RECORD,,\n")
	for _, f := range []string{"auth/__init__.py", "auth/_helpers.py", "oauth2/__init__.py", "protobuf/__init__.py"} {
		write(t, filepath.Join(site, "google", f), "") // protobuf: another distribution's
	}
	tests := []struct {
		name string
		d    Dist
		want []string
	}{
		{"declared namespace, dpkg's list", Dist{Name: "zope.interface", Dir: egg, SitePackages: site}, []string{"zope.interface"}},
		{"PEP 420 namespace, RECORD", Dist{Name: "google-auth", Dir: google, SitePackages: site}, []string{"google.auth", "google.oauth2"}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, tt.d.ImportNames()); diff != "" {
			t.Errorf("%s: ImportNames (-want +got):\n%s", tt.name, diff)
		}
	}
	// No file list at all: the child the distribution is named for.
	dpkgInfo = t.TempDir()
	dpkgOwned.Clear()
	if diff := cmp.Diff([]string{"zope.interface"}, (Dist{Name: "zope.interface", Dir: egg, SitePackages: site}).ImportNames()); diff != "" {
		t.Errorf("without a file list: ImportNames (-want +got):\n%s", diff)
	}
}

// installDpkgList installs testdata/dpkg/NAME.list (a dpkg file list,
// "#" lines its comments) as dpkg would have: under a fresh
// site-packages directory, creating the listed files touch says to, and
// the list itself in a fresh dpkg info directory that dpkgInfo names
// for the test. It returns both directories.
func installDpkgList(t *testing.T, name string, touch func(path string) bool) (site, info string) {
	t.Helper()
	rec, err := os.ReadFile(filepath.Join("testdata", "dpkg", name+".list"))
	if err != nil {
		t.Fatal(err)
	}
	site = filepath.Join(t.TempDir(), "dist-packages")
	info = t.TempDir()
	var lines []string
	for _, l := range strings.Split(strings.TrimSpace(string(rec)), "\n") {
		if strings.HasPrefix(l, "#") {
			continue
		}
		if rel, ok := strings.CutPrefix(l, "/usr/lib/python3/dist-packages"); ok {
			l = site + rel
			if touch(l) {
				write(t, l, "")
			}
		}
		lines = append(lines, l)
	}
	write(t, filepath.Join(info, name+".list"), strings.Join(lines, "\n")+"\n")
	old := dpkgInfo
	dpkgInfo = info
	t.Cleanup(func() { dpkgInfo = old })
	return site, info
}

// TestProjectEnvOtherNames: a project's venv under a name of its own
// (python -m venv .venv-3.12), direnv's (layout python), and the one PDM
// selected (.pdm-python, maybe outside the project). Main found none of
// them without VIRTUAL_ENV, which MCP clients do not pass: the answer came
// from whatever interpreter was on PATH.
func TestProjectEnvOtherNames(t *testing.T) {
	// pyvenv.cfg as python3.11 -m venv writes it.
	venv := func(dir string) string {
		write(t, filepath.Join(dir, "pyvenv.cfg"), "home = /usr/bin\ninclude-system-site-packages = false\nversion = 3.11.7\nexecutable = /usr/bin/python3.11\ncommand = /usr/bin/python3 -m venv "+dir+"\n")
		write(t, filepath.Join(dir, "lib", "python3.11", "site-packages", "x.py"), "")
		return dir
	}
	home := t.TempDir()
	pdmShared := venv(filepath.Join(home, ".local", "share", "pdm", "venvs", "pdmproj-Z1y2X3w4-3.11"))
	tests := []struct {
		name  string
		setup func(proj string) string // the wanted prefix, "" for none
	}{
		{"own name", func(proj string) string { return venv(filepath.Join(proj, ".venv-3.12")) }},
		{"direnv layout python", func(proj string) string { return venv(filepath.Join(proj, ".direnv", "python-3.11.7")) }},
		{"two: the user's choice", func(proj string) string {
			venv(filepath.Join(proj, "py311"))
			venv(filepath.Join(proj, "py312"))
			return ""
		}},
		{".venv first", func(proj string) string {
			venv(filepath.Join(proj, "other-env"))
			return venv(filepath.Join(proj, ".venv"))
		}},
		{".pdm-python over .venv", func(proj string) string {
			venv(filepath.Join(proj, ".venv"))
			write(t, filepath.Join(proj, ".pdm-python"), filepath.Join(pdmShared, "bin", "python"))
			return pdmShared
		}},
		{".pdm-python naming no venv", func(proj string) string {
			write(t, filepath.Join(proj, ".pdm-python"), "/usr/bin/python3")
			return ""
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			proj := filepath.Join(t.TempDir(), "proj")
			write(t, filepath.Join(proj, "pyproject.toml"), "[project]\nname = 'pdmproj'\n")
			want := tt.setup(proj)
			sub := filepath.Join(proj, "src", "pkg")
			if err := os.MkdirAll(sub, 0o755); err != nil {
				t.Fatal(err)
			}
			got := ""
			if e := ProjectEnv(sub, "", UserBase{}); e != nil {
				got = e.Prefix
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("ProjectEnv prefix -want +got\n%s", diff)
			}
		})
	}
	// A directory that is no project is not searched for venvs of other
	// names: a home directory's would answer for everything below it.
	bare := t.TempDir()
	venv(filepath.Join(bare, "py311"))
	sub := filepath.Join(bare, "scripts")
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	if e := ProjectEnv(sub, "", UserBase{}); e != nil {
		t.Errorf("no project: ProjectEnv = %+v", e)
	}
}

// TestInterpreterInVenv: a .python-version naming a pyenv-virtualenv env
// (pyenv virtualenv 3.12.1 myenv: versions/myenv links to
// versions/3.12.1/envs/myenv, whose bin/python3 links to the base
// interpreter) runs in that env, as Python finds it from the pyvenv.cfg
// above the path it was run by. Main resolved the links first and read
// the base interpreter's site-packages.
func TestInterpreterInVenv(t *testing.T) {
	root := t.TempDir()
	base := filepath.Join(root, "versions", "3.12.1")
	write(t, filepath.Join(base, "bin", "python3.12"), "\x7fELF")
	write(t, filepath.Join(base, "lib", "python3.12", "os.py"), "")
	write(t, filepath.Join(base, "lib", "python3.12", "site-packages", "base.py"), "")
	env := filepath.Join(base, "envs", "myenv")
	// pyvenv.cfg as pyenv-virtualenv (python -m venv) writes it.
	write(t, filepath.Join(env, "pyvenv.cfg"), "home = "+filepath.Join(base, "bin")+"\ninclude-system-site-packages = false\nversion = 3.12.1\nexecutable = "+filepath.Join(base, "bin", "python3.12")+"\ncommand = "+filepath.Join(base, "bin", "python")+" -m venv "+env+"\n")
	write(t, filepath.Join(env, "lib", "python3.12", "site-packages", "six.py"), "")
	if err := os.MkdirAll(filepath.Join(env, "bin"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(base, "bin", "python3.12"), filepath.Join(env, "bin", "python3")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(env, filepath.Join(root, "versions", "myenv")); err != nil {
		t.Fatal(err)
	}
	exe := filepath.Join(root, "versions", "myenv", "bin", "python3")
	e, err := Interpreter(context.Background(), exe, "pyenv interpreter", UserBase{}, func(context.Context, string, ...string) ([]byte, error) {
		t.Fatal("the interpreter was run; its environment is read from the files")
		return nil, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{filepath.Join(root, "versions", "myenv", "lib", "python3.12", "site-packages")}
	if diff := cmp.Diff(want, e.SitePackages); diff != "" || e.Prefix != filepath.Join(root, "versions", "myenv") {
		t.Errorf("prefix %s, site-packages -want +got\n%s", e.Prefix, diff)
	}
}

// TestTopLevelSubpackages: Debian's python3-sentencepiece ships a
// top_level.txt that names the package's own modules by path
// ("sentencepiece/__init__", "sentencepiece/_version"), as setuptools
// writes it for a build listing them so: they are reached through the
// one top-level package, not import roots of their own. A namespace's
// package, whose parent is not listed, stays a root.
func TestTopLevelSubpackages(t *testing.T) {
	site, _ := installDpkgList(t, "python3-sentencepiece", func(l string) bool {
		return strings.HasSuffix(l, ".py") || strings.HasSuffix(l, ".so") || strings.HasSuffix(l, "PKG-INFO")
	})
	egg := filepath.Join(site, "sentencepiece-0.1.97.egg-info")
	// top_level.txt as the Debian package has it
	write(t, filepath.Join(egg, "top_level.txt"), "sentencepiece\nsentencepiece/__init__\nsentencepiece/_version\nsentencepiece/sentencepiece_model_pb2\nsentencepiece/sentencepiece_pb2\n")
	ns := filepath.Join(site, "nsonly-1.0.dist-info")
	write(t, filepath.Join(ns, "top_level.txt"), "nsonly/pkg\n")
	write(t, filepath.Join(site, "nsonly", "pkg", "__init__.py"), "")
	tests := []struct {
		name string
		d    Dist
		want []string
	}{
		{"subpackages by path", Dist{Name: "sentencepiece", Dir: egg, SitePackages: site}, []string{"sentencepiece"}},
		{"a namespace's package", Dist{Name: "nsonly", Dir: ns, SitePackages: site}, []string{"nsonly.pkg"}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, tt.d.ImportNames()); diff != "" {
			t.Errorf("%s: ImportNames (-want +got):\n%s", tt.name, diff)
		}
	}
}

// TestForeignPackageImportNames: Debian's python3-h5py-mpi (3.7.0)
// installs h5py/_debian_h5py_mpi/ and a dist-info whose top_level.txt
// says "h5py", whose h5py/__init__.py is python3-h5py's (it loads the
// serial or the MPI build): the distribution's own package is the one it
// installs inside (RECORD trimmed to a few rows).
func TestForeignPackageImportNames(t *testing.T) {
	site := t.TempDir()
	info := filepath.Join(site, "h5py._debian_h5py_mpi-3.7.0.dist-info")
	write(t, filepath.Join(info, "top_level.txt"), "h5py\n")
	write(t, filepath.Join(info, "RECORD"), `h5py._debian_h5py_mpi-3.7.0.dist-info/METADATA,sha256=AItgQXwtWQh73o44PrPRnhYc2zMAi78iQJsMYkFTeOQ,1886
h5py._debian_h5py_mpi-3.7.0.dist-info/RECORD,,
h5py._debian_h5py_mpi-3.7.0.dist-info/top_level.txt,sha256=fO7Bsaa0F3Nx6djErCCbSw4-E7rBFMWrBVTGLEMxUMg,5
h5py/_debian_h5py_mpi/__init__.py,sha256=vETNQiIzQr4fNHA7ucd7bedmXzoHsrvc9GHQG5vGPtE,3750
h5py/_debian_h5py_mpi/_hl/__init__.py,sha256=x,1
h5py/_debian_h5py_mpi/h5.cpython-311-x86_64-linux-gnu.so,sha256=x,1
`)
	write(t, filepath.Join(site, "h5py", "__init__.py"), "") // python3-h5py's
	write(t, filepath.Join(site, "h5py", "_debian_h5py_mpi", "__init__.py"), "")
	d := Dist{Name: "h5py.-debian-h5py-mpi", Dir: info, SitePackages: site}
	if diff := cmp.Diff([]string{"h5py._debian_h5py_mpi"}, d.ImportNames()); diff != "" {
		t.Errorf("ImportNames (-want +got):\n%s", diff)
	}
	// The distribution that owns h5py/__init__.py keeps h5py.
	own := filepath.Join(site, "h5py-3.7.0.dist-info")
	write(t, filepath.Join(own, "top_level.txt"), "h5py\n")
	write(t, filepath.Join(own, "RECORD"), "h5py/__init__.py,sha256=x,1\nh5py-3.7.0.dist-info/RECORD,,\n")
	if diff := cmp.Diff([]string{"h5py"}, (Dist{Name: "h5py", Dir: own, SitePackages: site}).ImportNames()); diff != "" {
		t.Errorf("owner: ImportNames (-want +got):\n%s", diff)
	}
}

// TestNamesakeModule: Debian's python3-ahocorasick (1.4.1) as the venv
// shape lays it out: its pyahocorasick-1.4.1.egg-info file (distutils:
// no file list) beside the compiled ahocorasick module, with no dpkg
// record for that directory. The module named for most of the
// distribution's name is its import name; one named for a small part is
// not taken.
func TestNamesakeModule(t *testing.T) {
	old := dpkgInfo
	dpkgInfo = t.TempDir()
	dpkgOwned.Clear()
	t.Cleanup(func() { dpkgInfo = old; dpkgOwned.Clear() })
	site := t.TempDir()
	egg := filepath.Join(site, "pyahocorasick-1.4.1.egg-info")
	write(t, egg, "Metadata-Version: 2.1\nName: pyahocorasick\nVersion: 1.4.1\n")
	write(t, filepath.Join(site, "ahocorasick.cpython-311-x86_64-linux-gnu.so"), "")
	write(t, filepath.Join(site, "py.py"), "")
	write(t, filepath.Join(site, "other", "__init__.py"), "")
	d := Dist{Name: "pyahocorasick", Version: "1.4.1", Dir: egg, SitePackages: site}
	if diff := cmp.Diff([]string{"ahocorasick"}, d.ImportNames()); diff != "" {
		t.Errorf("ImportNames (-want +got):\n%s", diff)
	}
}

// TestTopLevelNotInstalled: Debian's python3-importlib-metadata (4.12.0)
// installs a dist-info whose top_level.txt says "debian" and
// "importlib_metadata" (setuptools took the source tree's debian/
// packaging directory for a package); its RECORD (trimmed to a few rows)
// installs only importlib_metadata. With python3-debian installed, debian/
// is a real package beside it, another distribution's, and not an import
// name of this one.
func TestTopLevelNotInstalled(t *testing.T) {
	site := t.TempDir()
	info := filepath.Join(site, "importlib_metadata-4.12.0.dist-info")
	write(t, filepath.Join(info, "top_level.txt"), "debian\nimportlib_metadata\n")
	write(t, filepath.Join(info, "RECORD"), `importlib_metadata-4.12.0.dist-info/METADATA,sha256=293c714dab532597e546593b9824a33c944450aaa34e48892fda0403eb07d924,3995
importlib_metadata-4.12.0.dist-info/RECORD,,
importlib_metadata-4.12.0.dist-info/top_level.txt,sha256=x,26
importlib_metadata/__init__.py,sha256=x,1
importlib_metadata/_adapters.py,sha256=x,1
`)
	write(t, filepath.Join(site, "importlib_metadata", "__init__.py"), "")
	write(t, filepath.Join(site, "debian", "__init__.py"), "") // python3-debian's
	d := Dist{Name: "importlib-metadata", Dir: info, SitePackages: site}
	if diff := cmp.Diff([]string{"importlib_metadata"}, d.ImportNames()); diff != "" {
		t.Errorf("ImportNames (-want +got):\n%s", diff)
	}
}

// TestTopLevelNotInstalledEggInfo: Debian's python3-setuptools (66.1.1)
// installs an .egg-info directory (no file list) whose top_level.txt says
// "debian", "pkg_resources" and "setuptools". dpkg's record of it holds
// setuptools only: python3-pkg-resources ships pkg_resources and no
// metadata of its own, so it stays (as does _distutils_hack, a private
// name the caller drops); python3-debian ships debian/ and a
// top_level.txt naming it, so it is that distribution's, not this one's.
func TestTopLevelNotInstalledEggInfo(t *testing.T) {
	old := dpkgInfo
	dpkgInfo = t.TempDir()
	dpkgOwned.Clear()
	t.Cleanup(func() { dpkgInfo = old; dpkgOwned.Clear() })
	site := t.TempDir()
	egg := filepath.Join(site, "setuptools-66.1.1.egg-info")
	write(t, filepath.Join(egg, "PKG-INFO"), "Metadata-Version: 2.1\nName: setuptools\nVersion: 66.1.1\n")
	write(t, filepath.Join(egg, "top_level.txt"), "_distutils_hack\ndebian\npkg_resources\nsetuptools\n")
	write(t, filepath.Join(site, "setuptools", "__init__.py"), "")
	write(t, filepath.Join(site, "pkg_resources", "__init__.py"), "")
	write(t, filepath.Join(site, "debian", "__init__.py"), "")
	deb := filepath.Join(site, "python_debian-0.1.49.egg-info")
	write(t, filepath.Join(deb, "top_level.txt"), "deb822\ndebian\ndebian_bundle\n")
	list := func(pkg string, paths ...string) {
		write(t, filepath.Join(dpkgInfo, pkg+".list"), strings.Join(paths, "\n")+"\n")
	}
	list("python3-setuptools", egg, filepath.Join(egg, "top_level.txt"), filepath.Join(site, "setuptools"), filepath.Join(site, "setuptools", "__init__.py"))
	list("python3-pkg-resources", filepath.Join(site, "pkg_resources"), filepath.Join(site, "pkg_resources", "__init__.py"))
	list("python3-debian", filepath.Join(site, "debian"), filepath.Join(site, "debian", "__init__.py"), deb, filepath.Join(deb, "top_level.txt"))
	d := Dist{Name: "setuptools", Version: "66.1.1", Dir: egg, SitePackages: site}
	if diff := cmp.Diff([]string{"_distutils_hack", "pkg_resources", "setuptools"}, d.ImportNames()); diff != "" {
		t.Errorf("ImportNames (-want +got):\n%s", diff)
	}
}

// TestSameNameTwice: Debian's python3-click (click 8.1.3, the click
// package) and python3-click-package (a distribution also named click,
// 0.5.0.post9, whose code is click_package) put two click egg-info
// directories in one site-packages. Python takes whichever the
// directory lists first; Find takes the one that installs the module the
// name imports as, so click.BaseCommand is looked for in click's code,
// not click_package's, and, of two that both do (a stale dist-info left
// by an upgrade), the newest.
func TestSameNameTwice(t *testing.T) {
	for _, tt := range []struct {
		name  string
		infos map[string]string // egg-info directory → top_level.txt
		want  string
	}{
		{"the one installing the module", map[string]string{"click-0.5.0.post9.egg-info": "click_package\n", "click-8.1.3.egg-info": "click\n"}, "8.1.3"},
		{"the module's over a newer one", map[string]string{"click-9.0.egg-info": "click_package\n", "click-8.1.3.egg-info": "click\n"}, "8.1.3"},
		{"the newest of two installing it", map[string]string{"click-8.1.3.egg-info": "click\n", "click-7.0.egg-info": "click\n"}, "8.1.3"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			site := t.TempDir()
			for dir, top := range tt.infos {
				name, version, _ := strings.Cut(strings.TrimSuffix(dir, ".egg-info"), "-")
				write(t, filepath.Join(site, dir, "PKG-INFO"), "Metadata-Version: 2.1\nName: "+name+"\nVersion: "+version+"\n")
				write(t, filepath.Join(site, dir, "top_level.txt"), top)
			}
			write(t, filepath.Join(site, "click", "__init__.py"), "")
			write(t, filepath.Join(site, "click_package", "__init__.py"), "")
			d, ok := (&Env{SitePackages: []string{site}}).Find("click")
			if !ok || d.Version != tt.want {
				t.Errorf("Find(click) = %s %v, want %s", d.Version, ok, tt.want)
			}
		})
	}
}

// TestPythonPath: PYTHONPATH's existing directories, in order, ahead of
// the environment's site-packages; a relative entry read against the base
// directory, as Python reads it against its working directory (an empty
// one is that directory), and left out with no base; missing ones left
// out.
func TestPythonPath(t *testing.T) {
	a, b := t.TempDir(), t.TempDir()
	if err := os.Mkdir(filepath.Join(a, "rel"), 0o755); err != nil {
		t.Fatal(err)
	}
	sep := string(os.PathListSeparator)
	for _, tt := range []struct {
		value, base string
		want        []string
	}{
		{"", "", nil},
		{"", a, nil},
		{a + sep + "rel" + sep + filepath.Join(a, "missing") + sep + b + sep + a + "/", "", []string{a, b}},
		{"rel" + sep + "missing" + sep + b + sep + "./rel/", a, []string{filepath.Join(a, "rel"), b}},
		{sep + "rel" + sep + ".", a, []string{a, filepath.Join(a, "rel")}},
		{"../" + filepath.Base(b), a, []string{b}},
	} {
		got := PythonPath(func(k string) string {
			if k == "PYTHONPATH" {
				return tt.value
			}
			return ""
		}, tt.base)
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("PythonPath(%q, %q) (-want +got):\n%s", tt.value, tt.base, diff)
		}
	}
	e := &Env{SitePackages: []string{"/site", b}}
	if diff := cmp.Diff([]string{a, b, "/site"}, e.WithPath([]string{a, b}).SitePackages); diff != "" {
		t.Errorf("WithPath (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"/site", b}, e.SitePackages); diff != "" {
		t.Errorf("WithPath changed its receiver (-want +got):\n%s", diff)
	}
}
