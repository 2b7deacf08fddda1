package pyapi

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"sort"
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// Limits bound what reading one package may cost.
type Limits struct {
	// MaxFileBytes skips a source file larger than this; zero means 2 MiB
	// (generated tables, not API, are bigger).
	MaxFileBytes int64
	// MaxModules bounds the modules read; zero means 3000.
	MaxModules int
	// MaxBytes bounds the outline's signatures and docs; zero means 16 MiB.
	// Past it the rest is left out and Outline.Truncated says so.
	MaxBytes int
}

// Package reads the API of one import package (or module) from a source
// tree rooted where import paths begin: a site-packages directory, a
// wheel's root, the standard library's Lib/.
type Package struct {
	FS     fs.FS
	Limits Limits
	// Context, when set, stops a read that is no longer wanted: Read
	// returns its error.
	Context context.Context
	// Stubs, when set, is a tree where "<top>-stubs/" (PEP 561 stub-only
	// distributions) are looked for first, per module.
	Stubs fs.FS
	// Beyond are trees read only to follow a class's bases out of FS
	// (Inherits): the environment's other site-packages directories,
	// then the standard library of the interpreter the project uses.
	Beyond []fs.FS
	// Runtime, when set, is the interpreter the package runs on: an if
	// that tests it (hasattr(typing, "X"), sys.version_info >= (3, 10))
	// binds what that interpreter binds. nil reads every branch.
	Runtime *Runtime

	beyond  []*Package // FS's Package, then one per Beyond tree
	mods    map[string]*parsed
	impls   map[string]*parsed               // .py beside a .pyi stub, for its docstrings
	added   map[string]map[string][]AddedDoc // per top package: add_newdoc docstrings by qual
	exports map[string][]string
	dirs    map[dirKey]map[string]fs.DirEntry
	read    int
	bytes   int
	stopped error
}

type parsed struct {
	mod   *Module
	path  string
	isPkg bool
	// compiled: read from a .pyi stub that stands for a compiled
	// extension module beside it (no .py source), which the stub may not
	// declare whole: pygit2's _pygit2.pyi lacks constants its .so has.
	compiled bool
}

// Outline is the API of one import package.
type Outline struct {
	// Root is the import path read ("requests", "os.path").
	Root string
	// Doc is the root module's docstring.
	Doc string
	// Symbols are in outline order: the root's names, then each public
	// submodule (Kind "module") and its names. Doc holds the full
	// docstring; Name is relative to Root ("Session.get",
	// "adapters.HTTPAdapter").
	Symbols []sdk.Symbol
	// Modules lists the public modules read, Root first.
	Modules []string
	// ExportedModules are the submodules (names relative to Root) the
	// root module exports by name: listed in its __all__ ("linalg",
	// "fft"), or imported before a computed one. They are API an agent
	// reaches as attributes (pkg.linalg.norm), not only subpackages.
	ExportedModules []string
	// Files is how many source files were parsed.
	Files int
	// Truncated says the outline hit Limits.MaxBytes or MaxModules.
	Truncated bool

	// Reexports are the names a public submodule binds to a definition
	// Symbols lists under the root's export (requests.sessions.Session
	// beside Session): "reexport" symbols, for check_package_api, best
	// listed after the API.
	Reexports []sdk.Symbol

	// CompiledOnly maps each module (relative to Root, "" for Root) whose
	// names this reader cannot list come only from compiled modules (star
	// imports of them, or their stubs) to those modules' dotted paths: a
	// name such a module does not list is one of theirs or none at all
	// (LookupNames reads their binaries). A module with any other unlisted
	// names (bound when it runs) is not here.
	CompiledOnly map[string][]string
	// CompiledClasses are the classes (names relative to Root) a .pyi
	// stub declares that no Python class statement implements: compiled
	// types, whose members beyond the stub's are named in their
	// binaries (LookupNames reads them).
	CompiledClasses map[string]bool

	reexported map[string]bool // names in Reexports
	// deprecatedBy, while Read lists a module that warns when imported,
	// is the deprecation every name it adds gets.
	deprecatedBy string
}

// compiledOnly is the compiled modules whys name, when every one names
// one; nil otherwise.
func compiledOnly(whys []unlistedWhy) []string {
	var out []string
	for _, u := range whys {
		if u.compiled == "" {
			return nil
		}
		if !slices.Contains(out, u.compiled) {
			out = append(out, u.compiled)
		}
	}
	return out
}

// ErrNoModule: the import path names no module in the tree.
var ErrNoModule = errors.New("no such module")

func (p *Package) init() {
	if p.mods == nil {
		p.mods = map[string]*parsed{}
	}
	if p.Limits.MaxFileBytes == 0 {
		p.Limits.MaxFileBytes = 2 << 20
	}
	if p.Limits.MaxModules == 0 {
		p.Limits.MaxModules = 3000
	}
	if p.Limits.MaxBytes == 0 {
		p.Limits.MaxBytes = 16 << 20
	}
}

// module parses the module with dotted import path dotted, or returns nil.
func (p *Package) module(dotted string) *parsed {
	p.init()
	if m, ok := p.mods[dotted]; ok {
		return m
	}
	if p.Context != nil && p.stopped == nil {
		p.stopped = p.Context.Err()
	}
	if p.stopped != nil {
		return nil
	}
	p.mods[dotted] = nil
	if p.read >= p.Limits.MaxModules {
		return nil
	}
	rel := strings.ReplaceAll(dotted, ".", "/")
	top, rest, _ := strings.Cut(rel, "/")
	type cand struct {
		stubs bool
		path  string
		isPkg bool
	}
	var cands []cand
	if p.Stubs != nil {
		stub := top + "-stubs"
		if rest != "" {
			stub += "/" + rest
		}
		cands = append(cands, cand{true, stub + ".pyi", false}, cand{true, stub + "/__init__.pyi", true})
	}
	cands = append(cands,
		cand{false, rel + ".pyi", false}, cand{false, rel + "/__init__.pyi", true},
		cand{false, rel + ".py", false}, cand{false, rel + "/__init__.py", true})
	for _, c := range cands {
		e, ok := p.entry(c.stubs, c.path)
		if !ok || !e.Type().IsRegular() {
			continue
		}
		if st, err := e.Info(); err != nil || st.Size() > p.Limits.MaxFileBytes {
			continue
		}
		fsys := p.FS
		if c.stubs {
			fsys = p.Stubs
		}
		b, err := fs.ReadFile(fsys, c.path)
		if err != nil {
			continue
		}
		p.read++
		m := &parsed{mod: parseFor(b, p.Runtime), path: c.path, isPkg: c.isPkg}
		m.compiled = !c.stubs && strings.HasSuffix(c.path, ".pyi") && p.compiledBeside(strings.TrimSuffix(c.path, ".pyi"))
		p.mods[dotted] = m
		if py := strings.TrimSuffix(c.path, "i"); !c.stubs && !m.compiled && strings.HasSuffix(c.path, ".pyi") && p.staleStub(dotted, m) {
			// The stub imports a module of its package that is not
			// there: it is older than the source beside it, which is
			// what runs (pyzmq 24's zmq/sugar).
			if b, err := fs.ReadFile(p.FS, py); err == nil && int64(len(b)) <= p.Limits.MaxFileBytes {
				m = &parsed{mod: parseFor(b, p.Runtime), path: py, isPkg: c.isPkg}
				p.mods[dotted] = m
			}
		}
		p.callsFrameWriter(dotted, m)
		p.tryDefs(dotted, m)
		p.classLoops(dotted, m)
		return m
	}
	// A namespace package: a directory without __init__.
	if e, ok := p.entry(false, rel); ok && e.IsDir() {
		m := &parsed{mod: &Module{}, path: rel, isPkg: true}
		p.mods[dotted] = m
		return m
	}
	return nil
}

// tryDefs puts back, in module dotted, each class or function a try
// body defines and an "except ImportError:" handler defines again
// (Def.TryDef) when the trees read here hold every module that try body
// imports: the imports work, the handler does not run, and the try
// body's definition is what the module holds (Flask-Security-Too's
// AsaList, a SQLAlchemy type whose stand-in without SQLAlchemy is an
// empty class, so its process_bind_param "did not exist"). A module they
// do not hold may be missing where the package runs: the stand-in stays.
func (p *Package) tryDefs(dotted string, m *parsed) {
	for i, d := range m.mod.Defs {
		if d.TryDef != nil && p.importsHeld(dotted, m.isPkg, d.TryImports) {
			d.TryDef.Rebound = true
			m.mod.Defs[i] = d.TryDef
		}
	}
}

// classLoops gives each class of module dotted the attributes its body
// binds in a loop over a collection it imports from another module of
// its package (Def.Loops): that module's literal strings, or, when it
// holds none there, members this reader cannot list.
func (p *Package) classLoops(dotted string, m *parsed) {
	for _, d := range m.mod.Defs {
		for _, l := range d.Loops {
			names, ok := p.importedLiteral(dotted, m, l.Over)
			if !ok {
				addDynamic(d, l.Statement)
				continue
			}
			for _, n := range names {
				if ValidName(n) && !slices.ContainsFunc(d.Members, func(o *Def) bool { return o.Name == n }) {
					d.Members = append(d.Members, nsMember(n, l.Value, l.Statement))
				}
			}
		}
		d.Loops = nil
	}
}

// importedLiteral returns the strings of the literal collection name is
// in the module of dotted's own package it is imported from ("from
// .colors import names").
func (p *Package) importedLiteral(dotted string, m *parsed, name string) ([]string, bool) {
	for i := len(m.mod.Imports) - 1; i >= 0; i-- {
		imp := m.mod.Imports[i]
		if imp.As != name || imp.Name == "" || imp.Star || imp.TypeChecking {
			continue
		}
		src := absolute(dotted, m.isPkg, imp.Module)
		if src == "" || topOf(src) != topOf(dotted) || src == dotted {
			return nil, false
		}
		sm := p.module(src)
		if sm == nil {
			return nil, false
		}
		names, ok := sm.mod.Literals[imp.Name]
		return names, ok
	}
	return nil, false
}

