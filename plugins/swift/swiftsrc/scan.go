package swiftsrc

import (
	"strings"
)

// Decl is one public declaration.
type Decl struct {
	// Kind: func, init, subscript, var, let, case, class, struct, enum,
	// protocol, actor, typealias, associatedtype, macro, operator,
	// precedencegroup, import (an @_exported import).
	Kind string
	// Name is the declared name ("run", "+", "init", "ParsableCommand");
	// Path is it with its enclosing types ("CommandConfiguration.init").
	Name, Path string
	// Parent is the enclosing (or extended) type's Path; empty at top level.
	Parent string
	// Title is the name as DocC and symbol graphs spell it: functions,
	// initializers, subscripts and macros with their argument labels
	// ("init(commandName:abstract:)"), others as Name.
	Title string
	// Signature is the declaration on one line, attributes that matter to a
	// caller kept, access modifiers other than open dropped, bodies and
	// initial values left out.
	Signature string
	// Doc is the doc comment's text with the comment markers removed, as
	// written (DocC markup, see package docc).
	Doc string
	// Deprecated is the deprecation message of an @available(…, deprecated…)
	// attribute, "deprecated" when it has none; empty when not deprecated.
	Deprecated string
	// Inherits lists the types after the ':' of a type declaration, and for
	// an extension the protocols it adds.
	Inherits []string
	// Extension: the declaration is an extension (Name is the extended
	// type); extensions are reported only to carry conformances.
	Extension bool
	// Constraint is the where clause ("Element: Equatable") of the
	// extension that declares a member, which exists only when it holds;
	// on an extension, its own clause.
	Constraint string
	// File and Line locate the declaration.
	File string
	Line int
	// Condition is the platform condition of the #if blocks around the
	// declaration ("os(Linux)", "canImport(Darwin)", "!os(Windows)"),
	// joined with &&; "" when it builds everywhere.
	Condition string
	// Underscored marks a path with an underscored component (_Storage,
	// Document._data): public, but left out of the documentation as an
	// implementation detail, as DocC and symbol graphs do.
	Underscored bool
}

// maxValueLen bounds an initial value shown in place of a missing type
// annotation: "static let shared = Client()" says the type, a closure
// literal does not.
const maxValueLen = 80

// Scan returns the public declarations of one Swift source file, in source
// order. Extensions come back as Decl with Extension set, so that a caller
// can attach their conformances; their members are ordinary Decls whose
// Parent is the extended type.
func Scan(file string, src []byte) []Decl {
	decls, _ := ScanFile(file, src)
	return decls
}

// ScanFile is Scan, also returning the top-level types the file declares
// that are not visible outside the module (internal, private, package,
// @_spi). A public member of an extension of one of them is not public
// API, though it says public: the caller, which sees every file of the
// module, can leave those out.
func ScanFile(file string, src []byte) (decls []Decl, hiddenTypes []string) {
	s := &scanner{file: file, src: string(src), toks: lex(string(src))}
	s.body(scope{public: true, top: true})
	return s.out, s.hiddenTypes
}

// scope is what a declaration context passes to its members.
type scope struct {
	path string
	// public: the enclosing context is visible outside the module.
	public bool
	// defaultPublic: members without an access modifier are public
	// (protocol requirements of a public protocol, members of a public
	// extension, cases of a public enum).
	defaultPublic bool
	protocol      bool
	top           bool
	// constraint is the where clause of the enclosing extension(s).
	constraint string
}

type scanner struct {
	file string
	src  string
	toks []token
	i    int
	out  []Decl
	// hiddenTypes are top-level types declared not visible outside the
	// module.
	hiddenTypes []string
	// lines caches line starts for File/Line.
	lines []int
	// conds are the open #if blocks' conditions, as the branch being read
	// needs them ("os(Linux)", "!os(Linux)" in an #else).
	conds []string
}

// platformCond reports whether an #if condition says where the code
// builds (a platform, an architecture, an importable module) rather than
// with what compiler or language mode.
func platformCond(c string) bool {
	for _, w := range []string{"os(", "arch(", "canImport(", "targetEnvironment("} {
		if strings.Contains(c, w) {
			return true
		}
	}
	return false
}

// condition is what the declarations being read need: the platform
// conditions of the open #if blocks, joined with &&.
func (s *scanner) condition() string {
	var out []string
	for _, c := range s.conds {
		if platformCond(c) {
			out = append(out, c)
		}
	}
	return strings.Join(out, " && ")
}

// lineText is the rest of the line from the token at i, trimmed.
func (s *scanner) lineText(t token) string {
	rest := s.src[t.pos:]
	if j := strings.IndexByte(rest, '\n'); j >= 0 {
		rest = rest[:j]
	}
	if j := strings.Index(rest, "//"); j >= 0 {
		rest = rest[:j]
	}
	return strings.TrimSpace(rest)
}

func (s *scanner) peek() token { return s.toks[s.i] }

func (s *scanner) next() token {
	t := s.toks[s.i]
	if t.kind != tEOF {
		s.i++
	}
	return t
}

