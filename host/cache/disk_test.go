package cache

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"
)

// seedDisk stores n answers in a cache file under dir and returns the path.
func seedDisk(t *testing.T, dir string, n int) string {
	t.Helper()
	c := New(Options{Dir: dir})
	for i := range n {
		if err := c.Put(testKey(i), value(i), true); err != nil {
			t.Fatal(err)
		}
	}
	c.Close()
	return filepath.Join(dir, FileName)
}

// value is answer i: 2 KB, so a few hundred spread over many pages.
func value(i int) []byte {
	return bytes.Repeat([]byte{byte('a' + i%26)}, 2048)
}

func garbage(n int) []byte {
	r := rand.New(rand.NewPCG(1, 2))
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return b
}

func TestCorruptFileIsRebuilt(t *testing.T) {
	page := os.Getpagesize()
	tests := []struct {
		name    string
		damage  func(t *testing.T, path string)
		rebuilt bool // false: the file was usable as it was
	}{
		{"garbage", func(t *testing.T, path string) {
			must(t, os.WriteFile(path, garbage(64<<10), 0o600))
		}, true},
		{"text", func(t *testing.T, path string) {
			must(t, os.WriteFile(path, []byte("not a database\n"), 0o600))
		}, true},
		{"truncated to 100 bytes", func(t *testing.T, path string) {
			must(t, os.Truncate(path, 100))
		}, true},
		{"truncated to half", func(t *testing.T, path string) {
			fi, err := os.Stat(path)
			must(t, err)
			must(t, os.Truncate(path, fi.Size()/2))
		}, true},
		{"meta pages zeroed", func(t *testing.T, path string) {
			f, err := os.OpenFile(path, os.O_WRONLY, 0)
			must(t, err)
			_, err = f.WriteAt(make([]byte, 2*page), 0)
			must(t, err)
			must(t, f.Close())
		}, true},
		{"data pages overwritten", func(t *testing.T, path string) {
			fi, err := os.Stat(path)
			must(t, err)
			f, err := os.OpenFile(path, os.O_WRONLY, 0)
			must(t, err)
			_, err = f.WriteAt(garbage(int(fi.Size())-4*page), int64(4*page))
			must(t, err)
			must(t, f.Close())
		}, true},
		{"empty file", func(t *testing.T, path string) {
			must(t, os.Truncate(path, 0))
		}, false},
		{"older schema", func(t *testing.T, path string) { setSchema(t, path, schemaVersion-1) }, true},
	}
	for _, tt := range tests {
		// At start: the host finds the file damaged. While running: the
		// file is damaged under a Cache that already opened it once.
		for _, when := range []string{"at start", "while running"} {
			t.Run(tt.name+"/"+when, func(t *testing.T) {
				dir := t.TempDir()
				path := seedDisk(t, dir, 200)
				var log logBuffer
				o := Options{Dir: dir, Logger: log.logger()}
				var c *Cache
				if when == "while running" {
					c = newTestCache(t, o)
				}
				tt.damage(t, path)

				start := time.Now()
				if c == nil {
					c = newTestCache(t, o)
				}
				// Every stored answer is either gone or intact: never wrong.
				for i := range 200 {
					if e, ok := c.Get(testKey(i)); ok && !bytes.Equal(e.Value, value(i)) {
						t.Fatalf("answer %d came back damaged", i)
					}
				}
				if d := time.Since(start); d > 5*time.Second {
					t.Errorf("took %v", d)
				}
				t.Log(log.String())
				s := c.Stats()
				if s.Disk != "ok" {
					t.Errorf("disk = %q (%s), want ok after a rebuild", s.Disk, s.DiskError)
				}
				if got := s.DiskRebuilds > 0; got != tt.rebuilt {
					t.Errorf("rebuilt = %t, want %t; log:\n%s", got, tt.rebuilt, log.String())
				}
				if tt.rebuilt && !strings.Contains(log.String(), "rebuilding") {
					t.Errorf("no warning logged:\n%s", log.String())
				}

				// The rebuilt file works, across instances.
				must(t, c.Put(testKey(1000), []byte("new"), true))
				c.Close()
				fresh := newTestCache(t, Options{Dir: dir})
				if e, ok := fresh.Get(testKey(1000)); !ok || string(e.Value) != "new" || !e.FromDisk {
					t.Errorf("after rebuild: Get = %+v, %t", e, ok)
				}
				checkFile(t, path)
			})
		}
	}
}

