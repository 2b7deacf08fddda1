package apidoc

import (
	"errors"
	"io/fs"
	"path"
	"strings"
)

// PackageInfo is one package found by List.
type PackageInfo struct {
	ImportPath string
	Dir        string // in the fs.FS
	Name       string // package name
	Synopsis   string
	Command    bool // package main
	Internal   bool // importable only from within its tree
	// Platform is the platform its files were selected for, set only
	// when that is not the one asked for (ListOptions.AnyPlatform).
	Platform Platform
	// Unread reports a package listed by its path alone (a directory
	// with Go files that are no tests) after ListOptions.MaxFileReads:
	// Name, Synopsis, Command and Platform are unknown, and its files may
	// all be excluded by build constraints.
	Unread bool
}

// ListOptions tune List.
type ListOptions struct {
	Options
	// MaxPackages stops the walk after this many packages; zero means 5000
	// (more than the standard library or any module in practice).
	MaxPackages int
	// SkipInternal leaves out internal packages.
	SkipInternal bool
	// MaxFileReads bounds the files whose headers are read (go/build reads
	// each file of a directory up to its imports to select the files and
	// find the package doc); zero means no bound. A module of generated
	// code (tens of thousands of files) takes tens of seconds to read:
	// past the bound, the walk goes on listing packages by path alone
	// (PackageInfo.Unread), which reads directories only.
	MaxFileReads int
}

// List walks the module (or GOROOT/src) tree rooted at root in fsys and
// returns its packages, their import paths formed from importPrefix plus
// the directory. Like the go command it skips testdata, vendor, directories
// starting with "." or "_", and nested modules (directories with a go.mod
// other than root). The boolean reports a walk cut short by MaxPackages.
func List(fsys fs.FS, root, importPrefix string, opt ListOptions) ([]PackageInfo, bool, error) {
	limit := opt.MaxPackages
	if limit <= 0 {
		limit = 5000
	}
	opt.NoExamples = true
	reads := 0
	opt.reads = &reads
	var out []PackageInfo
	truncated := false
	errStop := errors.New("stop")
	err := fs.WalkDir(fsys, root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if p == root {
				return err
			}
			return fs.SkipDir // an unreadable subdirectory is not fatal
		}
		if !d.IsDir() {
			return nil
		}
		if p != root {
			name := d.Name()
			if name == "testdata" || name == "vendor" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") {
				return fs.SkipDir
			}
			if _, err := fs.Stat(fsys, path.Join(p, "go.mod")); err == nil {
				return fs.SkipDir
			}
		}
		rel := strings.TrimPrefix(strings.TrimPrefix(p, root), "/")
		if root == "." {
			rel = strings.TrimPrefix(p, ".")
		}
		importPath := joinImport(importPrefix, rel)
		internal := isInternal(importPath)
		if internal && opt.SkipInternal {
			return fs.SkipDir
		}
		if opt.MaxFileReads > 0 && reads >= opt.MaxFileReads {
			if !hasSources(fsys, p) {
				return nil
			}
			if len(out) == limit {
				truncated = true
				return errStop
			}
			out = append(out, PackageInfo{ImportPath: importPath, Dir: p, Internal: internal, Unread: true})
			return nil
		}
		bp, bctx, err := importDir(fsys, p, opt.Options)
		if err != nil {
			// No Go files here, or files that do not build: not a package
			// an importer could use; the walk goes on below it.
			return nil
		}
		if len(out) == limit {
			truncated = true
			return errStop
		}
		info := PackageInfo{
			ImportPath: importPath,
			Dir:        p,
			Name:       bp.Name,
			Synopsis:   bp.Doc,
			Command:    bp.Name == "main",
			Internal:   internal,
		}
		if platformOf(bctx) != platformOf(opt.context()) {
			info.Platform = platformOf(bctx)
		}
		out = append(out, info)
		return nil
	})
	if err != nil && !errors.Is(err, errStop) {
		return nil, false, err
	}
	return out, truncated, nil
}

// hasSources reports whether dir holds a Go file that is no test.
func hasSources(fsys fs.FS, dir string) bool {
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return false
	}
	for _, e := range entries {
		if !e.IsDir() && isSource(e.Name()) {
			return true
		}
	}
	return false
}

func joinImport(prefix, rel string) string {
	switch {
	case prefix == "":
		return rel
	case rel == "":
		return prefix
	}
	return prefix + "/" + rel
}

// isInternal reports whether an import path has an "internal" element.
func isInternal(importPath string) bool {
	for elem := range strings.SplitSeq(importPath, "/") {
		if elem == "internal" {
			return true
		}
	}
	return false
}
