package jsapi

import (
	"strings"

	"github.com/tdewolff/parse/v2"
	"github.com/tdewolff/parse/v2/js"
)

// module is what one file declares and exports, before resolution.
type module struct {
	file   string
	locals map[string]js.INode // top-level declarations by name
	// imports maps local names to (module, imported name); imported "*"
	// is the namespace, "default" the default export.
	imports map[string][2]string
	// required maps local names bound to one export of a required module
	// (const { EventEmitter } = require('events'), or = require('events').
	// EventEmitter) to (module, name): only a class's base is read from
	// them (see externalBase).
	required map[string][2]string
	// inherits maps a constructor function to the base util.inherits
	// gives it (util.inherits(C, Base)).
	inherits map[string]js.IExpr
	named    []named  // exports in source order
	equals   js.IExpr // module.exports = X; nil when never assigned
	props    map[string][]named
	proto    map[string][]named // F.prototype.x = ...
	stars    []string           // export * from / __exportStar(require())
	// derived holds the constructors a call gives a base (inherits(F,
	// Base), Object.setPrototypeOf(F.prototype, …), __extends(F, _super)).
	derived map[string]bool
	docs    map[string]string // JSDoc by the name it documents
	// expanded counts the factory calls read (factoryResult).
	expanded int
}

// named is one export or property: its name and value.
type named struct {
	name  string
	value js.INode // an expression or declaration; nil when only the name is known
	from  string   // re-export: the module specifier ...
	what  string   // ... and the name imported from it ("*" for a namespace)
}

// maxStmtDepth bounds how deep wrappers (IIFEs, if blocks) are entered.
const maxStmtDepth = 3

// maxFactories bounds the factory calls (module.exports = factory()) read
// into one module: a UMD wrapper makes one per branch it could take.
const maxFactories = 4

// parseModule parses src; a file that does not parse is an error.
func parseModule(file string, src []byte) (*module, error) {
	ast, err := js.Parse(parse.NewInputBytes(src), js.Options{})
	if err != nil {
		return nil, err
	}
	m := &module{file: file, locals: map[string]js.INode{}, imports: map[string][2]string{}, required: map[string][2]string{}, inherits: map[string]js.IExpr{},
		props: map[string][]named{}, proto: map[string][]named{}, derived: map[string]bool{}, docs: docComments(src)}
	m.stmts(ast.BlockStmt.List, 0)
	return m, nil
}

func (m *module) stmts(list []js.IStmt, depth int) {
	for _, st := range list {
		m.stmt(st, depth)
	}
}

func (m *module) stmt(st js.IStmt, depth int) {
	switch n := st.(type) {
	case *js.ExportStmt:
		m.export(n)
	case *js.ImportStmt:
		mod := unquote(n.Module)
		if n.Default != nil {
			m.imports[string(n.Default)] = [2]string{mod, "default"}
		}
		for _, a := range n.List {
			switch {
			case a.Binding == nil:
			case string(a.Name) == "*":
				m.imports[string(a.Binding)] = [2]string{mod, "*"}
			case a.Name == nil:
				m.imports[string(a.Binding)] = [2]string{mod, string(a.Binding)}
			default:
				m.imports[string(a.Binding)] = [2]string{mod, unquote(a.Name)}
			}
		}
	case *js.FuncDecl:
		if n.Name != nil {
			m.locals[string(n.Name.Data)] = n
		}
	case *js.ClassDecl:
		if n.Name != nil {
			m.locals[string(n.Name.Data)] = n
		}
	case *js.VarDecl:
		m.varDecl(n)
	case *js.ExprStmt:
		m.expr(n.Value, depth)
	case *js.BlockStmt:
		if depth < maxStmtDepth {
			m.stmts(n.List, depth+1)
		}
	case *js.IfStmt:
		// UMD and environment checks: if (typeof module === "object") { ... }
		if depth < maxStmtDepth {
			m.stmt(n.Body, depth+1)
			switch n.Else.(type) {
			case nil:
			case *js.IfStmt:
				// else if: a branch beside this one, not inside it
				// (UMD's if (typeof define …) {…} else if (typeof
				// module …) { module.exports = X } else {…}).
				m.stmt(n.Else, depth)
			default:
				m.stmt(n.Else, depth+1)
			}
		}
	}
}

