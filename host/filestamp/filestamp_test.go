package filestamp

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"
)

func TestStampTellsVersionsApart(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "f")
	write := func(p, s string) {
		t.Helper()
		if err := os.WriteFile(p, []byte(s), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	write(path, "one")
	first, err := Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if again, _ := Stat(path); again != first {
		t.Fatalf("unchanged file: %+v then %+v", first, again)
	}

	// Same size, same mtime, new file by rename: only ctime and inode
	// differ (where the system has them).
	other := filepath.Join(dir, "g")
	write(other, "two")
	mt := time.Unix(0, first.MTime)
	if err := os.Chtimes(other, mt, mt); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(other, path); err != nil {
		t.Fatal(err)
	}
	replaced, err := Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if replaced.Size != first.Size || replaced.MTime != first.MTime {
		t.Fatalf("setup: size/mtime differ: %+v vs %+v", replaced, first)
	}
	if runtime.GOOS != "windows" && replaced == first {
		t.Errorf("a file replaced by rename with the same size and mtime has the same stamp %+v", first)
	}

	if _, err := Stat(filepath.Join(dir, "missing")); err == nil {
		t.Error("Stat of a missing file: no error")
	}
}
