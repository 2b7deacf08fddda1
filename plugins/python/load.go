package python

import (
	"bytes"
	"context"
	"fmt"
	"io/fs"
	"path"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing/fstest"
	"time"

	"github.com/pkgdocs/pkgdocs/plugins/internal/pep440"
	"github.com/pkgdocs/pkgdocs/plugins/python/pyapi"
	"github.com/pkgdocs/pkgdocs/plugins/python/pyindex"
	"github.com/pkgdocs/pkgdocs/plugins/python/pyname"
	"github.com/pkgdocs/pkgdocs/plugins/python/sitepkgs"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/archive"
	"github.com/pkgdocs/pkgdocs/sdk/localfile"
	"github.com/pkgdocs/pkgdocs/sdk/localtree"
	"github.com/pkgdocs/pkgdocs/sdk/memo"
)

// pkg is a distribution (or a standard library module) read.
type pkg struct {
	name, version string
	meta          *sitepkgs.Metadata // nil for the standard library
	imports       []string
	// found are the top-level import names the files hold (top_level.txt,
	// else the tree), before any guess; index answers only.
	found []string
	// tops are the top-level modules it installs, private ones too
	// (cffi's _cffi_backend beside cffi), which imports leaves out.
	tops     []string
	outlines []*pyapi.Outline
	// file is the wheel or sdist read, when from an index.
	file string
	// examples are an sdist's examples/ scripts.
	examples []sdk.Example
	// docs are an sdist's doc files by path below its root ("docs/api.rst"),
	// listed in docFiles; none for installed packages (site-packages holds
	// no docs) or when no sdist was read.
	docs      map[string][]byte
	docFiles  []sdk.DocFile
	sdistRoot string // the sdist's top directory ("requests-2.28.2")
	size      int64
	fetched   time.Time
	notes     []string
	// reader makes a fresh reader of the trees the outlines were read
	// from, for what a describe of one class needs beyond its outline
	// (inheritedStubs); nil when there is none.
	reader func(ctx context.Context) *pyapi.Package
}

// readerOf makes a pkg's reader: fsys and stubs as the outline read them,
// and beyond for the bases outside them.
func (p *Provider) readerOf(fsys, stubs fs.FS, beyond []fs.FS, rt *pyapi.Runtime) func(ctx context.Context) *pyapi.Package {
	return func(ctx context.Context) *pyapi.Package {
		return &pyapi.Package{FS: fsys, Stubs: stubs, Beyond: beyond, Runtime: rt, Context: ctx, Limits: pyapi.Limits{MaxBytes: p.cfg.MaxOutlineBytes}}
	}
}

// runtimeOf is what env says of its interpreter (its version and
// standard library), for the tests compatibility code makes of it; nil
// when env is nil or knows neither.
func runtimeOf(env *sitepkgs.Env) *pyapi.Runtime {
	if env == nil || env.PythonVersion == "" && env.Stdlib == "" {
		return nil
	}
	rt := &pyapi.Runtime{Version: env.PythonVersion}
	if env.Stdlib != "" {
		rt.Stdlib = localtree.Dir(env.Stdlib)
	}
	return rt
}

// beyondTrees are the trees of env other than site where a class's base
// may be defined: its other site-packages directories, then its standard
// library.
func beyondTrees(env *sitepkgs.Env, site string) []fs.FS {
	if env == nil {
		return nil
	}
	var out []fs.FS
	for _, d := range env.SitePackages {
		if d != site {
			out = append(out, localtree.Dir(d))
		}
	}
	if env.Stdlib != "" {
		out = append(out, localtree.Dir(env.Stdlib))
	}
	return out
}

// provides reports whether the files read hold the top-level module top.
func (k *pkg) provides(top string) bool {
	for _, n := range k.found {
		if n == top {
			return true
		}
	}
	for _, o := range k.outlines {
		if o.Root == top || strings.HasPrefix(o.Root, top+".") {
			return true
		}
	}
	return false
}

// sourceExts are the files read from archives: the API and metadata.
func keepFile(name string) bool {
	base := path.Base(name)
	if isExample(name) {
		return true
	}
	return strings.HasSuffix(name, ".py") || strings.HasSuffix(name, ".pyi") ||
		base == "METADATA" || base == "PKG-INFO" || base == "top_level.txt" || base == "RECORD"
}

