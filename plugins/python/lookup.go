package python

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/pkgdocs/pkgdocs/plugins/python/binnames"
	"github.com/pkgdocs/pkgdocs/plugins/python/pyapi"
	"github.com/pkgdocs/pkgdocs/plugins/python/pyname"
	"github.com/pkgdocs/pkgdocs/plugins/python/sitepkgs"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// LookupNames answers, for names the outline could not decide, from the
// compiled extension modules of an installed distribution (sdk.NameLooker,
// contract minor 9): a name whose every part is a name string of one of
// their binaries exists, by weaker evidence than source (the host says
// so); a name at the top of a module that is only a binary (no Python
// source, no stub), absent from that binary, does not exist, and so does
// one a module does not list when all it binds beyond what it lists comes
// from compiled modules (from ._ext import *) none of whose binaries
// spells it; a star import of a standard-library module without Python
// source (from errno import *) binds the names the project's
// interpreter lists for it, so a name a module binds beyond what it
// lists only through such imports exists when one of them has it, and
// does not otherwise; any other stays "cannot tell". Names bound when Python code runs (a metaclass
// assigning cls.x, a setattr loop, a module __getattr__, a lazy loader)
// are not read here, and stay "cannot tell". Nothing is imported or run.
func (p *Provider) LookupNames(ctx context.Context, req sdk.LookupRequest) (*sdk.LookupResult, error) {
	c, k, err := p.answer(ctx, req.Package)
	if err != nil {
		return nil, err
	}
	out := &sdk.LookupResult{}
	var mods []compiledModule
	if c.installed != nil {
		// The standard library's compiled modules have their names in
		// the builtin outline; a wheel's binaries are not kept.
		mods = p.compiledModules(ctx, c.installed)
	}
	var r *pyapi.Package
	if k.reader != nil {
		r = k.reader(ctx)
	}
	roots := k.imports
	own := ownRoots(c.installed, roots)
	for _, name := range req.Names {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		parts := strings.Split(name, ".")
		if slices.ContainsFunc(parts, func(s string) bool { return !pyname.ValidIdent(s) }) {
			continue
		}
		// Where the name is: the module the agent named, or the root the
		// name starts with when the distribution installs several.
		scope := ""
		// others are the top-level modules a name that does not start
		// with scope may start with; none once the scope's name is cut
		// from parts (deb822 in debian.deb822 is debian's submodule,
		// not the distribution's top-level deb822).
		others := k.tops
		top := topCompiled(mods, parts[0])
		switch {
		case c.module != "":
			scope = c.module
		case top != nil && len(parts) == 1:
			out.Names = append(out.Names, sdk.NameLookup{Name: name, Verdict: sdk.VerdictExists, Evidence: sdk.EvidenceSource,
				Reason: fmt.Sprintf("the distribution installs %s, a compiled module at the top level (%s)", name, filepath.Base(top.path))})
			continue
		case top != nil:
			// _cffi_backend.FFI: a compiled module the distribution
			// installs beside its package, not a name in that package
			scope, parts, others = parts[0], parts[1:], nil
		case len(roots) == 1:
			scope = roots[0]
		case len(parts) > 1 && slices.Contains(roots, parts[0]):
			scope, parts, others = parts[0], parts[1:], nil
		case len(own) == 1:
			// a bare name, and the other roots hold another
			// distribution's modules (pytest's shadowed py.py)
			scope = own[0]
		}
		if a, ok := privateLookup(r, name, parts, scope, others); ok {
			out.Names = append(out.Names, a)
			continue
		}
		if a, ok := privateMember(r, name, parts, scope); ok {
			out.Names = append(out.Names, a)
			continue
		}
		if a, ok := privateInEach(r, name, parts, scope, own); ok {
			out.Names = append(out.Names, a)
			continue
		}
		if a, ok := metaLookup(r, name, parts, scope); ok {
			out.Names = append(out.Names, a)
			continue
		}
		if a, ok := importedLookup(r, name, parts, scope); ok {
			out.Names = append(out.Names, a)
			continue
		}
		if a, ok := p.stdlibStarLookupIn(ctx, c, k, name, parts, scope); ok {
			out.Names = append(out.Names, a)
			continue
		}
		if len(mods) == 0 {
			continue
		}
		a := lookupIn(name, parts, scope, mods)
		if a.Verdict == sdk.VerdictUnknown {
			a = compiledOnlyMissing(a, parts, outlineOf(k, scope), mods)
		}
		out.Names = append(out.Names, a)
	}
	return out, nil
}

