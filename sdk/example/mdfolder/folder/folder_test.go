package folder_test

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk/example/mdfolder/folder"
	"github.com/pkgdocs/pkgdocs/sdk/localfile"
	"github.com/pkgdocs/pkgdocs/sdk/localtree"
)

func write(t *testing.T, p, data string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestFolder(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "a", "README.md"), "# a\n")
	write(t, filepath.Join(dir, "a", "VERSION"), " 2.0.0\n")
	write(t, filepath.Join(dir, "a", "docs", "z.md"), "z")
	write(t, filepath.Join(dir, "a", "docs", "b.md"), "bb")
	write(t, filepath.Join(dir, "a", "notes.txt"), "not markdown")
	write(t, filepath.Join(dir, "big", "README.md"), strings.Repeat("x", folder.MaxFileBytes+1))
	write(t, filepath.Join(dir, "noreadme", "x.md"), "x")
	outside := t.TempDir()
	write(t, filepath.Join(outside, "README.md"), "SECRET")
	links := true
	if err := os.Symlink(outside, filepath.Join(dir, "linked")); err != nil {
		links = false
	} else if err := os.Symlink(filepath.Join(outside, "README.md"), filepath.Join(dir, "a", "docs", "secret.md")); err != nil {
		t.Fatal(err)
	}
	f := folder.Open(dir)

	k, err := f.Package("a")
	if err != nil {
		t.Fatal(err)
	}
	if k.Name != "a" || k.Version != "2.0.0" || k.Readme != "# a\n" || k.ModTime.IsZero() {
		t.Errorf("Package(a) = %+v", k)
	}
	var tl *localfile.TooLargeError
	if _, err := f.Package("big"); !errors.As(err, &tl) {
		t.Errorf("Package(big) = %v, want a TooLargeError", err)
	}
	for _, name := range []string{"noreadme", "missing"} {
		if _, err := f.Package(name); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("Package(%s) = %v, want ErrNotExist", name, err)
		}
	}
	for _, name := range []string{"..", "a/docs", "", "."} {
		if _, err := f.Package(name); !errors.Is(err, fs.ErrInvalid) {
			t.Errorf("Package(%q) = %v, want ErrInvalid", name, err)
		}
	}
	if links {
		if _, err := f.Package("linked"); !errors.Is(err, localtree.ErrSymlink) {
			t.Errorf("Package(linked) = %v, want ErrSymlink", err)
		}
	}

	names, err := f.Names("", func(string) bool { return true })
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"a", "big"}, names); diff != "" {
		t.Errorf("Names (-want +got):\n%s", diff)
	}

	files, err := f.DocFiles(context.Background(), "a")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]folder.DocFile{{Path: "docs/b.md", Size: 2}, {Path: "docs/z.md", Size: 1}}, files); diff != "" {
		t.Errorf("DocFiles (-want +got):\n%s", diff)
	}

	if b, err := f.ReadDoc("a", "docs/b.md"); err != nil || string(b) != "bb" {
		t.Errorf("ReadDoc = %q, %v", b, err)
	}
	for _, rel := range []string{"../big/README.md", "/etc/passwd.md", "notes.txt", "docs"} {
		if _, err := f.ReadDoc("a", rel); !errors.Is(err, folder.ErrNotDoc) {
			t.Errorf("ReadDoc(%q) = %v, want ErrNotDoc", rel, err)
		}
	}
	if links {
		if _, err := f.ReadDoc("a", "docs/secret.md"); !errors.Is(err, localtree.ErrSymlink) {
			t.Errorf("ReadDoc(link) = %v, want ErrSymlink", err)
		}
	}
}
