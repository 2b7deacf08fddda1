package manifest

import (
	"fmt"
	"regexp"
	"strings"
	"sync"

	"github.com/pkgdocs/pkgdocs/plugins/swift/swiftsrc"
)

// MaxBytes bounds a manifest: real ones are a few KB, the largest known a
// few hundred.
const MaxBytes = 1 << 20

// Manifest is what a Package.swift declares.
type Manifest struct {
	// ToolsVersion from the "// swift-tools-version:" line; "" when absent.
	ToolsVersion string
	Name         string
	Platforms    []Platform
	Products     []Product
	Dependencies []Dependency
	Targets      []Target
	// Unread names the Package arguments ("products", "targets",
	// "dependencies") this reader could not evaluate, in whole or in part:
	// built by a helper function, a map over a list of custom values, a
	// loop. Their lists above hold only what was literal; nil when every
	// argument was read.
	Unread []string
	// Paths are the literal path: arguments written beside a literal
	// name: anywhere in the manifest, by target name, for targets a
	// helper builds ("Sources/Foo" for name: "Foo", path: "Sources/Foo").
	Paths map[string]string
}

// Read reports whether the Package argument named arg was read in whole.
func (m *Manifest) Read(arg string) bool {
	for _, u := range m.Unread {
		if u == arg {
			return false
		}
	}
	return true
}

// Platform is a minimum deployment target: {"macOS", "10.15"}.
type Platform struct{ Name, Version string }

func (p Platform) String() string { return strings.TrimSpace(p.Name + " " + p.Version) }

// Product is a library, executable or plugin product.
type Product struct {
	Kind    string // library, executable, plugin
	Name    string
	Type    string // "dynamic" or "static" for an explicit library type
	Targets []string
}

// Target is a module.
type Target struct {
	// Kind: target, executableTarget, testTarget, macro, plugin,
	// systemLibrary, binaryTarget.
	Kind string
	Name string
	// Path is the path argument; "" means the default, Sources/<Name>
	// (Tests/<Name> for tests, Plugins/<Name> for plugins).
	Path    string
	Exclude []string
	// Products are the product dependencies of the target:
	// .product(name: "ArgumentParser", package: "swift-argument-parser").
	Products []ProductRef
}

// ProductRef is a target's dependency on another package's product.
type ProductRef struct{ Name, Package string }

// Dir is the target's source directory relative to the package root.
func (t Target) Dir() string {
	if t.Path != "" {
		return strings.TrimSuffix(t.Path, "/")
	}
	switch t.Kind {
	case "testTarget":
		return "Tests/" + t.Name
	case "plugin":
		return "Plugins/" + t.Name
	}
	return "Sources/" + t.Name
}

// Dependency is a package dependency.
type Dependency struct {
	// Exactly one of URL, Path or ID (a registry identity "scope.name").
	URL, Path, ID string
	// Name is the explicit name: argument of old manifests; usually "".
	Name        string
	Requirement Requirement
}

// Requirement is a dependency's version requirement.
type Requirement struct {
	// Kind: from (up to next major), upToNextMinor, exact, range,
	// closedRange, branch, revision; "" for path dependencies.
	Kind string
	// Value is the version, branch or revision; for ranges the lower bound.
	Value string
	// Upper is a range's upper bound.
	Upper string
}

func (r Requirement) String() string {
	switch r.Kind {
	case "from":
		return "from: " + r.Value
	case "range":
		return r.Value + "..<" + r.Upper
	case "closedRange":
		return r.Value + "..." + r.Upper
	case "":
		return ""
	}
	return r.Kind + ": " + r.Value
}

var toolsVersionRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?i)^//\s*swift-tools-version\s*:\s*([0-9][0-9.]*)`) })

