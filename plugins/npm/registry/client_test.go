package registry

import (
	"context"
	"net/http"
	"os"
	"sort"
	"strings"
	"testing"

	"google.golang.org/grpc/codes"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/plugins/npm/registry/registrytest"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/archive"
	"github.com/pkgdocs/pkgdocs/sdk/credentials"
)

// staticAuth is a registry and a credential per URL prefix.
type staticAuth struct {
	registry string
	tokens   map[string]string // URL prefix → token
}

func (a staticAuth) Registry(string) string { return a.registry }
func (a staticAuth) Credentials() *credentials.Set {
	s := &credentials.Set{}
	for p, tok := range a.tokens {
		if err := s.Add(p, credentials.Bearer(tok)); err != nil {
			panic(err)
		}
	}
	return s
}

func newClient(t *testing.T) (*Client, *registrytest.Server) {
	srv := registrytest.New(t, "../testdata/registry")
	return &Client{Auth: staticAuth{registry: srv.RegistryURL()}}, srv
}

func TestResolve(t *testing.T) {
	tests := map[string]struct {
		name, spec  string
		wantVersion string
		wantLatest  string
		wantPaths   []string
		wantCode    codes.Code
	}{
		"zero spec is latest": {"is-number", "", "7.0.0", "7.0.0", []string{"/is-number/latest"}, codes.OK},
		"exact":               {"is-number", "7.0.0", "7.0.0", "", []string{"/is-number/7.0.0"}, codes.OK},
		"v exact":             {"is-number", "v7.0.0", "7.0.0", "", []string{"/is-number/7.0.0"}, codes.OK},
		"tag":                 {"is-number", "latest", "7.0.0", "7.0.0", []string{"/is-number/latest"}, codes.OK},
		"range uses abbreviated packument": {"is-number", "^7", "7.0.0", "7.0.0",
			[]string{"/is-number", "/is-number/7.0.0"}, codes.OK},
		"scoped exact escapes slash": {"@sindresorhus/is", "4.6.0", "4.6.0", "",
			[]string{"/@sindresorhus%2fis/4.6.0"}, codes.OK},
		"scoped range below latest": {"@sindresorhus/is", "^4.2", "4.6.0", "8.1.0",
			[]string{"/@sindresorhus%2fis", "/@sindresorhus%2fis/4.6.0"}, codes.OK},
		"no such range":   {"is-number", "^99", "", "", nil, codes.NotFound},
		"no such package": {"no-such-package", "", "", "", nil, codes.NotFound},
		"no such version": {"is-number", "99.0.0", "", "", nil, codes.NotFound},
		"no such tag":     {"is-number", "beta", "", "", nil, codes.NotFound},
		"bad range":       {"is-number", ">=foo bar", "", "", nil, codes.InvalidArgument},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			c, srv := newClient(t)
			r, err := c.Resolve(context.Background(), tc.name, tc.spec)
			if got := sdk.Code(err); got != tc.wantCode {
				t.Fatalf("code = %v (%v), want %v", got, err, tc.wantCode)
			}
			if err != nil {
				return
			}
			if r.Manifest.Version != tc.wantVersion || r.Latest != tc.wantLatest {
				t.Errorf("got %s latest %q, want %s latest %q", r.Manifest.Version, r.Latest, tc.wantVersion, tc.wantLatest)
			}
			var paths []string
			for _, req := range srv.Requests() {
				paths = append(paths, req.Path)
			}
			if d := cmp.Diff(tc.wantPaths, paths); d != "" {
				t.Errorf("requests -want +got\n%s", d)
			}
			for _, req := range srv.Requests() {
				if req.Path == "/is-number" || req.Path == "/@sindresorhus%2fis" {
					if !strings.HasPrefix(req.Accept, "application/vnd.npm.install-v1+json") {
						t.Errorf("packument fetched with Accept %q", req.Accept)
					}
				}
			}
		})
	}
}

func TestTarball(t *testing.T) {
	c, _ := newClient(t)
	ctx := context.Background()
	r, err := c.Resolve(ctx, "@sindresorhus/is", "4.6.0")
	if err != nil {
		t.Fatal(err)
	}
	got, err := c.Tarball(ctx, r.Manifest, archive.Limits{}, func(n string) bool { return strings.HasSuffix(n, ".d.ts") || n == "readme.md" })
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for name := range got.Files {
		names = append(names, name)
	}
	sort.Strings(names)
	if d := cmp.Diff([]string{"dist/index.d.ts", "dist/types.d.ts", "readme.md"}, names); d != "" {
		t.Fatalf("-want +got\n%s", d)
	}
	if c.BytesRead() < 14287 {
		t.Fatalf("BytesRead = %d, less than the tarball", c.BytesRead())
	}

	// A tampered tarball fails verification.
	m := *r.Manifest
	m.Dist.Integrity = "sha512-" + strings.Repeat("A", 86) + "=="
	if _, err := c.Tarball(ctx, &m, archive.Limits{}, nil); sdk.Code(err) != codes.DataLoss {
		t.Fatalf("tampered tarball: %v", err)
	}
	// A capped tarball is ResourceExhausted.
	c.MaxTarballBytes = 1000
	if _, err := c.Tarball(ctx, r.Manifest, archive.Limits{}, nil); sdk.Code(err) != codes.ResourceExhausted {
		t.Fatalf("oversized tarball: %v", err)
	}
	// A non-http tarball URL is refused.
	m.Dist.Tarball = "file:///etc/passwd"
	if _, err := c.Tarball(ctx, &m, archive.Limits{}, nil); err == nil {
		t.Fatal("file: tarball URL accepted")
	}
}

