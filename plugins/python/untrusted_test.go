package python

import (
	"context"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// privateIndex is another index, recording what reaches it.
func privateIndex(t *testing.T) (*httptest.Server, func() []string) {
	t.Helper()
	var mu sync.Mutex
	var seen []string
	srv := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		mu.Lock()
		seen = append(seen, r.URL.Path+" "+r.Header.Get("Authorization"))
		mu.Unlock()
		http.NotFound(rw, r)
	}))
	t.Cleanup(srv.Close)
	return srv, func() []string {
		mu.Lock()
		defer mu.Unlock()
		return append([]string(nil), seen...)
	}
}

// TestUntrustedProjectIndexes: a project the user did not choose whose
// configuration sends the asked name to another index gets no request to
// any index for it, and the error names the file and how to trust the
// project; one whose indexes do not concern the name, or are the user's
// own, is answered from the user's index with a note naming the file.
func TestUntrustedProjectIndexes(t *testing.T) {
	w := newWorld(t)
	other, seen := privateIndex(t)
	tests := []struct {
		name    string
		files   map[string]string
		file    string // the file the answer names
		refused bool
	}{
		{name: "requirements --index-url", files: map[string]string{"requirements.txt": "--index-url " + other.URL + "/simple\nrequests==2.28.2\n"},
			file: "requirements.txt", refused: true},
		{name: "requirements --extra-index-url with a variable", files: map[string]string{"requirements.txt": "--extra-index-url https://${CORP_USER}:x@" + strings.TrimPrefix(other.URL, "http://") + "/simple\nrequests==2.28.2\n"},
			file: "requirements.txt", refused: true},
		{name: "uv index searched for every name", files: map[string]string{"pyproject.toml": "[project]\nname='app'\ndependencies=['requests']\n[[tool.uv.index]]\nname='corp'\nurl='" + other.URL + "/simple'\n"},
			file: "pyproject.toml", refused: true},
		{name: "explicit uv index the name is pinned to", files: map[string]string{"pyproject.toml": "[project]\nname='app'\ndependencies=['requests']\n[[tool.uv.index]]\nname='corp'\nurl='" + other.URL + "/simple'\nexplicit=true\n[tool.uv.sources]\nrequests={index='corp'}\n"},
			file: "pyproject.toml", refused: true},
		{name: "explicit uv index for another name", files: map[string]string{"pyproject.toml": "[project]\nname='app'\ndependencies=['requests']\n[[tool.uv.index]]\nname='corp'\nurl='" + other.URL + "/simple'\nexplicit=true\n[tool.uv.sources]\ncorp-lib={index='corp'}\n"},
			file: "pyproject.toml"},
		{name: "the user's own index", files: map[string]string{"requirements.txt": "--index-url " + w.srv.URL + "/simple/\nrequests==2.28.2\n"},
			file: "requirements.txt"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			proj := t.TempDir()
			writeFiles(t, proj, tt.files)
			w.mu.Lock()
			before := len(w.requests)
			w.mu.Unlock()
			doc, err := w.provider().Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "requests", Version: "2.28.2", ProjectPath: proj}})
			file := filepath.Join(proj, tt.file)
			w.mu.Lock()
			reqs := w.requests[before:]
			w.mu.Unlock()
			if tt.refused {
				if err == nil || sdk.Code(err).String() != "FailedPrecondition" || !strings.Contains(err.Error(), file) || !strings.Contains(err.Error(), "--project "+proj) {
					t.Errorf("want a refusal naming %s and --project, got %v", file, err)
				}
				if len(reqs) != 0 {
					t.Errorf("%d requests to the user's index for a name the project sends elsewhere: %v", len(reqs), reqs)
				}
			} else {
				if err != nil {
					t.Fatal(err)
				}
				if doc.Version != "2.28.2" || !strings.Contains(strings.Join(doc.Notes, "\n"), file) {
					t.Errorf("answered %s with notes %q, want 2.28.2 and a note naming %s", doc.Version, doc.Notes, file)
				}
			}
			if s := seen(); len(s) != 0 {
				t.Errorf("requests reached the project's index: %v", s)
			}
		})
	}
}

