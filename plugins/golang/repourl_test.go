package golang

import (
	"context"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/plugins/golang/goenv"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestRepoURL: well-known hosts, and gopkg.in by its stated rule
// (gopkg.in/yaml.v3, whose README names github.com/go-yaml/yaml, had no
// Repository link). A host of its own gets none: only its go-import
// meta tag, over the network, says where the code is.
func TestRepoURL(t *testing.T) {
	tests := map[string]struct{ mod, want string }{
		"empty":             {},
		"github":            {mod: "github.com/google/uuid", want: "https://github.com/google/uuid"},
		"github subdir":     {mod: "github.com/aws/aws-sdk-go-v2/service/ec2", want: "https://github.com/aws/aws-sdk-go-v2"},
		"github owner only": {mod: "github.com/google"},
		"x":                 {mod: "golang.org/x/perf", want: "https://github.com/golang/perf"},
		"gopkg.in":          {mod: "gopkg.in/yaml.v3", want: "https://github.com/go-yaml/yaml"},
		"gopkg.in user":     {mod: "gopkg.in/src-d/go-git.v4", want: "https://github.com/src-d/go-git"},
		"gopkg.in no major": {mod: "gopkg.in/yaml"},
		"gopkg.in too deep": {mod: "gopkg.in/a/b/c.v1"},
		"vanity":            {mod: "go.uber.org/zap"},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, repoURL(tc.mod)); diff != "" {
				t.Errorf("repoURL(%q) (-want +got):\n%s", tc.mod, diff)
			}
		})
	}
}

// TestModuleRootLinks: a module whose root holds no package
// (golang.org/x/sync: errgroup, semaphore, ...; recorded in
// testdata/proxywalk) is answered with its README and packages, and had
// no links, where every package of it has its pkg.go.dev page and
// repository.
func TestModuleRootLinks(t *testing.T) {
	f := recordedProxy(t)
	p := New(Config{Env: &goenv.Env{GOPROXY: f.srv.URL, GOMODCACHE: t.TempDir(), GOROOT: goroot(t), GOWORK: "off"}})
	d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref("golang.org/x/sync", "", "")})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(d.Summary, "Module golang.org/x/sync has no package at its root") {
		t.Fatalf("summary %q, want the module's answer", d.Summary)
	}
	want := []sdk.Link{
		{Title: "pkg.go.dev", URL: "https://pkg.go.dev/golang.org/x/sync@v0.25.0"},
		{Title: "Repository", URL: "https://github.com/golang/sync"},
	}
	if diff := cmp.Diff(want, d.Links); diff != "" {
		t.Errorf("links (-want +got):\n%s", diff)
	}
}
