package python

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestProjectIndexes: a trusted project's own indexes are asked the way
// uv and Poetry ask them, so a name the project takes from its index is
// not answered with a public package of the same name (dependency
// confusion): uv's [[index]] entries come before the default index, in
// pyproject.toml's [tool.uv], in the uv.toml beside it (which uv reads in
// its place) and as the older [tool.uv] index-url; an explicit index is
// asked only for the names [tool.uv.sources] pins to it, and a pinned
// name only there; a pin to an index nobody declares is an error, with
// no index asked; Poetry's supplemental sources come after the default.
// The files are shaped as uv's and Poetry's documentation writes them
// (uv's "pinning a package to an index" example, with requests for
// torch).
func TestProjectIndexes(t *testing.T) {
	w := newWorld(t) // the user's index (PIP_INDEX_URL): requests 2.28.2
	corp := newWorld(t)
	corp.addSynthetic("requests", "2.31.0+corp", map[string]string{"requests/__init__.py": "def corp_only():\n    pass\n"})
	corpURL := corp.srv.URL + "/simple"
	w.env["CORP_INDEX"] = corpURL
	uvIndex := "\n[[tool.uv.index]]\nname = \"corp\"\nurl = \"" + corpURL + "\"\n"
	project := "[project]\nname = \"app\"\nversion = \"0.1.0\"\nrequires-python = \">=3.12\"\ndependencies = [\"requests\"]\n"
	tests := []struct {
		name    string
		files   map[string]string
		version string // "" for the refusal
		user    bool   // the user's index is asked
	}{
		{name: "uv index before the default one", files: map[string]string{"pyproject.toml": project + uvIndex}, version: "2.31.0+corp"},
		{name: "uv.toml beside the pyproject, in place of its [tool.uv]", files: map[string]string{
			"pyproject.toml": project + "\n[[tool.uv.index]]\nname = \"stale\"\nurl = \"" + w.srv.URL + "/stale/simple\"\ndefault = true\n",
			"uv.toml":        "[[index]]\nname = \"corp\"\nurl = \"" + corpURL + "\"\ndefault = true\n"}, version: "2.31.0+corp"},
		{name: "uv.toml without a pyproject", files: map[string]string{"requirements.txt": "requests\n", "uv.toml": "index-url = \"" + corpURL + "\"\n"}, version: "2.31.0+corp"},
		{name: "[tool.uv] index-url", files: map[string]string{"pyproject.toml": project + "\n[tool.uv]\nindex-url = \"" + corpURL + "\"\n"}, version: "2.31.0+corp"},
		{name: "explicit index the name is pinned to", files: map[string]string{"pyproject.toml": project + "\n[tool.uv.sources]\nrequests = [\n  { index = \"corp\", marker = \"sys_platform == 'linux'\" },\n]\n" + uvIndex + "explicit = true\n"}, version: "2.31.0+corp"},
		{name: "explicit index, another name pinned", files: map[string]string{"pyproject.toml": project + "\n[tool.uv.sources]\ncorp-lib = { index = \"corp\" }\n" + uvIndex + "explicit = true\n"}, version: "2.28.2", user: true},
		{name: "pinned to an index nobody declares", files: map[string]string{"pyproject.toml": project + "\n[tool.uv.sources]\nrequests = { index = \"crop\" }\n" + uvIndex}},
		// PDM (pdm's filtered_sources): a name a source's
		// include_packages matches is looked up there only; a source
		// named pypi replaces the default; ${NAME} in a url is expanded.
		// Main asked the user's index alone.
		{name: "PDM source whose include_packages match", files: map[string]string{"pyproject.toml": project + "\n[[tool.pdm.source]]\nname = \"corp\"\nurl = \"" + w.srv.URL + "/stale/simple\"\n\n[[tool.pdm.source]]\nname = \"corp2\"\nurl = \"" + corpURL + "\"\nverify_ssl = true\ninclude_packages = [\"req*\", \"corp-*\"]\n"}, version: "2.31.0+corp"},
		{name: "PDM source named pypi replaces the default", files: map[string]string{"pyproject.toml": project + "\n[[tool.pdm.source]]\nname = \"pypi\"\nurl = \"${CORP_INDEX}\"\n"}, version: "2.31.0+corp"},
		{name: "Poetry supplemental source after the default", files: map[string]string{"pyproject.toml": "[tool.poetry]\nname = \"app\"\n\n[tool.poetry.dependencies]\npython = \"^3.12\"\nrequests = \"*\"\n\n[[tool.poetry.source]]\nname = \"corp\"\nurl = \"" + corpURL + "\"\npriority = \"supplemental\"\n"}, version: "2.28.2", user: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			proj := t.TempDir()
			writeFiles(t, proj, tt.files)
			userBefore, corpBefore := requestsOf(w), requestsOf(corp)
			doc, err := w.provider().Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "requests", ProjectPath: proj, ProjectTrusted: true}})
			userAsked := len(requestsOf(w)) > len(userBefore)
			corpAsked := len(requestsOf(corp)) > len(corpBefore)
			if tt.version == "" {
				if sdk.Code(err).String() != "FailedPrecondition" || !strings.Contains(err.Error(), filepath.Join(proj, "pyproject.toml")) || !strings.Contains(err.Error(), `"crop"`) {
					t.Errorf("want a refusal naming the file and the index, got %v", err)
				}
				if userAsked || corpAsked {
					t.Errorf("an index was asked for a name pinned to an undeclared one: user %v, corp %v", requestsOf(w)[len(userBefore):], requestsOf(corp)[len(corpBefore):])
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.version, doc.Version); diff != "" {
				t.Errorf("version (-want +got):\n%s", diff)
			}
			if userAsked != tt.user {
				t.Errorf("the user's index asked: %v, want %v (%v)", userAsked, tt.user, requestsOf(w)[len(userBefore):])
			}
			if tt.user && corpAsked && strings.Contains(tt.name, "explicit") {
				t.Errorf("an explicit index was asked for a name not pinned to it: %v", requestsOf(corp)[len(corpBefore):])
			}
		})
	}
}

func requestsOf(w *world) []string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return append([]string(nil), w.requests...)
}
