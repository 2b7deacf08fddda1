package pyapi

import (
	"slices"
	"strings"
)

// A class made by calling a module function that defines a class in its
// body and returns it ("ModelForm = model_form_factory(Form)",
// WTForms-Alchemy's; matplotlib's "withStroke =
// _subclass_with_normal(effect_class=Stroke)"): the name is that class,
// with its members, its bases those the call passes for the function's
// parameters (or their defaults). Without this the name was a variable
// whose members a check could not see.

// Factory is the class a module function defines in its body and
// returns, with what the function's parameters default to.
type Factory struct {
	Class *Def
	// Params are the function's parameter names in order (with * or **
	// marks); Defaults their default values' source, by name.
	Params   []string
	Defaults map[string]string
}

// factoryClass reads a module function's body (stmts[from:to]) for a
// class statement its body holds at its top level and a "return NAME" of
// that class; nil when there is none, or it is decorated.
func (p *parser) factoryClass(header []token, stmts []stmt, from, to int) *Factory {
	if from >= to {
		return nil
	}
	indent := stmts[from].indent
	var cls *Def
	var at int
	for k := from; k < to; k++ {
		s := stmts[k]
		if s.indent != indent || len(s.toks) == 0 {
			continue
		}
		switch t := s.toks; {
		case t[0].text == "class" && t[0].kind == tName:
			if k > from && len(stmts[k-1].toks) > 0 && stmts[k-1].toks[0].text == "@" {
				cls = nil
				continue
			}
			cls, at = p.class(t, nil), k
		case t[0].text == "return" && len(t) == 2 && cls != nil && t[1].text == cls.Name:
			inline, bstart, bend := suite(stmts, at)
			if inline == nil && bstart < bend {
				if isDocString(stmts[bstart]) {
					cls.Doc = docOf(stmts[bstart])
				}
				sub := &parser{m: &Module{}, rt: p.rt, outer: p.m, outerLits: p.lits}
				sub.block(stmts, bstart, bend, cls, false)
			}
			generatedInit(cls, p.binds)
			return &Factory{Class: cls, Params: paramNames(header), Defaults: paramDefaults(header)}
		case t[0].text == "return":
			return nil // returns something else first
		}
	}
	return nil
}

// paramDefaults maps a def's parameters to their defaults' source.
func paramDefaults(header []token) map[string]string {
	open, end := paramParens(header)
	if open < 0 {
		return nil
	}
	out := map[string]string{}
	for _, part := range splitTop(header[open+1:end], ",") {
		if eq := indexOp(part, "="); eq > 0 && part[0].kind == tName {
			out[part[0].text] = render(part[eq+1:])
		}
	}
	return out
}

// factoryCall returns the class "name = f(args)" binds when f is a
// module function read so far that returns a class it defines (Def.Factory),
// its bases the arguments passed for f's parameters; nil when f is none,
// or a base's parameter gets no value this reader can see.
func (p *parser) factoryCall(name, f string, args []token) *Def {
	var fd *Def
	for _, d := range p.m.Defs {
		if d.Name == f {
			fd = d
		}
	}
	if fd == nil || fd.Kind != "func" || fd.Factory == nil {
		return nil
	}
	fa := fd.Factory
	given := map[string]string{}
	for i, a := range splitTop(args, ",") {
		if len(a) == 0 {
			continue
		}
		if len(a) > 2 && a[0].kind == tName && a[1].text == "=" {
			given[a[0].text] = render(a[2:])
			continue
		}
		if a[0].text == "*" || a[0].text == "**" {
			return nil // which parameters these fill is known when it runs
		}
		if i < len(fa.Params) && !strings.HasPrefix(fa.Params[i], "*") {
			given[fa.Params[i]] = render(a)
		}
		// (else *args takes it: a base is no *args parameter)
	}
	value := func(param string) (string, bool) {
		if v, ok := given[param]; ok {
			return v, true
		}
		v, ok := fa.Defaults[param]
		return v, ok
	}
	isParam := func(n string) bool { return slices.Contains(fa.Params, n) }
	c := *fa.Class
	c.Name, c.Bases = name, nil
	for _, b := range fa.Class.Bases {
		kw, v, isKw := strings.Cut(b, "=")
		if !isKw {
			kw, v = "", b
		}
		if isParam(v) {
			got, ok := value(v)
			if !ok {
				return nil
			}
			v = got
		}
		if isKw {
			v = kw + "=" + v
		}
		c.Bases = append(c.Bases, v)
	}
	c.Kind = "class"
	for _, b := range c.Bases {
		if enumBases[lastPart(b)] {
			c.Kind = "enum"
		}
	}
	c.Signature = "class " + name
	if len(c.Bases) > 0 {
		c.Signature += "(" + strings.Join(c.Bases, ", ") + ")"
	}
	c.Members = append([]*Def(nil), fa.Class.Members...)
	return &c
}