// metaLookup answers on a member of a class a metaclass of the tree
// makes (the outline check cannot tell what a metaclass gives) when that
// metaclass was read whole (pyapi.Package.MadeBy): a name it sets on
// the class, or one of its own members, exists; a name neither it nor
// the class and its bases (every one read) has does not. ok is false
// when r cannot decide.
func metaLookup(r *pyapi.Package, name string, parts []string, scope string) (sdk.NameLookup, bool) {
	a := sdk.NameLookup{Name: name}
	if r == nil || len(parts) < 2 || scope == "" {
		return a, false
	}
	member := parts[len(parts)-1]
	segs := parts[:len(parts)-1]
	for i := len(segs) - 1; i >= 0; i-- {
		mod := strings.Join(append([]string{scope}, segs[:i]...), ".")
		if !r.Exists(mod) {
			continue
		}
		cls := strings.Join(segs[i:], ".")
		m, ok := r.MadeBy(mod, cls)
		if !ok || !m.Closed || dunder(member) {
			return a, false
		}
		full := mod + "." + cls
		switch {
		case slices.Contains(m.Gives, member):
			a.Verdict, a.Evidence = sdk.VerdictExists, sdk.EvidenceSource
			a.Reason = fmt.Sprintf("the metaclass %s gives %s when it makes the class (read from the metaclass's source, without running it)", m.Meta, member)
		case slices.Contains(m.Members, member):
			a.Verdict, a.Evidence = sdk.VerdictExists, sdk.EvidenceSource
			a.Reason = fmt.Sprintf("%s or a base of it has %s (read from source)", full, member)
		case m.Complete:
			a.Verdict = sdk.VerdictMissing
			var gives []string
			for _, g := range m.Gives {
				if !strings.HasPrefix(g, "__") {
					gives = append(gives, g)
				}
			}
			a.Reason = fmt.Sprintf("%s is made by the metaclass %s, read whole: it gives the class only %s; neither %s nor its bases (each read) have %s",
				full, m.Meta, strings.Join(gives, ", "), full, member)
		default:
			return a, false
		}
		return a, true
	}
	return a, false
}

// privateLookup answers on a private name or dunder at the top of a
// module of the tree (numpy._no_nep50_warning, requests.__version__,
// numpy.core._ufunc_config._no_nep50_warning), which the outline leaves
// out: it exists when the module's source binds it, and does not when
// that source, read whole, binds no such name. ok is false for any
// other name, and when r cannot decide. tops are the other top-level
// modules parts may start with (nil when parts is already below scope).
func privateLookup(r *pyapi.Package, name string, parts []string, scope string, tops []string) (sdk.NameLookup, bool) {
	a := sdk.NameLookup{Name: name}
	last := parts[len(parts)-1]
	if r == nil || scope == "" || parts[0] != scope && slices.Contains(tops, parts[0]) {
		// (another top-level module the distribution installs, which
		// code imports apart: _cffi_backend beside cffi)
		return a, false
	}
	if a, ok := privateOnPath(r, name, parts, scope); ok {
		return a, true
	}
	mod := strings.Join(append([]string{scope}, parts[:len(parts)-1]...), ".")
	if !r.Exists(mod) {
		return a, false
	}
	private := strings.HasPrefix(last, "_")
	switch b, why := r.Binds(mod, last); {
	case b == pyapi.BindYes:
		// a private name, or a public one the module's __all__ leaves
		// out (the outline says so: cannot tell)
		a.Verdict, a.Evidence, a.Reason = sdk.VerdictExists, sdk.EvidenceSource, why
	case !private:
		return a, false
	case b == pyapi.BindNo:
		a.Verdict, a.Reason = sdk.VerdictMissing, why
	default:
		a.Reason = why
		return a, false
	}
	return a, true
}

