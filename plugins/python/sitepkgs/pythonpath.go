package sitepkgs

import (
	"os"
	"path/filepath"
	"strings"
)

// maxPythonPath bounds the PYTHONPATH entries read.
const maxPythonPath = 64

// PythonPath is the directories PYTHONPATH (getenv's) puts on sys.path
// ahead of every site-packages directory, in its order: the ones that
// exist. Python makes a relative entry absolute against the working
// directory it starts in, and an empty one (between separators) is that
// directory itself; here both are read against base, the directory the
// user's code runs from (the project's root; the working directory when
// there is no project), and left out when base is empty.
// `pip install --target DIR` fills such a directory with distributions,
// which Python imports before an environment's own copy.
func PythonPath(getenv func(string) string, base string) []string {
	v := getenv("PYTHONPATH")
	if v == "" {
		return nil
	}
	var out []string
	for i, p := range strings.Split(v, string(os.PathListSeparator)) {
		if i == maxPythonPath {
			break
		}
		if !filepath.IsAbs(p) {
			if base == "" {
				continue
			}
			p = filepath.Join(base, p)
		}
		if p = filepath.Clean(p); isDir(p) && !contains(out, p) {
			out = append(out, p)
		}
	}
	return out
}

// WithPath is a copy of e whose SitePackages start with dirs (as
// PythonPath gives them), which Python searches first; e itself when
// dirs is empty or e is nil.
func (e *Env) WithPath(dirs []string) *Env {
	if e == nil || len(dirs) == 0 {
		return e
	}
	c := *e
	c.SitePackages = appendNew(append([]string(nil), dirs...), e.SitePackages...)
	return &c
}
