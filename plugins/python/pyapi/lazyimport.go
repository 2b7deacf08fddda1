package pyapi

import "strings"

// Some packages import their API lazily (PEP 562): the package's
// __init__ hands its namespace to a helper with a table of which name
// comes from which module,
//
//	lazy_import(globals(), aliases={"connect": ".legacy.client", ...})
//
// and the helper installs a module __getattr__ that imports a name the
// first time code reaches it. To the code that uses the package,
// "pkg.connect" is the function ".legacy.client" defines, exactly as if
// __init__ had written "from .legacy.client import connect"; a static
// reader that sees only the call knows the name (from __all__) but not
// what it is, and answers without a signature. lazyImports reads such a
// table as those imports: every dict literal passed to a call that also
// passes globals(), when each of its entries maps a name to a module
// path written as a string literal. A table with any other entry (a
// computed key, a value that is no module path) is not read: it may
// mean something else.

// lazyImports records the imports a module-level call statement toks
// makes lazily, if it is such a call.
func (p *parser) lazyImports(toks []token, tc bool) {
	// "__getattr__, __dir__ = lazy_import(globals(), ...)", as the helper
	// may be used, binds the same names.
	for eq := indexOp(toks, "="); eq >= 0; eq = indexOp(toks, "=") {
		toks = toks[eq+1:]
	}
	if len(toks) < 4 || toks[0].kind != tName || toks[1].text != "(" || matching(toks, 1) != len(toks)-1 {
		return
	}
	args := splitTop(toks[2:len(toks)-1], ",")
	passesNamespace := false
	var tables [][]token
	for _, a := range args {
		if render(a) == "globals()" {
			passesNamespace = true
			continue
		}
		if len(a) > 2 && a[0].kind == tName && a[1].text == "=" {
			a = a[2:] // a keyword argument: aliases={...}
		}
		if len(a) >= 2 && a[0].text == "{" && matching(a, 0) == len(a)-1 {
			tables = append(tables, a[1:len(a)-1])
		}
	}
	if !passesNamespace {
		return
	}
	for _, t := range tables {
		imps, ok := lazyTable(t, tc)
		if ok {
			p.m.Imports = append(p.m.Imports, imps...)
		}
	}
}

// lazyTable reads the entries of one dict literal (braces stripped) as
// "from module import name"; ok is false when any entry is not a
// string name mapped to a string module path.
func lazyTable(entries []token, tc bool) (imps []Import, ok bool) {
	for _, e := range splitTop(entries, ",") {
		if len(e) == 0 {
			continue // a trailing comma
		}
		if len(e) != 3 || e[0].kind != tString || e[1].text != ":" || e[2].kind != tString {
			return nil, false
		}
		name, mod := literalValue(e[0].text), literalValue(e[2].text)
		if !ValidName(name) || !modulePath(mod) {
			return nil, false
		}
		imps = append(imps, Import{Module: mod, Name: name, As: name, TypeChecking: tc})
	}
	return imps, len(imps) > 0
}

// modulePath reports whether s is written as a module path: dotted
// names, maybe relative (".legacy.client", "..", "pkg.sub").
func modulePath(s string) bool {
	rest := strings.TrimLeft(s, ".")
	if rest == "" {
		return s != ""
	}
	for _, part := range strings.Split(rest, ".") {
		if !ValidName(part) {
			return false
		}
	}
	return true
}
