package python

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestUVWorkspaceMemberConfig: asked from a member of a uv workspace, the
// answer follows what uv does there. uv locks the workspace as one unit
// (uv.lock and .venv at the root) and reads its settings from the root
// only, "ignoring any configuration defined in workspace members": the
// root's uv.toml, else its [tool.uv] indexes, and the root's
// [tool.uv.sources], which members inherit. The layout is uv's
// documented one (members "packages/*", the root a virtual workspace).
func TestUVWorkspaceMemberConfig(t *testing.T) {
	w := newWorld(t) // the user's index (PIP_INDEX_URL)
	corp := newWorld(t)
	corp.addSynthetic("requests", "2.31.0+corp", map[string]string{"requests/__init__.py": "def corp_only():\n    pass\n"})
	corpURL := corp.srv.URL + "/simple"
	root := "[tool.uv.workspace]\nmembers = [\"packages/*\"]\n"
	member := "[project]\nname = \"app\"\nversion = \"0.1.0\"\nrequires-python = \">=3.12\"\ndependencies = [\"requests\"]\n"
	corpIndex := "\n[[tool.uv.index]]\nname = \"corp\"\nurl = \"" + corpURL + "\"\n"
	tests := []struct {
		name    string
		files   map[string]string
		version string
		kind    sdk.SourceKind
		user    bool // the user's index is asked
	}{
		{name: "uv.lock at the root", files: map[string]string{
			"pyproject.toml":              root,
			"uv.lock":                     "version = 1\n\n[[package]]\nname = \"requests\"\nversion = \"2.27.1\"\nsource = { registry = \"https://example.invalid/simple\" }\n",
			"packages/app/pyproject.toml": member,
		}, version: "2.27.1", kind: sdk.SourceLockfile, user: true},
		{name: "the root's [[tool.uv.index]]", files: map[string]string{
			"pyproject.toml":              root + corpIndex,
			"packages/app/pyproject.toml": member,
		}, version: "2.31.0+corp", kind: sdk.SourceRegistry},
		{name: "the root's uv.toml, not the member's [tool.uv]", files: map[string]string{
			"pyproject.toml":              root,
			"uv.toml":                     "[[index]]\nname = \"corp\"\nurl = \"" + corpURL + "\"\ndefault = true\n",
			"packages/app/pyproject.toml": member + "\n[[tool.uv.index]]\nname = \"stale\"\nurl = \"" + w.srv.URL + "/stale/simple\"\ndefault = true\n",
		}, version: "2.31.0+corp", kind: sdk.SourceRegistry},
		{name: "the root's sources pin to an explicit index", files: map[string]string{
			"pyproject.toml":              root + "\n[tool.uv.sources]\nrequests = { index = \"corp\" }\n" + corpIndex + "explicit = true\n",
			"packages/app/pyproject.toml": member,
		}, version: "2.31.0+corp", kind: sdk.SourceRegistry},
		{name: "the root's .venv", files: map[string]string{
			"pyproject.toml":              root,
			"packages/app/pyproject.toml": member,
			".venv/pyvenv.cfg":            "home = /nonexistent/bin\nversion_info = 3.12.3\n",
			".venv/lib/python3.12/site-packages/requests-2.26.0.dist-info/METADATA":      "Metadata-Version: 2.1\nName: requests\nVersion: 2.26.0\n\nInstalled.\n",
			".venv/lib/python3.12/site-packages/requests-2.26.0.dist-info/top_level.txt": "requests\n",
			".venv/lib/python3.12/site-packages/requests/__init__.py":                    "def get(url):\n    pass\n",
		}, version: "2.26.0", kind: sdk.SourceLocalInstall, user: true}, // asked for the latest version only
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			proj := t.TempDir()
			writeFiles(t, proj, tt.files)
			userBefore := len(requestsOf(w))
			doc, err := w.provider().Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "requests", ProjectPath: filepath.Join(proj, "packages", "app"), ProjectTrusted: true}})
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff([2]string{tt.version, tt.kind.String()}, [2]string{doc.Version, doc.Source.Kind.String()}); diff != "" {
				t.Errorf("version and source (-want +got):\n%s", diff)
			}
			if asked := len(requestsOf(w)) > userBefore; asked != tt.user {
				t.Errorf("the user's index asked: %v, want %v (%v)", asked, tt.user, requestsOf(w)[userBefore:])
			}
		})
	}
}

// TestUVSettingsAbove: uv reads its project-level settings from the
// nearest uv.toml, or pyproject.toml with a [tool.uv] table, at or above
// the directory it runs in, passing over a pyproject.toml without one: a
// company uv.toml at the top of a checkout of several projects sets their
// index. A Poetry project's indexes are Poetry's, not uv's.
func TestUVSettingsAbove(t *testing.T) {
	w := newWorld(t) // the user's index (PIP_INDEX_URL): requests 2.28.2
	corp := newWorld(t)
	corp.addSynthetic("requests", "2.31.0+corp", map[string]string{"requests/__init__.py": "def corp_only():\n    pass\n"})
	corpURL := corp.srv.URL + "/simple"
	app := "[project]\nname = \"app\"\nversion = \"0.1.0\"\ndependencies = [\"requests\"]\n"
	uvToml := "[[index]]\nname = \"corp\"\nurl = \"" + corpURL + "\"\ndefault = true\n"
	tests := []struct {
		name    string
		files   map[string]string // the project is team/app
		version string
	}{
		{name: "uv.toml two levels up", files: map[string]string{"uv.toml": uvToml, "team/app/pyproject.toml": app}, version: "2.31.0+corp"},
		{name: "a pyproject.toml without [tool.uv] is passed over", files: map[string]string{"uv.toml": uvToml, "team/pyproject.toml": "[project]\nname = \"team\"\n", "team/app/pyproject.toml": app}, version: "2.31.0+corp"},
		{name: "a parent pyproject.toml's [tool.uv]", files: map[string]string{"team/pyproject.toml": "[project]\nname = \"team\"\n\n[tool.uv]\nindex-url = \"" + corpURL + "\"\n", "team/app/pyproject.toml": app}, version: "2.31.0+corp"},
		{name: "a requirements project", files: map[string]string{"uv.toml": uvToml, "team/app/requirements.txt": "requests\n"}, version: "2.31.0+corp"},
		{name: "a Poetry project", files: map[string]string{"uv.toml": uvToml, "team/app/pyproject.toml": "[tool.poetry]\nname = \"app\"\n\n[tool.poetry.dependencies]\nrequests = \"*\"\n"}, version: "2.28.2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := t.TempDir()
			writeFiles(t, root, tt.files)
			doc, err := w.provider().Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "requests", ProjectPath: filepath.Join(root, "team", "app"), ProjectTrusted: true}})
			if err != nil {
				t.Fatal(err)
			}
			if doc.Version != tt.version {
				t.Errorf("version %s, want %s", doc.Version, tt.version)
			}
		})
	}
}
