package pyapi

import (
	"slices"
	"strings"
)

// Writes into a module's namespace from inside a function, which a
// static reader of module-level statements does not follow:
//
//   - a function of the module writing its globals() ("global_dict =
//     globals()" then "global_dict[name] = value" in a loop, or
//     "globals().update(locals())"): libusb1's usb1 binds every
//     TRANSFER_* and ERROR_* name so;
//   - a function or class writing its caller's namespace through the
//     frame (sys._getframe(1).f_locals, inspect.currentframe().f_back.f_globals):
//     each module-level call of it binds names in the calling module
//     (libusb1's usb1.libusb1, through its Enum class);
//   - a module-level call handing globals() to a helper
//     (gevent's copy_globals(_source, globals())), or exec into them.
//
// Such a module's unlisted names are "cannot tell", never missing.

// nsWriteKind says whose namespace a function body writes: "globals"
// (its module's), "caller" (its caller's, through the frame), or "".
// stmt is the statement that writes. consts are the names of its
// module's globals the body stores under constant keys
// ("globals()['x'] = 1"), when that is all it writes there.
func nsWriteKind(body []stmt) (kind, stmt string, consts []string) {
	return nsWrites(body, nil)
}

// nsWrites is nsWriteKind with names already bound to a namespace
// (a function's parameters, as "globals").
func nsWrites(body []stmt, seed []string) (kind, stmt string, consts []string) {
	aliases := map[string]string{} // g = globals(), scope = sys._getframe(1).f_locals
	for _, n := range seed {
		aliases[n] = "globals"
	}
	frames := map[string]bool{} // frame = sys._getframe(1)
	// nsAt returns the kind and length of a namespace expression ending
	// at toks[i] ("globals ( )" ends at ")"), or "".
	nsAt := func(toks []token, i int) string {
		t := toks[i]
		switch {
		case t.kind == tOp && t.text == ")" && i >= 2 && toks[i-1].text == "(" && toks[i-2].text == "globals" && (i == 2 || toks[i-3].text != "."):
			return "globals"
		case t.kind == tName && (t.text == "f_globals" || t.text == "f_locals") && i > 0 && toks[i-1].text == ".":
			return "caller"
		case t.kind == tName && aliases[t.text] != "" && (i == 0 || toks[i-1].text != "."):
			return aliases[t.text]
		}
		return ""
	}
	for _, b := range body {
		toks := b.toks
		if len(toks) == 0 {
			continue
		}
		if toks[0].text == "def" || toks[0].text == "class" || toks[0].text == "async" {
			continue
		}
		parts := splitTop(toks, "=")
		if len(parts) == 2 && len(parts[0]) == 1 && parts[0][0].kind == tName && len(parts[1]) > 0 {
			rhs := parts[1]
			last := len(rhs) - 1
			if k := nsAt(rhs, last); k != "" && (rhs[last].text == ")" || frameBefore(rhs, last, frames)) {
				aliases[parts[0][0].text] = k
				continue
			}
			if isFrameExpr(rhs, frames) {
				frames[parts[0][0].text] = true
				continue
			}
			delete(aliases, parts[0][0].text)
		}
		for i := range toks {
			k := nsAt(toks, i)
			if k == "" {
				continue
			}
			if seed != nil && toks[i].kind == tName && i > 0 && i+1 < len(toks) && (toks[i-1].text == "(" || toks[i-1].text == ",") && (toks[i+1].text == ")" || toks[i+1].text == ",") {
				return k, render(toks), nil // handed on to another function, which may write
			}
			if (toks[i].text == "f_globals" || toks[i].text == "f_locals") && !frameBefore(toks, i, frames) {
				continue // self.f_locals of something else
			}
			if i+1 < len(toks) && toks[i+1].text == "[" {
				if j := matching(toks, i+1); j > 0 && j+1 < len(toks) && toks[j+1].text == "=" {
					if key, ok := constString(toks[i+2 : j]); ok && ValidName(key) {
						if k == "globals" {
							consts = append(consts, key)
						}
						// a caller's one name (zope.interface's moduleProvides
						// sets __provides__): not the caller's API
						continue
					}
					return k, render(toks), nil
				}
			}
			if i+3 < len(toks) && toks[i+1].text == "." && toks[i+3].text == "(" &&
				(toks[i+2].text == "update" || toks[i+2].text == "setdefault" || toks[i+2].text == "__setitem__") {
				return k, render(toks), nil
			}
		}
		if ns := execNamespace(toks); ns != nil {
			if k := nsAt(ns, len(ns)-1); k != "" {
				return k, render(toks), nil
			}
		}
	}
	return "", "", consts
}

