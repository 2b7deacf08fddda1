package pyapi

import (
	"strings"
)

// maxExpr bounds one rendered annotation or default: a default that is a
// thousand-entry dict literal is abbreviated, not reproduced.
const maxExpr = 400

var wordOps = map[string]bool{
	"and": true, "or": true, "not": true, "in": true, "is": true, "if": true, "else": true,
	"for": true, "lambda": true, "await": true, "yield": true, "from": true, "as": true, "async": true,
}

var binOps = map[string]bool{
	"+": true, "-": true, "*": true, "/": true, "//": true, "%": true, "**": true, "@": true,
	"|": true, "&": true, "^": true, "<<": true, ">>": true, "<": true, ">": true, "==": true,
	"!=": true, "<=": true, ">=": true, "->": true, ":=": true,
}

// render prints an expression's tokens the way ast.unparse spaces them:
// ", " between items, spaces around binary operators, none around '.',
// after unary operators or inside brackets, and string literals in repr's
// quoting where that is unambiguous.
func render(toks []token) string {
	toks = joinReprs(toks)
	var b strings.Builder
	var stack []string // open brackets
	prev := token{kind: tOp, text: "("}
	first := true
	for k, t := range toks {
		if t.kind == tOp && t.text == "," && k+1 < len(toks) && (toks[k+1].text == "]" || toks[k+1].text == "}") {
			continue // ast.unparse drops a trailing comma
		}
		space := false
		top := ""
		if len(stack) > 0 {
			top = stack[len(stack)-1]
		}
		switch {
		case first:
		case t.kind == tOp && (t.text == "," || t.text == ")" || t.text == "]" || t.text == "}" || t.text == "."):
		case t.kind == tOp && (t.text == "(" || t.text == "["):
			// A call or subscript follows a value; a tuple/list after an operator or word.
			space = !(prev.kind == tName && !wordOps[prev.text] || prev.kind == tString || isClose(prev))
			if prev.kind == tOp && (isOpen(prev) || prev.text == ".") {
				space = false
			}
		case t.kind == tOp && t.text == ":":
			space = false
		case t.kind == tOp && t.text == "=":
			// keyword argument inside a call: no spaces.
			space = top != "(" && top != "["
		case prev.kind == tOp && prev.text == "=":
			space = top != "(" && top != "["
		case prev.kind == tOp && prev.text == ":":
			space = top != "["
		case prev.kind == tOp && prev.text == ",":
			space = true
		case prev.kind == tOp && (isOpen(prev) || prev.text == "."):
		case t.kind == tOp && binOps[t.text]:
			space = !(isUnaryPos(prev) && (t.text == "-" || t.text == "+" || t.text == "*" || t.text == "**"))
		case prev.kind == tOp && binOps[prev.text]:
			space = !prev.unary
		case prev.kind == tOp && prev.text == "~":
		case t.kind == tOp && t.text == "~":
			space = true
		default:
			space = true
		}
		if t.kind == tOp && binOps[t.text] && isUnaryPos(prev) && (t.text == "-" || t.text == "+" || t.text == "*" || t.text == "**") {
			t.unary = true
		}
		if t.kind == tOp && binOps[t.text] && first {
			t.unary = true
		}
		if space {
			b.WriteByte(' ')
		}
		if t.kind == tString {
			b.WriteString(reprString(t.text))
		} else {
			b.WriteString(t.text)
		}
		if t.kind == tOp {
			switch t.text {
			case "(", "[", "{":
				stack = append(stack, t.text)
			case ")", "]", "}":
				if len(stack) > 0 {
					stack = stack[:len(stack)-1]
				}
			}
		}
		prev = t
		first = false
		if b.Len() > maxExpr*4 {
			break
		}
	}
	s := b.String()
	if len(s) > maxExpr {
		s = cutExpr(s)
	}
	return s
}

// cutExpr abbreviates a long literal, keeping it balanced-looking.
func cutExpr(s string) string {
	cut := maxExpr
	for cut > 0 && !isBoundary(s, cut) {
		cut--
	}
	return s[:cut] + "…"
}

func isBoundary(s string, i int) bool { return s[i]&0xC0 != 0x80 }

func isOpen(t token) bool {
	return t.kind == tOp && (t.text == "(" || t.text == "[" || t.text == "{")
}

func isClose(t token) bool {
	return t.kind == tOp && (t.text == ")" || t.text == "]" || t.text == "}")
}

// isUnaryPos reports whether an operator after prev is unary.
func isUnaryPos(prev token) bool {
	if prev.kind == tOp {
		return !isClose(prev)
	}
	return prev.kind == tName && wordOps[prev.text]
}

