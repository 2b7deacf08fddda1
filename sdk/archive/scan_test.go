package archive

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestScanTarGz(t *testing.T) {
	big := strings.Repeat("x", 2000)
	tests := map[string]struct {
		entries     []entry
		lim         Limits
		keep        func(string) bool
		wantFiles   []string
		wantEntries []Entry
		wantSkipped []string
		wantLinks   []Link
		wantErr     error
	}{
		"zero": {},
		"lists every regular file, kept or not": {
			entries:     []entry{{name: "package/", typ: tar.TypeDir}, {name: "package/a.js", body: "1"}, {name: "package/a.d.ts", body: "22"}},
			keep:        func(n string) bool { return strings.HasSuffix(n, ".d.ts") },
			wantFiles:   []string{"package/a.d.ts=22"},
			wantEntries: []Entry{{"package/a.js", 1}, {"package/a.d.ts", 2}},
		},
		"duplicates listed, first kept": {
			entries:     []entry{{name: "p/a", body: "1"}, {name: "p/a", body: "2"}},
			wantFiles:   []string{"p/a=1"},
			wantEntries: []Entry{{"p/a", 1}, {"p/a", 1}},
		},
		"symlink inside listed, not followed": {
			entries:     []entry{{name: "p/a", body: "1"}, {name: "p/b", link: "a", typ: tar.TypeSymlink}, {name: "p/c", link: "../p/a", typ: tar.TypeSymlink}},
			wantFiles:   []string{"p/a=1"},
			wantEntries: []Entry{{"p/a", 1}},
			wantLinks:   []Link{{"p/b", "a"}, {"p/c", "../p/a"}},
		},
		"hardlink skipped": {
			entries:     []entry{{name: "p/a", body: "1"}, {name: "p/b", link: "p/a", typ: tar.TypeLink}},
			wantFiles:   []string{"p/a=1"},
			wantEntries: []Entry{{"p/a", 1}},
		},
		"symlink escapes":   {entries: []entry{{name: "p/link", link: "../../etc/passwd", typ: tar.TypeSymlink}}, wantErr: ErrUnsafePath},
		"symlink absolute":  {entries: []entry{{name: "p/link", link: "/etc/passwd", typ: tar.TypeSymlink}}, wantErr: ErrUnsafePath},
		"symlink backslash": {entries: []entry{{name: "p/link", link: `..\..\x`, typ: tar.TypeSymlink}}, wantErr: ErrUnsafePath},
		"dotdot":            {entries: []entry{{name: "package/../../etc/passwd", body: "x"}}, wantErr: ErrUnsafePath},
		"absolute":          {entries: []entry{{name: "/etc/passwd", body: "x"}}, wantErr: ErrUnsafePath},
		"backslash":         {entries: []entry{{name: `package\..\..\x`, body: "x"}}, wantErr: ErrUnsafePath},
		"oversized skipped with SkipLarge": {
			entries:     []entry{{name: "p/README.md", body: big}, {name: "p/x", body: "1"}},
			lim:         Limits{MaxFileBytes: 1000, SkipLarge: true},
			wantFiles:   []string{"p/x=1"},
			wantEntries: []Entry{{"p/README.md", 2000}, {"p/x", 1}},
			wantSkipped: []string{"p/README.md"},
		},
		"oversized fails without SkipLarge": {
			entries: []entry{{name: "p/README.md", body: big}}, lim: Limits{MaxFileBytes: 1000}, wantErr: ErrTooLarge,
		},
		"too many entries, directories count": {
			entries: []entry{{name: "p/", typ: tar.TypeDir}, {name: "p/a", body: "1"}, {name: "p/b", body: "1"}},
			lim:     Limits{MaxFiles: 2}, wantErr: ErrTooLarge,
		},
		"archive bytes": {
			entries: []entry{{name: "p/a", body: big}, {name: "p/b", body: big}},
			lim:     Limits{MaxArchiveBytes: 3000}, wantErr: ErrTooLarge,
		},
		"input bytes": {
			entries: []entry{{name: "p/a", body: big}}, lim: Limits{MaxInputBytes: 10}, wantErr: ErrTooLarge,
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			data := gz(t, tarBytes(t, tc.entries...))
			got, err := ScanTarGz(context.Background(), bytes.NewReader(data), tc.lim, tc.keep)
			checkErr(t, err, tc.wantErr, "")
			if err != nil {
				return
			}
			if got.Compressed != int64(len(data)) {
				t.Errorf("Compressed = %d, want %d", got.Compressed, len(data))
			}
			if d := cmp.Diff(tc.wantFiles, names(got.Files)); d != "" {
				t.Errorf("files -want +got\n%s", d)
			}
			if d := cmp.Diff(tc.wantEntries, got.Entries); d != "" {
				t.Errorf("entries -want +got\n%s", d)
			}
			if d := cmp.Diff(tc.wantSkipped, got.Skipped); d != "" {
				t.Errorf("skipped -want +got\n%s", d)
			}
			if d := cmp.Diff(tc.wantLinks, got.Links); d != "" {
				t.Errorf("links -want +got\n%s", d)
			}
		})
	}
}

