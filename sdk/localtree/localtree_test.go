package localtree

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"
)

// tree makes a directory with regular files and links inside and outside
// it, and a secret file outside it.
func tree(t *testing.T) string {
	t.Helper()
	outside := t.TempDir()
	secret := filepath.Join(outside, "netrc")
	write(t, secret, "machine example.com password hunter2")
	root := t.TempDir()
	write(t, filepath.Join(root, "README.md"), "# hello")
	write(t, filepath.Join(root, "sub", "a.go"), "package sub")
	write(t, filepath.Join(root, ".env"), "TOKEN=hunter2")
	for link, target := range map[string]string{
		"leak.md":      secret, // absolute, out of the tree
		"up.md":        "../" + filepath.Base(outside) + "/netrc",
		"env.md":       ".env",         // inside the tree, still a secret
		"sub/b.go":     "../README.md", // inside, a Go source
		"outdir":       outside,        // a directory out of the tree
		"indir":        "sub",          // a directory inside the tree
		"sub/proc.txt": "/proc/self/environ",
	} {
		symlink(t, target, filepath.Join(root, filepath.FromSlash(link)))
	}
	return root
}

func write(t *testing.T, p, data string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

func symlink(t *testing.T, target, link string) {
	t.Helper()
	if err := os.Symlink(target, link); err != nil {
		if runtime.GOOS == "windows" {
			t.Skipf("symlinks need privileges here: %v", err)
		}
		t.Fatal(err)
	}
}

func TestOpenRefusesLinks(t *testing.T) {
	fsys := Dir(tree(t))
	tests := map[string]struct {
		name string
		want string // file content; empty means an error
		err  error
	}{
		"regular file":            {name: "README.md", want: "# hello"},
		"nested regular file":     {name: "sub/a.go", want: "package sub"},
		"absolute link out":       {name: "leak.md", err: ErrSymlink},
		"relative link out":       {name: "up.md", err: ErrSymlink},
		"link inside to a secret": {name: "env.md", err: ErrSymlink},
		"linked Go source":        {name: "sub/b.go", err: ErrSymlink},
		"link to /proc":           {name: "sub/proc.txt", err: ErrSymlink},
		"through a directory out": {name: "outdir/netrc", err: ErrSymlink},
		"through a directory in":  {name: "indir/a.go", err: ErrSymlink},
		"dot-dot":                 {name: "../netrc", err: fs.ErrInvalid},
		"absolute":                {name: "/etc/passwd", err: fs.ErrInvalid},
		"missing":                 {name: "nope.md", err: fs.ErrNotExist},
		"empty name":              {name: "", err: fs.ErrInvalid},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			data, err := fs.ReadFile(fsys, tc.name)
			if tc.err != nil {
				if !errors.Is(err, tc.err) {
					t.Fatalf("ReadFile(%q) = %q, %v; want error %v", tc.name, data, err, tc.err)
				}
				if _, err := fs.Stat(fsys, tc.name); !errors.Is(err, tc.err) {
					t.Errorf("Stat(%q) error = %v; want %v", tc.name, err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatalf("ReadFile(%q): %v", tc.name, err)
			}
			if diff := cmp.Diff(tc.want, string(data)); diff != "" {
				t.Errorf("ReadFile(%q) (-want +got):\n%s", tc.name, diff)
			}
		})
	}
}

func TestReadDirHidesLinks(t *testing.T) {
	fsys := Dir(tree(t))
	tests := map[string]struct {
		dir  string
		want []string
		err  error
	}{
		"root":              {dir: ".", want: []string{".env", "README.md", "sub"}},
		"subdirectory":      {dir: "sub", want: []string{"a.go"}},
		"linked directory":  {dir: "indir", err: ErrSymlink},
		"a file":            {dir: "README.md", err: nil},
		"missing directory": {dir: "nope", err: fs.ErrNotExist},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			entries, err := fs.ReadDir(fsys, tc.dir)
			if tc.want == nil {
				if err == nil {
					t.Fatalf("ReadDir(%q) = %v, want an error", tc.dir, entries)
				}
				if tc.err != nil && !errors.Is(err, tc.err) {
					t.Fatalf("ReadDir(%q) error = %v; want %v", tc.dir, err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, e := range entries {
				got = append(got, e.Name())
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("ReadDir(%q) (-want +got):\n%s", tc.dir, diff)
			}
		})
	}
}

// TestFS checks the fs.FS contracts (listing, Stat, Open, ReadDir agree)
// on a tree whose links are invisible.
func TestFS(t *testing.T) {
	if err := fstest.TestFS(Dir(tree(t)), ".env", "README.md", "sub/a.go"); err != nil {
		t.Fatal(err)
	}
}

func TestSubDirectory(t *testing.T) {
	root := tree(t)
	write(t, filepath.Join(root, "vendor", "example.com", "m", "m.go"), "package m")
	symlink(t, root, filepath.Join(root, "vendor", "example.com", "loop"))
	sub, err := fs.Sub(Dir(root), "vendor/example.com/m")
	if err != nil {
		t.Fatal(err)
	}
	if data, err := fs.ReadFile(sub, "m.go"); err != nil || string(data) != "package m" {
		t.Errorf("sub m.go = %q, %v", data, err)
	}
	loop, _ := fs.Sub(Dir(root), "vendor/example.com/loop")
	if _, err := fs.ReadFile(loop, "README.md"); !errors.Is(err, ErrSymlink) {
		t.Errorf("read through a linked vendor directory: %v; want ErrSymlink", err)
	}
}
