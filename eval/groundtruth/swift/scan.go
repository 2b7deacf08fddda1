package main

import (
	"strings"
)

// decl is one declaration the scanner read.
type decl struct {
	keyword   string // class, struct, func, var, case, init, extension…
	name      string // "request", "init", "Session", "radius"
	title     string // with argument labels, as DocC names it: "request(_:method:)"
	parent    string // the enclosing type or extended type ("" at top level)
	access    string // public, open, internal…
	signature string
	doc       string
	spi       bool
	static    bool
	// reexport marks an `@_exported import`: the module's API comes
	// with this one's.
	reexport bool
}

var modifiers = map[string]bool{
	"public": true, "open": true, "internal": true, "private": true, "fileprivate": true, "package": true,
	"static": true, "final": true, "override": true, "mutating": true, "nonmutating": true, "convenience": true,
	"required": true, "lazy": true, "weak": true, "unowned": true, "indirect": true, "dynamic": true, "optional": true,
	"nonisolated": true, "isolated": true, "consuming": true, "borrowing": true, "prefix": true, "postfix": true,
	"infix": true, "distributed": true, "__consuming": true, "unsafe": true,
}

var accessWords = map[string]bool{"public": true, "open": true, "internal": true, "private": true, "fileprivate": true, "package": true}

var declWords = map[string]bool{
	"class": true, "struct": true, "enum": true, "protocol": true, "actor": true, "extension": true,
	"func": true, "init": true, "deinit": true, "subscript": true, "var": true, "let": true,
	"typealias": true, "associatedtype": true, "case": true, "macro": true, "import": true,
	"operator": true, "precedencegroup": true,
}

// scanner reads declarations from one file's tokens.
type scanner struct {
	src  string
	toks []token
	i    int
	out  []decl
}

// scope is where declarations are being read.
type scope struct {
	parent        string // "" at file scope
	defaultAccess string // what a member without a modifier gets
	kind          string // "file", "type", "protocol", "enum", "extension"
	caseAccess    string // an enum's cases have the enum's access
	spi           bool
}

func scanFile(src string) []decl {
	s := &scanner{src: src, toks: lex(src)}
	s.scope(scope{kind: "file", defaultAccess: "internal"})
	return s.out
}

func (s *scanner) peek(k int) *token {
	if s.i+k < len(s.toks) {
		return &s.toks[s.i+k]
	}
	return nil
}

// skipBalanced skips from an opening token to after its matching close.
func (s *scanner) skipBalanced() {
	open := s.toks[s.i].text
	closeT := map[string]string{"{": "}", "(": ")", "[": "]"}[open]
	depth := 0
	for s.i < len(s.toks) {
		t := s.toks[s.i].text
		if t == open {
			depth++
		} else if t == closeT {
			depth--
			if depth == 0 {
				s.i++
				return
			}
		}
		s.i++
	}
}

// startsDecl says whether token k begins a new declaration (used to end
// one that has no body).
func (s *scanner) startsDecl(t *token) bool {
	if t == nil {
		return true
	}
	return t.text == "}" || t.text == "@" || strings.HasPrefix(t.text, "@") || modifiers[t.text] || declWords[t.text] || t.text == "#if"
}

// scope reads declarations until the closing brace of this scope.
func (s *scanner) scope(sc scope) {
	for s.i < len(s.toks) {
		t := s.toks[s.i]
		if t.text == "}" {
			s.i++
			return
		}
		if t.text == "{" {
			s.skipBalanced()
			continue
		}
		s.declaration(sc)
	}
}