// Parse reads a manifest's text. It fails only when there is no
// Package(...) expression at all; parts it cannot evaluate are left out.
func Parse(src []byte) (*Manifest, error) {
	if len(src) > MaxBytes {
		return nil, fmt.Errorf("parse Package.swift: %d bytes, over the %d-byte limit", len(src), MaxBytes)
	}
	m := &Manifest{}
	m.ToolsVersion = toolsVersion(src)
	p := &parser{toks: swiftsrc.Tokens(string(src)), vars: map[string]*node{}}
	var pkg *node
	pkgVar := ""
	// later statements that add to the package: package.targets += [...],
	// package.products.append(...), in the branch a plain build takes
	added := map[string][]*node{}
	addedAll := map[string]bool{"products": true, "targets": true, "dependencies": true}
	br := &branches{}
	// variables changed after their declaration: their value is not the
	// literal they were declared with
	mutated := map[*node]bool{}
	for p.peek().Kind != "eof" {
		t := p.next()
		br.see(t)
		if t.Kind == "ident" && t.Text == pkgVar && pkgVar != "" && p.is("punct", ".") {
			field, vals, ok := p.addition()
			if ok && !br.inElse() {
				added[field] = append(added[field], vals...)
				if vals == nil {
					addedAll[field] = false
				}
			}
			continue
		}
		if v, ok := p.vars[t.Text]; ok && t.Kind == "ident" && (p.is("oper", "=") || p.is("oper", "+=") || p.is("punct", ".") && p.i+1 < len(p.toks) && strings.HasPrefix(p.toks[p.i+1].Text, "append")) {
			// var targets: [Target] = [] and then code that fills it
			mutated[v] = true
			continue
		}
		if t.Kind != "ident" || (t.Text != "let" && t.Text != "var") {
			continue
		}
		name := p.next()
		if name.Kind != "ident" {
			continue
		}
		if p.is("punct", ":") { // let x: [Target.Dependency] = ...
			p.next()
			for p.peek().Kind != "eof" && !p.is("oper", "=") && !p.peek().Newline {
				p.next()
			}
		}
		if !p.is("oper", "=") {
			continue
		}
		p.next()
		v := p.expr()
		if _, bound := p.vars[name.Text]; bound && br.inElse() {
			// let x = … under #if os(Linux), again under #else: the
			// first branch's, as for additions to the package (swift-
			// system excludes its IORing sources from targets except on
			// Linux; the sources' own #if says so on their
			// declarations)
			continue
		}
		p.vars[name.Text] = v
		if v.kind == "call" && v.name == "Package" {
			pkg, pkgVar = v, name.Text
		}
	}
	if pkg == nil {
		return nil, fmt.Errorf("parse Package.swift: no Package(...) declaration")
	}
	m.Name = pkg.arg("name").str()
	for _, e := range elements(pkg.arg("platforms")) {
		if e.kind != "call" || len(e.args) == 0 {
			continue
		}
		m.Platforms = append(m.Platforms, Platform{Name: strings.TrimPrefix(e.name, "."), Version: platformVersion(e.args[0].val)})
	}
	// an argument is read when it is absent or a literal list, and every
	// later addition to it was a literal too
	list := func(arg string) []*node {
		n := pkg.arg(arg)
		els, ok := readList(n)
		ok = ok && !anyMutated(n, mutated)
		if !ok || !addedAll[arg] {
			m.Unread = append(m.Unread, arg)
		}
		return append(els, added[arg]...)
	}
	for _, e := range list("products") {
		if e.kind != "call" {
			continue
		}
		pr := Product{Kind: strings.TrimPrefix(e.name, "."), Name: e.arg("name").str(), Targets: e.arg("targets").strs()}
		if t := e.arg("type"); t != nil && t.kind == "member" {
			pr.Type = strings.TrimPrefix(t.name, ".")
		}
		if pr.Name != "" {
			m.Products = append(m.Products, pr)
		}
	}
	for _, e := range list("dependencies") {
		if d, ok := dependency(e); ok {
			m.Dependencies = append(m.Dependencies, d)
		}
	}
	for _, e := range list("targets") {
		if e.kind != "call" {
			continue
		}
		t := Target{Kind: strings.TrimPrefix(e.name, "."), Name: e.arg("name").str(), Path: e.arg("path").str(), Exclude: e.arg("exclude").strs()}
		for _, dep := range elements(e.arg("dependencies")) {
			if dep.kind == "call" && dep.name == ".product" && dep.arg("name").str() != "" {
				t.Products = append(t.Products, ProductRef{Name: dep.arg("name").str(), Package: dep.arg("package").str()})
			}
		}
		if t.Name != "" {
			m.Targets = append(m.Targets, t)
		}
	}
	if len(m.Unread) > 0 {
		m.Paths = literalPaths(p.toks)
	}
	return m, nil
}

