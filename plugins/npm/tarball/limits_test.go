package tarball

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

// zeroTar is a tarball of one entry of size zero bytes: it compresses about
// a thousand times, as a gzip bomb does.
func zeroTar(t *testing.T, hdr tar.Header, size int64) []byte {
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

// TestReadCountsSkippedEntries: an entry Read does not keep is still
// decompressed by tar's Next, so its bytes count against the limit, whatever
// its type or place.
func TestReadCountsSkippedEntries(t *testing.T) {
	const size = 4 << 20
	lim := Limits{MaxUnpackedBytes: 1 << 20}
	tests := map[string]struct {
		hdr  tar.Header
		keep func(string) bool
	}{
		"top-level regular file": {hdr: tar.Header{Name: "bomb", Typeflag: tar.TypeReg}},
		"unknown type flag":      {hdr: tar.Header{Name: "package/bomb", Typeflag: 'Z'}},
		"file not kept":          {hdr: tar.Header{Name: "package/bomb.bin", Typeflag: tar.TypeReg}, keep: func(string) bool { return false }},
		"file kept":              {hdr: tar.Header{Name: "package/bomb.d.ts", Typeflag: tar.TypeReg}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			data := zeroTar(t, tc.hdr, size)
			_, err := Read(context.Background(), data, lim, tc.keep)
			if !errors.Is(err, ErrTooLarge) {
				t.Fatalf("%d compressed bytes unpacking to %d under a %d limit: err = %v, want ErrTooLarge", len(data), size, lim.MaxUnpackedBytes, err)
			}
		})
	}
}

// TestReadCountsHeaders: extended (PAX) headers are gunzipped too; many of
// them over empty files must not get past the limit either.
func TestReadCountsHeaders(t *testing.T) {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	tw := tar.NewWriter(zw)
	comment := strings.Repeat("z", 512<<10)
	for i := range 8 {
		hdr := &tar.Header{Name: fmt.Sprintf("package/f%d", i), Typeflag: tar.TypeReg, Mode: 0o644, Format: tar.FormatPAX,
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
	if _, err := Read(context.Background(), buf.Bytes(), Limits{MaxUnpackedBytes: 8 << 20}, nil); err != nil {
		t.Fatalf("control, under the limit: %v", err)
	}
	if _, err := Read(context.Background(), buf.Bytes(), Limits{MaxUnpackedBytes: 1 << 20}, nil); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("4 MiB of headers under a 1 MiB limit: err = %v, want ErrTooLarge", err)
	}
}

// TestReadKeptBytes: files past MaxKeptBytes are skipped, not kept, so what
// a tarball leaves in memory is bounded whatever it holds.
func TestReadKeptBytes(t *testing.T) {
	body := strings.Repeat("x", 1000)
	var entries []entry
	for i := range 6 {
		entries = append(entries, entry{name: fmt.Sprintf("package/f%d.d.ts", i), body: body})
	}
	got, err := Read(context.Background(), build(t, entries), Limits{MaxKeptBytes: 3500}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var kept []string
	for _, f := range got.Files {
		kept = append(kept, f.Name)
	}
	if d := cmp.Diff([]string{"f0.d.ts", "f1.d.ts", "f2.d.ts"}, kept); d != "" {
		t.Errorf("kept -want +got\n%s", d)
	}
	if d := cmp.Diff([]string{"f3.d.ts", "f4.d.ts", "f5.d.ts"}, got.Skipped); d != "" {
		t.Errorf("skipped -want +got\n%s", d)
	}
	if len(got.Names) != 6 {
		t.Errorf("names %v, want all 6", got.Names)
	}
}

// TestReadDefaultKeptBytes: files of exactly the default per-file limit,
// more of them than the default kept total allows (the review kept 504 MiB
// from a 500 KiB tarball this way), keep at most 64 MiB.
func TestReadDefaultKeptBytes(t *testing.T) {
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestSpeed)
	if err != nil {
		t.Fatal(err)
	}
	tw := tar.NewWriter(zw)
	body := bytes.Repeat([]byte(" "), 8<<20)
	for i := range 9 {
		if err := tw.WriteHeader(&tar.Header{Name: fmt.Sprintf("package/t%d.d.ts", i), Typeflag: tar.TypeReg, Mode: 0o644, Size: int64(len(body))}); err != nil {
			t.Fatal(err)
		}
		if _, err := tw.Write(body); err != nil {
			t.Fatal(err)
		}
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	c, err := Read(context.Background(), buf.Bytes(), Limits{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var kept int64
	for _, f := range c.Files {
		kept += int64(len(f.Data))
	}
	if kept > 64<<20 || len(c.Skipped) == 0 {
		t.Fatalf("kept %d bytes in %d files, skipped %d; want at most 64 MiB kept", kept, len(c.Files), len(c.Skipped))
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

func TestReadHonoursContext(t *testing.T) {
	data := zeroTar(t, tar.Header{Name: "package/big.bin", Typeflag: tar.TypeReg}, 4<<20)
	for name, n := range map[string]int{"before reading": 0, "between entries": 1, "inside an entry": 20} {
		t.Run(name, func(t *testing.T) {
			ctx := &cancelAfter{Context: context.Background(), n: n}
			_, err := Read(ctx, data, Limits{}, nil)
			if !errors.Is(err, context.Canceled) {
				t.Fatalf("err = %v, want context.Canceled", err)
			}
		})
	}
	if _, err := Read(context.Background(), data, Limits{}, nil); err != nil {
		t.Fatalf("control, not cancelled: %v", err)
	}
}
