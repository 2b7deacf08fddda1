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
// returns nil. user is the user site's base, which a venv with
// include-system-site-packages also reads.
func Venv(dir, kind string, user UserBase) *Env {
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
		// The order site.py gives them: the venv's own, the user site,
		// then the base interpreter's.
		e.SitePackages = appendNew(e.SitePackages, userSite(user.Dir, majorMinor(e.PythonVersion))...)
		e.SitePackages = appendNew(e.SitePackages, baseSites(filepath.Dir(cfg["home"]), majorMinor(e.PythonVersion))...)
	}
	return e
}

// CondaEnv reads the conda environment in dir (holding conda-meta/), or
// returns nil. conda writes no pyvenv.cfg: an environment is a whole
// prefix, with its interpreter's standard library and site-packages under
// lib/pythonX.Y (Lib\ on Windows). An environment without Python (no
// site-packages) is not a Python environment.
func CondaEnv(dir, kind string) *Env {
	if st, err := os.Lstat(filepath.Join(dir, "conda-meta")); err != nil || !st.IsDir() {
		return nil
	}
	sites := siteDirs(dir)
	if len(sites) == 0 {
		return nil
	}
	e := &Env{Kind: kind, Prefix: dir, SitePackages: sites, PythonVersion: condaPython(dir)}
	if e.PythonVersion == "" {
		// lib/python3.11/site-packages: the newest, which siteDirs lists first.
		e.PythonVersion = strings.TrimPrefix(filepath.Base(filepath.Dir(sites[0])), "python")
		if majorMinor(e.PythonVersion) == "" {
			e.PythonVersion = ""
		}
	}
	e.Stdlib = stdlibUnder(dir, e.PythonVersion)
	return e
}

// condaPython is the python package's version conda recorded in
// conda-meta/python-3.11.7-<build>.json, "" when there is none.
func condaPython(dir string) string {
	ms, _ := filepath.Glob(filepath.Join(dir, "conda-meta", "python-3*.json"))
	for _, m := range ms {
		v, _, _ := strings.Cut(strings.TrimPrefix(filepath.Base(m), "python-"), "-")
		if majorMinor(v) != "" {
			return v
		}
	}
	return ""
}

// baseSites lists the directories an interpreter installed at prefix
// imports distributions from, in its import order: the upstream layout
// (prefix/lib/pythonX.Y/site-packages) and the one Debian and Ubuntu
// patch into their python3 (prefix/local/lib/pythonX.Y/dist-packages for
// pip, prefix/lib/python3/dist-packages for apt's python3-* packages,
// prefix/lib/pythonX.Y/dist-packages). xy is "3.11" ("" when unknown:
// then every pythonX.Y directory, newest first). Only existing
// directories are listed.
func baseSites(prefix, xy string) []string {
	var out []string
	if xy == "" {
		out = siteDirs(prefix)
	} else {
		for _, lib := range []string{"lib", "lib64"} {
			if d := filepath.Join(prefix, lib, "python"+xy, "site-packages"); isDir(d) {
				out = appendNew(out, d)
			}
		}
	}
	var deb []string
	if xy != "" {
		deb = append(deb, filepath.Join(prefix, "local", "lib", "python"+xy, "dist-packages"))
	}
	deb = append(deb, filepath.Join(prefix, "lib", "python3", "dist-packages"))
	if xy != "" {
		deb = append(deb, filepath.Join(prefix, "lib", "python"+xy, "dist-packages"))
	}
	for _, d := range deb {
		if isDir(d) {
			out = appendNew(out, d)
		}
	}
	return out
}

// UserBase is where `pip install --user` puts distributions, as site.py
// computes it on POSIX: $PYTHONUSERBASE, else ~/.local; no user site at
// all when $PYTHONNOUSERSITE is set.
type UserBase struct {
	// Dir is the base (its lib/pythonX.Y/site-packages is the user site);
	// "" for none.
	Dir string
	// FromEnv says a variable decided Dir: the interpreter's own answer,
	// read with -E, would not know it.
	FromEnv bool
}

// UserBaseFor is the user base for home and the environment getenv reads.
func UserBaseFor(home string, getenv func(string) string) UserBase {
	if getenv("PYTHONNOUSERSITE") != "" {
		return UserBase{FromEnv: true}
	}
	if b := getenv("PYTHONUSERBASE"); b != "" && filepath.IsAbs(b) {
		return UserBase{Dir: filepath.Clean(b), FromEnv: true}
	}
	if home == "" {
		return UserBase{}
	}
	return UserBase{Dir: filepath.Join(home, ".local")}
}

// userSite is base/lib/pythonX.Y/site-packages when it exists.
func userSite(base, xy string) []string {
	if base == "" || xy == "" {
		return nil
	}
	if d := filepath.Join(base, "lib", "python"+xy, "site-packages"); isDir(d) {
		return []string{d}
	}
	return nil
}

// majorMinor is "3.11" of "3.11.2" ("" when v is not a version).
func majorMinor(v string) string {
	parts := strings.SplitN(v, ".", 3)
	if len(parts) < 2 || parts[0] == "" || parts[1] == "" || strings.Trim(parts[0]+parts[1], "0123456789") != "" {
		return ""
	}
	return parts[0] + "." + parts[1]
}