var declKeywords = map[string]bool{
	"func": true, "init": true, "deinit": true, "subscript": true, "var": true, "let": true,
	"class": true, "struct": true, "enum": true, "protocol": true, "extension": true,
	"typealias": true, "associatedtype": true, "actor": true, "macro": true, "operator": true,
	"precedencegroup": true, "case": true, "import": true,
}

var modifiers = map[string]bool{
	"public": true, "open": true, "internal": true, "private": true, "fileprivate": true, "package": true,
	"static": true, "final": true, "override": true, "mutating": true, "nonmutating": true,
	"convenience": true, "required": true, "dynamic": true, "lazy": true, "weak": true, "unowned": true,
	"optional": true, "indirect": true, "nonisolated": true, "prefix": true, "postfix": true, "infix": true,
	"distributed": true, "consuming": true, "borrowing": true, "isolated": true,
	// The compiler's underscored spellings, which packages close to the
	// standard library write (swift-system's `public __consuming func
	// appending(_:)`): a declaration after one is still a declaration.
	"__consuming": true, "_const": true, "_local": true, "_compilerInitialized": true, "__setter_access": true,
}

// startsDecl reports whether the token can begin a declaration or close a
// body: a declaration without braces ends before it when it begins a line.
func startsDecl(t token) bool {
	switch t.kind {
	case tEOF, tAttr, tDoc:
		return true
	case tPound:
		return t.text == "#if" || t.text == "#elseif" || t.text == "#else" || t.text == "#endif"
	case tPunct:
		return t.text == "}" || t.text == ";"
	case tIdent:
		return declKeywords[t.text] || modifiers[t.text] && t.text != "optional"
	}
	return false
}

// body scans declarations until the closing brace of the current body (or
// the end of the file at top level).
func (s *scanner) body(sc scope) {
	var doc []string
	for {
		t := s.peek()
		switch {
		case t.kind == tEOF:
			return
		case t.kind == tPunct && t.text == "}":
			s.next()
			if sc.top {
				continue // unbalanced: keep going at top level
			}
			return
		case t.kind == tDoc:
			s.next()
			if len(doc) > 0 && t.nl && blankLineBefore(s.src, t.pos) {
				doc = nil
			}
			doc = append(doc, t.text)
			continue
		case t.kind == tPound && (t.text == "#if" || t.text == "#elseif"):
			cond := strings.TrimSpace(strings.TrimPrefix(s.lineText(t), t.text))
			if t.text == "#if" || len(s.conds) == 0 {
				s.conds = append(s.conds, cond)
			} else {
				s.conds[len(s.conds)-1] = cond
			}
			s.next()
			s.skipLine()
			continue
		case t.kind == tPound && t.text == "#else":
			if n := len(s.conds); n > 0 {
				s.conds[n-1] = "!(" + s.conds[n-1] + ")"
				if c := strings.TrimPrefix(s.conds[n-1], "!("); !strings.ContainsAny(strings.TrimSuffix(c, ")"), " &|") {
					s.conds[n-1] = "!" + strings.TrimSuffix(c, ")")
				}
			}
			s.next()
			continue
		case t.kind == tPound && t.text == "#endif":
			if n := len(s.conds); n > 0 {
				s.conds = s.conds[:n-1]
			}
			s.next()
			continue
		case t.kind == tPound:
			// #warning("…"), #sourceLocation(…), freestanding macro expansions
			s.next()
			if p := s.peek(); p.kind == tPunct && p.text == "(" && !p.sp {
				s.skipBalanced()
			}
			doc = nil
			continue
		case t.kind == tPunct && t.text == ";":
			s.next()
			continue
		}
		if !s.decl(sc, doc) {
			// not a declaration: a statement at top level, or something the
			// scanner does not know. Skip to the next line that starts one.
			s.skipStatement()
		}
		doc = nil
	}
}

// blankLineBefore reports whether an empty line precedes pos, which
// separates a doc comment from a later one.
func blankLineBefore(src string, pos int) bool {
	i := pos - 1
	for i >= 0 && (src[i] == ' ' || src[i] == '\t') {
		i--
	}
	if i < 0 || src[i] != '\n' {
		return false
	}
	i--
	for i >= 0 && (src[i] == ' ' || src[i] == '\t' || src[i] == '\r') {
		i--
	}
	return i < 0 || src[i] == '\n'
}

// skipLine skips tokens up to the next one that starts a line.
func (s *scanner) skipLine() {
	for {
		t := s.peek()
		if t.kind == tEOF || t.nl {
			return
		}
		s.next()
	}
}

// skipBalanced skips a (…), […] or {…} group starting at the current token.
func (s *scanner) skipBalanced() {
	depth := 0
	for {
		t := s.next()
		switch {
		case t.kind == tEOF:
			return
		case t.kind == tPunct && (t.text == "(" || t.text == "[" || t.text == "{"):
			depth++
		case t.kind == tPunct && (t.text == ")" || t.text == "]" || t.text == "}"):
			depth--
			if depth <= 0 {
				return
			}
		}
	}
}