// load reads what c chose, memoised by where it is read from.
func (p *Provider) load(ctx context.Context, c *choice) (*pkg, error) {
	var key string
	switch {
	case c.stdlib:
		key = "stdlib|" + c.env.Stdlib + "|" + c.module
	case c.installed != nil:
		key = "installed|" + c.installed.Dir + "|" + c.module
	case c.localDir != "":
		key = "local|" + c.localDir + "|" + c.module
	case c.wheel != "":
		key = "wheel|" + c.wheel + "|" + c.module
	default:
		key = "index|" + c.project.Index.URL + "|" + pyname.Normalize(c.dist) + "|" + c.version + "|" + c.module
	}
	return p.loaded.Do(ctx, key, func(ctx context.Context) (*pkg, memo.Lifetime, error) {
		var k *pkg
		var err error
		switch {
		case c.stdlib:
			k, err = p.loadStdlib(ctx, c)
		case c.installed != nil:
			k, err = p.loadInstalled(ctx, c)
		case c.localDir != "":
			k, err = p.loadLocal(ctx, c)
		case c.wheel != "":
			k, err = p.loadWheelFile(ctx, c)
		default:
			k, err = p.loadIndex(ctx, c)
		}
		if err != nil {
			return nil, memo.Stable, err
		}
		k.fetched = time.Now()
		for _, o := range k.outlines {
			for _, s := range o.Symbols {
				k.size += int64(len(s.Name) + len(s.Signature) + len(s.Doc) + 64)
			}
		}
		if k.meta != nil {
			k.size += int64(len(k.meta.Description))
		}
		for _, d := range k.docs {
			k.size += int64(len(d))
		}
		for _, e := range k.examples {
			k.size += int64(len(e.Code))
		}
		// Installed files can change under us (pip install -U): reread
		// after the TTL. Index files and the stdlib never change.
		if c.installed != nil || c.localDir != "" || c.wheel != "" {
			return k, memo.Floating, nil
		}
		return k, memo.Stable, nil
	})
}

func (p *Provider) outline(ctx context.Context, fsys fs.FS, stubs fs.FS, imports []string, module string, rt *pyapi.Runtime) ([]*pyapi.Outline, error) {
	roots := imports
	if module != "" {
		roots = []string{module}
	}
	var out []*pyapi.Outline
	for _, r := range roots {
		pk := &pyapi.Package{FS: fsys, Stubs: stubs, Runtime: rt, Context: ctx, Limits: pyapi.Limits{MaxBytes: p.cfg.MaxOutlineBytes}}
		o, err := pk.Read(r)
		if err == pyapi.ErrNoModule {
			if alias := pk.AliasOf(r); alias != "" {
				if o, err = pk.Read(alias); err == nil {
					o.Root = r
				}
			}
		}
		if err != nil {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			if module != "" {
				return nil, sdk.NotFound("module %s not found", module)
			}
			continue // a C extension or data-only name: no Python source
		}
		out = append(out, o)
	}
	return out, nil
}

// publicImports drops private top-level names (_yaml) when public ones exist.
func publicImports(names []string) []string {
	var pub []string
	for _, n := range names {
		if !strings.HasPrefix(n, "_") {
			pub = append(pub, n)
		}
	}
	if len(pub) == 0 {
		return names
	}
	return pub
}

func (p *Provider) loadInstalled(ctx context.Context, c *choice) (*pkg, error) {
	d := c.installed
	meta, err := d.Metadata()
	if err != nil {
		return nil, fmt.Errorf("read %s metadata: %w", d.Name, err)
	}
	k := &pkg{name: d.Name, version: d.Version, meta: meta}
	// Name and version land in the answer's header: the metadata's are
	// taken only when they are the installed distribution's, and valid.
	if n := meta.Get("Name"); n != "" && pyname.Normalize(n) == pyname.Normalize(d.Name) && pyname.ValidDist(n) {
		k.name = n
	}
	v := meta.Get("Version")
	// A placeholder the resolver replaced (statedVersion) stays replaced.
	replaced := sitepkgs.PlaceholderVersion(v) && !sitepkgs.PlaceholderVersion(d.Version)
	if v != "" && !replaced {
		k.version = v
	}
	if !validVersion(k.version) {
		return nil, sdk.FailedPrecondition("the installed %s has version %q in its metadata, which is not a valid PEP 440 version", d.Name, k.version)
	}
	k.tops = d.Installed(d.ImportNames())
	k.imports = publicImports(k.tops)
	if len(k.imports) == 0 {
		k.imports = []string{pyname.ImportGuess(k.name)}
	}
	siteDir := d.SitePackages
	// An editable install (pip install -e, uv sync's own project) keeps
	// only metadata in site-packages; the code is where it points.
	if roots := d.EditableRoots(k.imports); len(roots) > 0 {
		siteDir = roots[0]
		k.notes = append(k.notes, fmt.Sprintf("%s is installed in editable mode: the API is read from its source in %s, as the project's code imports it.", k.name, siteDir))
	}
	site := localtree.Dir(siteDir)
	rt := runtimeOf(c.env)
	k.outlines, err = p.outline(ctx, site, site, k.imports, c.module, rt)
	k.reader = p.readerOf(site, site, beyondTrees(c.env, siteDir), rt)
	if err != nil {
		return nil, err
	}
	return k, nil
}

