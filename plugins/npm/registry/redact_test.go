package registry

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/pkgdocs/pkgdocs/plugins/npm/npmrc"
	"github.com/pkgdocs/pkgdocs/sdk/archive"
)

// The secrets a registry URL or a tarball URL may carry.
const (
	secretPassword = "s3cret-pass"
	secretUser     = "t0ken-as-user"
	secretQuery    = "sig-s3cret"
)

// TestErrorsCarryNoCredentials triggers every error path of the client
// with credentials in the registry URL (user:password and a token given
// as the user name, both supported ways to configure basic auth) and in
// the tarball URL, and checks that no error message repeats them.
func TestErrorsCarryNoCredentials(t *testing.T) {
	mux := http.NewServeMux()
	mux.HandleFunc("/empty/{ref}", func(w http.ResponseWriter, r *http.Request) { w.Write([]byte(`{"name":"empty"}`)) })
	mux.HandleFunc("/notjson/{ref}", func(w http.ResponseWriter, r *http.Request) { w.Write([]byte(`<html>`)) })
	mux.HandleFunc("/big/{ref}", func(w http.ResponseWriter, r *http.Request) { w.Write([]byte(strings.Repeat(" ", 2048))) })
	mux.HandleFunc("/slow/{ref}", func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-r.Context().Done():
		case <-time.After(5 * time.Second):
		}
	})
	mux.HandleFunc("/loop/{ref}", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, r.URL.Path, http.StatusFound)
	})
	for path, code := range map[string]int{"/s401/": 401, "/s403/": 403, "/s404/": 404, "/s429/": 429, "/s500/": 500, "/s418/": 418} {
		mux.HandleFunc(path, func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(code) })
	}
	mux.HandleFunc("/tgz", func(w http.ResponseWriter, r *http.Request) { w.Write([]byte("not the published bytes")) })
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	dead := httptest.NewServer(http.NotFoundHandler())
	dead.Close()

	withUser := func(base, userinfo string) string {
		return strings.Replace(base, "http://", "http://"+userinfo+"@", 1) + "/"
	}
	registries := map[string]string{
		"user and password": withUser(srv.URL, "alice:"+secretPassword),
		"token as user":     withUser(srv.URL, secretUser),
	}
	tarballURL := withUser(srv.URL, "alice:"+secretPassword) + "tgz?" + secretQuery
	type call func(c *Client) error
	manifest := func(name string) call {
		return func(c *Client) error { _, err := c.Manifest(context.Background(), name, "1.0.0"); return err }
	}
	tests := map[string]struct {
		registry string // "" for the live server
		call     call
	}{
		"manifest without version":     {"", func(c *Client) error { _, err := c.Resolve(context.Background(), "empty", "1.0.0"); return err }},
		"not JSON":                     {"", manifest("notjson")},
		"over the size limit":          {"", manifest("big")},
		"401":                          {"", manifest("s401")},
		"403":                          {"", manifest("s403")},
		"404 then packument 404":       {"", func(c *Client) error { _, err := c.Resolve(context.Background(), "s404", "1.0.0"); return err }},
		"429":                          {"", manifest("s429")},
		"500":                          {"", manifest("s500")},
		"unexpected status":            {"", manifest("s418")},
		"timeout":                      {"", manifest("slow")},
		"redirect loop":                {"", manifest("loop")},
		"connection refused":           {dead.URL, manifest("x")},
		"range over packument failure": {"", func(c *Client) error { _, err := c.Resolve(context.Background(), "s500", "^1"); return err }},
		"raw search": {"", func(c *Client) error {
			_, err := c.GetRaw(context.Background(), c.Auth.Registry("x")+"s403/x")
			return err
		}},
		"tarball integrity": {"", func(c *Client) error {
			m := &Manifest{Name: "x", Version: "1.0.0"}
			m.Dist.Tarball, m.Dist.Integrity = tarballURL, "sha512-AAAA"
			_, err := c.Tarball(context.Background(), m, archive.Limits{}, nil)
			return err
		}},
		"tarball URL not http": {"", func(c *Client) error {
			m := &Manifest{Name: "x", Version: "1.0.0"}
			m.Dist.Tarball = "ftp://alice:" + secretPassword + "@host/x.tgz?" + secretQuery
			_, err := c.Tarball(context.Background(), m, archive.Limits{}, nil)
			return err
		}},
		"tarball fetch fails": {dead.URL, func(c *Client) error {
			m := &Manifest{Name: "x", Version: "1.0.0"}
			m.Dist.Tarball = withUser(dead.URL, secretUser) + "x.tgz?" + secretQuery
			_, err := c.Tarball(context.Background(), m, archive.Limits{}, nil)
			return err
		}},
	}
	for regName, reg := range registries {
		for name, tc := range tests {
			t.Run(regName+"/"+name, func(t *testing.T) {
				reg := reg
				if tc.registry != "" {
					reg = strings.Replace(reg, srv.URL[len("http://"):], tc.registry[len("http://"):], 1)
				}
				cfg, err := npmrc.Load(context.Background(), npmrc.Options{Registry: reg, Environ: []string{}, Home: t.TempDir()})
				if err != nil {
					t.Fatal(err)
				}
				c := &Client{Auth: cfg, Timeout: 200 * time.Millisecond, MaxDocBytes: 1024}
				err = tc.call(c)
				if err == nil {
					t.Fatal("no error; the case does not exercise an error path")
				}
				for _, s := range []string{secretPassword, secretUser, secretQuery} {
					if strings.Contains(err.Error(), s) {
						t.Errorf("error repeats a credential: %v", err)
					}
				}
			})
		}
	}
}
