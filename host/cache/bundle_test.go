package cache

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/pkgdocs/pkgdocs/host/cache/redistest"
)

func TestBundleExportImport(t *testing.T) {
	clk := newClock()
	src := newTestCache(t, Options{Now: clk.Now})
	for i := range 3 {
		_ = src.Put(testKey(i), []byte("answer "+string(rune('a'+i))), true)
	}
	src.flush()
	var bundle bytes.Buffer
	n, err := src.Export(&bundle)
	if err != nil || n != 3 {
		t.Fatalf("Export = %d, %v", n, err)
	}

	// Into an empty Redis tier of a machine whose upstreams are dead: every
	// exported answer is served.
	srv := redistest.Start(t)
	dst := newRedisCache(t, srv, Options{Now: clk.Now})
	clk.Advance(time.Hour)
	_ = dst.Put(testKey(0), []byte("newer answer"), true) // stored after the bundle's
	dst.flush()
	imp, skip, err := dst.Import(bytes.NewReader(bundle.Bytes()))
	if err != nil || imp != 2 || skip != 1 {
		t.Fatalf("Import = %d imported, %d skipped, %v; want 2, 1", imp, skip, err)
	}
	fresh := newRedisCache(t, srv, Options{Now: clk.Now})
	for i, want := range []string{"newer answer", "answer b", "answer c"} {
		if e, ok := fresh.Get(testKey(i)); !ok || string(e.Value) != want {
			t.Errorf("key %d after import: %q %v, want %q", i, e.Value, ok, want)
		}
	}
	// Again: nothing newer, all skipped.
	if imp, skip, err := dst.Import(bytes.NewReader(bundle.Bytes())); err != nil || imp != 0 || skip != 3 {
		t.Errorf("second import = %d, %d, %v; want 0, 3", imp, skip, err)
	}
	// Into a disk tier too, and back out of Redis.
	var fromRedis bytes.Buffer
	if n, err := dst.Export(&fromRedis); err != nil || n != 3 {
		t.Fatalf("Export from redis = %d, %v", n, err)
	}
	disk := newTestCache(t, Options{Now: clk.Now})
	if imp, _, err := disk.Import(&fromRedis); err != nil || imp != 3 {
		t.Errorf("import into disk = %d, %v", imp, err)
	}
}

func TestBundleRefusesDamage(t *testing.T) {
	src := newTestCache(t, Options{})
	_ = src.Put(testKey(1), bytes.Repeat([]byte("x"), 5000), true)
	src.flush()
	var bundle bytes.Buffer
	if _, err := src.Export(&bundle); err != nil {
		t.Fatal(err)
	}
	good := bundle.Bytes()
	flipped := bytes.Clone(good)
	flipped[len(flipped)/2] ^= 0xff
	for name, tc := range map[string]struct {
		data []byte
		want string
	}{
		"empty":     {nil, "not a pkgdocs cache bundle"},
		"truncated": {good[:len(good)-6], ""},
		"flipped":   {flipped, ""},
		"other":     {[]byte("hello"), "not a pkgdocs cache bundle"},
	} {
		t.Run(name, func(t *testing.T) {
			dst := newTestCache(t, Options{})
			_, _, err := dst.Import(bytes.NewReader(tc.data))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Import = %v, want an error containing %q", err, tc.want)
			}
		})
	}
	if _, _, err := New(Options{NoDisk: true}).Import(bytes.NewReader(good)); err == nil {
		t.Error("memory-only import succeeded")
	}
}