// privateMember answers on a private member of a class (beniget's
// Def._str), which the outline leaves out: it exists when the class's
// own body, read from source, defines it. ok is false otherwise (the
// outline's answer stands: a base, a metaclass or a decorator may give
// it, which a misspelling is still checked against there).
func privateMember(r *pyapi.Package, name string, parts []string, scope string) (sdk.NameLookup, bool) {
	a := sdk.NameLookup{Name: name}
	last := parts[len(parts)-1]
	if r == nil || scope == "" || len(parts) < 2 || !strings.HasPrefix(last, "_") || dunder(last) {
		return a, false
	}
	paths := [][]string{parts}
	if parts[0] == scope && len(parts) > 2 {
		paths = append(paths, parts[1:]) // the name spelt from its root
	}
	for _, parts := range paths {
		// The longest module prefix; what follows it up to the member
		// is the class path.
		for i := len(parts) - 2; i >= 0; i-- {
			mod := strings.Join(append([]string{scope}, parts[:i]...), ".")
			if !r.Exists(mod) {
				continue
			}
			if ok, why := r.ClassDefines(mod, parts[i:len(parts)-1], last); ok {
				a.Verdict, a.Evidence, a.Reason = sdk.VerdictExists, sdk.EvidenceSource, why
				return a, true
			}
			break
		}
	}
	return a, false
}

// privateOnPath answers on a path with a private name or dunder before
// its last part (_speedups.encode, utils._compat.PY2): the path does not
// exist when the module that name would be in is read whole and binds
// no such name, whatever follows it. ok is false when no such module
// decides it (the name is bound, by an import or otherwise, or cannot be
// told).
func privateOnPath(r *pyapi.Package, name string, parts []string, scope string) (sdk.NameLookup, bool) {
	a := sdk.NameLookup{Name: name}
	for i, seg := range parts[:len(parts)-1] {
		mod := strings.Join(append([]string{scope}, parts[:i]...), ".")
		if !r.Exists(mod) {
			return a, false // parts[i-1] is a class or a value, not a module
		}
		if !strings.HasPrefix(seg, "_") {
			continue
		}
		b, why := r.Binds(mod, seg)
		if b != pyapi.BindNo {
			continue // bound (a private submodule, an import) or cannot tell
		}
		a.Verdict = sdk.VerdictMissing
		a.Reason = fmt.Sprintf("%s, so %s.%s does not exist either", why, mod, strings.Join(parts[i:], "."))
		return a, true
	}
	return a, false
}

// privateInEach is privateLookup for a single private name or dunder
// asked of a distribution that installs several top-level modules
// (pytest and _pytest), none named: it exists when one of them binds
// it, and does not when each of them, read whole, binds no such name.
func privateInEach(r *pyapi.Package, name string, parts []string, scope string, roots []string) (sdk.NameLookup, bool) {
	a := sdk.NameLookup{Name: name}
	if scope != "" || len(parts) != 1 || len(roots) < 2 {
		return a, false
	}
	var whys []string
	for _, root := range roots {
		b, ok := privateLookup(r, name, parts, root, nil)
		if !ok {
			return a, false
		}
		if b.Verdict == sdk.VerdictExists {
			return b, true
		}
		whys = append(whys, b.Reason)
	}
	a.Verdict, a.Reason = sdk.VerdictMissing, strings.Join(whys, "; ")
	return a, true
}

// ownRoots are the roots d installs that Python imports as d's: a module
// file another distribution's package of the same name shadows (pytest's
// py.py beside pylib's py/) holds that other distribution's names, which
// say nothing of d's. roots itself when d is nil or none would be left.
func ownRoots(d *sitepkgs.Dist, roots []string) []string {
	if d == nil {
		return roots
	}
	out := slices.DeleteFunc(slices.Clone(roots), d.Shadowed)
	if len(out) == 0 {
		return roots
	}
	return out
}

// compiledOnlyMissing is a, or "does not exist" when the name's first
// part (or its last, below a module) is in a module o does not list the
// whole of only because of compiled modules, o does not list it, and none
// of their binaries spells it.
func compiledOnlyMissing(a sdk.NameLookup, parts []string, o *pyapi.Outline, mods []compiledModule) sdk.NameLookup {
	if o == nil {
		return a
	}
	for _, n := range []int{1, len(parts)} {
		where, name := strings.Join(parts[:n-1], "."), parts[n-1]
		only := o.CompiledOnly[where]
		if len(only) == 0 && n > 1 && o.CompiledClasses[where] {
			// A compiled type the stub declares: what it has beyond the
			// stub, its binary names (method and attribute tables).
			for _, m := range mods {
				if !slices.Contains(only, m.dotted) {
					only = append(only, m.dotted)
				}
			}
			if miss, ok := absentFrom(name, only, mods); ok && !dunder(name) && !lists(o, strings.Join(parts[:n], ".")) {
				a.Verdict = sdk.VerdictMissing
				a.Reason = fmt.Sprintf("%s is a compiled module's type that a .pyi stub declares: it has no member beyond the stub's but those its binary names, and no string of the compiled modules %s spells %s (%s; read without importing them)",
					strings.TrimSuffix(o.Root+"."+where, "."), moduleList(mods), name, miss)
				return a
			}
			continue
		}
		if len(only) == 0 || dunder(name) || lists(o, strings.Join(parts[:n], ".")) {
			continue
		}
		if miss, ok := absentFrom(name, only, mods); ok {
			a.Verdict = sdk.VerdictMissing
			a.Reason = fmt.Sprintf("%s binds no name beyond what it lists but those of the compiled modules %s, and no string of their binaries spells %s (%s; read without importing them)",
				strings.TrimSuffix(o.Root+"."+where, "."), strings.Join(only, ", "), name, miss)
			return a
		}
	}
	return a
}