// isFrameExpr reports whether toks are a frame: sys._getframe(...),
// inspect.currentframe(), either's .f_back, or a name in frames.
func isFrameExpr(toks []token, frames map[string]bool) bool {
	n := len(toks)
	switch {
	case n >= 3 && toks[n-1].text == "f_back" && toks[n-2].text == ".":
		return true
	case n == 1 && frames[toks[0].text]:
		return true
	case n >= 3 && toks[n-1].text == ")":
		o := n - 1
		for o > 0 && toks[o].text != "(" {
			o--
		}
		return o > 0 && (toks[o-1].text == "_getframe" || toks[o-1].text == "currentframe")
	}
	return false
}

// frameBefore reports whether the ".f_globals" or ".f_locals" at i is
// read from a frame (sys._getframe(1).f_locals, frame.f_back.f_globals,
// a name bound to one): not some other object's attribute of that name.
func frameBefore(toks []token, i int, frames map[string]bool) bool {
	if i < 1 {
		return false
	}
	start := i - 1 // the "."
	for start > 0 {
		t := toks[start-1]
		if t.kind == tName || t.text == "." {
			start--
			continue
		}
		if t.text == ")" || t.text == "]" {
			// back over a call or index: find its opening bracket
			d := 0
			k := start - 1
			for ; k >= 0; k-- {
				switch toks[k].text {
				case ")", "]":
					d++
				case "(", "[":
					d--
				}
				if d == 0 {
					break
				}
			}
			if k < 0 {
				break
			}
			start = k
			continue
		}
		break
	}
	return isFrameExpr(toks[start:i-1], frames) || slices.ContainsFunc(toks[start:i-1], func(t token) bool {
		return t.text == "_getframe" || t.text == "currentframe" || t.text == "f_back"
	})
}

// execNamespace returns the globals argument of a statement "exec(code,
// ns)" (or "exec code in ns"), or nil.
func execNamespace(toks []token) []token {
	if len(toks) < 4 || toks[0].text != "exec" || toks[1].text != "(" || matching(toks, 1) != len(toks)-1 {
		return nil
	}
	args := splitTop(toks[2:len(toks)-1], ",")
	if len(args) < 2 || len(args[1]) == 0 {
		return nil
	}
	return args[1]
}

// notWriters are builtins that read the dict they are handed.
var notWriters = map[string]bool{"dict": true, "list": true, "sorted": true, "set": true, "len": true, "print": true, "iter": true, "id": true,
	"repr": true, "str": true, "tuple": true, "frozenset": true, "isinstance": true, "eval": true, "hasattr": true, "getattr": true,
	"__import__": true}

