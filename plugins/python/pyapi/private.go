package pyapi

import (
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"
)

// Binding is what Binds found for a name the outline does not list.
type Binding int

const (
	// BindUnknown: the module may bind the name by means this reader
	// cannot list (names bound at run time, a module __getattr__, a star
	// import of a module it cannot read), or the module is not read.
	BindUnknown Binding = iota
	// BindYes: the module binds the name (a statement of its source or
	// stub, or its .py beside a stub, or a submodule of that name).
	BindYes
	// BindNo: the module was read whole and binds no such name.
	BindNo
)

// moduleAttrs are the attributes the import system gives every module
// (and __path__ every package).
var moduleAttrs = map[string]bool{
	"__name__": true, "__doc__": true, "__file__": true, "__spec__": true, "__loader__": true,
	"__package__": true, "__dict__": true, "__builtins__": true, "__cached__": true,
}

// Binds reports whether module dotted binds name at its top level,
// private names ("_no_nep50_warning") and dunders ("__version__")
// included, which the outline leaves out: a definition or assignment,
// an import (not a star one, which binds no private name its source's
// __all__ does not list), a submodule of that name, or what the import
// system gives every module. The .py beside a stub counts too: the stub
// may declare less than the source the interpreter runs. why says what
// was found, or why the answer is no or cannot be given.
func (p *Package) Binds(dotted, name string) (Binding, string) {
	m := p.module(dotted)
	if m == nil {
		return BindUnknown, dotted + " was not read"
	}
	switch {
	case moduleAttrs[name] || name == "__path__" && m.isPkg:
		return BindYes, "every module has " + name + " (the import system sets it)"
	case name == "__all__" && (m.mod.SetsAll || m.mod.PublicAt != nil || implSetsAll(p.implModule(dotted))):
		return BindYes, dotted + " sets __all__"
	case name == "__annotations__":
		return BindYes, "every module has __annotations__ on Python 3.10 and later"
	}
	for _, cand := range []*parsed{m, p.implModule(dotted)} {
		if cand == nil {
			continue
		}
		if slices.Contains(cand.mod.Deleted, name) {
			// bound, then unbound by del (or the other way round):
			// which holds depends on the order, not followed here
			return BindUnknown, fmt.Sprintf("%s deletes %s (del statement)", dotted, name)
		}
		if slices.ContainsFunc(cand.mod.Defs, func(d *Def) bool { return d.Name == name }) {
			return BindYes, fmt.Sprintf("%s binds %s (%s, read from source)", dotted, name, cand.path)
		}
		if slices.ContainsFunc(cand.mod.Imports, func(i Import) bool { return i.As == name && !i.Star }) {
			return BindYes, fmt.Sprintf("%s imports %s (%s, read from source)", dotted, name, cand.path)
		}
		for _, imp := range cand.mod.Imports {
			// A star import binds a private name its source's __all__
			// lists (numpy.core's of _ufunc_config).
			if imp.Star && !imp.TypeChecking && slices.Contains(p.exported(absolute(dotted, cand.isPkg, imp.Module), 0), name) {
				return BindYes, fmt.Sprintf("%s binds %s through from %s import * (read from source)", dotted, name, imp.Module)
			}
		}
	}
	if m.isPkg && (p.module(dotted+"."+name) != nil || p.compiledBeside(path.Join(path.Dir(m.path), name))) {
		// (an import of a submodule binds it in its package: msgpack's
		// compiled _cmsgpack, which "from ._cmsgpack import ..." loads)
		return BindYes, dotted + "." + name + " is a module of the package"
	}
	if m.compiled {
		return BindUnknown, dotted + " is a compiled module read from its .pyi stub"
	}
	for _, u := range p.unlisted(dotted, 0, map[string]bool{}) {
		if u.mayBind(name) {
			return BindUnknown, dotted + " also has " + u.why
		}
	}
	read := []string{m.path}
	if strings.HasSuffix(m.path, ".pyi") {
		impl := p.implModule(dotted)
		if impl == nil {
			return BindUnknown, dotted + " is read from a stub without its source"
		}
		if len(impl.mod.Dynamic) > 0 || impl.mod.Getattr != nil || slices.ContainsFunc(impl.mod.Defs, func(d *Def) bool { return d.Name == "__getattr__" }) {
			return BindUnknown, impl.path + " binds names when it runs, or answers them from a module __getattr__"
		}
		for _, d := range m.mod.Defs {
			if isPublic(d.Name) && !binds(impl.mod, d.Name) {
				// pylib's stub declares std, path, ...; its __init__
				// hands a table of them to apipkg.initpkg
				return BindUnknown, fmt.Sprintf("%s declares %s, which %s does not bind in a statement this reader follows: it binds names otherwise", m.path, d.Name, impl.path)
			}
		}
		read = append(read, impl.path)
		m = impl
	}
	for _, cand := range []*parsed{p.module(dotted), m} {
		if slices.ContainsFunc(cand.mod.Imports, func(i Import) bool {
			return i.Star && !i.TypeChecking && p.starMayBind(dotted, cand.isPkg, i.Module, name)
		}) {
			// exported may not hold a computed __all__ whole
			return BindUnknown, dotted + " star-imports names, and this reader may not have every __all__ those modules compute"
		}
	}
	for _, f := range read {
		if p.mentions(f, name) {
			// bound where this reader does not follow: a loop target
			// (httpx's "for __name in __all__"), a list unpacked into
			// names, globals() passed to a function (pkg_resources'
			// g['_manager'] = manager)
			return BindUnknown, fmt.Sprintf("%s mentions %s in a statement this reader does not follow (%s)", dotted, name, f)
		}
	}
	return BindNo, fmt.Sprintf("%s binds no name %s: its source (%s) was read whole, private names and dunders too", dotted, name, strings.Join(read, ", "))
}