// declaration reads one declaration (attributes, modifiers, keyword…) or
// skips one token that starts none.
func (s *scanner) declaration(sc scope) {
	first := s.i
	doc := s.toks[s.i].doc
	spi, unavailable, reexport := false, false, false
	access := ""
	static := false
	setterLimited := false
	sigStart := -1
	// Attributes and modifiers.
	for s.i < len(s.toks) {
		t := s.toks[s.i]
		if strings.HasPrefix(t.text, "@") && len(t.text) > 1 {
			name := t.text
			s.i++
			if p := s.peek(0); p != nil && p.text == "(" && !p.nl {
				argStart := s.i
				s.skipBalanced()
				args := s.text(argStart, s.i)
				if name == "@available" && strings.Contains(args, "unavailable") && strings.Contains(args, "*") {
					unavailable = true
				}
			}
			if name == "@_spi" {
				spi = true
			}
			if name == "@_exported" {
				reexport = true
			}
			continue
		}
		if t.text == "class" {
			if n := s.peek(1); n != nil && (declWords[n.text] || modifiers[n.text]) && n.text != "protocol" {
				static = true // "class func", "class var"
				if sigStart < 0 {
					sigStart = s.i
				}
				s.i++
				continue
			}
		}
		if modifiers[t.text] {
			if n := s.peek(1); n != nil && (n.text == ":" || n.text == "=" || n.text == "," || n.text == ")" || n.text == ".") {
				break // an identifier that happens to be a modifier word
			}
			if sigStart < 0 {
				sigStart = s.i
			}
			if accessWords[t.text] {
				if n := s.peek(1); n != nil && n.text == "(" {
					setterLimited = true // private(set): readable only
				} else {
					access = t.text
				}
			}
			if t.text == "static" {
				static = true
			}
			s.i++
			if p := s.peek(0); p != nil && p.text == "(" { // private(set), unowned(unsafe)
				s.skipBalanced()
			}
			continue
		}
		break
	}
	if s.i >= len(s.toks) {
		return
	}
	kw := s.toks[s.i].text
	if sigStart < 0 {
		sigStart = s.i
	}
	if !declWords[kw] {
		if s.i == first {
			s.i++ // not a declaration: a statement token
		}
		return
	}
	if access == "" {
		access = sc.defaultAccess
		if kw == "extension" {
			access = ""
		}
	}
	d := decl{keyword: kw, parent: sc.parent, access: access, doc: doc, spi: spi || sc.spi, static: static}
	s.i++
	switch kw {
	case "class", "struct", "enum", "protocol", "actor":
		d.name = s.ident()
		s.header()
		d.signature = s.text(sigStart, s.i)
		if !unavailable {
			s.out = append(s.out, d)
		}
		if p := s.peek(0); p != nil && p.text == "{" {
			s.i++
			inner := scope{parent: join(sc.parent, d.name), defaultAccess: "internal", kind: "type", spi: d.spi}
			switch kw {
			case "protocol":
				inner.defaultAccess, inner.kind = access, "protocol"
			case "enum":
				inner.kind, inner.caseAccess = "enum", access
			}
			if unavailable {
				inner.spi = true // hidden along with its type
			}
			s.scope(inner)
		}
	case "extension":
		var parts []string
		if p := s.peek(0); p != nil && p.text == "[" {
			// extension [Header], extension [String: Int]: Swift's
			// symbol graphs name the extended type Array or Dictionary
			from := s.i
			s.skipBalanced()
			parts = []string{sugared(s.toks[from+1 : max(from+1, s.i-1)])}
		} else {
			for {
				parts = append(parts, s.ident())
				if p := s.peek(0); p != nil && p.text == "." {
					s.i++
					continue
				}
				break
			}
			if p := s.peek(0); p != nil && p.text == "?" {
				s.i++ // extension Int?: Optional
				parts = []string{"Optional"}
			}
		}
		s.header()
		if p := s.peek(0); p != nil && p.text == "{" {
			s.i++
			def := access
			if def == "" {
				def = "internal"
			}
			s.out = append(s.out, decl{keyword: "extension", name: strings.Join(parts, "."), access: def, spi: d.spi})
			s.scope(scope{parent: strings.Join(parts, "."), defaultAccess: def, kind: "extension", spi: d.spi || unavailable})
		}
	case "func", "init", "subscript", "macro":
		name := kw
		if kw == "func" || kw == "macro" {
			name = s.funcName()
		}
		if p := s.peek(0); p != nil && (p.text == "?" || p.text == "!") {
			s.i++ // init?, init!
		}
		if p := s.peek(0); p != nil && p.text == "<" {
			s.angle()
		}
		labels := ""
		if p := s.peek(0); p != nil && p.text == "(" {
			labels = s.params(kw == "subscript")
		}
		s.rest()
		d.signature = s.text(sigStart, s.i)
		if kw == "macro" {
			// The declaration, not its "= #externalMacro(...)" definition.
			if i := strings.Index(d.signature, " = #"); i >= 0 {
				d.signature = d.signature[:i]
			}
		}
		d.name, d.title = name, name+"("+labels+")"
		if p := s.peek(0); p != nil && p.text == "{" {
			s.skipBalanced()
		}
		if !unavailable {
			s.out = append(s.out, d)
		}
	case "deinit":
		if p := s.peek(0); p != nil && p.text == "{" {
			s.skipBalanced()
		}
	case "var", "let":
		if p := s.peek(0); p != nil && p.text == "(" {
			s.skipBalanced() // a tuple pattern: not API we can name
			s.rest()
			return
		}
		d.name = s.ident()
		s.typeAnnotation()
		d.signature = s.text(sigStart, s.i) + s.accessors(kw, setterLimited)
		s.afterVar()
		if !unavailable {
			s.out = append(s.out, d)
		}
		// var a = 1, b = 2: further names share the declaration.
		for {
			p := s.peek(0)
			if p == nil || p.text != "," {
				break
			}
			s.i++
			start := s.i
			n := s.ident()
			s.typeAnnotation()
			e := d
			e.name, e.signature = n, s.text(sigStart, first)+" "+kw+" "+s.text(start, s.i)+s.accessors(kw, setterLimited)
			s.afterVar()
			if !unavailable {
				s.out = append(s.out, e)
			}
		}
	case "typealias", "associatedtype":
		d.name = s.ident()
		s.rest()
		d.signature = s.text(sigStart, s.i)
		if !unavailable {
			s.out = append(s.out, d)
		}
	case "case":
		if sc.kind != "enum" {
			s.rest()
			return
		}
		d.access = sc.caseAccess
		for {
			start := s.i
			n := s.ident()
			if p := s.peek(0); p != nil && p.text == "(" {
				s.skipBalanced()
			}
			// Symbol graphs print a case without its raw value.
			caseSig := "case " + s.text(start, s.i)
			if p := s.peek(0); p != nil && p.text == "=" {
				s.i++ // the raw value: a literal, maybe negative
				for p := s.peek(0); p != nil && p.text != "," && p.text != "}" && !(p.nl && s.startsDecl(p)); p = s.peek(0) {
					s.i++
				}
			}
			e := d
			e.name, e.signature = n, caseSig
			if !unavailable && n != "" {
				s.out = append(s.out, e)
			}
			if p := s.peek(0); p != nil && p.text == "," {
				s.i++
				continue
			}
			break
		}
	case "import":
		mod := ""
		if p := s.peek(0); p != nil && !p.nl && !declWords[p.text] {
			// a whole module; "import struct Foundation.URL" brings one
			// declaration, which is not listed
			mod = s.ident()
		}
		if reexport && sc.kind == "file" && mod != "" && isIdentByte(mod[0]) {
			s.out = append(s.out, decl{keyword: "import", name: mod, access: "public", reexport: true})
		}
		s.rest()
	default: // operator, precedencegroup
		s.rest()
		if p := s.peek(0); p != nil && p.text == "{" {
			s.skipBalanced()
		}
	}
}