func (m *module) varDecl(n *js.VarDecl) {
	for _, b := range n.List {
		if spec, name, ok := requiredExport(b.Default); ok {
			if v, isVar := b.Binding.(*js.Var); isVar {
				m.required[string(v.Data)] = [2]string{spec, name}
			}
		}
		if o, ok := b.Binding.(*js.BindingObject); ok {
			if spec, ok := requireOf(b.Default); ok {
				for _, it := range o.List {
					v, isVar := it.Value.Binding.(*js.Var)
					if !isVar || it.Value.Default != nil {
						continue
					}
					name := string(v.Data)
					if it.Key != nil && !it.Key.IsComputed() {
						name = unquote(it.Key.Literal.Data)
					}
					m.required[string(v.Data)] = [2]string{spec, name}
				}
			}
		}
		if v, ok := b.Binding.(*js.Var); ok {
			m.locals[string(v.Data)] = b.Default
			if b.Default == nil {
				m.locals[string(v.Data)] = v
			}
			if fn := m.iifeResult(b.Default); fn != nil {
				// var Scripts = function () { function Scripts() {…}
				// _createClass(Scripts, […]); return Scripts; }(): the
				// class Babel compiles.
				m.locals[string(v.Data)] = fn
			}
			if spec, ok := requireOf(b.Default); ok {
				m.imports[string(v.Data)] = [2]string{spec, "*"}
			}
			if a, ok := b.Default.(*js.BinaryExpr); ok && a.Op == js.EqToken {
				// const list = exports.list = ...: the assignment
				// exports it.
				m.expr(a, maxStmtDepth)
			}
		}
	}
}

func (m *module) export(n *js.ExportStmt) {
	if n.Decl != nil {
		if n.Default {
			m.named = append(m.named, named{name: "default", value: n.Decl})
			if f, ok := n.Decl.(*js.FuncDecl); ok && f.Name != nil {
				m.locals[string(f.Name.Data)] = f
			}
			if c, ok := n.Decl.(*js.ClassDecl); ok && c.Name != nil {
				m.locals[string(c.Name.Data)] = c
			}
			return
		}
		switch d := n.Decl.(type) {
		case *js.FuncDecl:
			if d.Name != nil {
				m.locals[string(d.Name.Data)] = d
				m.named = append(m.named, named{name: string(d.Name.Data), value: d})
			}
		case *js.ClassDecl:
			if d.Name != nil {
				m.locals[string(d.Name.Data)] = d
				m.named = append(m.named, named{name: string(d.Name.Data), value: d})
			}
		case *js.VarDecl:
			m.varDecl(d)
			for _, b := range d.List {
				if v, ok := b.Binding.(*js.Var); ok {
					m.named = append(m.named, named{name: string(v.Data), value: &js.Var{Data: v.Data}})
				}
			}
		}
		return
	}
	from := unquote(n.Module)
	for _, a := range n.List {
		if a.Binding == nil {
			continue
		}
		local, exported := unquote(a.Name), unquote(a.Binding)
		if a.Name == nil {
			local = exported
		}
		switch {
		case from != "" && a.Name == nil && exported == "*":
			m.stars = append(m.stars, from)
		case from != "":
			m.named = append(m.named, named{name: exported, from: from, what: local})
		default:
			m.named = append(m.named, named{name: exported, value: &js.Var{Data: []byte(local)}})
		}
	}
}