// binds reports whether m binds name in a statement this reader follows:
// a definition or assignment, or an import (a star import may bind any
// name).
func binds(m *Module, name string) bool {
	return slices.ContainsFunc(m.Defs, func(d *Def) bool { return d.Name == name }) ||
		slices.ContainsFunc(m.Imports, func(i Import) bool { return i.As == name || i.Star })
}

// starMayBind reports whether "from mod import *", read in module from,
// may bind name. Without __all__ a star import binds only the public
// names of its source (none that starts with an underscore), so a
// private name comes through it only when the source is out of this
// reader's sight (another distribution, a compiled module, a stub without
// its source) or sets __all__ in some way, or binds names at run time.
func (p *Package) starMayBind(from string, isPkg bool, mod, name string) bool {
	if !strings.HasPrefix(name, "_") {
		return true
	}
	target := absolute(from, isPkg, mod)
	t := p.module(target)
	if t != nil && strings.HasSuffix(t.path, ".pyi") {
		t = p.implModule(target)
	}
	if t == nil || t.compiled {
		return true
	}
	if names, ok := p.allBound(target, 0); ok {
		// __all__ read whole: the star import binds its names, no other
		return slices.Contains(names, name)
	}
	return t.mod.SetsAll || t.mod.PublicAt != nil || len(t.mod.Dynamic) > 0 || t.mod.Getattr != nil ||
		slices.ContainsFunc(t.mod.Imports, func(i Import) bool { return i.As == "__all__" })
}

