package archive

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// walk lists an fs.FS's paths and reads every file, as a provider would.
func walk(t *testing.T, fsys fs.FS) []string {
	t.Helper()
	var got []string
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if p == "." {
			return nil
		}
		if d.IsDir() {
			got = append(got, p+"/")
			return nil
		}
		data, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		got = append(got, p+"="+string(data))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return got
}

func TestOpenZipFS(t *testing.T) {
	const root = "example.com/m/v2@v2.1.0"
	mod := zipBytes(t,
		entry{name: root + "/go.mod", body: "module example.com/m/v2"},
		entry{name: root + "/m.go", body: "package m"},
		entry{name: root + "/sub/", body: ""},
		entry{name: root + "/sub/s.go", body: "package sub"},
	)
	noUpper := func(rel string) error {
		if strings.ToLower(rel) != rel {
			return errors.New("upper case")
		}
		return nil
	}
	tests := map[string]struct {
		data    []byte
		lim     Limits
		opt     ZipFSOptions
		want    []string
		wantErr error
	}{
		"rooted":           {data: mod, opt: ZipFSOptions{Root: root}, want: []string{"go.mod=module example.com/m/v2", "m.go=package m", "sub/", "sub/s.go=package sub"}},
		"unrooted":         {data: zipBytes(t, entry{name: "a", body: "1"}, entry{name: "d/b", body: "2"}), want: []string{"a=1", "d/", "d/b=2"}},
		"empty zip":        {data: zipBytes(t)},
		"check path ok":    {data: mod, opt: ZipFSOptions{Root: root, CheckPath: noUpper}, want: []string{"go.mod=module example.com/m/v2", "m.go=package m", "sub/", "sub/s.go=package sub"}},
		"check path fails": {data: zipBytes(t, entry{name: root + "/A.go"}), opt: ZipFSOptions{Root: root, CheckPath: noUpper}, wantErr: ErrUnsafePath},
		"check path dir":   {data: zipBytes(t, entry{name: root + "/D/"}), opt: ZipFSOptions{Root: root, CheckPath: noUpper}, wantErr: ErrUnsafePath},
		"root entry itself passed to CheckPath as empty": {data: zipBytes(t, entry{name: root + "/"}, entry{name: root + "/a.go"}),
			opt: ZipFSOptions{Root: root, CheckPath: func(rel string) error {
				if rel == "" {
					return errors.New("empty")
				}
				return nil
			}},
			wantErr: ErrUnsafePath},
		"root entry itself allowed": {data: zipBytes(t, entry{name: root + "/"}, entry{name: root + "/a.go"}), opt: ZipFSOptions{Root: root, CheckPath: noUpper},
			want: []string{"a.go="}},
		"dotdot":                            {data: zipBytes(t, entry{name: root + "/ok.go"}, entry{name: root + "/../evil.go"}), opt: ZipFSOptions{Root: root}, wantErr: ErrUnsafePath},
		"leading dotdot":                    {data: zipBytes(t, entry{name: "../../etc/passwd"}), wantErr: ErrUnsafePath},
		"absolute":                          {data: zipBytes(t, entry{name: "/" + root + "/a.go"}), opt: ZipFSOptions{Root: root}, wantErr: ErrUnsafePath},
		"backslash":                         {data: zipBytes(t, entry{name: root + `/a\..\b.go`}), opt: ZipFSOptions{Root: root}, wantErr: ErrUnsafePath},
		"outside root":                      {data: zipBytes(t, entry{name: "example.com/other@v2.1.0/a.go"}), opt: ZipFSOptions{Root: root}, wantErr: ErrUnsafePath},
		"root is a prefix of the name only": {data: zipBytes(t, entry{name: root + "x/a.go"}), opt: ZipFSOptions{Root: root}, wantErr: ErrUnsafePath},
		"unsafe root":                       {data: mod, opt: ZipFSOptions{Root: "../x"}, wantErr: ErrUnsafePath},
		"symlink":                           {data: zipBytes(t, entry{name: "l", body: "/etc/passwd", zipMode: 0o120777}), wantErr: ErrUnsafePath},
		"device":                            {data: zipBytes(t, entry{name: "d", zipMode: 0o020666}), wantErr: ErrUnsafePath},
		"duplicate":                         {data: zipBytes(t, entry{name: "a", body: "1"}, entry{name: "./a", body: "2"}), wantErr: ErrUnsafePath},
		"input cap":                         {data: mod, lim: Limits{MaxInputBytes: 10}, wantErr: ErrTooLarge},
		"file count cap":                    {data: mod, lim: Limits{MaxFiles: 2}, wantErr: ErrTooLarge},
		"per-file cap":                      {data: zipBytes(t, entry{name: "a", body: strings.Repeat("x", 101)}), lim: Limits{MaxFileBytes: 100}, wantErr: ErrTooLarge},
		"total cap":                         {data: mod, lim: Limits{MaxTotalBytes: 20}, wantErr: ErrTooLarge},
		"archive cap":                       {data: mod, lim: Limits{MaxArchiveBytes: 20}, wantErr: ErrTooLarge},
		"not a zip":                         {data: []byte("nope"), wantErr: zip.ErrFormat},
		"nil":                               {data: nil, wantErr: zip.ErrFormat},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			fsys, err := OpenZipFS(bytes.NewReader(tc.data), int64(len(tc.data)), tc.lim, tc.opt)
			checkErr(t, err, tc.wantErr, "")
			if err != nil {
				if fsys != nil {
					t.Error("fs returned with an error")
				}
				return
			}
			if d := cmp.Diff(tc.want, walk(t, fsys)); d != "" {
				t.Errorf("files -want +got\n%s", d)
			}
		})
	}
}

