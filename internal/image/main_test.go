package main

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// TestImageConfig loads the tarball's configuration the way a runtime
// does (index.json → manifest → config) and checks what the image runs:
// the entrypoint, as which user, on which port; and that the layer holds
// the binary there, executable, with that user in /etc/passwd.
func TestImageConfig(t *testing.T) {
	dir := t.TempDir()
	bin, ca := filepath.Join(dir, "pkgdocs"), filepath.Join(dir, "ca.crt")
	if err := os.WriteFile(bin, []byte("\x7fELF the binary"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(ca, []byte("-----BEGIN CERTIFICATE-----\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "image.tar")
	created := time.Unix(1700000000, 0).UTC()
	if err := writeFile(out, Options{Bin: bin, CA: ca, Arch: "arm64", Version: "v1.2.3", Created: created}); err != nil {
		t.Fatal(err)
	}
	files := untar(t, out)
	var index struct {
		Manifests []descriptor `json:"manifests"`
	}
	decode(t, files["index.json"], &index)
	if len(index.Manifests) != 1 || index.Manifests[0].Annotations["org.opencontainers.image.ref.name"] != "v1.2.3" {
		t.Fatalf("index.json: %+v", index)
	}
	var manifest struct {
		Config descriptor   `json:"config"`
		Layers []descriptor `json:"layers"`
	}
	decode(t, blobOf(t, files, index.Manifests[0]), &manifest)
	var cfg Config
	decode(t, blobOf(t, files, manifest.Config), &cfg)

	got := map[string]any{
		"entrypoint": cfg.Config.Entrypoint, "cmd": cfg.Config.Cmd, "user": cfg.Config.User,
		"ports": cfg.Config.ExposedPorts, "os/arch": cfg.OS + "/" + cfg.Architecture,
	}
	want := map[string]any{
		"entrypoint": []string{"/usr/local/bin/pkgdocs"}, "cmd": []string{"serve", "--http", "0.0.0.0:8080"}, "user": "65532:65532",
		"ports": map[string]struct{}{"8080/tcp": {}}, "os/arch": "linux/arm64",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("image config (-want +got):\n%s", d)
	}

	if len(manifest.Layers) != 1 {
		t.Fatalf("layers %+v", manifest.Layers)
	}
	zr, err := gzip.NewReader(bytes.NewReader(blobOf(t, files, manifest.Layers[0])))
	if err != nil {
		t.Fatal(err)
	}
	raw, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	if d := digest(raw); len(cfg.RootFS.DiffIDs) != 1 || cfg.RootFS.DiffIDs[0] != d {
		t.Errorf("diff_ids %v, layer %s", cfg.RootFS.DiffIDs, d)
	}
	tr := tar.NewReader(bytes.NewReader(raw))
	layer := map[string]*tar.Header{}
	content := map[string]string{}
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		layer[h.Name] = h
		b, _ := io.ReadAll(tr)
		content[h.Name] = string(b)
	}
	if h := layer["usr/local/bin/pkgdocs"]; h == nil || h.Mode&0o111 == 0 || content["usr/local/bin/pkgdocs"] != "\x7fELF the binary" {
		t.Errorf("binary in the layer: %+v", h)
	}
	if !strings.Contains(content["etc/passwd"], ":65532:65532:") {
		t.Errorf("/etc/passwd has no user 65532:\n%s", content["etc/passwd"])
	}
	if h := layer["home/pkgdocs/"]; h == nil || h.Uid != 65532 {
		t.Errorf("home directory not owned by the user: %+v", h)
	}
	if h := layer["tmp/"]; h == nil || h.Mode&0o1777 != 0o1777 {
		t.Errorf("/tmp: %+v", h)
	}

	// docker load's manifest names the same config and layer.
	var dm []struct {
		Config   string
		RepoTags []string
		Layers   []string
	}
	decode(t, files["manifest.json"], &dm)
	if len(dm) != 1 || dm[0].Config != blobPath(manifest.Config) || !cmp.Equal(dm[0].RepoTags, []string{"pkgdocs:v1.2.3"}) {
		t.Errorf("manifest.json %+v", dm)
	}

	// The same inputs give the same bytes.
	again := filepath.Join(dir, "again.tar")
	if err := writeFile(again, Options{Bin: bin, CA: ca, Arch: "arm64", Version: "v1.2.3", Created: created}); err != nil {
		t.Fatal(err)
	}
	a, _ := os.ReadFile(out)
	b, _ := os.ReadFile(again)
	if !bytes.Equal(a, b) {
		t.Error("two builds of the same inputs differ")
	}
}

func TestWriteRefuses(t *testing.T) {
	dir := t.TempDir()
	for name, o := range map[string]Options{
		"no version":  {Bin: filepath.Join(dir, "x"), Version: ""},
		"bad version": {Bin: filepath.Join(dir, "x"), Version: "a:b"},
		"no binary":   {Bin: filepath.Join(dir, "missing"), Version: "v1"},
	} {
		if err := Write(io.Discard, o); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func untar(t *testing.T, path string) map[string][]byte {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	tr := tar.NewReader(f)
	out := map[string][]byte{}
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(tr)
		out[h.Name] = b
	}
}

// blobOf is the blob d names, checked against its digest and size.
func blobOf(t *testing.T, files map[string][]byte, d descriptor) []byte {
	t.Helper()
	b, ok := files[blobPath(d)]
	if !ok || digest(b) != d.Digest || int64(len(b)) != d.Size {
		t.Fatalf("blob %s missing or not matching its descriptor", d.Digest)
	}
	return b
}

func decode(t *testing.T, b []byte, v any) {
	t.Helper()
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatalf("decode %.100s: %v", b, err)
	}
}
