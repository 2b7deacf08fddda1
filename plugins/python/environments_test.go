package python

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// debianUsr copies the trimmed Debian /usr of sitepkgs' testdata (one
// real python3-* package, termcolor 1.1.0, in /usr/lib/python3/dist-packages)
// and adds a python3.11 binary stub and the standard library's marker.
func debianUsr(t *testing.T) string {
	t.Helper()
	usr := filepath.Join(t.TempDir(), "usr")
	if err := os.CopyFS(usr, os.DirFS(filepath.Join("sitepkgs", "testdata", "debian", "usr"))); err != nil {
		t.Fatal(err)
	}
	writeFiles(t, usr, map[string]string{"bin/python3.11": "\x7fELF", "lib/python3.11/os.py": ""})
	if err := os.Chmod(filepath.Join(usr, "bin", "python3.11"), 0o755); err != nil {
		t.Fatal(err)
	}
	return usr
}

// TestDistributionEnvironments: the environments Debian's python3 makes,
// as a user has them, answer the installed version.
func TestDistributionEnvironments(t *testing.T) {
	usr := debianUsr(t)
	systemSite := "home = " + filepath.Join(usr, "bin") + "\ninclude-system-site-packages = true\nversion = 3.11.2\n"
	elsewhere := filepath.Join(t.TempDir(), "envs", "app")
	writeFiles(t, elsewhere, map[string]string{"pyvenv.cfg": systemSite, "lib/python3.11/site-packages/.keep": ""})
	// An activated venv outside the project holding another termcolor
	// (its metadata as pip writes it).
	other := filepath.Join(t.TempDir(), "envs", "other")
	writeFiles(t, other, map[string]string{"pyvenv.cfg": "home = /usr/bin\nversion = 3.11.2\n",
		"lib/python3.11/site-packages/termcolor-1.0.0.dist-info/METADATA": "Metadata-Version: 2.1\nName: termcolor\nVersion: 1.0.0\n",
		"lib/python3.11/site-packages/termcolor.py":                       "def colored(text): pass\n"})
	tests := []struct {
		name       string
		files      map[string]string // the project's
		virtualEnv string
		python     string   // Config.Python; "" for none
		wantNotes  []string // notes containing these; none for no note
	}{
		{name: "venv with system site packages", files: map[string]string{".venv/pyvenv.cfg": systemSite, "pyproject.toml": "[project]\nname='app'\ndependencies=['termcolor']\n"}},
		{name: "VIRTUAL_ENV outside the project", files: map[string]string{"pyproject.toml": "[project]\nname='app'\ndependencies=['termcolor>=1']\n"}, virtualEnv: elsewhere},
		{name: "requirements pin installed for python3 on PATH", files: map[string]string{"requirements.txt": "termcolor==1.1.0\n"}, python: filepath.Join(usr, "bin", "python3.11"),
			wantNotes: []string{"requirements.txt pins termcolor 1.1.0; read from the copy of that version installed for python3 on PATH"}},
		{name: "project venv and another activated VIRTUAL_ENV", files: map[string]string{".venv/pyvenv.cfg": systemSite, "pyproject.toml": "[project]\nname='app'\n"}, virtualEnv: other,
			wantNotes: []string{"the activated VIRTUAL_ENV (" + other + ") has termcolor 1.0.0, but this answer is 1.1.0 from the project's own venv ("}},
		{name: "lockfile disagrees with the venv", files: map[string]string{".venv/pyvenv.cfg": systemSite, "requirements.txt": "termcolor==1.2.0\n"},
			wantNotes: []string{"requirements.txt pins termcolor 1.2.0, but the project's environment (project venv, ", "has 1.1.0 installed: this answer is the installed 1.1.0"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := newWorld(t)
			if tt.virtualEnv != "" {
				w.env["VIRTUAL_ENV"] = tt.virtualEnv
			}
			project := t.TempDir()
			writeFiles(t, project, tt.files)
			cfg := Config{Getenv: func(k string) string { return w.env[k] }, Home: w.home, Python: filepath.Join(w.home, "no-python3")}
			if tt.python != "" {
				cfg.Python = tt.python
			}
			doc, err := New(cfg).Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "termcolor", ProjectPath: project}})
			if err != nil {
				t.Fatal(err)
			}
			if doc.Version != "1.1.0" || doc.Source.Kind != sdk.SourceLocalInstall || !strings.HasSuffix(doc.Source.Detail, filepath.Join("dist-packages", "termcolor-1.1.0.egg-info")) {
				t.Errorf("answered %s %s from %+v", doc.Name, doc.Version, doc.Source)
			}
			if s, ok := symbolNamed(doc, "colored"); !ok || s.Signature != "def colored(text, color=None, on_color=None, attrs=None)" {
				t.Errorf("colored = %+v, %v", s, ok)
			}
			note := strings.Join(doc.Notes, "\n")
			if len(tt.wantNotes) == 0 && note != "" {
				t.Errorf("notes %q, want none", note)
			}
			for _, want := range tt.wantNotes {
				if !strings.Contains(note, want) {
					t.Errorf("notes %q, want one containing %q", note, want)
				}
			}
			for _, r := range w.requests {
				if strings.Contains(r, "/files/") {
					t.Errorf("downloaded %s for an installed answer", r)
				}
			}
		})
	}
}

