package sitepkgs

import (
	"crypto/sha256"
	"encoding/base64"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"sync"
)

// ManagedEnv finds the environment a project manager keeps for the
// project at root outside it: uv's UV_PROJECT_ENVIRONMENT, Pipenv's
// virtualenv (under WORKON_HOME, else ~/.local/share/virtualenvs: the one
// whose .project file names root), Poetry's (under
// POETRY_VIRTUALENVS_PATH, else the cache directory's virtualenvs: named
// after the project and a hash of its path, as Poetry names it). name is
// the project's name (pyproject.toml), for Poetry and Hatch (its default
// environment, under its data directory). A conda project's
// environment.yml names its environment (condaProjectEnv). nil when none
// is found.
func ManagedEnv(root, name string, getenv func(string) string, home string, user UserBase) *Env {
	if getenv == nil {
		getenv = func(string) string { return "" }
	}
	if p := getenv("UV_PROJECT_ENVIRONMENT"); p != "" && exists(filepath.Join(root, "pyproject.toml")) {
		if !filepath.IsAbs(p) {
			p = filepath.Join(root, p)
		}
		if e := Venv(filepath.Clean(p), "UV_PROJECT_ENVIRONMENT", user); e != nil {
			return e
		}
	}
	if exists(filepath.Join(root, "Pipfile")) {
		if e := pipenvEnv(root, getenv, home, user); e != nil {
			return e
		}
	}
	if name != "" && (exists(filepath.Join(root, "poetry.lock")) || exists(filepath.Join(root, "poetry.toml"))) {
		if e := poetryEnv(root, name, getenv, home, user); e != nil {
			return e
		}
	}
	if name != "" {
		if e := hatchEnv(root, name, getenv, home, user); e != nil {
			return e
		}
	}
	return condaProjectEnv(root, getenv, home)
}

// hatchDataDir is Hatch's data directory: HATCH_DATA_DIR, else
// platformdirs' user data directory for "hatch".
func hatchDataDir(getenv func(string) string, home string) string {
	if d := getenv("HATCH_DATA_DIR"); d != "" {
		return d
	}
	switch runtime.GOOS {
	case "darwin":
		if home != "" {
			return filepath.Join(home, "Library", "Application Support", "hatch")
		}
	case "windows":
		if d := getenv("LOCALAPPDATA"); d != "" {
			return filepath.Join(d, "hatch")
		}
	default:
		if d := getenv("XDG_DATA_HOME"); d != "" {
			return filepath.Join(d, "hatch")
		}
		if home != "" {
			return filepath.Join(home, ".local", "share", "hatch")
		}
	}
	return ""
}

// hatchEnvDir is where Hatch keeps the default environment of the project
// name at the path root, under its data directory:
// env/virtual/<name>/<id>/<name>, the name normalised (PEP 503) as
// hatchling normalises it, the id the first 8 characters of the URL-safe
// base64 of the SHA-256 of root (case-folded on macOS and Windows), as
// Hatch's Path.id.
func hatchEnvDir(data, name, root string) string {
	if runtime.GOOS == "darwin" || runtime.GOOS == "windows" {
		root = strings.ToLower(root)
	}
	sum := sha256.Sum256([]byte(root))
	n := pep503Runs().ReplaceAllString(strings.ToLower(name), "-")
	return filepath.Join(data, "env", "virtual", n, base64.URLEncoding.EncodeToString(sum[:])[:8], n)
}

// hatchEnv is the default environment Hatch made for the project name at
// root (hatch env create, hatch run, hatch shell), when it is there.
func hatchEnv(root, name string, getenv func(string) string, home string, user UserBase) *Env {
	data := hatchDataDir(getenv, home)
	if data == "" {
		return nil
	}
	real, err := filepath.EvalSymlinks(root)
	if err != nil {
		real = root
	}
	return Venv(hatchEnvDir(data, name, real), "Hatch environment", user)
}

func exists(p string) bool {
	_, err := os.Lstat(p)
	return err == nil
}

// pipenvUnsafe is what Pipenv replaces with "_" in a virtualenv's name.
var pipenvUnsafe = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile("[ &$`!*@\"()\\[\\]\\\\\r\n\t]") })

// pipenvEnv is the virtualenv Pipenv made for root: "<dir name>-<hash>"
// under WORKON_HOME, whose .project file holds root.
func pipenvEnv(root string, getenv func(string) string, home string, user UserBase) *Env {
	base := getenv("WORKON_HOME")
	if base == "" {
		if home == "" {
			return nil
		}
		base = filepath.Join(home, ".local", "share", "virtualenvs")
	}
	prefix := pipenvUnsafe().ReplaceAllString(filepath.Base(root), "_")
	if len(prefix) > 42 {
		prefix = prefix[:42]
	}
	entries, err := os.ReadDir(base)
	if err != nil {
		return nil
	}
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), prefix+"-") {
			continue
		}
		dir := filepath.Join(base, e.Name())
		b, err := readSmall(filepath.Join(dir, ".project"), 4<<10)
		if err != nil || filepath.Clean(strings.TrimSpace(string(b))) != filepath.Clean(root) {
			continue
		}
		if env := Venv(dir, "Pipenv virtualenv", user); env != nil {
			return env
		}
	}
	return nil
}

var (
	poetryUnsafe = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile("[ $`!*@\"\\\\\r\n\t]") })
	pep503Runs   = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`[-_.]+`) })
)

// poetryEnvName is Poetry's name for the environments of project name at
// the real path root, before "-py<X.Y>": the name normalised (PEP 503),
// characters a shell would trip on as "_", at most 42 bytes, then "-" and
// the first 8 characters of the URL-safe base64 of root's SHA-256.
func poetryEnvName(name, root string) string {
	sum := sha256.Sum256([]byte(root))
	n := poetryUnsafe().ReplaceAllString(pep503Runs().ReplaceAllString(strings.ToLower(name), "-"), "_")
	if len(n) > 42 {
		n = n[:42]
	}
	return n + "-" + base64.URLEncoding.EncodeToString(sum[:])[:8]
}

// poetryEnv is the virtualenv Poetry made for the project name at root:
// "<name>-<hash>-py<X.Y>" under its virtualenvs path, the hash the first 8
// characters of the URL-safe base64 of the SHA-256 of root's real path
// (Poetry's EnvManager.generate_env_name); the highest Python when there
// are several.
func poetryEnv(root, name string, getenv func(string) string, home string, user UserBase) *Env {
	base := getenv("POETRY_VIRTUALENVS_PATH")
	if base == "" {
		cache := getenv("POETRY_CACHE_DIR")
		if cache == "" {
			xdg := getenv("XDG_CACHE_HOME")
			if xdg == "" {
				if home == "" {
					return nil
				}
				xdg = filepath.Join(home, ".cache")
			}
			cache = filepath.Join(xdg, "pypoetry")
		}
		base = filepath.Join(cache, "virtualenvs")
	}
	real, err := filepath.EvalSymlinks(root)
	if err != nil {
		real = root
	}
	prefix := poetryEnvName(name, real) + "-py"
	entries, err := os.ReadDir(base)
	if err != nil {
		return nil
	}
	var dirs []string
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), prefix) {
			dirs = append(dirs, e.Name())
		}
	}
	sort.Slice(dirs, func(i, j int) bool {
		return versionLess(strings.TrimPrefix(dirs[j], prefix), strings.TrimPrefix(dirs[i], prefix))
	})
	for _, d := range dirs {
		if env := Venv(filepath.Join(base, d), "Poetry virtualenv", user); env != nil {
			return env
		}
	}
	return nil
}
