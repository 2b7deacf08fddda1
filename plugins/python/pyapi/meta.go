package pyapi

import (
	"slices"
	"strings"
)

// A metaclass runs when a class is created and may give it members its
// body does not write (marshmallow's SchemaMeta sets opts and
// _declared_fields; sympy's ManagedProperties setattr's an is_<fact>
// for every assumption). When the metaclass is read whole, what it
// gives is listed: the attributes its methods set on the class they are
// handed, and its own members (class attribute lookup reaches the
// metaclass too). One whose methods may set other names (setattr, the
// class __dict__, the namespace __new__ is handed) is open.

// Made is how a class is made by a metaclass of the tree.
type Made struct {
	// Meta is the metaclass as the declaration writes it.
	Meta string
	// Closed says the metaclass (and its metaclass bases) were read
	// whole and give no names but Gives.
	Closed bool
	// Gives are the names it gives every class it makes.
	Gives []string
	// Members are the names the class has besides: its own, its
	// instances' attributes, and what its bases give (Complete says
	// every base was read whole).
	Members  []string
	Complete bool
}

// maxMetaDepth bounds a metaclass's chain of metaclass bases.
const maxMetaDepth = 6

// MadeBy reads how class name of module mod is made by a metaclass:
// "class Schema(SchemaABC, metaclass=SchemaMeta)", or
// "Validator = InspectedValidator('Validator', (BareValidator,), {})"
// (a call of the metaclass with literal bases and an empty namespace).
// ok is false when name is neither, or the metaclass is none the trees
// read define.
func (p *Package) MadeBy(mod, name string) (m Made, ok bool) {
	p.init()
	d, where, _ := p.find(mod, name, 0)
	if d == nil {
		return m, false
	}
	var bases []string
	switch d.Kind {
	case "class":
		sig, _, _ := strings.Cut(d.Signature, "\n")
		i := strings.Index(sig, "metaclass=")
		if i < 0 {
			return m, false
		}
		meta := sig[i+len("metaclass="):]
		if j := strings.IndexAny(meta, ",)"); j >= 0 {
			meta = meta[:j]
		}
		m.Meta = strings.TrimSpace(meta)
		bases = classBases(d.Signature)
	case "var":
		meta, bs, ok := metaCall(d.Signature)
		if !ok {
			return m, false
		}
		m.Meta, bases = meta, bs
	default:
		return m, false
	}
	md, mwhere, _ := p.find(where, m.Meta, 0)
	if md == nil || md.Kind != "class" {
		return m, false
	}
	m.Gives, m.Closed = p.metaGives(md, mwhere, 0)
	// What the class has besides, as Inherits reads it, without
	// counting its own metaclass against it (Closed says whether that
	// is known).
	m.Complete = len(d.Dynamic) == 0 && len(p.attrDecorators(d, where)) == 0
	have := map[string]bool{}
	if d.Kind == "class" {
		for _, mem := range d.Members {
			have[mem.Name] = true
		}
		for _, a := range d.Attrs {
			have[a] = true
		}
	}
	seen := map[*Def]bool{d: true}
	for _, b := range bases {
		inh := Inherited{Base: b, Complete: true}
		p.inheritFrom(&inh, p, where, b, 0, have, seen)
		m.Complete = m.Complete && inh.Complete
		for _, mem := range inh.Members {
			have[mem.Name] = true
		}
		for _, a := range inh.Attrs {
			have[a] = true
		}
		for _, n := range inh.Builtin {
			have[n] = true
		}
	}
	for n := range have {
		if n == "__getattr__" || n == "__getattribute__" {
			// An instance answers any attribute it is asked.
			m.Complete = false
		}
		m.Members = append(m.Members, n)
	}
	slices.Sort(m.Members)
	return m, true
}

// metaGives lists what metaclass md (of module where) gives the classes
// it makes, and whether it was read whole: its methods set no names but
// ClassWrites, it answers no attribute lookups of its own (__getattr__),
// and its bases are type, abc's ABCMeta or such metaclasses of the tree.
func (p *Package) metaGives(md *Def, where string, depth int) ([]string, bool) {
	if depth > maxMetaDepth || md.ClassOpen {
		return nil, false
	}
	gives := []string{"mro"} // type's own, reached through every class
	for _, mem := range md.Members {
		if mem.Name == "__getattr__" || mem.Name == "__getattribute__" || mem.Name == "__setattr__" {
			return nil, false
		}
		gives = append(gives, mem.Name)
	}
	gives = append(gives, md.ClassWrites...)
	for _, b := range classBases(md.Signature) {
		switch b {
		case "type", "ABCMeta", "abc.ABCMeta", "object":
			continue
		}
		bd, bwhere, _ := p.find(where, b, 0)
		if bd == nil || bd.Kind != "class" {
			return nil, false
		}
		more, ok := p.metaGives(bd, bwhere, depth+1)
		if !ok {
			return nil, false
		}
		gives = append(gives, more...)
	}
	slices.Sort(gives)
	return slices.Compact(gives), true
}

// metaCall reads "Name = Meta('Name', (Base, ...), {})": the metaclass
// called and the bases, when they are plain names and the namespace is
// empty.
func metaCall(sig string) (meta string, bases []string, ok bool) {
	_, value, found := strings.Cut(sig, " = ")
	if !found {
		return "", nil, false
	}
	stmts := tokenize(value)
	if len(stmts) != 1 {
		return "", nil, false
	}
	t := stmts[0].toks
	if len(t) < 4 || t[0].kind != tName || t[1].text != "(" || matching(t, 1) != len(t)-1 {
		return "", nil, false
	}
	args := splitTop(t[2:len(t)-1], ",")
	if len(args) != 3 || len(args[0]) != 1 || args[0][0].kind != tString || render(args[2]) != "{}" {
		return "", nil, false
	}
	bt := args[1]
	if len(bt) < 2 || bt[0].text != "(" || matching(bt, 0) != len(bt)-1 {
		return "", nil, false
	}
	for _, b := range splitTop(bt[1:len(bt)-1], ",") {
		if len(b) == 0 {
			continue
		}
		n := render(b)
		if !ValidName(strings.ReplaceAll(n, ".", "_")) {
			return "", nil, false
		}
		bases = append(bases, n)
	}
	return t[0].text, bases, len(bases) > 0
}
