package pyapi

import (
	"slices"
	"strings"
)

// A class body runs as code, and its namespace is what locals() (or
// vars() without an argument) returns there: a write into it binds a
// class attribute. colored 1.4's back, fore and style classes bind one
// attribute per color name so ("for color in names: vars()[color] =
// ..."), over a list another module of the package holds; gevent's
// blocking Resolver and setuptools' AbstractSandbox over a literal
// tuple or list in the loop's header.
//
// A loop whose body writes under the loop variable binds each name of
// the collection it loops over, when that is a literal collection of
// strings: the class body's, the module's, or one imported from another
// module of the package (ClassLoop, which Package resolves). A write this
// reader cannot list (a computed key, locals().update(...), a write under
// an if) leaves the class's other members unknown (Def.Dynamic).

// ClassLoop is a loop in a class body that binds a class attribute under
// each name of a collection the reader could not read where the class
// is: a name imported into the module.
type ClassLoop struct {
	// Over is the name the loop iterates over, as the module binds it.
	Over string
	// Value is the expression written, as the source has it.
	Value string
	// Statement is the write, for a reason when the names stay unknown.
	Statement string
}

// nsWrite finds a write into the class namespace in toks: the key's
// tokens for "vars()[key] = value" or "locals()[key] = value" and the
// value's, or ok with no key for any other write (update, setdefault,
// __setitem__ on it).
func nsWrite(toks []token) (key, value []token, ok bool) {
	for i := 0; i+3 < len(toks); i++ {
		t := toks[i]
		if t.kind != tName || t.text != "vars" && t.text != "locals" || i > 0 && toks[i-1].text == "." || toks[i+1].text != "(" || toks[i+2].text != ")" {
			continue
		}
		switch after := toks[i+3].text; {
		case after == "[":
			j := matching(toks, i+3)
			if j < 0 || j+1 >= len(toks) || toks[j+1].text != "=" {
				continue
			}
			return toks[i+4 : j], toks[j+2:], true
		case after == "." && i+4 < len(toks) && (toks[i+4].text == "update" || toks[i+4].text == "setdefault" || toks[i+4].text == "__setitem__"):
			return nil, nil, true
		}
	}
	return nil, nil, false
}

// classNSWrite reads a class-body statement that is not a loop: a
// constant key binds that name ("locals()['async'] = async_", gevent's
// AbstractLoop, whose attribute is a keyword), any other write leaves
// the class's members unknown.
func (p *parser) classNSWrite(cls *Def, toks []token) {
	key, value, ok := nsWrite(toks)
	if !ok {
		return
	}
	if name, isConst := constString(key); isConst && ValidName(name) {
		p.add(cls, nsMember(name, render(value), ""))
		return
	}
	addDynamic(cls, render(toks))
}

// classLoop reads a class-body for loop (header, then its body).
func (p *parser) classLoop(cls *Def, header []token, body []stmt) {
	var write []token
	direct := false
	var key, value []token
	for _, b := range body {
		if k, v, ok := nsWrite(b.toks); ok {
			write, key, value = b.toks, k, v
			direct = b.indent == body[0].indent
			break
		}
	}
	if write == nil {
		return
	}
	target, over := loopHeader(header)
	if !direct || target == "" || len(key) != 1 || key[0].text != target {
		addDynamic(cls, render(write))
		return
	}
	why := render(write) + ", for " + target + " in " + render(over)
	if l, ok := evalStrings(over, p.classLiteral); ok {
		for _, n := range l.names {
			if ValidName(n) {
				p.add(cls, nsMember(n, render(value), why))
			}
		}
		return
	}
	if len(over) == 1 && over[0].kind == tName && p.outerBinds(over[0].text) {
		cls.Loops = append(cls.Loops, ClassLoop{Over: over[0].text, Value: render(value), Statement: why})
		return
	}
	addDynamic(cls, render(write))
}

// loopHeader returns the loop variable of "for NAME in ITER:" (the first
// of "for K, V in D.items():", whose ITER is then D's keys) and ITER.
func loopHeader(toks []token) (target string, over []token) {
	c := headerColon(toks)
	if c < 0 || len(toks) < 5 || toks[0].text != "for" || toks[1].kind != tName {
		return "", nil
	}
	switch {
	case toks[2].text == "in" && toks[2].kind == tName:
		return toks[1].text, toks[3:c]
	case toks[2].text == "," && toks[3].kind == tName && toks[4].text == "in" && c > 5:
		over = toks[5:c]
		// for k, v in d.items(): k runs over d's keys
		if n := len(over); n == 5 && over[0].kind == tName && render(over[1:]) == ".items()" {
			return toks[1].text, append(over[:1:1], token{kind: tOp, text: "."}, token{kind: tName, text: "keys"}, token{kind: tOp, text: "("}, token{kind: tOp, text: ")"})
		}
	}
	return "", nil
}

// classLiteral resolves a name in a class body: the body's own literal
// collections of strings, else the module's, read so far.
func (p *parser) classLiteral(n string) (literal, bool) {
	if l, ok := p.lits[n]; ok {
		return *l, l.known
	}
	if l, ok := p.outerLits[n]; ok {
		return *l, l.known
	}
	return literal{}, false
}

// outerBinds reports whether the module around a class body imports
// name by "from M import name".
func (p *parser) outerBinds(name string) bool {
	return p.outer != nil && slices.ContainsFunc(p.outer.Imports, func(imp Import) bool {
		return imp.As == name && imp.Name != "" && !imp.Star
	})
}

// nsMember is the class attribute a namespace write binds.
func nsMember(name, value, why string) *Def {
	kind := "var"
	if isConstName(name) {
		kind = "const"
	}
	sig := name + " = " + value
	if why != "" {
		sig = name + "  # " + why
	}
	return &Def{Name: name, Kind: kind, Signature: sig}
}

// addDynamic records stmt as a way cls gets members at run time.
func addDynamic(cls *Def, stmt string) {
	if len(cls.Dynamic) >= maxDynamic {
		return
	}
	cls.Dynamic = append(cls.Dynamic, strings.TrimSpace(clipDynamic(stmt)))
}