func (p *Provider) loadIndex(ctx context.Context, c *choice) (*pkg, error) {
	f, err := c.project.PickFile(c.version)
	if err != nil {
		return nil, sdk.NotFound("%v", err)
	}
	// The sdist's docs/ and examples/ next to a wheel, downloaded while the
	// wheel is read.
	type sdistResult struct {
		files []archive.File
		err   error
	}
	var sdistCh chan sdistResult
	var sdistNote string
	var left int // doc files over the bounds
	if isWheel(f.Filename) {
		if sd, ok := p.docsSdist(c.project, c.version); ok {
			sdistCh = make(chan sdistResult, 1)
			go func() {
				files, _, err := p.readSdist(ctx, c, sd, p.docsSdistCap())
				sdistCh <- sdistResult{files, err}
			}()
		} else if sd.Filename != "" {
			sdistNote = fmt.Sprintf("the sdist %s (%d bytes) is over the %d-byte limit for reading docs: no docs/ files or examples/ scripts", sd.Filename, sd.Size, p.docsSdistCap())
		}
	}
	k := &pkg{name: c.project.Name, version: c.version, file: f.Filename}
	var fsys fs.FS
	if isWheel(f.Filename) {
		data, err := c.client.Download(ctx, c.project.Index, f)
		if err != nil {
			return nil, err
		}
		files, err := archive.ReadZip(bytes.NewReader(data), int64(len(data)), p.archiveLimits(), keepFile)
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", f.Filename, err)
		}
		fsys = memFS(files, "")
	} else {
		files, root, err := p.readSdist(ctx, c, f, p.cfg.MaxArchiveBytes)
		if err != nil {
			return nil, err
		}
		fsys, left = sdistTree(k, files, root)
	}
	if sdistCh != nil {
		select {
		case r := <-sdistCh:
			if r.err != nil {
				if ctx.Err() != nil {
					return nil, ctx.Err()
				}
				sdistNote = "the sdist could not be read for docs: " + r.err.Error() + ": no docs/ files or examples/ scripts"
			} else {
				root := ""
				if len(r.files) > 0 {
					root, _, _ = strings.Cut(r.files[0].Name, "/")
				}
				k.sdistRoot = root
				k.examples = sdistExamples(r.files, root)
				k.docs, k.docFiles, left = sdistDocs(r.files)
			}
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	if sdistNote != "" {
		k.notes = append(k.notes, sdistNote)
	}
	if left > 0 {
		k.notes = append(k.notes, fmt.Sprintf("%d more doc files of the sdist are left out (at most %d files, %d bytes in all)", left, maxDocFiles, maxDocTotal))
	}
	return p.finishArchive(ctx, c, k, fsys)
}

// sdistTree is the tree to read an sdist's API from (its sources, under
// src/ when they sit there), with its docs and examples set in k; left
// counts the doc files over the bounds.
func sdistTree(k *pkg, files []archive.File, root string) (fs.FS, int) {
	fsys := memFS(files, root)
	k.sdistRoot = root
	k.examples = sdistExamples(files, root)
	var left int
	k.docs, k.docFiles, left = sdistDocs(files)
	// Sources may sit under src/.
	if st, err := fs.Stat(fsys, "src"); err == nil && st.IsDir() {
		if sub, err := fs.Sub(fsys, "src"); err == nil {
			if b, err := fs.ReadFile(fsys, "PKG-INFO"); err == nil {
				k.meta = sitepkgs.ParseMetadata(b)
			}
			fsys = sub
		}
	}
	return fsys, left
}

// loadWheelFile reads a wheel or an sdist of a wheelhouse (choice.wheel).
func (p *Provider) loadWheelFile(ctx context.Context, c *choice) (*pkg, error) {
	data, err := localfile.Read(c.wheel, p.cfg.MaxArchiveBytes)
	if err != nil {
		return nil, sdk.FailedPrecondition("read %s: %v", c.wheel, err)
	}
	k := &pkg{name: c.dist, version: c.version, file: filepath.Base(c.wheel)}
	if isWheel(c.wheel) {
		files, err := archive.ReadZip(bytes.NewReader(data), int64(len(data)), p.archiveLimits(), keepFile)
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", c.wheel, err)
		}
		return p.finishArchive(ctx, c, k, memFS(files, ""))
	}
	// An sdist: its sources, metadata (PKG-INFO), docs and examples.
	var files []archive.File
	if strings.HasSuffix(c.wheel, ".zip") {
		files, err = archive.ReadZip(bytes.NewReader(data), int64(len(data)), p.archiveLimits(), keepSdist)
	} else {
		var contents *archive.Contents
		if contents, err = archive.ScanTarGz(ctx, bytes.NewReader(data), p.archiveLimits(), keepSdist); err == nil {
			files = contents.Files
		}
	}
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", c.wheel, err)
	}
	root := ""
	if len(files) > 0 {
		root, _, _ = strings.Cut(files[0].Name, "/")
	}
	fsys, left := sdistTree(k, files, root)
	if left > 0 {
		k.notes = append(k.notes, fmt.Sprintf("%d more doc files of the sdist are left out (at most %d files, %d bytes in all)", left, maxDocFiles, maxDocTotal))
	}
	return p.finishArchive(ctx, c, k, fsys)
}