// expr reads a top-level expression statement: assignments to
// module.exports, exports.x and F.x, the defineProperty and __exportStar
// calls TypeScript emits, and the bodies of immediately invoked functions.
func (m *module) expr(e js.IExpr, depth int) {
	switch n := e.(type) {
	case *js.CommaExpr:
		for _, x := range n.List {
			m.expr(x, depth)
		}
	case *js.GroupExpr:
		m.expr(n.X, depth)
	case *js.UnaryExpr:
		m.expr(n.X, depth) // !function(){ ... }()
	case *js.CondExpr:
		// UMD: typeof exports == "object" ? module.exports = factory() : …
		m.expr(n.X, depth)
		m.expr(n.Y, depth)
	case *js.BinaryExpr:
		if n.Op != js.EqToken {
			if n.Op == js.AndToken || n.Op == js.OrToken {
				m.expr(n.Y, depth) // typeof module == "object" && (module.exports = X)
			}
			return
		}
		// a = b = c: every target gets the final value.
		var targets []js.IExpr
		value := js.IExpr(n)
		for {
			b, ok := value.(*js.BinaryExpr)
			if !ok || b.Op != js.EqToken {
				break
			}
			targets = append(targets, b.X)
			value = b.Y
		}
		if r := m.factoryResult(value, depth); r != nil {
			value = r // module.exports = factory(): what the factory returns
		}
		for _, t := range targets {
			m.assign(dotted(t), value)
		}
	case *js.CallExpr:
		callee := dotted(n.X)
		last := callee[max(strings.LastIndexByte(callee, '.')+1, 0):]
		if callee != "Object.defineProperty" {
			// Object.assign(F.prototype, EventEmitter.prototype),
			// mixin(F.prototype): F's instances get members this
			// reading cannot list.
			for _, a := range n.Args.List {
				if f, ok := strings.CutSuffix(dotted(a.Value), ".prototype"); ok && f != "" && !strings.Contains(f, ".") {
					m.derived[f] = true
				}
			}
		}
		switch {
		case m.isExportHelper(callee) && len(n.Args.List) >= 3:
			// $parcel$export(module.exports, "default", () => f), a
			// bundler's helper for Object.defineProperty(e, n, {get: v}).
			target := dotted(n.Args.List[0].Value)
			if name, ok := stringLit(n.Args.List[1].Value); ok && (target == "exports" || target == "module.exports") && name != "__esModule" {
				m.named = append(m.named, named{name: name, value: gotValue(n.Args.List[2].Value)})
			}
		case callee == "Object.defineProperty" && len(n.Args.List) >= 2:
			target := dotted(n.Args.List[0].Value)
			name, ok := stringLit(n.Args.List[1].Value)
			switch {
			case !ok:
			case (target == "exports" || target == "module.exports") && name != "__esModule":
				m.named = append(m.named, named{name: name, value: definedValue(n.Args.List)})
			default:
				// Object.defineProperty(F.prototype, "length", {get: …}),
				// or through proto = F.prototype: a member of F's
				// instances, as F.prototype.length = … would be.
				if owner, ok := m.protoOwner(target); ok {
					m.proto[owner] = append(m.proto[owner], named{name: name, value: definedValue(n.Args.List)})
				}
			}
		case (last == "inherits" || last == "_inherits" || last == "__extends" || callee == "Object.setPrototypeOf") && len(n.Args.List) >= 2:
			if f := strings.TrimSuffix(dotted(n.Args.List[0].Value), ".prototype"); f != "" && !strings.Contains(f, ".") {
				m.derived[f] = true
			}
			if c, ok := unwrap(n.Args.List[0].Value).(*js.Var); ok && last == "inherits" && len(n.Args.List) == 2 {
				// util.inherits(DelayedStream, Stream) (or the inherits
				// package's): the constructor's prototype chain goes on
				// to Stream's, as a class extending it.
				m.inherits[string(c.Data)] = n.Args.List[1].Value
			}
		case strings.HasPrefix(strings.TrimPrefix(callee, "_"), "createClass") && len(n.Args.List) >= 2:
			// Babel's _createClass(C, [{key: "m", value: function …}],
			// [statics]) (or its runtime's _createClass2.default):
			// C's prototype members, and its own.
			if c, ok := unwrap(n.Args.List[0].Value).(*js.Var); ok {
				owner := string(c.Data)
				m.proto[owner] = append(m.proto[owner], describedMembers(n.Args.List[1].Value)...)
				if len(n.Args.List) >= 3 {
					m.props[owner] = append(m.props[owner], describedMembers(n.Args.List[2].Value)...)
				}
			}
		case (last == "__exportStar" || last == "__export") && len(n.Args.List) >= 1:
			if spec, ok := requireOf(n.Args.List[0].Value); ok {
				m.stars = append(m.stars, spec)
			}
		case depth < maxStmtDepth:
			// (function () { ... })() and (() => { ... })(), and
			// (function () { ... }).call(this), as LiveScript and
			// CoffeeScript compile a module.
			fn := unwrap(n.X)
			if d, ok := fn.(*js.DotExpr); ok {
				if m := dotted(&js.DotExpr{X: &js.Var{Data: []byte("f")}, Y: d.Y}); m == "f.call" || m == "f.apply" {
					fn = unwrap(d.X)
				}
			}
			if body := m.factoryBody(fn); body != nil {
				// factory(exports), a UMD wrapper's call of the function
				// it was given: its body assigns the exports.
				m.stmts(body, depth+1)
				return
			}
			switch f := fn.(type) {
			case *js.FuncDecl:
				m.bindArgs(f.Params, n.Args)
				m.stmts(f.Body.List, depth+1)
			case *js.ArrowFunc:
				m.bindArgs(f.Params, n.Args)
				m.stmts(f.Body.List, depth+1)
			}
		}
	}
}

