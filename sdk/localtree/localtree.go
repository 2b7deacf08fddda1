package localtree

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"slices"
	"strings"
)

// ErrSymlink reports a path through a symbolic link, which is not
// followed.
var ErrSymlink = errors.New("symbolic link not followed")

// ErrNotRegular reports a device, FIFO or socket, which is not opened.
var ErrNotRegular = errors.New("not a regular file or directory")

// FS is a directory tree read without following symbolic links. It
// implements fs.FS, fs.ReadDirFS and fs.StatFS. Each call opens the root
// afresh, so an FS holds no file descriptor and needs no Close.
type FS struct {
	root string
}

// Dir returns the tree rooted at the directory dir (an OS path; links in
// dir itself are the caller's choice and are followed).
func Dir(dir string) FS { return FS{root: dir} }

// Root is the directory the FS reads.
func (f FS) Root() string { return f.root }

// Open opens a regular file or directory of the tree. A directory's
// ReadDir leaves out links and special files, like FS.ReadDir.
func (f FS) Open(name string) (fs.File, error) {
	var file *os.File
	var isDir bool
	err := f.do("open", name, func(r *os.Root, info fs.FileInfo) error {
		var err error
		file, err = r.Open(name)
		isDir = info.IsDir()
		return err
	})
	if err != nil {
		return nil, err
	}
	if isDir {
		return &dir{File: file}, nil
	}
	return file, nil
}

// dir is an open directory whose listing is filtered.
type dir struct {
	*os.File
	entries []fs.DirEntry
	read    bool
}

func (d *dir) ReadDir(n int) ([]fs.DirEntry, error) {
	if !d.read {
		all, err := d.File.ReadDir(-1)
		if err != nil {
			return nil, err
		}
		d.entries, d.read = filter(all), true
	}
	if n <= 0 {
		out := d.entries
		d.entries = nil
		return out, nil
	}
	if len(d.entries) == 0 {
		return nil, io.EOF
	}
	n = min(n, len(d.entries))
	out := d.entries[:n:n]
	d.entries = d.entries[n:]
	return out, nil
}

// filter keeps regular files and directories, sorted by name.
func filter(entries []fs.DirEntry) []fs.DirEntry {
	out := make([]fs.DirEntry, 0, len(entries))
	for _, e := range entries {
		if t := e.Type(); t.IsRegular() || t.IsDir() {
			out = append(out, e)
		}
	}
	slices.SortFunc(out, func(a, b fs.DirEntry) int { return strings.Compare(a.Name(), b.Name()) })
	return out
}

// Stat describes name without following links.
func (f FS) Stat(name string) (fs.FileInfo, error) {
	var fi fs.FileInfo
	err := f.do("stat", name, func(_ *os.Root, info fs.FileInfo) error {
		fi = info
		return nil
	})
	return fi, err
}

// ReadDir lists a directory, sorted by name, without its symbolic links
// and special files.
func (f FS) ReadDir(name string) ([]fs.DirEntry, error) {
	var out []fs.DirEntry
	err := f.do("readdir", name, func(r *os.Root, info fs.FileInfo) error {
		if !info.IsDir() {
			return errors.New("not a directory")
		}
		d, err := r.Open(name)
		if err != nil {
			return err
		}
		defer d.Close()
		entries, err := d.ReadDir(-1)
		out = filter(entries)
		return err
	})
	return out, err
}

// do checks name, opens the root, refuses links in any element of name
// and special files, and runs fn with the root and name's Lstat info.
func (f FS) do(op, name string, fn func(*os.Root, fs.FileInfo) error) error {
	if !fs.ValidPath(name) {
		return &fs.PathError{Op: op, Path: name, Err: fs.ErrInvalid}
	}
	r, err := os.OpenRoot(f.root)
	if err != nil {
		return &fs.PathError{Op: op, Path: name, Err: err}
	}
	defer r.Close()
	info, err := lstatNoLinks(r, name)
	if err == nil {
		err = fn(r, info)
	}
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			// os.Root's errors carry the name already; keep ours uniform.
			err = pe.Err
		}
		return &fs.PathError{Op: op, Path: name, Err: err}
	}
	return nil
}

// lstatNoLinks Lstats every element of name ("a", "a/b", "a/b/c") and
// fails on the first link or special file.
func lstatNoLinks(r *os.Root, name string) (fs.FileInfo, error) {
	prefix := name
	for i := 0; ; {
		j := strings.IndexByte(name[i:], '/')
		if j < 0 {
			prefix = name
		} else {
			prefix = name[:i+j]
		}
		fi, err := r.Lstat(prefix)
		if err != nil {
			return nil, err
		}
		switch m := fi.Mode(); {
		case m&fs.ModeSymlink != 0:
			return nil, ErrSymlink
		case !m.IsRegular() && !m.IsDir():
			return nil, ErrNotRegular
		}
		if j < 0 {
			return fi, nil
		}
		i += j + 1
	}
}