// readList is elements, reporting whether the whole list was literal: an
// absent argument is; a variable bound to a map, a helper's result or a
// list holding anything but calls with a literal name is not.
func readList(n *node) ([]*node, bool) {
	if n == nil {
		return nil, true
	}
	els := elements(n)
	ok := literalList(n)
	for _, e := range els {
		if e.kind != "call" || !strings.HasPrefix(e.name, ".") || e.arg("name").str() == "" && e.arg("url").str() == "" && e.arg("path").str() == "" && e.arg("id").str() == "" && e.name != ".Package" {
			ok = false
		}
	}
	return els, ok
}

// anyMutated reports whether n, or an operand of a "+" of lists, is a
// variable changed after its declaration.
func anyMutated(n *node, mutated map[*node]bool) bool {
	switch {
	case n == nil:
		return false
	case mutated[n]:
		return true
	case n.kind == "binary":
		return anyMutated(n.lhs, mutated) || anyMutated(n.rhs, mutated)
	}
	return false
}

// literalList reports an array literal, or "+" of them.
func literalList(n *node) bool {
	switch {
	case n == nil:
		return false
	case n.kind == "array":
		return true
	case n.kind == "binary" && n.name == "+":
		return literalList(n.lhs) && literalList(n.rhs)
	}
	return false
}

// addition reads the rest of a statement that adds to the package after
// its declaration, the package's name already read: ".targets += [...]",
// ".products.append(.library(...))", ".dependencies.append(contentsOf:
// [...])". vals is nil when what is added is not a literal (ok is still
// true: the list is then known to be incomplete); ok is false for any
// other statement on the package.
func (p *parser) addition() (field string, vals []*node, ok bool) {
	p.next() // .
	f := p.next()
	if f.Kind != "ident" || (f.Text != "products" && f.Text != "targets" && f.Text != "dependencies") {
		return "", nil, false
	}
	field = f.Text
	switch {
	case p.is("oper", "+="):
		p.next()
		n := p.expr()
		if !literalList(n) {
			return field, nil, true
		}
		return field, elements(n), true
	case p.is("punct", "."):
		p.next()
		if m := p.next(); m.Kind != "ident" || m.Text != "append" || !p.is("punct", "(") {
			return field, nil, true
		}
		p.next()
		args := p.list(")")
		if len(args) != 1 {
			return field, nil, true
		}
		a := args[0]
		switch {
		case a.label == "contentsOf" && literalList(a.val):
			return field, elements(a.val), true
		case a.label == "" && a.val.kind == "call":
			return field, []*node{a.val}, true
		}
		return field, nil, true
	case p.is("oper", "="):
		return field, nil, true
	}
	return "", nil, false
}

// literalPaths finds calls with a literal name: and a literal path:
// anywhere in the manifest (inside helpers and lists of custom values
// too): where a target a helper builds keeps its sources.
func literalPaths(toks []swiftsrc.Token) map[string]string {
	out := map[string]string{}
	p := &parser{toks: toks, vars: map[string]*node{}}
	var walk func(n *node, depth int)
	walk = func(n *node, depth int) {
		if n == nil || depth > 50 {
			return
		}
		if n.kind == "call" {
			if name, path := n.arg("name").str(), n.arg("path").str(); name != "" && path != "" {
				if _, seen := out[name]; !seen {
					out[name] = strings.TrimSuffix(path, "/")
				}
			}
		}
		for _, a := range n.args {
			walk(a.val, depth+1)
		}
		walk(n.lhs, depth+1)
		walk(n.rhs, depth+1)
	}
	for p.peek().Kind != "eof" {
		start := p.i
		walk(p.expr(), 0)
		if p.i == start {
			p.next()
		}
	}
	return out
}

// branches follows "#if … #else … #endif" and "if … { } else { }" at the
// top level of a manifest, to tell statements a plain build runs (the
// first branch: the package standalone, not in its CI's local checkout)
// from the others.
type branches struct {
	pound []bool // per open #if: past its first branch
	depth int    // brace depth
	elses []int  // brace depths of open else blocks
	// afterElse: an else was read and its block has not opened yet
	afterElse bool
}