// skipStatement skips one token, then everything up to a line that starts
// a declaration at the same depth.
func (s *scanner) skipStatement() {
	depth := 0
	first := true
	for {
		t := s.peek()
		if t.kind == tEOF {
			return
		}
		if !first && depth == 0 && t.nl && startsDecl(t) {
			return
		}
		if depth == 0 && t.kind == tPunct && t.text == "}" {
			if first {
				s.next()
			}
			return
		}
		first = false
		s.next()
		switch {
		case t.kind == tPunct && (t.text == "(" || t.text == "[" || t.text == "{"):
			depth++
		case t.kind == tPunct && (t.text == ")" || t.text == "]" || t.text == "}"):
			if depth > 0 {
				depth--
			}
		}
	}
}

// attr is one attribute with its arguments, as written.
type attr struct {
	name, text string
}

// decl scans one declaration with its attributes and modifiers. It reports
// false, consuming nothing, when the tokens do not start one.
func (s *scanner) decl(sc scope, doc []string) bool {
	start := s.i
	var attrs []attr
	mods := map[string]bool{}
	var modText []string
	for {
		t := s.peek()
		if t.kind == tAttr {
			s.next()
			a := attr{name: t.text}
			from := s.i
			if p := s.peek(); p.kind == tPunct && p.text == "(" && !p.sp {
				s.skipBalanced()
			}
			a.text = t.text + joinTokens(s.toks[from:s.i])
			attrs = append(attrs, a)
			continue
		}
		if t.kind == tIdent && modifiers[t.text] {
			// "class" and "optional" are both modifiers and something else
			s.next()
			m := t.text
			if p := s.peek(); p.kind == tPunct && p.text == "(" && !p.sp {
				from := s.i
				s.skipBalanced()
				m += joinTokens(s.toks[from:s.i]) // private(set), unowned(unsafe)
			} else {
				mods[t.text] = true
			}
			modText = append(modText, m)
			continue
		}
		if t.kind == tIdent && t.text == "class" {
			// "class func", "class var": a modifier when a declaration
			// keyword follows.
			if n := s.at(s.i + 1); n.kind == tIdent && (declKeywords[n.text] || modifiers[n.text]) && n.text != "class" {
				s.next()
				mods["class"] = true
				modText = append(modText, "class")
				continue
			}
		}
		break
	}
	outBefore := len(s.out)
	kw := s.peek()
	if kw.kind != tIdent || !declKeywords[kw.text] {
		if len(attrs) == 0 && len(modText) == 0 {
			s.i = start
			return false
		}
		// attributes before something else (a statement with @MainActor in
		// a closure): not ours
		return false
	}
	s.next()
	explicit := mods["public"] || mods["open"]
	restricted := mods["internal"] || mods["private"] || mods["fileprivate"] || mods["package"]
	visible := sc.public && !restricted && (explicit || sc.defaultPublic)
	for _, a := range attrs {
		if a.name == "@_spi" || a.name == "@_implementationOnly" {
			visible = false
		}
		if a.name == "@available" && availableUnavailable(a.text) {
			visible = false
		}
	}
	d := Decl{Kind: kw.text, File: s.file, Line: s.line(s.toks[start].pos), Condition: s.condition()}
	defer func() {
		// underscored names are implementation details DocC leaves out
		// of the documentation; code can still use them, so they are
		// kept, marked
		for i := len(s.out) - 1; i >= 0 && i >= outBefore; i-- {
			if hidden(s.out[i].Path) {
				s.out[i].Underscored = true
			}
			if !s.out[i].Extension && s.out[i].Constraint == "" {
				s.out[i].Constraint = sc.constraint
			}
		}
	}()
	switch kw.text {
	case "import":
		s.skipHeader()
		exported := false
		for _, a := range attrs {
			exported = exported || a.name == "@_exported"
		}
		if exported && sc.top && s.i > start+len(attrs)+1 {
			d.Name = strings.TrimSpace(joinTokens(s.toks[start+len(attrs)+1 : s.i]))
			if d.Name == "" { // "import" and a comment: nothing imported
				return true
			}
			d.Path, d.Title = d.Name, d.Name
			d.Signature = "@_exported import " + d.Name
			s.out = append(s.out, d)
		}
		return true
	case "extension":
		nameFrom := s.i
		sugar := ""
		if p := s.peek(); p.kind == tPunct && p.text == "[" {
			// extension [Header], extension [String: Int]: Array's or
			// Dictionary's, as Swift's symbol graphs name them
			s.skipBalanced()
			d.Name, sugar = sugaredType(s.toks[nameFrom+1 : max(nameFrom+1, s.i-1)])
		} else {
			s.typeName()
			d.Name = stripGenericArgs(joinTokens(s.toks[nameFrom:s.i]))
			if p := s.peek(); p.kind == tOper && p.text == "?" && !p.sp {
				s.next() // extension Int?
				d.Name, sugar = "Optional", "Wrapped == "+d.Name
			}
		}
		d.Path, d.Title, d.Extension = d.Name, d.Name, true
		d.Inherits = s.inherits()
		whereFrom := s.i
		s.skipHeader()
		if w := s.toks[whereFrom]; w.kind == tIdent && w.text == "where" && s.i > whereFrom+1 {
			d.Constraint = joinTokens(s.toks[whereFrom+1 : s.i])
		}
		d.Constraint = joinConstraints(sugar, d.Constraint)
		if sc.public && !restricted {
			// the extension itself is not a symbol; it carries
			// conformances, public whenever the protocol is
			s.out = append(s.out, d)
		}
		if s.openBody() {
			// members of a public extension are public by default; of any
			// other extension, only when marked.
			s.body(scope{path: d.Name, public: !restricted, defaultPublic: explicit, constraint: joinConstraints(sc.constraint, d.Constraint)})
		}
		return true
	case "class", "struct", "enum", "protocol", "actor":
		d.Name = s.name()
		if d.Name == "" {
			s.skipStatement()
			return true
		}
		d.Path = join(sc.path, d.Name)
		d.Parent, d.Title = sc.path, d.Name
		sigEnd := s.skipHeaderFrom(&d)
		d.Signature = s.signature(start, sigEnd, attrs, modText)
		d.Doc, d.Deprecated = docText(doc), deprecation(attrs)
		if visible {
			s.out = append(s.out, d)
		} else if sc.top {
			s.hiddenTypes = append(s.hiddenTypes, d.Name)
		}
		if s.openBody() {
			s.body(scope{path: d.Path, public: visible, defaultPublic: visible && (kw.text == "protocol"), protocol: kw.text == "protocol", constraint: sc.constraint})
		}
		return true
	case "case":
		// enum cases: one declaration per element
		for {
			elemStart := s.i
			name := s.name()
			if name == "" {
				s.skipStatement()
				return true
			}
			// associated values and raw value
			for {
				p := s.peek()
				if p.kind == tPunct && p.text == "(" {
					s.skipBalanced()
					continue
				}
				if p.kind == tOper && p.text == "=" {
					s.next()
					s.skipExpr()
				}
				break
			}
			sig := "case " + joinTokens(s.toks[elemStart:s.i])
			if i := strings.Index(sig, " ="); i > 0 && !strings.Contains(sig[:i], "(") || i > strings.LastIndex(sig, ")") {
				sig = strings.TrimSpace(sig[:i])
			}
			c := Decl{Kind: "case", Name: name, Path: join(sc.path, name), Parent: sc.path, Title: caseTitle(name, s.toks[elemStart:s.i]),
				Signature: sig, Doc: docText(doc), Deprecated: deprecation(attrs), File: d.File, Line: d.Line, Condition: d.Condition}
			// a case is as visible as its enum
			if sc.public && sc.path != "" {
				s.out = append(s.out, c)
			}
			if p := s.peek(); p.kind == tPunct && p.text == "," {
				s.next()
				continue
			}
			return true
		}
	case "var", "let":
		// one or more bindings: var a: Int, b: String
		for {
			nameTok := s.peek()
			name := s.name()
			if name == "" {
				s.skipStatement()
				return true
			}
			v := Decl{Kind: kw.text, Name: name, Path: join(sc.path, name), Parent: sc.path, Title: name, File: d.File, Line: s.line(nameTok.pos), Condition: d.Condition}
			typeFrom := s.i
			if p := s.peek(); p.kind == tPunct && p.text == ":" {
				s.next()
				s.skipType()
			}
			typ := joinTokens(s.toks[typeFrom:s.i])
			accessors, value := "", ""
			if p := s.peek(); p.kind == tOper && p.text == "=" {
				s.next()
				from := s.i
				s.skipExpr()
				// without a type annotation the value says the type
				if typ == "" {
					if v := joinTokens(s.toks[from:s.i]); len(v) <= maxValueLen {
						value = " = " + v
					}
				}
			}
			if p := s.peek(); p.kind == tPunct && p.text == "{" {
				accessors = s.accessors()
			}
			sig := joinAttrs(attrs) + joinMods(modText) + kw.text + " " + name + typ + value
			if accessors != "" {
				sig += " " + accessors
			}
			v.Signature = strings.TrimSpace(sig)
			v.Doc, v.Deprecated = docText(doc), deprecation(attrs)
			if visible {
				s.out = append(s.out, v)
			}
			if p := s.peek(); p.kind == tPunct && p.text == "," {
				s.next()
				continue
			}
			return true
		}
	default:
		// func, init, deinit, subscript, typealias, associatedtype, macro,
		// operator, precedencegroup
		switch kw.text {
		case "init", "deinit", "subscript":
			d.Name = kw.text
			if p := s.peek(); kw.text == "init" && p.kind == tOper && !p.sp && (p.text == "?" || p.text == "!") {
				s.next()
			}
		default:
			d.Name = s.name()
		}
		if d.Name == "" {
			s.skipStatement()
			return true
		}
		d.Path = join(sc.path, d.Name)
		d.Parent = sc.path
		sigEnd := s.skipHeaderFrom(&d)
		d.Signature = s.signature(start, sigEnd, attrs, modText)
		d.Title = title(d.Kind, d.Name, s.toks[start:sigEnd])
		d.Doc, d.Deprecated = docText(doc), deprecation(attrs)
		switch d.Kind {
		case "deinit":
			visible = false
		case "operator", "precedencegroup":
			// operator declarations take no access modifier: every
			// importer sees them
			visible = sc.top
		}
		if visible {
			s.out = append(s.out, d)
		}
		if p := s.peek(); p.kind == tPunct && p.text == "{" {
			if d.Kind == "precedencegroup" || d.Kind == "subscript" && sc.protocol {
				s.skipBalanced()
			} else {
				s.skipBalanced()
			}
		}
		return true
	}
}

