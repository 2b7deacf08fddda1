package cache

import (
	"bytes"
	"io/fs"
	"os"
	"syscall"
	"testing"
)

// TestReadOnlyCacheFileStillAnswers: when the cache file cannot be opened
// for writing (a read-only directory or mount), answers already in it are
// still read, writes stop, and stats say so.
func TestReadOnlyCacheFileStillAnswers(t *testing.T) {
	dir := t.TempDir()
	seedDisk(t, dir, 3)
	old := openFile
	t.Cleanup(func() { openFile = old })
	openFile = func(name string, flag int, perm os.FileMode) (*os.File, error) {
		if flag&(os.O_WRONLY|os.O_RDWR|os.O_CREATE) != 0 {
			return nil, &fs.PathError{Op: "open", Path: name, Err: syscall.EROFS}
		}
		return old(name, flag, perm)
	}
	c := New(Options{Dir: dir})
	defer c.Close()
	e, ok := c.Get(testKey(1))
	if !ok || !bytes.Equal(e.Value, value(1)) {
		t.Fatalf("Get from a read-only cache file: ok=%v; want the stored answer", ok)
	}
	if err := c.Put(testKey(9), value(9), true); err != nil {
		t.Fatal(err)
	}
	c.flush()
	if s := c.Stats(); s.Disk != "read-only" {
		t.Errorf("disk status %q, want read-only", s.Disk)
	}
	// A second read still reaches the file (not bypassed after the failed write).
	c2 := New(Options{Dir: dir})
	defer c2.Close()
	if _, ok := c2.Get(testKey(2)); !ok {
		t.Error("second cache: stored answer not read")
	}
	if _, ok := c2.Get(testKey(9)); ok {
		t.Error("an answer was written to a read-only file")
	}
}
