package lockfile

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func files(t *testing.T, fs map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, content := range fs {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestFind(t *testing.T) {
	tests := []struct {
		name  string
		files map[string]string
		file  string
		want  map[string]string // normalised name → version
		index string
		reqs  []string // Requirements
	}{
		{name: "none", files: map[string]string{"README.md": "x"}},
		{name: "uv.lock", file: "uv.lock", files: map[string]string{"uv.lock": "version = 1\n[[package]]\nname = \"requests\"\nversion = \"2.32.3\"\nsource = { registry = \"https://pypi.org/simple\" }\n[[package]]\nname = \"Typing_Extensions\"\nversion = \"4.12.2\"\n", "requirements.txt": "requests==1.0\n"},
			want: map[string]string{"requests": "2.32.3", "typing-extensions": "4.12.2"}},
		{name: "poetry.lock", file: "poetry.lock", files: map[string]string{"poetry.lock": "[[package]]\nname = \"flask\"\nversion = \"3.0.0\"\ndescription = \"x\"\n[metadata]\nlock-version = \"2.0\"\n"},
			want: map[string]string{"flask": "3.0.0"}},
		{name: "pdm.lock", file: "pdm.lock", files: map[string]string{"pdm.lock": "[metadata]\ngroups = [\"default\"]\n[[package]]\nname = \"click\"\nversion = \"8.1.7\"\n"},
			want: map[string]string{"click": "8.1.7"}},
		{name: "Pipfile.lock", file: "Pipfile.lock", files: map[string]string{"Pipfile.lock": `{"_meta":{},"default":{"requests":{"version":"==2.31.0"}},"develop":{"pytest":{"version":"==8.0.0"}}}`},
			want: map[string]string{"requests": "2.31.0", "pytest": "8.0.0"}},
		{name: "pylock.toml", file: "pylock.toml", files: map[string]string{"pylock.toml": "lock-version = \"1.0\"\ncreated-by = \"x\"\n[[packages]]\nname = \"attrs\"\nversion = \"25.1.0\"\n"},
			want: map[string]string{"attrs": "25.1.0"}},
		{name: "requirements with includes", file: "requirements.txt", index: "https://mirror.example/simple",
			files: map[string]string{
				"requirements.txt":     "# pins\n--index-url https://mirror.example/simple\n-r base.txt\n-c constraints.txt\nrequests[socks]==2.28.2 ; python_version >= \"3.8\"  # comment\nflask>=2\nTornado\n./vendored\nhttps://x.example/a.whl\n-r ../outside.txt\n",
				"base.txt":             "idna==3.4 \\\n    --hash=sha256:abc\nsix===1.16.0\nFlask\n",
				"constraints.txt":      "urllib3==2.0.7\n",
				"requirements-dev.txt": "pytest==7.0\n",
			},
			want: map[string]string{"requests": "2.28.2", "idna": "3.4", "six": "1.16.0", "pytest": "7.0", "urllib3": "2.0.7"},
			reqs: []string{"idna", "six", "Flask", "requests", "Tornado", "pytest"}},
		// cookiecutter-django's layout: no requirements.txt beside the
		// project files, a requirements/ directory whose files include
		// base.txt. Main read none of it.
		{name: "requirements directory", file: "base.txt",
			files: map[string]string{
				"pyproject.toml":              "[tool.ruff]\nline-length = 119\n",
				"requirements/base.txt":       "python-slugify==8.0.4  # https://github.com/un33k/python-slugify\nargon2-cffi==23.1.0  # https://github.com/hynek/argon2-cffi\n",
				"requirements/local.txt":      "-r production.txt\n\nWerkzeug[watchdog]==3.1.3 # https://github.com/pallets/werkzeug\n",
				"requirements/production.txt": "# PRECAUTION: avoid production dependencies that aren't in development\n\n-r base.txt\n\ngunicorn==23.0.0  # https://github.com/benoitc/gunicorn\n",
			},
			want: map[string]string{"python-slugify": "8.0.4", "argon2-cffi": "23.1.0", "werkzeug": "3.1.3", "gunicorn": "23.0.0"},
			reqs: []string{"python-slugify", "argon2-cffi", "gunicorn", "Werkzeug"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := files(t, tt.files)
			l, err := Find(dir)
			if err != nil {
				t.Fatal(err)
			}
			if tt.want == nil {
				if l != nil {
					t.Fatalf("got %+v, want none", l)
				}
				return
			}
			got := map[string]string{}
			for n, p := range l.Pins {
				got[n] = p.Version
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("pins (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.reqs, l.Requirements); diff != "" {
				t.Errorf("requirements (-want +got):\n%s", diff)
			}
			if filepath.Base(l.File) != tt.file || l.IndexURL != tt.index {
				t.Errorf("file %s index %q", l.File, l.IndexURL)
			}
		})
	}
}

func TestBrokenLockfile(t *testing.T) {
	dir := files(t, map[string]string{"uv.lock": "[[package]\nname="})
	if _, err := Find(dir); err == nil {
		t.Error("a broken uv.lock parsed")
	}
}

func TestPyproject(t *testing.T) {
	dir := files(t, map[string]string{"pyproject.toml": `
[project]
name = "demo"
dependencies = ["requests>=2,<3", "PyYAML", "attrs @ https://x/attrs.whl", "click (>=8)"]
[project.optional-dependencies]
cli = ["rich~=13.0; python_version > '3.8'"]
[dependency-groups]
test = ["pytest>=8", {include-group = "x"}]
[tool.poetry.dependencies]
python = "^3.9"
httpx = "^0.27"
pendulum = {version = "~2.1", optional = true}
corp-tools = {version = "^1.0", source = "corp-only"}
[tool.poetry.group.docs.dependencies]
mkdocs = "*"
[[tool.poetry.source]]
name = "corp"
url = "https://corp.example/simple"
priority = "primary"
[[tool.poetry.source]]
name = "corp-only"
url = "https://corp.example/only"
priority = "explicit"
[[tool.uv.index]]
name = "mirror"
url = "https://mirror.example/simple"
default = true
[[tool.uv.index]]
name = "torch"
url = "https://torch.example/whl"
explicit = true
[tool.uv.sources]
Torch_Vision = { index = "torch" }
torch = [{ index = "torch", marker = "sys_platform == 'linux'" }, { path = "x" }]
local-lib = { path = "../local-lib" }
`})
	p, err := ReadPyproject(dir)
	if err != nil {
		t.Fatal(err)
	}
	want := []Requirement{
		{Name: "requests", Specifier: ">=2,<3"},
		{Name: "PyYAML"},
		{Name: "attrs"},
		{Name: "click", Specifier: ">=8"},
		{Name: "rich", Specifier: "~=13.0", Group: "cli"},
		{Name: "pytest", Specifier: ">=8", Group: "test"},
		{Name: "corp-tools", Specifier: ">=1.0,<2"},
		{Name: "httpx", Specifier: ">=0.27,<0.28"},
		{Name: "pendulum", Specifier: ">=2.1,<2.2"},
		{Name: "mkdocs", Group: "docs"},
	}
	if diff := cmp.Diff(want, p.Deps); diff != "" {
		t.Errorf("deps (-want +got):\n%s", diff)
	}
	wantIx := []Index{{Name: "mirror", URL: "https://mirror.example/simple", Default: true}, {Name: "torch", URL: "https://torch.example/whl", Explicit: true},
		{Name: "corp", URL: "https://corp.example/simple", Default: true, Poetry: true}, {Name: "corp-only", URL: "https://corp.example/only", Explicit: true, Poetry: true}}
	if diff := cmp.Diff(wantIx, p.Indexes); diff != "" {
		t.Errorf("indexes: %s", diff)
	}
	if diff := cmp.Diff(map[string]string{"corp-tools": "corp-only", "torch-vision": "torch", "torch": "torch"}, p.Sources); diff != "" {
		t.Errorf("sources (-want +got):\n%s", diff)
	}
	if p, err := ReadPyproject(t.TempDir()); p != nil || err != nil {
		t.Errorf("absent: %v %v", p, err)
	}
}

// TestReadPipfile: Pipenv's manifest (testdata/pipenv, beside the
// Pipfile.lock it locks): the first [[source]] is the default index, the
// packages and dev-packages are declared with "*" as any version.
func TestReadPipfile(t *testing.T) {
	p, err := ReadPipfile(filepath.Join("testdata", "pipenv"))
	if err != nil {
		t.Fatal(err)
	}
	want := &Project{File: filepath.Join("testdata", "pipenv", "Pipfile"),
		Deps:    []Requirement{{Name: "setuptools"}, {Name: "wheel", Group: "dev"}},
		Indexes: []Index{{Name: "local", URL: "http://127.0.0.1:8765/simple", Default: true}},
	}
	if d := cmp.Diff(want, p); d != "" {
		t.Errorf("-want +got\n%s", d)
	}
	if p, err := ReadPipfile(t.TempDir()); p != nil || err != nil {
		t.Errorf("no Pipfile: %+v, %v", p, err)
	}
}

// TestConstraintsFile: a pin read from a file requirements.txt includes
// (-c constraints.txt, with extras, markers and hashes around) names that
// file, the one a user edits to change it.
func TestConstraintsFile(t *testing.T) {
	dir := filepath.Join("testdata", "constraints")
	l, err := Find(dir)
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]Pin{
		"requests": {Name: "requests", Version: "2.28.1", File: filepath.Join(dir, "constraints.txt")},
		"six":      {Name: "six", Version: "1.16.0", File: filepath.Join(dir, "constraints.txt")},
	} {
		if d := cmp.Diff(want, l.Pins[name]); d != "" {
			t.Errorf("%s: -want +got\n%s", name, d)
		}
	}
}

// TestReadScripts: inline script metadata (PEP 723) declares a
// single-file script's dependencies, as uv run --script reads them.
func TestReadScripts(t *testing.T) {
	dir := filepath.Join("testdata", "script")
	got, err := ReadScripts(dir)
	if err != nil {
		t.Fatal(err)
	}
	want := []*Project{{File: filepath.Join(dir, "fetch.py"), Deps: []Requirement{{Name: "setuptools", Specifier: "<50"}, {Name: "wheel", Specifier: "==0.40.0"}}}}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("-want +got\n%s", d)
	}
	if _, err := parseScript("bad.py", "# /// script\n# dependencies = [\n# ///\n"); err == nil {
		t.Error("a block that does not parse was read")
	}
}

// TestPyprojectPDMProjectRoot: PDM writes a path dependency with its
// ${PROJECT_ROOT} variable (as `pdm add ./libs/x` does), which names the
// directory of pyproject.toml.
func TestPyprojectPDMProjectRoot(t *testing.T) {
	dir := files(t, map[string]string{"pyproject.toml": `
[project]
name = "app"
dependencies = ["weatherkit @ file:///${PROJECT_ROOT}/libs/weatherkit", "other @ file:///${HOME}/x"]
`})
	p, err := ReadPyproject(dir)
	if err != nil {
		t.Fatal(err)
	}
	want := []Local{{Name: "weatherkit", Dir: filepath.Join(dir, "libs", "weatherkit"), File: filepath.Join(dir, "pyproject.toml")}}
	if diff := cmp.Diff(want, p.Local); diff != "" {
		t.Errorf("Local (-want +got):\n%s", diff)
	}
}

// TestOrigins: distributions a lockfile takes from a VCS repository or an
// archive URL, not an index. testdata/origins/poetry was written by Poetry
// 1.3.2 (poetry lock) for a git dependency on a tag; the others are in the
// shapes uv 0.8, PDM 2, pip (pylock.toml, PEP 751), Pipenv and pip's
// requirements files give them.
func TestOrigins(t *testing.T) {
	data, err := os.ReadFile("testdata/origins/poetry/poetry.lock")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name  string
		files map[string]string
		want  map[string]Pin // File left out
	}{
		{name: "poetry.lock", files: map[string]string{"poetry.lock": string(data)},
			want: map[string]Pin{"mylib": {Name: "mylib", Version: "0.3.0", Origin: "git+file:///tmp/setups18/git/mylib.git@5916dccb6598355d00f17eb07069eb67a065df66"}}},
		{name: "uv.lock", files: map[string]string{"uv.lock": `version = 1
requires-python = ">=3.12"

[[package]]
name = "httpx"
version = "0.28.1"
source = { git = "https://github.com/encode/httpx?tag=0.28.1#26d48e0634e6ee9cdc0533996db289ce4b430177" }

[[package]]
name = "tiny"
version = "1.0"
source = { url = "https://files.example.invalid/tiny-1.0-py3-none-any.whl" }

[[package]]
name = "idna"
version = "3.10"
source = { registry = "https://pypi.org/simple" }
`},
			want: map[string]Pin{
				"httpx": {Name: "httpx", Version: "0.28.1", Origin: "git+https://github.com/encode/httpx?tag=0.28.1#26d48e0634e6ee9cdc0533996db289ce4b430177"},
				"tiny":  {Name: "tiny", Version: "1.0", Origin: "https://files.example.invalid/tiny-1.0-py3-none-any.whl"},
				"idna":  {Name: "idna", Version: "3.10"},
			}},
		{name: "pdm.lock", files: map[string]string{"pdm.lock": `[metadata]
groups = ["default"]
lock_version = "4.5.0"

[[package]]
name = "httpx"
version = "0.28.1"
git = "https://github.com/encode/httpx.git"
ref = "0.28.1"
revision = "26d48e0634e6ee9cdc0533996db289ce4b430177"
summary = "The next generation HTTP client."
`},
			want: map[string]Pin{"httpx": {Name: "httpx", Version: "0.28.1", Origin: "git+https://github.com/encode/httpx.git@26d48e0634e6ee9cdc0533996db289ce4b430177"}}},
		{name: "pylock.toml", files: map[string]string{"pylock.toml": `lock-version = "1.0"
created-by = "pip"

[[packages]]
name = "httpx"
version = "0.28.1"

[packages.vcs]
type = "git"
url = "https://github.com/encode/httpx"
requested-revision = "0.28.1"
commit-id = "26d48e0634e6ee9cdc0533996db289ce4b430177"

[[packages]]
name = "attrs"
version = "25.1.0"

[[packages.wheels]]
url = "https://files.pythonhosted.org/packages/attrs-25.1.0-py3-none-any.whl"
`},
			want: map[string]Pin{
				"httpx": {Name: "httpx", Version: "0.28.1", Origin: "git+https://github.com/encode/httpx@26d48e0634e6ee9cdc0533996db289ce4b430177"},
				"attrs": {Name: "attrs", Version: "25.1.0"},
			}},
		{name: "Pipfile.lock", files: map[string]string{"Pipfile.lock": `{"_meta": {}, "default": {"httpx": {"git": "https://github.com/encode/httpx.git", "ref": "26d48e0634e6ee9cdc0533996db289ce4b430177"}, "idna": {"version": "==3.10"}}, "develop": {}}`},
			want: map[string]Pin{
				"httpx": {Name: "httpx", Origin: "https://github.com/encode/httpx.git@26d48e0634e6ee9cdc0533996db289ce4b430177"},
				"idna":  {Name: "idna", Version: "3.10"},
			}},
		{name: "requirements", files: map[string]string{"requirements.txt": "httpx @ git+https://github.com/encode/httpx@0.28.1\n-e git+https://github.com/encode/starlette.git@0.46.0#egg=starlette\ntiny[extra] @ https://files.example.invalid/tiny-1.0.tar.gz ; python_version >= \"3.9\"\nidna==3.10\n"},
			want: map[string]Pin{
				"httpx":     {Name: "httpx", Origin: "git+https://github.com/encode/httpx@0.28.1"},
				"starlette": {Name: "starlette", Origin: "git+https://github.com/encode/starlette.git@0.46.0"},
				"tiny":      {Name: "tiny", Origin: "https://files.example.invalid/tiny-1.0.tar.gz"},
				"idna":      {Name: "idna", Version: "3.10"},
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l, err := Find(files(t, tt.files))
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]Pin{}
			for n, p := range l.Pins {
				p.File = ""
				got[n] = p
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("pins (-want +got):\n%s", diff)
			}
		})
	}
}
