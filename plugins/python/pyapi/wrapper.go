package pyapi

import "strings"

// A decorator written as
//
//	def copy(method):
//	    def inner(self, *args, **kwargs):
//	        clone = self.clone()
//	        method(clone, *args, **kwargs)
//	        return clone
//	    return inner
//
// replaces the function it decorates by inner. Without functools.wraps
// (or update_wrapper) inner keeps its own name, docstring and
// parameters, and no __wrapped__ leads back: inspect.signature, help()
// and an editor's call tip show "(self, *args, **kwargs)" for every
// function so decorated. The source's own parameters are still what the
// wrapper passes on, so the outline keeps them and says what runs
// (Outline.addDef). wrapperParams recognises the decorator statically;
// runTimeWrapper finds it behind a function's decorator, in the
// package's own modules.

// wrapperTokens, anywhere in a decorator's body, say it hands the
// decorated function's metadata (and so its signature) on.
var wrapperTokens = map[string]bool{"wraps": true, "update_wrapper": true, "__wrapped__": true, "__signature__": true, "WRAPPER_ASSIGNMENTS": true}

// wrapperParams returns, for the def whose header is toks and whose body
// is stmts[start:end], the parameter list of the function it returns in
// place of its one argument, "" when it is no such decorator: one
// parameter, a body that defines a function and ends by returning it,
// and nothing in the body that copies metadata.
func (p *parser) wrapperParams(toks []token, stmts []stmt, start, end int) string {
	if start >= end {
		return ""
	}
	open := -1
	for i, t := range toks {
		if t.text == "(" {
			open = i
			break
		}
	}
	if open < 0 {
		return ""
	}
	close := matching(toks, open)
	if close < 0 {
		return ""
	}
	params := renderParamList(toks[open+1 : close])
	if len(params) != 1 || strings.ContainsAny(params[0], "*=") {
		return ""
	}
	for _, s := range stmts[start:end] {
		for _, t := range s.toks {
			if t.kind == tName && wrapperTokens[t.text] {
				return ""
			}
		}
	}
	indent := stmts[start].indent
	inner := map[string]*Def{}
	var last []token
	for i := start; i < end; {
		s := stmts[i]
		next := bodyEnd(stmts, i+1, indent)
		if s.indent != indent || len(s.toks) == 0 {
			i = next
			continue
		}
		if s.toks[0].text == "def" || s.toks[0].text == "async" && len(s.toks) > 1 && s.toks[1].text == "def" {
			sub := &parser{m: &Module{}}
			if d := sub.function(s.toks, nil, false); d != nil {
				inner[d.Name] = d
			}
		}
		last = s.toks
		i = next
	}
	if len(last) != 2 || last[0].text != "return" || last[1].kind != tName {
		return ""
	}
	d := inner[last[1].text]
	if d == nil {
		return ""
	}
	_, rest, ok := strings.Cut(d.Signature, "def "+d.Name)
	if !ok {
		return ""
	}
	return rest
}

// runTimeWrapper returns the first of d's decorators (defined in module
// where) that replaces it by a wrapper of its own, and the wrapper's
// parameter list; "", "" when none does. A decorator is a name or
// Class.name the package defines; one called with arguments (a
// decorator factory) is not followed.
func (p *Package) runTimeWrapper(d *Def, where string) (dec, params string) {
	for _, raw := range d.Decorators {
		if strings.Contains(raw, "(") {
			continue
		}
		n := decoratorName(raw)
		head, member, dotted := strings.Cut(n, ".")
		f, _, _ := p.find(where, head, 1)
		if dotted {
			if f == nil || !isClass(f) || strings.Contains(member, ".") {
				continue
			}
			var m *Def
			for _, mem := range f.Members {
				if mem.Name == member {
					m = mem
				}
			}
			f = m
		}
		if f != nil && f.Wrapper != "" {
			return n, f.Wrapper
		}
	}
	return "", ""
}