func join(path, name string) string {
	if path == "" {
		return name
	}
	return path + "." + name
}

// name reads a declared name: an identifier, a `backticked` one, or an
// operator.
func (s *scanner) name() string {
	t := s.peek()
	switch t.kind {
	case tIdent:
		s.next()
		return strings.Trim(t.text, "`")
	case tOper:
		s.next()
		return t.text
	}
	return ""
}

// typeName reads a dotted type name with generic arguments (extension
// Foo.Bar, extension Array<Int>).
func (s *scanner) typeName() {
	for {
		t := s.peek()
		if t.kind != tIdent {
			return
		}
		s.next()
		if p := s.peek(); p.kind == tOper && strings.HasPrefix(p.text, "<") && !p.sp {
			s.skipAngles()
		}
		if p := s.peek(); p.kind == tPunct && p.text == "." && !p.sp {
			s.next()
			continue
		}
		return
	}
}

// skipAngles skips a generic clause <…>; operator tokens may hold several
// angle brackets ("<T>>").
func (s *scanner) skipAngles() {
	depth := 0
	for {
		t := s.peek()
		if t.kind == tEOF {
			return
		}
		if t.kind == tPunct && (t.text == "{" || t.text == "}" || t.text == ";") {
			return
		}
		s.next()
		if t.kind == tPunct && (t.text == "(" || t.text == "[") {
			s.i--
			s.skipBalanced()
			continue
		}
		if t.kind == tOper {
			for _, c := range t.text {
				switch c {
				case '<':
					depth++
				case '>':
					depth--
				}
			}
			if depth <= 0 {
				return
			}
		}
	}
}

