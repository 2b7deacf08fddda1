package pyapi

import (
	"slices"
	"sort"
	"strings"
)

// A package may put an object of its own in its place as it is
// imported: "sys.modules[__name__] = module(__name__)", where module is
// a class of the same file deriving from ModuleType whose __getattr__
// imports a name's submodule when the name is first asked for (the
// lazy-loading recipe werkzeug made common). What code then imports is
// that object: its attributes are the ones its module's statements put
// in its __dict__, its class's, and what the class's __getattr__ answers.
// When each of those can be read, the names the object has are known,
// and a name in none of them does not exist; otherwise the swap stays a
// Dynamic statement, and the reader cannot tell.

// modClass is a module-level class deriving from ModuleType.
type modClass struct {
	// getattr is its __getattr__, nil when it has none.
	getattr *getattrBody
	// open: the class answers names in a way not read here (a
	// __getattribute__ of its own, a __getattr__ without the name's
	// parameter).
	open bool
	// members are the names its body binds: attributes of every instance.
	members []string
}

// modInstance is a module-level name bound to an instance of a modClass,
// and what the module's statements put in it.
type modInstance struct {
	cls   *modClass
	names []string
	// open: a statement gives it attributes this reader cannot list, or
	// hands it to code that may.
	open bool
}

// noteModuleClass records class d (stmts[from:to] its body) when it
// derives from ModuleType.
func (p *parser) noteModuleClass(d *Def, stmts []stmt, from, to int) {
	if !slices.ContainsFunc(d.Bases, func(b string) bool { return lastPart(b) == "ModuleType" }) {
		return
	}
	c := &modClass{}
	for _, m := range d.Members {
		c.members = union(c.members, []string{m.Name})
	}
	if from < to {
		indent := stmts[from].indent
		for k := from; k < to; k++ {
			toks := stmts[k].toks
			if stmts[k].indent != indent || len(toks) < 2 || toks[0].text != "def" {
				continue
			}
			switch toks[1].text {
			case "__getattribute__":
				c.open = true
			case "__getattr__":
				self, param := firstParam(toks), secondParam(toks)
				if param == "" {
					c.open = true
					continue
				}
				inline, bstart, bend := suite(stmts, k)
				c.getattr = &getattrBody{param: param, self: self, stmts: stmts, from: bstart, to: bend, inline: inline}
			}
		}
	}
	if p.modClasses == nil {
		p.modClasses = map[string]*modClass{}
	}
	p.modClasses[d.Name] = c
}

// secondParam is the second parameter's name of a def's tokens ("name"
// of "def __getattr__(self, name)"), "" when it has none.
func secondParam(toks []token) string {
	for i := 0; i < len(toks); i++ {
		if toks[i].text != "(" {
			continue
		}
		j := matching(toks, i)
		if j < 0 {
			return ""
		}
		parts := splitTop(toks[i+1:j], ",")
		if len(parts) < 2 || len(parts[1]) == 0 || parts[1][0].kind != tName {
			return ""
		}
		return parts[1][0].text
	}
	return ""
}

// flat joins tokens without spaces, for comparing a statement with a
// pattern whatever its spacing.
func flat(toks []token) string {
	var b strings.Builder
	for _, t := range toks {
		b.WriteString(t.text)
	}
	return b.String()
}

// swapStatement reads a module-level statement about the object that
// replaces the module: one binding a name to an instance of a ModuleType
// class of this module, one putting it in sys.modules, one setting its
// attributes. It reports whether the statement was such, and read.
func (p *parser) swapStatement(toks []token) bool {
	if len(p.modClasses) == 0 {
		return false // no instance without a ModuleType class: nearly every module
	}
	parts := splitTop(toks, "=")
	if len(parts) >= 2 {
		value := parts[len(parts)-1]
		var inst *modInstance
		if len(value) > 2 && value[0].kind == tName && value[1].text == "(" && matching(value, 1) == len(value)-1 {
			if c := p.modClasses[value[0].text]; c != nil {
				inst = &modInstance{cls: c}
			}
		} else if len(value) == 1 && value[0].kind == tName {
			inst = p.modInstances[value[0].text]
		}
		if inst != nil {
			swaps := false
			var names []string
			for _, t := range parts[:len(parts)-1] {
				switch {
				case flat(t) == "sys.modules[__name__]":
					swaps = true
				case len(t) == 1 && t[0].kind == tName:
					names = append(names, t[0].text)
				default:
					return false
				}
			}
			if p.modInstances == nil {
				p.modInstances = map[string]*modInstance{}
			}
			for _, n := range names {
				p.modInstances[n] = inst
			}
			if swaps {
				if p.swapped != nil && p.swapped != inst {
					inst.open = true // swapped twice: whichever holds
				}
				p.swapped = inst
			}
			return true
		}
	}
	// Statements using an instance: what they set on it.
	for i, t := range toks {
		if t.kind != tName || i > 0 && toks[i-1].text == "." {
			continue
		}
		inst := p.modInstances[t.text]
		if inst == nil {
			continue
		}
		p.instanceUse(inst, t.text, toks)
		return true
	}
	return false
}

