package dts

import (
	"regexp"
	"strings"
	"sync"
)

// decl is one declaration in a module or namespace body.
type decl struct {
	name       string
	kind       string // function, class, interface, type, enum, const, let, var, namespace
	exported   bool
	isDefault  bool
	sig        string
	doc        string
	fullDoc    string
	deprecated string
	members    []member
	body       *module // namespace contents
	file       string  // the file it was read from
	// owner is the scanner that read it: another package's (Scanner.Deps)
	// when file names a file of that package.
	owner *Scanner
	// scope is the body it is declared in (a file, namespace, ambient
	// module or global block), whose names and imports its own
	// declaration sees.
	scope *module
	// literalDocs holds, for a type alias or a variable, the documented
	// members of the object types it writes (type Modifier = { /** … */
	// readonly hidden: CSPair }), by name: sig keeps no comments, and the
	// members a value of that type has are read from sig (literalDoc).
	literalDocs map[string]member
	// typeWhole is set on a variable whose members were read from its
	// declared type and are all that type's (typeMembersOf left no part
	// of it out): see apicheck.TypeMembersListed.
	typeWhole bool
}

// member is one member of a class, interface or enum.
type member struct {
	name, kind, sig, doc, fullDoc, deprecated string
}

type importSpec struct{ from, name string } // name "default", "*" or an export name

type reexport struct {
	from  string
	star  bool              // export * from
	ns    string            // export * as ns from
	names map[string]string // exported → imported
	order []string
}

// module is a parsed file, namespace body or ambient module.
type module struct {
	decls        []*decl
	localExports map[string]string // export { local as exported }
	localOrder   []string
	reexports    []reexport
	imports      map[string]importSpec
	defaultName  string // export default <identifier>
	equalsName   string // export = <identifier>
	ambient      map[string]*module
	references   []string // /// <reference path="..."/> targets
	typeRefs     []string // /// <reference types="..."/> targets
	hasExports   bool     // any export syntax: the file is a module, not a script
	nested       bool     // a namespace or ambient module body
	parent       *module  // the enclosing module of a nested body: its names are in scope
	// aliases are "export import X = N.Y" exports: X → [N, Y].
	aliases    map[string][]string
	aliasOrder []string
	// globals are the bodies of "declare global { … }" blocks in it.
	globals []*module
	// exportDecls: the body has export declarations (export { }, export *
	// from, export =, export default x), so not everything is exported.
	exportDecls bool
	// sideImports are the modules imported for their effect alone
	// (import './augmentation.js'), in source order.
	sideImports []string
}

func newModule() *module {
	return &module{localExports: map[string]string{}, imports: map[string]importSpec{}, ambient: map[string]*module{}, aliases: map[string][]string{}}
}

// maxDepth bounds namespace nesting.
const maxDepth = 16

type parser struct {
	src  string
	toks []token
}

// parseModule parses a whole file.
func parseModule(src string) *module {
	p := &parser{src: src, toks: lex(src)}
	m, _ := p.block(0, false, 0)
	for _, sm := range referenceRE().FindAllStringSubmatch(src, maxReferences) {
		if sm[1] == "path" {
			m.references = append(m.references, sm[2])
		} else {
			m.typeRefs = append(m.typeRefs, sm[2])
		}
	}
	return m
}

// referenceRE finds triple-slash path and types references, which @types
// packages such as lodash use to pull in files that augment the main
// module, and ORMs and SDKs to join the files of one ambient module.
var referenceRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?m)^[ \t]*///[ \t]*<reference[ \t]+(path|types)=["']([^"']+)["']`)
})

// maxReferences bounds the references read from one file.
const maxReferences = 500

func (p *parser) at(i int) string {
	if i < len(p.toks) {
		return p.toks[i].text
	}
	return ""
}

func (p *parser) isIdent(i int) bool { return i < len(p.toks) && p.toks[i].kind == tIdent }

