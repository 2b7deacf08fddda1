package npm

import (
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing/fstest"

	"go.yaml.in/yaml/v3"

	"github.com/pkgdocs/pkgdocs/plugins/npm/npmrc"
	"github.com/pkgdocs/pkgdocs/plugins/npm/registry"
	"github.com/pkgdocs/pkgdocs/plugins/npm/semrange"
	"github.com/pkgdocs/pkgdocs/sdk/localfile"
)

// Bounds on finding a workspace's packages: globs are expanded over at most
// this many directories, "**" down to this depth.
const (
	maxWorkspaceDirs  = 5_000
	maxWorkspaceDepth = 5
)

// localDir is a dependency the project builds from a directory of its own
// instead of the registry, and why that directory.
type localDir struct {
	inst installed
	// why says what decided, as a clause ("/p/package.json asks for it
	// as \"file:../lib\"").
	why string
}

// localDependency finds the directory a project takes name from when its
// package.json does not ask the registry: a "file:", "link:" or "portal:"
// directory, or a package of the project's workspace ("workspace:" with
// pnpm, yarn and bun; a plain range the workspace package's version
// satisfies with npm, yarn and bun workspaces, which link it instead of
// installing from the registry). rng and pjFile are what projectRange
// found. A registry package of the same name is another package: a
// project's own library, documented from the registry, is a stranger's.
func localDependency(projectDir, name, rng, pjFile string) (localDir, bool) {
	if rng == "" || pjFile == "" {
		return localDir{}, false
	}
	for _, proto := range []string{"file:", "link:", "portal:"} {
		target, ok := strings.CutPrefix(rng, proto)
		if !ok {
			continue
		}
		target = strings.TrimPrefix(target, "//") // file://../x as npm accepts it
		dir := filepath.FromSlash(target)
		if !filepath.IsAbs(dir) {
			dir = filepath.Join(filepath.Dir(pjFile), dir)
		}
		if m, err := readManifest(filepath.Join(dir, "package.json")); err == nil && localVersion(m.Version) {
			return localDir{inst: installed{dir: dir, manifest: m}, why: fmt.Sprintf("%s asks for it as %q", pjFile, rng)}, true
		}
		if proto == "file:" {
			// A tarball the project keeps (npm pack's output): npm
			// installs its contents.
			if inst, ok := localTarball(dir); ok {
				return localDir{inst: inst, why: fmt.Sprintf("%s asks for it as %q", pjFile, rng)}, true
			}
		}
		return localDir{}, false
	}
	_, workspaceProto := strings.CutPrefix(rng, "workspace:")
	root, globs, pnpm := workspaceOf(projectDir)
	if root == "" {
		return localDir{}, false
	}
	if !workspaceProto && pnpm {
		return localDir{}, false // pnpm links only workspace: by default
	}
	if !workspaceProto {
		if _, err := semrange.Parse(rng); err != nil || strings.ContainsAny(rng, ":/") {
			return localDir{}, false
		}
	}
	for _, dir := range workspaceDirs(root, globs) {
		m, err := readManifest(filepath.Join(dir, "package.json"))
		if err != nil || m.Name != name || !localVersion(m.Version) {
			continue
		}
		if !workspaceProto {
			if s, err := semrange.Parse(rng); err != nil || !s.Satisfies(m.Version) {
				continue // npm installs the registry's when the range misses
			}
		}
		return localDir{inst: installed{dir: dir, manifest: m}, why: fmt.Sprintf("%s asks for it as %q, and the workspace at %s has it", pjFile, rng, root)}, true
	}
	return localDir{}, false
}