// allBound returns every name module dotted's __all__ may hold, when
// it sets __all__ from literals and other modules' __all__ that are so
// too, each statement that sets or grows it read (ok); not ok when any
// is computed, grown where this reader does not follow, or the module
// is compiled, unread or without __all__.
func (p *Package) allBound(dotted string, depth int) (names []string, ok bool) {
	t := p.module(dotted)
	if t != nil && strings.HasSuffix(t.path, ".pyi") {
		t = p.implModule(dotted)
	}
	if t == nil || t.compiled || depth > 8 || !t.mod.SetsAll || t.mod.AllOpen || len(t.mod.Dynamic) > 0 ||
		slices.ContainsFunc(t.mod.Imports, func(i Import) bool { return i.As == "__all__" }) {
		return nil, false
	}
	names = t.mod.AllMay
	for _, from := range t.mod.AllMayFrom {
		sub, ok := p.allBound(p.importTarget(dotted, t.isPkg, from), depth+1)
		if !ok {
			return nil, false
		}
		names = union(names, sub)
	}
	return names, true
}

// mentions reports whether the file at path spells name as a whole
// identifier anywhere (code, strings or comments); true when the file
// cannot be read.
func (p *Package) mentions(file, name string) bool {
	b, err := fs.ReadFile(p.FS, file)
	if err != nil {
		return true
	}
	src := string(b)
	for i := 0; ; {
		j := strings.Index(src[i:], name)
		if j < 0 {
			return false
		}
		start, end := i+j, i+j+len(name)
		if (start == 0 || !isIdentByte(src[start-1])) && (end == len(src) || !isIdentByte(src[end])) {
			return true
		}
		i = start + 1
	}
}

func isIdentByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}

// implSetsAll reports whether the source beside a stub sets __all__.
func implSetsAll(impl *parsed) bool { return impl != nil && impl.mod.SetsAll }

// mayBind reports whether what u stands for may bind name: any name,
// unless u bounds them (a module __getattr__ whose body answers only
// "Instance", or names starting with "RLIM"). A compiled module's names
// are not bounded here: only its binary spells them.
func (u unlistedWhy) mayBind(name string) bool {
	if u.compiled != "" || len(u.names) == 0 && len(u.prefixes) == 0 {
		return true
	}
	return slices.Contains(u.names, name) || slices.ContainsFunc(u.prefixes, func(p string) bool { return strings.HasPrefix(name, p) })
}

// ClassDefines reports whether class path (a class module dotted binds,
// defined there or imported, and the classes nested in it: ["Def"],
// ["Outer", "Inner"]) defines member name in its own body, in source or
// the .py beside a stub: a method, a nested class or an assignment.
// Private members ("_str"), which the outline leaves out, are what it is
// for: a class's own private method exists. It only says yes: a name the
// body does not define may still come from a base, a metaclass or a
// decorator. why says where it was found.
func (p *Package) ClassDefines(dotted string, path []string, name string) (bool, string) {
	if len(path) == 0 {
		return false, ""
	}
	defines := func(cls *Def, where string) (bool, string) {
		for _, seg := range path[1:] {
			if cls = lastClass(cls.Members, seg); cls == nil {
				return false, ""
			}
		}
		if slices.ContainsFunc(cls.Members, func(d *Def) bool { return d.Name == name }) {
			return true, fmt.Sprintf("class %s.%s defines %s (%s, read from source)", dotted, strings.Join(path, "."), name, where)
		}
		return false, ""
	}
	for _, cand := range []*parsed{p.module(dotted), p.implModule(dotted)} {
		if cand == nil {
			continue
		}
		if cls := lastClass(cand.mod.Defs, path[0]); cls != nil {
			if ok, why := defines(cls, cand.path); ok {
				return ok, why
			}
		}
	}
	// A class the module imports (a package's __init__ passing on a
	// submodule's class).
	if d, where, _ := p.find(dotted, path[0], 0); d != nil && isClass(d) && where != dotted {
		if m := p.module(where); m != nil {
			return defines(d, m.path)
		}
	}
	return false, ""
}

// lastClass is the class defs bind to name last (a later class statement
// rebinds it); nil when none.
func lastClass(defs []*Def, name string) *Def {
	var cls *Def
	for _, d := range defs {
		if d.Name == name && isClass(d) {
			cls = d
		}
	}
	return cls
}
