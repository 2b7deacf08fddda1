package e2e

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"crypto/sha1"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The continuation hint of a project-resolved answer must lead to the
// same document: the same version from a local install can differ from
// the registry's.
func TestContinuationHintKeepsTheProject(t *testing.T) {
	dir := pluginsOf(t, "npm")
	var readme strings.Builder
	readme.WriteString("# foo\n\nFoo does things.\n\n## Usage\n\n")
	for i := 0; i < 400; i++ {
		fmt.Fprintf(&readme, "Usage line %d explains an option of foo.\n", i)
	}
	pj := `{"name":"foo","version":"1.0.0","description":"Foo."}`

	// The registry has the same foo@1.0.0.
	var tgz bytes.Buffer
	zw := gzip.NewWriter(&tgz)
	tw := tar.NewWriter(zw)
	for name, body := range map[string]string{"package/package.json": pj, "package/README.md": readme.String()} {
		tw.WriteHeader(&tar.Header{Name: name, Mode: 0o644, Size: int64(len(body)), Typeflag: tar.TypeReg})
		tw.Write([]byte(body))
	}
	tw.Close()
	zw.Close()
	sum := sha1.Sum(tgz.Bytes())
	var srv *httptest.Server
	srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		man := map[string]any{"name": "foo", "version": "1.0.0", "description": "Foo.", "dist": map[string]any{"tarball": srv.URL + "/foo/-/foo-1.0.0.tgz", "shasum": hex.EncodeToString(sum[:])}}
		switch r.URL.Path {
		case "/foo/1.0.0", "/foo/latest":
			json.NewEncoder(w).Encode(man)
		case "/foo":
			json.NewEncoder(w).Encode(map[string]any{"name": "foo", "dist-tags": map[string]string{"latest": "1.0.0"}, "versions": map[string]any{"1.0.0": man}})
		case "/foo/-/foo-1.0.0.tgz":
			w.Write(tgz.Bytes())
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	t.Setenv("npm_config_registry", srv.URL+"/")
	t.Setenv("HOME", t.TempDir())

	proj := t.TempDir()
	pkgDir := filepath.Join(proj, "node_modules", "foo")
	os.MkdirAll(pkgDir, 0o755)
	os.WriteFile(filepath.Join(proj, "package.json"), []byte(`{"dependencies":{"foo":"^1.0.0"}}`), 0o644)
	os.WriteFile(filepath.Join(pkgDir, "package.json"), []byte(pj), 0o644)
	os.WriteFile(filepath.Join(pkgDir, "README.md"), []byte(readme.String()), 0o644)

	h := startRaw(t, dir, "--cache-dir", t.TempDir())
	h.initialize()
	text, isErr := h.tool("describe_npm_package", map[string]any{"package": "foo", "projectPath": proj, "maxLength": 2000})
	if isErr {
		t.Fatal(text)
	}
	m := regexp.MustCompile(`call describe_npm_package with (\{.*?\})[;.]`).FindStringSubmatch(text)
	if m == nil {
		t.Fatalf("no continuation hint in:\n%s", text)
	}
	var next map[string]any
	json.Unmarshal([]byte(m[1]), &next)
	text2, isErr2 := h.tool("describe_npm_package", next)
	if isErr2 || !strings.Contains(text2, "· continued") {
		t.Errorf("following the answer's own continuation hint (%s) failed: %.300s", m[1], text2)
	}
}
