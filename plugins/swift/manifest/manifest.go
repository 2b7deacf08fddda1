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
	first, _, _ := strings.Cut(string(src), "\n")
	if sm := toolsVersionRE().FindStringSubmatch(strings.TrimSpace(first)); sm != nil {
		m.ToolsVersion = sm[1]
	}
	p := &parser{toks: swiftsrc.Tokens(string(src)), vars: map[string]*node{}}
	var pkg *node
	for p.peek().Kind != "eof" {
		t := p.next()
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
		p.vars[name.Text] = v
		if v.kind == "call" && v.name == "Package" {
			pkg = v
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
	for _, e := range elements(pkg.arg("products")) {
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
	for _, e := range elements(pkg.arg("dependencies")) {
		if d, ok := dependency(e); ok {
			m.Dependencies = append(m.Dependencies, d)
		}
	}
	for _, e := range elements(pkg.arg("targets")) {
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
	return m, nil
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