// inherits reads ": A, B" after a type or extension name.
func (s *scanner) inherits() []string {
	p := s.peek()
	if p.kind != tPunct || p.text != ":" {
		return nil
	}
	s.next()
	var out []string
	for {
		from := s.i
		s.skipType()
		if s.i == from {
			return out
		}
		out = append(out, joinTokens(s.toks[from:s.i]))
		if p := s.peek(); p.kind == tPunct && p.text == "," {
			s.next()
			continue
		}
		return out
	}
}

// skipType skips one type: identifiers, dots, generic arguments, tuples,
// arrays, optionals, function types, some/any/inout, attributes.
func (s *scanner) skipType() {
	for {
		t := s.peek()
		switch {
		case t.kind == tAttr:
			s.next()
			if p := s.peek(); p.kind == tPunct && p.text == "(" && !p.sp {
				s.skipBalanced()
			}
		case t.kind == tIdent && (t.text == "where" || t.text == "async" && false):
			return
		case t.kind == tIdent:
			s.next()
			if p := s.peek(); p.kind == tOper && strings.HasPrefix(p.text, "<") && !p.sp {
				s.skipAngles()
			}
		case t.kind == tPunct && (t.text == "(" || t.text == "["):
			s.skipBalanced()
		case t.kind == tPunct && t.text == "." && !t.sp:
			s.next()
		case t.kind == tOper && (t.text == "?" || t.text == "!" || t.text == "..." || t.text == "&" || t.text == "->" || t.text == "?." || t.text == "!."):
			s.next()
		default:
			return
		}
		// "A & B", "(Int) async throws -> Int", "some P", "any P"
		if p := s.peek(); p.kind == tIdent && (p.text == "async" || p.text == "throws") && !p.nl {
			s.next()
			if q := s.peek(); q.kind == tPunct && q.text == "(" && !q.sp {
				s.skipBalanced()
			}
		}
		if p := s.peek(); p.nl && !(p.kind == tOper && (p.text == "->" || p.text == "&")) {
			return
		}
	}
}

// skipExpr skips an initial value up to a ',' or a line that starts a
// declaration, at depth 0, or a '{' that opens accessors (didSet/willSet
// after an initial value).
func (s *scanner) skipExpr() {
	depth := 0
	for {
		t := s.peek()
		if t.kind == tEOF {
			return
		}
		if depth == 0 {
			if t.nl && startsDecl(t) {
				return
			}
			if t.kind == tPunct && (t.text == "," || t.text == "}" || t.text == ";") {
				return
			}
			if t.kind == tPunct && t.text == "{" && t.sp && s.accessorBlock() {
				return
			}
		}
		s.next()
		switch {
		case t.kind == tPunct && (t.text == "(" || t.text == "[" || t.text == "{"):
			depth++
		case t.kind == tPunct && (t.text == ")" || t.text == "]" || t.text == "}"):
			depth--
		}
	}
}

