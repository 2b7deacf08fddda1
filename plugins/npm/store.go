package npm

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/npm/registry"
	"github.com/pkgdocs/pkgdocs/sdk/localfile"
)

// maxStoreEntries bounds the entries of a package manager's store
// directory looked through for one package's versions.
const maxStoreEntries = 100_000

// storeInstalled is the copy of name@version that a package manager which
// installs each package once in a store inside node_modules keeps beside
// the lockfile that pins it: pnpm's virtual store (node_modules/.pnpm, or
// the virtualStoreDir node_modules/.modules.yaml records), Bun's isolated
// linker (node_modules/.bun) and Deno's node_modules (.deno), all as
// <store>/<name, "/" as "+">@<version>[peer suffix]/node_modules/<name>.
// Yarn Berry's pnpm linker and npm's linked install strategy keep stores
// of their own, both node_modules/.store (inYarnStore, inNpmStore). Only
// the project's direct dependencies are linked where Node resolves them
// from the project; a dependency's dependency is installed only
// there. It is found only when its package.json names exactly that name
// and version.
func storeInstalled(lockFile, name, version string) (installed, bool) {
	nm := filepath.Join(filepath.Dir(lockFile), "node_modules")
	for _, store := range storeDirs(nm) {
		if inst, ok := inStore(store, name, version); ok {
			return inst, true
		}
	}
	if inst, ok := inNpmStore(filepath.Join(nm, ".store"), name, version); ok {
		return inst, true
	}
	return inYarnStore(filepath.Join(nm, ".store"), name, version)
}

// inNpmStore looks in the store of npm's linked install strategy
// (install-strategy=linked): node_modules/.store/<name>@<version>-<hash>/
// node_modules/<name>, a scoped name's scope a directory of the store
// (.store/@scope/<name>@<version>-<hash>). package-lock.json records such
// a package at node_modules/<name>, as if hoisted, where a dependency's
// dependency is not.
func inNpmStore(store, name, version string) (installed, bool) {
	dir, base := store, name
	if scope, rest, ok := strings.Cut(name, "/"); ok {
		dir, base = filepath.Join(store, scope), rest
	}
	prefix := base + "@" + version + "-"
	for _, d := range storeEntries(dir, func(n string) bool { return strings.HasPrefix(n, prefix) }) {
		if inst, ok := storePackage(filepath.Join(d, "node_modules", filepath.FromSlash(name)), name, version); ok {
			return inst, true
		}
	}
	return installed{}, false
}

// inYarnStore looks in the store of Yarn Berry's pnpm linker (nodeLinker:
// pnpm): node_modules/.store/<name, "/" as "-">-npm-<version>-<hash>/package,
// or -virtual-<hash>/package for a package with peer dependencies, whose
// directory name has no version (its package.json says it).
func inYarnStore(store, name, version string) (installed, bool) {
	slug := strings.ReplaceAll(name, "/", "-")
	dirs := storeEntries(store, func(n string) bool {
		return strings.HasPrefix(n, slug+"-npm-"+version+"-") || strings.HasPrefix(n, slug+"-virtual-")
	})
	for _, d := range dirs {
		if inst, ok := storePackage(filepath.Join(d, "package"), name, version); ok {
			return inst, true
		}
	}
	return installed{}, false
}

// storeDirs are the stores under the node_modules directory nm that
// exist: pnpm's (its recorded virtualStoreDir, else .pnpm), Bun's and
// Deno's (nodeModulesDir), all of one layout.
func storeDirs(nm string) []string {
	pnpm := filepath.Join(nm, ".pnpm")
	if vs := virtualStoreDir(filepath.Join(nm, ".modules.yaml")); vs != "" {
		if filepath.IsAbs(vs) {
			pnpm = filepath.Clean(vs)
		} else {
			pnpm = filepath.Join(nm, vs)
		}
	}
	var dirs []string
	for _, d := range []string{pnpm, filepath.Join(nm, ".bun"), filepath.Join(nm, ".deno")} {
		if fi, err := os.Stat(d); err == nil && fi.IsDir() && !slices.Contains(dirs, d) {
			dirs = append(dirs, d)
		}
	}
	return dirs
}

// maxModulesYAML bounds pnpm's install state file read for one line.
const maxModulesYAML = 16 << 20

// virtualStoreDir is the virtualStoreDir pnpm recorded in
// node_modules/.modules.yaml (a top-level scalar), "" when none.
func virtualStoreDir(file string) string {
	data, err := localfile.Read(file, maxModulesYAML)
	if err != nil {
		return ""
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64<<10), 1<<20)
	for sc.Scan() {
		v, ok := strings.CutPrefix(sc.Text(), "virtualStoreDir:")
		if !ok {
			continue
		}
		v = strings.TrimSpace(v)
		if len(v) >= 2 && (v[0] == '\'' || v[0] == '"') && v[len(v)-1] == v[0] {
			v = v[1 : len(v)-1]
		}
		return v
	}
	return ""
}

// inStore looks in one store for name@version: its own directory, one per
// set of peers (pnpm: "_"-joined peers, Bun: "+"-joined hash), then the
// store's hoisted node_modules (pnpm's hoist of every package, the one
// version it picked).
func inStore(store, name, version string) (installed, bool) {
	key := strings.ReplaceAll(name, "/", "+") + "@" + version
	dirs := append([]string{filepath.Join(store, key)}, storeEntries(store, func(n string) bool {
		rest, ok := strings.CutPrefix(n, key)
		return ok && rest != "" && (rest[0] == '_' || rest[0] == '+' || rest[0] == '(')
	})...)
	for _, d := range dirs {
		if inst, ok := storePackage(filepath.Join(d, "node_modules", filepath.FromSlash(name)), name, version); ok {
			return inst, true
		}
	}
	return storePackage(filepath.Join(store, "node_modules", filepath.FromSlash(name)), name, version)
}

// storeEntries are the paths of the entries of the store directory (at
// most maxStoreEntries read) whose names match, sorted.
func storeEntries(store string, match func(name string) bool) []string {
	f, err := os.Open(store)
	if err != nil {
		return nil
	}
	ents, _ := f.ReadDir(maxStoreEntries)
	f.Close()
	var dirs []string
	for _, e := range ents {
		if match(e.Name()) {
			dirs = append(dirs, filepath.Join(store, e.Name()))
		}
	}
	slices.Sort(dirs)
	return dirs
}

func storePackage(dir, name, version string) (installed, bool) {
	m, err := readManifest(filepath.Join(dir, "package.json"))
	if err != nil || m.Name != name || m.Version != version || !registry.ValidVersion(m.Version) {
		return installed{}, false
	}
	return installed{dir: dir, manifest: m}, true
}
