package sitepkgs

import (
	"bufio"
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Env is one Python environment.
type Env struct {
	// Kind says how it was found: "project venv", "VIRTUAL_ENV",
	// "python3 on PATH".
	Kind string
	// Prefix is the venv directory or the interpreter's prefix.
	Prefix string
	// PythonVersion is "3.11" (or "3.11.7" from pyvenv.cfg), when known.
	PythonVersion string
	// SitePackages are the directories holding distributions, in import
	// order.
	SitePackages []string
	// Stdlib is the standard library's directory (holding os.py); empty
	// when not found.
	Stdlib string
}

// maxSmallFile bounds reads of pyvenv.cfg, top_level.txt and RECORD.
const maxSmallFile = 4 << 20

// readSmall reads a regular file of at most max bytes. The file itself
// must not be a symbolic link: a project's venv is untrusted, and a
// METADATA linked to ~/.netrc must not end up in an answer.
func readSmall(path string, max int64) ([]byte, error) {
	st, err := os.Lstat(path)
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, errors.New(path + ": not a regular file")
	}
	if st.Size() > max {
		return nil, errors.New(path + ": too large")
	}
	return os.ReadFile(path)
}

// readCfg reads a pyvenv.cfg's key = value lines.
func readCfg(path string) map[string]string {
	b, err := readSmall(path, 64<<10)
	if err != nil {
		return nil
	}
	out := map[string]string{}
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), "=")
		if ok {
			out[strings.ToLower(strings.TrimSpace(k))] = strings.TrimSpace(v)
		}
	}
	return out
}

// Venv reads the virtual environment in dir (holding pyvenv.cfg), or
// returns nil.
func Venv(dir, kind string) *Env {
	cfg := readCfg(filepath.Join(dir, "pyvenv.cfg"))
	if cfg == nil {
		return nil
	}
	e := &Env{Kind: kind, Prefix: dir, PythonVersion: cfg["version_info"]}
	if e.PythonVersion == "" {
		e.PythonVersion = cfg["version"]
	}
	e.SitePackages = siteDirs(dir)
	if home := cfg["home"]; home != "" {
		// home is the base interpreter's bin directory.
		e.Stdlib = stdlibUnder(filepath.Dir(home), e.PythonVersion)
	}
	if cfg["include-system-site-packages"] == "true" && cfg["home"] != "" {
		e.SitePackages = append(e.SitePackages, siteDirs(filepath.Dir(cfg["home"]))...)
	}
	return e
}

// siteDirs lists prefix/lib/python3.*/site-packages (and Windows'
// Lib/site-packages), newest Python first.
func siteDirs(prefix string) []string {
	var out []string
	for _, lib := range []string{"lib", "lib64"} {
		ms, _ := filepath.Glob(filepath.Join(prefix, lib, "python3*", "site-packages"))
		sort.Sort(sort.Reverse(sort.StringSlice(ms)))
		for _, m := range ms {
			if !contains(out, m) && isDir(m) {
				out = append(out, m)
			}
		}
	}
	if d := filepath.Join(prefix, "Lib", "site-packages"); isDir(d) {
		out = append(out, d)
	}
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func isDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}

// stdlibUnder finds prefix/lib/python3.X holding os.py.
func stdlibUnder(prefix, version string) string {
	if version != "" {
		parts := strings.SplitN(version, ".", 3)
		if len(parts) >= 2 {
			d := filepath.Join(prefix, "lib", "python"+parts[0]+"."+parts[1])
			if isFile(filepath.Join(d, "os.py")) {
				return d
			}
		}
	}
	ms, _ := filepath.Glob(filepath.Join(prefix, "lib", "python3*", "os.py"))
	sort.Sort(sort.Reverse(sort.StringSlice(ms)))
	if len(ms) > 0 {
		return filepath.Dir(ms[0])
	}
	if d := filepath.Join(prefix, "Lib"); isFile(filepath.Join(d, "os.py")) {
		return d
	}
	return ""
}

func isFile(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular()
}

// ProjectEnv finds the project's environment from dir upward: a .venv,
// venv or env directory holding pyvenv.cfg, dir itself being a venv, or
// $VIRTUAL_ENV when it lies inside one of those directories. stop bounds
// the walk (the user's home or /); nil when none.
func ProjectEnv(dir string, virtualEnv string) *Env {
	dir = filepath.Clean(dir)
	for d := dir; ; {
		if e := Venv(d, "project venv"); e != nil {
			return e
		}
		for _, n := range []string{".venv", "venv", "env", ".env"} {
			if e := Venv(filepath.Join(d, n), "project venv"); e != nil {
				return e
			}
		}
		if virtualEnv != "" {
			if rel, err := filepath.Rel(d, virtualEnv); err == nil && !strings.HasPrefix(rel, "..") && isMarkedProject(d) {
				if e := Venv(virtualEnv, "VIRTUAL_ENV"); e != nil {
					return e
				}
			}
		}
		if isMarkedProject(d) {
			return nil // the project root: do not look above it
		}
		parent := filepath.Dir(d)
		if parent == d {
			return nil
		}
		d = parent
	}
}

// isMarkedProject reports whether d holds a Python project file.
func isMarkedProject(d string) bool {
	for _, n := range []string{"pyproject.toml", "setup.py", "setup.cfg", "uv.lock", "poetry.lock", "Pipfile", "requirements.txt", ".git"} {
		if _, err := os.Lstat(filepath.Join(d, n)); err == nil {
			return true
		}
	}
	return false
}

// ErrNotFound: the distribution is not installed.
var ErrNotFound = fs.ErrNotExist