// outlineOf is k's outline of the import module scope ("" when there is
// one outline), or nil.
func outlineOf(k *pkg, scope string) *pyapi.Outline {
	for _, o := range k.outlines {
		if o.Root == scope || scope == "" && len(k.outlines) == 1 {
			return o
		}
	}
	return nil
}

// lists reports whether o lists name (relative to its root): a name the
// host's check could not decide may still be one the outline has, under
// a shape the check cannot follow.
func lists(o *pyapi.Outline, name string) bool {
	for _, s := range o.Symbols {
		if s.Name == name {
			return true
		}
	}
	for _, s := range o.Reexports {
		if s.Name == name {
			return true
		}
	}
	return false
}

// absentFrom reports whether every one of the compiled modules only was
// read whole from its binary (each file of it, when several interpreters'
// builds are installed) and none spells name, not even as a string's
// tail; with how many names were read.
func absentFrom(name string, only []string, mods []compiledModule) (string, bool) {
	n := 0
	for _, dotted := range only {
		found := false
		for _, m := range mods {
			if m.dotted != dotted {
				continue
			}
			if m.names.Truncated || m.names.Has(name) || m.names.EndsWith(name) {
				return "", false
			}
			found, n = true, n+m.names.Len()
		}
		if !found {
			return "", false // not read: cannot tell
		}
	}
	return fmt.Sprintf("%d name strings read", n), true
}

// lookupIn answers on one name (its parts below scope, "" for the whole
// distribution) from the compiled modules mods.
func lookupIn(name string, parts []string, scope string, mods []compiledModule) sdk.NameLookup {
	var in []compiledModule
	for _, m := range mods {
		if scope == "" || m.dotted == scope || strings.HasPrefix(m.dotted, scope+".") || strings.HasPrefix(scope, m.dotted+".") {
			in = append(in, m)
		}
	}
	out := sdk.NameLookup{Name: name}
	if len(in) == 0 {
		return out
	}
	last := parts[len(parts)-1]
	every := func(s string) bool {
		return slices.ContainsFunc(in, func(m compiledModule) bool { return m.names.Has(s) })
	}
	if len(parts) > 1 && objectAttrs[last] && !slices.ContainsFunc(parts[:len(parts)-1], func(s string) bool { return !every(s) }) {
		// What every Python object has, from object itself: a C type's
		// __init__ is a slot, spelled nowhere in its binary.
		out.Verdict, out.Evidence = sdk.VerdictExists, sdk.EvidenceBinary
		out.Reason = fmt.Sprintf("every Python object has %s (from object), and %s is a name string of the compiled modules %s, read without importing them", last, parts[len(parts)-2], moduleList(in))
		return out
	}
	if !slices.ContainsFunc(parts, func(s string) bool { return !every(s) }) {
		i := slices.IndexFunc(in, func(m compiledModule) bool { return m.names.Has(last) })
		out.Verdict, out.Evidence = sdk.VerdictExists, sdk.EvidenceBinary
		out.Reason = fmt.Sprintf("%s is a name string in %s, the binary of the compiled module %s, read without importing it", last, filepath.Base(in[i].path), in[i].dotted)
		return out
	}
	// Only a binary at the top of a module that is nothing else vouches
	// for a name's absence: a member may come from a base class, a dunder
	// from the interpreter, a name of a module with Python source from
	// that source run; and only when no string of it ends with the name
	// (the linker may keep it as another string's tail).
	// The first part is the name at the module's top: when it is absent,
	// so is anything reached through it.
	if first := parts[0]; !dunder(first) && len(in) == 1 && in[0].dotted == scope && in[0].pure && !in[0].names.Truncated && !in[0].names.Has(first) && !in[0].names.EndsWith(first) {
		out.Verdict = sdk.VerdictMissing
		out.Reason = fmt.Sprintf("%s is a compiled module without Python source or stub, and %s is not among the %d name strings of its binary %s (read without importing it)", scope, first, in[0].names.Len(), filepath.Base(in[0].path))
		return out
	}
	out.Reason = "not found among the name strings of the compiled modules " + moduleList(in) + " either"
	return out
}