// sig renders tokens [a, b) as source text with comments dropped and each
// run of whitespace collapsed to one space, as the compiler prints a
// declaration however the file was formatted: a line break just inside a
// parenthesis, square bracket or angle bracket leaves no space (a list
// written one item a line reads "f<T, U>(a: T, b: U): R", not
// "f< T, U, >( a: T, b: U ): R"); a trailing comma before a closing
// bracket is dropped, and so is the leading "|" or "&" of a union or
// intersection written one member a line ("x: A | B", not "x: | A | B").
func (p *parser) sig(a, b int) string {
	var sb strings.Builder
	prev := "" // the last token written
	// A dropped "|" or "&" lends its gapped and nl to the next token, so
	// "(\n | A" reads "(A", "(| A" reads "(A" and "= | A" reads "= A".
	carry, carryGap, carryNL := false, false, false
	dropped := false // a trailing comma was just dropped
	for i := a; i < b && i < len(p.toks); i++ {
		t := p.toks[i]
		gapped, nl := t.gapped, t.nl
		if carry {
			gapped, nl = carryGap, carryNL
		}
		carry = false
		afterComma := dropped
		dropped = false
		if t.kind == tPunct && (t.text == "," && closesAfter(p, i, b) ||
			(t.text == "|" || t.text == "&") && startsType[prev] && i+1 < b) {
			if t.text == "," {
				dropped = true
			} else {
				carry, carryGap, carryNL = true, gapped, nl
			}
			continue
		}
		closer := t.kind == tPunct && (t.text == ")" || t.text == "]" || t.text == ">")
		opener := prev == "(" || prev == "[" || prev == "<"
		if sb.Len() > 0 && gapped && !(nl && (closer || opener)) && !(closer && afterComma) {
			sb.WriteByte(' ')
		}
		if t.kind == tString || t.kind == tTemplate {
			sb.WriteString(strings.Join(strings.Fields(t.text), " "))
		} else {
			sb.WriteString(t.text)
		}
		prev = t.text
		if t.kind != tPunct {
			prev = ""
		}
	}
	return sb.String()
}

// startsType are the tokens after which a type begins: a "|" or "&" right
// after one leads a union or intersection written one member a line.
var startsType = map[string]bool{"=": true, ":": true, "(": true, "[": true, "<": true, ",": true, "?": true}

// closesAfter reports whether token i, within [.., b), is followed by a
// closing bracket, which makes a comma at i a trailing one.
func closesAfter(p *parser, i, b int) bool {
	if i+1 >= b {
		return false
	}
	switch p.toks[i+1].text {
	case ")", "]", ">", "}":
		return p.toks[i+1].kind == tPunct
	}
	return false
}

// stmtKeywords start a new statement after a line break (automatic
// semicolon insertion, which declaration files written by hand rely on).
var stmtKeywords = map[string]bool{
	"export": true, "declare": true, "import": true, "interface": true, "type": true, "function": true,
	"class": true, "const": true, "let": true, "var": true, "namespace": true, "module": true,
	"enum": true, "abstract": true,
}

func (p *parser) startsStatement(i int) bool {
	if !p.isIdent(i) || !stmtKeywords[p.toks[i].text] {
		return false
	}
	switch p.toks[i].text {
	case "type", "namespace", "module", "interface", "enum", "class", "function":
		// Keywords that are also common identifiers in type positions.
		return p.isIdent(i+1) || p.toks[i].text == "module" && i+1 < len(p.toks) && p.toks[i+1].kind == tString ||
			p.toks[i].text == "function" && p.at(i+1) == "("
	}
	return true
}

// stmtEnd finds the end of the statement starting at i: the index after its
// ";" at depth 0, or the index of the token that ends it by a line break
// or by closing the enclosing block.
func (p *parser) stmtEnd(i int) int {
	depth := 0
	for j := i; j < len(p.toks); j++ {
		t := p.toks[j].text
		if j > i && depth == 0 && p.toks[j].nl && p.startsStatement(j) {
			return j
		}
		switch t {
		case "(", "[", "{":
			depth++
		case ")", "]":
			if depth > 0 {
				depth-- // an unmatched one is skipped
			}
		case "}":
			if depth == 0 {
				return j // closes the enclosing block
			}
			depth--
		case ";":
			if depth == 0 {
				return j + 1
			}
		}
	}
	return len(p.toks)
}

// matching returns the index of the bracket closing the one at i.
func (p *parser) matching(i int) int {
	depth := 0
	for j := i; j < len(p.toks); j++ {
		switch p.toks[j].text {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			depth--
			if depth == 0 {
				return j
			}
		}
	}
	return len(p.toks)
}