// TestOpenZipFSLyingSize: an entry whose header under-declares its size
// passes the up-front checks, but reading it lazily yields an error, never
// more bytes than declared.
func TestOpenZipFSLyingSize(t *testing.T) {
	data := zipBytes(t, entry{name: "liar", body: strings.Repeat("A", 5000)})
	patched := bytes.Clone(data)
	copy(patched[22:26], []byte{10, 0, 0, 0})
	cd := bytes.LastIndex(patched, []byte("PK\x01\x02"))
	copy(patched[cd+24:cd+28], []byte{10, 0, 0, 0})
	fsys, err := OpenZipFS(bytes.NewReader(patched), int64(len(patched)), Limits{MaxFileBytes: 100}, ZipFSOptions{})
	if err != nil {
		t.Fatalf("open: %v", err)
	}
	got, err := fs.ReadFile(fsys, "liar")
	if err == nil || len(got) > 10 {
		t.Fatalf("read %d bytes, err %v; want an error and at most the 10 declared", len(got), err)
	}
}

// TestOpenZipFSBomb: a zip bomb that declares its size fails before any
// byte is decompressed.
func TestOpenZipFSBomb(t *testing.T) {
	var entries []entry
	for i := range 4 {
		entries = append(entries, entry{name: fmt.Sprintf("b%d", i), body: strings.Repeat("\x00", 1<<20)})
	}
	data := zipBytes(t, entries...)
	if _, err := OpenZipFS(bytes.NewReader(data), int64(len(data)), Limits{MaxTotalBytes: 3 << 20}, ZipFSOptions{}); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("%d-byte zip declaring 4 MiB under a 3 MiB cap: err = %v", len(data), err)
	}
}

// TestOpenZipFSCorruptData: a flipped byte is a checksum error on read.
func TestOpenZipFSCorruptData(t *testing.T) {
	data := zipBytes(t, entry{name: "f", body: strings.Repeat("hello world ", 100), zipStore: true})
	bad := bytes.Clone(data)
	bad[40] ^= 0xff
	fsys, err := OpenZipFS(bytes.NewReader(bad), int64(len(bad)), Limits{}, ZipFSOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := fs.ReadFile(fsys, "f"); !errors.Is(err, zip.ErrChecksum) {
		t.Fatalf("err = %v, want zip.ErrChecksum", err)
	}
}

func FuzzOpenZipFS(f *testing.F) {
	f.Add(zipBytes(f, entry{name: "m@v1/go.mod", body: "module m"}, entry{name: "m@v1/d/"}))
	f.Add(zipBytes(f, entry{name: "m@v1/../x", body: "x"}))
	f.Add(zipBytes(f, entry{name: "m@v1/a", body: strings.Repeat("\x00", 50000)}))
	f.Fuzz(func(t *testing.T, data []byte) {
		fsys, err := OpenZipFS(bytes.NewReader(data), int64(len(data)), fuzzLimits, ZipFSOptions{Root: "m@v1"})
		if err != nil {
			return
		}
		var total int64
		fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				b, _ := fs.ReadFile(fsys, p)
				if int64(len(b)) > fuzzLimits.MaxFileBytes {
					t.Fatalf("%s: read %d bytes", p, len(b))
				}
				total += int64(len(b))
			}
			return nil
		})
		if total > fuzzLimits.MaxTotalBytes {
			t.Fatalf("read %d bytes in all", total)
		}
	})
}