// topCompiled is the compiled module of mods that is a top-level module
// named first (cffi's _cffi_backend, beside its cffi package), nil when
// none is.
func topCompiled(mods []compiledModule, first string) *compiledModule {
	for i := range mods {
		if mods[i].dotted == first && mods[i].pure {
			return &mods[i]
		}
	}
	return nil
}

// moduleList names the first modules of mods, and counts the others.
func moduleList(mods []compiledModule) string {
	var names []string
	for _, m := range mods {
		if !slices.Contains(names, m.dotted) { // one module, built for several interpreters
			names = append(names, m.dotted)
		}
	}
	if len(names) > 3 {
		names = append(names[:3], fmt.Sprintf("%d more", len(names)-3))
	}
	return strings.Join(names, ", ")
}

// objectAttrs are the attributes of object, which every Python object
// has (dir(object) in CPython 3.8 to 3.13).
var objectAttrs = map[string]bool{
	"__class__": true, "__delattr__": true, "__dir__": true, "__doc__": true, "__eq__": true, "__format__": true,
	"__ge__": true, "__getattribute__": true, "__gt__": true, "__hash__": true, "__init__": true,
	"__init_subclass__": true, "__le__": true, "__lt__": true, "__ne__": true, "__new__": true, "__reduce__": true,
	"__reduce_ex__": true, "__repr__": true, "__setattr__": true, "__sizeof__": true, "__str__": true, "__subclasshook__": true,
}

func dunder(s string) bool {
	return len(s) > 4 && strings.HasPrefix(s, "__") && strings.HasSuffix(s, "__")
}

// compiledModule is one extension module of a distribution.
type compiledModule struct {
	dotted string // "psycopg2._psycopg"
	path   string
	// pure: no Python source or stub stands for it (no stem.py, stem.pyi
	// or package directory beside).
	pure  bool
	names *binnames.Names
}

// Bounds of the compiled modules read for one lookup.
const (
	// maxCompiledModules: a scientific distribution has a hundred or so.
	maxCompiledModules = 256
	// maxTreeEntries bounds the walk of a distribution's packages.
	maxTreeEntries = 20_000
	maxTreeDepth   = 8
)

// compiledModules lists the extension modules d installs below its import
// names (private ones too: _cffi_backend, greenlet._greenlet) and reads
// their names (cached by file, size and modification time). A binary that
// cannot be read is left out.
func (p *Provider) compiledModules(ctx context.Context, d *sitepkgs.Dist) []compiledModule {
	site := d.SitePackages
	var out []compiledModule
	seen := 0
	add := func(dotted, path string, pure bool) {
		if len(out) >= maxCompiledModules {
			return
		}
		names, err := p.bins.read(path)
		if err != nil {
			p.log().Debug("read compiled module names", "path", path, "error", err)
			return
		}
		out = append(out, compiledModule{dotted: dotted, path: path, pure: pure, names: names})
	}
	for _, root := range d.Installed(d.ImportNames()) {
		root, _, _ = strings.Cut(root, ".")
		if !pyname.ValidIdent(root) {
			continue
		}
		if ents, err := os.ReadDir(site); err == nil {
			for _, e := range ents {
				if stem, ok := extensionStem(e.Name()); ok && stem == root && e.Type().IsRegular() {
					add(root, filepath.Join(site, e.Name()), !exists(filepath.Join(site, root+".py")) && !exists(filepath.Join(site, root+".pyi")) && !exists(filepath.Join(site, root)))
				}
			}
		}
		dir := filepath.Join(site, root)
		_ = filepath.WalkDir(dir, func(path string, e fs.DirEntry, err error) error {
			if err != nil || ctx.Err() != nil {
				return filepath.SkipDir
			}
			if seen++; seen > maxTreeEntries {
				return filepath.SkipAll
			}
			rel, _ := filepath.Rel(dir, path)
			if e.IsDir() {
				if rel != "." && (strings.Count(rel, string(filepath.Separator)) >= maxTreeDepth || !pyname.ValidIdent(e.Name())) {
					return filepath.SkipDir
				}
				return nil
			}
			stem, ok := extensionStem(e.Name())
			if !ok || !e.Type().IsRegular() || !pyname.ValidIdent(stem) {
				return nil
			}
			pkgPath := strings.ReplaceAll(filepath.Dir(rel), string(filepath.Separator), ".")
			dotted := root + "." + stem
			if pkgPath != "." {
				dotted = root + "." + pkgPath + "." + stem
			}
			base := filepath.Join(filepath.Dir(path), stem)
			add(dotted, path, !exists(base+".py") && !exists(base+".pyi") && !exists(base))
			return nil
		})
	}
	return out
}