// catalogRange resolves a "catalog:" or "catalog:<name>" specifier (pnpm
// 9.5+, bun 1.2+, yarn 4.10+) for package name to the range the
// workspace's catalog gives: pnpm-workspace.yaml's catalog/catalogs,
// .yarnrc.yml's, or package.json's (bun: at the top or under
// "workspaces"), in the nearest directory at or above projectDir that
// declares any catalog. file is where the range came from.
func catalogRange(projectDir, name, rng string) (out, file string, ok bool) {
	cat, isCatalog := strings.CutPrefix(strings.TrimSpace(rng), "catalog:")
	if !isCatalog {
		return "", "", false
	}
	if cat = strings.TrimSpace(cat); cat == "" {
		cat = "default"
	}
	dir, err := filepath.Abs(projectDir)
	if err != nil {
		return "", "", false
	}
	type catalogs struct {
		Catalog  map[string]string            `yaml:"catalog" json:"catalog"`
		Catalogs map[string]map[string]string `yaml:"catalogs" json:"catalogs"`
	}
	for d := dir; ; d = filepath.Dir(d) {
		var found []catalogs
		var files []string
		for _, base := range []string{"pnpm-workspace.yaml", ".yarnrc.yml"} {
			f := filepath.Join(d, base)
			if data, err := localfile.Read(f, maxPackageJSON); err == nil {
				var c catalogs
				if yaml.Unmarshal(data, &c) == nil {
					found, files = append(found, c), append(files, f)
				}
			}
		}
		pjFile := filepath.Join(d, "package.json")
		if data, err := localfile.Read(pjFile, maxPackageJSON); err == nil {
			var pj struct {
				catalogs
				Workspaces json.RawMessage `json:"workspaces"`
			}
			if json.Unmarshal(data, &pj) == nil {
				var ws catalogs
				_ = json.Unmarshal(pj.Workspaces, &ws) // an array of globs has none
				found, files = append(found, pj.catalogs, ws), append(files, pjFile, pjFile)
			}
		}
		declares := false
		for i, c := range found {
			if len(c.Catalog) == 0 && len(c.Catalogs) == 0 {
				continue
			}
			declares = true
			r, ok := c.Catalogs[cat][name]
			if cat == "default" && !ok {
				r, ok = c.Catalog[name]
			}
			if ok && strings.TrimSpace(r) != "" {
				return strings.TrimSpace(r), files[i], true
			}
		}
		if declares || filepath.Dir(d) == d {
			return "", "", false
		}
	}
}

// tarballVersion reads the version out of a tarball URL dependency laid
// out as npm registries serve tarballs ("https://host/ms/-/ms-2.0.0.tgz",
// "…/@scope/pkg/-/pkg-1.2.3.tgz"): the path names the package and its
// version, so that version is the one installed. Any other URL, or one
// naming another package, says nothing.
func tarballVersion(name, rng string) (string, bool) {
	u, err := url.Parse(rng)
	if err != nil || u.Scheme != "https" && u.Scheme != "http" {
		return "", false
	}
	p, err := url.PathUnescape(u.EscapedPath())
	if err != nil {
		return "", false
	}
	base := name[strings.LastIndexByte(name, '/')+1:]
	rest, ok := strings.CutSuffix(p, ".tgz")
	if !ok {
		return "", false
	}
	i := strings.LastIndex(rest, "/"+name+"/-/"+base+"-")
	if i < 0 {
		return "", false
	}
	v := rest[i+len("/"+name+"/-/"+base+"-"):]
	if !semrange.IsVersion(v) {
		return "", false
	}
	return v, true
}

// localVersion reports whether v is a version a local package.json may
// carry: a workspace package without one is still a package.
func localVersion(v string) bool { return v == "" || semrange.IsVersion(v) }

// workspaceOf finds the workspace projectDir belongs to: the nearest
// directory at or above it with pnpm-workspace.yaml (its "packages"), or a
// package.json with "workspaces" (npm, yarn, bun). pnpm says whether it is
// pnpm's.
func workspaceOf(projectDir string) (root string, globs []string, pnpm bool) {
	dir, err := filepath.Abs(projectDir)
	if err != nil {
		return "", nil, false
	}
	for d := dir; ; d = filepath.Dir(d) {
		if data, err := localfile.Read(filepath.Join(d, "pnpm-workspace.yaml"), maxPackageJSON); err == nil {
			var ws struct {
				Packages []string `yaml:"packages"`
			}
			if yaml.Unmarshal(data, &ws) == nil {
				return d, ws.Packages, true
			}
		}
		if data, err := localfile.Read(filepath.Join(d, "package.json"), maxPackageJSON); err == nil {
			if g := npmrc.WorkspaceGlobs(data); len(g) > 0 {
				return d, g, false
			}
		}
		if filepath.Dir(d) == d {
			return "", nil, false
		}
	}
}

