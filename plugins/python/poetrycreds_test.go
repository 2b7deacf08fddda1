package python

import (
	"context"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestPoetrySourceCredentials: a Poetry project whose private source
// needs a password (the shape Poetry's documentation gives: a primary
// [[tool.poetry.source]] "corp", its credential from `poetry config
// http-basic.corp` kept in auth.toml, or POETRY_HTTP_BASIC_CORP_*) gets
// that credential sent to that source, and to no other host; a uv index
// of the same name does not get Poetry's credential.
func TestPoetrySourceCredentials(t *testing.T) {
	w := newWorld(t) // the user's index (PIP_INDEX_URL)
	corp := newWorld(t)
	corp.addSynthetic("requests", "2.31.0+corp", map[string]string{"requests/__init__.py": "def corp_only():\n    pass\n"})
	var mu sync.Mutex
	var corpAuth, userAuth []string
	record := func(h http.Handler, into *[]string) http.Handler {
		return http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
			mu.Lock()
			*into = append(*into, r.Header.Get("Authorization"))
			mu.Unlock()
			h.ServeHTTP(rw, r)
		})
	}
	corp.srv.Config.Handler = record(corp.srv.Config.Handler, &corpAuth)
	w.srv.Config.Handler = record(w.srv.Config.Handler, &userAuth)
	corpURL := corp.srv.URL + "/simple"
	poetry := "[tool.poetry]\nname = \"app\"\n\n[tool.poetry.dependencies]\npython = \"^3.12\"\nrequests = \"*\"\n\n[[tool.poetry.source]]\nname = \"corp\"\nurl = \"" + corpURL + "\"\npriority = \"primary\"\n"
	uv := "[project]\nname = \"app\"\nversion = \"0.1.0\"\ndependencies = [\"requests\"]\n\n[[tool.uv.index]]\nname = \"corp\"\nurl = \"" + corpURL + "\"\n"
	basic := "Basic Y2k6czNjcmV0" // ci:s3cret
	tests := []struct {
		name  string
		files map[string]string // project files; home/... under the home directory
		env   map[string]string
		want  string // the Authorization corp gets
	}{
		{name: "POETRY_HTTP_BASIC_CORP_*", files: map[string]string{"pyproject.toml": poetry}, env: map[string]string{"POETRY_HTTP_BASIC_CORP_USERNAME": "ci", "POETRY_HTTP_BASIC_CORP_PASSWORD": "s3cret"}, want: basic},
		{name: "auth.toml", files: map[string]string{"pyproject.toml": poetry, "home/.config/pypoetry/auth.toml": "[http-basic.corp]\nusername = \"ci\"\npassword = \"s3cret\"\n"}, want: basic},
		{name: "auth.toml without the password (it is in the keyring)", files: map[string]string{"pyproject.toml": poetry, "home/.config/pypoetry/auth.toml": "[http-basic.corp]\nusername = \"ci\"\n"}, want: ""},
		{name: "a uv index of the same name", files: map[string]string{"pyproject.toml": uv}, env: map[string]string{"POETRY_HTTP_BASIC_CORP_USERNAME": "ci", "POETRY_HTTP_BASIC_CORP_PASSWORD": "s3cret"}, want: ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			proj := t.TempDir()
			home := t.TempDir()
			for name, content := range tt.files {
				if rest, ok := strings.CutPrefix(name, "home/"); ok {
					writeFiles(t, home, map[string]string{rest: content})
				} else {
					writeFiles(t, proj, map[string]string{name: content})
				}
			}
			env := map[string]string{}
			for k, v := range w.env {
				env[k] = v
			}
			for k, v := range tt.env {
				env[k] = v
			}
			mu.Lock()
			corpAuth, userAuth = nil, nil
			mu.Unlock()
			p := New(Config{Getenv: func(k string) string { return env[k] }, Home: home, Python: home + "/no-python3"})
			doc, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "requests", ProjectPath: proj, ProjectTrusted: true}})
			if err != nil {
				t.Fatal(err)
			}
			if doc.Version != "2.31.0+corp" {
				t.Errorf("version %s, want the source's 2.31.0+corp", doc.Version)
			}
			mu.Lock()
			defer mu.Unlock()
			if len(corpAuth) == 0 {
				t.Fatal("the source was not asked")
			}
			if d := cmp.Diff(tt.want, corpAuth[0]); d != "" {
				t.Errorf("Authorization sent to the source (-want +got):\n%s", d)
			}
			for _, a := range userAuth {
				if a != "" {
					t.Errorf("a credential went to the user's index: %q", a)
				}
			}
		})
	}
}
