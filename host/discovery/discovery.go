package discovery

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
)

// Prefix starts every provider binary's name.
const Prefix = serve.BinaryPrefix

// Origin says why a directory is searched.
type Origin string

const (
	OriginFlag      Origin = "--plugins-dir / PKGDOCS_PLUGINS_DIR"
	OriginBesideBin Origin = "plugins dir beside pkgdocs"
	OriginBinDir    Origin = "directory of pkgdocs"
	OriginUser      Origin = "user plugins dir"
	// OriginBuiltin is the providers linked into the pkgdocs binary
	// (Options.Builtin): searched last, so a provider file of the same
	// name in any plugins directory takes precedence over the built-in.
	OriginBuiltin Origin = "built into pkgdocs"
)

// Dir is one directory to search.
type Dir struct {
	Path   string `json:"path"`
	Origin Origin `json:"origin"`
}

// Candidate is a provider binary found.
type Candidate struct {
	Name   string // the suffix after Prefix
	Path   string
	Origin Origin
	// Argv0 is the name the binary is run under (its os.Args[0]); empty:
	// Path. A built-in provider runs the pkgdocs binary (Path) under its
	// provider file name, pkgdocs-provider-<name>, which is how that
	// binary knows to serve providers rather than MCP.
	Argv0 string
}

// Key tells candidates apart where Path alone does not: every built-in
// provider has the pkgdocs binary as its Path.
func (c Candidate) Key() string {
	if c.Argv0 == "" {
		return c.Path
	}
	return c.Path + "#" + c.Argv0
}

// Skipped is a file that looked like a provider but was not used.
type Skipped struct {
	Path   string
	Name   string
	Reason string
}

// Result is what Find returns.
type Result struct {
	Dirs       []Dir
	Candidates []Candidate
	Skipped    []Skipped
}

// Options says where to look. Zero values take the defaults.
type Options struct {
	// PluginsDir, when set, is the only directory searched.
	PluginsDir string
	// Executable is the path of the pkgdocs binary. Empty: os.Executable.
	Executable string
	// UserDir is the user plugins dir. Empty: $XDG_DATA_HOME/pkgdocs/plugins,
	// else ~/.local/share/pkgdocs/plugins.
	UserDir string
	// IgnorePins finds providers as if there were no pin files (for
	// writing them). False: pin files are enforced.
	IgnorePins bool
	// Builtin names the providers linked into the pkgdocs binary
	// (Executable), found after every directory: a provider file of the
	// same name anywhere shadows the built-in one. Ignored when
	// PluginsDir is set, which then names every provider there is. Nil:
	// none.
	Builtin []string
}

// Dirs returns the directories searched, by precedence.
func Dirs(opt Options) []Dir {
	if opt.PluginsDir != "" {
		return []Dir{{opt.PluginsDir, OriginFlag}}
	}
	var dirs []Dir
	exe := opt.Executable
	exe = resolve(exe)
	if exe != "" {
		bin := filepath.Dir(exe)
		dirs = append(dirs, Dir{filepath.Join(bin, "plugins"), OriginBesideBin}, Dir{bin, OriginBinDir})
	}
	user := opt.UserDir
	if user == "" {
		if x := os.Getenv("XDG_DATA_HOME"); x != "" {
			user = filepath.Join(x, "pkgdocs", "plugins")
		} else if h, err := os.UserHomeDir(); err == nil {
			user = filepath.Join(h, ".local", "share", "pkgdocs", "plugins")
		}
	}
	if user != "" {
		dirs = append(dirs, Dir{user, OriginUser})
	}
	if len(opt.Builtin) > 0 && exe != "" {
		dirs = append(dirs, Dir{exe, OriginBuiltin})
	}
	return dirs
}

// resolve is exe with symlinks followed, os.Executable when empty; ""
// when unknown.
func resolve(exe string) string {
	if exe == "" {
		if e, err := os.Executable(); err == nil {
			exe = e
		}
	}
	if exe == "" {
		return ""
	}
	if r, err := filepath.EvalSymlinks(exe); err == nil {
		exe = r
	}
	return exe
}