func appendNew(list []string, add ...string) []string {
	for _, s := range add {
		if !contains(list, s) {
			list = append(list, s)
		}
	}
	return list
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

// ProjectEnv finds the project's environment from dir upward: the one
// .pdm-python names, a .venv, venv, env or .env directory holding
// pyvenv.cfg, dir itself being a venv, a conda environment created in the
// project (.conda, env, .venv or venv holding conda-meta/), $VIRTUAL_ENV
// when it lies inside the project, else the project root's only venv of
// another name (onlyVenvIn). The walk stops
// at the project root (a directory holding a Python project file). When
// the project has no environment of its own, $VIRTUAL_ENV is the
// project's wherever it lies: the user activated it to run the project
// (a venv kept apart, as virtualenvwrapper, pipenv and poetry do). user
// is the user site's base (for Venv); nil when none.
func ProjectEnv(dir, virtualEnv string, user UserBase) *Env {
	dir = filepath.Clean(dir)
	for d := dir; ; {
		if e := Venv(d, "project venv", user); e != nil {
			return e
		}
		if e := pdmEnv(d, user); e != nil {
			return e
		}
		for _, n := range []string{".venv", "venv", "env", ".env"} {
			if e := Venv(filepath.Join(d, n), "project venv", user); e != nil {
				return e
			}
		}
		// A conda environment created in the project (conda create -p
		// ./env; .conda is what VS Code's Python extension creates).
		for _, n := range []string{".conda", "env", ".venv", "venv"} {
			if e := CondaEnv(filepath.Join(d, n), "project conda env"); e != nil {
				return e
			}
		}
		if virtualEnv != "" {
			if rel, err := filepath.Rel(d, virtualEnv); err == nil && !strings.HasPrefix(rel, "..") && isMarkedProject(d) {
				if e := Venv(virtualEnv, "VIRTUAL_ENV", user); e != nil {
					return e
				}
			}
		}
		if isMarkedProject(d) {
			if e := onlyVenvIn(d, user); e != nil {
				return e
			}
		}
		parent := filepath.Dir(d)
		if isMarkedProject(d) || parent == d {
			break // the project root: do not look above it
		}
		d = parent
	}
	if virtualEnv != "" && filepath.IsAbs(virtualEnv) {
		return Venv(filepath.Clean(virtualEnv), "VIRTUAL_ENV", user)
	}
	return nil
}

// pdmEnv is the environment PDM selected for the project at d: its
// .pdm-python file holds the interpreter's path (written by pdm use, pdm
// venv create, pdm install), whose environment may be the project's .venv
// or one of PDM's own, outside the project. nil when the file is absent or
// names no virtual environment.
func pdmEnv(d string, user UserBase) *Env {
	data, err := readSmall(filepath.Join(d, ".pdm-python"), 4096)
	if err != nil {
		return nil
	}
	py := strings.TrimSpace(string(data))
	if py == "" || strings.ContainsRune(py, '\n') {
		return nil
	}
	if !filepath.IsAbs(py) {
		py = filepath.Join(d, py)
	}
	// <env>/bin/python (Scripts\python.exe on Windows).
	return Venv(filepath.Dir(filepath.Dir(filepath.Clean(py))), ".pdm-python", user)
}

// maxScanned bounds the entries of one directory looked through for a
// virtual environment of another name.
const maxScanned = 2000

// onlyVenvIn is the one virtual environment directly in d under a name
// ProjectEnv does not try (python -m venv .venv-3.12, virtualenv py311),
// or in direnv's .direnv (layout python: .direnv/python-3.12.1). Several
// are a choice only the user can make: nil, as when there is none.
func onlyVenvIn(d string, user UserBase) *Env {
	var found []string
	for _, parent := range []string{d, filepath.Join(d, ".direnv")} {
		f, err := os.Open(parent)
		if err != nil {
			continue
		}
		entries, _ := f.ReadDir(maxScanned)
		f.Close()
		for _, e := range entries {
			switch e.Name() {
			case ".venv", "venv", "env", ".env", ".git", "node_modules", ".direnv":
				continue
			}
			if !e.IsDir() && e.Type()&os.ModeSymlink == 0 {
				continue
			}
			if isFile(filepath.Join(parent, e.Name(), "pyvenv.cfg")) {
				found = append(found, filepath.Join(parent, e.Name()))
			}
		}
	}
	if len(found) != 1 {
		return nil
	}
	return Venv(found[0], "project venv", user)
}

// isMarkedProject reports whether d holds a Python project file.
func isMarkedProject(d string) bool {
	for _, n := range []string{"pyproject.toml", "setup.py", "setup.cfg", "uv.lock", "poetry.lock", "Pipfile", "requirements.txt", "environment.yml", ".git"} {
		if _, err := os.Lstat(filepath.Join(d, n)); err == nil {
			return true
		}
	}
	return false
}

// ErrNotFound: the distribution is not installed.
var ErrNotFound = fs.ErrNotExist