// bodyOpen finds the "{" opening a class, interface, enum or namespace
// body, skipping braces inside type parameters or heritage (<T extends {}>).
func (p *parser) bodyOpen(i int) int { return p.openBrace(i, false) }

// funcBodyOpen finds the "{" opening a function's body, like bodyOpen,
// but a "{" where a type goes (after ":", "|", "=>", "is", …) opens an
// object type, not the body: "function f(): { a: string };" has no body,
// and "function g(): { a: 1 } { … }" has its body at the second "{".
func (p *parser) funcBodyOpen(i int) int { return p.openBrace(i, true) }

// openBrace is bodyOpen and funcBodyOpen's scan: the first "{" from i
// outside angle brackets, parentheses and brackets, -1 at a ";" first;
// with typeBraces, a "{" where a type goes is skipped whole.
func (p *parser) openBrace(i int, typeBraces bool) int {
	angle, paren := 0, 0
	for j := i; j < len(p.toks); j++ {
		switch p.toks[j].text {
		case "<":
			angle++
		case ">":
			if angle > 0 {
				angle--
			}
		case "(", "[":
			paren++
		case ")", "]":
			paren--
		case "{":
			if angle == 0 && paren <= 0 && (!typeBraces || j == i || !contAfter[p.at(j-1)]) {
				return j
			}
			j = p.matching(j)
		case ";":
			return -1
		}
	}
	return -1
}

// trimSemi drops a trailing ";" from [a, b).
func (p *parser) trimSemi(a, b int) int {
	for b > a && (p.at(b-1) == ";" || p.at(b-1) == ",") {
		b--
	}
	return b
}

// block parses statements from i until the end or, with inBraces, the
// closing "}" (whose index is returned).
func (p *parser) block(i int, inBraces bool, depth int) (*module, int) {
	m := newModule()
	m.nested = inBraces
	for i < len(p.toks) {
		t := p.toks[i]
		if t.text == "}" {
			if inBraces {
				return m, i
			}
			i++
			continue
		}
		if t.text == ";" {
			i++
			continue
		}
		next := p.statement(m, i, depth)
		if next <= i {
			next = i + 1 // malformed input: always make progress
		}
		i = next
	}
	return m, i
}