// workspaceDirs expands workspace globs ("packages/*", "apps/**",
// "tools/cli") under root to the directories holding a package.json, in
// walk order; "!" patterns exclude. node_modules is never entered, and no
// symbolic link is followed out of root.
func workspaceDirs(root string, globs []string) []string {
	var include, exclude []string
	for _, g := range globs {
		g = strings.TrimSpace(g)
		if neg, ok := strings.CutPrefix(g, "!"); ok {
			exclude = append(exclude, cleanGlob(neg))
		} else if g != "" {
			include = append(include, cleanGlob(g))
		}
	}
	var out []string
	visited := 0
	_ = fs.WalkDir(os.DirFS(root), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return nil
		}
		if visited++; visited > maxWorkspaceDirs {
			return fs.SkipAll
		}
		if d.Name() == "node_modules" || d.Name() == ".git" || p != "." && strings.Count(p, "/") >= maxWorkspaceDepth {
			return fs.SkipDir
		}
		if p == "." || !excluded(include, p) || excluded(exclude, p) {
			return nil
		}
		if _, err := os.Lstat(filepath.Join(root, filepath.FromSlash(p), "package.json")); err == nil {
			out = append(out, filepath.Join(root, filepath.FromSlash(p)))
		}
		return nil
	})
	return out
}

func cleanGlob(g string) string {
	return strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(g), "./"), "/")
}

// excluded reports whether any of patterns matches p.
func excluded(patterns []string, p string) bool {
	for _, x := range patterns {
		if globMatch(x, p) {
			return true
		}
	}
	return false
}

// globMatch matches a workspace glob against a slash path: path.Match per
// element, with "**" standing for any number of elements.
func globMatch(pattern, p string) bool {
	return matchElems(strings.Split(pattern, "/"), strings.Split(p, "/"))
}

func matchElems(pat, elems []string) bool {
	for len(pat) > 0 {
		if pat[0] == "**" {
			for i := 0; i <= len(elems); i++ {
				if matchElems(pat[1:], elems[i:]) {
					return true
				}
			}
			return false
		}
		if len(elems) == 0 {
			return false
		}
		if ok, _ := path.Match(pat[0], elems[0]); !ok {
			return false
		}
		pat, elems = pat[1:], elems[1:]
	}
	return len(elems) == 0
}

// linkedOutside reports whether an installed package's directory is a link
// to a directory outside every node_modules (a workspace package, or a
// file:/link: dependency, as npm, pnpm and yarn install them): the
// project's own code, not a registry release.
func linkedOutside(dir string) (string, bool) {
	fi, err := os.Lstat(dir)
	if err != nil || fi.Mode()&os.ModeSymlink == 0 {
		return "", false
	}
	real, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return "", false
	}
	for _, e := range strings.Split(filepath.ToSlash(real), "/") {
		if e == "node_modules" {
			return "", false // pnpm's store, node_modules/.pnpm/…
		}
	}
	return real, true
}

// maxLocalTarball bounds a "file:" tarball read into memory.
const maxLocalTarball = 64 << 20

// localTarball reads the package in the tarball file (x.tgz, x.tar.gz),
// bounded as a registry's tarball is.
func localTarball(file string) (installed, bool) {
	if !strings.HasSuffix(file, ".tgz") && !strings.HasSuffix(file, ".tar.gz") {
		return installed{}, false
	}
	data, err := localfile.Read(file, maxLocalTarball)
	if err != nil {
		return installed{}, false
	}
	c, err := registry.ReadTarball(context.Background(), data, registry.TarballLimits, nil)
	if err != nil {
		return installed{}, false
	}
	var m registry.Manifest
	if json.Unmarshal(c.Files["package.json"], &m) != nil || !registry.ValidVersion(m.Version) {
		return installed{}, false
	}
	fsys := fstest.MapFS{}
	for name, b := range c.Files {
		fsys[name] = &fstest.MapFile{Data: b, Mode: 0o444}
	}
	return installed{dir: file, manifest: &m, fsys: fsys}, true
}
