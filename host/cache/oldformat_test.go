package cache

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"strings"
	"testing"
	"time"

	"github.com/klauspost/compress/zstd"

	"github.com/pkgdocs/pkgdocs/host/cache/redistest"
)

// Format 1 of the Redis records and of the bundles was zstd. The tests
// write it as pkgdocs did (klauspost/compress, linked into tests only) and
// check that this pkgdocs treats such entries as misses and refuses such
// bundles, never decoding them as something else.

// formatOneRecord is encodeRemote as pkgdocs wrote format 1.
func formatOneRecord(t *testing.T, r *record) []byte {
	t.Helper()
	b := make([]byte, remoteHeaderSize)
	copy(b, remoteMagic)
	b[4] = 1
	if r.immutable {
		b[5] = flagImmutable
	}
	binary.BigEndian.PutUint64(b[6:14], uint64(r.stored.UnixNano()))
	binary.BigEndian.PutUint32(b[22:26], uint32(len(r.value)))
	tab := crc32.MakeTable(crc32.Castagnoli)
	binary.BigEndian.PutUint32(b[26:30], crc32.Update(crc32.Checksum(b[:26], tab), tab, r.value))
	e, err := zstd.NewWriter(nil, zstd.WithEncoderLevel(zstd.SpeedFastest), zstd.WithEncoderConcurrency(1))
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	return e.EncodeAll(r.value, b)
}

func TestRedisFormatOneEntryIsAMiss(t *testing.T) {
	old := formatOneRecord(t, &record{value: []byte("answer from an older pkgdocs"), immutable: true, stored: time.Now()})
	if _, err := decodeRemote(old, 1<<20); !errors.Is(err, errOtherFormat) {
		t.Fatalf("decodeRemote(format 1) = %v, want errOtherFormat", err)
	}

	srv := redistest.Start(t)
	c := newRedisCache(t, srv, Options{})
	key := testKey(7)
	id, _ := key.ID()
	if err := rawClient(t, srv).Set(context.Background(), DefaultRedisPrefix+"e:"+id.String(), old, 0).Err(); err != nil {
		t.Fatal(err)
	}
	if e, ok := c.Get(key); ok {
		t.Fatalf("format 1 entry read as %q, want a miss", e.Value)
	}
	if got := c.remote.foreign.Load(); got != 1 {
		t.Errorf("foreign entries counted %d, want 1", got)
	}
	// The next store replaces it with this pkgdocs' format.
	_ = c.Put(key, []byte("fresh answer"), true)
	c.flush()
	fresh := newRedisCache(t, srv, Options{})
	if e, ok := fresh.Get(key); !ok || string(e.Value) != "fresh answer" {
		t.Errorf("after the store: %q %v, want the fresh answer", e.Value, ok)
	}
}

func TestRemoteValueLengthMustMatch(t *testing.T) {
	b, err := encodeRemote(&record{value: []byte("twelve bytes"), immutable: true, stored: time.Now()})
	if err != nil {
		t.Fatal(err)
	}
	for name, n := range map[string]uint32{"shorter": 11, "longer": 13} {
		bad := bytes.Clone(b)
		binary.BigEndian.PutUint32(bad[22:26], n)
		if _, err := decodeRemote(bad, 1<<20); !errors.Is(err, errBadRecord) {
			t.Errorf("header says %s: %v, want errBadRecord", name, err)
		}
	}
	trailing := append(bytes.Clone(b), 0)
	if _, err := decodeRemote(trailing, 1<<20); !errors.Is(err, errBadRecord) {
		t.Errorf("byte after the stream: %v, want errBadRecord", err)
	}
	if r, err := decodeRemote(b, 1<<20); err != nil || string(r.value) != "twelve bytes" {
		t.Errorf("decodeRemote = %v, %v", r, err)
	}
}

func TestBundleOfFormatOneIsRefused(t *testing.T) {
	src := newTestCache(t, Options{})
	_ = src.Put(testKey(1), []byte("an answer"), true)
	src.flush()
	// Format 1: the same content, zstd-compressed.
	var content bytes.Buffer
	content.WriteString(bundleMagic)
	binary.Write(&content, binary.BigEndian, uint32(1))
	_ = src.disk.each(func(id []byte, r *record) error {
		enc := encodeRecord(r)
		binary.Write(&content, binary.BigEndian, uint32(len(id)+len(enc)))
		content.Write(id)
		content.Write(enc)
		return nil
	})
	binary.Write(&content, binary.BigEndian, uint32(0))
	binary.Write(&content, binary.BigEndian, uint64(1))
	var old bytes.Buffer
	zw, _ := zstd.NewWriter(&old)
	zw.Write(content.Bytes())
	zw.Close()

	dst := newTestCache(t, Options{})
	imp, skip, err := dst.Import(&old)
	if err == nil || !strings.Contains(err.Error(), "format 1") || imp+skip != 0 {
		t.Errorf("Import(format 1 bundle) = %d, %d, %v; want nothing imported and an error naming format 1", imp, skip, err)
	}
	if _, ok := dst.Get(testKey(1)); ok {
		t.Error("an entry of the refused bundle was stored")
	}
}
