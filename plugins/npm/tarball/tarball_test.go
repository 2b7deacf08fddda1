package tarball

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
)

type entry struct {
	name, body, link string
	typ              byte
}

// Build makes a gzip'd tar from entries; tests in other packages use it to
// build registry responses.
func build(t testing.TB, entries []entry) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	tw := tar.NewWriter(zw)
	for _, e := range entries {
		typ := e.typ
		if typ == 0 {
			typ = tar.TypeReg
		}
		hdr := &tar.Header{Name: e.name, Typeflag: typ, Mode: 0o644, Size: int64(len(e.body)), Linkname: e.link}
		if typ != tar.TypeReg {
			hdr.Size = 0
		}
		if err := tw.WriteHeader(hdr); err != nil {
			t.Fatal(err)
		}
		if typ == tar.TypeReg {
			if _, err := tw.Write([]byte(e.body)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestRead(t *testing.T) {
	big := string(bytes.Repeat([]byte("x"), 2000))
	tests := map[string]struct {
		entries   []entry
		lim       Limits
		keep      func(string) bool
		wantFiles []File
		wantNames []string
		wantSkip  []string
		wantErr   error
	}{
		"zero": {entries: nil},
		"strips package/": {
			entries:   []entry{{name: "package/README.md", body: "# hi"}, {name: "package/lib/index.d.ts", body: "export {}"}},
			wantFiles: []File{{"README.md", []byte("# hi")}, {"lib/index.d.ts", []byte("export {}")}},
			wantNames: []string{"README.md", "lib/index.d.ts"},
		},
		"other top dir": {
			entries:   []entry{{name: "node-foo/package.json", body: "{}"}},
			wantFiles: []File{{"package.json", []byte("{}")}},
			wantNames: []string{"package.json"},
		},
		"keep filters": {
			entries:   []entry{{name: "package/a.js", body: "1"}, {name: "package/a.d.ts", body: "2"}},
			keep:      func(n string) bool { return n == "a.d.ts" },
			wantFiles: []File{{"a.d.ts", []byte("2")}},
			wantNames: []string{"a.js", "a.d.ts"},
		},
		"dotdot":                       {entries: []entry{{name: "package/../../etc/passwd", body: "x"}}, wantErr: ErrUnsafePath},
		"leading dotdot":               {entries: []entry{{name: "../x", body: "x"}}, wantErr: ErrUnsafePath},
		"absolute":                     {entries: []entry{{name: "/etc/passwd", body: "x"}}, wantErr: ErrUnsafePath},
		"backslash":                    {entries: []entry{{name: `package\..\..\x`, body: "x"}}, wantErr: ErrUnsafePath},
		"symlink escapes":              {entries: []entry{{name: "package/link", link: "../../etc/passwd", typ: tar.TypeSymlink}}, wantErr: ErrUnsafePath},
		"symlink leaves package/ only": {entries: []entry{{name: "package/link", link: "../other/x", typ: tar.TypeSymlink}}, wantErr: ErrUnsafePath},
		"symlink abs":                  {entries: []entry{{name: "package/link", link: "/etc/passwd", typ: tar.TypeSymlink}}, wantErr: ErrUnsafePath},
		"symlink inside skipped": {
			entries:   []entry{{name: "package/a", body: "1"}, {name: "package/b", link: "a", typ: tar.TypeSymlink}},
			wantFiles: []File{{"a", []byte("1")}}, wantNames: []string{"a"},
		},
		"hardlink skipped": {
			entries:   []entry{{name: "package/a", body: "1"}, {name: "package/b", link: "package/a", typ: tar.TypeLink}},
			wantFiles: []File{{"a", []byte("1")}}, wantNames: []string{"a"},
		},
		"oversized file skipped": {
			entries:   []entry{{name: "package/README.md", body: big}, {name: "package/x", body: "1"}},
			lim:       Limits{MaxFileBytes: 1000},
			wantFiles: []File{{"x", []byte("1")}}, wantNames: []string{"README.md", "x"}, wantSkip: []string{"README.md"},
		},
		"too many entries": {
			entries: []entry{{name: "package/a", body: "1"}, {name: "package/b", body: "1"}, {name: "package/c", body: "1"}},
			lim:     Limits{MaxFiles: 2}, wantErr: ErrTooLarge,
		},
		"unpacked total": {
			entries: []entry{{name: "package/a", body: big}, {name: "package/b", body: big}},
			lim:     Limits{MaxUnpackedBytes: 3000}, wantErr: ErrTooLarge,
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			got, err := Read(context.Background(), build(t, tc.entries), tc.lim, tc.keep)
			if tc.wantErr != nil {
				if !errors.Is(err, tc.wantErr) {
					t.Fatalf("err = %v, want %v", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got.Compressed <= 0 {
				t.Errorf("Compressed = %d", got.Compressed)
			}
			got.Compressed = 0
			want := &Contents{Files: tc.wantFiles, Names: tc.wantNames, Skipped: tc.wantSkip}
			if d := cmp.Diff(want, got); d != "" {
				t.Fatalf("-want +got\n%s", d)
			}
		})
	}
}

func TestReadCorrupt(t *testing.T) {
	good := build(t, []entry{{name: "package/a", body: "hello"}})
	for name, data := range map[string][]byte{
		"zero":      nil,
		"not gzip":  []byte("plain text"),
		"truncated": good[:len(good)/2],
	} {
		t.Run(name, func(t *testing.T) {
			if _, err := Read(context.Background(), data, Limits{}, nil); err == nil {
				t.Fatal("corrupt tarball read without error")
			}
		})
	}
}

func TestVerify(t *testing.T) {
	data := []byte("tarball bytes")
	s512 := sha512.Sum512(data)
	s1 := sha1.Sum(data)
	sri := "sha512-" + base64.StdEncoding.EncodeToString(s512[:])
	sri1 := "sha1-" + base64.StdEncoding.EncodeToString(s1[:])
	other := sha512.Sum512([]byte("other"))
	wrong := "sha512-" + base64.StdEncoding.EncodeToString(other[:])
	tests := map[string]struct {
		integrity, shasum string
		ok                bool
	}{
		"zero":                  {"", "", false},
		"sha512":                {sri, "", true},
		"sha512 wrong":          {wrong, "", false},
		"strongest wins":        {sri1 + " " + wrong, "", false},
		"several same algo":     {wrong + " " + sri, "", true},
		"sha1 sri":              {sri1, "", true},
		"shasum":                {"", hex.EncodeToString(s1[:]), true},
		"shasum upper":          {"", "ABC" + hex.EncodeToString(s1[:])[3:], false},
		"shasum wrong":          {"", "00", false},
		"integrity over shasum": {wrong, hex.EncodeToString(s1[:]), false},
		"unknown algo":          {"md5-abc", "", false},
		"garbage":               {"sha512-!!!", "", false},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			err := Verify(data, tc.integrity, tc.shasum)
			if (err == nil) != tc.ok {
				t.Fatalf("Verify = %v, want ok=%v", err, tc.ok)
			}
			if err != nil && !errors.Is(err, ErrIntegrity) {
				t.Fatalf("error %v is not ErrIntegrity", err)
			}
		})
	}
}

// FuzzRead: arbitrary bytes never panic, and every kept name stays inside
// the root.
func FuzzRead(f *testing.F) {
	f.Add(build(f, []entry{{name: "package/README.md", body: "# x"}}))
	f.Add(build(f, []entry{{name: "package/../x", body: "x"}}))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := Read(context.Background(), data, Limits{MaxUnpackedBytes: 1 << 20}, nil)
		if err != nil {
			return
		}
		for _, f := range c.Files {
			if archive.CheckName(f.Name) != nil {
				t.Fatalf("kept unsafe name %q", f.Name)
			}
		}
	})
}
