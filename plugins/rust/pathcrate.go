package rust

import (
	"fmt"
	"path"
	"path/filepath"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/rust/cargomanifest"
	"github.com/pkgdocs/pkgdocs/plugins/rust/cratename"
)

// maxMembers bounds the workspace member directories read when looking
// for a path crate by name; workspaces of a few hundred crates exist.
const maxMembers = 1000

// pathCrate is a crate the project builds from a directory rather than
// from a registry: a path dependency, a [patch] to a path, a workspace
// member or the project's own package. Cargo.lock records such a crate
// without a source, and the registry's crate of the same name and version,
// if there is one, is not what the project compiles.
type pathCrate struct {
	dir     string // the crate's directory (holding its Cargo.toml)
	version string // its Cargo.toml version ("0.0.0" when it has none, as Cargo says)
	why     string // how the project names it, for the answer's note
	// install is the cargo add line for it; "" for `--path dir`.
	install string
}

// findPathCrate returns the directory the project builds crate name
// from, when it is one: the dependency's `path`, a [patch] entry's path,
// or, when Cargo.lock lists the crate without a source, a workspace
// member or the package itself. ok is false for a registry or git crate.
func findPathCrate(proj *project, dep *cargomanifest.Dep, name string) (pathCrate, bool) {
	if proj == nil {
		return pathCrate{}, false
	}
	check := func(dir, why string) (pathCrate, bool) {
		b, err := treeFile(dir, "Cargo.toml")
		if err != nil {
			return pathCrate{}, false
		}
		m, err := cargomanifest.Parse(b)
		if err != nil || m.Package == nil || !cratename.Same(m.Package.Name, name) {
			return pathCrate{}, false
		}
		if proj.workspace != nil {
			m.Inherit(proj.workspace) // version.workspace = true
		}
		v := m.Package.Version
		if v == "" {
			v = "0.0.0" // Cargo's version for a package without one
		}
		return pathCrate{dir: dir, version: v, why: why}, true
	}
	if dep != nil && dep.Path != "" {
		base, file := proj.dir, filepath.Join(proj.dir, "Cargo.toml")
		if dep.RootPath && proj.wsDir != "" {
			base, file = proj.wsDir, filepath.Join(proj.wsDir, "Cargo.toml")
		}
		if pc, ok := check(filepath.Join(base, filepath.FromSlash(dep.Path)), fmt.Sprintf("a path dependency (%s: path = %q)", file, dep.Path)); ok {
			return pc, true
		}
	}
	root, rootDir := proj.workspace, proj.wsDir
	if root == nil {
		root, rootDir = proj.manifest, proj.dir
	}
	if root != nil {
		for _, pd := range root.Patches {
			if pd.Path == "" || !(cratename.Same(pd.Name, name) || cratename.Same(pd.Key, name)) {
				continue
			}
			why := fmt.Sprintf("patched to a path ([patch.%s] in %s: path = %q): the project builds that copy, not the registry's", pd.Registry, filepath.Join(rootDir, "Cargo.toml"), pd.Path)
			if pc, ok := check(filepath.Join(rootDir, filepath.FromSlash(pd.Path)), why); ok {
				return pc, true
			}
		}
	}
	if proj.manifest != nil && proj.manifest.Package != nil && cratename.Same(proj.manifest.Package.Name, name) {
		if pc, ok := check(proj.dir, "the project's own package"); ok {
			return pc, true
		}
	}
	// Cargo.lock lists a path or member crate without a source. A
	// workspace without Cargo.lock (libraries often leave it out of
	// version control) is read the way Cargo would build it: a member
	// of that name is the member.
	if proj.workspace == nil || (proj.lock != nil && !lockedWithoutSource(proj, name)) {
		return pathCrate{}, false
	}
	members := memberDirs(proj.wsDir, proj.workspace.Workspace.Members)
	for _, dir := range members {
		if pc, ok := check(dir, fmt.Sprintf("a member of the workspace at %s", proj.wsDir)); ok {
			return pc, true
		}
	}
	// A member's path dependency, asked from the workspace root.
	for _, dir := range members {
		d, ok := memberDep(proj, dir, name)
		if !ok || d.Path == "" {
			continue
		}
		base := dir
		if d.RootPath {
			base = proj.wsDir
		}
		file := filepath.Join(dir, "Cargo.toml")
		if pc, ok := check(filepath.Join(base, filepath.FromSlash(d.Path)), fmt.Sprintf("a path dependency of a workspace member (%s: path = %q)", file, d.Path)); ok {
			return pc, true
		}
	}
	return pathCrate{}, false
}

// lockedWithoutSource says whether Cargo.lock lists name with no source,
// Cargo's mark of a path or workspace crate.
func lockedWithoutSource(proj *project, name string) bool {
	for _, p := range proj.lock.Find(name) {
		if p.Source == "" {
			return true
		}
	}
	return false
}

// memberDirs expands [workspace] members ("crates/*", "app") to
// directories inside root. Patterns that lead out of root are skipped:
// members are inside the workspace.
func memberDirs(root string, members []string) []string {
	var out []string
	for _, m := range members {
		m = path.Clean(filepath.ToSlash(m))
		if path.IsAbs(m) || m == ".." || strings.HasPrefix(m, "../") {
			continue
		}
		matches, err := filepath.Glob(filepath.Join(root, filepath.FromSlash(m)))
		if err != nil {
			continue
		}
		for _, d := range matches {
			if isDir(d) {
				out = append(out, d)
			}
			if len(out) >= maxMembers {
				return out
			}
		}
	}
	return out
}