// TestRequirementsVariables: pip expands ${NAME} in a requirements file
// (not in pip.conf); in a trusted project's --index-url it reaches the
// index, and a variable it names that is not set is an error naming the
// variable and the file (NeedEnv when the host did not offer it).
func TestRequirementsVariables(t *testing.T) {
	w := newWorld(t)
	host := strings.TrimPrefix(w.srv.URL, "http://")
	proj := t.TempDir()
	writeFiles(t, proj, map[string]string{"requirements.txt": "--index-url http://${IDX_USER}:${IDX_PASS}@" + host + "/simple\nrequests==2.28.2\n"})
	file := filepath.Join(proj, "requirements.txt")
	ref := sdk.PackageRef{Name: "requests", ProjectPath: proj, ProjectTrusted: true}
	tests := []struct {
		name    string
		env     map[string]string
		wantErr string
		need    []string
	}{
		{name: "set", env: map[string]string{"IDX_USER": "me", "IDX_PASS": "secret"}},
		{name: "not offered by the host", env: map[string]string{sdk.OfferedEnvVar: "VIRTUAL_ENV"}, wantErr: "${IDX_PASS}, ${IDX_USER}, which pkgdocs did not pass", need: []string{"IDX_PASS", "IDX_USER"}},
		{name: "offered but unset", env: map[string]string{sdk.OfferedEnvVar: "IDX_USER,IDX_PASS", "IDX_USER": "me"}, wantErr: "names ${IDX_PASS}, which is not set"},
		{name: "standalone, unset", env: map[string]string{"IDX_USER": "me"}, wantErr: "names ${IDX_PASS}, which is not set"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for k, v := range tt.env {
				w.env[k] = v
			}
			defer func() {
				for k := range tt.env {
					delete(w.env, k)
				}
			}()
			w.mu.Lock()
			before := len(w.requests)
			w.mu.Unlock()
			p := w.provider()
			doc, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref})
			if tt.wantErr == "" {
				if err != nil || doc.Version != "2.28.2" {
					t.Fatalf("got %v, %v", doc, err)
				}
				pc, err := p.project(context.Background(), ref)
				if err != nil {
					t.Fatal(err)
				}
				in, err := p.indexInput(pc, ref)
				if want := "http://me:secret@" + host + "/simple"; err != nil || in.reqIndex != want {
					t.Errorf("index %q, %v; want %q", in.reqIndex, err, want)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) || !strings.Contains(err.Error(), file) {
				t.Errorf("error %v, want one containing %q and %s", err, tt.wantErr, file)
			}
			need, ok := sdk.NeededEnv(err)
			if tt.need == nil && ok || tt.need != nil && (!ok || strings.Join(need.Names, ",") != strings.Join(tt.need, ",")) {
				t.Errorf("NeededEnv = %+v, %v; want %v", need, ok, tt.need)
			}
			w.mu.Lock()
			defer w.mu.Unlock()
			if n := len(w.requests) - before; n != 0 {
				t.Errorf("%d requests with an unexpanded variable", n)
			}
		})
	}
}