// bindArgs binds an immediately invoked function's parameters that
// receive a function to that function: a UMD wrapper, (function (root,
// factory) { … module.exports = factory() … }(this, function () { …
// return EvEmitter })), calls its factory by the parameter's name.
func (m *module) bindArgs(params js.Params, args js.Args) {
	for i, p := range params.List {
		v, ok := p.Binding.(*js.Var)
		if !ok || i >= len(args.List) {
			continue
		}
		switch f := unwrap(args.List[i].Value).(type) {
		case *js.FuncDecl, *js.ArrowFunc:
			m.locals[string(v.Data)] = f
		}
	}
}

// factoryBody is the body of the function fn names when it is a local
// function (a factory a UMD wrapper was given, or a function the module
// declares), nil otherwise.
func (m *module) factoryBody(fn js.IExpr) []js.IStmt {
	v, ok := fn.(*js.Var)
	if !ok {
		return nil
	}
	switch f := m.locals[string(v.Data)].(type) {
	case *js.FuncDecl:
		return f.Body.List
	case *js.ArrowFunc:
		return f.Body.List
	}
	return nil
}

// iifeResult reads value, when it is a function expression called where
// it is written with no arguments that returns a function it declares
// (var Scripts = function () { function Scripts(serverless) {…}
// _createClass(Scripts, […]); return Scripts; }(), as Babel compiles a
// class): that function, with what the body's expression statements
// assign to it and its prototype read as the module's. nil for any other
// value; the body's variables stay its own.
func (m *module) iifeResult(value js.IExpr) js.INode {
	c, ok := unwrap(value).(*js.CallExpr)
	if !ok || len(c.Args.List) > 0 || m.expanded >= maxFactories {
		return nil
	}
	f, ok := unwrap(c.X).(*js.FuncDecl)
	if !ok || f.Async || f.Generator {
		return nil
	}
	var ret string
	for _, st := range f.Body.List {
		if r, ok := st.(*js.ReturnStmt); ok {
			ret = ""
			if v, isVar := unwrap(r.Value).(*js.Var); isVar {
				ret = string(v.Data)
			}
		}
	}
	var fn *js.FuncDecl
	for _, st := range f.Body.List {
		if d, ok := st.(*js.FuncDecl); ok && d.Name != nil && string(d.Name.Data) == ret {
			fn = d
		}
	}
	if fn == nil {
		return nil
	}
	m.expanded++
	m.locals[ret] = fn
	for _, st := range f.Body.List {
		if es, ok := st.(*js.ExprStmt); ok {
			m.expr(es.Value, maxStmtDepth) // no deeper calls
		}
	}
	return fn
}

// factoryResult reads value, when it calls a local function (factory()),
// as what that function returns: its body's statements are read as the
// module's (the class and prototype assignments a UMD factory makes) and
// its last top-level return statement's value is the result. nil when
// value is no such call or the body returns nothing.
func (m *module) factoryResult(value js.IExpr, depth int) js.IExpr {
	c, ok := unwrap(value).(*js.CallExpr)
	if !ok || m.expanded >= maxFactories {
		return nil
	}
	body := m.factoryBody(unwrap(c.X))
	if body == nil {
		return nil
	}
	m.expanded++
	m.stmts(body, depth+1)
	var out js.IExpr
	for _, st := range body {
		if r, ok := st.(*js.ReturnStmt); ok && r.Value != nil {
			out = r.Value
		}
	}
	return out
}

