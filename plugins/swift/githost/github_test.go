package githost_test

import (
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/plugins/swift/githost"
	"github.com/pkgdocs/pkgdocs/sdk"
	"google.golang.org/grpc/codes"
)

func fixture(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile("../testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestGitHub(t *testing.T) {
	var mu sync.Mutex
	auth := map[string]string{}
	// the archive host is another server: the token must not reach it
	archive := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		auth["archive"] = r.Header.Get("Authorization")
		mu.Unlock()
		w.Write([]byte("PK-zip"))
	}))
	defer archive.Close()
	api := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		auth[r.URL.Path] = r.Header.Get("Authorization")
		mu.Unlock()
		switch {
		case r.URL.Path == "/repos/PyGithub/PyGithub/readme" && r.URL.Query().Get("ref") == "v2.0.0":
			w.Write(fixture(t, "github_readme_PyGithub.json"))
		case r.URL.Path == "/repos/PyGithub/PyGithub":
			w.Write(fixture(t, "github_repo_PyGithub.json"))
		case r.URL.Path == "/repos/PyGithub/PyGithub/tags":
			w.Write([]byte(`[{"name":"v2.0.0"},{"name":"v1.59.1"}]`))
		case r.URL.Path == "/repos/PyGithub/PyGithub/zipball/v2.0.0":
			http.Redirect(w, r, archive.URL+"/zip", http.StatusFound)
		case r.URL.Path == "/repos/limited/repo/tags":
			w.Header().Set("X-RateLimit-Remaining", "0")
			w.WriteHeader(http.StatusForbidden)
			w.Write([]byte(`{"message":"API rate limit exceeded"}`))
		default:
			http.NotFound(w, r)
		}
	}))
	defer api.Close()
	g := &githost.GitHub{API: api.URL, Token: "secret-token"}
	name, readme, err := g.Readme(t.Context(), "PyGithub", "PyGithub", "v2.0.0")
	if err != nil {
		t.Fatal(err)
	}
	if name != "README.md" || !strings.HasPrefix(string(readme), "# PyGitHub") {
		t.Errorf("Readme = %q, %q", name, string(readme)[:20])
	}
	repo, err := g.Repo(t.Context(), "PyGithub", "PyGithub")
	if err != nil || repo.License == nil || repo.License.SPDXID != "LGPL-3.0" {
		t.Errorf("Repo = %+v, %v", repo, err)
	}
	tags, err := g.Tags(t.Context(), "PyGithub", "PyGithub")
	if diff := cmp.Diff([]string{"v2.0.0", "v1.59.1"}, tags); diff != "" || err != nil {
		t.Errorf("Tags: %v %s", err, diff)
	}
	zip, err := g.Zipball(t.Context(), "PyGithub", "PyGithub", "v2.0.0")
	if err != nil || string(zip) != "PK-zip" {
		t.Errorf("Zipball = %q, %v", zip, err)
	}
	if auth["/repos/PyGithub/PyGithub"] != "Bearer secret-token" {
		t.Errorf("API request without the token")
	}
	if auth["archive"] != "" {
		t.Errorf("token sent to the archive host: %q", auth["archive"])
	}
	_, err = g.Tags(t.Context(), "limited", "repo")
	if sdk.Code(err) != codes.ResourceExhausted || !strings.Contains(err.Error(), "rate limit") {
		t.Errorf("rate limited: %v", err)
	}
	_, err = (&githost.GitHub{API: api.URL}).Tags(t.Context(), "limited", "repo")
	if !strings.Contains(err.Error(), "GITHUB_TOKEN") {
		t.Errorf("rate limited without a token: %v", err)
	}
	if _, err := g.Repo(t.Context(), "no", "such"); sdk.Code(err) != codes.NotFound {
		t.Errorf("unknown repo: %v", err)
	}
	if _, err := g.Repo(t.Context(), "..", "x"); sdk.Code(err) != codes.InvalidArgument {
		t.Errorf("bad owner: %v", err)
	}
}