// finishArchive reads a distribution's metadata, import names and API
// from the files of its archive (fsys) into k.
func (p *Provider) finishArchive(ctx context.Context, c *choice, k *pkg, fsys fs.FS) (*pkg, error) {
	var err error
	if k.meta == nil {
		k.meta, k.imports = wheelMeta(fsys)
	} else {
		_, k.imports = wheelMeta(fsys)
	}
	if k.meta == nil {
		if b, err := fs.ReadFile(fsys, "PKG-INFO"); err == nil {
			k.meta = sitepkgs.ParseMetadata(b)
		}
	}
	if k.meta == nil {
		k.meta = &sitepkgs.Metadata{Fields: map[string][]string{}}
	}
	if n := k.meta.Get("Name"); c.wheel != "" && n != "" && pyname.Normalize(n) == pyname.Normalize(k.name) {
		k.name = n // the distribution's own spelling
	}
	if len(k.imports) == 0 {
		k.imports = topLevelPackages(fsys)
	}
	k.imports = treeNamespaces(fsys, k.imports, declaredNamespaces(fsys), 0)
	k.found = append([]string(nil), k.imports...)
	k.tops = k.found
	k.imports = publicImports(k.imports)
	if len(k.imports) == 0 {
		k.imports = []string{pyname.ImportGuess(k.name)}
	}
	k.outlines, err = p.outline(ctx, fsys, fsys, k.imports, c.module, nil)
	k.reader = p.readerOf(fsys, fsys, beyondTrees(c.env, ""), nil)
	if err != nil {
		return nil, err
	}
	return k, nil
}

func isWheel(name string) bool { return strings.HasSuffix(name, ".whl") }

func (p *Provider) archiveLimits() archive.Limits {
	return archive.Limits{MaxFileBytes: 4 << 20, MaxTotalBytes: 256 << 20, MaxArchiveBytes: 512 << 20, MaxInputBytes: p.cfg.MaxArchiveBytes, SkipLarge: true}
}

// docsSdistCap is the largest sdist downloaded for its docs next to a
// wheel.
func (p *Provider) docsSdistCap() int64 {
	return min(p.cfg.MaxDocsSdistBytes, p.cfg.MaxArchiveBytes)
}

// docsSdist finds the sdist of a release to read docs from next to its
// wheel: ok when there is one and its size is within the cap (or not
// published: the download is capped). A listed sdist over the cap is
// returned with ok false, so the answer can say why it has no docs.
func (p *Provider) docsSdist(proj *pyindex.Project, version string) (pyindex.File, bool) {
	if p.cfg.MaxDocsSdistBytes < 0 {
		return pyindex.File{}, false
	}
	var best pyindex.File
	for _, f := range proj.Files[version] {
		if !strings.HasSuffix(f.Filename, ".tar.gz") && !strings.HasSuffix(f.Filename, ".zip") {
			continue
		}
		if best.Filename == "" || best.Yanked && !f.Yanked {
			best = f
		}
	}
	if best.Filename == "" {
		return best, false
	}
	return best, best.Size <= p.docsSdistCap()
}