// TestUntrustedProjectInstalled: a package installed in the project's
// environment is answered from it even when the untrusted project's
// configuration sends the name elsewhere, but its newest release is not
// looked up on any index, and the notes name the file either way.
func TestUntrustedProjectInstalled(t *testing.T) {
	w := newWorld(t)
	other, seen := privateIndex(t)
	usr := debianUsr(t)
	venvCfg := "home = " + filepath.Join(usr, "bin") + "\ninclude-system-site-packages = true\nversion = 3.11.2\n"
	tests := []struct {
		name, reqs, note string
		asked            bool // the user's index is asked for the newest release
	}{
		{name: "mapped elsewhere", reqs: "--index-url " + other.URL + "/simple\ntermcolor==1.1.0\n", note: "sends termcolor to another index"},
		{name: "the user's own index", reqs: "--index-url " + w.srv.URL + "/simple\ntermcolor==1.1.0\n", note: "--index-url/--extra-index-url of ", asked: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			proj := t.TempDir()
			writeFiles(t, proj, map[string]string{".venv/pyvenv.cfg": venvCfg, "requirements.txt": tt.reqs})
			w.mu.Lock()
			before := len(w.requests)
			w.mu.Unlock()
			doc, err := w.provider().Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "termcolor", ProjectPath: proj}})
			if err != nil {
				t.Fatal(err)
			}
			notes := strings.Join(doc.Notes, "\n")
			if doc.Version != "1.1.0" || doc.Source.Kind != sdk.SourceLocalInstall || !strings.Contains(notes, tt.note) || !strings.Contains(notes, filepath.Join(proj, "requirements.txt")) {
				t.Errorf("answered %s from %+v with notes %q", doc.Version, doc.Source, notes)
			}
			w.mu.Lock()
			n := len(w.requests) - before
			w.mu.Unlock()
			if tt.asked != (n > 0) {
				t.Errorf("%d requests to the user's index, want some: %v", n, tt.asked)
			}
			if s := seen(); len(s) != 0 {
				t.Errorf("requests reached the project's index: %v", s)
			}
		})
	}
}

// TestLockfileVersusActiveEnvironment: a requirements pin that the
// interpreter on PATH has another version of is answered from the index
// at the pinned version, with a note naming both and which one answers.
func TestLockfileVersusActiveEnvironment(t *testing.T) {
	w := newWorld(t)
	w.addSynthetic("termcolor", "1.2.0", map[string]string{"termcolor.py": "def colored(text, color=None):\n    \"\"\"Colour text.\"\"\"\n"})
	usr := debianUsr(t)
	proj := t.TempDir()
	writeFiles(t, proj, map[string]string{"requirements.txt": "termcolor==1.2.0\n"})
	cfg := Config{Getenv: func(k string) string { return w.env[k] }, Home: w.home, Python: filepath.Join(usr, "bin", "python3.11"),
		PyPIJSONHosts: []string{strings.TrimPrefix(w.srv.URL, "http://")}}
	doc, err := New(cfg).Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "termcolor", ProjectPath: proj, ProjectTrusted: true}})
	if err != nil {
		t.Fatal(err)
	}
	notes := strings.Join(doc.Notes, "\n")
	if doc.Version != "1.2.0" || !strings.Contains(notes, "requirements.txt pins termcolor 1.2.0, but python3 on PATH") || !strings.Contains(notes, "has 1.1.0 installed: this answer is the pinned 1.2.0 from the index") {
		t.Errorf("answered %s with notes %q", doc.Version, notes)
	}
}

// TestPipfileSources: Pipenv installs from the Pipfile's [[source]]
// (its ${NAME} expanded), not pip's configuration: a trusted project's
// first source is the index asked, an untrusted project's sends no name
// anywhere.
func TestPipfileSources(t *testing.T) {
	w := newWorld(t)
	delete(w.env, "PIP_INDEX_URL") // pip's default index is not reachable from a test
	host := strings.TrimPrefix(w.srv.URL, "http://")
	other, seen := privateIndex(t)
	pipfile := func(url string) map[string]string {
		return map[string]string{"Pipfile": "[[source]]\nurl = \"" + url + "\"\nverify_ssl = true\nname = \"corp\"\n\n[packages]\nrequests = \"==2.28.2\"\n"}
	}
	w.env["CORP_HOST"] = host
	for name, tt := range map[string]struct {
		files   map[string]string
		trusted bool
		refused bool
	}{
		"trusted":                 {files: pipfile(w.srv.URL + "/simple"), trusted: true},
		"trusted, with a ${NAME}": {files: pipfile("http://${CORP_HOST}/simple"), trusted: true},
		"untrusted, elsewhere":    {files: pipfile(other.URL + "/simple"), refused: true},
	} {
		t.Run(name, func(t *testing.T) {
			proj := t.TempDir()
			writeFiles(t, proj, tt.files)
			doc, err := w.provider().Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "requests", ProjectPath: proj, ProjectTrusted: tt.trusted}})
			if tt.refused {
				if err == nil || !strings.Contains(err.Error(), filepath.Join(proj, "Pipfile")) {
					t.Errorf("want a refusal naming the Pipfile, got %v", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if doc.Version != "2.28.2" || doc.Source.Kind != sdk.SourceManifest {
				t.Errorf("got %s from %+v, want 2.28.2 from the Pipfile", doc.Version, doc.Source)
			}
		})
	}
	if s := seen(); len(s) != 0 {
		t.Errorf("requests reached the untrusted project's index: %v", s)
	}
}

