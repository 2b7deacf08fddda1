package pyapi

import "strings"

// typeComments gives the parameters of a def the types its PEP 484 type
// comments declare (code written before annotations, or for Python 2 as
// well, types its functions that way, and type checkers read them):
// params are the tokens between the def's parentheses, fn the type comment
// under its header ("(str, int) -> bool", or "(...) -> bool" when each
// parameter carries its own "# type: str"). It returns the parameter
// tokens with an annotation spliced in where a parameter has none and a
// comment types it, and the return type fn names ("" when none). A
// function comment whose count of types fits neither every parameter nor
// every parameter after self or cls types none of them.
func typeComments(params []token, fn string, method bool) ([]token, string) {
	argTypes, ret := splitFuncComment(fn)
	parts := splitTop(params, ",")
	// Each part's own comment: on its last token, or on the comma after
	// it (parts[i] ends where the comma is, in params).
	own := make([]string, len(parts))
	at := 0
	for i, p := range parts {
		at += len(p)
		if len(p) > 0 {
			own[i] = p[len(p)-1].typeComment
		}
		if own[i] == "" && at < len(params) {
			own[i] = params[at].typeComment // the comma
		}
		at++ // the comma
	}
	// The parameters a function comment's types stand for: all but the
	// '*' and '/' markers (and an empty part after a trailing comma).
	var real []int
	for i, p := range parts {
		if len(p) == 0 || len(p) == 1 && (p[0].text == "*" || p[0].text == "/") {
			continue
		}
		real = append(real, i)
	}
	typeOf := map[int]string{}
	switch {
	case argTypes == nil:
	case len(argTypes) == len(real):
		for k, i := range real {
			typeOf[i] = argTypes[k]
		}
	case len(argTypes) == len(real)-1 && len(real) > 0 && (method || selfLike(parts[real[0]])):
		for k, i := range real[1:] {
			typeOf[i] = argTypes[k]
		}
	}
	for i, t := range own {
		if t != "" {
			typeOf[i] = t
		}
	}
	if len(typeOf) == 0 {
		return params, ret
	}
	out := make([]token, 0, len(params)+4*len(typeOf))
	for i, p := range parts {
		if i > 0 {
			out = append(out, token{kind: tOp, text: ","})
		}
		t, ok := typeOf[i]
		_, colon, eq := paramParts(p)
		var typ []token
		if ok {
			typ = typeTokens(t)
		}
		if colon >= 0 || len(p) == 0 || typ == nil {
			out = append(out, p...)
			continue
		}
		nameEnd := len(p)
		if eq >= 0 {
			nameEnd = eq
		}
		out = append(out, p[:nameEnd]...)
		out = append(out, token{kind: tOp, text: ":"})
		out = append(out, typ...)
		out = append(out, p[nameEnd:]...)
	}
	return out, ret
}

// selfLike reports whether a parameter is a method's self or cls.
func selfLike(p []token) bool {
	return len(p) == 1 && (p[0].text == "self" || p[0].text == "cls")
}

// splitFuncComment reads a function type comment: "(str, *int) -> bool"
// gives [str *int] and bool; "(...) -> bool" no argument types and bool.
// Anything else gives nothing.
func splitFuncComment(fn string) ([]string, string) {
	if fn == "" {
		return nil, ""
	}
	stmts := tokenize(fn)
	if len(stmts) != 1 {
		return nil, ""
	}
	toks := stmts[0].toks
	if len(toks) < 4 || toks[0].text != "(" {
		return nil, ""
	}
	m := matching(toks, 0)
	if m < 0 || m+2 >= len(toks) || toks[m+1].text != "->" {
		return nil, ""
	}
	ret := render(toks[m+2:])
	inner := toks[1:m]
	if len(inner) == 1 && inner[0].text == "..." || len(inner) == 0 {
		return nil, ret
	}
	var types []string
	for _, p := range splitTop(inner, ",") {
		if len(p) == 0 {
			continue
		}
		types = append(types, render(p))
	}
	return types, ret
}

// typeTokens tokenizes one parameter's type for splicing after its name,
// without the '*' or '**' a function comment writes before the type of
// *args and **kwargs; nil when it is not one expression.
func typeTokens(t string) []token {
	t = strings.TrimLeft(strings.TrimSpace(t), "*")
	stmts := tokenize(t)
	if len(stmts) != 1 || len(stmts[0].toks) == 0 {
		return nil
	}
	toks := stmts[0].toks
	for _, k := range toks {
		if k.kind == tOp && (k.text == "=" || k.text == ":" || k.text == ";") {
			return nil
		}
	}
	return toks
}

// assignedType is the type a type comment gives a one-target assignment
// ("timeout = None  # type: Optional[float]"); "" when it has none.
func assignedType(parts [][]token, value []token) string {
	if len(parts) != 2 || len(value) == 0 {
		return ""
	}
	tc := value[len(value)-1].typeComment
	if strings.HasPrefix(strings.TrimSpace(tc), "(") && strings.Contains(tc, "->") {
		return "" // a function's, not a value's
	}
	if typ := typeTokens(tc); typ != nil && !strings.HasPrefix(strings.TrimSpace(tc), "*") {
		return render(typ)
	}
	return ""
}
