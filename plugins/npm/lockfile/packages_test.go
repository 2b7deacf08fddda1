package lockfile

import (
	"errors"
	"path/filepath"
	"slices"
	"testing"
)

// TestPackagesRecorded: every recorded lockfile lists the project's
// packages, direct, transitive and aliased.
func TestPackagesRecorded(t *testing.T) {
	want := []string{"@sindresorhus/is", "ansi-regex", "is-number", "is-odd", "strip"}
	for _, dir := range []string{"npm1", "npm2", "npm3", "pnpm7", "pnpm8", "pnpm9", "yarn1", "berry", "bun"} {
		t.Run(dir, func(t *testing.T) {
			got, file, err := Packages(filepath.Join("testdata", dir))
			if err != nil {
				t.Fatal(err)
			}
			if filepath.Dir(file) != filepath.Join("testdata", dir) {
				t.Errorf("file %s", file)
			}
			for _, n := range want {
				if !slices.Contains(got, n) {
					t.Errorf("%s missing from %v", n, got)
				}
			}
			if !slices.IsSorted(got) || slices.Contains(got, "") {
				t.Errorf("names not sorted or with an empty one: %q", got)
			}
		})
	}
}

func TestPackagesNone(t *testing.T) {
	if _, _, err := Packages(t.TempDir()); !errors.Is(err, ErrNotFound) {
		t.Fatalf("err = %v, want ErrNotFound", err)
	}
}