// TestCredentialScope: a private registry under a path with a path-scoped
// token, whose manifest points the tarball at another host. The token goes
// to the registry and nowhere else, redirects included.
func TestCredentialScope(t *testing.T) {
	cdn := registrytest.New(t, "../testdata/registry")
	reg := registrytest.New(t, "../testdata/registry")
	reg.Prefix = "/api/npm/npm-private"
	reg.Token = "s3cret"
	// The manifest's tarball lives on the CDN host.
	reg.Replace["http://CDN"] = cdn.URL
	reg.Extra["/private-pkg/1.0.0"] = []byte(strings.ReplaceAll(mustRead(t, "../testdata/registry/is-number/7.0.0.json"),
		registrytest.Placeholder, "http://CDN"))
	auth := staticAuth{registry: reg.RegistryURL(), tokens: map[string]string{reg.RegistryURL(): "s3cret"}}
	c := &Client{Auth: auth}
	ctx := context.Background()
	r, err := c.Resolve(ctx, "private-pkg", "1.0.0")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Tarball(ctx, r.Manifest, archive.Limits{}, nil); err != nil {
		t.Fatal(err)
	}
	if got := reg.Requests(); len(got) != 1 || got[0].Authorization != "Bearer s3cret" {
		t.Fatalf("registry requests %+v, want one with the token", got)
	}
	for _, req := range cdn.Requests() {
		if req.Authorization != "" {
			t.Fatalf("token sent to the tarball host: %+v", req)
		}
	}
	if len(cdn.Requests()) != 1 {
		t.Fatalf("cdn requests %+v", cdn.Requests())
	}

	// Without the token the registry says 401, mapped to Unauthenticated.
	c = &Client{Auth: staticAuth{registry: reg.RegistryURL()}}
	if _, err := c.Resolve(ctx, "private-pkg", "1.0.0"); sdk.Code(err) != codes.Unauthenticated {
		t.Fatalf("no token: %v", err)
	}
}

// TestRedirectDropsToken: a registry answering with a redirect to another
// host must not carry the Authorization header across.
func TestRedirectDropsToken(t *testing.T) {
	cdn := registrytest.New(t, "../testdata/registry")
	reg := registrytest.New(t, "../testdata/registry")
	reg.Config.Handler = http.RedirectHandler(cdn.URL+"/is-number/7.0.0", http.StatusFound)
	c := &Client{Auth: staticAuth{registry: reg.URL + "/", tokens: map[string]string{reg.URL + "/": "s3cret"}}}
	if _, err := c.Manifest(context.Background(), "is-number", "7.0.0"); err != nil {
		t.Fatal(err)
	}
	for _, req := range cdn.Requests() {
		if req.Authorization != "" {
			t.Fatalf("token followed the redirect: %+v", req)
		}
	}
}

func TestStatusErrors(t *testing.T) {
	tests := map[int]codes.Code{200: codes.OK, 404: codes.NotFound, 410: codes.NotFound, 401: codes.Unauthenticated,
		403: codes.PermissionDenied, 429: codes.ResourceExhausted, 500: codes.Unavailable, 503: codes.Unavailable, 418: codes.Internal}
	for status, want := range tests {
		if got := sdk.Code(statusError(status, "https://u:p@x.invalid/a", false)); got != want {
			t.Errorf("status %d → %v, want %v", status, got, want)
		}
	}
	if err := statusError(401, "https://u:p@x.invalid/a", true); strings.Contains(err.Error(), "u:p") {
		t.Fatalf("credential in error: %v", err)
	}
}

func TestCancelled(t *testing.T) {
	c, _ := newClient(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := c.Resolve(ctx, "is-number", "")
	if sdk.Code(err) != codes.Canceled {
		t.Fatalf("cancelled: %v (%v)", sdk.Code(err), err)
	}
}

func TestNormalizeRepo(t *testing.T) {
	tests := map[string]string{
		"":                                     "",
		"jonschlinkert/is-number":              "https://github.com/jonschlinkert/is-number",
		"github:a/b":                           "https://github.com/a/b",
		"git+https://github.com/a/b.git":       "https://github.com/a/b",
		"git://github.com/a/b.git":             "https://github.com/a/b",
		"git@github.com:stevemao/left-pad.git": "https://github.com/stevemao/left-pad",
		"ssh://git@github.com/a/b.git":         "https://github.com/a/b",
		"https://gitlab.com/a/b":               "https://gitlab.com/a/b",
	}
	for in, want := range tests {
		if got := normalizeRepo(in); got != want {
			t.Errorf("normalizeRepo(%q) = %q, want %q", in, got, want)
		}
	}
}

func mustRead(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
