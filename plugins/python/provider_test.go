package python

import (
	"context"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/sdk"
)

func symbolNamed(doc *sdk.Document, name string) (sdk.Symbol, bool) {
	for _, s := range doc.Symbols {
		if s.Name == name {
			return s, true
		}
	}
	return sdk.Symbol{}, false
}

func fact(doc *sdk.Document, label string) string {
	for _, f := range doc.Facts {
		if f.Label == label {
			return f.Value
		}
	}
	return ""
}

func TestDescribeFromIndex(t *testing.T) {
	w := newWorld(t)
	p := w.provider()
	ctx := context.Background()
	tests := []struct {
		name, version string
		want          string
		kind          sdk.SourceKind
		file          string
	}{
		{name: "latest", want: "2.28.2", kind: sdk.SourceRegistry, file: "requests-2.28.2-py3-none-any.whl"},
		{name: "compatible release", version: "~=2.27.0", want: "2.27.1", kind: sdk.SourceRegistry, file: "requests-2.27.1-py2.py3-none-any.whl"},
		{name: "range", version: ">=2.25,<2.26", want: "2.25.1", kind: sdk.SourceRegistry, file: "requests-2.25.1-py2.py3-none-any.whl"},
		{name: "wildcard", version: "==2.*", want: "2.28.2", kind: sdk.SourceRegistry},
		{name: "exact", version: "2.0", want: "2.0.0", kind: sdk.SourceRegistry},
		{name: "sdist only", version: "0.14.2", want: "0.14.2", kind: sdk.SourceRegistry, file: "requests-0.14.2.tar.gz"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "requests", Version: tt.version}})
			if err != nil {
				t.Fatal(err)
			}
			if doc.Version != tt.want || doc.Source.Kind != tt.kind {
				t.Errorf("got %s from %v, want %s from %v", doc.Version, doc.Source.Kind, tt.want, tt.kind)
			}
			if strings.HasSuffix(tt.file, ".tar.gz") && (len(doc.Examples) < 2 || doc.Examples[len(doc.Examples)-1].Source != "examples/basic.py") {
				t.Errorf("sdist examples: %+v", doc.Examples)
			}
			if tt.file != "" && fact(doc, "Read from") != tt.file+" (sha256 verified)" {
				t.Errorf("read from %q, want %s", fact(doc, "Read from"), tt.file)
			}
			s, ok := symbolNamed(doc, "Session.get")
			if !ok || !strings.HasPrefix(s.Signature, "def get(self, url: _t.UriType, params: _t.ParamsType = None") || s.Parent != "Session" || s.Kind != "method" {
				t.Errorf("Session.get = %+v (found %v)", s, ok)
			}
			if _, ok := symbolNamed(doc, "adapters.HTTPAdapter"); !ok {
				t.Error("submodule class adapters.HTTPAdapter missing")
			}
			if !strings.Contains(doc.Readme, "**Requests** is a simple") || len(doc.Examples) == 0 {
				t.Errorf("readme %q examples %d", doc.Readme, len(doc.Examples))
			}
			if fact(doc, "Import") != "import requests" || doc.Install[0] != "pip install requests=="+tt.want {
				t.Errorf("facts %+v install %v", doc.Facts, doc.Install)
			}
		})
	}
	for _, bad := range []string{">=99", "nonsense version"} {
		_, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "requests", Version: bad}})
		if c := sdk.Code(err); c != codes.NotFound && c != codes.InvalidArgument {
			t.Errorf("version %q: %v", bad, err)
		}
	}
}

func TestDescribeInvalidNames(t *testing.T) {
	w := newWorld(t)
	p := w.provider()
	for _, name := range []string{"", "../etc", "a/b", "requests; rm -rf /", "$(id)", "`id`", "-rf", "x\x00y", "requests\n", strings.Repeat("a", 1<<20)} {
		_, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: name}})
		if sdk.Code(err) != codes.InvalidArgument {
			t.Errorf("%.30q: %v, want InvalidArgument", name, err)
		}
	}
	for _, sym := range []string{"../x", "a b", strings.Repeat("x", 1<<20) + " "} {
		_, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "requests"}, Symbol: sym})
		if sdk.Code(err) != codes.InvalidArgument {
			t.Errorf("symbol %.30q: %v", sym, err)
		}
	}
	if len(w.requests) != 0 {
		t.Errorf("the index was asked before names were checked: %v", w.requests)
	}
}