// accessorBlock reports whether the '{' at the current token opens
// willSet/didSet/get/set accessors.
func (s *scanner) accessorBlock() bool {
	n := s.at(s.i + 1)
	for n.kind == tAttr {
		return false
	}
	return n.kind == tIdent && (n.text == "willSet" || n.text == "didSet" || n.text == "get" || n.text == "set" || n.text == "_modify" || n.text == "_read")
}

// accessors skips a property's { … } and says how callers may use it:
// "{ get }" or "{ get set }" (with async/throws); "" for observers of a
// stored property.
func (s *scanner) accessors() string {
	from := s.i
	s.skipBalanced()
	toks := s.toks[from:s.i]
	hasGet, hasSet, observers, effects := false, false, false, ""
	depth := 0
	for i, t := range toks {
		if t.kind == tPunct && (t.text == "{" || t.text == "(" || t.text == "[") {
			depth++
			continue
		}
		if t.kind == tPunct && (t.text == "}" || t.text == ")" || t.text == "]") {
			depth--
			continue
		}
		if depth != 1 || t.kind != tIdent {
			continue
		}
		prev := toks[i-1]
		prevOK := prev.kind == tPunct && (prev.text == "}" || prev.text == "{") || prev.kind == tAttr || modifiers[prev.text] ||
			prev.kind == tIdent && (prev.text == "get" || prev.text == "set" || prev.text == "async" || prev.text == "throws")
		if !prevOK && !t.nl {
			continue
		}
		switch t.text {
		case "get", "_read":
			hasGet = true
			for j := i + 1; j < len(toks) && toks[j].kind == tIdent && (toks[j].text == "async" || toks[j].text == "throws"); j++ {
				effects += " " + toks[j].text
			}
		case "set", "_modify":
			hasSet = true
		case "willSet", "didSet":
			observers = true
		}
	}
	switch {
	case hasGet && hasSet:
		return "{ get" + effects + " set }"
	case hasGet || hasSet:
		return "{ get" + effects + " }"
	case observers:
		return ""
	}
	// a computed property's body alone: read-only
	return "{ get }"
}

// openBody consumes the '{' that opens a type's body, reporting whether
// there was one.
func (s *scanner) openBody() bool {
	if p := s.peek(); p.kind == tPunct && p.text == "{" {
		s.next()
		return true
	}
	return false
}

// skipHeader skips to the end of a declaration header: a '{' at depth 0
// (not consumed), or a line that starts another declaration.
func (s *scanner) skipHeader() int {
	depth := 0
	for {
		t := s.peek()
		if t.kind == tEOF {
			return s.i
		}
		if depth == 0 {
			if t.kind == tPunct && (t.text == "{" || t.text == "}" || t.text == ";") {
				return s.i
			}
			if t.nl && startsDecl(t) {
				return s.i
			}
			if t.kind == tOper && t.text == "=" {
				return s.i
			}
		}
		s.next()
		switch {
		case t.kind == tPunct && (t.text == "(" || t.text == "["):
			depth++
		case t.kind == tPunct && (t.text == ")" || t.text == "]"):
			depth--
		}
	}
}

// skipHeaderFrom skips a header and, for declarations with "= value"
// (typealias, macro, associatedtype defaults), keeps the value in the
// signature where it says what the declaration is. It returns the end of
// the signature.
func (s *scanner) skipHeaderFrom(d *Decl) int {
	if d.Kind == "class" || d.Kind == "struct" || d.Kind == "enum" || d.Kind == "protocol" || d.Kind == "actor" {
		// name, generic params, inheritance, where clause
		if p := s.peek(); p.kind == tOper && strings.HasPrefix(p.text, "<") {
			s.skipAngles()
		}
		d.Inherits = s.inherits()
	}
	end := s.skipHeader()
	if p := s.peek(); p.kind == tOper && p.text == "=" {
		switch d.Kind {
		case "typealias", "associatedtype":
			// a type: a comma inside its generic arguments
			// (Result<Success, AFError>) does not end it
			s.next()
			s.skipType()
			return s.i
		default:
			// macro definitions: "= #externalMacro(…)" is an implementation
			// detail; default values never reach here.
			s.next()
			s.skipExpr()
		}
	}
	return end
}

// signature builds the one-line signature from the declaration's tokens,
// keeping the attributes a caller needs and dropping access modifiers
// other than open.
func (s *scanner) signature(start, end int, attrs []attr, mods []string) string {
	// skip the attributes and modifiers already parsed
	i := start
	for i < end && (s.toks[i].kind == tAttr || s.toks[i].kind == tIdent && (modifiers[s.toks[i].text] || s.toks[i].text == "class" && i+1 < end && s.toks[i+1].kind == tIdent && (declKeywords[s.toks[i+1].text] || modifiers[s.toks[i+1].text]))) {
		if s.toks[i].kind == tAttr || s.toks[i].kind == tIdent && modifiers[s.toks[i].text] {
			if n := s.at(i + 1); n.kind == tPunct && n.text == "(" && !n.sp {
				i++
				depth := 0
				for ; i < end; i++ {
					if s.toks[i].kind == tPunct && s.toks[i].text == "(" {
						depth++
					}
					if s.toks[i].kind == tPunct && s.toks[i].text == ")" {
						depth--
						if depth == 0 {
							break
						}
					}
				}
			}
		}
		i++
	}
	if i > end {
		i = end // unbalanced parentheses in a modifier: nothing after it
	}
	return strings.TrimSpace(joinAttrs(attrs) + joinMods(mods) + joinTokens(s.toks[i:end]))
}

