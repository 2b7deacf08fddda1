package e2e

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"crypto/sha1"
	"crypto/sha512"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
)

// labelledServer serves testdata/recorded/<root> like recordedServer, with
// label written into what it serves so that an answer shows which server
// it came from: into npm tarballs' package.json description (the
// manifests' integrity and shasum rewritten to match), and into the
// README of Go module zips. It counts the requests it gets.
type labelledServer struct {
	*httptest.Server
	requests atomic.Int64
	// tarballs: relabelled npm tarballs by path, with the integrity
	// strings to replace in manifests.
	tarballs map[string][]byte
	swap     []string // old, new, old, new...
}

func newLabelledServer(t *testing.T, root string, npm bool, label string) *labelledServer {
	t.Helper()
	base := filepath.Join("testdata", "recorded", root)
	s := &labelledServer{tarballs: map[string][]byte{}}
	if npm {
		s.relabelTarballs(t, base, label)
	}
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.requests.Add(1)
		p := filepath.Join(base, filepath.FromSlash(path.Clean(r.URL.Path)))
		if npm && !strings.HasSuffix(p, ".tgz") {
			p += ".json"
		}
		b, err := os.ReadFile(p)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		switch {
		case strings.HasSuffix(p, ".json"):
			b = bytes.ReplaceAll(b, []byte("http://registry.invalid"), []byte(s.URL))
			b = []byte(strings.NewReplacer(s.swap...).Replace(string(b)))
		case s.tarballs[p] != nil:
			b = s.tarballs[p]
		case strings.HasSuffix(p, ".zip"):
			b = relabelZip(t, b, label)
		}
		w.Write(b)
	}))
	t.Cleanup(s.Close)
	return s
}

// relabelTarballs rewrites every recorded npm tarball's package.json
// description to end in label, and notes the new integrity and shasum.
func (s *labelledServer) relabelTarballs(t *testing.T, base, label string) {
	t.Helper()
	tgzs, _ := filepath.Glob(filepath.Join(base, "*", "-", "*.tgz"))
	for _, name := range tgzs {
		orig, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		zr, err := gzip.NewReader(bytes.NewReader(orig))
		if err != nil {
			t.Fatal(err)
		}
		tr := tar.NewReader(zr)
		var out bytes.Buffer
		zw := gzip.NewWriter(&out)
		tw := tar.NewWriter(zw)
		for {
			h, err := tr.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			data, err := io.ReadAll(tr)
			if err != nil {
				t.Fatal(err)
			}
			if h.Name == "package/package.json" {
				var m map[string]any
				if err := json.Unmarshal(data, &m); err != nil {
					t.Fatal(err)
				}
				m["description"] = fmt.Sprint(m["description"]) + ", " + label
				data, _ = json.Marshal(m)
				h.Size = int64(len(data))
			}
			if err := tw.WriteHeader(h); err != nil {
				t.Fatal(err)
			}
			tw.Write(data)
		}
		tw.Close()
		zw.Close()
		s.tarballs[name] = out.Bytes()
		o512, n512 := sha512.Sum512(orig), sha512.Sum512(out.Bytes())
		o1, n1 := sha1.Sum(orig), sha1.Sum(out.Bytes())
		s.swap = append(s.swap,
			"sha512-"+base64.StdEncoding.EncodeToString(o512[:]), "sha512-"+base64.StdEncoding.EncodeToString(n512[:]),
			hex.EncodeToString(o1[:]), hex.EncodeToString(n1[:]))
	}
}

// relabelZip adds a line naming label to a module zip's README.md.
func relabelZip(t *testing.T, data []byte, label string) []byte {
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Error(err)
		return data
	}
	var out bytes.Buffer
	zw := zip.NewWriter(&out)
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			t.Error(err)
			return data
		}
		b, _ := io.ReadAll(rc)
		rc.Close()
		if _, rel, _ := strings.Cut(f.Name, "@"); rel != "" && strings.Count(rel, "/") == 1 && path.Base(rel) == "README.md" {
			b = append([]byte("Served by "+label+".\n\n"), b...)
		}
		w, err := zw.Create(f.Name)
		if err != nil {
			t.Error(err)
			return data
		}
		w.Write(b)
	}
	zw.Close()
	return out.Bytes()
}

// unsetenv removes k from this process's environment (the hosts started
// inherit it) for the test.
func unsetenv(t *testing.T, keys ...string) {
	for _, k := range keys {
		t.Setenv(k, "")
		os.Unsetenv(k)
	}
}

// firstLine is an answer's header line: name@version, ecosystem, source.
func firstLines(text string, n int) string {
	lines := strings.SplitN(text, "\n", n+1)
	return strings.Join(lines[:min(n, len(lines))], "\n")
}