// TestIndexUnreachableInstalledRange: pyproject.toml declares termcolor>=1
// with no lockfile and no project environment (pip install --user, or
// Debian's python3-termcolor, serve the project's code). The index is
// normally asked for the newest matching release; when it cannot be
// reached, the installed copy that matches answers, with a note saying so,
// instead of an error. A lockfile pin is not replaced that way.
func TestIndexUnreachableInstalledRange(t *testing.T) {
	usr := debianUsr(t)
	w := newWorld(t)
	w.srv.Close() // the index is down
	tests := []struct {
		name, file, body string
		ok               bool
	}{
		{name: "range", file: "pyproject.toml", body: "[project]\nname='app'\ndependencies=['termcolor>=1']\n", ok: true},
		{name: "unconstrained", file: "pyproject.toml", body: "[project]\nname='app'\ndependencies=['termcolor']\n", ok: true},
		{name: "range the install misses", file: "pyproject.toml", body: "[project]\nname='app'\ndependencies=['termcolor>=2']\n"},
		{name: "lockfile pin", file: "requirements.txt", body: "termcolor==1.2.0\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			project := t.TempDir()
			writeFiles(t, project, map[string]string{tt.file: tt.body})
			cfg := Config{Getenv: func(k string) string { return w.env[k] }, Home: w.home, Python: filepath.Join(usr, "bin", "python3.11")}
			doc, err := New(cfg).Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "termcolor", ProjectPath: project}})
			if !tt.ok {
				if err == nil {
					t.Fatalf("answered %s from %+v; want an error", doc.Version, doc.Source)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if doc.Version != "1.1.0" || doc.Source.Kind != sdk.SourceLocalInstall {
				t.Errorf("answered %s from %+v", doc.Version, doc.Source)
			}
			if note := strings.Join(doc.Notes, "\n"); !strings.Contains(note, "the index could not be reached") {
				t.Errorf("notes %q lack the unreachable index", note)
			}
		})
	}
}

// TestOwnProjectFromIndex: asked about the project itself (pyproject.toml's
// name) when it is not installed, the index's package of that name answers
// with a note that it may be another project's.
func TestOwnProjectFromIndex(t *testing.T) {
	w := newWorld(t)
	project := t.TempDir()
	writeFiles(t, project, map[string]string{"pyproject.toml": "[project]\nname = \"Requests\"\nversion = \"0.0.1\"\n", "src/requests/__init__.py": ""})
	doc, err := w.provider().Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "requests", ProjectPath: project}})
	if err != nil {
		t.Fatal(err)
	}
	if note := strings.Join(doc.Notes, "\n"); !strings.Contains(note, "is the name of the project at "+project+" itself") {
		t.Errorf("notes %q lack the own-project warning", note)
	}
}