func TestLockfileAndManifest(t *testing.T) {
	w := newWorld(t)
	p := w.provider()
	tests := []struct {
		name    string
		files   map[string]string
		version string
		want    string
		kind    sdk.SourceKind
	}{
		{"uv.lock", map[string]string{"pyproject.toml": "[project]\nname='app'\ndependencies=['requests']\n", "uv.lock": "[[package]]\nname = \"requests\"\nversion = \"2.27.1\"\n"}, "", "2.27.1", sdk.SourceLockfile},
		// An explicit latest is the index's newest, not the locked 2.27.1.
		{"explicit latest over uv.lock", map[string]string{"pyproject.toml": "[project]\nname='app'\ndependencies=['requests']\n", "uv.lock": "[[package]]\nname = \"requests\"\nversion = \"2.27.1\"\n"}, "latest", "2.28.2", sdk.SourceRegistry},
		{"requirements", map[string]string{"requirements.txt": "-r base.txt\n", "base.txt": "requests==2.26.0\n"}, "", "2.26.0", sdk.SourceLockfile},
		{"pyproject specifier", map[string]string{"pyproject.toml": "[project]\nname='app'\ndependencies=['requests>=2.25,<2.26']\n"}, "", "2.25.1", sdk.SourceManifest},
		{"poetry caret", map[string]string{"pyproject.toml": "[tool.poetry]\nname='app'\n[tool.poetry.dependencies]\npython='^3.9'\nrequests='^2.24'\n"}, "", "2.28.2", sdk.SourceManifest},
		// setuptools' setup.cfg, as `setuptools` documents it (a dangling
		// list with a comment line, beside a setup.py): main answered the
		// index's newest, 2.28.2.
		{"setup.cfg install_requires", map[string]string{"setup.py": "from setuptools import setup\nsetup()\n", "setup.cfg": "[metadata]\nname = app\n\n[options]\npackages = find:\ninstall_requires =\n    click\n    # below 2.26 until the migration\n    requests >=2.25, <2.26 ; python_version >= \"3.8\"\n"}, "", "2.25.1", sdk.SourceManifest},
		{"setup.cfg extras_require, one line", map[string]string{"setup.cfg": "[options]\ninstall_requires = click; attrs\n[options.extras_require]\nhttp = requests==2.26.0\n"}, "", "2.26.0", sdk.SourceManifest},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			writeFiles(t, dir, tt.files)
			sub := filepath.Join(dir, "src")
			os.MkdirAll(sub, 0o755)
			doc, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "requests", Version: tt.version, ProjectPath: sub}})
			if err != nil {
				t.Fatal(err)
			}
			if doc.Version != tt.want || doc.Source.Kind != tt.kind {
				t.Errorf("got %s from %v (%s), want %s from %v", doc.Version, doc.Source.Kind, doc.Source.Detail, tt.want, tt.kind)
			}
			if notes := strings.Join(doc.Notes, "\n"); tt.version == "latest" && !strings.Contains(notes, "uv.lock pins requests 2.27.1") {
				t.Errorf("notes %q do not say what the project pins", notes)
			}
			if tt.kind == sdk.SourceLockfile && doc.LatestVersion != "2.28.2" {
				t.Errorf("latest %q", doc.LatestVersion)
			}
		})
	}
}

// venv writes a project with a .venv holding the given distributions:
// name → (METADATA, files relative to site-packages).
func venv(t *testing.T, dists map[string][2]string, files map[string]string) (project, site string) {
	t.Helper()
	project = t.TempDir()
	writeFiles(t, project, map[string]string{"pyproject.toml": "[project]\nname='app'\ndependencies=['demo-md', 'boom>=1']\n", ".venv/pyvenv.cfg": "home = /nonexistent/bin\nversion_info = 3.12.3\n"})
	site = filepath.Join(project, ".venv", "lib", "python3.12", "site-packages")
	for dir, d := range dists {
		writeFiles(t, site, map[string]string{dir + "/METADATA": d[0], dir + "/top_level.txt": d[1]})
	}
	writeFiles(t, site, files)
	return project, site
}

