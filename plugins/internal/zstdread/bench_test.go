package zstdread

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/klauspost/compress/zstd"
)

// The decode speed against the library the provider used before, on the
// largest recorded rustdoc JSON (axum, as docs.rs served it).
func benchInput(b *testing.B) ([]byte, int) {
	z, err := os.ReadFile(filepath.Join(fixtures, "docsrs", "rustdoc_json_axum_0.8.9.json.zst"))
	if err != nil {
		b.Fatal(err)
	}
	out, err := Decode(nil, z, 64<<20)
	if err != nil {
		b.Fatal(err)
	}
	return z, len(out)
}

func BenchmarkDecode(b *testing.B) {
	z, n := benchInput(b)
	b.SetBytes(int64(n))
	dst := make([]byte, 0, n)
	for b.Loop() {
		if _, err := Decode(dst[:0], z, n); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkReference(b *testing.B) {
	z, n := benchInput(b)
	b.SetBytes(int64(n))
	d, _ := zstd.NewReader(nil, zstd.WithDecoderConcurrency(1))
	defer d.Close()
	dst := make([]byte, 0, n)
	for b.Loop() {
		if _, err := d.DecodeAll(z, dst[:0]); err != nil {
			b.Fatal(err)
		}
	}
}