// sugared names the type of a bracketed type's inside: Dictionary when
// it has a colon of its own ([K: V]), else Array ([T]).
func sugared(inside []token) string {
	depth := 0
	for _, t := range inside {
		switch t.text {
		case "[", "(":
			depth++
		case "]", ")":
			depth--
		case ":":
			if depth == 0 {
				return "Dictionary"
			}
		}
	}
	return "Array"
}

func join(parent, name string) string {
	if parent == "" {
		return name
	}
	return parent + "." + name
}

// ident reads one identifier ("" if the next token is none).
func (s *scanner) ident() string {
	t := s.peek(0)
	if t == nil || t.text == "{" || t.text == "}" || t.text == "(" || t.text == ":" || t.text == "<" {
		return ""
	}
	s.i++
	return t.text
}

// funcName reads a function name: an identifier or an operator.
func (s *scanner) funcName() string {
	t := s.peek(0)
	if t == nil {
		return ""
	}
	name := t.text
	s.i++
	// Operators lex as runs; "<" and ">" alone: join what precedes "(".
	if !isIdentByte(name[0]) {
		for p := s.peek(0); p != nil && p.text != "(" && !isIdentByte(p.text[0]) && !p.nl; p = s.peek(0) {
			if p.text == "<" && len(name) > 0 {
				// the generic list of an operator function
				n := s.peek(1)
				if n != nil && isIdentByte(n.text[0]) {
					break
				}
			}
			name += p.text
			s.i++
		}
	}
	return name
}

// angle skips a <…> generic parameter list.
func (s *scanner) angle() {
	depth := 0
	for s.i < len(s.toks) {
		switch s.toks[s.i].text {
		case "<":
			depth++
		case ">":
			depth--
		case "{", "}":
			return
		}
		s.i++
		if depth == 0 {
			return
		}
	}
}