// statement parses one statement at i into m and returns the next index.
func (p *parser) statement(m *module, i, depth int) int {
	start := i
	doc := p.toks[i].doc
	exported, isDefault := false, false
	for {
		switch p.at(i) {
		case "export":
			exported, m.hasExports = true, true
			i++
			switch p.at(i) {
			case "{", "*", "type":
				if p.at(i) != "type" || p.at(i+1) == "{" || p.at(i+1) == "*" {
					return p.exportClause(m, i)
				}
			case "=":
				m.exportDecls = true
				end := p.stmtEnd(i)
				if p.isIdent(i+1) && p.trimSemi(i, end) == i+2 {
					m.equalsName = p.at(i + 1)
				}
				return end
			case "as": // export as namespace X (UMD global name)
				return p.stmtEnd(i)
			case "import": // export import X = N.Y
				end := p.stmtEnd(i)
				if p.isIdent(i+1) && p.at(i+2) == "=" {
					var path []string
					for j := i + 3; j < p.trimSemi(i, end); j++ {
						if p.isIdent(j) {
							path = append(path, p.at(j))
						} else if p.at(j) != "." {
							path = nil // require("x") or anything else: not an alias
							break
						}
					}
					if len(path) > 0 {
						m.aliasOrder = append(m.aliasOrder, p.at(i+1))
						m.aliases[p.at(i+1)] = path
					}
				}
				return end
			}
			continue
		case "default":
			if !exported {
				return p.stmtEnd(i)
			}
			isDefault = true
			i++
			if p.isIdent(i) && !isDeclKeyword(p.at(i)) {
				end := p.stmtEnd(i)
				if p.trimSemi(i, end) == i+1 {
					m.defaultName = p.at(i)
				}
				m.exportDecls = true
				return end
			}
			continue
		case "declare", "abstract", "async":
			i++
			continue
		}
		break
	}
	if doc == "" && i < len(p.toks) {
		doc = p.toks[i].doc
	}
	sigStart := i
	if p.at(start) == "export" || p.at(start) == "declare" {
		// Keep "abstract"/"async" but not "export"/"declare" in signatures.
		for sigStart > start && p.at(sigStart-1) != "export" && p.at(sigStart-1) != "declare" && p.at(sigStart-1) != "default" {
			sigStart--
		}
	}
	kw := p.at(i)
	switch kw {
	case "import":
		return p.importDecl(m, i)
	case "function":
		name := ""
		if p.isIdent(i + 1) {
			name = p.at(i + 1)
		}
		end := p.stmtEnd(i)
		sigEnd := p.trimSemi(i, end)
		if b := p.funcBodyOpen(i); b >= 0 && b < end {
			// A body (in a .ts source, or a malformed .d.ts): drop it.
			if r := p.matching(b); r > end {
				end = r + 1
			}
			sigEnd = b
		}
		if name == "" && isDefault {
			name = "default"
		}
		if name == "" {
			return end // "function" alone: nothing to list
		}
		p.add(m, &decl{name: name, kind: "function", exported: exported, isDefault: isDefault, sig: p.sig(sigStart, sigEnd)}, doc)
		return end
	case "class", "interface":
		name := ""
		if p.isIdent(i+1) && p.at(i+1) != "extends" && p.at(i+1) != "implements" {
			name = p.at(i + 1)
		}
		if name == "" && isDefault {
			name = "default"
		}
		open := p.bodyOpen(i)
		if open < 0 || name == "" {
			return p.stmtEnd(i)
		}
		closeIdx := p.matching(open)
		d := &decl{name: name, kind: kw, exported: exported, isDefault: isDefault, sig: p.sig(sigStart, open)}
		d.members = p.members(open+1, closeIdx)
		p.add(m, d, doc)
		return closeIdx + 1
	case "enum", "const":
		if kw == "const" && p.at(i+1) == "enum" {
			i++
		}
		if p.at(i) == "enum" {
			open := p.bodyOpen(i)
			if open < 0 || !p.isIdent(i+1) {
				return p.stmtEnd(i)
			}
			closeIdx := p.matching(open)
			d := &decl{name: p.at(i + 1), kind: "enum", exported: exported, isDefault: isDefault, sig: p.sig(sigStart, open)}
			d.members = p.enumMembers(open+1, closeIdx)
			p.add(m, d, doc)
			return closeIdx + 1
		}
		fallthrough
	case "let", "var":
		end := p.stmtEnd(i)
		p.variables(m, kw, i+1, p.trimSemi(i, end), exported, doc)
		return end
	case "type":
		if !p.isIdent(i + 1) {
			return p.stmtEnd(i)
		}
		end := p.stmtEnd(i)
		d := &decl{name: p.at(i + 1), kind: "type", exported: exported, isDefault: isDefault, sig: p.sig(sigStart, p.trimSemi(i, end))}
		d.literalDocs = p.literalDocs(i+2, end)
		p.add(m, d, doc)
		return end
	case "namespace", "module", "global":
		open := p.bodyOpen(i)
		end := p.stmtEnd(i)
		if open < 0 || open > end {
			return end // "declare module 'x';" shorthand
		}
		closeIdx := p.matching(open)
		if depth >= maxDepth {
			return closeIdx + 1
		}
		body, _ := p.block(open+1, true, depth+1)
		body.parent = m
		switch {
		case kw == "global":
			// declare global { … } in a module: names every file
			// sees (@types/node's global Buffer and NodeJS.*).
			m.globals = append(m.globals, body)
		case p.toks[i+1].kind == tString:
			name := strings.Trim(p.at(i+1), `"'`)
			if prev, ok := m.ambient[name]; ok {
				// declare module "node:fs" { … } twice in one file
				// (@types/node): one module, as the compiler merges it.
				body = mergeBodies([]*module{prev, body})
			}
			m.ambient[name] = body
		default:
			// Dotted names: namespace A.B.C { } nests.
			j := i + 1
			var names []string
			for ; j < open; j++ {
				if p.isIdent(j) {
					names = append(names, p.at(j))
				}
			}
			if len(names) == 0 {
				break
			}
			for k := len(names) - 1; k > 0; k-- {
				outer := newModule()
				outer.decls = []*decl{{name: names[k], kind: "namespace", exported: true, sig: "namespace " + names[k], body: body}}
				body = outer
			}
			p.add(m, &decl{name: names[0], kind: "namespace", exported: exported, sig: p.sig(sigStart, open), body: body}, doc)
		}
		return closeIdx + 1
	}
	return p.stmtEnd(i)
}