// TestProjectEnvLacksDistribution: the project has its own environment (a
// venv without system site packages, as `python3 -m venv .venv` makes),
// which lacks termcolor; Debian's python3 on PATH has termcolor 1.1.0.
// Main answered that copy, with no word that the project's code cannot
// import it. Now the index's release answers (what installing it in the
// project's environment takes); the other interpreter's copy only when
// the index cannot be reached, saying so. The same holds for the pyenv
// interpreter a .python-version picks.
func TestProjectEnvLacksDistribution(t *testing.T) {
	usr := debianUsr(t)
	for _, tc := range []struct {
		name, manifest, want string
		down                 bool
		kind                 sdk.SourceKind
		note                 string
	}{
		{name: "undeclared", want: "2.4.0", kind: sdk.SourceRegistry},
		{name: "requirements without a pin", manifest: "termcolor\n", want: "2.4.0", kind: sdk.SourceRegistry},
		{name: "index down", manifest: "termcolor\n", want: "1.1.0", down: true, kind: sdk.SourceLocalInstall,
			note: "termcolor is not installed in the project's environment (project venv, "},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := newWorld(t)
			w.addSynthetic("termcolor", "2.4.0", map[string]string{"termcolor/__init__.py": "def colored(text, color=None, on_color=None, attrs=None, *, no_color=None, force_color=None):\n    pass\n"})
			if tc.down {
				w.srv.Close()
			}
			project := t.TempDir()
			files := map[string]string{".venv/pyvenv.cfg": "home = " + filepath.Join(usr, "bin") + "\ninclude-system-site-packages = false\nversion = 3.11.2\n", ".venv/lib/python3.11/site-packages/.keep": ""}
			if tc.manifest != "" {
				files["requirements.txt"] = tc.manifest
			}
			writeFiles(t, project, files)
			cfg := Config{Getenv: func(k string) string { return w.env[k] }, Home: w.home, Python: filepath.Join(usr, "bin", "python3.11")}
			doc, err := New(cfg).Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "termcolor", ProjectPath: project}})
			if err != nil {
				t.Fatal(err)
			}
			if doc.Version != tc.want || doc.Source.Kind != tc.kind {
				t.Errorf("answered %s from %+v; want %s from the %s", doc.Version, doc.Source, tc.want, tc.kind)
			}
			if note := strings.Join(doc.Notes, "\n"); tc.note != "" && !strings.Contains(note, tc.note) {
				t.Errorf("notes %q, want one containing %q", note, tc.note)
			}
		})
	}
}

// TestPythonPathTarget: `pip install --no-deps --target lib` (pip 23.2,
// testdata/pythonpath/lib; an index install, so no direct_url.json) with
// PYTHONPATH naming lib, as an AWS Lambda style project runs: Python
// imports lib's wheel 0.43.0 ahead of any environment's. Main read only
// the environments: the pin was "not installed where pkgdocs can see" and
// the unpinned name the index's (here: none). PYTHONPATH=lib, relative,
// as a project's .env or shell sets it, is read against the project's
// root, from which its code runs (Python reads it against its working
// directory); main skipped relative entries.
func TestPythonPathTarget(t *testing.T) {
	usr := debianUsr(t)
	for _, tt := range []struct {
		name, requirements string
		relative           bool
	}{
		{"pinned", "wheel==0.43.0\n", false},
		{"not pinned", "", false},
		{"pinned, relative entry", "wheel==0.43.0\n", true},
		{"not pinned, relative entry", "", true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			w := newWorld(t)
			project := t.TempDir()
			if err := os.CopyFS(project, os.DirFS(filepath.Join("testdata", "pythonpath"))); err != nil {
				t.Fatal(err)
			}
			if tt.requirements == "" {
				if err := os.Remove(filepath.Join(project, "requirements.txt")); err != nil {
					t.Fatal(err)
				}
			}
			w.env["PYTHONPATH"] = strings.Join([]string{"missing", filepath.Join(project, "missing"), filepath.Join(project, "lib")}, string(os.PathListSeparator))
			if tt.relative {
				w.env["PYTHONPATH"] = strings.Join([]string{"missing", "lib"}, string(os.PathListSeparator))
			}
			cfg := Config{Getenv: func(k string) string { return w.env[k] }, Home: w.home, Python: filepath.Join(usr, "bin", "python3.11")}
			doc, err := New(cfg).Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "wheel", ProjectPath: project}})
			if err != nil {
				t.Fatal(err)
			}
			if want := filepath.Join(project, "lib", "wheel-0.43.0.dist-info"); doc.Version != "0.43.0" || doc.Source.Kind != sdk.SourceLocalInstall || doc.Source.Detail != want {
				t.Errorf("answered %s %s from %+v, want 0.43.0 from %s", doc.Name, doc.Version, doc.Source, want)
			}
			if s, ok := symbolNamed(doc, "wheelfile.WheelFile.write_files"); !ok || s.Signature != "def write_files(self, base_dir)" {
				t.Errorf("wheelfile.WheelFile.write_files = %+v, %v", s, ok)
			}
			for _, r := range w.requests {
				if strings.Contains(r, "/files/") {
					t.Errorf("downloaded %s for an installed answer", r)
				}
			}
		})
	}
}
