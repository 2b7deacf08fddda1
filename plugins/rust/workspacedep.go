package rust

import (
	"path/filepath"
	"sort"

	"github.com/pkgdocs/pkgdocs/plugins/rust/cargomanifest"
	"github.com/pkgdocs/pkgdocs/plugins/rust/cratename"
)

// workspaceDep finds the dependency on crate name that a virtual
// workspace root does not itself declare: one of [workspace.dependencies]
// or, failing that, one of a member's dependencies (normal before build
// and dev). Asked from the root of a workspace, a crate is the one the
// members build; without this a renamed dependency, its requirement and
// a member's path dependency were invisible there when Cargo.lock was
// absent. where is the manifest that declares it.
func workspaceDep(proj *project, name string) (dep cargomanifest.Dep, where string, ok bool) {
	if proj == nil || proj.workspace == nil || proj.workspace.Workspace == nil || proj.dir != proj.wsDir {
		return cargomanifest.Dep{}, "", false
	}
	rootFile := filepath.Join(proj.wsDir, "Cargo.toml")
	keys := make([]string, 0, len(proj.workspace.Workspace.Deps))
	for k := range proj.workspace.Workspace.Deps {
		keys = append(keys, k)
	}
	sort.Strings(keys) // one answer when two entries could match
	for _, key := range keys {
		d := proj.workspace.Workspace.Deps[key]
		if d.Key == "" {
			d.Key = key
		}
		if cratename.Same(d.Name, name) || cratename.Same(d.Key, name) {
			d.RootPath = d.Path != ""
			return d, rootFile, true
		}
	}
	for _, dir := range memberDirs(proj.wsDir, proj.workspace.Workspace.Members) {
		d, found := memberDep(proj, dir, name)
		if !found {
			continue
		}
		// findPathCrate finds a member's path dependency itself, naming
		// the member's manifest; the root's name for the path would
		// point at the wrong file.
		d.Path, d.RootPath = "", false
		return d, filepath.Join(dir, "Cargo.toml"), true
	}
	return cargomanifest.Dep{}, "", false
}

// memberDep is the dependency on crate name that the workspace member in
// dir declares, with what its manifest inherits from the workspace; ok
// is false when it declares none or its manifest cannot be read.
func memberDep(proj *project, dir, name string) (cargomanifest.Dep, bool) {
	b, err := treeFile(dir, "Cargo.toml")
	if err != nil {
		return cargomanifest.Dep{}, false
	}
	m, err := cargomanifest.Parse(b)
	if err != nil {
		return cargomanifest.Dep{}, false
	}
	m.Inherit(proj.workspace)
	return m.Dep(cratename.Same, name)
}