func isDeclKeyword(s string) bool {
	switch s {
	case "function", "class", "interface", "abstract", "async", "enum", "const", "namespace", "declare":
		return true
	}
	return false
}

func (p *parser) add(m *module, d *decl, doc string) {
	d.doc, d.deprecated = parseDoc(doc)
	if d.doc == d.name {
		d.doc, _ = parseDoc(dropHeading(doc))
	}
	d.fullDoc = fullDoc(doc)
	m.decls = append(m.decls, d)
}

// variables splits "a: X, b: Y" into one decl each.
func (p *parser) variables(m *module, kw string, a, b int, exported bool, doc string) {
	depth, angle, start := 0, 0, a
	emit := func(end int) {
		if start < end && p.isIdent(start) {
			p.add(m, &decl{name: p.at(start), kind: kw, exported: exported, sig: kw + " " + p.sig(start, end), literalDocs: p.literalDocs(start, end)}, doc)
		}
	}
	for j := a; j < b; j++ {
		switch p.at(j) {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			depth--
		case "<":
			angle++
		case ">":
			if angle > 0 {
				angle--
			}
		case ",":
			if depth == 0 && angle == 0 {
				emit(j)
				start = j + 1
			}
		}
	}
	emit(b)
}

// continuation tokens keep a type going across a line break.
var contAfter = map[string]bool{":": true, "|": true, "&": true, "=>": true, "=": true, "(": true, "<": true, ",": true,
	"extends": true, "?": true, ".": true, "keyof": true, "typeof": true, "new": true, "readonly": true, "infer": true,
	"is": true, "asserts": true, "[": true, "{": true, "...": true, "unique": true}
var contBefore = map[string]bool{"|": true, "&": true, "=>": true, ".": true, "?": true, ":": true, "extends": true,
	")": true, "]": true, ">": true, ",": true, "=": true, "?.": true}

// literalDocs reads the documented members of the object types written
// in tokens [a, b) (a type alias's body), not those of object types
// nested in a member; nil when none has a doc.
func (p *parser) literalDocs(a, b int) map[string]member {
	var out map[string]member
	for j := a; j < b && j < len(p.toks); j++ {
		if p.at(j) != "{" {
			continue
		}
		end := p.matching(j)
		if end <= j || end > b {
			return out
		}
		for _, mb := range p.members(j+1, end) {
			if mb.doc == "" && mb.deprecated == "" || mb.name == "" {
				continue
			}
			if out == nil {
				out = map[string]member{}
			}
			if _, dup := out[mb.name]; !dup {
				out[mb.name] = mb
			}
		}
		j = end
	}
	return out
}

// literalDoc gives the members of mbs that d's own object types
// declare, read from sig without their docs, those docs.
func (d *decl) literalDoc(mbs []member) []member {
	for i, mb := range mbs {
		if lit, ok := d.literalDocs[mb.name]; ok && mb.doc == "" && mb.deprecated == "" {
			mbs[i].doc, mbs[i].fullDoc, mbs[i].deprecated = lit.doc, lit.fullDoc, lit.deprecated
		}
	}
	return mbs
}

// members splits a class or interface body [a, b) into members.
func (p *parser) members(a, b int) []member {
	var out []member
	i := a
	for i < b {
		if t := p.at(i); t == ";" || t == "," {
			i++
			continue
		}
		end := p.memberEnd(i, b)
		if mb, ok := p.member(i, p.trimSemi(i, end)); ok {
			if mb.doc == mb.name {
				mb.doc, _ = parseDoc(dropHeading(p.toks[i].doc))
			}
			out = append(out, mb)
		}
		if end <= i {
			end = i + 1
		}
		i = end
	}
	return out
}

