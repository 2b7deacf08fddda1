package cli

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
)

// systemDirs are directories whose content is the system's, not a
// project's: a server started in one of them (or below) was not started
// in a project. Directories one level below the root are refused apart
// (see projectDir).
var systemDirs = []string{
	"/proc", "/sys", "/dev", "/etc", "/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/boot", "/run",
	"/var/lib", "/var/cache", "/var/log", "/var/run", "/var/spool",
	"/System", "/Library", "/private/etc", "/private/var/db",
}

// projectMarkers are files and directories one of which a project's
// root holds: version control, or an ecosystem's manifest, lockfile or
// configuration.
var projectMarkers = []string{
	".git", ".hg", ".jj", ".svn",
	"package.json", "node_modules", ".npmrc",
	"deno.json", "deno.jsonc", "deno.lock", // Deno, whose npm: imports the npm provider reads
	"go.mod", "go.work",
	"pyproject.toml", "requirements.txt", "setup.py", "setup.cfg", "Pipfile", "uv.lock", ".venv",
	"environment.yml", // conda's manifest
	"Cargo.toml", ".cargo",
	"Package.swift", "Package.resolved",
}

// projectDir reports whether dir, an MCP server's working directory, may
// be taken for the user's project: the directory most clients start a
// stdio server in is the project the user opened. It must hold a project
// marker (projectMarkers), and be neither the file system's root nor a
// directory right below it (/tmp, /home, /opt), nor the home directory
// or any directory above it, nor a system directory.
func projectDir(dir string) bool {
	if dir == "" || !filepath.IsAbs(dir) || !hasMarker(dir) {
		return false
	}
	dir = realDir(dir)
	if filepath.Dir(dir) == dir || filepath.Dir(filepath.Dir(dir)) == filepath.Dir(dir) {
		return false // the root, or /tmp, /home, /opt, C:\Users
	}
	if home, err := os.UserHomeDir(); err == nil && home != "" && within(realDir(home), dir) {
		return false // home itself, or above it
	}
	if runtime.GOOS == "windows" {
		if w := os.Getenv("SYSTEMROOT"); w != "" && within(dir, realDir(w)) {
			return false
		}
		return true
	}
	for _, s := range systemDirs {
		if within(dir, s) {
			return false
		}
	}
	return true
}

// realDir is dir with symbolic links resolved when it exists.
func realDir(dir string) string {
	if r, err := filepath.EvalSymlinks(dir); err == nil {
		return r
	}
	return filepath.Clean(dir)
}

// within reports whether dir is root or below it.
func within(dir, root string) bool {
	rel, err := filepath.Rel(root, dir)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel)
}

// maxProjectDepth bounds the walk from a working directory up to its
// project's root; real trees are a few dozen levels deep at most.
const maxProjectDepth = 64

// inProject reports whether dir is a project directory or inside one: the
// nearest directory at or above it holding a project marker must be one
// projectDir accepts. A client started in a project's subdirectory (a
// monorepo package without its own manifest, cmd/tool, src/) works in
// that project; the providers walk up from dir to its manifests as they
// do for a projectPath. A marker first found in the home directory or
// above (~/.cargo, ~/.npmrc) makes no project of what lies below.
func inProject(dir string) bool {
	if dir == "" || !filepath.IsAbs(dir) {
		return false
	}
	for d, n := filepath.Clean(dir), 0; n < maxProjectDepth; d, n = filepath.Dir(d), n+1 {
		if hasMarker(d) {
			return projectDir(d)
		}
		if filepath.Dir(d) == d {
			break
		}
	}
	return false
}

// workProject is the current directory when it is in a project
// (inProject), else "".
func workProject() string {
	wd, err := os.Getwd()
	if err != nil || !inProject(wd) {
		return ""
	}
	return wd
}

// hasMarker reports whether dir holds one of projectMarkers. The paths are
// dir, cleaned once, and the marker's name: filepath.Join cleaned the
// whole path again for each of them, a third of what a serve started
// outside any project spent walking up to the root (three directories,
// 24 markers each).
func hasMarker(dir string) bool {
	prefix := filepath.Clean(dir)
	if !strings.HasSuffix(prefix, string(filepath.Separator)) {
		prefix += string(filepath.Separator)
	}
	for _, m := range projectMarkers {
		if _, err := os.Lstat(prefix + m); err == nil {
			return true
		}
	}
	return false
}