func TestInstalledVenv(t *testing.T) {
	marker := filepath.Join(t.TempDir(), "boom-ran")
	project, _ := venv(t, map[string][2]string{
		"demo_md-1.0.dist-info":    {"Name: demo-md\nVersion: 1.0\nSummary: Markdown demo\nDescription-Content-Type: text/markdown\n\n# Demo\n\nUse it:\n\n```python\nimport demo_md\ndemo_md.run(1)\n```\n\n## License\n\nMIT text.\n", "demo_md\n"},
		"demo_rst-2.0.dist-info":   {"Name: demo-rst\nVersion: 2.0\nDescription-Content-Type: text/x-rst\n\nDemo\n====\n\nUsage::\n\n    import demo_rst\n\nSee `docs <https://docs.example>`_.\n", "demo_rst\n"},
		"demo_plain-3.0.dist-info": {"Name: demo-plain\nVersion: 3.0\nDescription-Content-Type: text/plain\n\nJust *text* here.\n", "demo_plain\n"},
		"boom-1.0.dist-info":       {"Name: boom\nVersion: 1.0\n\nBoom.\n", "boom\n"},
	}, map[string]string{
		"demo_md/__init__.py":  "\"\"\"Markdown demo.\"\"\"\nfrom .core import run\n__all__ = ['run']\n",
		"demo_md/core.py":      "def run(n: int, *, fast: bool = False) -> None:\n    \"\"\"Run it.\"\"\"\n",
		"demo_rst/__init__.py": "def f(): ...\n",
		"demo_plain.py":        "X = 1\n",
		"boom/__init__.py":     "import pathlib\npathlib.Path(" + quote(marker) + ").write_text('ran')\nraise SystemExit(1)\ndef still_listed(): ...\n",
	})
	w := newWorld(t)
	p := w.provider()
	describe := func(name string) *sdk.Document {
		t.Helper()
		doc, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: name, ProjectPath: project}})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if doc.Source.Kind != sdk.SourceLocalInstall {
			t.Errorf("%s: source %v", name, doc.Source)
		}
		return doc
	}
	md := describe("demo-md")
	if s, _ := symbolNamed(md, "run"); s.Signature != "def run(n: int, *, fast: bool = False) -> None" || s.Doc != "Run it." {
		t.Errorf("run = %+v", s)
	}
	if !strings.Contains(md.Readme, "# Demo") || strings.Contains(md.Readme, "MIT text") || len(md.Examples) != 1 {
		t.Errorf("markdown readme %q, examples %v", md.Readme, md.Examples)
	}
	r := describe("demo_rst") // the import name
	if r.Name != "demo-rst" || !strings.Contains(r.Readme, "```python\nimport demo_rst\n```") || !strings.Contains(r.Readme, "[docs](https://docs.example)") {
		t.Errorf("rst readme %q", r.Readme)
	}
	// Nothing under site-packages is docs: no doc files, and no note
	// saying so either.
	if len(md.DocFiles) != 0 || len(md.Notes) != 0 {
		t.Errorf("installed doc files %v notes %q", md.DocFiles, md.Notes)
	}
	if _, err := p.GetDoc(context.Background(), sdk.GetDocRequest{Package: sdk.PackageRef{Name: "demo-md", ProjectPath: project}, Path: "docs/index.md"}); sdk.Code(err) != codes.NotFound || !strings.Contains(err.Error(), "available: README") {
		t.Errorf("installed doc file: %v", err)
	}
	if d, err := p.GetDoc(context.Background(), sdk.GetDocRequest{Package: sdk.PackageRef{Name: "demo-md", ProjectPath: project}, Section: "demo"}); err != nil || d.Path != "README#demo" || !strings.HasPrefix(d.Content, "# Demo\n\nUse it:\n\n```python\nimport demo_md\ndemo_md.run(1)\n```\n") || !strings.Contains(d.Content, "## License") {
		t.Errorf("installed README section (with its subsections, unfiltered): %+v, %v", d, err)
	}
	pl := describe("Demo.Plain")
	if !strings.Contains(pl.Readme, "Just *text* here.") {
		t.Errorf("plain readme %q", pl.Readme)
	}
	b := describe("boom")
	if _, ok := symbolNamed(b, "still_listed"); !ok {
		t.Errorf("boom symbols %+v", b.Symbols)
	}
	if _, err := os.Stat(marker); err == nil {
		t.Fatal("describing boom ran its code")
	}
	// Completion: the project's direct dependencies first.
	c, err := p.Complete(context.Background(), sdk.CompleteRequest{Argument: "package", ProjectPath: project})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"demo-md", "boom", "demo-plain", "demo-rst"}, c.Values); diff != "" || c.ProjectValues != 2 {
		t.Errorf("completion (-want +got) %s projectValues %d", diff, c.ProjectValues)
	}
	c, _ = p.Complete(context.Background(), sdk.CompleteRequest{Argument: "package", Prefix: "demo_p", ProjectPath: project})
	if diff := cmp.Diff([]string{"demo-plain"}, c.Values); diff != "" {
		t.Errorf("prefix completion %s", diff)
	}
}

