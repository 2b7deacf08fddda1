package main

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"
)

const (
	// uid and gid the server runs as: a non-root id no distribution
	// assigns to a user of its own (distroless' "nonroot").
	uid = 65532
	// Port the server listens on in the container.
	Port = "8080"
	// BinPath is where the binary is in the image.
	BinPath = "/usr/local/bin/pkgdocs"
	home    = "/home/pkgdocs"
)

// Options is one image build.
type Options struct {
	Bin     string    // the linux pkgdocs binary
	CA      string    // CA bundle put at /etc/ssl/certs/ca-certificates.crt
	Arch    string    // GOARCH of Bin
	Version string    // image tag and label
	Created time.Time // every timestamp in the image, so builds are reproducible
}

func main() {
	var o Options
	out := flag.String("out", "bin/pkgdocs-image.tar", "the image tarball to write")
	created := flag.Int64("created", 0, "image creation time, Unix seconds (make passes the commit's time)")
	flag.StringVar(&o.Bin, "bin", "", "the linux pkgdocs binary")
	flag.StringVar(&o.CA, "ca", "/etc/ssl/certs/ca-certificates.crt", "CA certificate bundle for the image")
	flag.StringVar(&o.Arch, "arch", "amd64", "GOARCH of the binary")
	flag.StringVar(&o.Version, "version", "dev", "image tag")
	flag.Parse()
	o.Created = time.Unix(*created, 0).UTC()
	if err := writeFile(*out, o); err != nil {
		fmt.Fprintln(os.Stderr, "image:", err)
		os.Exit(1)
	}
	fmt.Println(*out)
}