func (b *branches) see(t swiftsrc.Token) {
	switch {
	case t.Kind == "pound" && t.Text == "#if":
		b.pound = append(b.pound, false)
	case t.Kind == "pound" && (t.Text == "#else" || t.Text == "#elseif") && len(b.pound) > 0:
		b.pound[len(b.pound)-1] = true
	case t.Kind == "pound" && t.Text == "#endif" && len(b.pound) > 0:
		b.pound = b.pound[:len(b.pound)-1]
	case t.Kind == "ident" && t.Text == "else":
		b.afterElse = true // "else {" and "else if … {"
	case t.Kind == "punct" && t.Text == "{":
		if b.afterElse {
			b.elses = append(b.elses, b.depth)
			b.afterElse = false
		}
		b.depth++
	case t.Kind == "punct" && t.Text == "}":
		b.depth--
		if n := len(b.elses); n > 0 && b.elses[n-1] == b.depth {
			b.elses = b.elses[:n-1]
		}
	}
}

func (b *branches) inElse() bool {
	if len(b.elses) > 0 {
		return true
	}
	for _, past := range b.pound {
		if past {
			return true
		}
	}
	return false
}

// elements flattens an array expression, following "+" of arrays.
func elements(n *node) []*node {
	if n == nil {
		return nil
	}
	switch n.kind {
	case "array":
		out := make([]*node, 0, len(n.args))
		for _, a := range n.args {
			out = append(out, a.val)
		}
		return out
	case "binary":
		if n.name == "+" {
			return append(elements(n.lhs), elements(n.rhs)...)
		}
	}
	return nil
}

// platformVersion reads .v10_15, .v13 or "13.0".
func platformVersion(n *node) string {
	switch n.kind {
	case "string":
		return n.name
	case "member":
		v := strings.TrimPrefix(n.name, ".v")
		return strings.ReplaceAll(v, "_", ".")
	}
	return ""
}

func dependency(e *node) (Dependency, bool) {
	if e.kind != "call" {
		return Dependency{}, false
	}
	var d Dependency
	switch e.name {
	case ".package":
		d.URL, d.Path, d.ID, d.Name = e.arg("url").str(), e.arg("path").str(), e.arg("id").str(), e.arg("name").str()
	case ".Package": // tools version 3
		d.URL = e.arg("url").str()
		major, minor := e.arg("majorVersion"), e.arg("minor")
		if major != nil && major.kind == "number" {
			if minor != nil && minor.kind == "number" {
				d.Requirement = Requirement{Kind: "upToNextMinor", Value: major.name + "." + minor.name + ".0"}
			} else {
				d.Requirement = Requirement{Kind: "from", Value: major.name + ".0.0"}
			}
		}
		return d, d.URL != ""
	default:
		return Dependency{}, false
	}
	if d.URL == "" && d.Path == "" && d.ID == "" {
		return Dependency{}, false
	}
	for _, a := range e.args {
		switch a.label {
		case "from", "exact", "branch", "revision":
			d.Requirement = Requirement{Kind: a.label, Value: a.val.str()}
		case "":
			d.Requirement = requirement(a.val)
		}
	}
	return d, true
}

// requirement reads an unlabelled requirement: "1.0.0"..<"2.0.0",
// .upToNextMajor(from:), .exact(""), .branch(""), .revision("").
func requirement(n *node) Requirement {
	switch n.kind {
	case "binary":
		switch n.name {
		case "..<":
			return Requirement{Kind: "range", Value: n.lhs.str(), Upper: n.rhs.str()}
		case "...":
			return Requirement{Kind: "closedRange", Value: n.lhs.str(), Upper: n.rhs.str()}
		}
	case "call":
		v := n.arg("from").str()
		if v == "" && len(n.args) > 0 {
			v = n.args[0].val.str()
		}
		switch n.name {
		case ".upToNextMajor":
			return Requirement{Kind: "from", Value: v}
		case ".upToNextMinor":
			return Requirement{Kind: "upToNextMinor", Value: v}
		case ".exact", ".branch", ".revision":
			return Requirement{Kind: strings.TrimPrefix(n.name, "."), Value: v}
		}
	case "string":
		// "1.2.3" alone is an exact version in the old spelling
		return Requirement{Kind: "exact", Value: n.name}
	}
	return Requirement{}
}
