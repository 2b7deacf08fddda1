package sitepkgs

import (
	"path/filepath"
	"slices"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/python/pyname"
)

// maxNamespaceDepth bounds how far nested namespaces (a.b both declared,
// ruamel and ruamel.yaml by ruamel.yaml.clib) are followed.
const maxNamespaceDepth = 4

// narrowNamespaces replaces each import name that is a namespace package
// (zope, ruamel, google, lazr) by the packages and modules the
// distribution installs inside it (zope.interface): a namespace is shared
// by several distributions, importing it gives none of this one's API,
// and its other children are other distributions'. A name is a namespace
// when namespace_packages.txt declares it (setuptools' pkg_resources
// style, as Debian's egg-info directories keep it) or when its directory
// has no __init__.py (PEP 420). What the distribution installs there is
// read from its file list (RECORD, installed-files.txt, dpkg's list);
// without one, the child named by the distribution's own name
// (zope.interface, google-auth) when that is installed. A namespace in
// which nothing is found to be the distribution's is dropped unless it is
// the only name, so the answer never has fewer roots than it had.
func (d Dist) narrowNamespaces(names []string) []string {
	declared := d.declaredNamespaces()
	var paths []string
	pathsRead := false
	isNS := func(n string) bool {
		if contains(declared, n) {
			return true
		}
		dir := filepath.Join(d.SitePackages, filepath.FromSlash(strings.ReplaceAll(n, ".", "/")))
		if !isDir(dir) || strings.HasSuffix(n, "-stubs") {
			return false
		}
		if !isFile(filepath.Join(dir, "__init__.py")) && !isFile(filepath.Join(dir, "__init__.pyi")) {
			return true
		}
		if !pathsRead {
			paths, pathsRead = d.sitePaths(), true
		}
		return foreignPackage(paths, n)
	}
	if d.SitePackages == "" || !slices.ContainsFunc(names, isNS) {
		return names
	}
	if !pathsRead {
		paths = d.sitePaths()
	}
	var out []string
	for _, n := range names {
		out = append(out, d.namespaceChildren(n, isNS, paths, 0)...)
	}
	if len(out) == 0 {
		return names
	}
	return out
}

// namespaceChildren is n itself when it is no namespace, else what the
// distribution installs in it, each narrowed in turn.
func (d Dist) namespaceChildren(n string, isNS func(string) bool, paths []string, depth int) []string {
	if depth >= maxNamespaceDepth || !isNS(n) {
		return []string{n}
	}
	var kids []string
	prefix := strings.ReplaceAll(n, ".", "/") + "/"
	for _, p := range paths {
		rest, ok := strings.CutPrefix(p, prefix)
		if !ok {
			continue
		}
		child, sub, nested := strings.Cut(rest, "/")
		switch {
		case nested && child != "__pycache__" && pyModuleFile(sub):
		case !nested && pyModuleFile(child) && !strings.HasPrefix(child, "__init__."):
			child, _, _ = strings.Cut(child, ".")
		default:
			continue
		}
		if c := n + "." + child; pyname.ValidIdent(child) && child != "tests" && child != "test" && !contains(kids, c) {
			kids = append(kids, c)
		}
	}
	if paths == nil {
		// no file list: the child the distribution is named for
		// (zope.interface → zope/interface, google-auth → google/auth)
		parts := strings.Split(pyname.Normalize(d.Name), "-")
		have := strings.Split(n, ".")
		if len(parts) > len(have) && strings.Join(parts[:len(have)], ".") == strings.ToLower(n) {
			child := parts[len(have)]
			dir := filepath.Join(d.SitePackages, filepath.FromSlash(prefix), child)
			if isFile(filepath.Join(dir, "__init__.py")) || isFile(filepath.Join(dir, "__init__.pyi")) || isDir(dir) || isFile(dir+".py") {
				kids = append(kids, n+"."+child)
			}
		}
	}
	var out []string
	for _, k := range kids {
		out = append(out, d.namespaceChildren(k, isNS, paths, depth+1)...)
	}
	return out
}

// foreignPackage reports whether the file list (nil: none read) puts
// files inside package n but not its __init__: another distribution owns
// the package, as a pkg_resources-style namespace's __init__.py is its
// -nspkg distribution's and Debian's python3-h5py owns the h5py/__init__.py
// that loads python3-h5py-mpi's h5py/_debian_h5py_mpi. Like a namespace,
// n then stands for what this distribution installs inside it.
func foreignPackage(paths []string, n string) bool {
	prefix := strings.ReplaceAll(n, ".", "/") + "/"
	inside := false
	for _, p := range paths {
		rest, ok := strings.CutPrefix(p, prefix)
		if !ok {
			continue
		}
		if rest == "__init__.py" || rest == "__init__.pyi" {
			return false
		}
		inside = inside || pyModuleFile(rest) && !strings.HasPrefix(rest, "__pycache__/")
	}
	return inside
}

// pyModuleFile reports whether a path inside a package is Python code
// (source, stub or a compiled extension).
func pyModuleFile(p string) bool {
	return strings.HasSuffix(p, ".py") || strings.HasSuffix(p, ".pyi") || strings.Contains(p, ".so") || strings.HasSuffix(p, ".pyd")
}

// declaredNamespaces reads namespace_packages.txt.
func (d Dist) declaredNamespaces() []string {
	if isFile(d.Dir) {
		return nil
	}
	b, err := readSmall(filepath.Join(d.Dir, "namespace_packages.txt"), maxSmallFile)
	if err != nil {
		return nil
	}
	return ParseNamespaces(b)
}

// ParseNamespaces reads a namespace_packages.txt: one namespace package a
// line (setuptools' pkg_resources-style namespaces, whose __init__.py
// only declares them); invalid names are left out.
func ParseNamespaces(b []byte) []string {
	var out []string
	for _, l := range strings.Fields(string(b)) {
		if pyname.ValidImport(l) {
			out = append(out, l)
		}
	}
	return out
}

// sitePaths returns the distribution's files relative to its
// site-packages, slash-separated: RECORD's, installed-files.txt's
// (relative to the egg-info directory) or dpkg's list; nil when none can
// be read.
func (d Dist) sitePaths() []string {
	var rows []string
	if b, err := readSmall(filepath.Join(d.Dir, "RECORD"), maxSmallFile); err == nil {
		for _, row := range strings.Split(string(b), "\n") {
			p, _, _ := strings.Cut(strings.TrimSpace(row), ",")
			if p = strings.Trim(p, `"`); p != "" {
				rows = append(rows, p)
			}
		}
		return cleanRel(rows)
	}
	if b, err := readSmall(filepath.Join(d.Dir, "installed-files.txt"), maxSmallFile); err == nil {
		rel, err := filepath.Rel(d.SitePackages, d.Dir)
		if err != nil {
			return nil
		}
		for _, row := range strings.Split(string(b), "\n") {
			if row = strings.TrimSpace(row); row != "" {
				rows = append(rows, filepath.ToSlash(filepath.Join(rel, row)))
			}
		}
		return cleanRel(rows)
	}
	files := dpkgFiles(d.Dir)
	if len(files) == 0 {
		return nil
	}
	return cleanRel(dpkgSiteRows(files, d.SitePackages))
}

// cleanRel keeps the paths that stay inside site-packages, cleaned.
func cleanRel(rows []string) []string {
	out := []string{}
	for _, r := range rows {
		c := filepath.ToSlash(filepath.Clean(r))
		if c == "." || strings.HasPrefix(c, "../") || c == ".." || strings.HasPrefix(c, "/") {
			continue
		}
		out = append(out, c)
	}
	return out
}