// Find lists the provider binaries in the directories of opt. A missing
// directory is not an error; nothing here is fatal.
func Find(opt Options) Result {
	res := Result{Dirs: Dirs(opt)}
	seen := map[string]string{} // name -> path that won
	for _, d := range res.Dirs {
		if d.Origin == OriginBuiltin {
			res.builtin(d.Path, opt.Builtin, seen)
			continue
		}
		ents, err := os.ReadDir(d.Path)
		if err != nil {
			if opt.PluginsDir != "" && !os.IsNotExist(err) {
				res.Skipped = append(res.Skipped, Skipped{Path: d.Path, Reason: fmt.Sprintf("cannot read plugins dir: %v", err)})
			}
			continue
		}
		sort.Slice(ents, func(i, j int) bool { return ents[i].Name() < ents[j].Name() })
		dirWhy := checkDir(d.Path)
		lock := LockPath(d)
		var pins Pins
		var pinErr error
		if !opt.IgnorePins {
			pins, pinErr = ReadPins(lock)
		}
		for _, e := range ents {
			base := e.Name()
			if !strings.HasPrefix(base, Prefix) {
				continue
			}
			path := filepath.Join(d.Path, base)
			name := strings.TrimPrefix(base, Prefix)
			why := dirWhy
			if why == "" {
				why = check(path, name)
			}
			if why == "" && !opt.IgnorePins {
				why = pinned(lock, pins, pinErr, name, path)
			}
			if why != "" {
				res.Skipped = append(res.Skipped, Skipped{Path: path, Name: name, Reason: why})
				continue
			}
			if first, ok := seen[name]; ok {
				if !samePath(first, path) {
					res.Skipped = append(res.Skipped, Skipped{Path: path, Name: name, Reason: "shadowed by " + first + " (earlier in precedence)"})
				}
				continue
			}
			seen[name] = path
			res.Candidates = append(res.Candidates, Candidate{Name: name, Path: path, Origin: d.Origin})
		}
	}
	return res
}

// builtin adds the providers linked into the pkgdocs binary exe, each
// unless a provider file of its name was found: that one takes
// precedence, and the built-in one is listed as skipped, saying so. They
// are not pinned: they are the binary that is running.
func (res *Result) builtin(exe string, names []string, seen map[string]string) {
	for _, name := range names {
		if !sdk.ValidProviderName(name) {
			res.Skipped = append(res.Skipped, Skipped{Path: exe, Name: name, Reason: fmt.Sprintf("built-in provider name %q is not [a-z0-9-]", name)})
			continue
		}
		if first, ok := seen[name]; ok {
			res.Skipped = append(res.Skipped, Skipped{Path: exe, Name: name, Reason: fmt.Sprintf("built-in provider %q shadowed by %s (a provider file takes precedence)", name, first)})
			continue
		}
		seen[name] = exe
		res.Candidates = append(res.Candidates, Candidate{Name: name, Path: exe, Origin: OriginBuiltin, Argv0: Prefix + name})
	}
}

// check returns why path cannot be a provider, or "".
func check(path, name string) string {
	if !sdk.ValidProviderName(name) {
		return fmt.Sprintf("name %q after %q is not [a-z0-9-]", name, Prefix)
	}
	st, err := os.Stat(path) // follows symlinks: installs often link
	if err != nil {
		return fmt.Sprintf("cannot stat: %v", err)
	}
	switch {
	case !st.Mode().IsRegular():
		return "not a regular file"
	case st.Mode().Perm()&0o111 == 0:
		return "not executable"
	}
	if w := writableByOthers(st); w != "" {
		return w + ": others could replace it, so it is not run"
	}
	return ""
}

// checkDir returns why no provider in dir may run, or "": a directory
// others can write to lets them add or replace providers.
func checkDir(dir string) string {
	st, err := os.Stat(dir)
	if err != nil {
		return fmt.Sprintf("cannot stat its directory: %v", err)
	}
	if w := writableByOthers(st); w != "" {
		return fmt.Sprintf("its directory %s is %s: others could add or replace providers there, so none there is run", dir, w)
	}
	return ""
}

func samePath(a, b string) bool {
	ra, err1 := filepath.EvalSymlinks(a)
	rb, err2 := filepath.EvalSymlinks(b)
	return err1 == nil && err2 == nil && ra == rb
}