// importsHeld reports whether each of imports, made in module dotted,
// names a module of dotted's own top-level package, one a tree read
// here holds, or one of the standard library the Runtime has.
func (p *Package) importsHeld(dotted string, isPkg bool, imports []Import) bool {
	for _, imp := range imports {
		if imp.TypeChecking {
			continue
		}
		mod := absolute(dotted, isPkg, imp.Module)
		if mod == "" {
			return false
		}
		if top := topOf(mod); top != topOf(dotted) && !p.holdsTop(top) && p.Runtime.module(mod) == nil {
			return false
		}
	}
	return true
}

// callsFrameWriter records as a Dynamic of module dotted its first
// module-level call of a function or class that writes into its
// caller's namespace (Module.FrameWriters): one of its own, or one it
// imports by name from a module of its top-level package.
func (p *Package) callsFrameWriter(dotted string, m *parsed) {
	if len(m.mod.TopCalls) == 0 || len(m.mod.Dynamic) >= maxDynamic {
		return
	}
	top, _, _ := strings.Cut(dotted, ".")
	for _, name := range m.mod.TopCalls {
		from := ""
		if slices.Contains(m.mod.FrameWriters, name) {
			from = dotted
		} else {
			for _, imp := range m.mod.Imports {
				if imp.Name == "" || imp.Star || imp.As != name {
					continue
				}
				abs := absolute(dotted, m.isPkg, imp.Module)
				if t, _, _ := strings.Cut(abs, "."); t != top || abs == dotted {
					continue
				}
				if src := p.module(abs); src != nil && slices.Contains(src.mod.FrameWriters, imp.Name) {
					from = abs
				}
			}
		}
		if from != "" {
			m.mod.Dynamic = append(m.mod.Dynamic, Dynamic{Statement: "calls " + name + " (" + from + "), which writes into its caller's namespace"})
			return
		}
	}
}

// compiledBeside reports whether a compiled extension module stem (a
// path without extension: "pygit2/_pygit2", "pkg/__init__") is in the
// tree without a .py source: stem.so, stem.pyd, or with a platform tag
// (stem.cpython-311-x86_64-linux-gnu.so, stem.abi3.so, stem.cp311-win_amd64.pyd).
func (p *Package) compiledBeside(stem string) bool {
	if e, ok := p.entry(false, stem+".py"); ok && e.Type().IsRegular() {
		return false
	}
	dir, base := path.Split(stem)
	dir = strings.TrimSuffix(dir, "/")
	if dir == "" {
		dir = "."
	}
	p.entry(false, path.Join(dir, base+".so")) // reads the directory's listing once
	for name := range p.dirs[dirKey{false, dir}] {
		rest, ok := strings.CutPrefix(name, base+".")
		if ok && (strings.HasSuffix(rest, "so") && (rest == "so" || strings.HasSuffix(rest, ".so")) || rest == "pyd" || strings.HasSuffix(rest, ".pyd")) {
			return true
		}
	}
	return false
}

// staleStub reports whether stub m (of module dotted) star-imports a
// module of its own package that is absent from the tree.
func (p *Package) staleStub(dotted string, m *parsed) bool {
	for _, imp := range m.mod.Imports {
		if imp.Star && !imp.TypeChecking && p.absent(absolute(dotted, m.isPkg, imp.Module), dotted) {
			return true
		}
	}
	return false
}

// absent reports whether module target, of the same top-level package
// as module from, has no file in the tree at all: no source, stub,
// compiled extension or directory, beside files of its package. Importing
// it fails, so a star import of it (a stale stub's, one under try)
// binds no name.
func (p *Package) absent(target, from string) bool {
	top, _, _ := strings.Cut(from, ".")
	if target == top || !strings.HasPrefix(target, top+".") || p.module(target) != nil {
		return false
	}
	stem := strings.ReplaceAll(target, ".", "/")
	parent := path.Dir(stem)
	if e, ok := p.entry(false, parent); !ok || !e.IsDir() {
		return false // the parent's files are not here to look at
	}
	if _, ok := p.entry(false, stem); ok {
		return false
	}
	return !p.compiledBeside(stem)
}

type dirKey struct {
	stubs bool // Package.Stubs, else Package.FS
	dir   string
}

// entry looks name up in its directory's listing, read once per
// directory: far fewer file system calls than a Stat per candidate file
// (a tree that refuses symlinks checks every path element on each call).
func (p *Package) entry(stubs bool, name string) (fs.DirEntry, bool) {
	fsys := p.FS
	if stubs {
		fsys = p.Stubs
	}
	if fsys == nil {
		return nil, false
	}
	dir, base := path.Split(name)
	dir = strings.TrimSuffix(dir, "/")
	if dir == "" {
		dir = "."
	}
	if p.dirs == nil {
		p.dirs = map[dirKey]map[string]fs.DirEntry{}
	}
	k := dirKey{stubs, dir}
	list, ok := p.dirs[k]
	if !ok {
		ents, err := fs.ReadDir(fsys, dir)
		if err == nil {
			list = make(map[string]fs.DirEntry, len(ents))
			for _, e := range ents {
				list[e.Name()] = e
			}
		}
		p.dirs[k] = list
	}
	e, ok := list[base]
	return e, ok
}

// Exists reports whether dotted names a module in the tree.
func (p *Package) Exists(dotted string) bool { return p.module(dotted) != nil }

// absolute resolves a relative import written in module from.
func absolute(from string, isPkg bool, mod string) string {
	if !strings.HasPrefix(mod, ".") {
		return mod
	}
	dots := len(mod) - len(strings.TrimLeft(mod, "."))
	base := strings.Split(from, ".")
	if !isPkg {
		base = base[:len(base)-1]
	}
	up := dots - 1
	if up > len(base) {
		return ""
	}
	base = base[:len(base)-up]
	rest := mod[dots:]
	if rest != "" {
		base = append(base, rest)
	}
	return strings.Join(base, ".")
}

// exported returns the names module dotted exports, in order, with where
// each comes from.
func (p *Package) exported(dotted string, depth int) []string {
	if e, ok := p.exports[dotted]; ok {
		return e
	}
	m := p.module(dotted)
	if m == nil || depth > 8 {
		return nil
	}
	if p.exports == nil {
		p.exports = map[string][]string{}
	}
	p.exports[dotted] = nil // a cycle of star imports ends here
	out := p.exportedUncached(dotted, m, depth, true)
	p.exports[dotted] = out
	return out
}

// exportedUncached is exported without its cache; plainImports says
// whether a plain module (not a package) without __all__ exports the
// names it imports from its own package, as a star import of it binds
// them (false where a guess stands for a computed list: "__all__ +=
// _psplatform.__extra__all__").
func (p *Package) exportedUncached(dotted string, m *parsed, depth int, plainImports bool) []string {
	mod := m.mod
	seen := map[string]bool{}
	var out []string
	addName := func(n string) {
		if !seen[n] {
			seen[n] = true
			out = append(out, n)
		}
	}
	if mod.HasAll {
		for _, n := range mod.All {
			addName(n)
		}
		for _, from := range mod.AllFrom {
			target := p.importTarget(dotted, m.isPkg, from)
			names := p.exported(target, depth+1)
			if tm := p.module(target); tm != nil && !tm.mod.HasAll && !tm.isPkg && depth < 8 {
				// A list the module computes, not its __all__: its
				// definitions stand for it, not what it imports.
				names = p.exportedUncached(target, tm, depth+1, false)
			}
			for _, n := range names {
				addName(n)
			}
		}
		return out
	}
	for _, n := range mod.Deleted {
		// "from ._version import get_versions; __version__ =
		// get_versions()['version']; del get_versions": a name the
		// module unbinds is none of its attributes (a name rebound
		// after its del is rare, and left out too).
		seen[n] = true
	}
	defs, imports := mod.Defs, mod.Imports
	if at := mod.PublicAt; at != nil && at.Defs <= len(defs) && at.Imports <= len(imports) {
		// __all__ is the public names bound when it was computed: what
		// is defined or imported after it is not in it.
		defs, imports = defs[:at.Defs], imports[:at.Imports]
	}
	for _, d := range defs {
		if isPublic(d.Name) && !p.placeholderFallback(dotted, d) {
			addName(d.Name)
		}
	}
	for _, imp := range imports {
		// A package's __init__ re-exports what it imports from its own
		// package, relatively or absolutely ("from networkx.classes import *").
		// A star import re-exports in any module, from any module read here:
		// the interpreter binds every name it brings, and a module without
		// __all__ exports them again (git.exc's "from gitdb.exc import *",
		// pylab's "from matplotlib.pylab import *"). So does a plain
		// module without __all__ for the names it imports from its own
		// package: they are its attributes, and a star import of it
		// binds them (matplotlib.pyplot's "from matplotlib import
		// rcParams", which pylab's star imports bring to pylab).
		own := strings.HasPrefix(imp.Module, ".") || imp.Name != "" || imp.Star
		own = own && (strings.HasPrefix(imp.Module, ".") || imp.Module == topOf(dotted) || strings.HasPrefix(imp.Module, topOf(dotted)+"."))
		reexport := imp.Explicit || (own && (m.isPkg || plainImports && imp.Name != "") || imp.Star) && !imp.TypeChecking
		// A value imported from another top-level module is the module's
		// own attribute all the same (pwiz's "from peewee import
		// __version__ as peewee_version"): no class, function or module
		// whose home is elsewhere, which is what the import would make
		// an alias of.
		reexport = reexport || plainImports && !imp.Star && !imp.TypeChecking && imp.Name != "" && isPublic(imp.As) && p.importsValue(dotted, m.isPkg, imp, depth)
		if !reexport {
			continue
		}
		if imp.Star {
			for _, n := range p.exported(absolute(dotted, m.isPkg, imp.Module), depth+1) {
				addName(n)
			}
			continue
		}
		if isPublic(imp.As) && imp.Name != "" {
			addName(imp.As)
		}
	}
	return out
}

