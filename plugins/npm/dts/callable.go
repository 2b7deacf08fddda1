package dts

import "strings"

// A value declared with a function type ("declare const execa:
// ExecaMethod<{}>", where ExecaMethod is an intersection of function
// types; "declare var debug: debug.Debug & {…}", Debug an interface with
// a call signature; "const f: (x: string) => void") is a function to the
// code that uses it: it is called by its name. Its declaration says
// const or var, so without reading its type an outline lists it among
// the constants, and search ranks it as a value (a name to read), not as
// an action. These helpers read the type: a function type becomes a call
// signature of the value (listed like an overload, as an interface's call
// signature already is), and a value with call signatures is listed as
// a function (callableKind). Its declaration text is kept as written.

// funcType reads a function type ("<T>(a: T) => R", "(x: string) =>
// void", one pair of parentheses around it allowed) and returns it as a
// call signature ("<T>(a: T): R"); ok is false for any other type,
// constructor types ("new (…) => T") included.
func funcType(t string) (call string, ok bool) {
	t = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(t), ";"))
	for len(t) > 1 && t[0] == '(' && closing(t, 0) == len(t)-1 {
		inner := strings.TrimSpace(t[1 : len(t)-1])
		if _, isFunc := funcType(inner); !isFunc {
			break
		}
		t = inner
	}
	i := 0
	if strings.HasPrefix(t, "<") {
		i = closing(t, 0)
		if i < 0 {
			return "", false
		}
		i++
		for i < len(t) && t[i] == ' ' {
			i++
		}
	}
	if i >= len(t) || t[i] != '(' {
		return "", false
	}
	end := closing(t, i)
	if end < 0 {
		return "", false
	}
	rest := strings.TrimSpace(t[end+1:])
	ret, isArrow := strings.CutPrefix(rest, "=>")
	if !isArrow || strings.TrimSpace(ret) == "" {
		return "", false
	}
	return t[:end+1] + ": " + strings.TrimSpace(ret), true
}

// closing is the index of the bracket that closes the one at t[i] ("(",
// "<", "{" or "["), counting every kind of bracket and reading "=>" as no
// bracket; -1 when it is not closed.
func closing(t string, i int) int {
	depth := 0
	for j := i; j < len(t); j++ {
		switch t[j] {
		case '(', '<', '{', '[':
			depth++
		case ')', '}', ']':
			depth--
		case '>':
			if j > 0 && t[j-1] == '=' {
				continue
			}
			depth--
		case '"', '\'', '`':
			// A string literal type: skip to its end.
			k := strings.IndexByte(t[j+1:], t[j])
			if k < 0 {
				return -1
			}
			j += k + 1
			continue
		}
		if depth == 0 {
			return j
		}
	}
	return -1
}

// typeParams are the names of a declaration's type parameters ("type
// M<O extends Options = Options, K> =" → O, K), in order.
func typeParams(sig string) []string {
	open := strings.IndexByte(sig, '<')
	eq := strings.Index(sig, "=")
	if open < 0 || eq >= 0 && eq < open {
		return nil
	}
	end := closing(sig, open)
	if end < 0 {
		return nil
	}
	var out []string
	for _, p := range splitTop(sig[open+1:end], ',') {
		name, _, _ := strings.Cut(strings.TrimSpace(p), " ")
		name = strings.TrimPrefix(strings.TrimPrefix(name, "in "), "out ")
		if !isIdentWord(name) {
			return nil
		}
		out = append(out, name)
	}
	return out
}

// typeArgs are the type arguments a type reference gives ("M<{}, X>" →
// {}, X), nil when none.
func typeArgs(ref string) []string {
	ref = strings.TrimSpace(ref)
	open := strings.IndexByte(ref, '<')
	if open < 0 || !strings.HasSuffix(ref, ">") || closing(ref, open) != len(ref)-1 {
		return nil
	}
	var out []string
	for _, a := range splitTop(ref[open+1:len(ref)-1], ',') {
		out = append(out, strings.TrimSpace(a))
	}
	return out
}

// splitTop splits t at sep outside brackets.
func splitTop(t string, sep byte) []string {
	var out []string
	depth, start := 0, 0
	for j := 0; j < len(t); j++ {
		switch t[j] {
		case '(', '<', '{', '[':
			depth++
		case ')', '}', ']':
			depth--
		case '>':
			if j == 0 || t[j-1] != '=' {
				depth--
			}
		case sep:
			if depth == 0 {
				out = append(out, t[start:j])
				start = j + 1
			}
		}
	}
	return append(out, t[start:])
}

// substitute writes each type parameter of sub as its argument, in one
// pass (an argument naming another parameter stays as written).
func substitute(t string, sub map[string]string) string {
	if len(sub) == 0 {
		return t
	}
	var b strings.Builder
	for i := 0; i < len(t); {
		if !isIdentByte(t[i]) || i > 0 && (isIdentByte(t[i-1]) || t[i-1] == '.') {
			b.WriteByte(t[i])
			i++
			continue
		}
		j := i
		for j < len(t) && isIdentByte(t[j]) {
			j++
		}
		if a, ok := sub[t[i:j]]; ok && !strings.HasPrefix(strings.TrimLeft(t[j:], " ?"), ":") {
			b.WriteString(a)
		} else {
			b.WriteString(t[i:j])
		}
		i = j
	}
	return b.String()
}

// hasCall reports whether members include a call signature.
func hasCall(mbs []member) bool {
	for _, mb := range mbs {
		if mb.kind == "call" {
			return true
		}
	}
	return false
}

// callableKind is the kind a value declaration is listed with: function
// when its type has call signatures, else its own (let as var).
func callableKind(d *decl) string {
	switch d.kind {
	case "let", "var":
		if hasCall(d.members) {
			return "function"
		}
		return "var"
	case "const":
		if hasCall(d.members) {
			return "function"
		}
	}
	return d.kind
}

// isFuncType reports whether t is a function type.
func isFuncType(t string) bool {
	_, ok := funcType(t)
	return ok
}

// declaresFuncType reports whether a value's declaration writes a
// function type as its type ("const f: (x: string) => void").
func declaresFuncType(sig string) bool {
	_, typ, ok := strings.Cut(sig, ": ")
	return ok && isFuncType(typ)
}

// aliasBody is the type a type alias declaration names ("type M<O
// extends Options = Options> = A & B" → "A & B"): after the "=" that
// follows its type parameters, not a parameter's default.
func aliasBody(sig string) (string, bool) {
	from := 0
	if open := strings.IndexByte(sig, '<'); open >= 0 {
		if eq := strings.IndexByte(sig, '='); eq < 0 || open < eq {
			if end := closing(sig, open); end > 0 {
				from = end + 1
			}
		}
	}
	_, rhs, ok := strings.Cut(sig[from:], "= ")
	return rhs, ok
}
