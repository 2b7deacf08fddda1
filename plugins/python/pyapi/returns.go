package pyapi

import "strings"

// returnedRefs reads the body of a module-level function (stmts[from:to],
// its header toks) for what it returns, when every return statement
// returns a name that one of the body's imports binds ("from
// platformdirs.unix import Unix as Result" ... "return Result"), a
// module the body imports and a name in it ("import collections" ...
// "return collections.OrderedDict"), or a name of the function's own
// module: one Import per thing it may return (Module "" for the
// module's own name), which a caller resolves. Any other body gives nil:
// a return of another expression or of nothing, a yield, a returned name
// bound otherwise or made global, a nested def, class or lambda (whose
// returns are not this function's), a star import.
func returnedRefs(header []token, stmts []stmt, from, to int) []Import {
	params := map[string]bool{}
	for _, n := range paramNames(header) {
		params[n] = true
	}
	local := map[string][]Import{}
	var rets [][]token
	var others [][]token // statements that are no import or return
	for i := from; i < to; i++ {
		toks := stmts[i].toks
		if len(toks) == 0 {
			continue
		}
		for k, t := range toks {
			if t.kind != tName {
				continue
			}
			switch t.text {
			case "yield", "lambda", "global", "nonlocal", "def", "class":
				return nil
			case "return":
				if k > 0 {
					return nil // an inline suite's: "if x: return A"
				}
			}
		}
		switch toks[0].text {
		case "import", "from":
			sub := &parser{m: &Module{}}
			sub.imports(toks, false)
			for _, im := range sub.m.Imports {
				if im.Star {
					return nil
				}
				local[im.As] = append(local[im.As], im)
			}
		case "return":
			if len(toks) == 1 {
				return nil
			}
			rets = append(rets, toks[1:])
		default:
			others = append(others, toks)
		}
	}
	if len(rets) == 0 {
		return nil
	}
	var out []Import
	for _, r := range rets {
		if r[0].kind != tName || params[r[0].text] || mentioned(others, r[0].text) {
			return nil
		}
		switch {
		case len(r) == 1 && len(local[r[0].text]) == 0:
			out = append(out, Import{Name: r[0].text})
		case len(r) == 1:
			for _, im := range local[r[0].text] {
				if im.Name == "" {
					return nil // a module
				}
				out = append(out, Import{Module: im.Module, Name: im.Name})
			}
		case len(r) == 3 && r[1].text == "." && r[2].kind == tName && len(local[r[0].text]) > 0:
			for _, im := range local[r[0].text] {
				mod := im.Module
				switch {
				case im.Name == "" && im.As == strings.SplitN(mod, ".", 2)[0]:
					mod = im.As // import a.b binds a
				case im.Name != "" && strings.HasSuffix(mod, "."):
					mod += im.Name // from . import ordered_dict
				case im.Name != "":
					mod += "." + im.Name
				}
				out = append(out, Import{Module: mod, Name: r[2].text})
			}
		default:
			return nil
		}
	}
	return out
}

// mentioned reports whether any of stmts spells name.
func mentioned(stmts [][]token, name string) bool {
	for _, toks := range stmts {
		for _, t := range toks {
			if t.kind == tName && t.text == name {
				return true
			}
		}
	}
	return false
}

// firstReturn is what a module-level function (body stmts[from:to])
// returns when nothing can keep its first return from running: the body
// opens with imports ("import collections") and then that return, maybe
// as the first statement of a try body, and returns a name in a module
// one of those imports binds ("return collections.OrderedDict"). Nil
// for any other body. Whether the import and the name can fail is for
// the caller (a module of the language, a class it has).
func firstReturn(stmts []stmt, from, to int) *Import {
	if from >= to {
		return nil
	}
	indent := stmts[from].indent
	local := map[string]Import{}
	afterTry := false
	for i := from; i < to; i++ {
		s := stmts[i]
		if len(s.toks) == 0 || i == from && isDocString(s) {
			continue
		}
		if s.indent != indent && !afterTry {
			return nil
		}
		afterTry = false
		switch s.toks[0].text {
		case "import":
			sub := &parser{m: &Module{}}
			sub.imports(s.toks, false)
			for _, im := range sub.m.Imports {
				if _, twice := local[im.As]; twice || strings.Contains(im.Module, ".") {
					return nil
				}
				local[im.As] = im
			}
			continue
		case "try":
			if len(s.toks) == 2 && s.toks[1].text == ":" {
				afterTry = true // its body's first statement must be the return
				continue
			}
		case "return":
			r := s.toks[1:]
			if len(r) != 3 || r[0].kind != tName || r[1].text != "." || r[2].kind != tName {
				return nil
			}
			im, ok := local[r[0].text]
			if !ok {
				return nil
			}
			return &Import{Module: im.Module, Name: r[2].text}
		}
		return nil
	}
	return nil
}
