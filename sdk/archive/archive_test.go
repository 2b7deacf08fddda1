package archive

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// entry describes one archive member for the builders below.
type entry struct {
	name     string
	body     string
	typ      byte // tar type flag; 0 means regular file
	link     string
	zipMode  uint32
	zipStore bool
}

func tarBytes(t testing.TB, entries ...entry) []byte {
	t.Helper()
	var buf bytes.Buffer
	tw := tar.NewWriter(&buf)
	for _, e := range entries {
		typ := e.typ
		if typ == 0 {
			typ = tar.TypeReg
		}
		h := &tar.Header{Name: e.name, Typeflag: typ, Linkname: e.link, Mode: 0o644, ModTime: time.Unix(0, 0)}
		if typ == tar.TypeReg {
			h.Size = int64(len(e.body))
		}
		if err := tw.WriteHeader(h); err != nil {
			t.Fatal(err)
		}
		if typ == tar.TypeReg {
			if _, err := io.WriteString(tw, e.body); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func gz(t testing.TB, b []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if _, err := zw.Write(b); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func zipBytes(t testing.TB, entries ...entry) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, e := range entries {
		h := &zip.FileHeader{Name: e.name, Method: zip.Deflate}
		if e.zipStore {
			h.Method = zip.Store
		}
		if e.zipMode != 0 {
			h.CreatorVersion = 3 << 8 // Unix, so the mode bits are read back
			h.ExternalAttrs = e.zipMode << 16
		}
		w, err := zw.CreateHeader(h)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := io.WriteString(w, e.body); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func names(files []File) []string {
	var out []string
	for _, f := range files {
		out = append(out, f.Name+"="+string(f.Data))
	}
	return out
}

func TestReadTarGz(t *testing.T) {
	npm := []entry{
		{name: "package/package.json", body: `{"name":"x"}`},
		{name: "package/README.md", body: "# x"},
		{name: "package/lib/", typ: tar.TypeDir},
		{name: "package/lib/index.js", body: "module.exports = 1"},
		{name: "package/index.d.ts", body: "export {}"},
	}
	tests := []struct {
		name    string
		data    []byte
		lim     Limits
		keep    func(string) bool
		want    []string
		wantErr error // sentinel, or nil for any error when errText set
		errText string
	}{
		{name: "npm tarball, keep all", data: gz(t, tarBytes(t, npm...)),
			want: []string{`package/package.json={"name":"x"}`, "package/README.md=# x", "package/lib/index.js=module.exports = 1", "package/index.d.ts=export {}"}},
		{name: "npm tarball, keep some", data: gz(t, tarBytes(t, npm...)),
			keep: func(n string) bool { return strings.HasSuffix(n, ".md") || strings.HasSuffix(n, ".d.ts") },
			want: []string{"package/README.md=# x", "package/index.d.ts=export {}"}},
		{name: "empty archive", data: gz(t, tarBytes(t)), want: nil},
		{name: "dot-dot escape", data: gz(t, tarBytes(t, entry{name: "package/../../etc/cron.d/x", body: "evil"})), wantErr: ErrUnsafePath},
		{name: "dot-dot even when not kept", data: gz(t, tarBytes(t, entry{name: "../x", body: "evil"})),
			keep: func(string) bool { return false }, wantErr: ErrUnsafePath},
		{name: "absolute path", data: gz(t, tarBytes(t, entry{name: "/etc/passwd", body: "root"})), wantErr: ErrUnsafePath},
		{name: "backslash", data: gz(t, tarBytes(t, entry{name: `package\..\x`, body: "x"})), wantErr: ErrUnsafePath},
		{name: "drive letter", data: gz(t, tarBytes(t, entry{name: `C:x`, body: "x"})), wantErr: ErrUnsafePath},
		{name: "unsafe symlink name", data: gz(t, tarBytes(t, entry{name: "../link", typ: tar.TypeSymlink, link: "/etc/passwd"})), wantErr: ErrUnsafePath},
		{name: "symlink to /etc/passwd is skipped, not followed", data: gz(t, tarBytes(t,
			entry{name: "package/README.md", typ: tar.TypeSymlink, link: "/etc/passwd"},
			entry{name: "package/evil", typ: tar.TypeLink, link: "../../../etc/shadow"},
			entry{name: "package/index.js", body: "ok"})),
			want: []string{"package/index.js=ok"}},
		{name: "device and fifo skipped", data: gz(t, tarBytes(t,
			entry{name: "package/dev", typ: tar.TypeChar}, entry{name: "package/blk", typ: tar.TypeBlock},
			entry{name: "package/fifo", typ: tar.TypeFifo}, entry{name: "package/a", body: "a"})),
			want: []string{"package/a=a"}},
		{name: "duplicates: first wins", data: gz(t, tarBytes(t,
			entry{name: "package/README.md", body: "first"}, entry{name: "package/./README.md", body: "second"},
			entry{name: "package/README.md", body: "third"})),
			want: []string{"package/README.md=first"}},
		{name: "too many entries", data: gz(t, tarBytes(t, entry{name: "a", body: "1"}, entry{name: "b/", typ: tar.TypeDir}, entry{name: "c", body: "3"})),
			lim: Limits{MaxFiles: 2}, wantErr: ErrTooLarge},
		{name: "file over per-file limit", data: gz(t, tarBytes(t, entry{name: "big", body: strings.Repeat("x", 101)})),
			lim: Limits{MaxFileBytes: 100}, wantErr: ErrTooLarge},
		{name: "file at per-file limit", data: gz(t, tarBytes(t, entry{name: "ok", body: strings.Repeat("x", 100)})),
			lim: Limits{MaxFileBytes: 100}, want: []string{"ok=" + strings.Repeat("x", 100)}},
		{name: "oversize file skipped with SkipLarge", data: gz(t, tarBytes(t, entry{name: "big", body: strings.Repeat("x", 101)}, entry{name: "small", body: "s"})),
			lim: Limits{MaxFileBytes: 100, SkipLarge: true}, want: []string{"small=s"}},
		{name: "oversize file not kept is fine", data: gz(t, tarBytes(t, entry{name: "big", body: strings.Repeat("x", 101)}, entry{name: "small", body: "s"})),
			lim: Limits{MaxFileBytes: 100}, keep: func(n string) bool { return n == "small" }, want: []string{"small=s"}},
		{name: "total over limit", data: gz(t, tarBytes(t, entry{name: "a", body: strings.Repeat("x", 60)}, entry{name: "b", body: strings.Repeat("x", 60)})),
			lim: Limits{MaxTotalBytes: 100}, wantErr: ErrTooLarge},
		{name: "gzip bomb: skipped entries still count", data: gz(t, tarBytes(t, entry{name: "zeros", body: strings.Repeat("\x00", 2<<20)}, entry{name: "README", body: "r"})),
			lim: Limits{MaxArchiveBytes: 1 << 20}, keep: func(n string) bool { return n == "README" }, wantErr: ErrTooLarge},
		{name: "not gzip", data: []byte("PK\x03\x04 definitely not gzip"), errText: "read tar.gz: gzip: invalid header"},
		{name: "empty input", data: nil, errText: "read tar.gz: EOF"},
		{name: "truncated gzip", data: gz(t, tarBytes(t, npm...))[:60], errText: "unexpected EOF"},
		{name: "gzip of garbage", data: gz(t, bytes.Repeat([]byte("garbage!"), 200)), errText: "read tar.gz: archive/tar: invalid tar header"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			files, err := ReadTarGz(bytes.NewReader(tc.data), tc.lim, tc.keep)
			checkErr(t, err, tc.wantErr, tc.errText)
			if err == nil {
				if diff := cmp.Diff(tc.want, names(files)); diff != "" {
					t.Errorf("files (-want +got):\n%s", diff)
				}
			} else if files != nil {
				t.Errorf("files returned with an error: %v", names(files))
			}
		})
	}
}

func checkErr(t *testing.T, err, want error, text string) {
	t.Helper()
	switch {
	case want == nil && text == "":
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
	case err == nil:
		t.Fatalf("no error, want %v %q", want, text)
	case want != nil && !errors.Is(err, want):
		t.Fatalf("error %v, want %v", err, want)
	case text != "" && !strings.Contains(err.Error(), text):
		t.Fatalf("error %q, want it to contain %q", err, text)
	}
}

func TestReadTarPlain(t *testing.T) {
	files, err := ReadTar(bytes.NewReader(tarBytes(t, entry{name: "a", body: "1"})), Limits{}, nil)
	if err != nil || len(files) != 1 || string(files[0].Data) != "1" {
		t.Fatalf("ReadTar = %v, %v", names(files), err)
	}
	if _, err := ReadTar(bytes.NewReader(tarBytes(t, entry{name: "a", body: strings.Repeat("x", 2000)})), Limits{MaxArchiveBytes: 1024}, nil); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("uncompressed tar over MaxArchiveBytes: %v", err)
	}
}

func TestReadZip(t *testing.T) {
	mod := []entry{
		{name: "example.com/mod@v1.2.3/go.mod", body: "module example.com/mod"},
		{name: "example.com/mod@v1.2.3/README.md", body: "# mod"},
		{name: "example.com/mod@v1.2.3/sub/", body: ""},
		{name: "example.com/mod@v1.2.3/sub/x.go", body: "package sub"},
	}
	// 2 MiB of zeros deflates to about 2 KiB: a small bomb, enough against
	// limits set below it.
	bombBody := strings.Repeat("\x00", 2<<20)
	oneBomb := zipBytes(t, entry{name: "bomb", body: bombBody})
	twoBombs := zipBytes(t, entry{name: "b1", body: bombBody}, entry{name: "b2", body: bombBody})
	tests := []struct {
		name    string
		data    []byte
		lim     Limits
		keep    func(string) bool
		want    []string
		wantErr error
		errText string
	}{
		{name: "module zip", data: zipBytes(t, mod...),
			want: []string{"example.com/mod@v1.2.3/go.mod=module example.com/mod", "example.com/mod@v1.2.3/README.md=# mod", "example.com/mod@v1.2.3/sub/x.go=package sub"}},
		{name: "keep README only", data: zipBytes(t, mod...), keep: func(n string) bool { return strings.HasSuffix(n, "/README.md") },
			want: []string{"example.com/mod@v1.2.3/README.md=# mod"}},
		{name: "empty zip", data: zipBytes(t), want: nil},
		{name: "zip slip", data: zipBytes(t, entry{name: "../../evil.sh", body: "rm -rf"}), wantErr: ErrUnsafePath},
		{name: "absolute", data: zipBytes(t, entry{name: "/tmp/x", body: "x"}), wantErr: ErrUnsafePath},
		{name: "backslash slip", data: zipBytes(t, entry{name: `a\..\..\x`, body: "x"}), wantErr: ErrUnsafePath},
		{name: "NUL in name", data: zipBytes(t, entry{name: "a\x00b", body: "x"}), wantErr: ErrUnsafePath},
		{name: "symlink skipped", data: zipBytes(t, entry{name: "m@v1/link", body: "/etc/passwd", zipMode: 0o120777}, entry{name: "m@v1/a", body: "a"}),
			want: []string{"m@v1/a=a"}},
		{name: "device skipped", data: zipBytes(t, entry{name: "m@v1/dev", body: "", zipMode: 0o020666}, entry{name: "m@v1/a", body: "a"}),
			want: []string{"m@v1/a=a"}},
		{name: "duplicates: first wins", data: zipBytes(t, entry{name: "m@v1/a", body: "first"}, entry{name: "m@v1/a", body: "second"}),
			want: []string{"m@v1/a=first"}},
		{name: "too many entries", data: zipBytes(t, entry{name: "a"}, entry{name: "b"}, entry{name: "c"}), lim: Limits{MaxFiles: 2}, wantErr: ErrTooLarge},
		{name: "zip bomb: per-file", data: oneBomb, lim: Limits{MaxFileBytes: 1 << 20}, wantErr: ErrTooLarge},
		{name: "zip bomb: total", data: twoBombs, lim: Limits{MaxTotalBytes: 3 << 20}, wantErr: ErrTooLarge},
		{name: "zip bomb: archive budget", data: twoBombs, lim: Limits{MaxArchiveBytes: 3 << 20}, wantErr: ErrTooLarge},
		{name: "zip bomb under the limits", data: twoBombs, lim: Limits{MaxTotalBytes: 4 << 20}, keep: func(n string) bool { return n == "b1" },
			want: []string{"b1=" + bombBody}},
		{name: "not a zip", data: []byte("hello world, not a zip at all"), errText: "read zip: zip: not a valid zip file"},
		{name: "empty input", data: nil, errText: "read zip:"},
		{name: "truncated zip", data: zipBytes(t, mod...)[:100], errText: "read zip:"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			files, err := ReadZip(bytes.NewReader(tc.data), int64(len(tc.data)), tc.lim, tc.keep)
			checkErr(t, err, tc.wantErr, tc.errText)
			if err == nil {
				if diff := cmp.Diff(tc.want, names(files)); diff != "" {
					t.Errorf("files (-want +got):\n%s", diff)
				}
			}
		})
	}
}

// TestReadZipLyingSize: an entry whose header under-declares its size must
// still be stopped by the per-file limit while decompressing.
func TestReadZipLyingSize(t *testing.T) {
	data := zipBytes(t, entry{name: "liar", body: strings.Repeat("A", 5000)})
	// Patch the declared uncompressed size (4 bytes little-endian) in both
	// the local header (offset 22) and the central directory to 10 bytes.
	patched := bytes.Clone(data)
	copy(patched[22:26], []byte{10, 0, 0, 0})
	cd := bytes.LastIndex(patched, []byte("PK\x01\x02"))
	copy(patched[cd+24:cd+28], []byte{10, 0, 0, 0})
	files, err := ReadZip(bytes.NewReader(patched), int64(len(patched)), Limits{MaxFileBytes: 100}, nil)
	if err == nil {
		t.Fatalf("lying entry read: %d bytes", len(files[0].Data))
	}
}

// TestReadZipCorruptData: a flipped byte in compressed data is a checksum
// or format error, not silently wrong content.
func TestReadZipCorruptData(t *testing.T) {
	data := zipBytes(t, entry{name: "f", body: strings.Repeat("hello world ", 100), zipStore: true})
	bad := bytes.Clone(data)
	bad[40] ^= 0xff // inside the stored body
	if _, err := ReadZip(bytes.NewReader(bad), int64(len(bad)), Limits{}, nil); err == nil || !strings.Contains(err.Error(), "checksum") {
		t.Fatalf("corrupt body: err = %v, want checksum error", err)
	}
}

func TestCheckName(t *testing.T) {
	for name, ok := range map[string]bool{
		"package/README.md": true, "a/./b": true, "a//b": true, "m@v1.2.3/x": true, "..a/b..": true, "a/b/": true,
		"": false, "..": false, "../a": false, "a/..": false, "a/../b": false, "/a": false, `a\b`: false,
		"a\x00": false, "C:/x": false, "c:x": false,
	} {
		err := CheckName(name)
		if (err == nil) != ok {
			t.Errorf("CheckName(%q) = %v, want ok=%v", name, err, ok)
		}
		if err != nil && !errors.Is(err, ErrUnsafePath) {
			t.Errorf("CheckName(%q) error %v does not wrap ErrUnsafePath", name, err)
		}
	}
}

func TestLimitsDefaults(t *testing.T) {
	got := Limits{}.withDefaults()
	want := Limits{MaxFiles: DefaultMaxFiles, MaxFileBytes: DefaultMaxFileBytes, MaxTotalBytes: DefaultMaxTotalBytes, MaxArchiveBytes: DefaultMaxArchiveBytes, MaxInputBytes: DefaultMaxInputBytes}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("defaults (-want +got):\n%s", diff)
	}
	neg := Limits{MaxFiles: -1, MaxFileBytes: -1, MaxTotalBytes: -1, MaxArchiveBytes: -1, MaxInputBytes: -1}.withDefaults()
	if diff := cmp.Diff(want, neg); diff != "" {
		t.Errorf("negative limits (-want +got):\n%s", diff)
	}
}