// extensionStem is the module name of an extension module's file name
// ("_psycopg" for _psycopg.cpython-311-x86_64-linux-gnu.so, ujson.so,
// _speedups.abi3.so, _foo.cp311-win_amd64.pyd).
func extensionStem(name string) (string, bool) {
	var rest string
	switch {
	case strings.HasSuffix(name, ".so"):
		rest = strings.TrimSuffix(name, ".so")
	case strings.HasSuffix(name, ".pyd"):
		rest = strings.TrimSuffix(name, ".pyd")
	default:
		return "", false
	}
	stem, _, _ := strings.Cut(rest, ".")
	return stem, stem != ""
}

func exists(path string) bool {
	_, err := os.Lstat(path)
	return err == nil
}

// binCache keeps the names read from binaries, by path, size and
// modification time: a distribution's binaries are read once per
// process, not once per check. The zero value is ready.
type binCache struct {
	mu sync.Mutex
	m  map[binKey]*binnames.Names
}

type binKey struct {
	path  string
	size  int64
	mtime time.Time
}

// maxCachedBinaries bounds the cache; at the bound it starts over.
const maxCachedBinaries = 1024

func (c *binCache) read(path string) (*binnames.Names, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	k := binKey{path, st.Size(), st.ModTime()}
	c.mu.Lock()
	n, ok := c.m[k]
	c.mu.Unlock()
	if ok {
		return n, nil
	}
	n, err = binnames.ReadFile(path, binnames.Limits{})
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil || len(c.m) >= maxCachedBinaries {
		c.m = map[binKey]*binnames.Names{}
	}
	c.m[k] = n
	return n, nil
}

// importedLookup answers on a public name a module of the tree binds by
// importing another module or one of its names (requests' "import
// urllib3" makes requests.urllib3), which the outline leaves out as that
// other module's API: the name itself exists, read from source; a member
// reached through it (requests.urllib3.disable_warnings) is the other
// module's, which this provider did not read, so it cannot tell, and
// says why. ok is false for any other name, and for what the module
// imports from its own package.
func importedLookup(r *pyapi.Package, name string, parts []string, scope string) (sdk.NameLookup, bool) {
	a := sdk.NameLookup{Name: name}
	if r == nil || scope == "" {
		return a, false
	}
	for k := len(parts) - 1; k >= 0; k-- {
		mod := strings.Join(append([]string{scope}, parts[:k]...), ".")
		if !r.Exists(mod) {
			continue
		}
		attr := parts[k]
		if strings.HasPrefix(attr, "_") {
			return a, false
		}
		from, stmt, ok := r.ImportedAs(mod, attr)
		via := ""
		if !ok {
			// deb822's "from debian.deb822 import *", where
			// debian.deb822 has "from typing import Text"
			via, from, stmt, ok = r.StarImportedAs(mod, attr)
		}
		root, _, _ := strings.Cut(scope, ".")
		if !ok || from == root || strings.HasPrefix(from, root+".") {
			// the package's own module or name (marshmallow's "from
			// marshmallow.schema import Schema"): the outline's to decide
			return a, false
		}
		a.Evidence = sdk.EvidenceSource
		how := fmt.Sprintf("by %q", stmt)
		if via != "" {
			how = fmt.Sprintf("by %q, and %s binds it by %q", "from "+via+" import *", via, stmt)
		}
		if k == len(parts)-1 {
			a.Verdict = sdk.VerdictExists
			a.Reason = fmt.Sprintf("%s binds %s %s: an attribute of the module when it runs, but another module's API, not the API of %s itself", mod, attr, how, scope)
			return a, true
		}
		a.Reason = fmt.Sprintf("%s.%s is what %s binds %s, so %s is that module's API, which this check did not read: check it there", mod, attr, mod, how, strings.Join(parts[k+1:], "."))
		return a, true
	}
	return a, false
}