// handsGlobals reports whether a module-level statement calls a helper
// with globals() (or vars(), locals(), a name bound to one) as an
// argument, or exec's code into the module: the helper may bind any
// name there (gevent's "copy_globals(_source, globals())").
func (p *parser) handsGlobals(toks []token) bool {
	if len(toks) > 1 && toks[0].text == "exec" && toks[1].text == "(" {
		if j := matching(toks, 1); j > 2 {
			if code := splitTop(toks[2:j], ",")[0]; len(code) > 0 && code[0].kind == tString && strings.HasPrefix(literalValue(code[0].text), "del ") {
				return false // exec('del ' + name) unbinds
			}
		}
		ns := execNamespace(toks)
		return ns == nil || p.isNamespace(ns) // exec(code) at module level binds into the module
	}
	for i := 1; i < len(toks); i++ {
		if toks[i].text != "(" || toks[i-1].kind != tName || notWriters[toks[i-1].text] {
			continue
		}
		j := matching(toks, i)
		if j < 0 {
			continue
		}
		if w, ok := p.paramWriters[toks[i-1].text]; ok && (i < 2 || toks[i-2].text != ".") && !w {
			continue // a function of this module that only reads what it is handed (SQLAlchemy's __go(locals()))
		}
		args := splitTop(toks[i+1:j], ",")
		if slices.ContainsFunc(args, lazyAliases) {
			continue // lazy_import(globals(), aliases={...}): read as imports (lazyimport.go)
		}
		for _, a := range args {
			if p.isNamespace(a) {
				return true
			}
		}
	}
	return false
}

// lazyAliases reports whether a call's argument is a table of lazy
// imports lazyImports reads (aliases={"connect": ".legacy.client"}).
func lazyAliases(a []token) bool {
	if len(a) > 2 && a[0].kind == tName && a[1].text == "=" {
		a = a[2:]
	}
	if len(a) < 2 || a[0].text != "{" || matching(a, 0) != len(a)-1 {
		return false
	}
	_, ok := lazyTable(a[1:len(a)-1], false)
	return ok
}

// isNamespace reports whether toks are globals(), vars(), locals() or a
// name bound to globals().
func (p *parser) isNamespace(toks []token) bool {
	if len(toks) == 3 && (toks[0].text == "globals" || toks[0].text == "vars" || toks[0].text == "locals") && toks[1].text == "(" && toks[2].text == ")" {
		return true
	}
	return len(toks) == 1 && p.nsAliases[toks[0].text]
}

// noteCalls records the names a module-level statement calls first
// ("Enum({...})", "x = Enum({...})"): Package.module checks them
// against FrameWriters.
func (p *parser) noteCalls(toks []token) {
	i := 0
	if eq := indexOp(toks, "="); eq > 0 {
		i = eq + 1
	}
	if i+1 < len(toks) && toks[i].kind == tName && toks[i+1].text == "(" {
		p.addTopCall(toks[i].text)
	}
}

func (p *parser) addTopCall(name string) {
	if len(p.m.TopCalls) < maxTopCalls && !slices.Contains(p.m.TopCalls, name) {
		p.m.TopCalls = append(p.m.TopCalls, name)
	}
}

const maxTopCalls = 256

// noteNSWrite records what a def's body writes (nsWriteKind): into the
// module's globals, a Dynamic of the module being read; into its
// caller's namespace, the module-level function or class named writer
// is one of the module's FrameWriters.
// params are the def's parameter names.
func (p *parser) noteNSWrite(body []stmt, name, writer string, params []string) {
	kind, st, consts := nsWriteKind(body)
	if writer != "" && p.outer == nil && len(params) > 0 {
		// a module-level function: does it write what it is handed?
		if p.paramWriters == nil {
			p.paramWriters = map[string]bool{}
		}
		k, _, cs := nsWrites(body, params)
		p.paramWriters[name] = k != "" || len(cs) > 0
	}
	top := p.m
	if p.outer != nil {
		top = p.outer
	}
	for _, c := range consts {
		if !slices.ContainsFunc(top.Defs, func(d *Def) bool { return d.Name == c }) {
			// bound when the function runs
			top.Defs = append(top.Defs, &Def{Name: c, Kind: "var", Signature: c + " = ... (set by " + name + ")"})
		}
	}
	switch kind {
	case "globals":
		if len(top.Dynamic) < maxDynamic {
			top.Dynamic = append(top.Dynamic, Dynamic{Statement: clipDynamic("in " + name + ": " + st)})
		}
	case "caller":
		if writer != "" && !slices.Contains(top.FrameWriters, writer) {
			top.FrameWriters = append(top.FrameWriters, writer)
		}
	}
}
