package rust

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/pkgdocs/pkgdocs/plugins/rust/sparse"
)

// world is a fake crates.io (sparse index and downloads), a fake private
// registry that requires a token, and a fake docs.rs, all on httptest.
type world struct {
	srv   *httptest.Server
	home  string // CARGO_HOME
	crate []byte // kvstore_demo-0.3.1.crate

	mu       sync.Mutex
	requests []string            // "host path auth"
	auth     map[string][]string // path → Authorization values seen
}

const privateToken = "Bearer secret-corp-token"

// crateTarGz packs testdata/kvstore_demo as a .crate.
func crateTarGz(t *testing.T, name, version string) []byte {
	t.Helper()
	var buf bytes.Buffer
	gz := gzip.NewWriter(&buf)
	tw := tar.NewWriter(gz)
	root := filepath.Join("testdata", "kvstore_demo")
	err := filepath.Walk(root, func(p string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if rel == "Cargo.toml" {
			b = bytes.ReplaceAll(b, []byte(`version = "0.3.1"`), []byte(`version = "`+version+`"`))
		}
		hdr := &tar.Header{Name: name + "-" + version + "/" + filepath.ToSlash(rel), Mode: 0o644, Size: int64(len(b)), Typeflag: tar.TypeReg}
		if err := tw.WriteHeader(hdr); err != nil {
			return err
		}
		_, err = tw.Write(b)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	readme := []byte("# kvstore_demo\n\n[![badge](https://img.shields.io/x.svg)](https://x)\n\nA tiny store.\n\n## Usage\n\n```rust\nlet s = kvstore_demo::Store::new();\n```\n")
	_ = tw.WriteHeader(&tar.Header{Name: name + "-" + version + "/README.md", Mode: 0o644, Size: int64(len(readme)), Typeflag: tar.TypeReg})
	_, _ = tw.Write(readme)
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := gz.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func sum(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}

func indexLine(name, vers, cksum string, yanked bool) string {
	e := map[string]any{"name": name, "vers": vers, "cksum": cksum, "yanked": yanked, "deps": []any{},
		"features": map[string][]string{"default": {"std"}, "std": {}, "serde": {"dep:serde"}}, "rust_version": "1.70"}
	b, _ := json.Marshal(e)
	return string(b)
}

func newWorld(t *testing.T) *world {
	t.Helper()
	w := &world{auth: map[string][]string{}}
	crate := crateTarGz(t, "kvstore_demo", "0.3.1")
	old := crateTarGz(t, "kvstore_demo", "0.3.0")
	w.crate = crate
	axumJSON, err := os.ReadFile(filepath.Join("rustdocjson", "testdata", "axum-0.8.9.json.zst"))
	if err != nil {
		t.Fatal(err)
	}
	kvJSON, err := os.ReadFile(filepath.Join("rustdocjson", "testdata", "kvstore_demo.json"))
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	var base string
	kvIndex := strings.Join([]string{
		indexLine("kvstore_demo", "0.2.0", "00", false),
		indexLine("kvstore_demo", "0.3.0", sum(old), false),
		indexLine("kvstore_demo", "0.3.1", sum(crate), false),
		indexLine("kvstore_demo", "0.4.0-beta.1", "00", false),
		indexLine("kvstore_demo", "0.5.0", "00", true),
	}, "\n") + "\n"
	mux.HandleFunc("/index/config.json", func(rw http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(rw, `{"dl": %q, "api": %q}`, base+"/dl", base)
	})
	mux.HandleFunc("/index/"+sparse.Path("kvstore_demo"), func(rw http.ResponseWriter, r *http.Request) {
		fmt.Fprint(rw, kvIndex)
	})
	mux.HandleFunc("/index/"+sparse.Path("axum"), func(rw http.ResponseWriter, r *http.Request) {
		fmt.Fprintln(rw, indexLine("axum", "0.8.8", "00", false))
		fmt.Fprintln(rw, indexLine("axum", "0.8.9", "00", false))
	})
	mux.HandleFunc("/dl/kvstore_demo/0.3.1/download", func(rw http.ResponseWriter, r *http.Request) { rw.Write(crate) })
	mux.HandleFunc("/dl/kvstore_demo/0.3.0/download", func(rw http.ResponseWriter, r *http.Request) { rw.Write(old) })
	// The registry's web API, for axum (whose .crate the fake registry
	// lacks): a synthetic response in the crates.io schema.
	mux.HandleFunc("/api/v1/crates/axum", func(rw http.ResponseWriter, r *http.Request) {
		fmt.Fprint(rw, `{"crate":{"name":"axum","description":"Web framework (test description)","repository":"https://github.com/tokio-rs/axum","max_stable_version":"0.8.9"},"versions":[{"num":"0.8.9","yanked":false,"license":"MIT","rust_version":"1.78"}]}`)
	})
	// The registry knows tokio, but neither docs.rs JSON nor a .crate is
	// there: docs.rs' HTML pages are the last resort.
	mux.HandleFunc("/index/"+sparse.Path("tokio"), func(rw http.ResponseWriter, r *http.Request) {
		fmt.Fprintln(rw, indexLine("tokio", "1.43.0", "00", false))
	})
	html := func(file string) http.HandlerFunc {
		return func(rw http.ResponseWriter, r *http.Request) {
			// Not http.ServeFile: it redirects …/index.html to …/.
			b, err := os.ReadFile(filepath.Join("stdhtml", "testdata", file))
			if err != nil {
				http.NotFound(rw, r)
				return
			}
			rw.Write(b)
		}
	}
	mux.HandleFunc("/docsrs/tokio/1.43.0/tokio/all.html", html("docsrs/tokio/all.html"))
	// kvstore_demo 0.2.0 the same way; its all.html is made here (the
	// recorded pages are index.html and struct.Store.html).
	mux.HandleFunc("/docsrs/kvstore_demo/0.2.0/kvstore_demo/all.html", func(rw http.ResponseWriter, r *http.Request) {
		fmt.Fprint(rw, `<html><body><section id="main-content"><h1>List of all items</h1><h3 id="structs">Structs</h3><ul class="all-items"><li><a href="struct.Store.html">Store</a></li></ul></section></body></html>`)
	})
	mux.HandleFunc("/docsrs/kvstore_demo/0.2.0/kvstore_demo/index.html", html("html/kvstore_demo/index.html"))
	mux.HandleFunc("/docsrs/kvstore_demo/0.2.0/kvstore_demo/struct.Store.html", html("html/kvstore_demo/struct.Store.html"))
	// A crate whose index file never comes: the contract's cancellation check.
	mux.HandleFunc("/index/"+sparse.Path("slow-crate"), func(rw http.ResponseWriter, r *http.Request) {
		<-r.Context().Done()
	})
	// docs.rs
	mux.HandleFunc("/docsrs/crate/axum/0.8.9/json", func(rw http.ResponseWriter, r *http.Request) { rw.Write(axumJSON) })
	mux.HandleFunc("/docsrs/crate/kvstore_demo/0.3.1/json", func(rw http.ResponseWriter, r *http.Request) { rw.Write(kvJSON) })
	// A private registry: every request needs the token.
	mux.HandleFunc("/corp/", func(rw http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") != privateToken {
			http.Error(rw, "token required", http.StatusUnauthorized)
			return
		}
		switch r.URL.Path {
		case "/corp/index/config.json":
			fmt.Fprintf(rw, `{"dl": %q, "auth-required": true}`, base+"/corp/dl/{crate}/{version}.crate")
		case "/corp/index/" + sparse.Path("kvstore_demo"):
			fmt.Fprint(rw, kvIndex)
		case "/corp/dl/kvstore_demo/0.3.1.crate":
			rw.Write(crate)
		default:
			http.NotFound(rw, r)
		}
	})
	w.srv = httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		w.mu.Lock()
		w.requests = append(w.requests, r.URL.Path)
		if a := r.Header.Get("Authorization"); a != "" {
			w.auth[r.URL.Path] = append(w.auth[r.URL.Path], a)
		}
		w.mu.Unlock()
		mux.ServeHTTP(rw, r)
	}))
	t.Cleanup(w.srv.Close)
	base = w.srv.URL
	w.home = t.TempDir()
	writeFile(t, filepath.Join(w.home, "config.toml"), fmt.Sprintf(`
[source.crates-io]
replace-with = "fake"
[source.fake]
registry = "sparse+%s/index/"
[registries.corp]
index = "sparse+%s/corp/index/"
`, base, base))
	writeFile(t, filepath.Join(w.home, "credentials.toml"), "[registries.corp]\ntoken = \""+privateToken+"\"\n")
	return w
}

func writeFile(t *testing.T, path, body string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
}

// env is the environment the provider sees.
func (w *world) env() map[string]string {
	return map[string]string{"CARGO_HOME": w.home, "HOME": w.home, "PKGDOCS_DOCSRS_URL": w.srv.URL + "/docsrs"}
}

func (w *world) provider(docsRS bool) *Provider {
	env := w.env()
	cfg := Config{Env: func(k string) string { return env[k] }, Rustc: "rustc"}
	if !docsRS {
		cfg.DocsRS = "off"
	}
	return New(cfg)
}

func (w *world) authSeen() map[string][]string {
	w.mu.Lock()
	defer w.mu.Unlock()
	out := map[string][]string{}
	for k, v := range w.auth {
		out[k] = append([]string(nil), v...)
	}
	return out
}
