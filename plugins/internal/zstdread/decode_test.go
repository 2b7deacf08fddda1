package zstdread

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/cespare/xxhash/v2"
	"github.com/klauspost/compress/zstd"
)

// The tests compress with github.com/klauspost/compress/zstd (linked into
// tests only) and require our decoder to give back identical bytes.

const fixtures = "/work/shared/fixtures"

func levels() []zstd.EncoderLevel {
	return []zstd.EncoderLevel{zstd.SpeedFastest, zstd.SpeedDefault, zstd.SpeedBetterCompression, zstd.SpeedBestCompression}
}

func encode(t testing.TB, b []byte, opts ...zstd.EOption) []byte {
	t.Helper()
	e, err := zstd.NewWriter(nil, append([]zstd.EOption{zstd.WithEncoderConcurrency(1)}, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	return e.EncodeAll(b, nil)
}

// samples are inputs of the shapes the providers and the cache compress:
// JSON text (rustdoc, recorded), HTML, and edge cases for the block kinds.
func samples(t testing.TB) map[string][]byte {
	t.Helper()
	out := map[string][]byte{
		"empty":  {},
		"one":    {'x'},
		"run":    bytes.Repeat([]byte{'a'}, 300000),
		"short":  []byte("fn main() { println!(\"hello\"); }"),
		"random": randomBytes(200000, 1),
		"mixed":  append(append(randomBytes(70000, 2), bytes.Repeat([]byte("pub struct Foo;\n"), 9000)...), randomBytes(5000, 3)...),
	}
	b, err := os.ReadFile(filepath.Join(fixtures, "docsrs", "rustdoc_json_clap_4.5.40.json"))
	if err != nil {
		t.Fatalf("recorded rustdoc JSON: %v", err)
	}
	out["clap-rustdoc"] = b
	h, err := os.ReadFile(filepath.Join(fixtures, "docsrs", "docsrs_surrealdb_struct_Surreal.html"))
	if err != nil {
		t.Fatal(err)
	}
	out["surreal-html"] = h
	// Few distinct literals: small Huffman tables, RLE literal blocks.
	lowEntropy := make([]byte, 100000)
	r := rand.New(rand.NewPCG(4, 4))
	for i := range lowEntropy {
		lowEntropy[i] = "ab"[r.IntN(2)]
	}
	out["two-letters"] = lowEntropy
	return out
}

func randomBytes(n int, seed uint64) []byte {
	r := rand.New(rand.NewPCG(seed, seed))
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return b
}

func TestRoundTrip(t *testing.T) {
	for name, in := range samples(t) {
		for _, lv := range levels() {
			for _, crc := range []bool{true, false} {
				z := encode(t, in, zstd.WithEncoderLevel(lv), zstd.WithEncoderCRC(crc))
				got, err := Decode(nil, z, len(in))
				if err != nil {
					t.Fatalf("%s at %v crc=%t: %v", name, lv, crc, err)
				}
				if !bytes.Equal(got, in) {
					t.Fatalf("%s at %v crc=%t: %d bytes differ from the %d put in", name, lv, crc, len(got), len(in))
				}
			}
		}
	}
}

// TestRecordedDocsRS decodes the zstd rustdoc JSON docs.rs served, as the
// reference library does.
func TestRecordedDocsRS(t *testing.T) {
	z, err := os.ReadFile(filepath.Join(fixtures, "docsrs", "rustdoc_json_axum_0.8.9.json.zst"))
	if err != nil {
		t.Fatal(err)
	}
	d, _ := zstd.NewReader(nil)
	defer d.Close()
	want, err := d.DecodeAll(z, nil)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Decode(nil, z, 64<<20)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("decoded %d bytes, reference %d, not equal", len(got), len(want))
	}
}

func TestStreamsAndFrames(t *testing.T) {
	in := samples(t)["clap-rustdoc"]
	var buf bytes.Buffer
	// The streaming encoder with a small window writes frames without a
	// content size and with a window descriptor.
	w, _ := zstd.NewWriter(&buf, zstd.WithWindowSize(1<<16), zstd.WithEncoderConcurrency(1))
	w.Write(in)
	w.Close()
	first := buf.Bytes()
	skippable := []byte{0x5e, 0x2a, 0x4d, 0x18, 3, 0, 0, 0, 'a', 'b', 'c'}
	two := append(append(append([]byte{}, first...), skippable...), encode(t, []byte("tail"))...)
	got, err := Decode([]byte("head:"), two, len(in)+4)
	if err != nil {
		t.Fatal(err)
	}
	if want := "head:" + string(in) + "tail"; string(got) != want {
		t.Fatalf("got %d bytes, want %d", len(got), len(want))
	}
}

func TestErrors(t *testing.T) {
	in := samples(t)["clap-rustdoc"]
	z := encode(t, in)
	tests := []struct {
		name string
		src  []byte
		lim  int
		want error
	}{
		{"over limit", z, len(in) - 1, ErrTooLarge},
		{"over limit without content size", streamed(t, in), len(in) - 1, ErrTooLarge},
		{"truncated", z[:len(z)/2], len(in), ErrCorrupt},
		{"not zstd", []byte("{\"format_version\": 1}"), 100, ErrCorrupt},
		{"trailing", append(append([]byte{}, z...), 1, 2), len(in), ErrCorrupt},
		{"dictionary", []byte{0x28, 0xb5, 0x2f, 0xfd, 0x01, 0x07, 0x01, 0x00, 0x00}, 100, ErrDictionary},
		{"window too large", []byte{0x28, 0xb5, 0x2f, 0xfd, 0x00, 0xf8, 0x01, 0x00, 0x00}, 100, ErrCorrupt},
		{"checksum", flipChecksum(encode(t, in, zstd.WithEncoderCRC(true))), len(in), ErrCorrupt},
	}
	for _, tc := range tests {
		_, err := Decode(nil, tc.src, tc.lim)
		if !errors.Is(err, tc.want) {
			t.Errorf("%s: got %v, want %v", tc.name, err, tc.want)
		}
	}
}

func streamed(t testing.TB, in []byte) []byte {
	var buf bytes.Buffer
	w, _ := zstd.NewWriter(&buf, zstd.WithEncoderConcurrency(1))
	w.Write(in)
	w.Close()
	return buf.Bytes()
}

func flipChecksum(z []byte) []byte {
	z = append([]byte{}, z...)
	z[len(z)-1] ^= 0x40
	return z
}

func TestXXHash64(t *testing.T) {
	b := randomBytes(1000, 9)
	for n := 0; n <= len(b); n += 7 {
		if got, want := xxhash64(b[:n]), xxhash.Sum64(b[:n]); got != want {
			t.Fatalf("%d bytes: %#x, want %#x", n, got, want)
		}
	}
}

// FuzzDecode: no input panics, output stays within the limit, and what
// the reference decodes we decode to the same bytes.
func FuzzDecode(f *testing.F) {
	for _, in := range []string{"", "a", "hello hello hello hello", `{"root":"0:0","index":{"0:0":{"name":"x","docs":"abc abc abc"}}}`} {
		for _, lv := range levels() {
			f.Add(encode(f, []byte(in), zstd.WithEncoderLevel(lv)))
		}
	}
	f.Add(encode(f, bytes.Repeat([]byte("pub fn f() -> u32 { 1 }\n"), 300)))
	f.Add(encode(f, randomBytes(3000, 5)))
	ref, _ := zstd.NewReader(nil, zstd.WithDecoderConcurrency(1), zstd.WithDecoderMaxMemory(1<<20))
	f.Fuzz(func(t *testing.T, src []byte) {
		const limit = 1 << 20
		got, err := Decode(nil, src, limit)
		if len(got) > limit {
			t.Fatalf("%d bytes over the limit", len(got))
		}
		want, rerr := ref.DecodeAll(src, nil)
		// Empty input is no frame to us (an error), nothing to the reference.
		if rerr == nil && len(want) <= limit && len(src) > 0 {
			if err != nil {
				t.Fatalf("reference decodes, we fail: %v", err)
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("decoded differently from the reference")
			}
		}
	})
}
