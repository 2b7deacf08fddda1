//go:build windows

package atomicfile

import (
	"fmt"
	"os"
	"path/filepath"
)

// WriteFile replaces path with data, mode perm (Windows keeps only its
// read-only bit); the temporary file is made beside path, so the rename
// never crosses volumes.
func WriteFile(path string, data []byte, perm os.FileMode) (err error) {
	t, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	defer func() {
		if err != nil {
			t.Close()
			os.Remove(t.Name())
		}
	}()
	if _, err = t.Write(data); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err = t.Sync(); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err = t.Close(); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err = os.Chmod(t.Name(), perm); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err = os.Rename(t.Name(), path); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}
