package manifest

import (
	"strconv"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/swift/swiftsrc"
)

// node is a parsed manifest expression.
type node struct {
	// kind: "call", "member" (.foo), "ident", "string", "number", "array",
	// "binary", "tuple", "other"
	kind string
	// name: a call's callee ("Package", ".library"), a member or
	// identifier's name, an operator, a literal's value.
	name string
	args []arg // call arguments, array elements (no labels), tuple
	lhs  *node // binary
	rhs  *node // binary
}

type arg struct {
	label string
	val   *node
}

// arg returns the call's argument labelled label.
func (n *node) arg(label string) *node {
	if n == nil {
		return nil
	}
	for _, a := range n.args {
		if a.label == label {
			return a.val
		}
	}
	return nil
}

// str returns a string literal's value, "" for anything else.
func (n *node) str() string {
	if n == nil || n.kind != "string" {
		return ""
	}
	return n.name
}

// strings returns the string elements of an array literal.
func (n *node) strs() []string {
	if n == nil || n.kind != "array" {
		return nil
	}
	var out []string
	for _, a := range n.args {
		if s := a.val.str(); s != "" {
			out = append(out, s)
		}
	}
	return out
}

type parser struct {
	toks []swiftsrc.Token
	i    int
	// vars holds top-level "let name = expr" bindings.
	vars map[string]*node
	// depth bounds recursion on hostile input.
	depth int
}

const maxDepth = 200

func (p *parser) peek() swiftsrc.Token {
	if p.i >= len(p.toks) {
		return swiftsrc.Token{Kind: "eof"}
	}
	return p.toks[p.i]
}

func (p *parser) next() swiftsrc.Token {
	t := p.peek()
	if p.i < len(p.toks) {
		p.i++
	}
	return t
}

func (p *parser) is(kind, text string) bool {
	t := p.peek()
	return t.Kind == kind && t.Text == text
}

// expr parses a binary expression.
func (p *parser) expr() *node {
	p.depth++
	defer func() { p.depth-- }()
	if p.depth > maxDepth {
		p.i = len(p.toks)
		return &node{kind: "other"}
	}
	n := p.postfix()
	for {
		t := p.peek()
		if t.Kind != "oper" || t.Newline && t.Text != "+" || t.Text == "=" {
			return n
		}
		p.next()
		n = &node{kind: "binary", name: t.Text, lhs: n, rhs: p.postfix()}
	}
}

func (p *parser) postfix() *node {
	n := p.primary()
	for {
		switch {
		case p.is("punct", "("):
			p.next()
			n = &node{kind: "call", name: calleeName(n), args: p.list(")")}
		case p.is("punct", ".") && n.kind != "other":
			p.next()
			name := p.next().Text
			n = &node{kind: "member", name: calleeName(n) + "." + name}
		case p.is("oper", "?") || p.is("oper", "!"):
			p.next()
		default:
			return n
		}
	}
}

func calleeName(n *node) string {
	switch n.kind {
	case "member", "ident":
		return n.name
	}
	return ""
}

func (p *parser) primary() *node {
	t := p.next()
	switch {
	case t.Kind == "string":
		return &node{kind: "string", name: unquote(t.Text)}
	case t.Kind == "number":
		return &node{kind: "number", name: t.Text}
	case t.Kind == "ident":
		if v, ok := p.vars[t.Text]; ok && !p.is("punct", "(") {
			return v
		}
		return &node{kind: "ident", name: t.Text}
	case t.Kind == "punct" && t.Text == "." && p.peek().Kind == "ident":
		return &node{kind: "member", name: "." + p.next().Text}
	case t.Kind == "punct" && t.Text == "[":
		return &node{kind: "array", args: p.list("]")}
	case t.Kind == "punct" && t.Text == "(":
		return &node{kind: "tuple", args: p.list(")")}
	case t.Kind == "punct" && t.Text == "{":
		p.skipTo("}")
		return &node{kind: "other"}
	case t.Kind == "pound" && t.Text == "#if":
		return &node{kind: "other"}
	}
	return &node{kind: "other"}
}

// skipTo skips a balanced group whose opener was just read.
func (p *parser) skipTo(closer string) {
	depth := 1
	for p.peek().Kind != "eof" {
		t := p.next()
		if t.Kind != "punct" {
			continue
		}
		switch t.Text {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			depth--
			if depth == 0 {
				return
			}
		}
	}
}

// list parses "label: expr, expr, ..." up to closer; "[a: b]" dictionary
// entries come back as labelled elements.
func (p *parser) list(closer string) []arg {
	var out []arg
	for p.peek().Kind != "eof" {
		if p.is("punct", closer) {
			p.next()
			return out
		}
		if p.is("punct", ",") {
			p.next()
			continue
		}
		// #if inside arrays: keep every branch
		if t := p.peek(); t.Kind == "pound" {
			p.next()
			if t.Text == "#if" || t.Text == "#elseif" {
				for q := p.peek(); q.Kind != "eof" && !q.Newline; q = p.peek() {
					p.next()
				}
			}
			continue
		}
		var a arg
		if t := p.peek(); t.Kind == "ident" && p.i+1 < len(p.toks) && p.toks[p.i+1].Kind == "punct" && p.toks[p.i+1].Text == ":" {
			a.label = t.Text
			p.i += 2
		}
		start := p.i
		a.val = p.expr()
		if p.i == start {
			p.next() // not understood: skip a token
			continue
		}
		out = append(out, a)
	}
	return out
}

func unquote(s string) string {
	s = strings.TrimLeft(s, "#")
	s = strings.TrimRight(s, "#")
	if strings.HasPrefix(s, `"""`) {
		return strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(s, `"""`), `"""`))
	}
	if u, err := strconv.Unquote(s); err == nil {
		return u
	}
	return strings.Trim(s, `"`)
}