func quote(s string) string { return "'" + strings.ReplaceAll(s, "'", "\\'") + "'" }

func TestSymbolFocus(t *testing.T) {
	p := newWorld(t).provider()
	doc, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "requests"}, Symbol: "Session.get"})
	if err != nil {
		t.Fatal(err)
	}
	if doc.Focus != "Session.get" || len(doc.Symbols) != 1 || !strings.Contains(doc.Symbols[0].Doc, "**Parameters**") || doc.Readme != "" {
		t.Errorf("focus %q symbols %+v", doc.Focus, doc.Symbols)
	}
	cls, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "requests"}, Symbol: "requests.Session"})
	if err != nil {
		t.Fatal(err)
	}
	if cls.Focus != "Session" || len(cls.Symbols) < 10 {
		t.Errorf("class focus %q with %d symbols", cls.Focus, len(cls.Symbols))
	}
	// Session.rebuild_auth is defined on its base SessionRedirectMixin.
	inh, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "requests"}, Symbol: "Session.rebuild_auth"})
	if err != nil {
		t.Fatal(err)
	}
	if len(inh.Symbols) != 1 || inh.Symbols[0].Name != "sessions.SessionRedirectMixin.rebuild_auth" || len(inh.Notes) == 0 {
		t.Errorf("inherited member: focus %q symbols %+v notes %v", inh.Focus, inh.Symbols, inh.Notes)
	}
	_, err = p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "requests"}, Symbol: "Sesion"})
	if sdk.Code(err) != codes.NotFound {
		t.Errorf("unknown symbol: %v", err)
	}
}

func TestSubmoduleByImportPath(t *testing.T) {
	p := newWorld(t).provider()
	doc, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "requests.adapters"}})
	if err != nil {
		t.Fatal(err)
	}
	if doc.Name != "requests" || fact(doc, "Import") != "import requests.adapters" {
		t.Errorf("name %s facts %+v", doc.Name, doc.Facts)
	}
	if _, ok := symbolNamed(doc, "HTTPAdapter.send"); !ok {
		t.Errorf("HTTPAdapter.send missing from %d symbols", len(doc.Symbols))
	}
}

// TestCompleteRequirementsProject: a pip project that declares its
// dependencies in requirements files only (pinned or not) lists them as
// its direct dependencies (the host's resources/list), before the rest of
// its environment; a -c constraint is not one.
func TestCompleteRequirementsProject(t *testing.T) {
	project, _ := venv(t, map[string][2]string{
		"tornado-6.2.dist-info": {"Name: tornado\nVersion: 6.2\n", "tornado\n"},
		"Mako-1.2.4.dist-info":  {"Name: Mako\nVersion: 1.2.4\n", "mako\n"},
		"idna-3.4.dist-info":    {"Name: idna\nVersion: 3.4\n", "idna\n"},
	}, nil)
	if err := os.Remove(filepath.Join(project, "pyproject.toml")); err != nil {
		t.Fatal(err)
	}
	writeFiles(t, project, map[string]string{"requirements.txt": "tornado==6.2\nMako>=1.0\n-c constraints.txt\n", "constraints.txt": "idna==3.4\n"})
	c, err := newWorld(t).provider().Complete(context.Background(), sdk.CompleteRequest{Argument: "package", ProjectPath: project})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"tornado", "Mako", "idna"}, c.Values); diff != "" || c.ProjectValues != 2 {
		t.Errorf("completion (-want +got) %s projectValues %d, want 2", diff, c.ProjectValues)
	}
}

