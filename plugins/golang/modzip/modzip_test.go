package modzip

import (
	"archive/zip"
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"golang.org/x/mod/module"
	modzip "golang.org/x/mod/zip"
)

type memFile struct {
	path string
	data string
}

func (f memFile) Path() string                 { return f.path }
func (f memFile) Lstat() (os.FileInfo, error)  { return fileInfo(f), nil }
func (f memFile) Open() (io.ReadCloser, error) { return io.NopCloser(strings.NewReader(f.data)), nil }

type fileInfo memFile

func (f fileInfo) Name() string       { return f.path }
func (f fileInfo) Size() int64        { return int64(len(f.data)) }
func (f fileInfo) Mode() fs.FileMode  { return 0o644 }
func (f fileInfo) ModTime() time.Time { return time.Time{} }
func (f fileInfo) IsDir() bool        { return false }
func (f fileInfo) Sys() any           { return nil }

// goZip builds a zip the way the go command does.
func goZip(t testing.TB, mod, version string, files map[string]string) []byte {
	t.Helper()
	var list []modzip.File
	for p, d := range files {
		list = append(list, memFile{p, d})
	}
	var buf bytes.Buffer
	if err := modzip.Create(&buf, module.Version{Path: mod, Version: version}, list); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// rawZip builds a zip with arbitrary entry names.
func rawZip(t testing.TB, names ...string) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, n := range names {
		w, err := zw.Create(n)
		if err != nil {
			t.Fatal(err)
		}
		w.Write([]byte("package x\n"))
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestOpen(t *testing.T) {
	good := goZip(t, "example.com/m/v2", "v2.1.0", map[string]string{
		"go.mod": "module example.com/m/v2\n", "m.go": "package m\n", "sub/s.go": "package sub\n", "README.md": "# m\n",
	})
	tests := map[string]struct {
		data    []byte
		lim     Limits
		wantErr error
		want    []string
	}{
		"go command zip": {data: good, want: []string{"README.md", "go.mod", "m.go", "sub", "sub/s.go"}},
		"dotdot":         {data: rawZip(t, "example.com/m/v2@v2.1.0/ok.go", "example.com/m/v2@v2.1.0/../evil.go"), wantErr: ErrUnsafePath},
		"leading dotdot": {data: rawZip(t, "../../etc/passwd"), wantErr: ErrUnsafePath},
		"absolute":       {data: rawZip(t, "/example.com/m/v2@v2.1.0/a.go"), wantErr: ErrUnsafePath},
		"other module":   {data: rawZip(t, "example.com/other@v2.1.0/a.go"), wantErr: ErrUnsafePath},
		"other version":  {data: rawZip(t, "example.com/m/v2@v2.0.0/a.go"), wantErr: ErrUnsafePath},
		"backslash":      {data: rawZip(t, "example.com/m/v2@v2.1.0/a\\..\\b.go"), wantErr: ErrUnsafePath},
		"dir entry":      {data: rawZip(t, "example.com/m/v2@v2.1.0/d/", "example.com/m/v2@v2.1.0/d/a.go"), want: []string{"d", "d/a.go"}},
		"zip cap":        {data: good, lim: Limits{MaxZipBytes: 10}, wantErr: ErrTooLarge},
		"size cap":       {data: good, lim: Limits{MaxUncompressedBytes: 20}, wantErr: ErrTooLarge},
		"file cap":       {data: good, lim: Limits{MaxFiles: 2}, wantErr: ErrTooLarge},
		"not a zip":      {data: []byte("nope"), wantErr: zip.ErrFormat},
		"nil":            {data: nil, wantErr: zip.ErrFormat},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			fsys, err := Open(tc.data, "example.com/m/v2", "v2.1.0", tc.lim)
			if tc.wantErr != nil {
				if !errors.Is(err, tc.wantErr) {
					t.Fatalf("Open err = %v, want %v", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
				if err != nil {
					t.Fatal(err)
				}
				if p != "." {
					got = append(got, p)
				}
				return nil
			})
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("files (-want +got):\n%s", diff)
			}
		})
	}
}

func FuzzOpen(f *testing.F) {
	f.Add(goZip(f, "example.com/m", "v1.0.0", map[string]string{"a.go": "package a\n"}))
	f.Add(rawZip(f, "example.com/m@v1.0.0/../a.go"))
	f.Fuzz(func(t *testing.T, data []byte) {
		fsys, err := Open(data, "example.com/m", "v1.0.0", Limits{MaxUncompressedBytes: 1 << 20})
		if err != nil {
			return
		}
		fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				fs.ReadFile(fsys, p)
			}
			return nil
		})
	})
}