// droppedAttrs are attributes that say how a declaration is compiled, not
// how to call it.
var droppedAttrs = map[string]bool{
	"@inlinable": true, "@inline": true, "@usableFromInline": true, "@frozen": true,
	"@objc": false, "@effects": true, "@preconcurrency": false,
}

func joinAttrs(attrs []attr) string {
	var b strings.Builder
	for _, a := range attrs {
		if droppedAttrs[a.name] || strings.HasPrefix(a.name, "@_") {
			continue
		}
		if a.name == "@available" && strings.Contains(a.text, "deprecated") {
			continue // Decl.Deprecated carries it
		}
		b.WriteString(a.text)
		b.WriteByte(' ')
	}
	return b.String()
}

func joinMods(mods []string) string {
	var b strings.Builder
	for _, m := range mods {
		if m == "public" || m == "internal" || m == "package" || strings.HasPrefix(m, "public(") || strings.HasPrefix(m, "internal(") || strings.HasPrefix(m, "package(") {
			continue
		}
		b.WriteString(m)
		b.WriteByte(' ')
	}
	return b.String()
}

// joinTokens writes tokens on one line, one space where the source had
// whitespace, comments or a line break; doc comments inside are dropped.
func joinTokens(toks []token) string {
	var b strings.Builder
	for i, t := range toks {
		if t.kind == tDoc || t.kind == tEOF {
			continue
		}
		if i > 0 && t.sp && b.Len() > 0 {
			// no space just inside brackets
			last := b.String()[b.Len()-1]
			if !(t.kind == tPunct && (t.text == ")" || t.text == "]") || last == '(' || last == '[') {
				b.WriteByte(' ')
			}
		}
		if t.kind == tString && strings.Contains(t.text, "\n") {
			b.WriteString(strings.Join(strings.Fields(t.text), " "))
			continue
		}
		b.WriteString(t.text)
	}
	return b.String()
}

// title spells a function-like declaration as DocC does: name(label:label:).
func title(kind, name string, toks []token) string {
	switch kind {
	case "func", "init", "subscript", "macro", "case":
	default:
		return name
	}
	// find the parameter list: the first '(' at depth 0 after the name
	// and generic clause
	i := 0
	for i < len(toks) && !(toks[i].kind == tIdent && toks[i].text == kind) {
		i++
	}
	if kind == "func" || kind == "macro" || kind == "case" {
		i += 2 // the keyword and the name, which may be an operator holding '<'
	}
	angle := 0
	for ; i < len(toks); i++ {
		t := toks[i]
		if t.kind == tOper {
			for _, c := range t.text {
				if c == '<' {
					angle++
				} else if c == '>' {
					angle--
				}
			}
		}
		if angle <= 0 && t.kind == tPunct && t.text == "(" {
			break
		}
	}
	if i >= len(toks) {
		return name
	}
	labels := ""
	depth := 0
	expectLabel := true
	for j := i; j < len(toks); j++ {
		t := toks[j]
		if t.kind == tPunct && (t.text == "(" || t.text == "[") {
			depth++
			if depth == 1 {
				expectLabel = true
			} else if depth == 2 && expectLabel {
				// an unlabelled tuple or array type: case array([Value])
				labels += "_:"
				expectLabel = false
			}
			continue
		}
		if t.kind == tPunct && (t.text == ")" || t.text == "]") {
			depth--
			if depth == 0 {
				break
			}
			continue
		}
		if t.kind == tOper && strings.Contains(t.text, "<") && depth == 1 {
			angle++
		}
		if t.kind == tOper && strings.Contains(t.text, ">") && depth == 1 && angle > 0 {
			angle--
		}
		if depth != 1 {
			continue
		}
		if t.kind == tPunct && t.text == "," && angle <= 0 {
			expectLabel = true
			continue
		}
		if expectLabel {
			expectLabel = false
			// "label name: T" and "label: T" have a label; a subscript's
			// single name is not one, nor is an enum case's bare type.
			n := token{kind: tEOF}
			if j+1 < len(toks) {
				n = toks[j+1]
			}
			operatorFunc := !identRune([]rune(name)[0], false)
			switch {
			case operatorFunc:
				labels += "_:"
			case t.kind == tIdent && n.kind == tIdent && kind != "case" && !typeKeywords[t.text]:
				labels += strings.Trim(t.text, "`") + ":"
			case t.kind == tIdent && n.kind == tPunct && n.text == ":" && kind != "subscript":
				labels += strings.Trim(t.text, "`") + ":"
			default:
				labels += "_:"
			}
		}
	}
	return name + "(" + labels + ")"
}