// isExportHelper reports whether name is a function of the module that
// only defines a getter on its first argument, named by its second, that
// its third gives: function $parcel$export(e, n, v, s) {
// Object.defineProperty(e, n, {get: v, set: s, enumerable: true}) }, the
// helper through which Parcel's CommonJS output exports each name.
func (m *module) isExportHelper(name string) bool {
	f, ok := m.locals[name].(*js.FuncDecl)
	if !ok || len(f.Params.List) < 3 || len(f.Body.List) != 1 {
		return false
	}
	var p [3]string
	for i := range p {
		v, ok := f.Params.List[i].Binding.(*js.Var)
		if !ok {
			return false
		}
		p[i] = string(v.Data)
	}
	es, ok := f.Body.List[0].(*js.ExprStmt)
	if !ok {
		return false
	}
	c, ok := es.Value.(*js.CallExpr)
	if !ok || dotted(c.X) != "Object.defineProperty" || len(c.Args.List) != 3 || dotted(c.Args.List[0].Value) != p[0] || dotted(c.Args.List[1].Value) != p[1] {
		return false
	}
	obj, ok := c.Args.List[2].Value.(*js.ObjectExpr)
	if !ok {
		return false
	}
	for _, pr := range obj.List {
		if pr.Name != nil && !pr.Name.IsComputed() && string(pr.Name.Literal.Data) == "get" && dotted(pr.Value) == p[2] {
			return true
		}
	}
	return false
}

// describedMembers reads an array of property descriptors with their
// keys ([{key: "m", value: function …}, {key: "n", get: function …}]),
// as Babel's _createClass takes them.
func describedMembers(e js.IExpr) []named {
	arr, ok := unwrap(e).(*js.ArrayExpr)
	if !ok {
		return nil
	}
	var out []named
	for _, el := range arr.List {
		obj, ok := unwrap(el.Value).(*js.ObjectExpr)
		if !ok {
			continue
		}
		var key string
		for _, p := range obj.List {
			if p.Name != nil && !p.Name.IsComputed() && string(p.Name.Literal.Data) == "key" {
				key, _ = stringLit(p.Value)
			}
		}
		if key == "" || key == "constructor" {
			continue
		}
		desc := []js.Arg{{}, {}, {Value: obj}}
		out = append(out, named{name: key, value: definedValue(desc)})
	}
	return out
}

// definedValue is the value Object.defineProperty gives: {value: X} or
// {get: function () { return X }}, else nil.
func definedValue(args []js.Arg) js.INode {
	if len(args) < 3 {
		return nil
	}
	obj, ok := args[2].Value.(*js.ObjectExpr)
	if !ok {
		return nil
	}
	for _, p := range obj.List {
		if p.Name == nil {
			continue
		}
		switch string(p.Name.Literal.Data) {
		case "value":
			return p.Value
		case "get":
			return gotValue(p.Value)
		}
	}
	return nil
}

// gotValue is what a getter returns (function () { return X }, () => X),
// nil when it is no function or returns nothing.
func gotValue(getter js.IExpr) js.INode {
	var body []js.IStmt
	switch f := getter.(type) {
	case *js.FuncDecl:
		body = f.Body.List
	case *js.MethodDecl:
		body = f.Body.List
	case *js.ArrowFunc:
		body = f.Body.List
	}
	for _, st := range body {
		if r, ok := st.(*js.ReturnStmt); ok && r.Value != nil {
			return r.Value
		}
	}
	return nil
}