// readSdist downloads an sdist (at most max bytes) and reads its sources,
// metadata, examples and docs; root is its top directory
// ("requests-2.28.2").
func (p *Provider) readSdist(ctx context.Context, c *choice, f pyindex.File, max int64) (files []archive.File, root string, err error) {
	cl := *c.client
	cl.MaxFileBytes = max
	data, err := cl.Download(ctx, c.project.Index, f)
	if err != nil {
		return nil, "", err
	}
	lim := p.archiveLimits()
	lim.MaxInputBytes = max
	if strings.HasSuffix(f.Filename, ".zip") {
		files, err = archive.ReadZip(bytes.NewReader(data), int64(len(data)), lim, keepSdist)
	} else {
		var contents *archive.Contents
		if contents, err = archive.ScanTarGz(ctx, bytes.NewReader(data), lim, keepSdist); err == nil {
			files = contents.Files
		}
	}
	if err != nil {
		return nil, "", fmt.Errorf("read %s: %w", f.Filename, err)
	}
	if len(files) > 0 {
		root, _, _ = strings.Cut(files[0].Name, "/")
	}
	return files, root, nil
}

// memFS holds archive files in memory, names relative to root.
func memFS(files []archive.File, root string) fs.FS {
	m := fstest.MapFS{}
	for _, f := range files {
		name := f.Name
		if root != "" {
			rest, ok := strings.CutPrefix(name, root+"/")
			if !ok {
				continue
			}
			name = rest
		}
		if name == "" || !fs.ValidPath(name) {
			continue
		}
		m[name] = &fstest.MapFile{Data: f.Data, Mode: 0o444}
	}
	return m
}

// wheelMeta reads a wheel's *.dist-info METADATA and its import names.
func wheelMeta(fsys fs.FS) (*sitepkgs.Metadata, []string) {
	ents, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return nil, nil
	}
	for _, e := range ents {
		if !e.IsDir() || !strings.HasSuffix(e.Name(), ".dist-info") {
			continue
		}
		var meta *sitepkgs.Metadata
		if b, err := fs.ReadFile(fsys, e.Name()+"/METADATA"); err == nil {
			meta = sitepkgs.ParseMetadata(b)
		}
		var imports []string
		if b, err := fs.ReadFile(fsys, e.Name()+"/top_level.txt"); err == nil {
			for _, l := range strings.Fields(string(b)) {
				if pyname.ValidImport(l) {
					imports = append(imports, l)
				}
			}
		}
		return meta, imports
	}
	return nil, nil
}

// treeNamespaces replaces each import name that is a namespace package
// in the tree (a directory with Python code below it and no __init__.py:
// PEP 420, or setuptools' namespaces as wheels ship them, without their
// __init__) by the packages and modules it holds there (google →
// google.auth): a wheel or sdist holds only its own distribution's
// files, and importing the namespace gives none of its API. A name that
// is no directory, or has an __init__, stays.
func treeNamespaces(fsys fs.FS, names, declared []string, depth int) []string {
	var out []string
	for _, n := range names {
		dir := strings.ReplaceAll(n, ".", "/")
		ents, err := fs.ReadDir(fsys, dir)
		if err != nil || depth >= 4 || hasInit(fsys, dir) && !slices.Contains(declared, n) {
			out = append(out, n)
			continue
		}
		var kids []string
		for _, e := range ents {
			c := e.Name()
			switch {
			case e.IsDir() && pyname.ValidIdent(c) && c != "__pycache__" && c != "tests" && c != "test":
				if pythonBelow(fsys, dir+"/"+c, depth) {
					kids = append(kids, n+"."+c)
				}
			case (strings.HasSuffix(c, ".py") || strings.HasSuffix(c, ".pyi")) && !strings.HasPrefix(c, "__init__.") && pyname.ValidIdent(strings.TrimSuffix(strings.TrimSuffix(c, ".pyi"), ".py")):
				kids = append(kids, n+"."+strings.TrimSuffix(strings.TrimSuffix(c, ".pyi"), ".py"))
			}
		}
		if len(kids) == 0 {
			out = append(out, n)
			continue
		}
		out = append(out, treeNamespaces(fsys, kids, declared, depth+1)...)
	}
	return out
}

