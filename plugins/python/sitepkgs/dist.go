package sitepkgs

import (
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/internal/pep440"
	"github.com/pkgdocs/pkgdocs/plugins/python/pyname"
)

// Dist is one installed distribution.
type Dist struct {
	// Name as the metadata spells it, Version exact.
	Name, Version string
	// Dir is the *.dist-info (or *.egg-info) directory, or the
	// *.egg-info file distutils writes for a single module (PKG-INFO's
	// text, as Debian ships several python3-* packages).
	Dir string
	// SitePackages is the directory holding it: where its import names
	// resolve.
	SitePackages string
}

// maxMetadata bounds METADATA: long descriptions are READMEs, rarely
// past a few hundred KiB.
const maxMetadata = 8 << 20

// List returns the distributions in one site-packages directory, by
// directory name (name-version.dist-info), without reading METADATA.
func List(site string) []Dist {
	ents, err := os.ReadDir(site)
	if err != nil {
		return nil
	}
	var out []Dist
	for _, e := range ents {
		n := e.Name()
		var base string
		switch {
		case strings.HasSuffix(n, ".dist-info"):
			base = strings.TrimSuffix(n, ".dist-info")
		case strings.HasSuffix(n, ".egg-info"):
			base = strings.TrimSuffix(n, ".egg-info")
		default:
			continue
		}
		name, version, _ := strings.Cut(base, "-")
		if i := strings.Index(version, "-py"); i >= 0 {
			version = version[:i] // egg-info: name-1.0-py3.11
		}
		out = append(out, Dist{Name: name, Version: version, Dir: filepath.Join(site, n), SitePackages: site})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Find returns the distribution named name (any spelling, PEP 503) in the
// environment, first site-packages first. When that directory holds
// several of the name (Debian's click 8.1.3 beside click-package's
// click 0.5.0.post9, an upgrade's stale dist-info), Python's own choice
// follows the directory's listing order, which nothing fixes: the one
// is taken that installs the module the name imports as (click), then
// the newest.
func (e *Env) Find(name string) (Dist, bool) {
	want := pyname.Normalize(name)
	for _, site := range e.SitePackages {
		var found []Dist
		for _, d := range List(site) {
			if pyname.Normalize(d.Name) == want {
				found = append(found, d)
			}
		}
		if len(found) > 0 {
			return preferred(found), true
		}
	}
	return Dist{}, false
}

// preferred picks one of several distributions of one name in one
// directory: those installing the module the name imports as first,
// then the highest version (a version that does not parse is lowest).
func preferred(ds []Dist) Dist {
	if len(ds) == 1 {
		return ds[0]
	}
	imports := func(d Dist) bool { return slices.Contains(d.ImportNames(), pyname.ImportGuess(d.Name)) }
	best := ds[0]
	for _, d := range ds[1:] {
		switch bi, di := imports(best), imports(d); {
		case di && !bi:
			best = d
		case di == bi && newer(d.Version, best.Version):
			best = d
		}
	}
	return best
}

// newer reports whether version a is higher than b; a version that does
// not parse is lower than one that does.
func newer(a, b string) bool {
	va, errA := pep440.Parse(a)
	vb, errB := pep440.Parse(b)
	switch {
	case errA != nil:
		return false
	case errB != nil:
		return true
	}
	return va.GreaterThan(vb)
}

// All lists every distribution in the environment (first wins on a name).
func (e *Env) All() []Dist {
	seen := map[string]bool{}
	var out []Dist
	for _, site := range e.SitePackages {
		for _, d := range List(site) {
			n := pyname.Normalize(d.Name)
			if !seen[n] {
				seen[n] = true
				out = append(out, d)
			}
		}
	}
	return out
}

// Metadata reads the distribution's METADATA (PKG-INFO for egg-info).
func (d Dist) Metadata() (*Metadata, error) {
	p := filepath.Join(d.Dir, "METADATA")
	if strings.HasSuffix(d.Dir, ".egg-info") {
		p = filepath.Join(d.Dir, "PKG-INFO")
		if isFile(d.Dir) {
			p = d.Dir
		}
	}
	b, err := readSmall(p, maxMetadata)
	if err != nil {
		return nil, err
	}
	return ParseMetadata(b), nil
}

// ImportNames returns the top-level import names the distribution
// installs: top_level.txt when present, else the first path parts of
// RECORD's Python files and packages. A namespace package it shares with
// other distributions (zope) is replaced by what it installs there
// (zope.interface).
func (d Dist) ImportNames() []string {
	return d.narrowNamespaces(d.topNames())
}

// topNames is ImportNames before namespaces are narrowed.
func (d Dist) topNames() []string {
	if b, err := readSmall(filepath.Join(d.Dir, "top_level.txt"), maxSmallFile); err == nil {
		var out []string
		for _, l := range strings.Split(string(b), "\n") {
			l = strings.TrimSpace(strings.ReplaceAll(l, "/", "."))
			if l != "" && pyname.ValidImport(l) && !contains(out, l) {
				out = append(out, l)
			}
		}
		if out = dropSubpackages(out); len(out) > 0 {
			return d.installedOf(out)
		}
	}
	if isFile(d.Dir) {
		// A distutils egg-info file lists no files: the installer's
		// record does when it is dpkg's (Debian's python3-sympy installs
		// isympy beside sympy), else the module beside it named for the
		// distribution, when there is one.
		if names := dpkgImportNames(dpkgFiles(d.Dir), d.SitePackages); len(names) > 0 {
			return names
		}
		g := pyname.ImportGuess(d.Name)
		for _, p := range []string{g + ".py", filepath.Join(g, "__init__.py")} {
			if isFile(filepath.Join(d.SitePackages, p)) {
				return []string{g}
			}
		}
		return d.namesakeModules()
	}
	b, err := readSmall(filepath.Join(d.Dir, "RECORD"), maxSmallFile)
	if err != nil {
		b, err = readSmall(filepath.Join(d.Dir, "installed-files.txt"), maxSmallFile)
		if err != nil {
			return nil
		}
	}
	return importNamesFromPaths(strings.Split(string(b), "\n"))
}

// installedOf drops from names (read from top_level.txt) those the
// distribution does not install, when it installs at least one of them:
// Debian builds some distributions from a tree whose debian/ packaging
// directory setuptools takes for a package (importlib_metadata's,
// keyring's, setuptools' top_level.txt say "debian"), and with
// python3-debian installed that name is a real module, another
// distribution's. RECORD or installed-files.txt says what the
// distribution installs. For an .egg-info directory, which lists no
// files, dpkg's record of the Debian package that owns it is no proof
// (Debian ships setuptools' pkg_resources in a package of its own): a
// name it lacks is dropped only when the Debian package that owns that
// module ships metadata of its own whose top_level.txt names it. dpkg is
// read only when top_level.txt names several modules, as its record
// costs a scan of dpkg's lists.
func (d Dist) installedOf(names []string) []string {
	var rows []string
	claimed := func(string) bool { return true }
	if b, err := readSmall(filepath.Join(d.Dir, "RECORD"), maxSmallFile); err == nil {
		rows = strings.Split(string(b), "\n")
	} else if b, err := readSmall(filepath.Join(d.Dir, "installed-files.txt"), maxSmallFile); err == nil {
		rows = strings.Split(string(b), "\n")
	} else if len(names) > 1 && d.SitePackages != "" {
		rows = dpkgSiteRows(dpkgFiles(d.Dir), d.SitePackages)
		claimed = func(top string) bool { return dpkgClaims(d.SitePackages, top) }
	}
	installed := importNamesFromPaths(rows)
	if len(installed) == 0 {
		return names
	}
	var out []string
	for _, n := range names {
		top, _, _ := strings.Cut(n, ".")
		if contains(installed, top) || !claimed(top) {
			out = append(out, n)
		}
	}
	if len(out) == 0 {
		return names
	}
	return out
}

// namesakeModules are the top-level modules beside a distutils .egg-info
// file (which lists no files) whose name is most of the distribution's:
// pyahocorasick's ahocorasick.cpython-311-x86_64-linux-gnu.so, a
// python-foo's foo.py. Without the installer's record that is the best
// reading of what the file's distribution installed; a module named for
// a small part of the name (py, yaml in pyyaml-extras) is not taken.
func (d Dist) namesakeModules() []string {
	if d.SitePackages == "" {
		return nil
	}
	ents, err := os.ReadDir(d.SitePackages)
	if err != nil {
		return nil
	}
	dist := strings.NewReplacer("-", "", "_", "", ".", "").Replace(pyname.Normalize(d.Name))
	var out []string
	for _, e := range ents {
		n := e.Name()
		var mod string
		switch {
		case e.IsDir() && isFile(filepath.Join(d.SitePackages, n, "__init__.py")):
			mod = n
		case !e.IsDir() && (strings.HasSuffix(n, ".py") || strings.HasSuffix(n, ".so") || strings.HasSuffix(n, ".pyd")):
			mod, _, _ = strings.Cut(n, ".")
		default:
			continue
		}
		key := strings.ReplaceAll(strings.ToLower(mod), "_", "")
		if pyname.ValidIdent(mod) && !strings.HasPrefix(mod, "_") && 2*len(key) >= len(dist) && strings.Contains(dist, key) && !contains(out, mod) {
			out = append(out, mod)
		}
	}
	sort.Strings(out)
	return out
}

// dropSubpackages drops the dotted names whose parent the list holds
// too: setuptools writes a top_level.txt line per package when a build
// lists packages by path (Debian's beautifulsoup4: "bs4", "bs4/builder",
// "bs4/tests"; sentencepiece: "sentencepiece", "sentencepiece/__init__"),
// and those are submodules of the top-level package, reached through
// it, not import roots of their own. A dotted name whose parent is not
// listed (a namespace's package) stays.
func dropSubpackages(names []string) []string {
	listed := map[string]bool{}
	for _, n := range names {
		listed[n] = true
	}
	var out []string
	for _, n := range names {
		sub := false
		for i := strings.IndexByte(n, '.'); i > 0 && !sub; i = nextDot(n, i) {
			sub = listed[n[:i]]
		}
		if !sub {
			out = append(out, n)
		}
	}
	return out
}

// nextDot is the index of the first '.' in n after index i, or -1.
func nextDot(n string, i int) int {
	j := strings.IndexByte(n[i+1:], '.')
	if j < 0 {
		return -1
	}
	return i + 1 + j
}

// Shadowed reports whether import name top, which the distribution
// installs as a module file (top.py), is a package directory of the same
// name it does not install (top/__init__.py, another distribution's):
// Python imports the package, so what top holds is not this
// distribution's (pytest's py.py shim beside pylib's py/). false when
// the distribution's RECORD cannot be read.
func (d Dist) Shadowed(top string) bool {
	if d.SitePackages == "" || !isFile(filepath.Join(d.SitePackages, top, "__init__.py")) {
		return false
	}
	b, err := readSmall(filepath.Join(d.Dir, "RECORD"), maxSmallFile)
	if err != nil {
		return false
	}
	file := false
	for _, row := range strings.Split(string(b), "\n") {
		p, _, _ := strings.Cut(strings.TrimSpace(row), ",")
		p = strings.Trim(p, `"`)
		switch {
		case strings.HasPrefix(p, top+"/"):
			return false // it installs the package itself
		case p == top+".py":
			file = true
		}
	}
	return file
}

// importNamesFromPaths reads RECORD rows ("path,hash,size") or bare
// paths.
func importNamesFromPaths(rows []string) []string {
	var out []string
	for _, row := range rows {
		p, _, _ := strings.Cut(strings.TrimSpace(row), ",")
		p = strings.Trim(p, `"`)
		if p == "" || strings.HasPrefix(p, "..") || strings.HasPrefix(p, "/") {
			continue
		}
		first, rest, nested := strings.Cut(p, "/")
		var name string
		switch {
		case nested && (strings.HasSuffix(first, ".dist-info") || strings.HasSuffix(first, ".data") || first == "__pycache__" || strings.HasSuffix(first, ".egg-info")):
			continue
		case nested && (strings.HasSuffix(rest, ".py") || strings.HasSuffix(rest, ".pyi") || strings.Contains(rest, ".so") || strings.HasSuffix(rest, ".pyd")):
			name = strings.TrimSuffix(first, "-stubs")
		case !nested && (strings.HasSuffix(first, ".py") || strings.HasSuffix(first, ".pyi")):
			name = strings.TrimSuffix(strings.TrimSuffix(first, ".pyi"), ".py")
		case !nested && (strings.HasSuffix(first, ".so") || strings.HasSuffix(first, ".pyd")):
			name, _, _ = strings.Cut(first, ".")
		default:
			continue
		}
		if pyname.ValidIdent(name) && !contains(out, name) && !strings.HasSuffix(name, "_distutils_hack") {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out
}

// HasModule reports whether the environment's site-packages hold the top
// import name top, and returns that directory.
func (e *Env) HasModule(top string) (string, bool) {
	for _, site := range e.SitePackages {
		for _, p := range []string{top + ".py", top + ".pyi", filepath.Join(top, "__init__.py"), filepath.Join(top, "__init__.pyi"), top + "-stubs"} {
			if _, err := os.Stat(filepath.Join(site, p)); err == nil {
				return site, true
			}
		}
		if isDir(filepath.Join(site, top)) {
			return site, true // namespace package
		}
	}
	return "", false
}

// Owner returns the distribution that installs import name top.
func (e *Env) Owner(top string) (Dist, bool) {
	for _, d := range e.All() {
		for _, n := range d.ImportNames() {
			if n == top {
				return d, true
			}
		}
	}
	return Dist{}, false
}

// Installed keeps the import names (dotted ones by their first part)
// that are installed beside the distribution's metadata: a package
// directory, a module, a stub or a compiled extension. top_level.txt
// names every module the distribution builds, and an installer may have
// put only some of them there (Debian ships pymongo's bson in a package
// of its own). When none is found, names is returned as it is.
func (d Dist) Installed(names []string) []string {
	ents, err := os.ReadDir(d.SitePackages)
	if err != nil {
		return names
	}
	here := map[string]bool{}
	for _, e := range ents {
		n := e.Name()
		switch {
		case e.IsDir():
			here[strings.TrimSuffix(n, "-stubs")] = true
		case strings.HasSuffix(n, ".py"), strings.HasSuffix(n, ".pyi"), strings.HasSuffix(n, ".so"), strings.HasSuffix(n, ".pyd"):
			first, _, _ := strings.Cut(n, ".")
			here[first] = true
		}
	}
	var out []string
	for _, n := range names {
		first, _, _ := strings.Cut(n, ".")
		if here[first] {
			out = append(out, n)
		}
	}
	if len(out) == 0 {
		return names
	}
	return out
}

// dpkgClaims reports whether the Debian package that owns module top in
// site also ships a distribution's metadata whose top_level.txt names top.
func dpkgClaims(site, top string) bool {
	for _, f := range dpkgFiles(filepath.Join(site, top)) {
		if filepath.Base(f) != "top_level.txt" || filepath.Dir(filepath.Dir(f)) != filepath.Clean(site) {
			continue
		}
		b, err := readSmall(f, maxSmallFile)
		if err != nil {
			continue
		}
		for _, l := range strings.Split(string(b), "\n") {
			if strings.TrimSpace(l) == top {
				return true
			}
		}
	}
	return false
}