// reprString re-quotes a plain string literal as repr would ('x'), when
// that changes nothing but the quotes; anything else is kept as written.
func reprString(lit string) string {
	prefix := ""
	for len(lit) > 0 && lit[0] != '\'' && lit[0] != '"' {
		prefix += lit[:1]
		lit = lit[1:]
	}
	if len(lit) < 2 || strings.HasPrefix(lit, `"""`) || strings.HasPrefix(lit, `'''`) {
		return prefix + lit
	}
	p := strings.ToLower(prefix)
	if p != "" && p != "u" && p != "b" {
		return prefix + lit
	}
	if p == "u" {
		prefix = ""
	}
	body := lit[1 : len(lit)-1]
	if lit[0] == '"' && !strings.ContainsAny(body, `'\`) {
		return prefix + "'" + body + "'"
	}
	return prefix + lit
}

// literalValue evaluates a string literal token (for docstrings and
// __all__ entries): quotes and prefix removed, common escapes decoded
// unless raw.
func literalValue(lit string) string {
	raw := false
	for len(lit) > 0 && lit[0] != '\'' && lit[0] != '"' {
		if lit[0] == 'r' || lit[0] == 'R' {
			raw = true
		}
		lit = lit[1:]
	}
	switch {
	case len(lit) >= 6 && (strings.HasPrefix(lit, `"""`) || strings.HasPrefix(lit, `'''`)):
		lit = lit[3:]
		lit = strings.TrimSuffix(strings.TrimSuffix(lit, `"""`), `'''`)
	case len(lit) >= 2:
		lit = lit[1 : len(lit)-1]
	default:
		return ""
	}
	if raw || !strings.Contains(lit, `\`) {
		return lit
	}
	var b strings.Builder
	for i := 0; i < len(lit); i++ {
		c := lit[i]
		if c != '\\' || i+1 >= len(lit) {
			b.WriteByte(c)
			continue
		}
		i++
		switch lit[i] {
		case '\n':
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case '\\', '\'', '"':
			b.WriteByte(lit[i])
		default:
			b.WriteByte('\\')
			b.WriteByte(lit[i])
		}
	}
	return b.String()
}

// cleandoc is inspect.cleandoc: tabs expanded, the common indentation of
// the lines after the first removed, leading and trailing blank lines
// dropped.
func cleandoc(s string) string {
	s = strings.ReplaceAll(s, "\t", "        ")
	lines := strings.Split(s, "\n")
	margin := -1
	for _, l := range lines[1:] {
		t := strings.TrimLeft(l, " ")
		if t == "" {
			continue
		}
		if ind := len(l) - len(t); margin < 0 || ind < margin {
			margin = ind
		}
	}
	lines[0] = strings.TrimLeft(lines[0], " ")
	if margin > 0 {
		for i := 1; i < len(lines); i++ {
			if len(lines[i]) >= margin {
				lines[i] = lines[i][margin:]
			} else {
				lines[i] = strings.TrimLeft(lines[i], " ")
			}
		}
	}
	for i := range lines {
		lines[i] = strings.TrimRight(lines[i], " \r")
	}
	for len(lines) > 0 && lines[0] == "" {
		lines = lines[1:]
	}
	for len(lines) > 0 && lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	return strings.Join(lines, "\n")
}

// FirstParagraph is a docstring's summary: its text up to the first blank
// line, joined on one line.
func FirstParagraph(doc string) string {
	if i := strings.Index(doc, "\n\n"); i >= 0 {
		doc = doc[:i]
	}
	return strings.Join(strings.Fields(doc), " ")
}

// joinReprs makes one name of each "<name>" that starts the tokens or
// follows "=": no expression starts with "<", so it is a repr this
// package writes for a
// default (a dataclass field's "= <factory>", as inspect prints it),
// which a signature rendered again (its aliases expanded) must keep
// whole, not space as two comparisons ("<factory >").
func joinReprs(toks []token) []token {
	var out []token
	for i := 0; i < len(toks); i++ {
		if i+2 < len(toks) && (i == 0 || toks[i-1].kind == tOp && toks[i-1].text == "=") &&
			toks[i].kind == tOp && toks[i].text == "<" && toks[i+1].kind == tName && toks[i+2].kind == tOp && toks[i+2].text == ">" {
			if out == nil {
				out = append([]token{}, toks[:i]...)
			}
			out = append(out, token{kind: tName, text: "<" + toks[i+1].text + ">"})
			i += 2
			continue
		}
		if out != nil {
			out = append(out, toks[i])
		}
	}
	if out == nil {
		return toks
	}
	return out
}