func (p *parser) memberEnd(i, b int) int {
	depth, angle := 0, 0
	for j := i; j < b; j++ {
		t := p.toks[j]
		if j > i && depth == 0 && angle == 0 && t.nl && !contAfter[p.at(j-1)] && !contBefore[t.text] {
			return j
		}
		switch t.text {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			depth--
		case "<":
			angle++
		case ">":
			if angle > 0 {
				angle--
			}
		case ";":
			if depth == 0 {
				return j + 1
			}
		case ",":
			if depth == 0 && angle == 0 {
				return j + 1
			}
		}
	}
	return b
}

// tscPrivateName reports whether a quoted member name is how tsc names
// an ECMAScript private member (#name) of a JavaScript class it writes
// declarations for: its symbol's name, "__#private@#name" (older
// compilers "__#<class id>@#name"). Code outside the class cannot reach
// it, as #name written as such.
func tscPrivateName(name string) bool {
	rest, ok := strings.CutPrefix(name, "__#")
	if !ok {
		return false
	}
	id, _, ok := strings.Cut(rest, "@#")
	return ok && (id == "private" || id != "" && strings.Trim(id, "0123456789") == "")
}

var memberModifiers = map[string]bool{"public": true, "protected": true, "private": true, "static": true, "readonly": true,
	"abstract": true, "declare": true, "override": true, "accessor": true, "async": true, "get": true, "set": true}

// member reads one member from tokens [a, b).
func (p *parser) member(a, b int) (member, bool) {
	if a >= b {
		return member{}, false
	}
	doc, dep := parseDoc(p.toks[a].doc)
	mb := member{sig: p.sig(a, b), doc: doc, fullDoc: fullDoc(p.toks[a].doc), deprecated: dep}
	i := a
	accessor := ""
	for i < b-1 && memberModifiers[p.at(i)] {
		next := p.at(i + 1)
		if next == "(" || next == ":" || next == "?" || next == "<" || next == ";" || next == "!" {
			break // the modifier word is the member's name
		}
		if p.at(i) == "private" {
			return member{}, false
		}
		if p.at(i) == "get" || p.at(i) == "set" {
			accessor = p.at(i)
		}
		i++
	}
	t := p.toks[i]
	switch {
	case strings.HasPrefix(t.text, "#"):
		return member{}, false
	case t.text == "(" || t.text == "<":
		mb.name, mb.kind = "()", "call"
		return mb, true
	case t.text == "new" && (p.at(i+1) == "(" || p.at(i+1) == "<"):
		mb.name, mb.kind = "new", "constructor"
		return mb, true
	case t.text == "constructor" && p.at(i+1) == "(":
		mb.name, mb.kind = "constructor", "constructor"
		return mb, true
	case t.text == "[":
		closeIdx := p.matching(i)
		if p.isIdent(i+1) && p.at(i+2) == ":" {
			mb.name, mb.kind = "["+p.sig(i+1, min(closeIdx, b))+"]", "index"
			return mb, true
		}
		mb.name = p.sig(i, min(closeIdx+1, b))
		i = closeIdx
	case t.kind == tString && tscPrivateName(strings.Trim(t.text, `"'`)):
		return member{}, false
	case t.kind == tIdent || t.kind == tString || t.kind == tNumber:
		mb.name = strings.Trim(t.text, `"'`)
	default:
		return member{}, false
	}
	colon := i + 1
	if p.at(colon) == "?" || p.at(colon) == "!" {
		colon++
	}
	next := p.at(colon)
	switch {
	case accessor != "":
		mb.kind = "property"
	case next == "(" || next == "<":
		mb.kind = "method"
	case next == ":" && colon == i+1 && colon+1 < b && isFuncType(p.sig(colon+1, b)):
		// enable: (namespaces: string) => void: called like a
		// method, and listed as one (the declaration as written). An
		// optional one (filter?: (src: string) => boolean) is a slot
		// for the caller's function, an option: a property.
		mb.kind = "method"
	default:
		mb.kind = "property"
	}
	return mb, true
}