// TestCorruptRecordIsRebuilt damages one record's bytes in a way bbolt
// cannot see (the page is fine, the value is not): the record CRC must.
func TestCorruptRecordIsRebuilt(t *testing.T) {
	dir := t.TempDir()
	path := seedDisk(t, dir, 1)
	data, err := os.ReadFile(path)
	must(t, err)
	i := bytes.Index(data, value(0))
	if i < 0 {
		t.Fatal("value not found in the file")
	}
	data[i+100] ^= 1
	must(t, os.WriteFile(path, data, 0o600))

	c := newTestCache(t, Options{Dir: dir})
	if e, ok := c.Get(testKey(0)); ok {
		t.Fatalf("damaged record served: %q...", e.Value[:10])
	}
	if s := c.Stats(); s.DiskRebuilds != 1 || s.Disk != "ok" || s.DiskEntries != 0 {
		t.Errorf("Stats = %+v", s)
	}
}

func TestNewerSchemaIsLeftAlone(t *testing.T) {
	dir := t.TempDir()
	path := seedDisk(t, dir, 3)
	setSchema(t, path, schemaVersion+1)
	before, err := os.ReadFile(path)
	must(t, err)

	var log logBuffer
	c := newTestCache(t, Options{Dir: dir, Logger: log.logger()})
	if _, ok := c.Get(testKey(1)); ok {
		t.Error("read an answer from a newer schema")
	}
	must(t, c.Put(testKey(9), []byte("v"), true))
	if _, ok := c.Get(testKey(9)); !ok {
		t.Error("memory tier not working while the disk is disabled")
	}
	c.flush()
	s := c.Stats()
	if s.Disk != "disabled" || !strings.Contains(s.DiskError, "newer") {
		t.Errorf("Stats = %+v", s)
	}
	if !strings.Contains(log.String(), "newer") {
		t.Errorf("no warning logged:\n%s", log.String())
	}
	after, err := os.ReadFile(path)
	must(t, err)
	if !bytes.Equal(before, after) {
		t.Error("the newer file was modified")
	}
}

func TestLockedFileIsBypassed(t *testing.T) {
	clk := newClock()
	dir := t.TempDir()
	path := seedDisk(t, dir, 3)

	// Another process holding the file: bbolt's flock is per open file
	// description, so a second bolt.Open in this process excludes us the
	// same way.
	holder, err := bolt.Open(path, 0o600, nil)
	must(t, err)
	defer holder.Close()

	var log logBuffer
	o := Options{Dir: dir, Now: clk.Now, Logger: log.logger()}
	start := time.Now()
	c := newTestCache(t, o)
	r, err := c.Do(context.Background(), testKey(1), func(context.Context) ([]byte, bool, error) {
		return []byte("fetched"), true, nil
	})
	must(t, err)
	for i := range 20 {
		_, _ = c.Get(testKey(100 + i))
		_ = c.Put(testKey(200+i), []byte("x"), true)
	}
	c.flush()
	elapsed := time.Since(start)
	// The lock timeout (200 ms) is paid once; after that the disk is
	// skipped. Paid per call it would come to over 8 s; the bound leaves
	// room for a loaded machine.
	if elapsed > 2*time.Second {
		t.Errorf("New, Do and 20 Get+Put with the file locked took %v", elapsed)
	}
	t.Logf("New, Do and 20 Get+Put with the file locked took %v", elapsed)
	if string(r.Value) != "fetched" || r.Hit {
		t.Errorf("Do = %+v, want a fetch", r)
	}
	s := c.Stats()
	if s.Disk != "bypassed" || !strings.Contains(s.DiskError, "locked") {
		t.Errorf("Stats = %+v", s)
	}
	if !strings.Contains(log.String(), "memory only") {
		t.Errorf("no warning logged:\n%s", log.String())
	}

	// Once the lock is gone and the back-off has passed, the disk is used
	// again, and nothing was lost or damaged.
	must(t, holder.Close())
	clk.Advance(retryAfter + time.Second)
	if e, ok := c.Get(testKey(2)); !ok || !bytes.Equal(e.Value, value(2)) || !e.FromDisk {
		t.Errorf("Get after unlock = %+v, %t", e, ok)
	}
	if s := c.Stats(); s.Disk != "ok" || s.DiskRebuilds != 0 {
		t.Errorf("Stats after unlock = %+v", s)
	}
	checkFile(t, path)
}

