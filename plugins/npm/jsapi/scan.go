package jsapi

import (
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/tdewolff/parse/v2/js"

	"github.com/pkgdocs/pkgdocs/plugins/npm/dts"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// Scanner outlines the API of a package's JavaScript.
type Scanner struct {
	// Files maps package-relative paths to contents.
	Files map[string][]byte
	// Package is the package name; a module.exports function without a
	// name is listed under it (camelCased).
	Package string
	// MaxFiles bounds the modules parsed (0: 200); MaxSymbols the symbols
	// listed (0: 5,000; a JSON module's keys, maxJSONKeys).
	MaxFiles, MaxSymbols int

	parsed map[string]*module
	active map[string]bool
	res    *dts.Result
	seen   map[string]bool
	Errors []string // files that did not parse, with the parser's message
	// Alias is set by Scan when the entry module is only a re-export of
	// one other package's module (module.exports = require('preact/compat'),
	// or export * from it and names from it, nothing of its own): that
	// module's declarations are the package's API, as the compiler reads it.
	Alias string
	// Bases is set by Scan: by the listed name of a class, the base it
	// extends when that is another package's (a Node builtin's: class
	// Balancer extends require('events')), whose members it inherits and
	// this scanner does not read.
	Bases map[string]Base
}

// Base is a class's base from another package, as the class's module
// binds it.
type Base struct {
	// Spec is the module required or imported ("events", "node:stream").
	Spec string
	// Import is what the module gives the binding: "*" for the module
	// itself (const EventEmitter = require('events')), else the name of
	// one export (const { Transform } = require('stream')).
	Import string
	// Local is the binding's name in the class's module, and Expr the
	// base as the class writes it, through that binding (EventEmitter;
	// stream.Transform).
	Local, Expr string
	// Prototype is set when only the prototype chain goes on to the
	// base (util.inherits(C, Base)): C's instances get Base's instance
	// members, C itself none of Base's statics.
	Prototype bool
}

// maxResolveDepth bounds chains of re-exports and aliases.
const maxResolveDepth = 12

// Scan lists what the entry module exports. It never fails: a file that
// does not parse is named in Errors and contributes nothing.
func (s *Scanner) Scan(entry string) *dts.Result {
	if s.MaxFiles == 0 {
		s.MaxFiles = 200 // a package's own modules; bundles are one file
	}
	if strings.HasSuffix(strings.ToLower(entry), ".json") {
		if s.MaxSymbols == 0 {
			s.MaxSymbols = maxJSONKeys
		}
		return s.scanJSON(entry)
	}
	if s.MaxSymbols == 0 {
		s.MaxSymbols = 5000
	}
	s.parsed, s.active, s.seen = map[string]*module{}, map[string]bool{}, map[string]bool{}
	s.res = &dts.Result{}
	m := s.load(entry)
	if m == nil {
		return s.res
	}
	for _, ex := range s.exports(m, 0) {
		s.emit(ex, "")
	}
	s.res.ExternalStars = wholeReexports(m)
	s.Alias = aliasOf(m)
	if len(s.res.Symbols) > 0 {
		s.emitTypedefs(entry)
	}
	return s.res
}

// wholeReexports are the other packages' modules the entry module
// re-exports whole: export * from 'preact/compat', or module.exports =
// require('preact/compat'), an alias package's whole JavaScript. The
// compiler gives the module their declarations; this scanner reads none.
func wholeReexports(m *module) []string {
	var out []string
	add := func(spec string) {
		if spec != "" && !strings.HasPrefix(spec, ".") && !strings.HasPrefix(spec, "/") && !strings.HasPrefix(spec, "node:") && !slices.Contains(out, spec) {
			out = append(out, spec)
		}
	}
	if spec, ok := requireOf(m.equals); ok {
		add(spec)
	}
	for _, spec := range m.stars {
		add(spec)
	}
	return out
}

// aliasOf is the other package's module m only re-exports, "" when m
// exports anything else (a name of its own, another module's).
func aliasOf(m *module) string {
	spec, ok := requireOf(m.equals)
	switch {
	case ok && len(m.stars) == 0:
	case m.equals == nil && len(m.stars) == 1:
		spec = m.stars[0]
	default:
		return ""
	}
	for _, n := range m.named {
		if n.from != spec {
			return ""
		}
	}
	if ext := wholeReexports(m); len(ext) != 1 || ext[0] != spec {
		return "" // a file of the package, or a Node builtin's
	}
	return spec
}

// emitTypedefs adds the entry module's JSDoc types (@typedef, @callback),
// which the compiler exports from a module as types, unless a value of the
// same name is exported.
func (s *Scanner) emitTypedefs(entry string) {
	have := map[string]bool{}
	for _, sym := range s.res.Symbols {
		have[sym.Name] = true
	}
	for _, td := range typedefs(s.Files[entry]) {
		if have[td.name] || len(s.res.Symbols) >= s.MaxSymbols {
			continue
		}
		sig := "type " + td.name + " = " + td.typ
		if td.typ == "object" || td.typ == "function" {
			sig = "type " + td.name + " (a JSDoc @typedef or @callback: its shape is in the doc comment)"
		}
		s.res.Symbols = append(s.res.Symbols, sdk.Symbol{Name: td.name, Kind: "type", Signature: sig})
	}
}

func (s *Scanner) load(file string) *module {
	if m, ok := s.parsed[file]; ok {
		return m
	}
	src, ok := s.Files[file]
	if !ok {
		return nil
	}
	if len(s.parsed) >= s.MaxFiles {
		s.res.Truncated = true
		return nil
	}
	m, err := parseModule(file, src)
	s.parsed[file] = m
	if err != nil {
		s.Errors = append(s.Errors, fmt.Sprintf("%s: %v", file, firstLine(err.Error())))
		return nil
	}
	s.res.Files = append(s.res.Files, file)
	return m
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

// resolve maps a relative specifier to a file of the package, "" for
// other packages and files that are not there.
func (s *Scanner) resolve(from, spec string) string {
	if !strings.HasPrefix(spec, "./") && !strings.HasPrefix(spec, "../") && spec != "." && spec != ".." {
		if spec != "" && !strings.HasPrefix(spec, "node:") && !s.isExternalSeen(spec) {
			s.res.External = append(s.res.External, spec)
		}
		return ""
	}
	base := path.Join(path.Dir(from), spec)
	if base == ".." || strings.HasPrefix(base, "../") {
		return ""
	}
	return Resolve(s.Files, base)
}

func (s *Scanner) isExternalSeen(spec string) bool {
	for _, e := range s.res.External {
		if e == spec {
			return true
		}
	}
	return false
}

// Resolve finds the file Node would load for a package-relative path:
// the file itself, with a JavaScript extension, or its directory's index.
func Resolve(files map[string][]byte, p string) string {
	p = strings.TrimPrefix(path.Clean(p), "./")
	for _, c := range []string{p, p + ".js", p + ".cjs", p + ".mjs", p + "/index.js", p + "/index.cjs", p + "/index.mjs"} {
		if _, ok := files[c]; ok && isJS(c) {
			return c
		}
	}
	return ""
}

func isJS(p string) bool {
	return strings.HasSuffix(p, ".js") || strings.HasSuffix(p, ".cjs") || strings.HasSuffix(p, ".mjs")
}

// export is a resolved export: its name and what it is.
type export struct {
	name string
	ent  entity
}

// entity is a value as far as the source says without running it.
type entity struct {
	kind    string // function, class, const, namespace
	sig     string // without the leading name for functions: "(a, b)"
	local   string // the name it is declared under, when any
	doc     jsdoc
	members []export // class members, a function's or object's properties
	how     string   // "", "module.exports", "default"
	base    *Base    // a class's base from another package
}

// exports lists what m exports: module.exports (or its members when it is
// an object or a module), then the named exports and re-exports.
func (s *Scanner) exports(m *module, depth int) []export {
	if depth > maxResolveDepth || s.active[m.file] {
		return nil
	}
	s.active[m.file] = true
	defer delete(s.active, m.file)
	var out []export
	if tm := s.required(m, m.equals); tm != nil {
		// module.exports = require('./lib'): the other module's exports.
		out = append(out, s.exports(tm, depth+1)...)
	} else if m.equals != nil {
		e := s.value(m, m.equals, "", depth)
		switch e.kind {
		case "namespace":
			out = append(out, e.members...)
			if v, ok := unwrap(m.equals).(*js.Var); ok && string(v.Data) == e.local && e.local != "exports" && len(e.members) > 0 {
				// module.exports = LiveServer, an object literal a
				// local names (@compodoc/live-server): require() gives
				// its properties, and the compiler names the export by
				// the object's name too, as code binds it (const
				// LiveServer = require(...); LiveServer.start()). Not
				// what a factory returns (module.exports = wrap({…}),
				// whose local is wrap's), nor exports itself.
				e.how = "module.exports"
				out = append(out, export{name: e.local, ent: e})
			}
		default:
			name := e.local
			if name == "" {
				name = camel(s.Package)
			}
			e.how = "module.exports"
			if e.kind == "function" || e.kind == "class" {
				// exports = module.exports = prompt; exports.multiline
				// = …: the properties are the function's, which code
				// calls as prompt.multiline (and, required, as the
				// module's multiline, listed below with its own
				// members, which are not listed twice).
				for _, n := range m.named {
					if n.from == "" && n.name != "default" && !hasExport(e.members, n.name) {
						v := s.value(m, n.value, n.name, depth+1)
						v.members = nil
						e.members = append(e.members, export{name: n.name, ent: v})
					}
				}
			}
			out = append(out, export{name: name, ent: e})
		}
	}
	for _, n := range m.named {
		var e entity
		if n.from != "" {
			target := s.resolve(m.file, n.from)
			if target == "" {
				e = entity{kind: "const", sig: fmt.Sprintf("export { %s } from '%s'", n.what, n.from)}
			} else if tm := s.load(target); tm != nil {
				if n.what == "*" {
					e = entity{kind: "namespace", members: s.exports(tm, depth+1)}
				} else {
					e = s.lookup(tm, n.what, depth+1)
					e.how = "" // re-exported under its own name
				}
			}
		} else {
			e = s.value(m, n.value, n.name, depth)
		}
		if n.name == "default" {
			e.how = "default"
		}
		if e.kind == "" {
			e.kind = "const"
		}
		out = append(out, export{name: n.name, ent: e})
	}
	for _, spec := range m.stars {
		if target := s.resolve(m.file, spec); target != "" {
			if tm := s.load(target); tm != nil {
				for _, ex := range s.exports(tm, depth+1) {
					if ex.name != "default" && ex.ent.how != "module.exports" {
						out = append(out, ex)
					}
				}
			}
		}
	}
	return out
}

// hasExport reports whether exs has one named name.
func hasExport(exs []export, name string) bool {
	for _, ex := range exs {
		if ex.name == name {
			return true
		}
	}
	return false
}

// required is the module of the package that e (require('./x'), or a
// variable bound to it) loads, nil for anything else.
func (s *Scanner) required(m *module, e js.IExpr) *module {
	if e == nil {
		return nil
	}
	spec, ok := requireOf(e)
	if !ok {
		v, isVar := unwrap(e).(*js.Var)
		if !isVar {
			return nil
		}
		imp, isImp := m.imports[string(v.Data)]
		if !isImp || imp[1] != "*" {
			return nil
		}
		spec = imp[0]
	}
	target := s.resolve(m.file, spec)
	if target == "" {
		return nil
	}
	return s.load(target)
}

// moduleValue is what requiring tm gives: module.exports with the
// properties assigned to exports.x as members, or a namespace of its
// exports.
func (s *Scanner) moduleValue(tm *module, name string, depth int) entity {
	if tm.equals == nil {
		return entity{kind: "namespace", members: s.exports(tm, depth+1)}
	}
	e := s.value(tm, tm.equals, name, depth+1)
	for _, n := range tm.named {
		if n.from == "" {
			e.members = append(e.members, export{name: n.name, ent: s.value(tm, n.value, n.name, depth+1)})
		}
	}
	return e
}

// lookup is the export of tm named name ("default" included).
func (s *Scanner) lookup(tm *module, name string, depth int) entity {
	for _, ex := range s.exports(tm, depth) {
		if ex.name == name || name == "default" && ex.ent.how != "" {
			return ex.ent
		}
	}
	return entity{}
}

// value resolves an expression or declaration of m. name is the name it
// is exported under, for the doc comment and a nameless function.
func (s *Scanner) value(m *module, n js.INode, name string, depth int) entity {
	if depth > maxResolveDepth {
		return entity{kind: "const"}
	}
	doc := func(local string) jsdoc {
		for _, k := range []string{local, name} {
			if raw, ok := m.docs[k]; ok && k != "" {
				return parseJSDoc(raw)
			}
		}
		return jsdoc{}
	}
	switch v := n.(type) {
	case nil:
		return entity{kind: "const", doc: doc("")}
	case *js.GroupExpr:
		return s.value(m, v.X, name, depth+1)
	case *js.Var:
		local := string(v.Data)
		if imp, ok := m.imports[local]; ok {
			if target := s.resolve(m.file, imp[0]); target != "" {
				if tm := s.load(target); tm != nil {
					if imp[1] == "*" {
						return s.moduleValue(tm, name, depth)
					}
					return s.lookup(tm, imp[1], depth+1)
				}
			}
			return entity{kind: "const", sig: fmt.Sprintf(" = require('%s')", imp[0])}
		}
		decl, ok := m.locals[local]
		if !ok || decl == n {
			return entity{kind: "const", local: local, doc: doc(local)}
		}
		e := s.value(m, decl, local, depth+1)
		if e.local == "" {
			e.local = local
		}
		// Properties assigned to it (fn.helper = ...; Class.prototype.m = ...)
		e.members = append(e.members, s.props(m, local, m.props[local], depth)...)
		base, inherits := m.inherits[local]
		if e.kind == "function" && (len(m.proto[local]) > 0 || inherits) {
			// A constructor function with a prototype is a class.
			ctor := export{name: "constructor", ent: entity{kind: "constructor", sig: "constructor" + e.sig, doc: e.doc}}
			e.kind, e.sig = "class", ""
			e.members = append([]export{ctor}, e.members...)
		}
		if e.kind == "class" && inherits && e.sig == "" {
			// util.inherits(C, Base): C extends Base.
			if b := dotted(base); b != "" {
				e.sig = " extends " + b
			}
			if e.base = m.externalBase(base); e.base != nil {
				e.base.Prototype = true
				if e.sig == "" {
					e.sig = fmt.Sprintf(" extends require('%s')", e.base.Spec)
				}
			}
		}
		var methodThis []string
		for _, p := range s.props(m, local, m.proto[local], depth) {
			if p.ent.kind == "class" && len(p.ent.members) > 0 && p.ent.members[0].ent.kind == "constructor" {
				// F.prototype.m = function () { this.x = 1 }: a method,
				// whose this-assignments are F's (not m's) members, as
				// the compiler binds them (sybase's connect sets
				// this.javaDB).
				for _, mb := range p.ent.members[1:] {
					if mb.ent.kind == "property" {
						methodThis = append(methodThis, mb.name)
					}
				}
				p.ent.kind, p.ent.sig, p.ent.members = "function", strings.TrimPrefix(p.ent.members[0].ent.sig, "constructor"), nil
			}
			if p.ent.kind == "const" {
				// F.prototype.size = 0, or a getter: what instances read.
				p.ent.kind = "property"
				if p.ent.sig == "" {
					p.ent.sig = p.name
				}
			}
			if i := memberIndex(e.members, p.name); i >= 0 && e.members[i].ent.kind == "property" {
				e.members[i] = p // this.send = … and F.prototype.send: one member
				continue
			}
			e.members = append(e.members, p)
		}
		if e.kind == "class" {
			e.members = append(e.members, instanceProps(methodThis, e.members)...)
		}
		return e
	case *js.FuncDecl:
		local := name
		if v.Name != nil {
			local = string(v.Name.Data)
		}
		d := doc(local)
		e := entity{kind: "function", local: local, sig: params(v.Params, d, v.Async, v.Generator), doc: d}
		if this := thisProps(v.Body.List); len(this) > 0 && !v.Async && !v.Generator {
			// function Agent(opts) { this.sent = []; }: the compiler
			// makes a function that assigns this.x a class, whose
			// instances have x.
			ctor := export{name: "constructor", ent: entity{kind: "constructor", sig: "constructor" + e.sig, doc: e.doc}}
			e.kind, e.sig = "class", ""
			e.members = append([]export{ctor}, instanceProps(this, nil)...)
		}
		return e
	case *js.ArrowFunc:
		d := doc(name)
		return entity{kind: "function", sig: params(v.Params, d, v.Async, false), doc: d}
	case *js.ClassDecl:
		local := name
		if v.Name != nil {
			local = string(v.Name.Data)
		}
		e := entity{kind: "class", local: local, doc: doc(local)}
		if v.Extends != nil {
			if base := dotted(v.Extends); base != "" {
				e.sig = " extends " + base
			}
			if e.base = m.externalBase(v.Extends); e.base != nil && e.sig == "" {
				e.sig = fmt.Sprintf(" extends require('%s')", e.base.Spec)
			}
		}
		e.members = s.classMembers(m, v)
		return e
	case *js.ObjectExpr:
		e := entity{kind: "namespace", doc: doc(name)}
		for _, p := range v.List {
			if md, ok := p.Value.(*js.MethodDecl); ok && p.Name == nil && md.Name.Private == nil && !md.Name.IsComputed() {
				// { d() {} }: the name is the method's.
				pname := unquote(md.Name.Literal.Data)
				e.members = append(e.members, export{name: pname, ent: s.value(m, md, pname, depth+1)})
				continue
			}
			if p.Spread || p.Name == nil || p.Name.IsComputed() {
				if p.Spread {
					// module.exports = { ...require('./a'), b }
					if spec, ok := requireOf(p.Value); ok {
						if target := s.resolve(m.file, spec); target != "" {
							if tm := s.load(target); tm != nil {
								e.members = append(e.members, s.exports(tm, depth+1)...)
							}
						}
					}
				}
				continue
			}
			pname := unquote(p.Name.Literal.Data)
			e.members = append(e.members, export{name: pname, ent: s.value(m, p.Value, pname, depth+1)})
		}
		return e
	case *js.MethodDecl:
		d := doc(name)
		return entity{kind: "function", sig: params(v.Params, d, v.Async, v.Generator), doc: d}
	case *js.CallExpr:
		if spec, ok := requireOf(v); ok {
			if target := s.resolve(m.file, spec); target != "" {
				if tm := s.load(target); tm != nil {
					return s.moduleValue(tm, name, depth)
				}
			}
			return entity{kind: "const", sig: fmt.Sprintf(" = require('%s')", spec)}
		}
	case *js.DotExpr:
		// _m.X where _m = require("./m") (or import * as _m, or
		// require("./m").X): the export X of that module, as Babel's
		// getter re-exports (get: function () { return _m.X; }) and
		// TypeScript's compiled imports read it.
		if prop := dotted(&js.DotExpr{X: &js.Var{Data: []byte("m")}, Y: v.Y}); strings.HasPrefix(prop, "m.") {
			if tm := s.required(m, v.X); tm != nil {
				if e := s.lookup(tm, prop[len("m."):], depth+1); e.kind != "" {
					return e
				}
			}
		}
	case *js.NewExpr:
		if e, ok := s.instance(m, v, depth); ok {
			e.doc = doc(name)
			return e
		}
		if c := dotted(v.X); c != "" {
			return entity{kind: "const", sig: ": " + c, doc: doc(name)}
		}
	case *js.LiteralExpr:
		switch v.TokenType {
		case js.StringToken:
			return entity{kind: "const", sig: ": string", doc: doc(name)}
		case js.DecimalToken, js.IntegerToken, js.NumericToken, js.HexadecimalToken, js.OctalToken, js.BinaryToken:
			return entity{kind: "const", sig: ": number", doc: doc(name)}
		case js.TrueToken, js.FalseToken:
			return entity{kind: "const", sig: ": boolean", doc: doc(name)}
		}
	}
	return entity{kind: "const", doc: doc(name)}
}

// instance is what new F() gives when F is a class of m with no base (an
// ES class without extends, or a constructor function whose prototype
// nothing replaces or links): an object of F's instance members, the
// this.x its constructor assigns and its prototype's methods, as the
// compiler types module.exports = new DockerNames(). ok is false for
// anything else (a base's members would be missing from the object).
func (s *Scanner) instance(m *module, v *js.NewExpr, depth int) (entity, bool) {
	c, ok := v.X.(*js.Var)
	if !ok {
		return entity{}, false
	}
	local := string(c.Data)
	decl, isLocal := m.locals[local]
	if _, imported := m.imports[local]; !isLocal || imported || m.derived[local] {
		return entity{}, false
	}
	if cd, ok := decl.(*js.ClassDecl); ok && cd.Extends != nil {
		return entity{}, false
	}
	static := map[string]bool{}
	for _, p := range m.props[local] {
		if p.name == "prototype" {
			return entity{}, false // F.prototype = Object.create(Base.prototype)
		}
		static[p.name] = true
	}
	cls := s.value(m, c, local, depth+1)
	if cls.kind != "class" {
		return entity{}, false
	}
	e := entity{kind: "namespace"}
	for _, mb := range cls.members {
		if mb.ent.kind == "constructor" || static[mb.name] || strings.HasPrefix(mb.ent.sig, "static ") {
			continue
		}
		if rest, ok := strings.CutPrefix(mb.ent.sig, mb.name+"("); ok && mb.ent.kind == "method" {
			// a class's method, name(a, b): the object's function
			mb.ent.kind, mb.ent.sig = "function", "("+rest
		}
		if mb.ent.kind == "property" {
			mb.ent.kind, mb.ent.sig = "const", "" // this.left = […]: the object's value
		}
		e.members = append(e.members, mb)
	}
	return e, len(e.members) > 0
}

func (s *Scanner) props(m *module, owner string, list []named, depth int) []export {
	var out []export
	for _, p := range list {
		e := s.value(m, p.value, p.name, depth+1)
		if d, ok := m.docs[p.name]; ok && e.doc.full == "" {
			e.doc = parseJSDoc(d)
		}
		out = append(out, export{name: p.name, ent: e})
	}
	return out
}

func (s *Scanner) classMembers(m *module, c *js.ClassDecl) []export {
	var out []export
	for _, el := range c.List {
		switch {
		case el.StaticBlock != nil:
		case el.Method != nil:
			md := el.Method
			if md.Name.Private != nil || md.Name.IsComputed() {
				continue
			}
			name := unquote(md.Name.Literal.Data)
			var d jsdoc
			if raw, ok := m.docs[name]; ok {
				d = parseJSDoc(raw)
			}
			prefix := ""
			switch {
			case md.Static:
				prefix = "static "
			}
			switch {
			case md.Get:
				prefix += "get "
			case md.Set:
				prefix += "set "
			}
			if md.Async {
				prefix += "async "
			}
			if md.Generator {
				prefix += "*"
			}
			kind := "method"
			if name == "constructor" {
				kind = "constructor"
			}
			// "async name(…)", as the class writes it: the name first
			// would read as one word (initializeUserasync).
			out = append(out, export{name: name, ent: entity{kind: kind, sig: prefix + name + params(md.Params, d, false, false), doc: d}})
		default:
			f := el.Field
			if f.Name.Private != nil || f.Name.IsComputed() || !f.Name.IsSet() {
				continue
			}
			name := unquote(f.Name.Literal.Data)
			prefix := ""
			if f.Static {
				prefix = "static "
			}
			out = append(out, export{name: name, ent: entity{kind: "property", sig: prefix + name}})
		}
	}
	for _, el := range c.List {
		if md := el.Method; md != nil && !md.Static && md.Name.Private == nil && !md.Name.IsComputed() && unquote(md.Name.Literal.Data) == "constructor" {
			// constructor() { this.agentName = name; }: instance
			// properties the class does not declare as fields.
			out = append(out, instanceProps(thisProps(md.Body.List), out)...)
		}
	}
	for _, el := range c.List {
		if md := el.Method; md != nil && !md.Static && !md.Get && !md.Set && md.Name.Private == nil && !md.Name.IsComputed() && unquote(md.Name.Literal.Data) != "constructor" {
			// connect() { this.socket = …; }: in JavaScript the
			// compiler binds what any method assigns to this as a
			// property of the instances too, after the constructor's.
			out = append(out, instanceProps(thisProps(md.Body.List), out)...)
		}
	}
	return out
}

func memberIndex(ms []export, name string) int {
	for i, m := range ms {
		if m.name == name {
			return i
		}
	}
	return -1
}

// instanceProps lists the this.x names a constructor assigns as
// properties, leaving out those already among have.
func instanceProps(names []string, have []export) []export {
	var out []export
	for _, n := range names {
		if memberIndex(have, n) < 0 {
			out = append(out, export{name: n, ent: entity{kind: "property", sig: n}})
		}
	}
	return out
}

// params renders a parameter list, with JSDoc types where the comment
// gives them: "(a: string, b?: number): boolean".
func params(p js.Params, d jsdoc, async, generator bool) string {
	var parts []string
	for _, b := range p.List {
		name := bindingName(b.Binding)
		typ := d.params[name]
		opt := typ.optional || b.Default != nil
		s := name
		if opt {
			s += "?"
		}
		if typ.typ != "" {
			s += ": " + typ.typ
		}
		parts = append(parts, s)
	}
	if p.Rest != nil {
		name := bindingName(p.Rest)
		s := "..." + name
		if t := d.params[name].typ; t != "" {
			if elem, ok := strings.CutPrefix(t, "..."); ok {
				t = elem + "[]" // JSDoc's {...T} is one element's type
			}
			s += ": " + t
		}
		parts = append(parts, s)
	}
	sig := "(" + strings.Join(parts, ", ") + ")"
	if d.returns != "" {
		sig += ": " + d.returns
	}
	switch {
	case async:
		sig = "async " + sig
	}
	if generator {
		sig = "*" + sig
	}
	return sig
}

func bindingName(b js.IBinding) string {
	switch v := b.(type) {
	case *js.Var:
		return string(v.Data)
	case *js.BindingObject:
		var names []string
		for _, it := range v.List {
			if n := bindingName(it.Value.Binding); n != "" {
				names = append(names, n)
			}
		}
		if v.Rest != nil {
			names = append(names, "..."+string(v.Rest.Data))
		}
		return "{ " + strings.Join(names, ", ") + " }"
	case *js.BindingArray:
		var names []string
		for _, it := range v.List {
			names = append(names, bindingName(it.Binding))
		}
		return "[" + strings.Join(names, ", ") + "]"
	}
	return "arg"
}

// camel turns a package name into the identifier code usually binds it
// to: "@scope/left-pad" → "leftPad".
func camel(pkg string) string {
	if i := strings.LastIndexByte(pkg, '/'); i >= 0 {
		pkg = pkg[i+1:]
	}
	var b strings.Builder
	up := false
	for _, r := range pkg {
		switch {
		case r == '-' || r == '.' || r == '_':
			up = b.Len() > 0
		case up:
			b.WriteString(strings.ToUpper(string(r)))
			up = false
		default:
			b.WriteRune(r)
		}
	}
	if b.Len() == 0 {
		return "default"
	}
	return b.String()
}

// emit lists an export and its members.
func (s *Scanner) emit(ex export, parent string) {
	if len(s.res.Symbols) >= s.MaxSymbols {
		s.res.Truncated = true
		return
	}
	full := ex.name
	if parent != "" {
		full = parent + "." + ex.name
	}
	e := ex.ent
	symParent := parent
	if e.kind == "constructor" && parent != "" {
		// A class's constructor is how the class itself is called
		// (new Router(options)): one more signature of the class, not
		// a member "Router.constructor" code could write.
		full = parent
		symParent = ""
		if i := strings.LastIndexByte(parent, '.'); i > 0 {
			symParent = parent[:i]
		}
	}
	var sig string
	switch e.kind {
	case "function":
		rest, star := strings.CutPrefix(e.sig, "*")
		kw := "function "
		if star {
			kw = "function* "
		}
		if r, async := strings.CutPrefix(rest, "async "); async {
			kw, rest = "async "+kw, r
		}
		sig = kw + ex.name + rest
	case "class":
		sig = "class " + ex.name + e.sig
	case "namespace":
		sig = "const " + ex.name + ": { " + memberNames(e.members) + " }"
	case "method", "constructor", "property":
		sig = e.sig
	default:
		sig = "const " + ex.name + e.sig
	}
	switch e.how {
	case "module.exports":
		sig = "module.exports = " + sig
	case "default":
		local := e.local
		named := local != "" && local != "default"
		switch {
		case named && e.kind == "function":
			// export default function ui(opts): importers often bind
			// it by that name.
			sig = "export default " + strings.Replace(sig, "function default", "function "+local, 1)
		case named && e.kind == "class":
			sig = "export default class " + local + e.sig
		case named && (e.kind == "const" || e.kind == "namespace"):
			// exports.default = LinearGradient (Babel's output) or
			// export default api: the declaration's own name, which
			// the compiler gives the default export and importers use,
			// in the form the declarations write it (declare const ky:
			// KyInstance; export default ky).
			decl := "const " + local + e.sig
			if e.kind == "namespace" {
				decl = "const " + local + ": { " + memberNames(e.members) + " }"
			}
			sig = decl + "; export default " + local
		case e.kind == "const" && strings.HasPrefix(e.sig, ": "):
			// export default new StandardEngine(options): a value of
			// a type, as the compiler declares it ("export default :
			// StandardEngine" read as a typo).
			sig = "declare const _default" + e.sig + "; export default _default"
		default:
			sig = "export default " + strings.TrimPrefix(sig, "const default")
		}
	}
	key := full + "\x00" + sig
	if s.seen[key] {
		return
	}
	s.seen[key] = true
	if e.doc.full != "" {
		if s.res.FullDocs == nil {
			s.res.FullDocs = map[int]string{}
		}
		s.res.FullDocs[len(s.res.Symbols)] = e.doc.full
	}
	kind := e.kind
	switch {
	case kind == "namespace":
		kind = "object"
	case kind == "constructor" && full == parent:
		kind = "class" // listed beside the class, as its signature
	}
	if e.kind == "class" && e.base != nil {
		if s.Bases == nil {
			s.Bases = map[string]Base{}
		}
		s.Bases[full] = *e.base
	}
	s.res.Symbols = append(s.res.Symbols, sdk.Symbol{Name: full, Kind: kind, Signature: sig, Doc: e.doc.summary, Deprecated: e.doc.deprecated, Parent: symParent})
	for _, mb := range e.members {
		if mb.ent.kind == "function" && e.kind == "class" {
			mb.ent.kind, mb.ent.sig = "method", mb.name+mb.ent.sig
		}
		s.emit(mb, full)
	}
}

// maxMemberNames bounds the member list in an object's signature.
const maxMemberNames = 12

func memberNames(ms []export) string {
	var names []string
	for i, m := range ms {
		if i == maxMemberNames {
			names = append(names, "…")
			break
		}
		names = append(names, m.name)
	}
	return strings.Join(names, ", ")
}
