package sitepkgs

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// dpkgInfo is where dpkg keeps each installed package's file list
// (<package>.list, one absolute path a line).
var dpkgInfo = "/var/lib/dpkg/info"

// maxDpkgLists bounds the file lists read looking for one owner; a
// system has one or two thousand.
const maxDpkgLists = 20000

var dpkgOwned sync.Map // metadata path -> []string (files of its package)

// dpkgFiles returns the files of the installed Debian package that owns
// path (a distutils .egg-info file, which itself lists no files), as
// dpkg recorded them; nil when dpkg knows no owner. The lists are read
// once per path.
func dpkgFiles(path string) []string {
	if v, ok := dpkgOwned.Load(path); ok {
		return v.([]string)
	}
	lists, _ := filepath.Glob(filepath.Join(dpkgInfo, "*.list"))
	if len(lists) > maxDpkgLists {
		lists = lists[:maxDpkgLists]
	}
	var files []string
	want := []byte(path)
	for _, l := range lists {
		b, err := readSmall(l, maxSmallFile)
		if err != nil || !bytes.Contains(b, want) {
			continue
		}
		var all []string
		found := false
		sc := bufio.NewScanner(bytes.NewReader(b))
		for sc.Scan() {
			line := sc.Text()
			found = found || line == path
			all = append(all, line)
		}
		if found {
			files = all
			break
		}
	}
	dpkgOwned.Store(path, files)
	return files
}

// dpkgImportNames are the import names among the files dpkg lists
// directly in site: packages (a directory with an __init__.py listed),
// modules and extensions.
func dpkgImportNames(files []string, site string) []string {
	var rows []string
	prefix := filepath.Clean(site) + string(filepath.Separator)
	for _, f := range files {
		if rel, ok := strings.CutPrefix(f, prefix); ok {
			if _, err := os.Lstat(f); err == nil {
				rows = append(rows, filepath.ToSlash(rel))
			}
		}
	}
	return importNamesFromPaths(rows)
}