// importsValue reports whether imp, an import of module dotted, binds a
// value that a module of the tree assigns a literal ("__version__ =
// '3.14.10'", "SCOPE_VALUES = 4", a tuple, list, dict or set display):
// no class, function or module, which another name for one
// ("VerifiedHTTPSConnection = HTTPSConnection", typing_extensions'
// "overload = typing.overload") would be.
func (p *Package) importsValue(dotted string, isPkg bool, imp Import, depth int) bool {
	if depth > 8 {
		return false
	}
	d, _, _ := p.find(absolute(dotted, isPkg, imp.Module), imp.Name, depth+1)
	if d == nil || d.Kind != "var" && d.Kind != "const" {
		return false
	}
	_, value, ok := strings.Cut(d.Signature, " = ")
	return ok && literalValueText(strings.TrimSpace(value))
}

// literalValueText reports whether value, an assignment's right side as
// written, is a literal: a string or bytes, a number, True, False or
// None, or a tuple, list, dict or set display.
func literalValueText(value string) bool {
	switch value {
	case "":
		return false
	case "True", "False", "None":
		return true
	}
	if strings.ContainsRune(`'"0123456789-([{`, rune(value[0])) {
		return true
	}
	// a string's prefix (b"", rb'', f"")
	for n := 1; n <= 2 && n < len(value); n++ {
		if strings.Trim(strings.ToLower(value[:n]), "rbfu") == "" && (value[n] == '\'' || value[n] == '"') {
			return true
		}
	}
	return false
}

// importTarget resolves "a.__all__" inside module dotted: a submodule or
// an imported module.
func (p *Package) importTarget(dotted string, isPkg bool, name string) string {
	m := p.module(dotted)
	head, rest, _ := strings.Cut(name, ".")
	if m != nil {
		for _, imp := range m.mod.Imports {
			if imp.As != head {
				continue
			}
			target := absolute(dotted, isPkg, imp.Module)
			if imp.Name != "" {
				target += "." + imp.Name
				if strings.HasSuffix(imp.Module, ".") {
					target = absolute(dotted, isPkg, imp.Module+imp.Name)
				}
			}
			if rest != "" {
				target += "." + rest
			}
			return target
		}
	}
	if isPkg {
		return dotted + "." + name
	}
	return name
}

func isPublic(n string) bool { return n != "" && !strings.HasPrefix(n, "_") }

// publicModule reports whether dotted, a module path, has no private part.
func publicModule(dotted string) bool {
	return dotted != "" && !slices.ContainsFunc(strings.Split(dotted, "."), func(s string) bool { return !isPublic(s) })
}

// find returns the definition of name as seen from module dotted,
// following imports, and the module where it is defined.
func (p *Package) find(dotted, name string, depth int) (*Def, string, *Import) {
	m := p.module(dotted)
	if m == nil || depth > 8 {
		return nil, "", nil
	}
	var found *Def
	for _, d := range m.mod.Defs {
		if d.Name == name {
			found = d
			if !d.Overload {
				break
			}
		}
	}
	if found != nil && found.FallbackFor != nil {
		// A stub an "except ImportError:" binds holds only when the
		// import above it fails; one of a module of its own package the
		// tree holds (httpcore's .http2) binds the name when the package
		// is installed whole. Another distribution's (starlette's
		// multipart) may or may not be installed: the fallback stays.
		imp := found.FallbackFor
		if src := absolute(dotted, m.isPkg, imp.Module); imp.Name != "" && src != "" && topOf(src) == topOf(dotted) && p.module(src) != nil {
			if d, where, via := p.find(src, imp.Name, depth+1); d != nil {
				return d, where, via
			}
		}
	}
	if found != nil {
		return found, dotted, nil
	}
	for i := len(m.mod.Imports) - 1; i >= 0; i-- {
		imp := m.mod.Imports[i]
		if imp.Star {
			continue
		}
		if imp.As != name || imp.Name == "" {
			continue
		}
		src := absolute(dotted, m.isPkg, imp.Module)
		if src == "" {
			return nil, "", &imp
		}
		if strings.HasSuffix(imp.Module, ".") && p.module(joinMod(src, imp.Name)) != nil {
			return nil, "", &imp // a submodule
		}
		if d, where, via := p.find(src, imp.Name, depth+1); d != nil || via != nil {
			return d, where, via
		}
		if p.module(joinMod(src, imp.Name)) != nil {
			return nil, "", &imp
		}
		return nil, "", &imp
	}
	for _, imp := range m.mod.Imports {
		if imp.Star {
			src := absolute(dotted, m.isPkg, imp.Module)
			if d, where, via := p.find(src, name, depth+1); d != nil {
				return d, where, via
			}
		}
	}
	return nil, "", nil
}

// moduleImport is the run-time "import M" (or "import M as name") of
// module m that binds name, nil when none does.
func moduleImport(m *Module, name string) *Import {
	for i := len(m.Imports) - 1; i >= 0; i-- {
		imp := m.Imports[i]
		if imp.Name == "" && !imp.Star && !imp.TypeChecking && imp.As == name {
			return &m.Imports[i]
		}
	}
	return nil
}

func joinMod(a, b string) string {
	if a == "" {
		return b
	}
	return a + "." + b
}

// Read builds the outline of the import package root.
func (p *Package) Read(root string) (*Outline, error) {
	p.init()
	rm := p.module(root)
	if rm == nil {
		return nil, ErrNoModule
	}
	o := &Outline{Root: root, Doc: p.moduleDoc(root, rm)}
	if rm.isPkg && (rm.mod.HasAll || rm.mod.PublicAt != nil) {
		for _, n := range p.exported(root, 0) {
			if isPublic(n) && p.module(root+"."+n) != nil {
				if d, _, _ := p.find(root, n, 0); d == nil {
					o.ExportedModules = append(o.ExportedModules, n)
				}
			}
		}
	}
	emitted := map[*Def]bool{}
	emittedAs := map[*Def]map[string]bool{} // the names each was listed under
	listedAs := map[*Def]string{}           // the name each was first listed under
	mods := []string{root}
	if rm.isPkg {
		mods = append(mods, p.submodules(root, rm)...)
	}
	listedMods := map[string]bool{}
	for _, mod := range mods {
		listedMods[mod] = true
	}
	for _, mod := range mods {
		m := p.module(mod)
		o.deprecatedBy = ""
		if m == nil {
			continue
		}
		if m.mod.Deprecated != "" {
			// Every name reached through a module that warns when
			// imported is reached the deprecated way.
			o.deprecatedBy = "importing " + mod + " warns: " + m.mod.Deprecated
		}
		prefix := ""
		if mod != root {
			prefix = strings.TrimPrefix(mod, root+".") + "."
			o.add(p, sdk.Symbol{Name: strings.TrimSuffix(prefix, "."), Kind: "module", Signature: "import " + mod, Doc: p.moduleDoc(mod, m)})
		}
		o.Modules = append(o.Modules, mod)
		whys := p.unlisted(mod, 0, map[string]bool{})
		if compiled := compiledOnly(whys); len(compiled) > 0 {
			if o.CompiledOnly == nil {
				o.CompiledOnly = map[string][]string{}
			}
			o.CompiledOnly[strings.TrimSuffix(prefix, ".")] = compiled
		}
		for _, u := range whys {
			for _, n := range u.names {
				o.add(p, unlistedName(strings.TrimSuffix(prefix, "."), n, u.why))
			}
			if len(u.prefixes) == 0 && len(u.names) == 0 {
				o.add(p, Unlisted(strings.TrimSuffix(prefix, "."), u.why))
			}
			for _, pre := range u.prefixes {
				o.add(p, unlistedSymbol(strings.TrimSuffix(prefix, "."), pre, u.why))
			}
		}
		for _, n := range p.beyondAll(mod, m) {
			// bound, but left out of what the module exports: code may
			// still import it (from peewee import query_to_string)
			o.add(p, beyondAllName(strings.TrimSuffix(prefix, "."), mod, n))
		}
		for _, dyn := range m.mod.Dynamic {
			// globals().update(ns.__members__): the enum's members, as
			// module attributes, after the API.
			for _, mem := range p.boundMembers(mod, dyn) {
				if o.reexported[prefix+mem.Name] {
					continue
				}
				if o.reexported == nil {
					o.reexported = map[string]bool{}
				}
				o.reexported[prefix+mem.Name] = true
				n := len(o.Symbols)
				o.add(p, sdk.Symbol{Name: prefix + mem.Name, Kind: "const", Signature: mem.Name + " = " + dyn.MembersOf + "." + mem.Name,
					Doc: "Bound when the module runs, by " + dyn.Statement})
				if len(o.Symbols) > n {
					o.Reexports = append(o.Reexports, o.Symbols[n])
					o.Symbols = o.Symbols[:n]
				}
			}
		}
		for _, name := range p.exported(mod, 0) {
			d, where, via := p.find(mod, name, 0)
			if home, ok := p.homeListing(root, listedMods, mod, m, d, where); ok && !emitted[d] {
				// tornado.gen's "from tornado.ioloop import IOLoop": the
				// defining module lists it, with its signature and
				// members, whichever module comes first; here only a
				// one-line re-export says code reaches it this way too.
				if !o.reexported[prefix+name] {
					o.reexport(p, prefix+name, d.Name, where, home)
				}
				continue
			}
			again := d != nil && emittedAs[d][name]
			if d != nil {
				if emittedAs[d] == nil {
					emittedAs[d] = map[string]bool{}
					listedAs[d] = prefix + name
				}
				emittedAs[d][name] = true
			}
			switch {
			case d != nil && emitted[d] && (again || mod != root):
				// listed already (a submodule's definition the root
				// re-exports); the root's second name for one
				// ("from .excel import load_workbook as open" beside
				// load_workbook itself) is listed too. Code still reaches
				// it through this module (requests.sessions.Session,
				// matplotlib.pyplot.rcParams): a one-line re-export says
				// so, for check_package_api, with no second declaration.
				if mod != root && !o.reexported[prefix+name] {
					o.reexport(p, prefix+name, d.Name, where, listedAs[d])
				}
				continue
			case d != nil && p.aliasTarget(d, where) != nil:
				// "dumps = packb": the function (or class) itself, under
				// this name too.
				t, tw := p.aliasTarget(d, where), p.aliasWhere(d, where)
				emitted[d] = true
				o.addDef(p, t, tw, prefix+name, "")
				if t.Kind == "class" || t.Kind == "enum" {
					o.addInherited(p, t, tw, prefix+name)
				}
			case d != nil:
				// All overload variants of the name, in order.
				for i, v := range p.variants(mod, name, d) {
					emitted[v] = true
					if i == 0 {
						// Overloads share the implementation's one
						// docstring: the first variant shows it.
						v = p.documented(v, where)
					}
					o.addDef(p, v, where, prefix+name, "")
					if v.Kind == "class" || v.Kind == "enum" {
						o.addInherited(p, v, where, prefix+name)
					}
				}
			case via != nil:
				target := joinMod(absolute(mod, m.isPkg, via.Module), via.Name)
				if p.module(target) != nil {
					continue // a submodule, listed on its own
				}
				if p.compiledSubmodule(target) {
					// cvxopt's "from cvxopt import blas", a compiled
					// extension without a stub
					o.addCompiledModule(p, prefix+name, target)
					break
				}
				o.add(p, sdk.Symbol{Name: prefix + name, Kind: "reexport",
					Signature: "from " + via.Module + " import " + via.Name + asClause(via.Name, name)})
			default:
				if p.module(joinMod(mod, name)) != nil {
					continue
				}
				if imp := moduleImport(m.mod, name); imp != nil && topOf(imp.Module) != topOf(mod) {
					// "import six" with "six" in __all__: another
					// distribution's module, re-exported as a module.
					sig := "import " + imp.Module + asClause(imp.Module, name)
					if strings.HasPrefix(imp.Module, name+".") {
						sig = "import " + name // "import os.path" binds os
					}
					o.add(p, sdk.Symbol{Name: prefix + name, Kind: "module", Signature: sig})
					continue
				}
				if m.isPkg && p.compiledSubmodule(mod+"."+name) {
					// "__all__ = ['bottleneck', ...]" of a compiled
					// submodule without a stub (gudhi's): the module,
					// which importing the package's names binds.
					o.addCompiledModule(p, prefix+name, mod+"."+name)
					break
				}
				if slices.Contains(m.mod.Unpacked, name) || !p.seesAllBindings(mod, 0, map[string]bool{}) {
					// bound, it may be, by what this reader cannot
					// follow (a compiled module's star import)
					o.add(p, sdk.Symbol{Name: prefix + name, Kind: "var", Signature: name})
					break
				}
				// __all__ names it, and nothing read binds it (m3u8's
				// "'PreloadHint' 'DateRange'", one name by implicit
				// concatenation): not listed as API, and the check
				// cannot tell (what runs may bind it), where it said
				// that the name exists.
				o.add(p, unlistedName(strings.TrimSuffix(prefix, "."), name, fmt.Sprintf("%s's __all__ lists %s, but no statement read in its source binds it: from %s import %s fails unless the module binds it when it runs", mod, name, mod, name)))
			}
			if o.Truncated {
				break
			}
		}
		if o.Truncated {
			break
		}
	}
	o.Files = p.read
	if p.stopped != nil {
		return nil, p.stopped
	}
	return o, nil
}

