package pyindex

import (
	"archive/zip"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/credentials"
	"github.com/pkgdocs/pkgdocs/sdk/fetch"
	"google.golang.org/grpc/codes"
)

func fixture(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "testdata", "pypi", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestPyPIJSON(t *testing.T) {
	body := fixture(t, "pypi_requests.json")
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/pypi/requests/json" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		w.Write(body)
	}))
	defer srv.Close()
	c := &Client{Indexes: []Index{{URL: srv.URL + "/simple", JSONAPI: true}}}
	p, err := c.Lookup(context.Background(), "Requests")
	if err != nil {
		t.Fatal(err)
	}
	if p.Latest() != "2.28.2" || p.Info.Summary != "Python HTTP for Humans." {
		t.Errorf("latest %s summary %q", p.Latest(), p.Info.Summary)
	}
	for spec, want := range map[string]string{"": "2.28.2", ">=2,<3": "2.28.2", "~=2.27.0": "2.27.1", "==2.*": "2.28.2", "2.0": "2.0.0", "==1.2.3": "1.2.3", "<1": "0.14.2"} {
		if spec == "" {
			continue
		}
		got, err := p.Best(spec)
		if err != nil || got != want {
			t.Errorf("Best(%q) = %q, %v; want %q", spec, got, err, want)
		}
	}
	if _, err := p.Best(">=99"); sdk.Code(err) != codes.NotFound {
		t.Errorf("Best(>=99): %v", err)
	}
	if _, err := p.Best("not a spec"); sdk.Code(err) != codes.InvalidArgument {
		t.Errorf("Best(garbage): %v", err)
	}
	f, err := p.PickFile("2.28.2")
	if err != nil || f.Filename != "requests-2.28.2-py3-none-any.whl" {
		t.Errorf("PickFile = %+v %v", f, err)
	}
	if _, err := c.Lookup(context.Background(), "nope"); sdk.Code(err) != codes.NotFound {
		t.Errorf("unknown: %v", err)
	}
}

func TestSimpleJSONAndHTML(t *testing.T) {
	js := fixture(t, "simple_requests_pep691.json")
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/json/requests/":
			if !strings.Contains(r.Header.Get("Accept"), "application/vnd.pypi.simple.v1+json") {
				t.Errorf("Accept %q", r.Header.Get("Accept"))
			}
			w.Header().Set("Content-Type", "application/vnd.pypi.simple.v1+json")
			w.Write(js)
		case "/html/demo-pkg/":
			w.Header().Set("Content-Type", "text/html")
			w.Write([]byte(`<!DOCTYPE html><html><body>
<a href="../../files/demo_pkg-1.0-py3-none-any.whl#sha256=abc" data-requires-python="&gt;=3.8">demo_pkg-1.0-py3-none-any.whl</a>
<a href="/files/demo-pkg-1.1.tar.gz#sha256=def" data-yanked="broken build">demo-pkg-1.1.tar.gz</a>
<a href="/files/demo_pkg-2.0rc1-py3-none-any.whl#sha256=123" data-core-metadata="sha256=9">demo_pkg-2.0rc1-py3-none-any.whl</a>
</body></html>`))
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	c := &Client{Indexes: []Index{{URL: srv.URL + "/json"}}}
	p, err := c.Lookup(context.Background(), "requests")
	if err != nil {
		t.Fatal(err)
	}
	if p.Latest() == "" || p.Info != nil {
		t.Errorf("latest %q info %v", p.Latest(), p.Info)
	}
	c = &Client{Indexes: []Index{{URL: srv.URL + "/nothing"}, {URL: srv.URL + "/html/"}}}
	p, err = c.Lookup(context.Background(), "Demo.Pkg")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"1.0", "1.1", "2.0rc1"}, p.Versions); diff != "" {
		t.Error(diff)
	}
	if p.Latest() != "1.0" {
		t.Errorf("latest %q: 1.1 is yanked, 2.0rc1 a pre-release", p.Latest())
	}
	if y, why := p.Yanked("1.1"); !y || why != "broken build" {
		t.Errorf("yanked %v %q", y, why)
	}
	if got, _ := p.Best(">=2.0rc1"); got != "2.0rc1" {
		t.Errorf("Best pre-release = %q", got)
	}
	f := p.Files["1.0"][0]
	if f.URL != srv.URL+"/files/demo_pkg-1.0-py3-none-any.whl" || f.SHA256 != "abc" || f.RequiresPython != ">=3.8" {
		t.Errorf("file %+v", f)
	}
	if p.Files["2.0rc1"][0].MetadataURL == "" {
		t.Error("PEP 658 metadata not seen")
	}
}