// instanceUse reads a statement using instance inst (bound to name): an
// attribute set (name.x = v, setattr(name, "x", v)), or its __dict__
// updated with a literal dict's keys or with a module's own namespace
// (the module's names, which the reader lists already). Any other use
// may give it attributes, so inst becomes open.
func (p *parser) instanceUse(inst *modInstance, name string, toks []token) {
	s := flat(toks)
	switch {
	case strings.HasPrefix(s, name+".__dict__.update(") && strings.HasSuffix(s, ")") && matching(toks, 5) == len(toks)-1:
		arg := toks[6 : len(toks)-1]
		if v, ok := evalStrings(arg, p.literal); ok && len(arg) > 0 && arg[0].text == "{" {
			inst.names = union(inst.names, v.names)
			return
		}
		a := flat(arg)
		if a == "globals()" || a == "vars()" || a == "sys.modules[__name__].__dict__" ||
			strings.HasSuffix(a, ".__dict__") && p.modAliases[strings.TrimSuffix(a, ".__dict__")] {
			return
		}
	case len(toks) > 4 && toks[0].text == name && toks[1].text == "." && toks[2].kind == tName && toks[3].text == "=" && indexOp(toks, "=") == 3:
		inst.names = union(inst.names, []string{toks[2].text})
		return
	case len(toks) > 5 && toks[0].text == "setattr" && toks[1].text == "(" && toks[2].text == name && toks[3].text == ",":
		if j := matching(toks, 1); j > 2 {
			if args := splitTop(toks[2:j], ","); len(args) == 3 {
				if n, ok := stringLit(args[1]); ok {
					inst.names = union(inst.names, []string{n})
					return
				}
			}
		}
	}
	inst.open = true
}

// swappedGetattr is what the object that replaced the module answers
// beyond the module's own names, nil when nothing replaced it.
func (p *parser) swappedGetattr(all []string, hasAll bool) *Getattr {
	inst := p.swapped
	if inst == nil {
		return nil
	}
	if inst.open || inst.cls.open {
		return &Getattr{Open: true}
	}
	g := &Getattr{}
	if b := inst.cls.getattr; b != nil {
		g = readGetattr([]getattrBody{*b}, p.lits, all, hasAll)
		if g.Open {
			return g
		}
	}
	g.Names = union(union(g.Names, inst.names), inst.cls.members)
	sort.Strings(g.Names)
	return g
}

// mergeGetattr is what either of two __getattr__ readings may answer.
func mergeGetattr(a, b *Getattr) *Getattr {
	switch {
	case a == nil:
		return b
	case b == nil:
		return a
	case a.Open || b.Open:
		return &Getattr{Open: true}
	}
	out := &Getattr{Names: union(a.Names, b.Names), Prefixes: union(a.Prefixes, b.Prefixes)}
	sort.Strings(out.Names)
	sort.Strings(out.Prefixes)
	return out
}

// invertLoop reads a module-level loop that inverts a literal dict of
// lists into a table keyed by the lists' items:
//
//	for module, items in all_by_module.items():
//	    for item in items:
//	        object_origins[item] = module
//
// and adds those items to the table's literal keys. It reports whether
// the loop was of this form and read.
func (p *parser) invertLoop(header []token, body []stmt) bool {
	// for A, B in D.items():
	if len(header) != 11 || header[0].text != "for" || header[1].kind != tName || header[2].text != "," || header[3].kind != tName ||
		header[4].text != "in" || header[5].kind != tName || flat(header[6:]) != ".items():" {
		return false
	}
	a, b, d := header[1].text, header[3].text, header[5].text
	if len(body) != 2 {
		return false
	}
	inner, assign := body[0].toks, body[1].toks
	// for C in B:   T[C] = A
	if len(inner) != 5 || inner[0].text != "for" || inner[1].kind != tName || inner[2].text != "in" || inner[3].text != b || inner[4].text != ":" {
		return false
	}
	c := inner[1].text
	if len(assign) != 6 || assign[0].kind != tName || flat(assign[1:]) != "["+c+"]="+a {
		return false
	}
	src, table := p.lits[d], p.lits[assign[0].text]
	if src == nil || !src.known || !src.valsKnown || table == nil || !table.known {
		return false
	}
	table.names = union(table.names, src.vals)
	return true
}