func writeFile(path string, o Options) (err error) {
	tmp := path + ".tmp"
	f, err := os.Create(tmp)
	if err != nil {
		return err
	}
	defer os.Remove(tmp)
	if err := Write(f, o); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// Config is the part of the OCI image configuration read here and in
// tests.
type Config struct {
	Architecture string    `json:"architecture"`
	OS           string    `json:"os"`
	Created      time.Time `json:"created"`
	Config       struct {
		User         string              `json:"User"`
		Entrypoint   []string            `json:"Entrypoint"`
		Cmd          []string            `json:"Cmd"`
		Env          []string            `json:"Env"`
		WorkingDir   string              `json:"WorkingDir"`
		ExposedPorts map[string]struct{} `json:"ExposedPorts"`
		Labels       map[string]string   `json:"Labels"`
	} `json:"config"`
	RootFS struct {
		Type    string   `json:"type"`
		DiffIDs []string `json:"diff_ids"`
	} `json:"rootfs"`
}

type descriptor struct {
	MediaType   string            `json:"mediaType"`
	Digest      string            `json:"digest"`
	Size        int64             `json:"size"`
	Annotations map[string]string `json:"annotations,omitempty"`
	Platform    *platform         `json:"platform,omitempty"`
}

type platform struct {
	Architecture string `json:"architecture"`
	OS           string `json:"os"`
}

// Write writes the image as an OCI layout tar to w.
func Write(w io.Writer, o Options) error {
	if o.Version == "" || strings.ContainsAny(o.Version, " /\\:\t\n") {
		return fmt.Errorf("image version %q: want a tag such as v1.2.3", o.Version)
	}
	layer, diffID, err := rootfs(o)
	if err != nil {
		return err
	}
	var cfg Config
	cfg.Architecture, cfg.OS, cfg.Created = o.Arch, "linux", o.Created
	c := &cfg.Config
	c.User = fmt.Sprintf("%d:%d", uid, uid)
	c.Entrypoint = []string{BinPath}
	c.Cmd = []string{"serve", "--http", "0.0.0.0:" + Port}
	c.Env = []string{"HOME=" + home, "PKGDOCS_CACHE_DIR=" + home + "/.cache/pkgdocs", "SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt", "PATH=/usr/local/bin:/usr/bin:/bin"}
	c.WorkingDir = home
	c.ExposedPorts = map[string]struct{}{Port + "/tcp": {}}
	c.Labels = map[string]string{
		"org.opencontainers.image.title":   "pkgdocs",
		"org.opencontainers.image.version": o.Version,
		"org.opencontainers.image.source":  "https://github.com/pkgdocs/pkgdocs",
	}
	cfg.RootFS.Type, cfg.RootFS.DiffIDs = "layers", []string{diffID}
	cfgJSON, err := json.Marshal(cfg)
	if err != nil {
		return err
	}
	cfgDesc := blob("application/vnd.oci.image.config.v1+json", cfgJSON)
	layerDesc := blob("application/vnd.oci.image.layer.v1.tar+gzip", layer)
	manifest, err := json.Marshal(map[string]any{
		"schemaVersion": 2,
		"mediaType":     "application/vnd.oci.image.manifest.v1+json",
		"config":        cfgDesc,
		"layers":        []descriptor{layerDesc},
	})
	if err != nil {
		return err
	}
	manDesc := blob("application/vnd.oci.image.manifest.v1+json", manifest)
	ref := "pkgdocs:" + o.Version
	manDesc.Annotations = map[string]string{"org.opencontainers.image.ref.name": o.Version, "io.containerd.image.name": ref}
	manDesc.Platform = &platform{Architecture: o.Arch, OS: "linux"}
	index, err := json.Marshal(map[string]any{
		"schemaVersion": 2,
		"mediaType":     "application/vnd.oci.image.index.v1+json",
		"manifests":     []descriptor{manDesc},
	})
	if err != nil {
		return err
	}
	// docker load before OCI archive support reads this.
	dockerManifest, err := json.Marshal([]map[string]any{{
		"Config":   blobPath(cfgDesc),
		"RepoTags": []string{ref},
		"Layers":   []string{blobPath(layerDesc)},
	}})
	if err != nil {
		return err
	}
	tw := tar.NewWriter(w)
	files := []struct {
		name string
		b    []byte
	}{
		{"oci-layout", []byte(`{"imageLayoutVersion":"1.0.0"}`)},
		{"index.json", index},
		{"manifest.json", dockerManifest},
		{blobPath(cfgDesc), cfgJSON},
		{blobPath(layerDesc), layer},
		{blobPath(manDesc), manifest},
	}
	if err := tw.WriteHeader(&tar.Header{Name: "blobs/", Typeflag: tar.TypeDir, Mode: 0o755, ModTime: o.Created}); err != nil {
		return err
	}
	if err := tw.WriteHeader(&tar.Header{Name: "blobs/sha256/", Typeflag: tar.TypeDir, Mode: 0o755, ModTime: o.Created}); err != nil {
		return err
	}
	for _, f := range files {
		if err := tw.WriteHeader(&tar.Header{Name: f.name, Typeflag: tar.TypeReg, Mode: 0o644, Size: int64(len(f.b)), ModTime: o.Created}); err != nil {
			return err
		}
		if _, err := tw.Write(f.b); err != nil {
			return err
		}
	}
	return tw.Close()
}

func blob(mediaType string, b []byte) descriptor {
	return descriptor{MediaType: mediaType, Digest: digest(b), Size: int64(len(b))}
}

func blobPath(d descriptor) string {
	return "blobs/sha256/" + strings.TrimPrefix(d.Digest, "sha256:")
}

func digest(b []byte) string {
	s := sha256.Sum256(b)
	return "sha256:" + hex.EncodeToString(s[:])
}

// rootfs is the image's one layer, gzipped, and its diff ID (the digest
// of the uncompressed tar).
func rootfs(o Options) ([]byte, string, error) {
	bin, err := os.ReadFile(o.Bin)
	if err != nil {
		return nil, "", fmt.Errorf("image binary: %w", err)
	}
	ca, err := os.ReadFile(o.CA)
	if err != nil {
		return nil, "", fmt.Errorf("CA bundle (-ca): %w", err)
	}
	var raw bytes.Buffer
	tw := tar.NewWriter(&raw)
	dir := func(name string, mode int64, owner int) error {
		return tw.WriteHeader(&tar.Header{Name: name + "/", Typeflag: tar.TypeDir, Mode: mode, Uid: owner, Gid: owner, ModTime: o.Created})
	}
	file := func(name string, mode int64, b []byte) error {
		if err := tw.WriteHeader(&tar.Header{Name: name, Typeflag: tar.TypeReg, Mode: mode, Size: int64(len(b)), ModTime: o.Created}); err != nil {
			return err
		}
		_, err := tw.Write(b)
		return err
	}
	passwd := fmt.Sprintf("root:x:0:0:root:/root:/sbin/nologin\npkgdocs:x:%d:%d:pkgdocs:%s:/sbin/nologin\n", uid, uid, home)
	group := fmt.Sprintf("root:x:0:\npkgdocs:x:%d:\n", uid)
	// The entries are written as the list is built, in order (Go
	// evaluates the calls left to right); then the first error, if any.
	steps := []error{
		dir("etc", 0o755, 0), file("etc/passwd", 0o644, []byte(passwd)), file("etc/group", 0o644, []byte(group)),
		dir("etc/ssl", 0o755, 0), dir("etc/ssl/certs", 0o755, 0), file("etc/ssl/certs/ca-certificates.crt", 0o644, ca),
		dir("home", 0o755, 0), dir(strings.TrimPrefix(home, "/"), 0o700, uid),
		dir("tmp", 0o1777, 0),
		dir("usr", 0o755, 0), dir("usr/local", 0o755, 0), dir("usr/local/bin", 0o755, 0),
		file(strings.TrimPrefix(BinPath, "/"), 0o755, bin),
	}
	for _, err := range steps {
		if err != nil {
			return nil, "", err
		}
	}
	if err := tw.Close(); err != nil {
		return nil, "", err
	}
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	zw.ModTime = o.Created
	if _, err := zw.Write(raw.Bytes()); err != nil {
		return nil, "", err
	}
	if err := zw.Close(); err != nil {
		return nil, "", err
	}
	return gz.Bytes(), digest(raw.Bytes()), nil
}