// TestUnreachableIndexNamesPin: when the index cannot be reached, the
// error still says which version the project pins, and where.
func TestUnreachableIndexNamesPin(t *testing.T) {
	w := newWorld(t)
	down := httptest.NewServer(http.NotFoundHandler())
	down.Close() // connections refused
	w.env["PIP_INDEX_URL"] = down.URL + "/simple"
	proj := t.TempDir()
	writeFiles(t, proj, map[string]string{"requirements.txt": "-c constraints.txt\nrequests\n", "constraints.txt": "requests==2.28.1\n"})
	_, err := w.provider().Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "requests", ProjectPath: proj, ProjectTrusted: true}})
	if sdk.Code(err) != codes.Unavailable || !strings.Contains(err.Error(), filepath.Join(proj, "constraints.txt")+" pins requests 2.28.1") {
		t.Errorf("got %v (%v), want Unavailable naming constraints.txt's pin", err, sdk.Code(err))
	}
}

// TestProjectBelow: a repository root holding no Python project file
// (testdata/fullstack: api/pyproject.toml, worker/requirements.txt, a
// frontend) answers for the nearest Python project below it that uses the
// package, naming the others that pin another version.
func TestProjectBelow(t *testing.T) {
	w := newWorld(t)
	root, _ := filepath.Abs(filepath.Join("testdata", "fullstack"))
	pc, err := w.provider().project(context.Background(), sdk.PackageRef{Name: "wheel", ProjectPath: root})
	if err != nil {
		t.Fatal(err)
	}
	if pc.root != filepath.Join(root, "api") || len(pc.notes) != 2 || !strings.Contains(pc.notes[1], filepath.Join(root, "worker")+" (0.43.0)") {
		t.Errorf("root %s, notes %q; want api, naming worker's 0.43.0", pc.root, pc.notes)
	}
	pc, err = w.provider().project(context.Background(), sdk.PackageRef{Name: "left-pad", ProjectPath: root})
	if err != nil || pc.root != root || len(pc.notes) != 0 {
		t.Errorf("a package no project uses: root %s, notes %q, %v", pc.root, pc.notes, err)
	}
}

// TestOwnerlessModule: Debian's python3-stfio installs the stfio package
// without any *.dist-info or *.egg-info. With the index unreachable, the
// answer says what was found and why it cannot be read, rather than an
// outage to retry.
func TestOwnerlessModule(t *testing.T) {
	w := newWorld(t)
	down := httptest.NewServer(http.NotFoundHandler())
	down.Close() // connections refused
	w.env["PIP_INDEX_URL"] = down.URL + "/simple"
	proj := t.TempDir()
	site := filepath.Join(proj, ".venv", "lib", "python3.11", "site-packages")
	writeFiles(t, proj, map[string]string{
		".venv/pyvenv.cfg": "home = /nonexistent/bin\ninclude-system-site-packages = false\nversion = 3.11.2\n",
		".venv/lib/python3.11/site-packages/stfio/__init__.py": "from .stfio import *\n",
	})
	_, err := w.provider().Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "stfio", ProjectPath: proj, ProjectTrusted: true}})
	if sdk.Code(err) != codes.FailedPrecondition || !strings.Contains(err.Error(), "import stfio finds it in "+site+", but no installed distribution's metadata") {
		t.Errorf("got %v (%v), want FailedPrecondition naming %s", err, sdk.Code(err), site)
	}
	// A name installed nowhere is still the outage it is.
	_, err = w.provider().Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "nosuchmodule", ProjectPath: proj, ProjectTrusted: true}})
	if sdk.Code(err) != codes.Unavailable {
		t.Errorf("a name installed nowhere: got %v (%v), want Unavailable", err, sdk.Code(err))
	}
}