func TestUnwritableDirIsMemoryOnly(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "file")
	must(t, os.WriteFile(dir, nil, 0o600)) // a file where the directory should be
	var log logBuffer
	c := newTestCache(t, Options{Dir: dir, Logger: log.logger()})
	must(t, c.Put(testKey(1), []byte("v"), true))
	if _, ok := c.Get(testKey(1)); !ok {
		t.Error("memory tier not working")
	}
	if s := c.Stats(); s.Disk != "disabled" {
		t.Errorf("Stats = %+v", s)
	}
	if !strings.Contains(log.String(), "memory only") {
		t.Errorf("no warning logged:\n%s", log.String())
	}
}

func TestClearCorruptFile(t *testing.T) {
	dir := t.TempDir()
	c := newTestCache(t, Options{Dir: dir})
	path := filepath.Join(dir, FileName)
	must(t, os.WriteFile(path, garbage(8192), 0o600))
	must(t, c.Clear())
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Errorf("file still there after Clear: %v", err)
	}
}

func TestClearLockedFile(t *testing.T) {
	dir := t.TempDir()
	path := seedDisk(t, dir, 1)
	c := newTestCache(t, Options{Dir: dir})
	holder, err := bolt.Open(path, 0o600, nil)
	must(t, err)
	defer holder.Close()
	if err := c.Clear(); err == nil || !strings.Contains(err.Error(), "locked") {
		t.Errorf("Clear = %v, want a locked error", err)
	}
}

// setSchema rewrites the schema version of the file at path.
func setSchema(t *testing.T, path string, v uint32) {
	t.Helper()
	db, err := bolt.Open(path, 0o600, nil)
	must(t, err)
	defer db.Close()
	must(t, db.Update(func(tx *bolt.Tx) error {
		return tx.Bucket(bucketMeta).Put(keySchema, binary.BigEndian.AppendUint32(nil, v))
	}))
}

// checkFile runs bbolt's consistency check on the file.
func checkFile(t *testing.T, path string) {
	t.Helper()
	db, err := bolt.Open(path, 0o600, &bolt.Options{ReadOnly: true, Timeout: time.Second})
	must(t, err)
	defer db.Close()
	must(t, db.View(func(tx *bolt.Tx) error {
		for err := range tx.Check() {
			t.Errorf("bbolt check: %v", err)
		}
		return nil
	}))
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// TestFaultInMappingIsRecovered truncates the file under an open read
// transaction, as a crashed or foreign process could: reading the mapping
// past the new end of file raises SIGBUS, which must come back as a
// corruption error, not kill the process.
func TestFaultInMappingIsRecovered(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("Windows does not truncate a mapped file")
	}
	dir := t.TempDir()
	path := seedDisk(t, dir, 200)
	c := newTestCache(t, Options{Dir: dir})
	id, err := testKey(199).ID()
	must(t, err)
	c.disk.lock()
	err = c.disk.run(true, func(tx *bolt.Tx) error {
		must(t, os.Truncate(path, int64(2*os.Getpagesize())))
		v := tx.Bucket(bucketEntries).Get(id[:])
		t.Errorf("read %d bytes past the end of the file", len(v))
		return nil
	})
	c.disk.unlock()
	var ce *corruptError
	if !errors.As(err, &ce) || !strings.Contains(err.Error(), "fault") {
		t.Fatalf("run = %v, want a corruption error from the fault", err)
	}
	// The flock was released: the next operation rebuilds and works.
	must(t, c.Put(testKey(1), []byte("v"), true))
	c.flush()
	if s := c.Stats(); s.Disk != "ok" || s.DiskEntries != 1 {
		t.Errorf("Stats = %+v", s)
	}
}

// TestStuckWriterDoesNotHang holds this process's turn at the file, as a
// write stuck in fsync on a failing disk would: reads give up within the
// lock timeout and Close within its own bound.
func TestStuckWriterDoesNotHang(t *testing.T) {
	dir := t.TempDir()
	seedDisk(t, dir, 1)
	var log logBuffer
	c := New(Options{Dir: dir, Logger: log.logger()})
	c.disk.closeTimeout = 100 * time.Millisecond
	c.disk.lock() // never released: the "stuck" write
	must(t, c.Put(testKey(5), []byte("v"), true))

	start := time.Now()
	r, err := c.Do(context.Background(), testKey(0), func(context.Context) ([]byte, bool, error) {
		return []byte("fetched"), true, nil
	})
	must(t, err)
	if string(r.Value) != "fetched" {
		t.Errorf("Do = %+v, want a fetch (the disk could not be read)", r)
	}
	_ = c.Stats()
	must(t, c.Close())
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("Do+Stats+Close with a stuck writer took %v", d)
	}
	if !strings.Contains(log.String(), "gave up waiting") {
		t.Errorf("no warning logged:\n%s", log.String())
	}
}