// TestReadTarGzStillSkipsEscapingLinks: the older reader keeps its contract
// (links skipped, whatever their target); only ScanTarGz rejects them.
func TestReadTarGzStillSkipsEscapingLinks(t *testing.T) {
	files, err := ReadTarGz(bytes.NewReader(gz(t, tarBytes(t, entry{name: "p/l", typ: tar.TypeSymlink, link: "/etc/passwd"}))), Limits{}, nil)
	if err != nil || files != nil {
		t.Fatalf("ReadTarGz = %v, %v; want nothing, no error", names(files), err)
	}
}

// zeroTarGz is a tar.gz of one entry of size zero bytes: it compresses
// about a thousand times, as a gzip bomb does.
func zeroTarGz(t *testing.T, hdr tar.Header, size int64) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		t.Fatal(err)
	}
	tw := tar.NewWriter(zw)
	hdr.Size, hdr.Mode = size, 0o644
	if err := tw.WriteHeader(&hdr); err != nil {
		t.Fatal(err)
	}
	zero := make([]byte, 1<<20)
	for w := int64(0); w < size; w += int64(len(zero)) {
		if _, err := tw.Write(zero[:min(int64(len(zero)), size-w)]); err != nil {
			t.Fatal(err)
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

// TestScanCountsSkippedEntries: an entry not kept is still decompressed by
// tar's Next, so its bytes count against MaxArchiveBytes whatever its type.
func TestScanCountsSkippedEntries(t *testing.T) {
	const size = 4 << 20
	lim := Limits{MaxArchiveBytes: 1 << 20, SkipLarge: true}
	tests := map[string]struct {
		hdr  tar.Header
		keep func(string) bool
	}{
		"top-level regular file": {hdr: tar.Header{Name: "bomb", Typeflag: tar.TypeReg}},
		"unknown type flag":      {hdr: tar.Header{Name: "p/bomb", Typeflag: 'Z'}},
		"file not kept":          {hdr: tar.Header{Name: "p/bomb.bin", Typeflag: tar.TypeReg}, keep: func(string) bool { return false }},
		"file kept":              {hdr: tar.Header{Name: "p/bomb.d.ts", Typeflag: tar.TypeReg}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			data := zeroTarGz(t, tc.hdr, size)
			if _, err := ScanTarGz(context.Background(), bytes.NewReader(data), lim, tc.keep); !errors.Is(err, ErrTooLarge) {
				t.Fatalf("%d bytes unpacking to %d under a %d limit: err = %v, want ErrTooLarge", len(data), size, lim.MaxArchiveBytes, err)
			}
		})
	}
}

// TestScanCountsHeaders: PAX headers are decompressed too; many of them
// over empty files must not get past MaxArchiveBytes.
func TestScanCountsHeaders(t *testing.T) {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	tw := tar.NewWriter(zw)
	comment := strings.Repeat("z", 512<<10)
	for i := range 8 {
		hdr := &tar.Header{Name: fmt.Sprintf("p/f%d", i), Typeflag: tar.TypeReg, Mode: 0o644, Format: tar.FormatPAX,
			PAXRecords: map[string]string{"comment": comment}}
		if err := tw.WriteHeader(hdr); err != nil {
			t.Fatal(err)
		}
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if _, err := ScanTarGz(ctx, bytes.NewReader(buf.Bytes()), Limits{MaxArchiveBytes: 8 << 20}, nil); err != nil {
		t.Fatalf("control, under the limit: %v", err)
	}
	if _, err := ScanTarGz(ctx, bytes.NewReader(buf.Bytes()), Limits{MaxArchiveBytes: 1 << 20}, nil); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("4 MiB of headers under a 1 MiB limit: err = %v, want ErrTooLarge", err)
	}
}

// TestScanKeptBytes: with SkipLarge, files past MaxTotalBytes are skipped
// and later smaller ones still kept, so memory stays bounded.
func TestScanKeptBytes(t *testing.T) {
	var entries []entry
	for i, n := range []int{1000, 1000, 1000, 1000, 400, 1000} {
		entries = append(entries, entry{name: fmt.Sprintf("p/f%d", i), body: strings.Repeat("x", n)})
	}
	got, err := ScanTarGz(context.Background(), bytes.NewReader(gz(t, tarBytes(t, entries...))), Limits{MaxTotalBytes: 3500, SkipLarge: true}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var kept []string
	for _, f := range got.Files {
		kept = append(kept, f.Name)
	}
	if d := cmp.Diff([]string{"p/f0", "p/f1", "p/f2", "p/f4"}, kept); d != "" {
		t.Errorf("kept -want +got\n%s", d)
	}
	if d := cmp.Diff([]string{"p/f3", "p/f5"}, got.Skipped); d != "" {
		t.Errorf("skipped -want +got\n%s", d)
	}
	if len(got.Entries) != 6 {
		t.Errorf("entries %v, want all 6", got.Entries)
	}
	// Without SkipLarge the same read fails.
	if _, err := ScanTarGz(context.Background(), bytes.NewReader(gz(t, tarBytes(t, entries...))), Limits{MaxTotalBytes: 3500}, nil); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("err = %v, want ErrTooLarge", err)
	}
}

// cancelAfter is a context whose Err turns to Canceled after n calls, so a
// test can stop a read part way through without timing.
type cancelAfter struct {
	context.Context
	n int
}

func (c *cancelAfter) Err() error {
	if c.n <= 0 {
		return context.Canceled
	}
	c.n--
	return nil
}

func TestScanHonoursContext(t *testing.T) {
	data := zeroTarGz(t, tar.Header{Name: "p/big.bin", Typeflag: tar.TypeReg}, 4<<20)
	for name, n := range map[string]int{"before reading": 0, "between entries": 1, "inside an entry": 20} {
		t.Run(name, func(t *testing.T) {
			ctx := &cancelAfter{Context: context.Background(), n: n}
			if _, err := ScanTarGz(ctx, bytes.NewReader(data), Limits{}, nil); !errors.Is(err, context.Canceled) {
				t.Fatalf("err = %v, want context.Canceled", err)
			}
		})
	}
	if _, err := ScanTarGz(context.Background(), bytes.NewReader(data), Limits{}, nil); err != nil {
		t.Fatalf("control, not cancelled: %v", err)
	}
}

func TestScanCorrupt(t *testing.T) {
	good := gz(t, tarBytes(t, entry{name: "p/a", body: "hello"}))
	for name, data := range map[string][]byte{
		"zero":      nil,
		"not gzip":  []byte("plain text"),
		"truncated": good[:len(good)/2],
	} {
		t.Run(name, func(t *testing.T) {
			if _, err := ScanTarGz(context.Background(), bytes.NewReader(data), Limits{}, nil); err == nil {
				t.Fatal("corrupt archive read without error")
			}
		})
	}
}

func TestLinkEscapes(t *testing.T) {
	for _, tc := range []struct {
		name, target string
		want         bool
	}{
		{"p/l", "a", false}, {"p/l", "./a/b", false}, {"p/l", "../p/a", false}, {"p/q/l", "../a", false},
		{"l", "a", false}, {"p/l", "", false},
		{"p/l", "../../a", true}, {"l", "../a", true}, {"p/l", "/etc/passwd", true}, {"p/l", `..\x`, true},
		{"p/l", "C:x", true}, {"p/l", "a/../../../b", true}, {"p/l", "a\x00", true},
	} {
		if got := LinkEscapes(tc.name, tc.target); got != tc.want {
			t.Errorf("LinkEscapes(%q, %q) = %v, want %v", tc.name, tc.target, got, tc.want)
		}
	}
}

func FuzzScanTarGz(f *testing.F) {
	f.Add(gz(f, tarBytes(f, entry{name: "p/README.md", body: "# x"}, entry{name: "p/l", typ: tar.TypeSymlink, link: "README.md"})))
	f.Add(gz(f, tarBytes(f, entry{name: "p/l", typ: tar.TypeSymlink, link: "../../x"})))
	f.Add(gz(f, tarBytes(f, entry{name: "big", body: strings.Repeat("x", 5000)})))
	f.Fuzz(func(t *testing.T, data []byte) {
		lim := fuzzLimits
		lim.SkipLarge = true
		c, err := ScanTarGz(context.Background(), bytes.NewReader(data), lim, nil)
		if err != nil {
			return
		}
		checkFiles(t, c.Files)
		for _, l := range c.Links {
			if LinkEscapes(l.Name, l.Target) {
				t.Fatalf("escaping link listed: %q -> %q", l.Name, l.Target)
			}
		}
		for _, e := range c.Entries {
			if CheckName(e.Name) != nil {
				t.Fatalf("unsafe entry listed: %q", e.Name)
			}
		}
	})
}