// Issue 16 item 6 with the real npm provider: an exact-version describe
// follows the registry the configuration names. The project's (trusted)
// .npmrc, then the user's, are pointed at a second registry, and the
// answer comes from it; pointed back, the first registry's answer is
// served from the cache, by a fresh host whose provider has nothing in
// memory, without a request to the first registry.
func TestCacheFollowsNpmRegistry(t *testing.T) {
	unsetenv(t, "npm_config_registry", "NPM_CONFIG_REGISTRY", "npm_config_userconfig", "NPM_CONFIG_USERCONFIG")
	a := newLabelledServer(t, "npm", true, "served by A")
	b := newLabelledServer(t, "npm", true, "served by B")
	home, proj, cache := t.TempDir(), t.TempDir(), t.TempDir()
	if err := os.WriteFile(filepath.Join(proj, "package.json"), []byte(`{"name":"app","version":"1.0.0"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	npmrc := func(dir string, s *labelledServer) {
		t.Helper()
		if s == nil {
			os.Remove(filepath.Join(dir, ".npmrc"))
			return
		}
		if err := os.WriteFile(filepath.Join(dir, ".npmrc"), []byte("registry="+s.URL+"/\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	env := []string{"HOME=" + home, "npm_config_globalconfig=" + filepath.Join(home, "none"), "PKGDOCS_CACHE_DIR=" + cache}
	plugins := realProviders(t)
	describe := func(s *session) string {
		t.Helper()
		return sessionCall(t, s, "describe_npm_package", map[string]any{"package": "commander", "version": "8.3.0", "projectPath": proj})
	}
	check := func(step, text string, want, other *labelledServer, label string) {
		t.Helper()
		head := firstLines(text, 6)
		if !strings.Contains(head, want.URL) || strings.Contains(text, other.URL) || !strings.Contains(text, label) {
			t.Errorf("%s: answer not from %s (%s):\n%s", step, want.URL, label, head)
		}
	}

	npmrc(home, a)
	s := newSession(t, plugins, nil, env, "--project", proj)
	check("user .npmrc names A", describe(s), a, b, "served by A")
	if a.requests.Load() == 0 {
		t.Fatal("A was not asked")
	}
	npmrc(proj, b)
	check("project .npmrc names B", describe(s), b, a, "served by B")
	if b.requests.Load() == 0 {
		t.Error("B was not asked")
	}
	npmrc(proj, nil)
	npmrc(home, b)
	check("user .npmrc names B", describe(s), b, a, "served by B")
	s.Close()

	// Back to A, in a new host: its provider has nothing in memory, so an
	// answer without a request to A comes from the host's cache.
	npmrc(home, a)
	before := a.requests.Load()
	s = newSession(t, plugins, nil, env, "--project", proj)
	check("back to A", describe(s), a, b, "served by A")
	if n := a.requests.Load() - before; n != 0 {
		t.Errorf("back to A: %d requests to A, want the cached answer", n)
	}
	npmrc(proj, b)
	beforeB := b.requests.Load()
	check("back to B (project)", describe(s), b, a, "served by B")
	if n := b.requests.Load() - beforeB; n != 0 {
		t.Errorf("back to B: %d requests to B, want the cached answer", n)
	}
}

// The same with the real Go provider and two module proxies named by
// GOPROXY: each host run gets its own environment.
func TestCacheFollowsGoProxy(t *testing.T) {
	unsetenv(t, "GOPROXY", "GOFLAGS", "GONOPROXY", "GOPRIVATE", "GOENV")
	a := newLabelledServer(t, "goproxy", false, "proxy A")
	b := newLabelledServer(t, "goproxy", false, "proxy B")
	home, cache := t.TempDir(), t.TempDir()
	plugins := realProviders(t)
	run := func(step string, proxy, other *labelledServer, label string) int64 {
		t.Helper()
		before := proxy.requests.Load()
		env := []string{"HOME=" + home, "GOPROXY=" + proxy.URL, "GOMODCACHE=" + filepath.Join(home, "modcache"), "GOWORK=off", "GOSUMDB=off",
			"GOTOOLCHAIN=local", "PKGDOCS_CACHE_DIR=" + cache}
		s := newSession(t, plugins, nil, env)
		defer s.Close()
		text := sessionCall(t, s, "describe_go_package", map[string]any{"package": "github.com/google/uuid", "version": "v1.3.0"})
		if head := firstLines(text, 6); !strings.Contains(head, proxy.URL) || strings.Contains(text, other.URL) || !strings.Contains(text, "Served by "+label) {
			t.Errorf("%s: answer not from %s (%s):\n%s", step, proxy.URL, label, head)
		}
		return proxy.requests.Load() - before
	}
	if n := run("GOPROXY=A", a, b, "proxy A"); n == 0 {
		t.Error("A was not asked")
	}
	if n := run("GOPROXY=B", b, a, "proxy B"); n == 0 {
		t.Error("B was not asked")
	}
	if n := run("GOPROXY=A again", a, b, "proxy A"); n != 0 {
		t.Errorf("GOPROXY=A again: %d requests to A, want the cached answer", n)
	}
}