func (m *module) assign(target string, value js.IExpr) {
	if u, ok := value.(*js.UnaryExpr); ok && u.Op == js.VoidToken {
		return // exports.x = void 0: TypeScript's forward declaration
	}
	switch {
	case target == "module.exports":
		switch dotted(unwrap(value)) {
		case "exports.default", "module.exports.default":
			// module.exports = exports['default'] (Babel's
			// add-module-exports): require gives the default export,
			// which is listed once, as the default.
			return
		}
		m.equals = value
	case target == "exports" || target == "":
	case !strings.Contains(target, "."):
		// var main; ... main = function (...) {...}: the value of a
		// variable declared without one.
		if v, ok := m.locals[target].(*js.Var); ok && string(v.Data) == target {
			m.locals[target] = value
		}
	case strings.HasPrefix(target, "module.exports.") && !strings.Contains(target[len("module.exports."):], "."):
		m.setNamed(target[len("module.exports."):], value)
	case strings.HasPrefix(target, "exports.") && !strings.Contains(target[len("exports."):], "."):
		m.setNamed(target[len("exports."):], value)
	default:
		obj, member := target[:strings.LastIndexByte(target, '.')], target[strings.LastIndexByte(target, '.')+1:]
		if owner, ok := m.protoOwner(obj); ok {
			// F.prototype.on = …, or let proto = F.prototype; proto.on = …
			m.proto[owner] = append(m.proto[owner], named{name: member, value: value})
			return
		}
		if !strings.Contains(obj, ".") {
			m.props[obj] = append(m.props[obj], named{name: member, value: value})
		}
	}
}

// protoOwner reads target as a constructor's prototype: "F.prototype", or
// a local the module set to F.prototype (let proto = F.prototype). ok is
// false for anything else.
func (m *module) protoOwner(target string) (owner string, ok bool) {
	if !strings.Contains(target, ".") {
		d, isDot := m.locals[target].(*js.DotExpr)
		if !isDot {
			return "", false
		}
		target = dotted(d)
	}
	owner, ok = strings.CutSuffix(target, ".prototype")
	return owner, ok && owner != "" && !strings.Contains(owner, ".")
}

// setNamed records exports.name = value; a later assignment replaces an
// earlier one in place.
func (m *module) setNamed(name string, value js.IExpr) {
	for i := range m.named {
		if m.named[i].name == name && m.named[i].from == "" {
			m.named[i].value = value
			return
		}
	}
	m.named = append(m.named, named{name: name, value: value})
}

// dotted renders a.b.c (and a["b"]) as "a.b.c", "" for anything else.
func dotted(e js.IExpr) string {
	switch n := e.(type) {
	case *js.Var:
		return string(n.Data)
	case *js.DotExpr:
		x := dotted(n.X)
		if x == "" {
			return ""
		}
		switch y := n.Y.(type) {
		case *js.Var:
			return x + "." + string(y.Data)
		case *js.LiteralExpr:
			return x + "." + string(y.Data)
		case js.LiteralExpr:
			return x + "." + string(y.Data)
		}
	case *js.IndexExpr:
		x := dotted(n.X)
		if s, ok := stringLit(n.Y); ok && x != "" && !strings.Contains(s, ".") {
			return x + "." + s
		}
	case *js.GroupExpr:
		return dotted(n.X)
	}
	return ""
}

func unwrap(e js.IExpr) js.IExpr {
	for {
		g, ok := e.(*js.GroupExpr)
		if !ok {
			return e
		}
		e = g.X
	}
}

// requiredExport reads require("x").Y: the specifier and Y.
func requiredExport(e js.IExpr) (spec, name string, ok bool) {
	d, isDot := unwrap(e).(*js.DotExpr)
	if !isDot {
		return "", "", false
	}
	name, _ = strings.CutPrefix(dotted(&js.DotExpr{X: &js.Var{Data: []byte("m")}, Y: d.Y}), "m.")
	if spec, ok = requireOf(d.X); !ok || name == "" || strings.Contains(name, ".") {
		return "", "", false
	}
	return spec, name, true
}

// requireOf reports the specifier of require("x") (or a group of it).
func requireOf(e js.INode) (string, bool) {
	ex, ok := e.(js.IExpr)
	if !ok || ex == nil {
		return "", false
	}
	c, ok := unwrap(ex).(*js.CallExpr)
	if !ok || dotted(c.X) != "require" || len(c.Args.List) != 1 {
		return "", false
	}
	return stringLit(c.Args.List[0].Value)
}

