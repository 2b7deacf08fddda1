package pyapi

import (
	"io/fs"
	"strings"
)

// A typed package often ships a .pyi stub beside each .py module (inline
// stubs, PEP 561) or a "<top>-stubs" distribution: the stub is read for
// its signatures and it wins, but stubs rarely carry docstrings, which
// stay in the implementation. documented fills a stub declaration's empty
// docstrings from the .py module of the same dotted name, read as text
// like any other source (nothing is imported), so that the outline, the
// symbol= answers and the search say what the symbol does.

// maxImplDepth bounds how far implDoc follows the implementation's
// imports ("from ._impl import f"); real packages re-export once or twice.
const maxImplDepth = 4

// implModule parses the .py implementation of module dotted from
// Package.FS (never from Stubs), or returns nil. It is cached apart from
// the modules Read lists, which prefer the stub.
func (p *Package) implModule(dotted string) *parsed {
	if m, ok := p.impls[dotted]; ok {
		return m
	}
	if p.impls == nil {
		p.impls = map[string]*parsed{}
	}
	p.impls[dotted] = nil
	if p.read >= p.Limits.MaxModules || p.stopped != nil {
		return nil
	}
	rel := strings.ReplaceAll(dotted, ".", "/")
	for _, c := range []struct {
		path  string
		isPkg bool
	}{{rel + "/__init__.py", true}, {rel + ".py", false}} { // a package before a module of its name, as the import system looks
		e, ok := p.entry(false, c.path)
		if !ok || !e.Type().IsRegular() {
			continue
		}
		if st, err := e.Info(); err != nil || st.Size() > p.Limits.MaxFileBytes {
			continue
		}
		b, err := fs.ReadFile(p.FS, c.path)
		if err != nil {
			continue
		}
		p.read++
		m := &parsed{mod: Parse(b), path: c.path, isPkg: c.isPkg}
		p.impls[dotted] = m
		return m
	}
	return nil
}

// fromStub reports whether module dotted was read from a .pyi file.
func (p *Package) fromStub(dotted string) bool {
	m := p.mods[dotted]
	return m != nil && strings.HasSuffix(m.path, ".pyi")
}

// implDef finds the implementation of qual ("f", "Class.method") as seen
// from the .py module dotted: defined there, or imported by name from
// another module of the tree.
func (p *Package) implDef(dotted, qual string, depth int) *Def {
	m := p.implModule(dotted)
	if m == nil || depth > maxImplDepth {
		return nil
	}
	head, rest, _ := strings.Cut(qual, ".")
	var d *Def
	for _, x := range m.mod.Defs {
		if x.Name == head && (d == nil || d.Doc == "") {
			d = x
		}
	}
	if d == nil {
		for i := len(m.mod.Imports) - 1; i >= 0; i-- {
			imp := m.mod.Imports[i]
			if imp.As != head || imp.Name == "" || imp.Star {
				continue
			}
			if src := absolute(dotted, m.isPkg, imp.Module); src != "" {
				return p.implDef(src, joinMod(imp.Name, rest), depth+1)
			}
			return nil
		}
		// "from .core import *": a package's __init__ gathering its
		// submodules' names (numpy-like trees define their classes
		// two star imports below the stub that declares them).
		for _, imp := range m.mod.Imports {
			if !imp.Star || imp.TypeChecking {
				continue
			}
			if src := absolute(dotted, m.isPkg, imp.Module); src != "" && src != dotted {
				if d := p.implDef(src, qual, depth+1); d != nil {
					return d
				}
			}
		}
		return nil
	}
	for rest != "" {
		head, rest, _ = strings.Cut(rest, ".")
		var mem *Def
		for _, x := range d.Members {
			if x.Name == head && (mem == nil || mem.Doc == "") {
				mem = x
			}
		}
		if mem == nil {
			return nil
		}
		d = mem
	}
	return d
}

// documented returns d, declared in module where, with the docstrings its
// stub lacks (its own and its members') taken from the implementation; d
// itself when it comes from a .py module or needs nothing. d is not
// changed: it is shared with the parsed module.
func (p *Package) documented(d *Def, where string) *Def {
	if !p.fromStub(where) {
		return d
	}
	return p.fillDocs(d, where, d.Name)
}

// fillDocs is documented for d known as qual in the implementation of
// module where.
func (p *Package) fillDocs(d *Def, where, qual string) *Def {
	var cp *Def
	impl := p.implDef(where, qual, 0)
	doc := d.Doc
	if doc == "" && impl != nil {
		doc = impl.Doc
	}
	if doc == "" && impl == nil {
		// compiled: the docstring an add_newdoc call attaches, if any
		doc = p.addedDoc(where, qual)
	}
	if note := runtimeNote(d, impl); note != "" {
		// After the summary, before the rest (which may end inside an
		// example block).
		first, rest, _ := strings.Cut(strings.TrimSpace(doc), "\n\n")
		doc = strings.TrimSpace(first + "\n\n" + note + "\n\n" + rest)
	}
	if doc != d.Doc {
		c := *d
		c.Doc = doc
		cp = &c
	}
	copied := false
	given := map[string]bool{} // overloads share one docstring: the first shows it
	for i, mem := range d.Members {
		if given[mem.Name] {
			continue
		}
		filled := p.fillDocs(mem, where, qual+"."+mem.Name)
		given[mem.Name] = mem.Overload && filled != mem
		if filled == mem {
			continue
		}
		if cp == nil {
			c := *d
			cp = &c
		}
		if !copied {
			cp.Members = append([]*Def(nil), d.Members...)
			copied = true
		}
		cp.Members[i] = filled
	}
	if cp == nil {
		return d
	}
	return cp
}

