package registry

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha1"
	"crypto/sha512"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk/archive"
	"github.com/pkgdocs/pkgdocs/sdk/fetch"
)

func tgz(t *testing.T, entries ...[3]string) []byte { // name, body, symlink target
	t.Helper()
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	tw := tar.NewWriter(zw)
	for _, e := range entries {
		h := &tar.Header{Name: e[0], Mode: 0o644, Typeflag: tar.TypeReg, Size: int64(len(e[1]))}
		if e[2] != "" {
			h.Typeflag, h.Linkname, h.Size = tar.TypeSymlink, e[2], 0
		}
		if err := tw.WriteHeader(h); err != nil {
			t.Fatal(err)
		}
		if h.Typeflag == tar.TypeReg {
			tw.Write([]byte(e[1]))
		}
	}
	tw.Close()
	zw.Close()
	return buf.Bytes()
}

// What npm adds to sdk/archive (whose own tests cover the limits): the
// top directory is stripped whatever its name, a file beside it is
// ignored, and a link may not leave it.
func TestReadTarball(t *testing.T) {
	data := tgz(t, [3]string{"package/README.md", "# x", ""}, [3]string{"package/lib/./a.js", "a", ""},
		[3]string{"beside.txt", "no", ""}, [3]string{"other/b.d.ts", "b", ""})
	c, err := readTarball(context.Background(), data, TarballLimits, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]byte{"README.md": []byte("# x"), "lib/a.js": []byte("a"), "b.d.ts": []byte("b")}
	if d := cmp.Diff(want, c.Files); d != "" {
		t.Errorf("-want +got\n%s", d)
	}
	for _, link := range []string{"../../etc/passwd", "../other"} {
		_, err := readTarball(context.Background(), tgz(t, [3]string{"package/x", "", link}), TarballLimits, nil)
		if !errors.Is(err, archive.ErrUnsafePath) {
			t.Errorf("link to %s: %v", link, err)
		}
	}
	if _, err := readTarball(context.Background(), []byte("not gzip"), TarballLimits, nil); err == nil {
		t.Error("corrupt tarball read")
	}
}

func TestVerify(t *testing.T) {
	data := []byte("tarball")
	s512 := sha512.Sum512(data)
	s1 := sha1.Sum(data)
	tests := map[string]struct {
		integrity, shasum string
		ok                bool
	}{
		"none":              {},
		"integrity":         {integrity: "sha512-" + base64.StdEncoding.EncodeToString(s512[:]), ok: true},
		"integrity wrong":   {integrity: "sha512-" + base64.StdEncoding.EncodeToString(make([]byte, 64))},
		"shasum":            {shasum: hex.EncodeToString(s1[:]), ok: true},
		"shasum wrong":      {shasum: hex.EncodeToString(make([]byte, 20))},
		"unknown algorithm": {integrity: "md5-AAAA"},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			err := verify(data, tt.integrity, tt.shasum)
			if (err == nil) != tt.ok || err != nil && !errors.Is(err, fetch.ErrIntegrity) {
				t.Errorf("verify = %v", err)
			}
		})
	}
}