func wheel(t *testing.T, files map[string]string) []byte {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for n, c := range files {
		w, err := zw.Create(n)
		if err != nil {
			t.Fatal(err)
		}
		w.Write([]byte(c))
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestDownloadVerifiesAndScopesCredentials(t *testing.T) {
	whl := wheel(t, map[string]string{"demo/__init__.py": "def f(): ...\n"})
	sum := sha256.Sum256(whl)
	var authSeen = map[string]string{}
	files := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		authSeen["files"+r.URL.Path] = r.Header.Get("Authorization")
		w.Write(whl)
	}))
	defer files.Close()
	index := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		authSeen["index"+r.URL.Path] = r.Header.Get("Authorization")
		w.Write(whl)
	}))
	defer index.Close()
	ix := Index{URL: index.URL + "/simple"}
	creds := &credentials.Set{}
	if err := creds.Add(index.URL+"/simple", credentials.Basic("u", "secret")); err != nil {
		t.Fatal(err)
	}
	c := &Client{HTTP: &fetch.Client{Credentials: creds}}
	good := File{Filename: "demo-1-py3-none-any.whl", URL: files.URL + "/demo.whl", SHA256: hex.EncodeToString(sum[:])}
	if _, err := c.Download(context.Background(), ix, good); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Download(context.Background(), ix, File{Filename: "x.whl", URL: index.URL + "/simple/x.whl", SHA256: good.SHA256}); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Download(context.Background(), ix, File{Filename: "y.whl", URL: index.URL + "/other/y.whl", SHA256: good.SHA256}); err != nil {
		t.Fatal(err)
	}
	if authSeen["files/demo.whl"] != "" || authSeen["index/other/y.whl"] != "" {
		t.Errorf("credentials sent outside the index prefix: %v", authSeen)
	}
	if authSeen["index/simple/x.whl"] == "" {
		t.Errorf("credentials not sent under the index prefix: %v", authSeen)
	}
	bad := good
	bad.SHA256 = strings.Repeat("0", 64)
	if _, err := c.Download(context.Background(), ix, bad); err == nil {
		t.Error("a sha256 mismatch was accepted")
	}
	// A listing without hashes (a directory served as a simple index)
	// is refused, and not as an outage to retry: the same listing comes
	// back (main said "try again shortly").
	unhashed := good
	unhashed.SHA256 = ""
	if _, err := c.Download(context.Background(), ix, unhashed); sdk.Code(err) != codes.FailedPrecondition || !strings.Contains(err.Error(), "trying again will not help") {
		t.Errorf("unhashed: %v", err)
	}
	big := good
	big.Size = 1 << 40
	if _, err := c.Download(context.Background(), ix, big); sdk.Code(err) != codes.ResourceExhausted {
		t.Errorf("oversize: %v", err)
	}
}

