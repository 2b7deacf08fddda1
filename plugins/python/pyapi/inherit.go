package pyapi

import (
	"slices"
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// Inherited is what a class gets from one of the bases its declaration
// names, through that base's own chain: the members code finds on the
// class that neither it nor an earlier base declares.
type Inherited struct {
	// Base is the base as the declaration writes it ("Starlette",
	// "logging.Handler"), without subscripts.
	Base string
	// From is the module defining the base ("starlette.applications",
	// "logging"); "" for one of the language's own types.
	From string
	// Members are the base chain's public members (and __init__,
	// __call__), nearest first, as read from source.
	Members []*Def
	// Attrs are the attributes the chain's methods set on the instance
	// (self.level = level), that no class of it binds in its body.
	Attrs []string
	// Builtin are the members of the language's own types that end the
	// chain (dict's keys, Exception's args), by name.
	Builtin []string
	// Complete says every class of the chain was read: a name none of
	// them has is not on the class through this base. False when a base
	// of the chain is a compiled module's without a stub, in no tree
	// read, built at run time, or deeper than maxBaseDepth.
	Complete bool
}

// maxInheritedMembers bounds the members one base may give; past it the
// chain is not listed whole (Complete false).
const maxInheritedMembers = 400

// beyondLimits bound each tree read only for base classes: a chain
// crosses a few modules, not a distribution.
var beyondLimits = Limits{MaxModules: 200}

// Inherits lists, first, the attributes class name's own methods set on
// the instance (Base "", Attrs only), then, per base its declaration
// names, what class name (as
// module mod binds it) inherits, read statically: from the package's own
// modules, another distribution in the same tree, or Beyond (the
// environment's other site-packages directories, the standard library of
// the interpreter the project uses). ok is false when name is no class.
func (p *Package) Inherits(mod, name string) (out []Inherited, ok bool) {
	p.init()
	d, where, _ := p.find(mod, name, 0)
	if d != nil {
		if t, tw := p.alias(d, where); t != nil {
			d, where = t, tw
		}
	}
	if d == nil || d.Kind != "class" && d.Kind != "enum" {
		return nil, false
	}
	have := map[string]bool{}
	for _, m := range d.Members {
		have[m.Name] = true
	}
	seen := map[*Def]bool{d: true}
	own := Inherited{Complete: true}
	for _, a := range d.Attrs {
		if !have[a] {
			have[a] = true
			own.Attrs = append(own.Attrs, a)
		}
	}
	out = append(out, own)
	for _, b := range classBases(d.Signature) {
		inh := Inherited{Base: b, Complete: !bindsAtCreation(d)}
		p.inheritFrom(&inh, p, where, b, 0, have, seen)
		out = append(out, inh)
	}
	return out, true
}

// inheritFrom adds to inh what base b, written in module mod of tree r,
// gives, and what its bases give.
func (p *Package) inheritFrom(inh *Inherited, r *Package, mod, b string, depth int, have map[string]bool, seen map[*Def]bool) {
	if depth > maxBaseDepth {
		inh.Complete = false
		return
	}
	members, known := apicheck.PyKnownBase(b)
	var bd *Def
	var bwhere string
	var br *Package
	if !known || r == p {
		// A name of the language's own types is read from source only
		// when the package declares one of that name: the others'
		// members are known without reading typing.py or enum.py.
		bd, bwhere, br = p.resolveBase(r, mod, b, known)
		if known && topOf(bwhere) != topOf(mod) {
			bd = nil // typing_extensions' Protocol, beside the package
		}
	}
	if bd == nil || bd.Kind != "class" && bd.Kind != "enum" {
		// The language's own types (Exception, dict, collections.abc's
		// ABCs, enum.Enum), unless the package declares one of that
		// name: their members are known without reading their source,
		// which for most is C.
		if !known {
			inh.Complete = false
			return
		}
		for _, m := range members {
			if !have[m] && (isPublic(m) || m == "__init__" || m == "__call__") {
				have[m] = true
				inh.Builtin = append(inh.Builtin, m)
			}
		}
		return
	}
	if seen[bd] {
		return
	}
	seen[bd] = true
	if len(bd.Dynamic) > 0 || bindsAtCreation(bd) {
		// A metaclass read whole (no __new__ or __init__ that sets
		// names, no namespace writes: pytest's NodeMeta, which only
		// gates __call__) gives the class its own members and nothing
		// else; any other binds members when its module runs.
		gives, closed := []string(nil), false
		if len(bd.Dynamic) == 0 && !initsSubclass(bd) {
			gives, closed = p.closedMeta(br, bwhere, metaclassOf(bd))
		}
		if !closed {
			inh.Complete = false
		}
		for _, g := range gives {
			if !have[g] && isPublic(g) {
				have[g] = true
				inh.Builtin = append(inh.Builtin, g)
			}
		}
	}
	if inh.From == "" {
		inh.From = bwhere
	}
	for _, m := range bd.Members {
		if have[m.Name] || !isPublic(m.Name) && m.Name != "__init__" && m.Name != "__call__" {
			continue
		}
		if len(inh.Members) >= maxInheritedMembers {
			inh.Complete = false
			return
		}
		have[m.Name] = true
		inh.Members = append(inh.Members, m)
	}
	for _, a := range bd.Attrs {
		if !have[a] {
			have[a] = true
			inh.Attrs = append(inh.Attrs, a)
		}
	}
	for _, bb := range classBases(bd.Signature) {
		p.inheritFrom(inh, br, bwhere, bb, depth+1, have, seen)
	}
}

// trees are the trees a base class is looked for in: the package's, then
// Beyond's, each read once.
func (p *Package) trees() []*Package {
	if p.beyond == nil {
		p.beyond = []*Package{p}
		for _, f := range p.Beyond {
			p.beyond = append(p.beyond, &Package{FS: f, Context: p.Context, Limits: beyondLimits})
		}
	}
	return p.beyond
}

// holder is the first tree holding module dotted, or nil.
func (p *Package) holder(dotted string) *Package {
	if dotted == "" {
		return nil
	}
	for _, t := range p.trees() {
		if t.module(dotted) != nil {
			return t
		}
	}
	return nil
}

// resolveBase finds the class base b names in module mod of tree r: a
// name defined there or imported ("Starlette", from "from
// starlette.applications import Starlette"), or a dotted path through an
// imported module ("logging.Handler", "routing.Router" from "from
// starlette import routing"), in whichever tree holds that module (r's
// own only, when local).
func (p *Package) resolveBase(r *Package, mod, b string, local bool) (*Def, string, *Package) {
	holder := p.holder
	if local {
		holder = func(dotted string) *Package { // r's own tree only
			if r.module(dotted) != nil {
				return r
			}
			return nil
		}
	}
	m := r.module(mod)
	if m == nil || !ValidName(strings.ReplaceAll(b, ".", "_")) {
		return nil, "", nil
	}
	head, _, dotted := strings.Cut(b, ".")
	if !dotted {
		d, where, via := r.find(mod, b, 0)
		if d != nil {
			return d, where, r
		}
		return imported(via, holder)
	}
	path, last, _ := cutLast(b)
	target := ""
	for i := len(m.mod.Imports) - 1; i >= 0 && target == ""; i-- {
		imp := m.mod.Imports[i]
		if imp.As != head || imp.Star || imp.TypeChecking {
			continue
		}
		rest := strings.TrimPrefix(path, head)
		switch {
		case imp.Name == "" && topOf(imp.Module) == head && !imp.Explicit:
			target = path // import a.b: a.b.C names a.b's C
		case imp.Name == "":
			target = imp.Module + rest // import a.b as x
		default:
			target = joinMod(absolute(mod, m.isPkg, imp.Module), imp.Name) + rest // from a import b
			if strings.HasSuffix(imp.Module, ".") {
				target = absolute(mod, m.isPkg, imp.Module+imp.Name) + rest
			}
		}
	}
	if target == "" {
		return nil, "", nil
	}
	if t := holder(target); t != nil {
		d, where, via := t.find(target, last, 0)
		if d != nil {
			return d, where, t
		}
		// The module re-exports it from one another tree holds
		// (beniget's "import gast as ast" and ast.NodeVisitor: gast
		// binds NodeVisitor by "from ast import NodeVisitor").
		return imported(via, holder)
	}
	return nil, "", nil
}

// imported finds the class an import (via, as find answers it) binds in
// the tree holder gives for its module: a name imported from a module
// the tree that imports it does not hold.
func imported(via *Import, holder func(string) *Package) (*Def, string, *Package) {
	if via == nil || strings.HasPrefix(via.Module, ".") || via.Name == "" {
		return nil, "", nil
	}
	if t := holder(via.Module); t != nil {
		if d, where, _ := t.find(via.Module, via.Name, 0); d != nil {
			return d, where, t
		}
	}
	return nil, "", nil
}

// bindsAtCreation reports whether class d may gain members when it, or
// a class deriving from it, is created: it names a metaclass other than
// abc's ("class Basic(Printable, metaclass=ManagedProperties)", whose
// metaclass makes sympy's is_integer and the other assumption
// properties), or declares __init_subclass__.
func bindsAtCreation(d *Def) bool {
	return initsSubclass(d) || metaclassOf(d) != ""
}

// initsSubclass reports whether class d declares __init_subclass__.
func initsSubclass(d *Def) bool {
	return slices.ContainsFunc(d.Members, func(m *Def) bool { return m.Name == "__init_subclass__" })
}

// metaclassOf is the metaclass class d's declaration names, as written,
// other than abc's ABCMeta; "" when none.
func metaclassOf(d *Def) string {
	sig, _, _ := strings.Cut(d.Signature, "\n")
	i := strings.Index(sig, "metaclass=")
	if i < 0 {
		return ""
	}
	meta := sig[i+len("metaclass="):]
	if j := strings.IndexAny(meta, ",)"); j >= 0 {
		meta = meta[:j]
	}
	switch meta = strings.TrimSpace(meta); meta {
	case "ABCMeta", "abc.ABCMeta":
		return ""
	}
	return meta
}

// closedMeta reads metaclass meta, as module mod of tree r names it,
// through metaGives: the names it gives every class it makes, and
// whether it was read whole. closed is false when meta is "" or cannot
// be found.
func (p *Package) closedMeta(r *Package, mod, meta string) (gives []string, closed bool) {
	if meta == "" || r == nil {
		return nil, false
	}
	md, mwhere, mr := p.resolveBase(r, mod, meta, false)
	if md == nil || md.Kind != "class" || mr == nil {
		return nil, false
	}
	return mr.metaGives(md, mwhere, 0)
}