// callable kinds have a signature the interpreter reports.
var callable = map[string]bool{"func": true, "method": true, "classmethod": true, "staticmethod": true}

// runtimeNote says what the implementation's own def is when it differs
// from the stub's in more than annotations: inspect.signature, help()
// and a call at run time see the .py def (its parameter names, kinds and
// defaults), while a stub may write "= ..." for a default, make
// parameters keyword-only the source takes positionally, or give
// overloads in place of the one def. A paragraph after the summary, so
// an outline line stays the stub's. "" when they agree but for annotations
// (the stub's are the ones to read) or either is no function.
//
// A class's bases likewise: a stub may declare generic protocols
// ("class CIMultiDict(MutableMultiMapping[_T], Generic[_T])") where the
// class derives from another of the package's classes at run time
// ("class CIMultiDict(MultiDict)"), which isinstance and the MRO follow.
func runtimeNote(stub, impl *Def) string {
	if impl != nil && isClass(stub) && isClass(impl) {
		if baseNames(stub.Signature) == baseNames(impl.Signature) {
			return ""
		}
		return "The stub's bases are for type checkers; the implementation (the .py source, what runs) defines::\n\n    " + firstLineOf(impl.Signature)
	}
	if impl == nil || !callable[stub.Kind] || !callable[impl.Kind] || impl.Overload {
		return ""
	}
	if a, b := paramShape(stub.Signature), paramShape(impl.Signature); a == "" || b == "" || a == b && !stub.Overload {
		return ""
	}
	return "The stub's signature is for type checkers; the implementation (the .py source, what runs) defines::\n\n    " +
		strings.ReplaceAll(impl.Signature, "\n", "\n    ")
}

// paramParens is where a def's parameter list opens and closes in toks
// (its first "(" and the matching ")"); -1, -1 when it has none.
func paramParens(toks []token) (open, end int) {
	for i, t := range toks {
		if t.kind == tOp && t.text == "(" {
			if end := matching(toks, i); end >= 0 {
				return i, end
			}
			break
		}
	}
	return -1, -1
}

// paramShape is a def's parameter list without annotations: names,
// markers and defaults ("a, b=1, *, c=None"); "" when sig is no def.
func paramShape(sig string) string {
	stmts := tokenize(sig)
	if len(stmts) == 0 {
		return ""
	}
	toks := stmts[0].toks
	open, end := paramParens(toks)
	if open < 0 {
		return ""
	}
	var parts []string
	for _, prm := range splitTop(toks[open+1:end], ",") {
		if len(prm) == 0 {
			continue
		}
		name, _, eq := paramParts(prm)
		if eq >= 0 {
			name += "=" + render(prm[eq+1:])
		}
		parts = append(parts, name)
	}
	return strings.Join(parts, ", ")
}

// moduleDoc is module dotted's docstring, the implementation's when its
// stub has none.
func (p *Package) moduleDoc(dotted string, m *parsed) string {
	if m.mod.Doc != "" || !strings.HasSuffix(m.path, ".pyi") {
		return m.mod.Doc
	}
	if impl := p.implModule(dotted); impl != nil {
		return impl.mod.Doc
	}
	return ""
}

// implClass is the implementation's class for class d declared in the
// .pyi stub of module where: the .py module's class of that name, found
// as implDef finds it; nil when where is no stub or has no such class.
func (p *Package) implClass(d *Def, where string) *Def {
	if !p.fromStub(where) || d.Kind != "class" && d.Kind != "enum" {
		return nil
	}
	c := p.implDef(where, d.Name, 0)
	if c == nil || c.Kind != "class" && c.Kind != "enum" {
		return nil
	}
	return c
}

// implOnlyNote follows the summary of a member only the implementation
// defines.
const implOnlyNote = "Not declared on this class in the package's .pyi stub, which type checkers read: the implementation (the .py source, what runs) defines it."

func isClass(d *Def) bool { return d.Kind == "class" || d.Kind == "enum" }

// baseNames is a class line's bases as the interpreter names them
// (the last part of each, without subscripts), without the ones that
// leave no base of their own: Generic, which typing drops or adds by the
// other bases, and object.
func baseNames(sig string) string {
	var out []string
	for _, b := range classBases(sig) {
		b = lastPart(b)
		if b != "Generic" && b != "object" {
			out = append(out, b)
		}
	}
	return strings.Join(out, ", ")
}

func firstLineOf(s string) string {
	l, _, _ := strings.Cut(s, "\n")
	return l
}