func TestVersionOf(t *testing.T) {
	for in, want := range map[string]string{
		"requests-2.28.2-py3-none-any.whl": "2.28.2", "requests-2.28.2.tar.gz": "2.28.2",
		"python-dateutil-2.9.0.post0.tar.gz": "2.9.0.post0", "other-1.0.tar.gz": "", "requests.txt": "",
	} {
		name := "requests"
		if strings.HasPrefix(in, "python") {
			name = "python-dateutil"
		}
		if got := versionOf(in, name); got != want {
			t.Errorf("versionOf(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestLoadConfig(t *testing.T) {
	home := t.TempDir()
	os.MkdirAll(filepath.Join(home, ".config", "pip"), 0o755)
	os.WriteFile(filepath.Join(home, ".config", "pip", "pip.conf"), []byte("[global]\nindex-url = https://pipconf.example/simple\nextra-index-url =\n    https://extra1.example/simple\n    https://extra2.example/simple\n"), 0o644)
	os.WriteFile(filepath.Join(home, ".netrc"), []byte("machine extra1.example login nu password np\n"), 0o600)
	env := map[string]string{}
	get := func(k string) string { return env[k] }
	cfg := Load(ConfigInput{Getenv: get, Home: home})
	if cfg.Indexes[0].URL != "https://pipconf.example/simple" || cfg.From != "pip.conf" || len(cfg.Indexes) != 3 {
		t.Fatalf("pip.conf: %+v", cfg)
	}
	if cfg.Credentials.For(mustURL(t, "https://extra1.example/simple/x/")).IsZero() || !cfg.Credentials.For(mustURL(t, "https://extra2.example/simple/x/")).IsZero() {
		t.Errorf("netrc creds: %v", cfg.Credentials)
	}
	env["PIP_INDEX_URL"] = "https://user:pw@env.example/simple"
	cfg = Load(ConfigInput{Getenv: get, Home: home})
	if cfg.Indexes[0].URL != "https://env.example/simple" || cfg.Credentials.For(mustURL(t, "https://env.example/simple/requests/")).IsZero() {
		t.Errorf("PIP_INDEX_URL: %+v", cfg.Indexes[0])
	}
	if !cfg.Credentials.For(mustURL(t, "https://env.example/other/")).IsZero() || strings.Contains(cfg.Indexes[0].URL, "pw") {
		t.Error("index credential sent outside the index prefix, or kept in the URL")
	}
	env["UV_DEFAULT_INDEX"] = "https://uv.example/simple"
	env["UV_INDEX_CORP_USERNAME"] = "cu"
	cfg = Load(ConfigInput{Getenv: get, Home: home, ProjectIndexes: []NamedIndex{{Name: "corp", URL: "https://corp.example/simple"}}, ProjectTrusted: true})
	// UV_DEFAULT_INDEX is the default index; the project's own
	// (not default) index is asked before it, as uv asks it.
	var urls []string
	for _, ix := range cfg.Indexes {
		urls = append(urls, ix.URL)
	}
	if diff := cmp.Diff([]string{"https://corp.example/simple", "https://uv.example/simple", "https://extra1.example/simple", "https://extra2.example/simple"}, urls); diff != "" || cfg.From != "UV_DEFAULT_INDEX" {
		t.Errorf("UV_DEFAULT_INDEX from %s (-want +got):\n%s", cfg.From, diff)
	}
	if cfg.Credentials.For(mustURL(t, "https://corp.example/simple/x/")).IsZero() {
		t.Errorf("UV_INDEX_CORP_USERNAME not applied: %v", cfg.Credentials)
	}
	if cfg := Load(ConfigInput{}); cfg.Indexes[0].URL != DefaultIndex || !cfg.Indexes[0].IsPyPI() {
		t.Errorf("default: %+v", cfg)
	}
}

// An untrusted project's indexes ([tool.uv.index], Poetry sources,
// requirements --index-url) are not used: no request and no credential
// (UV_INDEX_<NAME>_*, netrc) goes to a host they name, and Ignored says
// so. Trusted, the same project's indexes are used with their credential.
func TestLoadConfigUntrustedProject(t *testing.T) {
	home := t.TempDir()
	if err := os.WriteFile(filepath.Join(home, ".netrc"), []byte("machine evil.example login nu password SECRET\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	env := map[string]string{"UV_INDEX_EVIL_PASSWORD": "SECRET", "UV_INDEX_EVIL_USERNAME": "u"}
	in := ConfigInput{Getenv: func(k string) string { return env[k] }, Home: home,
		ProjectIndexes:    []NamedIndex{{Name: "evil", URL: "https://evil.example/simple", Default: true}},
		RequirementsIndex: "https://evil.example/req/simple", RequirementsExtra: []string{"https://evil.example/extra/simple"}}
	cfg := Load(in)
	var urls []string
	for _, ix := range cfg.Indexes {
		urls = append(urls, ix.URL)
	}
	if diff := cmp.Diff([]string{DefaultIndex}, urls); diff != "" || cfg.From != "default" {
		t.Errorf("untrusted project's indexes used (-want +got):\n%s from %s", diff, cfg.From)
	}
	if diff := cmp.Diff([]string{"indexes of pyproject.toml", "--index-url/--extra-index-url of requirements.txt"}, cfg.Ignored); diff != "" {
		t.Errorf("Ignored (-want +got):\n%s", diff)
	}
	in.ProjectTrusted = true
	cfg = Load(in)
	if cfg.Indexes[0].URL != "https://evil.example/simple" || len(cfg.Indexes) != 2 || len(cfg.Ignored) != 0 {
		t.Errorf("trusted project: %+v", cfg)
	}
	if cfg.Credentials.For(mustURL(t, "https://evil.example/simple/x/")).IsZero() {
		t.Error("trusted project: its index's credential not applied")
	}
}

func mustURL(t *testing.T, s string) *url.URL {
	t.Helper()
	u, err := url.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// TestLookupNamesEveryIndexAsked: when the first index fails and an extra
// one (PIP_EXTRA_INDEX_URL, a uv index) has no such distribution, the
// error keeps the first failure's code and names every index asked, with
// what each answered, and no credential.
func TestLookupNamesEveryIndexAsked(t *testing.T) {
	down := httptest.NewServer(http.NotFoundHandler())
	downURL := down.URL
	down.Close() // refuses connections from now on
	extra := httptest.NewServer(http.NotFoundHandler())
	defer extra.Close()
	u, _ := url.Parse(extra.URL)
	u.User = url.UserPassword("ci", "s3cret")
	c := &Client{Indexes: []Index{{URL: downURL + "/simple"}, {URL: u.String() + "/private/simple"}}}
	_, err := c.Lookup(context.Background(), "internal-tool")
	if sdk.Code(err) != codes.Unavailable {
		t.Fatalf("code %v (%v), want Unavailable: the first index's failure", sdk.Code(err), err)
	}
	msg := err.Error()
	for _, want := range []string{downURL + "/simple: unreachable", "/private/simple: no such distribution", "indexes asked for internal-tool, in order"} {
		if !strings.Contains(msg, want) {
			t.Errorf("error lacks %q:\n%s", want, msg)
		}
	}
	if strings.Contains(msg, "s3cret") {
		t.Errorf("error prints the credential:\n%s", msg)
	}
	// One index: its own error, unchanged.
	c = &Client{Indexes: []Index{{URL: downURL + "/simple"}}}
	if _, err := c.Lookup(context.Background(), "internal-tool"); err == nil || strings.Contains(err.Error(), "indexes asked") {
		t.Errorf("one index: %v", err)
	}
}

// hostRouter serves every request to host from one handler and every
// other request from the network-free fallback: the public default index
// answered in the test process, never reached.
type hostRouter struct {
	host    string
	handler http.Handler
	asked   []string // paths asked of host
}

func (h *hostRouter) RoundTrip(r *http.Request) (*http.Response, error) {
	if r.URL.Host == h.host {
		h.asked = append(h.asked, r.URL.Path)
		rec := httptest.NewRecorder()
		h.handler.ServeHTTP(rec, r)
		resp := rec.Result()
		resp.Request = r
		return resp, nil
	}
	return http.DefaultTransport.RoundTrip(r)
}

// TestLookupPrivateIndexBeforePublic: with the public default index as
// pip's primary and a private extra index (PIP_EXTRA_INDEX_URL), a name
// is asked of the private index first and never of the public one when
// the private one has it, or when the private one fails (cannot tell):
// the public index, where anyone can publish that name, is asked only
// after every private index said it does not have it.
func TestLookupPrivateIndexBeforePublic(t *testing.T) {
	pypi := fixture(t, "pypi_requests.json")
	tests := map[string]struct {
		private  http.HandlerFunc
		name     string
		wantCode codes.Code
		wantFrom string   // index the project came from: "private" or "public"
		public   []string // paths asked of the public index
	}{
		"the private index has it": {
			private: func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "application/vnd.pypi.simple.v1+json")
				w.Write([]byte(`{"name":"requests","files":[{"filename":"requests-9.0.0-py3-none-any.whl","url":"requests-9.0.0-py3-none-any.whl","hashes":{}}]}`))
			},
			name: "requests", wantFrom: "private",
		},
		"the private index does not have it": {
			private: http.NotFound, name: "requests", wantFrom: "public", public: []string{"/pypi/requests/json"},
		},
		"the private index refuses the credentials": {
			private:  func(w http.ResponseWriter, r *http.Request) { http.Error(w, "login", http.StatusUnauthorized) },
			name:     "requests",
			wantCode: codes.Unauthenticated,
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			priv := httptest.NewServer(tc.private)
			defer priv.Close()
			public := &hostRouter{host: "pypi.org", handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				if r.URL.Path != "/pypi/requests/json" {
					http.NotFound(w, r)
					return
				}
				w.Header().Set("Content-Type", "application/json")
				w.Write(pypi)
			})}
			c := &Client{
				Indexes: []Index{{URL: DefaultIndex}, {URL: priv.URL + "/simple"}},
				HTTP:    &fetch.Client{HTTP: &http.Client{Transport: public}},
			}
			p, err := c.Lookup(context.Background(), tc.name)
			if tc.wantCode != codes.OK {
				if sdk.Code(err) != tc.wantCode {
					t.Fatalf("err = %v, want %v", err, tc.wantCode)
				}
				if !strings.Contains(err.Error(), "not asked, since a private index failed") {
					t.Errorf("the error does not say the public index was left out: %v", err)
				}
			} else if err != nil {
				t.Fatal(err)
			} else if from := map[bool]string{true: "public", false: "private"}[isDefault(p.Index)]; from != tc.wantFrom {
				t.Errorf("answered from the %s index, want the %s one", from, tc.wantFrom)
			}
			if d := cmp.Diff(tc.public, public.asked); d != "" {
				t.Errorf("asked of the public index (-want +got):\n%s", d)
			}
		})
	}
}
