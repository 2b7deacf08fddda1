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
// exist, absolute entries only. Python reads a relative entry against
// the working directory of the process that runs it, which is not known
// here. `pip install --target DIR` fills such a directory with
// distributions, which Python imports before an environment's own copy.
func PythonPath(getenv func(string) string) []string {
	var out []string
	for i, p := range strings.Split(getenv("PYTHONPATH"), string(os.PathListSeparator)) {
		if i == maxPythonPath {
			break
		}
		if p == "" || !filepath.IsAbs(p) {
			continue
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