// homeListing reports whether name, exported by module mod (m) and
// defined as d in module where, is another module's API that mod only
// imports, and the name the outline lists d by at its home: mod is a
// submodule without __all__ (not the root), where is another module the
// outline lists (listed) and exports d by its own name, and, when mod is
// a package's __init__, where is not inside that package (django.conf's
// "from django.core.exceptions import ImproperlyConfigured", not
// "from .core import Foo"). Documentation tools (Sphinx autodoc, pdoc)
// leave such imports out of a module's members; an agent is sent to
// where the name is defined. A package's __init__ re-exporting its own
// submodules' names, and any module with __all__, list them as their own.
func (p *Package) homeListing(root string, listed map[string]bool, mod string, m *parsed, d *Def, where string) (string, bool) {
	if d == nil || mod == root || m.mod.HasAll || m.mod.PublicAt != nil || where == mod || !listed[where] {
		return "", false
	}
	if m.isPkg && strings.HasPrefix(where, mod+".") {
		return "", false
	}
	if !slices.Contains(p.exported(where, 0), d.Name) {
		return "", false
	}
	if home, _, _ := p.find(where, d.Name, 0); home != d {
		return "", false
	}
	if where == root {
		return d.Name, true
	}
	return strings.TrimPrefix(where, root+".") + "." + d.Name, true
}