func stringLit(e js.IExpr) (string, bool) {
	l, ok := e.(*js.LiteralExpr)
	if !ok || l.TokenType != js.StringToken {
		return "", false
	}
	return unquote(l.Data), true
}

func unquote(b []byte) string {
	s := string(b)
	if len(s) >= 2 && (s[0] == '"' || s[0] == '\'') && s[len(s)-1] == s[0] {
		return s[1 : len(s)-1]
	}
	return s
}

// thisProps lists, once each and in order, the names a constructor's
// top-level statements assign to this (this.x = ..., this["x"] = ...,
// this.a = this.b = ...), as the compiler binds them to the class's
// instances. Names starting with "__" are left out, as the compiler's
// member lists leave them out.
func thisProps(body []js.IStmt) []string {
	var out []string
	seen := map[string]bool{}
	var walk func(e js.IExpr)
	walk = func(e js.IExpr) {
		switch n := e.(type) {
		case *js.CommaExpr:
			for _, x := range n.List {
				walk(x)
			}
		case *js.GroupExpr:
			walk(n.X)
		case *js.BinaryExpr:
			if n.Op != js.EqToken {
				return
			}
			if name, ok := thisMember(n.X); ok && !seen[name] && !strings.HasPrefix(name, "__") && name != "constructor" && name != "prototype" {
				seen[name] = true
				out = append(out, name)
			}
			walk(n.Y) // this.a = this.b = x
		}
	}
	for _, st := range body {
		if es, ok := st.(*js.ExprStmt); ok {
			walk(es.Value)
		}
	}
	return out
}

// thisMember is x of this.x or this["x"].
func thisMember(e js.IExpr) (string, bool) {
	var obj js.IExpr
	var name string
	switch n := e.(type) {
	case *js.DotExpr:
		obj = n.X
		switch y := n.Y.(type) {
		case *js.Var:
			name = string(y.Data)
		case *js.LiteralExpr:
			name = string(y.Data)
		case js.LiteralExpr:
			name = string(y.Data)
		}
	case *js.IndexExpr:
		obj = n.X
		name, _ = stringLit(n.Y)
	}
	l, ok := unwrap(obj).(*js.LiteralExpr)
	if !ok || l.TokenType != js.ThisToken || name == "" {
		return "", false
	}
	return name, true
}

// externalBase reads a class's base (the expression after extends) as a
// binding of another package's module: require('events') itself; a name
// bound to a module (const EventEmitter = require('events'), import
// EventEmitter from 'events') or to one of its exports (const {
// Transform } = require('stream'), import { Readable } from 'stream');
// or an export of a module binding (stream.Transform). nil for a base
// of the package's own files, or one it cannot read.
func (m *module) externalBase(x js.IExpr) *Base {
	if spec, ok := requireOf(x); ok {
		// class X extends require('events'): written as the module's
		// binding, named after its specifier.
		local := strings.Map(func(r rune) rune {
			if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
				return r
			}
			return '_'
		}, strings.TrimPrefix(spec, "node:"))
		return external(Base{Spec: spec, Import: "*", Local: local, Expr: local})
	}
	if spec, name, ok := requiredExport(x); ok {
		return external(Base{Spec: spec, Import: name, Local: name, Expr: name})
	}
	expr := dotted(x)
	head, rest, dottedBase := strings.Cut(expr, ".")
	if expr == "" || strings.Contains(rest, ".") {
		return nil
	}
	if imp, ok := m.imports[head]; ok {
		what := imp[1]
		if what == "default" {
			what = "*" // a CommonJS module's default import is the module
		}
		if dottedBase && what != "*" {
			return nil
		}
		return external(Base{Spec: imp[0], Import: what, Local: head, Expr: expr})
	}
	if req, ok := m.required[head]; ok && !dottedBase {
		return external(Base{Spec: req[0], Import: req[1], Local: head, Expr: expr})
	}
	return nil
}

// external keeps b when its module is another package's.
func external(b Base) *Base {
	if b.Spec == "" || strings.HasPrefix(b.Spec, ".") || strings.HasPrefix(b.Spec, "/") {
		return nil
	}
	return &b
}