// params reads a parameter list and returns its argument labels joined as
// Swift names them: "_:method:" for (_ r: R, method: M).
func (s *scanner) params(subscript bool) string {
	start := s.i
	s.skipBalanced()
	inner := s.toks[start+1 : s.i-1]
	var labels []string
	depth := 0
	var cur []token
	flush := func() {
		if len(cur) == 0 {
			return
		}
		// Skip attributes and modifiers like inout/borrowing before the names.
		var names []string
		for _, t := range cur {
			if t.text == ":" {
				break
			}
			if strings.HasPrefix(t.text, "@") {
				continue
			}
			names = append(names, t.text)
		}
		label := "_"
		if len(names) >= 1 {
			label = names[0]
		}
		if subscript && len(names) == 1 {
			label = "_" // a subscript's lone name is not a label
		}
		labels = append(labels, label+":")
		cur = nil
	}
	for _, t := range inner {
		switch t.text {
		case "(", "[", "<", "{":
			depth++
		case ")", "]", ">", "}":
			depth--
		case ",":
			if depth == 0 {
				flush()
				continue
			}
		}
		cur = append(cur, t)
	}
	flush()
	return strings.Join(labels, "")
}

// header reads a type's or extension's header up to its body "{".
func (s *scanner) header() {
	for s.i < len(s.toks) {
		switch s.toks[s.i].text {
		case "{", "}":
			return
		case "<":
			s.angle()
			continue
		case "(":
			s.skipBalanced()
			continue
		}
		s.i++
	}
}

// rest reads the remainder of a function or alias header: effects, the
// result type and a where clause, up to its body or the next declaration.
func (s *scanner) rest() {
	for s.i < len(s.toks) {
		t := &s.toks[s.i]
		if t.text == "{" || t.text == "}" {
			return
		}
		if t.nl && s.startsDecl(t) && !(t.text == "where") {
			return
		}
		switch t.text {
		case "(", "[":
			s.skipBalanced()
			continue
		case "<":
			s.angle()
			continue
		}
		s.i++
	}
}

// typeAnnotation reads ": Type" of a property.
func (s *scanner) typeAnnotation() {
	p := s.peek(0)
	if p == nil || p.text != ":" {
		return
	}
	s.i++
	for s.i < len(s.toks) {
		t := &s.toks[s.i]
		if t.text == "{" || t.text == "}" || t.text == "=" || t.text == "," || (t.nl && s.startsDecl(t)) {
			return
		}
		switch t.text {
		case "(", "[":
			s.skipBalanced()
			continue
		case "<":
			s.angle()
			continue
		}
		s.i++
	}
}

// accessors is what symbol graphs append to a property's declaration:
// " { get set }" for a settable one, " { get }" for a read-only one, ""
// for a let.
func (s *scanner) accessors(kw string, setterLimited bool) string {
	p := s.peek(0)
	if p != nil && p.text == "{" {
		// Accessor block or computed body: settable if it has set or observers.
		depth := 0
		for k := s.i; k < len(s.toks); k++ {
			switch s.toks[k].text {
			case "{":
				depth++
			case "}":
				depth--
			case "set", "willSet", "didSet":
				if depth == 1 && !setterLimited {
					return " { get set }"
				}
			}
			if depth == 0 {
				break
			}
		}
		return " { get }"
	}
	if kw == "let" {
		return ""
	}
	if setterLimited {
		return " { get }"
	}
	return " { get set }"
}

// afterVar skips a property's initializer or accessor block.
func (s *scanner) afterVar() {
	p := s.peek(0)
	if p == nil {
		return
	}
	if p.text == "{" {
		s.skipBalanced()
		return
	}
	if p.text != "=" {
		return
	}
	s.i++
	for s.i < len(s.toks) {
		t := &s.toks[s.i]
		if t.text == "}" || t.text == "," || (t.nl && s.startsDecl(t) && t.text != "{") {
			return
		}
		switch t.text {
		case "(", "[", "{":
			s.skipBalanced()
			continue
		}
		s.i++
	}
}

// text is the declaration from token a to before token b, as Swift's
// symbol graphs print it: access modifiers left out (public, open,
// private(set)…), whitespace and comments between tokens collapsed to one
// space.
func (s *scanner) text(a, b int) string {
	var sb strings.Builder
	prevEnd := -1
	for k := a; k < b && k < len(s.toks); k++ {
		t := s.toks[k]
		if accessWords[t.text] && k+1 < len(s.toks) && s.toks[k+1].text != ":" && s.toks[k+1].text != "." {
			if k+3 < b && s.toks[k+1].text == "(" && s.toks[k+3].text == ")" {
				k += 3 // private(set)
			}
			continue
		}
		if prevEnd >= 0 && t.start > prevEnd {
			sb.WriteByte(' ')
		}
		sb.WriteString(s.src[t.start:t.end])
		prevEnd = t.end
	}
	return sb.String()
}