// enumMembers splits an enum body at commas.
func (p *parser) enumMembers(a, b int) []member {
	var out []member
	start := a
	depth := 0
	emit := func(end int) {
		if start < end && (p.isIdent(start) || p.toks[start].kind == tString) {
			doc, dep := parseDoc(p.toks[start].doc)
			out = append(out, member{name: strings.Trim(p.at(start), `"'`), kind: "enum member", sig: p.sig(start, end), doc: doc, fullDoc: fullDoc(p.toks[start].doc), deprecated: dep})
		}
	}
	for j := a; j < b; j++ {
		switch p.at(j) {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			depth--
		case ",":
			if depth == 0 {
				emit(j)
				start = j + 1
			}
		}
	}
	emit(b)
	return out
}

// importDecl records import bindings: import X from, import * as N from,
// import { a as b } from, import X = require(...).
func (p *parser) importDecl(m *module, i int) int {
	end := p.stmtEnd(i)
	j := i + 1
	if p.at(j) == "type" && p.at(j+1) != "from" && p.at(j+1) != "," {
		j++
	}
	from := ""
	for k := j; k < end; k++ {
		if p.toks[k].kind == tString && (p.at(k-1) == "from" || p.at(k-1) == "(" || k == j) {
			from = strings.Trim(p.at(k), `"'`)
		}
	}
	if from == "" {
		return end
	}
	if p.toks[j].kind == tString {
		m.sideImports = append(m.sideImports, from)
		return end
	}
	for j < end {
		switch {
		case p.at(j) == "*" && p.at(j+1) == "as" && p.isIdent(j+2):
			m.imports[p.at(j+2)] = importSpec{from: from, name: "*"}
			j += 3
		case p.at(j) == "{":
			closeIdx := p.matching(j)
			for _, spec := range p.specifiers(j+1, closeIdx) {
				m.imports[spec[1]] = importSpec{from: from, name: spec[0]}
			}
			j = closeIdx + 1
		case p.isIdent(j) && p.at(j) != "from" && p.at(j+1) == "=":
			m.imports[p.at(j)] = importSpec{from: from, name: "*"} // import X = require()
			return end
		case p.isIdent(j) && p.at(j) != "from" && (p.at(j+1) == "," || p.at(j+1) == "from"):
			m.imports[p.at(j)] = importSpec{from: from, name: "default"}
			j++
		case p.at(j) == "from":
			return end
		default:
			j++
		}
	}
	return end
}

// specifiers reads "a, b as c, type d" into [imported, local] pairs.
func (p *parser) specifiers(a, b int) [][2]string {
	var out [][2]string
	for j := a; j < b; j++ {
		if p.at(j) == "," || p.at(j) == "type" && j+1 < b && (p.isIdent(j+1) || p.toks[j+1].kind == tString) && p.at(j+1) != "as" {
			continue
		}
		if !p.isIdent(j) && p.toks[j].kind != tString {
			continue
		}
		name := strings.Trim(p.at(j), `"'`)
		local := name
		if p.at(j+1) == "as" && j+2 < b {
			local = strings.Trim(p.at(j+2), `"'`)
			j += 2
		}
		out = append(out, [2]string{name, local})
	}
	return out
}

// exportClause handles export { ... } [from], export * [as ns] from.
func (p *parser) exportClause(m *module, i int) int {
	m.exportDecls = true
	end := p.stmtEnd(i)
	if p.at(i) == "type" {
		i++
	}
	from := ""
	for k := i; k < end; k++ {
		if p.at(k) == "from" && k+1 < end && p.toks[k+1].kind == tString {
			from = strings.Trim(p.at(k+1), `"'`)
		}
	}
	switch {
	case p.at(i) == "*":
		if from == "" {
			return end
		}
		r := reexport{from: from, star: true}
		if p.at(i+1) == "as" {
			r.star, r.ns = false, strings.Trim(p.at(i+2), `"'`)
		}
		m.reexports = append(m.reexports, r)
	case p.at(i) == "{":
		closeIdx := p.matching(i)
		specs := p.specifiers(i+1, closeIdx)
		if from == "" {
			for _, s := range specs {
				if _, dup := m.localExports[s[1]]; !dup {
					m.localOrder = append(m.localOrder, s[1])
				}
				m.localExports[s[1]] = s[0]
			}
			return end
		}
		r := reexport{from: from, names: map[string]string{}}
		for _, s := range specs {
			r.names[s[1]] = s[0]
			r.order = append(r.order, s[1])
		}
		m.reexports = append(m.reexports, r)
	}
	return end
}
