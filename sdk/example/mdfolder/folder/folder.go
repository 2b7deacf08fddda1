package folder

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strings"
	"time"

	"github.com/pkgdocs/pkgdocs/sdk/localfile"
	"github.com/pkgdocs/pkgdocs/sdk/localtree"
)

// MaxFileBytes bounds every file read: Markdown docs are small, and the
// folder is configuration, not trusted to stay small.
const MaxFileBytes = 4 << 20

// Folder is a documentation folder.
type Folder struct {
	tree localtree.FS
}

// Open returns the folder at dir (an OS path). Nothing is read yet.
func Open(dir string) Folder { return Folder{tree: localtree.Dir(dir)} }

// Dir is the folder's OS path.
func (f Folder) Dir() string { return f.tree.Root() }

// Package is one package folder, read.
type Package struct {
	Name    string
	Version string // the VERSION file, or "local"
	Readme  string
	ModTime time.Time // README.md's
}

// Package reads the package folder name (one path element; callers
// validate names first). A folder without a README.md is fs.ErrNotExist.
func (f Folder) Package(name string) (*Package, error) {
	if !element(name) {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrInvalid}
	}
	readme := name + "/README.md"
	b, err := localfile.ReadFS(f.tree, readme, MaxFileBytes)
	if err != nil {
		return nil, err
	}
	st, err := f.tree.Stat(readme)
	if err != nil {
		return nil, err
	}
	version := "local"
	if v, err := localfile.ReadFS(f.tree, name+"/VERSION", MaxFileBytes); err == nil && strings.TrimSpace(string(v)) != "" {
		version = strings.TrimSpace(string(v))
	}
	return &Package{Name: name, Version: version, Readme: string(b), ModTime: st.ModTime()}, nil
}

// Names lists the package folders whose name starts with prefix and keep
// returns true for, sorted.
func (f Folder) Names(prefix string, keep func(string) bool) ([]string, error) {
	ents, err := f.tree.ReadDir(".")
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range ents {
		n := e.Name()
		if !e.IsDir() || !strings.HasPrefix(n, prefix) || !keep(n) {
			continue
		}
		if st, err := f.tree.Stat(n + "/README.md"); err == nil && st.Mode().IsRegular() {
			out = append(out, n)
		}
	}
	return out, nil
}

// DocFile is a further doc file of a package.
type DocFile struct {
	Path string // slash-separated, relative to the package folder
	Size int64
}

// DocFiles lists the .md files of package name but its README.md, sorted
// by path; links are left out.
func (f Folder) DocFiles(ctx context.Context, name string) ([]DocFile, error) {
	if !element(name) {
		return nil, &fs.PathError{Op: "list", Path: name, Err: fs.ErrInvalid}
	}
	var out []DocFile
	err := fs.WalkDir(f.tree, name, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		rel := strings.TrimPrefix(p, name+"/")
		if d.IsDir() || !strings.HasSuffix(rel, ".md") || rel == "README.md" {
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		out = append(out, DocFile{Path: rel, Size: info.Size()})
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("list doc files of %s: %w", name, err)
	}
	return out, nil // WalkDir walks in lexical order
}

// ErrNotDoc reports a path that is not a .md file inside the package.
var ErrNotDoc = errors.New("not a relative .md path inside the package")

// ReadDoc reads the doc file rel (slash-separated) of package name. A
// path through a link is localtree.ErrSymlink; one that leaves the
// package, or is not .md, ErrNotDoc.
func (f Folder) ReadDoc(name, rel string) ([]byte, error) {
	if !element(name) || !fs.ValidPath(rel) || !strings.HasSuffix(rel, ".md") {
		return nil, ErrNotDoc
	}
	return localfile.ReadFS(f.tree, path.Join(name, rel), MaxFileBytes)
}

// element reports whether name is one path element.
func element(name string) bool {
	return fs.ValidPath(name) && name != "." && !strings.Contains(name, "/")
}
