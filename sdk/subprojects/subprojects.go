package subprojects

import (
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Options bound the walk. The zero value means the defaults.
type Options struct {
	// MaxDepth is how many directories below the root are looked in;
	// zero means 4 (apps/web/src-tauri sits at depth 3 in a monorepo).
	MaxDepth int
	// MaxDirs bounds the directories visited; zero means 5000, a few
	// milliseconds on a warm disk, so a home directory given as the root
	// does not turn into a crawl.
	MaxDirs int
}

// skip are directory names never walked into: installs of dependencies,
// build output, environments, fixtures.
var skip = map[string]bool{
	"node_modules": true, "vendor": true, "target": true, "testdata": true,
	"__pycache__": true, "site-packages": true, "venv": true, "env": true,
	"dist": true, "build": true, "bower_components": true, "__pypackages__": true,
	"Pods": true, "DerivedData": true,
}

// Find returns the directories below root (not root itself) that hold a
// file named marker (go.mod, Cargo.toml), nearest first, then by path.
// truncated says the walk stopped at MaxDirs.
func Find(root, marker string, opt Options) (dirs []string, truncated bool) {
	if opt.MaxDepth == 0 {
		opt.MaxDepth = 4
	}
	if opt.MaxDirs == 0 {
		opt.MaxDirs = 5000
	}
	root = filepath.Clean(root)
	visited := 0
	_ = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if d != nil && d.IsDir() && p != root {
				return fs.SkipDir // unreadable: skipped, not fatal
			}
			return nil
		}
		if !d.IsDir() {
			return nil // WalkDir reports links as non-directories: not followed
		}
		if p == root {
			return nil
		}
		visited++
		if visited > opt.MaxDirs {
			truncated = true
			return fs.SkipAll
		}
		name := d.Name()
		if strings.HasPrefix(name, ".") || skip[name] {
			return fs.SkipDir
		}
		rel, _ := filepath.Rel(root, p)
		depth := strings.Count(filepath.ToSlash(rel), "/") + 1
		if st, err := os.Lstat(filepath.Join(p, marker)); err == nil && st.Mode().IsRegular() {
			dirs = append(dirs, p)
		}
		if depth >= opt.MaxDepth {
			return fs.SkipDir
		}
		return nil
	})
	sort.SliceStable(dirs, func(i, j int) bool {
		di, dj := strings.Count(dirs[i], string(filepath.Separator)), strings.Count(dirs[j], string(filepath.Separator))
		if di != dj {
			return di < dj
		}
		return dirs[i] < dirs[j]
	})
	return dirs, truncated
}