// TestForkedLock: a universal lock (uv lock, `uv pip compile --universal`,
// pylock.toml) locks requests at one version per Python range, in uv's
// order (oldest first). Main answered the first entry, 2.27.1, the one for
// Python older than 3.7, for a project whose venv runs Python 3.11. Now
// the entry whose markers hold for the project's Python answers, with a
// note naming the others; without an interpreter to tell, an error.
func TestForkedLock(t *testing.T) {
	w := newWorld(t)
	p := w.provider()
	uvLock := `version = 1
revision = 3
requires-python = ">=3.6"
resolution-markers = [
    "python_full_version >= '3.7'",
    "python_full_version < '3.7'",
]

[[package]]
name = "requests"
version = "2.27.1"
source = { registry = "https://pypi.org/simple" }
resolution-markers = [
    "python_full_version < '3.7'",
]

[[package]]
name = "requests"
version = "2.28.2"
source = { registry = "https://pypi.org/simple" }
resolution-markers = [
    "python_full_version >= '3.7'",
]
`
	venv := map[string]string{".venv/pyvenv.cfg": "home = /usr/bin\nversion = 3.11.2\n", ".venv/lib/python3.11/site-packages/.keep": ""}
	for _, tc := range []struct {
		name  string
		files map[string]string
		want  string // "" for an error
	}{
		{"uv.lock", map[string]string{"pyproject.toml": "[project]\nname='app'\ndependencies=['requests']\n", "uv.lock": uvLock}, "2.28.2"},
		{"universal requirements", map[string]string{"requirements.txt": "requests==2.27.1 ; python_full_version < '3.7'\n    # via -r requirements.in\nrequests==2.28.2 ; python_full_version >= '3.7'\n    # via -r requirements.in\n"}, "2.28.2"},
		{"pylock.toml", map[string]string{"pylock.toml": "lock-version = \"1.0\"\ncreated-by = \"uv\"\n\n[[packages]]\nname = \"requests\"\nversion = \"2.27.1\"\nmarker = \"python_full_version < '3.7'\"\n\n[[packages]]\nname = \"requests\"\nversion = \"2.28.2\"\nmarker = \"python_full_version >= '3.7'\"\n"}, "2.28.2"},
		{"poetry.lock 2.1", map[string]string{"pyproject.toml": "[tool.poetry]\nname='app'\n[tool.poetry.dependencies]\npython='>=3.6'\nrequests='*'\n", "poetry.lock": "[[package]]\nname = \"requests\"\nversion = \"2.27.1\"\npython-versions = \">=2.7, !=3.0.*, !=3.1.*, !=3.2.*, !=3.3.*, !=3.4.*, !=3.5.*\"\ngroups = [\"main\"]\nmarkers = \"python_version < \\\"3.7\\\"\"\n\n[[package]]\nname = \"requests\"\nversion = \"2.28.2\"\npython-versions = \">=3.7, <4\"\ngroups = [\"main\"]\nmarkers = \"python_version >= \\\"3.7\\\"\"\n\n[metadata]\nlock-version = \"2.1\"\n"}, "2.28.2"},
		{"no interpreter", map[string]string{"pyproject.toml": "[project]\nname='app'\ndependencies=['requests']\n", "uv.lock": uvLock}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			files := maps.Clone(tc.files)
			if tc.want != "" {
				maps.Copy(files, venv)
			}
			writeFiles(t, dir, files)
			doc, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "requests", ProjectPath: dir}})
			if tc.want == "" {
				if sdk.Code(err) != codes.FailedPrecondition || !strings.Contains(fmt.Sprint(err), "2.27.1 where python_full_version < '3.7'; 2.28.2 where") {
					t.Errorf("err = %v; want the versions named", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if doc.Version != tc.want || doc.Source.Kind != sdk.SourceLockfile {
				t.Errorf("got %s from %v (%s), want %s from the lockfile", doc.Version, doc.Source.Kind, doc.Source.Detail, tc.want)
			}
			if notes := strings.Join(doc.Notes, "\n"); !strings.Contains(notes, "the one for Python 3.11.2") {
				t.Errorf("notes %q do not say which fork answers", notes)
			}
		})
	}
}

// TestCondaPipSection: a conda project's environment.yml (conda's
// documented layout: conda packages, then pip and a pip: list) whose
// environment is not created here: the pip: requirement's pin is the
// project's version (main answered the index's newest, 2.28.2); a conda
// package of the same name is not read as an index requirement.
func TestCondaPipSection(t *testing.T) {
	w := newWorld(t)
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"environment.yml": "name: ds-env\nchannels:\n  - conda-forge\ndependencies:\n  - python=3.11\n  - urllib3=1.26\n  - pip\n  - pip:\n      - --extra-index-url https://corp.example/simple\n      - requests==2.26.0  # pinned for the server\n"})
	doc, err := w.provider().Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "requests", ProjectPath: dir}})
	if err != nil {
		t.Fatal(err)
	}
	if doc.Version != "2.26.0" || doc.Source.Kind != sdk.SourceManifest || doc.Source.Detail != filepath.Join(dir, "environment.yml") {
		t.Errorf("got %s from %+v, want 2.26.0 from environment.yml", doc.Version, doc.Source)
	}
}
