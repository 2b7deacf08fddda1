package golang

import (
	"context"
	"encoding/base64"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/pkgdocs/pkgdocs/plugins/golang/goenv"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestGOAUTHHelperProcess is the GOAUTH command of TestGOAUTH when this
// test binary runs as one (go help goauth): it prints a credential set for
// GOAUTH_HELPER_URL, and, under GOAUTH_HELPER_NEEDS_URL, only when given
// the URL as its argument (after a 4xx).
func TestGOAUTHHelperProcess(t *testing.T) {
	if os.Getenv("GOAUTH_HELPER") != "1" {
		t.Skip("run as the GOAUTH command of TestGOAUTH")
	}
	args := flagFreeArgs()
	if os.Getenv("GOAUTH_HELPER_NEEDS_URL") == "1" && len(args) == 0 {
		os.Exit(0)
	}
	fmt.Printf("%s\n\nX-Other: ignored\nAuthorization: Bearer cmd-token\n\n", os.Getenv("GOAUTH_HELPER_URL"))
	os.Exit(0)
}

// flagFreeArgs are the arguments after the test binary's -test.* flags.
func flagFreeArgs() []string {
	var out []string
	for _, a := range os.Args[1:] {
		if !strings.HasPrefix(a, "-test.") {
			out = append(out, a)
		}
	}
	return out
}

// authProxy is a TLS proxy serving f's files only to requests carrying
// want as their Authorization; others get 401 (or 404, as proxies that
// hide private modules answer). It records every Authorization it saw.
type authProxy struct {
	srv  *httptest.Server
	mu   sync.Mutex
	seen []string
}

func newAuthProxy(t *testing.T, files map[string][]byte, want string, status int) *authProxy {
	a := &authProxy{}
	a.srv = httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		a.mu.Lock()
		a.seen = append(a.seen, r.Header.Get("Authorization"))
		a.mu.Unlock()
		body, ok := files[r.URL.Path]
		if want == "" || r.Header.Get("Authorization") != want {
			ok = false
		}
		if !ok {
			http.Error(w, "not found or not allowed", status)
			return
		}
		w.Write(body)
	}))
	t.Cleanup(a.srv.Close)
	return a
}

// TestGOAUTH: a private GOPROXY whose credential comes from GOAUTH's
// "command" (the command's credential set) or "git dir" (git credential
// fill, here from git's own credential store) is read with it, after the
// 4xx the go command also reacts to, and another proxy in the list never
// gets it.
func TestGOAUTH(t *testing.T) {
	f := world(t)
	gitAuth := "Basic " + base64.StdEncoding.EncodeToString([]byte("gituser:gitpw"))
	tests := map[string]struct {
		auth     string // what the private proxy wants
		status   int    // what it answers without it
		needsURL bool
		goauth   func(private string) string
	}{
		"command, before the first request": {auth: "Bearer cmd-token", status: http.StatusUnauthorized,
			goauth: func(string) string { return os.Args[0] + " -test.run=^TestGOAUTHHelperProcess$" }},
		"command, after a 404 with the URL": {auth: "Bearer cmd-token", status: http.StatusNotFound, needsURL: true,
			goauth: func(string) string { return os.Args[0] + " -test.run=^TestGOAUTHHelperProcess$" }},
		"git credential fill": {auth: gitAuth, status: http.StatusUnauthorized,
			goauth: func(string) string { return "git " + t.TempDir() }},
		"netrc then git": {auth: gitAuth, status: http.StatusUnauthorized,
			goauth: func(string) string { return "netrc; git " + t.TempDir() }},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			private := newAuthProxy(t, f.files, tc.auth, tc.status)
			other := newAuthProxy(t, nil, "", http.StatusNotFound)
			t.Setenv("GOAUTH_HELPER", "1")
			t.Setenv("GOAUTH_HELPER_URL", private.srv.URL+"/")
			if tc.needsURL {
				t.Setenv("GOAUTH_HELPER_NEEDS_URL", "1")
			}
			if strings.Contains(tc.goauth(""), "git ") {
				if _, err := exec.LookPath("git"); err != nil {
					t.Skip("no git")
				}
				dir := t.TempDir()
				store := filepath.Join(dir, "store")
				writeTestFile(t, store, "https://gituser:gitpw@"+strings.TrimPrefix(private.srv.URL, "https://")+"\n")
				writeTestFile(t, filepath.Join(dir, "gitconfig"), "[credential]\n\thelper = store --file="+store+"\n")
				t.Setenv("GIT_CONFIG_GLOBAL", filepath.Join(dir, "gitconfig"))
				t.Setenv("GIT_CONFIG_NOSYSTEM", "1")
			}
			client := private.srv.Client()
			client.Transport.(*http.Transport).TLSClientConfig.RootCAs.AddCert(other.srv.Certificate())
			p := New(Config{
				Env:  &goenv.Env{GOPROXY: other.srv.URL + "," + private.srv.URL, GOMODCACHE: t.TempDir(), GOWORK: "off", GOAUTH: tc.goauth(private.srv.URL)},
				HTTP: client,
			})
			d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref("example.com/uuid", "v1.1.0", "")})
			if err != nil {
				t.Fatalf("describe through the private proxy: %v", err)
			}
			if d.Version != "v1.1.0" {
				t.Errorf("version %s", d.Version)
			}
			other.mu.Lock()
			defer other.mu.Unlock()
			for _, a := range other.seen {
				if a != "" {
					t.Errorf("the other proxy got an Authorization header")
				}
			}
		})
	}

	t.Run("a command that fails sends nothing and says how, not what", func(t *testing.T) {
		private := newAuthProxy(t, f.files, "Bearer cmd-token", http.StatusUnauthorized)
		p := New(Config{
			Env:  &goenv.Env{GOPROXY: private.srv.URL, GOMODCACHE: t.TempDir(), GOWORK: "off", GOAUTH: "/nonexistent/goauth-helper"},
			HTTP: private.srv.Client(),
		})
		_, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref("example.com/uuid", "v1.1.0", "")})
		if sdk.Code(err) != sdk.Code(sdk.Unauthenticated("")) {
			t.Errorf("err = %v, want Unauthenticated", err)
		}
	})
}

func writeTestFile(t *testing.T, name, data string) {
	t.Helper()
	if err := os.WriteFile(name, []byte(data), 0o600); err != nil {
		t.Fatal(err)
	}
}