func caseTitle(name string, toks []token) string {
	if len(toks) < 2 || toks[1].kind != tPunct || toks[1].text != "(" {
		return name
	}
	return title("case", name, append([]token{{kind: tIdent, text: "case"}}, toks...))
}

// typeKeywords begin a parameter's type, never its label.
var typeKeywords = map[string]bool{"any": true, "some": true, "inout": true, "borrowing": true, "consuming": true, "isolated": true, "sending": true, "__owned": true, "__shared": true}

// availableUnavailable reports an @available(*, unavailable) attribute.
func availableUnavailable(text string) bool {
	return strings.Contains(text, "unavailable") && strings.Contains(text, "*")
}

// deprecation returns the deprecation note of @available attributes.
func deprecation(attrs []attr) string {
	for _, a := range attrs {
		if a.name != "@available" || !strings.Contains(a.text, "deprecated") {
			continue
		}
		if i := strings.Index(a.text, "message:"); i >= 0 {
			if m := quoted(a.text[i+len("message:"):]); m != "" {
				return m
			}
		}
		if i := strings.Index(a.text, "renamed:"); i >= 0 {
			if m := quoted(a.text[i+len("renamed:"):]); m != "" {
				return "renamed to " + m
			}
		}
		return "deprecated"
	}
	return ""
}

func quoted(s string) string {
	i := strings.IndexByte(s, '"')
	if i < 0 {
		return ""
	}
	if strings.HasPrefix(s[i:], `"""`) {
		j := strings.Index(s[i+3:], `"""`)
		if j < 0 {
			return ""
		}
		return strings.Join(strings.Fields(s[i+3:i+3+j]), " ")
	}
	j := strings.IndexByte(s[i+1:], '"')
	if j < 0 {
		return ""
	}
	return s[i+1 : i+1+j]
}

// docText strips comment markers from doc comment tokens.
func docText(doc []string) string {
	var lines []string
	for _, d := range doc {
		if strings.HasPrefix(d, "///") {
			lines = append(lines, strings.TrimPrefix(d, "///"))
			continue
		}
		body := strings.TrimSuffix(strings.TrimPrefix(d, "/**"), "*/")
		for _, l := range strings.Split(body, "\n") {
			t := strings.TrimLeft(l, " \t")
			if strings.HasPrefix(t, "*") {
				l = strings.TrimPrefix(t, "*")
			}
			lines = append(lines, l)
		}
	}
	// remove the common indentation
	indent := -1
	for _, l := range lines {
		if strings.TrimSpace(l) == "" {
			continue
		}
		n := len(l) - len(strings.TrimLeft(l, " "))
		if indent < 0 || n < indent {
			indent = n
		}
	}
	for i, l := range lines {
		if len(l) >= indent && indent > 0 {
			lines[i] = l[indent:]
		}
		lines[i] = strings.TrimRight(lines[i], " \t\r")
	}
	return strings.TrimSpace(strings.Join(lines, "\n"))
}

func (s *scanner) line(pos int) int {
	if s.lines == nil {
		s.lines = []int{0}
		for i := 0; i < len(s.src); i++ {
			if s.src[i] == '\n' {
				s.lines = append(s.lines, i+1)
			}
		}
	}
	lo, hi := 0, len(s.lines)
	for lo+1 < hi {
		m := (lo + hi) / 2
		if s.lines[m] <= pos {
			lo = m
		} else {
			hi = m
		}
	}
	return lo + 1
}

// hidden reports a path with an underscored component.
func hidden(path string) bool {
	for _, c := range strings.Split(path, ".") {
		if strings.HasPrefix(c, "_") && c != "_" {
			return true
		}
	}
	return false
}

// at returns the token at i, or the final EOF token past the end.
func (s *scanner) at(i int) token {
	if i >= len(s.toks) {
		return s.toks[len(s.toks)-1]
	}
	return s.toks[i]
}

// stripGenericArgs turns "Array<Int>" into "Array" and "Foo<T>.Bar" into
// "Foo.Bar": members are listed under the type's name.
func stripGenericArgs(name string) string {
	var b strings.Builder
	depth := 0
	for _, r := range name {
		switch {
		case r == '<':
			depth++
		case r == '>':
			if depth > 0 {
				depth--
			}
		case depth == 0 && r != ' ':
			b.WriteRune(r)
		}
	}
	return b.String()
}

// sugaredType names the type a bracketed type spells, from the tokens
// inside the brackets, with the constraint that makes it that type:
// [K: V] is Dictionary where Key == K, Value == V; [T] is Array where
// Element == T.
func sugaredType(inside []token) (name, constraint string) {
	depth := 0
	for i, t := range inside {
		if t.kind != tPunct {
			continue
		}
		switch t.text {
		case "[", "(":
			depth++
		case "]", ")":
			depth--
		case ":":
			if depth == 0 {
				return "Dictionary", "Key == " + joinTokens(inside[:i]) + ", Value == " + joinTokens(inside[i+1:])
			}
		}
	}
	return "Array", "Element == " + joinTokens(inside)
}

func joinConstraints(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + ", " + b
}