// declaredNamespaces reads a wheel's namespace_packages.txt: setuptools'
// pkg_resources-style namespaces, whose __init__.py only declares them.
func declaredNamespaces(fsys fs.FS) []string {
	ents, _ := fs.ReadDir(fsys, ".")
	for _, e := range ents {
		if !e.IsDir() || !strings.HasSuffix(e.Name(), ".dist-info") && !strings.HasSuffix(e.Name(), ".egg-info") {
			continue
		}
		b, err := fs.ReadFile(fsys, e.Name()+"/namespace_packages.txt")
		if err != nil {
			continue
		}
		return sitepkgs.ParseNamespaces(b)
	}
	return nil
}

// hasInit reports whether directory dir of the tree is a regular package.
func hasInit(fsys fs.FS, dir string) bool {
	for _, f := range []string{"__init__.py", "__init__.pyi"} {
		if _, err := fs.Stat(fsys, dir+"/"+f); err == nil {
			return true
		}
	}
	return false
}

// pythonBelow reports whether directory dir holds a Python file, in it
// or in directories below it (nested namespaces: google/cloud/storage),
// at most a few levels down.
func pythonBelow(fsys fs.FS, dir string, depth int) bool {
	if depth >= 4 {
		return false
	}
	ents, _ := fs.ReadDir(fsys, dir)
	for _, e := range ents {
		switch {
		case !e.IsDir() && (strings.HasSuffix(e.Name(), ".py") || strings.HasSuffix(e.Name(), ".pyi")):
			return true
		case e.IsDir() && pyname.ValidIdent(e.Name()) && pythonBelow(fsys, dir+"/"+e.Name(), depth+1):
			return true
		}
	}
	return false
}

// topLevelPackages lists the importable top-level names of a tree.
func topLevelPackages(fsys fs.FS) []string {
	ents, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range ents {
		n := e.Name()
		switch {
		case e.IsDir() && pyname.ValidIdent(strings.TrimSuffix(n, "-stubs")) && n != "tests" && n != "test" && n != "docs" && n != "examples":
			if hasInit(fsys, n) {
				out = append(out, strings.TrimSuffix(n, "-stubs"))
			}
		case strings.HasSuffix(n, ".py") && n != "setup.py" && n != "conftest.py" && pyname.ValidIdent(strings.TrimSuffix(n, ".py")):
			out = append(out, strings.TrimSuffix(n, ".py"))
		}
	}
	if len(out) == 0 {
		// nothing but namespace packages (google/auth/..., no
		// google/__init__.py): treeNamespaces narrows them
		for _, e := range ents {
			if n := e.Name(); e.IsDir() && pyname.ValidIdent(n) && !nonPackageDirs[n] && !strings.HasSuffix(n, ".dist-info") && pythonBelow(fsys, n, 1) {
				out = append(out, n)
			}
		}
	}
	sort.Strings(out)
	return out
}

// nonPackageDirs are top-level directories of a source tree that hold
// Python code but are no import package of the distribution.
var nonPackageDirs = map[string]bool{"tests": true, "test": true, "docs": true, "doc": true, "examples": true, "example": true,
	"scripts": true, "benchmarks": true, "tools": true, "build": true, "ci": true}

// maxExampleBytes bounds one example script shown whole.
const maxExampleBytes = 16 << 10

// isExample reports whether an sdist path is an example script
// ("pkg-1.0/examples/basic.py").
func isExample(name string) bool {
	_, rest, ok := strings.Cut(name, "/")
	return ok && strings.HasPrefix(rest, "examples/") && strings.HasSuffix(rest, ".py")
}

// sdistExamples turns an sdist's examples/*.py into examples, sorted by
// path, at most maxExamples, each at most maxExampleBytes.
func sdistExamples(files []archive.File, root string) []sdk.Example {
	var out []sdk.Example
	for _, f := range files {
		if !isExample(f.Name) || len(f.Data) > maxExampleBytes {
			continue
		}
		rel := strings.TrimPrefix(f.Name, root+"/")
		out = append(out, sdk.Example{Title: rel, Language: "python", Code: string(f.Data), Source: rel})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Source < out[j].Source })
	if len(out) > maxExamples {
		out = out[:maxExamples]
	}
	return out
}

// validVersion reports whether v is a PEP 440 version, as written (no
// surrounding space or line breaks).
func validVersion(v string) bool {
	_, err := pep440.Parse(v)
	return err == nil && v == strings.TrimSpace(v) && !strings.ContainsAny(v, " \t\r\n")
}
