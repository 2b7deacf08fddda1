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