// boundMembers returns the enum members a statement of module dotted
// binds as module attributes (Dynamic.MembersOf), when the enum is one
// this reader sees whole: nil otherwise.
func (p *Package) boundMembers(dotted string, d Dynamic) []*Def {
	if d.MembersOf == "" || len(d.Prefixes) > 0 {
		return nil
	}
	e, _, _ := p.find(dotted, d.MembersOf, 0)
	if e == nil || e.Kind != "enum" || len(e.Dynamic) > 0 {
		return nil
	}
	var out []*Def
	for _, m := range e.Members {
		if m.Kind == "member" {
			out = append(out, m)
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// reexport lists name (a submodule's path) as another way to reach the
// definition named def in module where, listed already where the root
// exports it: a "reexport" symbol, no second declaration, whose members
// check_package_api finds under listed, the name the outline lists the
// definition by (its doc says which: see ListedAs).
func (o *Outline) reexport(p *Package, name, def, where, listed string) {
	if o.reexported == nil {
		o.reexported = map[string]bool{}
	}
	o.reexported[name] = true
	_, last, ok := cutLast(name)
	if !ok {
		last = name
	}
	n := len(o.Symbols)
	doc := "Listed with its signature where the package exports it."
	if listed != "" && listed != name {
		doc = fmt.Sprintf(listedAsDoc, listed)
	}
	o.add(p, sdk.Symbol{Name: name, Kind: "reexport", Signature: "from " + where + " import " + def + asClause(def, last), Doc: doc})
	if len(o.Symbols) > n { // kept apart: not the API's first listing
		o.Reexports = append(o.Reexports, o.Symbols[n])
		o.Symbols = o.Symbols[:n]
	}
}

// aliasTarget returns the function or class a module-level assignment
// of a bare name binds ("dumps = packb", "Error = BaseError"), found
// from module where; nil for any other value.
func (p *Package) aliasTarget(d *Def, where string) *Def {
	t, _ := p.alias(d, where)
	return t
}

// aliasWhere is the module aliasTarget's definition is in.
func (p *Package) aliasWhere(d *Def, where string) string {
	_, w := p.alias(d, where)
	return w
}

func (p *Package) alias(d *Def, where string) (*Def, string) {
	return p.aliasDepth(d, where, 0)
}

// maxAliasChain bounds aliases of aliases ("runtime = runtime_checkable"
// where "runtime_checkable = typing.runtime_checkable").
const maxAliasChain = 3

func (p *Package) aliasDepth(d *Def, where string, depth int) (*Def, string) {
	if d.Kind != "var" && d.Kind != "const" || depth > maxAliasChain {
		return nil, ""
	}
	lhs, value, ok := strings.Cut(d.Signature, " = ")
	if !ok || lhs != d.Name || value == d.Name {
		return nil, ""
	}
	if mod, attr, ok := p.moduleAttr(value, where); ok {
		// "reload = config.reload" after "from . import config": the
		// package's own module's function or class, under this name
		t, tw, _ := p.find(mod, attr, 1)
		if t != nil && t != d && (t.Kind == "var" || t.Kind == "const") {
			return p.aliasDepth(t, tw, depth+1)
		}
		if t == nil || t == d || t.Kind != "func" && t.Kind != "class" && t.Kind != "enum" {
			return nil, ""
		}
		return t, tw
	}
	if inst, method, ok := strings.Cut(value, "."); ok && ValidName(inst) && ValidName(method) {
		if t, tw := p.boundMethod(inst, method, where); t != nil {
			return t, tw
		}
		return p.stdlibAlias(inst, method, where)
	}
	if !ValidName(value) {
		return nil, ""
	}
	t, tw, _ := p.find(where, value, 1)
	if t != nil && t != d && (t.Kind == "var" || t.Kind == "const") {
		return p.aliasDepth(t, tw, depth+1)
	}
	if t == nil || t == d || t.Kind != "func" && t.Kind != "class" && t.Kind != "enum" {
		return nil, ""
	}
	return t, tw
}

// moduleAttr splits value, a dotted path written in module where
// ("config.reload", "pyVmomi.VmomiSupport.CreateEnumType"), into a module
// of where's own top-level package and an attribute of it, when
// everything before the last part names that module through an import
// of where: a submodule bound by name ("from . import config", "import
// pkg.config as config") or the package a plain "import pkg.sub" binds.
// ok is false for any other value (an instance's attribute, another
// distribution's module).
func (p *Package) moduleAttr(value, where string) (mod, attr string, ok bool) {
	path, attr, dotted := cutLast(value)
	if !dotted || !ValidName(attr) || !ValidName(strings.ReplaceAll(path, ".", "_")) {
		return "", "", false
	}
	m := p.module(where)
	if m == nil {
		return "", "", false
	}
	head, rest, _ := strings.Cut(path, ".")
	mod = p.submoduleOf(where, head)
	if mod == "" && topOf(where) == head && slices.ContainsFunc(m.mod.Imports, func(i Import) bool {
		return !i.Star && !i.TypeChecking && i.Name == "" && i.As == head && topOf(i.Module) == head
	}) {
		mod = head // "import pyVmomi.VmomiSupport" binds pyVmomi
	}
	if mod == "" {
		return "", "", false
	}
	if rest != "" {
		mod += "." + rest
	}
	if topOf(mod) != topOf(where) || p.module(mod) == nil {
		// another distribution's module (wheel's "safe_name =
		// pkg_resources.safe_name"): its API, not this package's
		return "", "", false
	}
	return mod, attr, true
}

// stdlibAlias returns, for "reveal_type = typing.reveal_type" in module
// where (which imports typing), the standard library's own function or
// class of the interpreter the package runs on (Package.Runtime), with a
// doc saying whose it is; nil when there is no runtime to read, mod is
// not a standard-library module where imports whole, or it defines no
// such function or class.
func (p *Package) stdlibAlias(mod, name, where string) (*Def, string) {
	m := p.module(where)
	if m == nil || p.Runtime == nil {
		return nil, ""
	}
	if imp := moduleImport(m.mod, mod); imp == nil || imp.Module != mod {
		return nil, ""
	}
	t := p.Runtime.def(mod, name)
	if t == nil {
		return nil, ""
	}
	f := *t
	f.Members, f.Impl = nil, nil
	f.Doc = afterSummary(t.Doc, "The standard library's "+mod+"."+name+", which this module binds on the interpreter the project uses.")
	if strings.TrimSpace(t.Doc) == "" {
		f.Doc = "The standard library's " + mod + "." + name + ", which this module binds on the interpreter the project uses."
	}
	return &f, ""
}

// boundMethod returns, for "encode = _obj.encode" with "_obj = Codec()"
// at module level of where, the method Codec.encode as the function the
// name is bound to: its signature without self (or cls), what
// inspect.signature prints for a bound method, and a doc saying whose
// it is; nil when inst is not such an instance of a class of the tree,
// or the class defines no such method.
func (p *Package) boundMethod(inst, method, where string) (*Def, string) {
	d, dw, _ := p.find(where, inst, 1)
	if d == nil || d.Kind != "var" || d.Rebound {
		return nil, ""
	}
	_, value, _ := strings.Cut(d.Signature, " = ")
	cls, args, ok := strings.Cut(value, "(")
	if !ok || !ValidName(cls) || !strings.HasSuffix(args, ")") {
		return nil, ""
	}
	c, cw, _ := p.find(dw, cls, 1)
	if c == nil || c.Kind != "class" {
		return nil, ""
	}
	var m *Def
	for _, x := range c.Members {
		if x.Name == method && !x.Overload {
			m = x
		}
	}
	if m == nil || m.Kind != "method" && m.Kind != "classmethod" {
		return nil, ""
	}
	sig := withoutFirstParam(m.Signature)
	if sig == "" {
		return nil, ""
	}
	f := *m
	f.Kind, f.Signature, f.Members = "func", sig, nil
	note := "The method " + c.Name + "." + m.Name + " of the module's instance " + inst + " = " + value + ", bound (no self)."
	first, rest, _ := strings.Cut(strings.TrimSpace(m.Doc), "\n\n")
	f.Doc = strings.TrimSpace(strings.TrimSpace(first+"\n\n"+note) + "\n\n" + rest)
	return &f, cw
}

// withoutFirstParam is a def's signature without its first parameter
// (self, cls), "" when it has none to drop.
func withoutFirstParam(sig string) string {
	stmts := tokenize(sig + ":")
	if len(stmts) != 1 {
		return ""
	}
	toks := stmts[0].toks
	open, end := paramParens(toks)
	if open < 0 {
		return ""
	}
	params := splitTop(toks[open+1:end], ",")
	if len(params) == 0 || len(params[0]) == 0 || params[0][0].kind != tName {
		return ""
	}
	params = params[1:]
	if len(params) > 0 && len(params[0]) == 1 && params[0][0].text == "/" {
		params = params[1:] // "self, /": nothing positional-only is left
	}
	out := append([]token(nil), toks[:open+1]...)
	for i, prm := range params {
		if len(prm) == 0 {
			continue // a trailing comma
		}
		if i > 0 {
			out = append(out, token{kind: tOp, text: ","})
		}
		out = append(out, prm...)
	}
	out = append(out, toks[end:]...)
	pr := &parser{m: &Module{}}
	d := pr.function(out[:len(out)-1], nil, false)
	if d == nil {
		return ""
	}
	return d.Signature
}

// unlistedWhy is one reason a module has names this reader cannot list,
// and the prefixes they all start with, when known.
type unlistedWhy struct {
	why      string
	prefixes []string
	// names, when set, are the only names (no prefixes then).
	names []string
	// compiled is the compiled module (dotted) whose names these are,
	// when that is all they can be: a star import of it, or its stub.
	compiled string
}

// beyondAll returns the public names module m (dotted) defines at its
// top level in a statement this reader follows (def, class,
// assignment) that its __all__ leaves out: the outline lists what
// __all__ lists, and these are still attributes of the module, which
// code imports by name (peewee's query_to_string, zope.interface's
// declarations.implementer). Imports are not among them: a module's
// imports of other modules' names are theirs.
func (p *Package) beyondAll(dotted string, m *parsed) []string {
	if !m.mod.HasAll || m.compiled || strings.HasSuffix(m.path, ".pyi") {
		return nil
	}
	exp := p.exported(dotted, 0)
	var out []string
	for _, d := range m.mod.Defs {
		if !isPublic(d.Name) || slices.Contains(exp, d.Name) || slices.Contains(out, d.Name) || p.module(dotted+"."+d.Name) != nil {
			continue
		}
		out = append(out, d.Name)
	}
	return out
}

// beyondAllName is the unlisted symbol for name n, which module (dotted;
// relative to the outline's root: rel) binds and its __all__ leaves out.
func beyondAllName(rel, module, n string) sdk.Symbol {
	s := unlistedName(rel, n, module+" binds "+n+" (a def, class or assignment read from source), which its __all__ does not list")
	s.Doc = "Defined by the module but left out of its __all__: not what it exports, though code can import it by name."
	return s
}

// KindUnlisted is the kind of an outline symbol standing for names a
// module binds that this reader cannot list (apicheck.KindUnlisted: a
// name missing there is "cannot tell", never "does not exist").
const KindUnlisted = apicheck.KindUnlisted

// Unlisted is the outline symbol saying that module (relative to the
// outline's root, "" for the root itself) has names this reader cannot
// list, and why.
func Unlisted(module, why string) sdk.Symbol { return unlistedSymbol(module, "", why) }

// unlistedSymbol is Unlisted for names that all start with prefix
// (named "RLIM*", the apicheck form), any name when prefix is "".
func unlistedSymbol(module, prefix, why string) sdk.Symbol {
	name := "(" + why + ")"
	if prefix != "" {
		name = prefix + "*"
	}
	if module != "" {
		name = module + "." + name
	}
	return sdk.Symbol{Name: name, Kind: KindUnlisted, Parent: module, Signature: why,
		Doc: "Names bound this way are not listed: the API was read from source, without running it."}
}

// unlistedName is Unlisted for the one name n: something the reader
// could not follow may bind it (apicheck reads an identifier after the
// module as that one name).
func unlistedName(module, n, why string) sdk.Symbol {
	s := unlistedSymbol(module, "", why)
	s.Name = n
	if module != "" {
		s.Name = module + "." + n
	}
	return s
}

// compiledSubmodule reports whether dotted, a module below a top-level
// package, is a compiled extension of it without Python source or stub.
func (p *Package) compiledSubmodule(dotted string) bool {
	return strings.Contains(dotted, ".") && p.module(dotted) == nil && p.compiledBeside(strings.ReplaceAll(dotted, ".", "/"))
}

// addCompiledModule lists name, a compiled module without source or stub
// (dotted), as a module, and says its names cannot be listed (the check
// answers "cannot tell" of them, or reads its binary), not that it has
// none.
func (o *Outline) addCompiledModule(p *Package, name, dotted string) {
	o.add(p, sdk.Symbol{Name: name, Kind: "module", Signature: "import " + dotted})
	o.add(p, Unlisted(name, "module "+dotted+" has no Python source or .pyi stub here (a compiled extension?)"))
}

// seesAllBindings reports whether every name module dotted binds is in
// a statement read here: its source, not a stub of a compiled module, has
// no module __getattr__, binds nothing at run time (globals(), setattr),
// and star-imports only modules read here that see all theirs too.
func (p *Package) seesAllBindings(dotted string, depth int, seen map[string]bool) bool {
	m := p.module(dotted)
	if m == nil || depth > 8 || m.compiled || strings.HasSuffix(m.path, ".pyi") {
		return false
	}
	if seen[dotted] {
		return true // a cycle of star imports: each module is judged once
	}
	seen[dotted] = true
	if m.mod.Getattr != nil || len(m.mod.Dynamic) > 0 || slices.ContainsFunc(m.mod.Defs, func(d *Def) bool { return d.Name == "__getattr__" }) {
		return false
	}
	for _, imp := range m.mod.Imports {
		if imp.Star && !imp.TypeChecking && !p.seesAllBindings(absolute(dotted, m.isPkg, imp.Module), depth+1, seen) {
			return false
		}
	}
	return true
}

// unlisted says why module dotted may export names this reader cannot
// list: statements that bind names when it runs (Module.Dynamic), and
// star imports it re-exports from modules that cannot be read here (a
// compiled extension without a .pyi stub, another distribution), or
// that have such names themselves.
func (p *Package) unlisted(dotted string, depth int, seen map[string]bool) []unlistedWhy {
	m := p.module(dotted)
	if m == nil || depth > 8 || seen[dotted] {
		return nil
	}
	seen[dotted] = true
	var out []unlistedWhy
	if m.compiled {
		out = append(out, unlistedWhy{why: dotted + " is a compiled module read from its .pyi stub, which may not declare every name the module has", compiled: dotted})
	}
	if ga := m.mod.Getattr; ga != nil && !ga.Open {
		// PEP 562, read: the names its body answers, beyond those the
		// module binds (Python asks it for no other).
		why := "names " + dotted + "'s module-level __getattr__ answers when they are asked for"
		var names []string
		for _, n := range ga.Names {
			if !slices.ContainsFunc(m.mod.Defs, func(d *Def) bool { return d.Name == n }) &&
				!slices.ContainsFunc(m.mod.Imports, func(i Import) bool { return i.As == n && !i.Star }) {
				names = append(names, n)
			}
		}
		if len(names) > 0 {
			out = append(out, unlistedWhy{why: why, names: names})
		}
		if len(ga.Prefixes) > 0 {
			out = append(out, unlistedWhy{why: why, prefixes: ga.Prefixes})
		}
	} else if ga != nil || slices.ContainsFunc(m.mod.Defs, func(d *Def) bool { return d.Name == "__getattr__" && d.Kind == "func" }) {
		// PEP 562: the module answers names it does not bind, when asked
		// (deprecated aliases, lazily imported submodules), by a body
		// that may answer any name.
		out = append(out, unlistedWhy{why: "names " + dotted + "'s module-level __getattr__ answers when they are asked for"})
	}
	for _, d := range m.mod.Dynamic {
		if p.boundMembers(dotted, d) != nil {
			continue // listed (Read)
		}
		if d.FromAll {
			// for k in np.__all__: globals()[k] = ...: numpy's names, when
			// its __all__ is read whole
			if names, ok := p.allBound(p.importTarget(dotted, m.isPkg, d.From), 0); ok && len(names) > 0 {
				out = append(out, unlistedWhy{why: "names bound at run time, each a name " + d.From + ".__all__ lists: " + d.Statement, names: names})
				continue
			}
		}
		out = append(out, unlistedWhy{why: "names bound at run time: " + d.Statement, prefixes: d.Prefixes, compiled: p.compiledSource(dotted, m, d.From)})
	}
	if m.mod.HasAll {
		return out // __all__ names the exports; star imports add none
	}
	imports := m.mod.Imports
	if at := m.mod.PublicAt; at != nil && at.Imports <= len(imports) {
		imports = imports[:at.Imports]
	}
	for _, imp := range imports {
		if !imp.Star || imp.TypeChecking {
			continue
		}
		target := absolute(dotted, m.isPkg, imp.Module)
		if target == "" {
			continue
		}
		if p.module(target) == nil {
			if p.absent(target, dotted) {
				// A module of this package with no file at all (a stale
				// stub's import): it binds nothing here.
				continue
			}
			out = append(out, unlistedWhy{why: "from " + imp.Module + " import *, which has no Python source or .pyi stub here (a compiled module?)", compiled: target})
			continue
		}
		for _, u := range p.unlisted(target, depth+1, seen) {
			if !strings.HasPrefix(u.why, "through from ") {
				u.why = "through from " + imp.Module + " import *: " + u.why
			}
			out = append(out, u)
		}
	}
	return out
}

// compiledSource is the compiled module (dotted) that local, a name
// module dotted imports, is when it is one of this tree without Python
// source (a binary, with or without a .pyi stub); "" otherwise. A loop
// storing each of its names (Dynamic.From) binds only names its binary
// has.
func (p *Package) compiledSource(dotted string, m *parsed, local string) string {
	if local == "" || !slices.ContainsFunc(m.mod.Imports, func(i Import) bool { return i.As == local && !i.Star }) {
		return ""
	}
	target := p.importTarget(dotted, m.isPkg, local)
	if target == "" || topOf(target) != topOf(dotted) {
		return ""
	}
	if tm := p.module(target); tm != nil {
		if tm.compiled {
			return target
		}
		return ""
	}
	if p.compiledBeside(strings.ReplaceAll(target, ".", "/")) {
		return target
	}
	return ""
}

func asClause(name, as string) string {
	if name == as {
		return ""
	}
	return " as " + as
}

// compiledClass reports whether class d, declared in the .pyi stub of
// module where, has no class statement implementing it in Python: the
// .py modules beside the stub bind it otherwise (numpy's generic is
// "generic = allTypes['generic']", a compiled type from a table), or
// not at all that this reader finds. Such a stub declares what type
// checkers need; the compiled type may have more (generic.fill).
func (p *Package) compiledClass(d *Def, where string) bool {
	if !p.fromStub(where) || d.Kind != "class" {
		return false
	}
	return p.implClass(d, where) == nil
}

// attrDecorators are class d's decorators (in module where) that are
// functions of the tree calling setattr ("@inherit_names(names,
// DatetimeArray)"): each may give the class members its body does not
// list, when the module runs.
func (p *Package) attrDecorators(d *Def, where string) []string {
	var out []string
	for _, dec := range d.Decorators {
		n := decoratorName(dec)
		if !ValidName(n) {
			continue
		}
		if f, _, _ := p.find(where, n, 0); f != nil && f.Kind == "func" && f.SetsAttrs {
			out = append(out, "the class decorator @"+n+"(...), which calls setattr")
		}
	}
	return out
}

// variants returns every @overload of name in the module defining d, or
// just d.
func (p *Package) variants(mod, name string, d *Def) []*Def {
	if !d.Overload {
		return []*Def{d}
	}
	_, where, _ := p.find(mod, name, 0)
	m := p.module(where)
	var out []*Def
	for _, x := range m.mod.Defs {
		if x.Name == name {
			out = append(out, x)
		}
	}
	return out
}

func (o *Outline) add(p *Package, s sdk.Symbol) {
	if o.Truncated {
		return
	}
	p.bytes += len(s.Name) + len(s.Signature) + len(s.Doc) + 64
	if p.bytes > p.Limits.MaxBytes {
		o.Truncated = true
		return
	}
	if s.Deprecated == "" && s.Parent == "" {
		// (a class's members go with it: the class says so once)
		s.Deprecated = o.deprecatedBy
	}
	o.Symbols = append(o.Symbols, s)
}

// addDef adds d, declared in module where, as name (under parent), and
// its public members.
func (o *Outline) addDef(p *Package, d *Def, where, name, parent string) {
	doc := d.Doc
	if dec := reshapingDecorator(d.Decorators); dec != "" {
		doc = inSummary(doc, "The parameters at run time may differ from this signature: @"+dec+" changes them.")
	}
	if dec, params := p.runTimeWrapper(d, where); dec != "" && callable[d.Kind] {
		doc = inSummary(doc, "At run time @"+dec+" replaces it by a wrapper that does not copy its signature: inspect.signature and help() report `"+params+"`.")
	}
	sig := d.Signature
	if callable[d.Kind] {
		sig = p.expandAliases(sig, where)
		var forms []string
		if full := p.expandAliasesUpTo(d.Signature, where, maxFullExpansion); full != sig && !d.Overload {
			label := "With its type aliases written out, as inspect.signature prints it::"
			if p.postponed(where) {
				label = "With its type aliases written out (its module postpones annotations, so inspect.signature prints them as the line above writes them)::"
			}
			forms = append(forms, label+"\n\n    "+strings.ReplaceAll(full, "\n", "\n    "))
		}
		if d.Impl != nil && callable[d.Impl.Kind] {
			if strings.TrimSpace(doc) == "" {
				doc = d.Impl.Doc // overloads share the implementation's docstring
			}
			// A module postponing annotations keeps them as written:
			// inspect prints the implementation's so (pandas'
			// "inplace: bool | NoDefault"), with no alias expanded.
			impl := p.expandAliasesUpTo(d.Impl.Signature, where, maxFullExpansion)
			if p.postponed(where) {
				impl = p.expandAliases(d.Impl.Signature, where)
			}
			forms = append(forms, "The implementation after the overloads (what runs, and what inspect.signature reports) defines::\n\n    "+strings.ReplaceAll(impl, "\n", "\n    "))
		}
		doc = afterSummary(doc, forms...)
	}
	if isClass(d) {
		if named := p.basesByName(d.Signature, where); named != "" {
			doc = afterSummary(doc, "Its bases by their own names, as the class's __bases__ (and inspect) report them::\n\n    "+named)
		}
	}
	if t := p.returnedClass(d, where); t != "" {
		// PlatformDirs = _set_platform_dir_class(): the class the
		// function is annotated to return, or one deriving from it.
		sig += "  # -> type[" + t + "]"
	}
	if f, line := p.firstReturned(d, where); line != "" {
		// OrderedDict = _import_OrderedDict(): the language's class,
		// as inspect prints it
		doc = afterSummary(doc, fmt.Sprintf("When the module runs, %s() returns the standard library's %s.%s (its first return, which nothing before it can skip), declared::\n\n    %s", f.callee, f.Module, f.Name, line))
	}
	if cs := p.returnedClasses(d, where, o.Root); len(cs) > 0 {
		// ... and the classes its body may return, by their names here
		sig += "  # returns one of: " + strings.Join(cs, ", ")
	}
	if d.Kind != "module" && name != d.Name && !strings.Contains(name, ".") && parent == "" {
		// Re-exported under another name: say so.
		sig = name + " = " + d.Name + "  # " + d.Signature
	}
	o.add(p, sdk.Symbol{Name: name, Kind: d.Kind, Signature: sig, Doc: strings.TrimSpace(doc), Deprecated: d.Deprecated, Parent: parent})
	dyns := d.Dynamic
	if isClass(d) {
		dyns = append(p.attrDecorators(d, where), dyns...)
		if p.compiledClass(d, where) {
			if o.CompiledClasses == nil {
				o.CompiledClasses = map[string]bool{}
			}
			o.CompiledClasses[name] = true
			dyns = append(dyns, "its implementation is no Python source this reader finds (a compiled module's type), whose members the .pyi stub need not all declare")
		}
	}
	for _, dyn := range dyns {
		o.add(p, unlistedSymbol(name, "", "members bound at run time: "+dyn))
	}
	for _, mem := range d.Members {
		if !isPublic(mem.Name) && mem.Name != "__init__" && mem.Name != "__call__" {
			continue
		}
		if t, tsig := p.memberAlias(d, mem, where); t != nil {
			// "has_key = __contains__", "product = prod": the method
			// itself under this name too, as the class binds it; or
			// the module's class or function the class binds as an
			// attribute ("ContentDisallowed = ContentDisallowed").
			cp := *t
			cp.Name, cp.Impl = mem.Name, nil
			cp.Signature = mem.Name + " = " + t.Name + "  # " + tsig
			if mem.Doc != "" {
				cp.Doc = mem.Doc
			}
			o.add(p, sdk.Symbol{Name: name + "." + mem.Name, Kind: cp.Kind, Signature: cp.Signature, Doc: strings.TrimSpace(cp.Doc), Deprecated: cp.Deprecated, Parent: name})
			continue
		}
		o.addDef(p, mem, where, name+"."+mem.Name, name)
	}
}

// BoundClasses reads what addDef writes on the line of a name bound to
// the class a function returns ("PlatformDirs = _set_platform_dir_class()
//
//	# -> type[PlatformDirsABC]  # returns one of: unix.Unix, macos.MacOS"):
//
// the class the function is annotated to return (annotated, "" when
// not), the classes its body returns (oneOf), and the function (callee).
// ok is false for any other line.
func BoundClasses(sig string) (callee, annotated string, oneOf []string, ok bool) {
	decl, comment, found := strings.Cut(sig, "  # ")
	if !found {
		return "", "", nil, false
	}
	_, value, found := strings.Cut(decl, " = ")
	callee, args, isCall := strings.Cut(value, "(")
	if !found || !isCall || !ValidName(callee) || args != ")" {
		return "", "", nil, false
	}
	for _, part := range strings.Split(comment, "  # ") {
		if rest, ok := strings.CutPrefix(part, "-> type["); ok && strings.HasSuffix(rest, "]") {
			annotated = strings.TrimSuffix(rest, "]")
		} else if rest, ok := strings.CutPrefix(part, "returns one of: "); ok {
			oneOf = strings.Split(rest, ", ")
		}
	}
	return callee, annotated, oneOf, annotated != "" || len(oneOf) > 0
}

// returnedClass is the class a module-level name is bound to a call of
// a function annotated to return (X = f() where "def f() -> type[C]":
// C, or a class deriving from it, chosen when the module runs); "" for
// any other name.
func (p *Package) returnedClass(d *Def, where string) string {
	if d.Kind != "var" && d.Kind != "const" {
		return ""
	}
	lhs, value, ok := strings.Cut(d.Signature, " = ")
	if !ok || lhs != d.Name {
		return ""
	}
	callee, args, ok := strings.Cut(value, "(")
	if !ok || !ValidName(callee) || strings.TrimSpace(args) != ")" {
		return ""
	}
	f, _, _ := p.find(where, callee, 1)
	if f == nil || f.Kind != "func" {
		return ""
	}
	i := strings.LastIndex(f.Signature, "->")
	if i < 0 {
		return ""
	}
	ret := strings.TrimSpace(f.Signature[i+2:])
	for _, pre := range []string{"type[", "Type[", "typing.Type["} {
		if rest, ok := strings.CutPrefix(ret, pre); ok && strings.HasSuffix(rest, "]") {
			c := lastPart(strings.Trim(strings.TrimSuffix(rest, "]"), `"'`))
			if ValidName(c) {
				return c
			}
		}
	}
	return ""
}

// returned is a class a call returns: callee() gives Module.Name.
type returned struct {
	callee string
	Import
}

// firstReturned is the class of the language "X = f()" binds, when f,
// a function of where's module, returns it first and nothing can keep
// that return from running (Def.ReturnsFirst): simplejson's
// _import_OrderedDict returns collections.OrderedDict (its fallback to
// its own copy runs only on an AttributeError, which the language's
// collections never raises there). line is the class as inspect prints
// it; "" when X is bound otherwise.
func (p *Package) firstReturned(d *Def, where string) (returned, string) {
	if d.Kind != "var" && d.Kind != "const" {
		return returned{}, ""
	}
	lhs, value, ok := strings.Cut(d.Signature, " = ")
	if !ok || lhs != d.Name {
		return returned{}, ""
	}
	callee, args, ok := strings.Cut(value, "(")
	if !ok || !ValidName(callee) || strings.TrimSpace(args) != ")" {
		return returned{}, ""
	}
	f, _, _ := p.find(where, callee, 1)
	if f == nil || f.Kind != "func" || f.ReturnsFirst == nil {
		return returned{}, ""
	}
	line, ok := apicheck.PyLanguageClass(f.ReturnsFirst.Module, f.ReturnsFirst.Name)
	if !ok {
		return returned{}, ""
	}
	return returned{callee: callee, Import: *f.ReturnsFirst}, line
}

// returnedClasses are the classes "X = f()" may bind, by their names
// relative to root, when f is a function of where's module that returns
// only classes of root's tree (returnedRefs): platformdirs binds
// PlatformDirs to the class of the platform it runs on, one of
// windows.Windows, macos.MacOS, unix.Unix and android.Android. Nil when
// any of them is not such a class (a class of the standard library, or
// of another distribution, whose members this reader does not list).
func (p *Package) returnedClasses(d *Def, where, root string) []string {
	if d.Kind != "var" && d.Kind != "const" {
		return nil
	}
	lhs, value, ok := strings.Cut(d.Signature, " = ")
	if !ok || lhs != d.Name {
		return nil
	}
	callee, args, ok := strings.Cut(value, "(")
	if !ok || !ValidName(callee) || strings.TrimSpace(args) != ")" {
		return nil
	}
	f, fwhere, _ := p.find(where, callee, 1)
	m := p.module(fwhere)
	if f == nil || f.Kind != "func" || len(f.Returns) == 0 || m == nil {
		return nil
	}
	var out []string
	for _, r := range f.Returns {
		mod := fwhere
		if r.Module != "" {
			mod = absolute(fwhere, m.isPkg, r.Module)
		}
		c, cwhere, _ := p.find(mod, r.Name, 1)
		if c == nil || !isClass(c) || cwhere != root && !strings.HasPrefix(cwhere, root+".") {
			return nil
		}
		name := c.Name
		if cwhere != root {
			name = strings.TrimPrefix(cwhere, root+".") + "." + c.Name
		}
		if !slices.Contains(out, name) {
			out = append(out, name)
		}
	}
	return out
}

// memberAlias is the method of class cls that its member mem, an
// assignment of a bare name in the class body, binds again; nil for any
// other member.
func (p *Package) memberAlias(cls, mem *Def, where string) (*Def, string) {
	if mem.Kind != "var" && mem.Kind != "const" && mem.Kind != "field" {
		return nil, ""
	}
	lhs, value, ok := strings.Cut(mem.Signature, " = ")
	if !ok || lhs != mem.Name || !ValidName(value) {
		return nil, ""
	}
	for _, m := range cls.Members {
		if m.Name == value && callable[m.Kind] && value != mem.Name {
			return m, p.expandAliases(implSignature(m), where)
		}
	}
	if slices.ContainsFunc(cls.Members, func(m *Def) bool { return m.Name == value && m != mem }) {
		return nil, "" // another member of the class: not followed
	}
	// A name the class body does not bind is looked up in the module's
	// globals: a class or function defined or imported there.
	t, twhere, _ := p.find(where, value, 0)
	if t == nil || !isClass(t) && !callable[t.Kind] || t == cls {
		return nil, ""
	}
	return t, p.expandAliases(implSignature(t), twhere)
}

// implSignature is d's signature, or, for the first of its @overload
// variants, the implementation's after them: what the name is bound to
// when the module runs.
func implSignature(d *Def) string {
	if d.Overload && d.Impl != nil && callable[d.Impl.Kind] {
		return d.Impl.Signature
	}
	return d.Signature
}

// inSummary adds note to doc's first paragraph, which the outline
// shows.
func inSummary(doc, note string) string {
	first, rest, _ := strings.Cut(strings.TrimSpace(doc), "\n\n")
	if first == "" {
		return note
	}
	return strings.TrimSpace(first+" ("+note+")") + "\n\n" + rest
}

// afterSummary puts paragraphs after doc's first one (its summary, which
// an outline line shows), before the rest.
func afterSummary(doc string, paras ...string) string {
	if len(paras) == 0 {
		return doc
	}
	first, rest, _ := strings.Cut(strings.TrimSpace(doc), "\n\n")
	return strings.TrimSpace(first + "\n\n" + strings.Join(paras, "\n\n") + "\n\n" + rest)
}

// maxBaseDepth bounds how far addInherited climbs private bases; real
// hierarchies of private mixins are two or three deep.
const maxBaseDepth = 6

// addInherited lists under class d (named name, defined in module where)
// the public members it inherits from private base classes
// ("class csr_matrix(_cs_matrix)", "class chararray(ndarray[_ShapeType,
// _CharDType])" whose bases reach "_ArrayOrScalarCommon"): the outline
// leaves private classes out, so without this their members, which the
// interpreter finds on the public class, would be nowhere. Members the
// class declares itself, or a nearer base already gave, win. Public bases
// are in the outline under their own name and are not copied, nor is
// another distribution's public class of a public module imported under a
// private alias: its members are documented where it is.
//
// A class read from a .pyi stub has its implementation's class beside it
// (implClass): the members only the implementation's class defines (a
// stub may leave out an __init__ it calls private, or a method the class
// overrides where the stub lets a public base declare it) are listed
// after the rest, saying so: what runs, and what inspect.signature
// reports.
func (o *Outline) addInherited(p *Package, d *Def, where, name string) {
	have := map[string]bool{}
	for _, m := range d.Members {
		have[m.Name] = true
	}
	impl := p.implClass(d, where)
	seen := map[*Def]bool{d: true}
	var walk func(c *Def, mod string, depth int)
	walk = func(c *Def, mod string, depth int) {
		if depth > maxBaseDepth {
			return
		}
		for _, b := range classBases(c.Signature) {
			last := b[strings.LastIndexByte(b, '.')+1:]
			bd, bwhere, _ := p.find(mod, last, 0)
			if bd == nil || seen[bd] || bd.Kind != "class" {
				continue
			}
			seen[bd] = true
			if isPublic(bd.Name) && (isPublic(last) || topOf(bwhere) != topOf(where) && publicModule(bwhere)) {
				// in the outline under its own name, or, imported under a
				// private alias ("from wtforms.fields import StringField
				// as _StringField"), another distribution's public class
				// of a public module, documented there. (This package's
				// own, werkzeug's Response deriving from its sansio
				// Response as _SansIOResponse, is copied: a class of the
				// same name, whose members code reaches through it.)
				continue
			}
			for _, mem := range bd.Members {
				if have[mem.Name] || !isPublic(mem.Name) {
					continue
				}
				have[mem.Name] = true
				cp := *mem
				if p.fromStub(bwhere) {
					cp = *p.fillDocs(mem, bwhere, bd.Name+"."+mem.Name)
				}
				if cp.Doc == "" {
					cp.Doc = "Inherited from " + bd.Name + "."
				}
				o.addDef(p, &cp, bwhere, name+"."+mem.Name, name)
			}
			walk(bd, bwhere, depth+1)
		}
	}
	walk(d, where, 0)
	if impl == nil {
		return
	}
	for _, mem := range impl.Members {
		if have[mem.Name] || !isPublic(mem.Name) && mem.Name != "__init__" && mem.Name != "__call__" {
			continue
		}
		have[mem.Name] = true
		cp := *mem
		cp.Doc = afterSummary(cp.Doc, implOnlyNote)
		o.addDef(p, &cp, where, name+"."+mem.Name, name)
	}
}

// classBases reads the base class names of "class X(A, b.B[T],
// metaclass=M):", without subscripts and keywords.
func classBases(sig string) []string {
	sig, _, _ = strings.Cut(sig, "\n")
	i := strings.IndexByte(sig, '(')
	j := strings.LastIndexByte(sig, ')')
	if i < 0 || j < i {
		return nil
	}
	var out []string
	depth, start := 0, i+1
	for k := i + 1; k <= j; k++ {
		switch c := sig[k]; {
		case c == '(' || c == '[':
			depth++
		case (c == ')' || c == ']') && depth > 0:
			depth--
		case c == ',' && depth == 0 || k == j:
			b := strings.TrimSpace(sig[start:k])
			if n := strings.IndexByte(b, '['); n >= 0 {
				b = b[:n]
			}
			if b != "" && !strings.Contains(b, "=") && !strings.HasPrefix(b, "*") {
				out = append(out, b)
			}
			start = k + 1
		}
	}
	return out
}

// submodules lists the public modules under package root, sorted, without
// tests.
func (p *Package) submodules(root string, rm *parsed) []string {
	dir := path.Dir(rm.path)
	if !strings.HasSuffix(rm.path, ".py") && !strings.HasSuffix(rm.path, ".pyi") {
		dir = rm.path
	}
	fsys := p.FS
	if strings.Contains(strings.SplitN(rm.path, "/", 2)[0], "-stubs") {
		fsys = p.Stubs
	}
	seen := map[string]bool{}
	var out []string
	_ = fs.WalkDir(fsys, dir, func(fp string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		name := d.Name()
		if d.IsDir() {
			if fp != dir && (strings.HasPrefix(name, "_") || strings.HasPrefix(name, ".") || name == "tests" || name == "test" || !ValidName(name)) {
				return fs.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() {
			return nil
		}
		base := strings.TrimSuffix(strings.TrimSuffix(name, ".pyi"), ".py")
		if base == "tests" || base == "test" {
			return nil // a test suite in one file, as a tests/ directory is skipped above
		}
		if base == name || base == "__init__" || strings.HasPrefix(base, "_") || !ValidName(base) {
			if base == "__init__" && path.Dir(fp) != dir {
				rel := strings.TrimPrefix(path.Dir(fp), dir+"/")
				mod := root + "." + strings.ReplaceAll(rel, "/", ".")
				if !seen[mod] {
					seen[mod] = true
					out = append(out, mod)
				}
			}
			return nil
		}
		rel := strings.TrimPrefix(strings.TrimSuffix(fp, path.Ext(fp)), dir+"/")
		mod := root + "." + strings.ReplaceAll(rel, "/", ".")
		if !seen[mod] {
			seen[mod] = true
			out = append(out, mod)
		}
		if len(out) > p.Limits.MaxModules {
			return fs.SkipAll
		}
		return nil
	})
	sort.Strings(out)
	return out
}

// AliasOf resolves an import path that names a module through its parent's
// import ("os.path" is "posixpath", bound by "import posixpath as path" in
// os.py); "" when it is no such alias.
func (p *Package) AliasOf(dotted string) string {
	parent, last, ok := cutLast(dotted)
	if !ok {
		return ""
	}
	m := p.module(parent)
	if m == nil {
		return ""
	}
	for _, imp := range m.mod.Imports {
		if imp.As != last || imp.TypeChecking {
			continue
		}
		if imp.Name == "" {
			return imp.Module
		}
		target := joinMod(absolute(parent, m.isPkg, imp.Module), imp.Name)
		if strings.HasSuffix(imp.Module, ".") {
			target = absolute(parent, m.isPkg, imp.Module+imp.Name)
		}
		if p.module(target) != nil {
			return target
		}
	}
	return ""
}

func cutLast(s string) (string, string, bool) {
	i := strings.LastIndexByte(s, '.')
	if i < 0 {
		return "", "", false
	}
	return s[:i], s[i+1:], true
}

func topOf(dotted string) string {
	t, _, _ := strings.Cut(dotted, ".")
	return t
}

// reshapingWords, in a decorator's name, say by convention that it adds,
// removes, renames or re-kinds parameters when the module runs
// ("_axis_nan_policy_factory" adds axis, nan_policy and keepdims;
// "_preprocess_data" adds data; "make_keyword_only", "rename_parameter",
// "delete_parameter", "deprecate_kwarg", "deprecate_nonkeyword_arguments";
// "option" and "argument" of command-line builders add command
// parameters). The static signature is the source's; the reader does not
// run the decorator to find out.
var reshapingWords = []string{"parameter", "kwarg", "keyword", "argument", "axis_nan_policy", "preprocess_data", "option"}

// reshapingDecorator returns the first decorator (its name, without call
// arguments) that changes the function's parameters, "" when none.
func reshapingDecorator(decs []string) string {
	for _, dec := range decs {
		n := decoratorName(dec)
		last := strings.ToLower(lastPart(n))
		for _, w := range reshapingWords {
			if strings.Contains(last, w) {
				return n
			}
		}
	}
	return ""
}

// listedAsDoc is a reexport's doc when the outline lists its definition
// under another name; check_package_api reads that name from it (the
// Python "reexport" symbol's doc, as sdk/apicheck documents).
const listedAsDoc = "Listed as `%s`, with its signature and members."

// ListedAs is the name a reexport symbol's doc says the outline lists
// its definition by, "" when it names none.
func ListedAs(doc string) string {
	rest, ok := strings.CutPrefix(doc, "Listed as `")
	if !ok {
		return ""
	}
	name, _, ok := strings.Cut(rest, "`")
	if !ok {
		return ""
	}
	return name
}

// placeholderFallback reports whether d is the None an "except
// ImportError:" binds in place of an import from another top-level
// module that the trees read here hold ("try: import paramiko / except
// ImportError: paramiko = None", with paramiko installed): the import
// works, so the name is that module's object, which a module without
// __all__ does not export (see exportedUncached). Where the module is
// not there the None is what the name holds, an attribute all the same
// (peewee's playhouse.reflection FIELD_TYPE without MySQLdb).
func (p *Package) placeholderFallback(dotted string, d *Def) bool {
	imp := d.FallbackFor
	if imp == nil || imp.Explicit || d.Kind != "var" && d.Kind != "const" || !strings.HasSuffix(d.Signature, " = None") {
		return false
	}
	if strings.HasPrefix(imp.Module, ".") || topOf(imp.Module) == topOf(dotted) {
		return false
	}
	return p.holdsTop(topOf(imp.Module))
}

// holdsTop reports whether FS or a Beyond tree holds top-level module
// top as source, a stub or a package directory (a compiled-only module
// is not looked for: the name then stays listed).
func (p *Package) holdsTop(top string) bool {
	if !ValidName(top) {
		return false
	}
	for _, fsys := range append([]fs.FS{p.FS}, p.Beyond...) {
		if fsys == nil {
			continue
		}
		for _, name := range []string{top + ".py", top + ".pyi", top} {
			if _, err := fs.Stat(fsys, name); err == nil {
				return true
			}
		}
	}
	return false
}
