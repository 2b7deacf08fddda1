package dts

import (
	"encoding/json"
	"path"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// Limits bound a scan. Zero fields take the defaults.
type Limits struct {
	MaxFiles   int // declaration files followed; 0 → defaultMaxFiles
	MaxSymbols int // symbols returned (members included); 0 → 20,000
}

// Result is a package's API.
type Result struct {
	Symbols []sdk.Symbol
	// Files are the declaration files read, in order.
	Files []string
	// External lists modules outside the package that the API re-exports
	// ("export * from 'other-pkg'"); they are not followed.
	External []string
	// ExternalStars lists modules of other packages the API re-exports
	// whole (export * from 'fs'), which were not given in Scanner.Deps:
	// their names are not listed.
	ExternalStars []string
	// ExternalNamed lists packages the API re-exports names of (export {
	// X } from 'other'), which were not given in Scanner.Deps: the names
	// are listed, their declarations and members are not.
	ExternalNamed []string
	// ExternalBases lists packages whose types the API's classes and
	// interfaces extend, which were not given in Scanner.Deps: their
	// inherited members are not in Inherited.
	ExternalBases []string
	// ExternalTypes lists packages whose types a value is declared with
	// (const x: import("other").T, as the compiler writes an inferred
	// type), which were not given in Scanner.Deps: the value's members
	// from that type are not listed. Unlike the lists above they are no
	// part of the API's own names, so a caller may leave them unread.
	ExternalTypes []string
	// DepExternals lists the modules of other packages that the
	// declarations read from Deps take what the API uses from (export {
	// LinkButtonProps } from 'react-aria/useButton' in @react-aria/button,
	// which @react-types/button re-exports), which were not given in
	// Deps either: given, a Dep reads them too (one step further, no more).
	DepExternals []string
	// Inherited holds, by the listed name of a class or interface, the
	// members it inherits and does not declare, named under it
	// (Application.get for express's Application extends
	// core.Application). They are the type's API but not in Symbols,
	// which lists what the package declares.
	Inherited map[string][]sdk.Symbol
	// UnseenBases holds, by the listed name of a class or interface, the
	// bases in its inheritance chain (at any depth) whose declarations
	// were not found: Inherited lacks their members, so a name missing
	// from it may still be inherited.
	UnseenBases map[string][]string
	// OwnBases holds the bases (as Inherited's docs name them, see
	// InheritedFrom) declared in the package's own files, whose members
	// are the package's own API however it splits its classes (hono's
	// Hono extends the HonoBase of another of its files).
	OwnBases map[string]bool
	// Truncated is set when a limit cut the scan short. TopListed is set
	// with it when the limit cut only members: at the symbol bound, past
	// which each top-level name is still listed (maxTopPastCap), so the
	// top level is whole; a files bound, or the top level past even that,
	// leaves it unset.
	Truncated, TopListed bool
	// FullDocs holds, by index in Symbols, the whole doc comment of the
	// symbols that have one (Symbol.Doc is its first sentence), for a
	// document focused on one symbol.
	FullDocs map[int]string
}

// addFullDoc records the full doc of the symbol about to be appended.
func (r *Result) addFullDoc(doc string) {
	if doc == "" {
		return
	}
	if r.FullDocs == nil {
		r.FullDocs = map[int]string{}
	}
	r.FullDocs[len(r.Symbols)] = doc
}

// Scanner reads declaration files out of a package's files.
type Scanner struct {
	// Files maps package-relative paths ("dist/index.d.ts") to contents.
	Files map[string][]byte
	// Package is the package name, for self-imports and ambient
	// "declare module '<name>'" blocks.
	Package string
	Limits  Limits
	// Deps are other packages' declarations by module specifier, read
	// for the members the API's types inherit from theirs; nil: none.
	Deps map[string]Dep
	// Lib is TypeScript's lib (the declaration files of the typescript
	// package the project installs, Entries the lib files read), whose
	// global interfaces are the bases a type extends when neither the
	// package nor its Deps declare them (class Buffer extends Uint8Array,
	// interface Options extends Map<K, V>); nil: such bases are unseen.
	Lib *Dep

	children map[string]*Scanner // scanners of Deps, by specifier
	lib      *Scanner            // Lib's scanner, made once (libScanner)
	depLevel int                 // 0 for the package's scanner, 1 for its Deps', …
	// depNames indexes, by specifier, the names a Dep exports with
	// their declarations (depLookup): built once, since a package that
	// imports hundreds of names from one dependency would otherwise
	// list that dependency's exports once per name.
	depNames map[string]map[string]depHit
	entries  []string           // a Dep scanner's entry files
	ambients map[string]*module // a Dep scanner's merged ambient modules, by name
	scanned  []string           // the entry files Scan was given
	globals  map[string][]*decl // global declarations by name (globalDecls), built once

	parsed  map[string]*module
	res     *Result
	seen    map[string]bool  // symbol identity (name + signature)
	topCut  bool             // a limit cut top-level names (Result.TopListed)
	emitted map[*decl]string // declarations already listed, by full name
	active  map[*module]bool // modules being resolved (cycle guard)
	// augments are the members the package's own module files add to
	// its exported interfaces in "declare module '<package>'" blocks,
	// by interface name (see recordAugments).
	augments map[string][]member
	// self maps the package's own subpaths ("./crypto") to their declaration files through its exports
	// map, for an import of the package by its own name (selfEntry);
	// built once.
	self     map[string]string
	selfPJ   PackageJSON
	selfHave map[string]bool
	selfDone bool
}

// Scan lists the API reachable from the entry files.
func (s *Scanner) Scan(entries []string) *Result {
	s.init()
	s.scanned = entries
	for _, e := range entries {
		m := s.load(e)
		if m == nil {
			continue
		}
		if amb := s.ambientFor(m, e); amb != nil {
			m = amb
		}
		s.augment(m, e)
		s.attachTypedMembers(m, e)
		for _, ex := range s.augmented(s.exports(m, e, 0)) {
			s.emit(ex)
		}
		if len(s.res.Symbols) > 0 {
			// The other entries are the same API for another condition
			// (index.d.mts for import, index.d.ts for require): listing
			// both gives an ESM default export next to a CommonJS
			// export =. The first, as TypeScript picks it, is the API.
			break
		}
	}
	s.res.DepExternals = s.depExternals()
	s.unmarkListedTypes()
	s.res.TopListed = s.res.Truncated && !s.topCut
	return s.res
}

// unmarkListedTypes drops apicheck.TypeMembersListed from the values
// whose declared type the outline lists itself, or writes out (an object
// type): a check reads that type's members there, so the mark would only
// lengthen the line; from a value of a function type (it has no members
// of its own to misspell); and from every value of an outline
// cut short (members may be missing). It stays on values whose type the
// outline does not list: another package's, one not exported.
func (s *Scanner) unmarkListedTypes() {
	if s.res.Truncated {
		for i, sym := range s.res.Symbols {
			s.res.Symbols[i].Signature = strings.TrimSuffix(sym.Signature, apicheck.TypeMembersListed)
		}
		return
	}
	var ix *apicheck.Index
	for i, sym := range s.res.Symbols {
		bare, marked := strings.CutSuffix(sym.Signature, apicheck.TypeMembersListed)
		if !marked || isFuncDecl(sym) {
			continue // a function merged with a namespace keeps it (emit)
		}
		if ix == nil {
			ix = apicheck.NewIndex("npm", s.Package, s.res.Symbols)
		}
		t := apicheck.TSValueType(bare)
		_, listed := ix.Lookup(apicheck.Key(t))
		if t != "" && listed || apicheck.TSObjectLiteralType(bare) || declaresFuncType(declLine(bare)) {
			s.res.Symbols[i].Signature = bare
		}
	}
}

// defaultMaxFiles bounds the declaration files a package's outline reads:
// a declaration file a symbol, as icon sets are published (one file an
// icon, and an index that re-exports them all: phosphor-react-native's
// 1,515, @styled-icons/simple-icons' 2,170), was cut at 500, then 2,000,
// and the icons past the bound were not listed. Parsing 2,000
// declaration files takes about a second on a loaded machine (see
// depFilesFactor); a package that passes this bound says so
// (Result.Truncated), and a check of a name it lacks cannot tell.
const defaultMaxFiles = 4000

// init readies the scanner's state for a scan.
func (s *Scanner) init() {
	if s.Limits.MaxFiles == 0 {
		s.Limits.MaxFiles = defaultMaxFiles
	}
	if s.Limits.MaxSymbols == 0 {
		s.Limits.MaxSymbols = 20_000
	}
	s.parsed, s.seen, s.active = map[string]*module{}, map[string]bool{}, map[*module]bool{}
	s.res = &Result{}
	s.emitted = map[*decl]string{}
	s.augments = nil
	s.self, s.selfPJ, s.selfHave, s.selfDone = nil, PackageJSON{}, nil, false
	s.children = nil
	s.lib = nil
	s.globals = nil
}

// ambientFor returns the API a script entry file declares as "declare
// module '<package>'" (the @types style of old, and ORMs and SDKs that
// spread one such block over many files joined by /// <reference path>
// or <reference types>): every block of that name in the entry and the
// files it references, merged the way the compiler merges them. A
// module entry (one with imports or exports of its own) is its own API.
func (s *Scanner) ambientFor(m *module, file string) *module {
	if s.Package == "" || m.hasExports {
		return nil
	}
	return s.ambientModule(file, s.Package)
}

// ambientModule merges the "declare module '<name>'" blocks of file and
// the files it references; nil when there is none.
func (s *Scanner) ambientModule(file, name string) *module {
	var blocks []*module
	for _, f := range s.referenced(file) {
		if b, ok := s.load(f).ambient[name]; ok {
			blocks = append(blocks, b)
		}
	}
	if len(blocks) == 0 {
		return nil
	}
	return mergeBodies(blocks)
}

// referenced lists file and the files it references, transitively, in
// the order the compiler reads them: /// <reference path> relative to
// the file, <reference types> when it names this package or one of its
// files.
func (s *Scanner) referenced(file string) []string {
	var out []string
	seen := map[string]bool{}
	var walk func(f string, depth int)
	walk = func(f string, depth int) {
		if seen[f] || depth > maxDepth {
			return
		}
		m := s.load(f)
		if m == nil {
			return
		}
		seen[f] = true
		for _, ref := range m.references {
			target := path.Join(path.Dir(f), ref)
			if !strings.HasPrefix(target, "../") && target != ".." {
				if _, ok := s.Files[target]; !ok {
					target = s.resolve(f, "./"+ref)
				}
				if target != "" {
					walk(target, depth+1)
				}
			}
		}
		for _, ref := range m.typeRefs {
			if target := s.resolve(f, ref); target != "" {
				walk(target, depth+1)
			}
		}
		out = append(out, f)
	}
	walk(file, 0)
	// The entry first: its block usually holds the package's main
	// declarations.
	if len(out) > 0 {
		out = append(out[len(out)-1:], out[:len(out)-1]...)
	}
	return out
}

// mergeBodies merges the bodies of one ambient module or namespace
// declared more than once into one. Each body is its own export context:
// a body without export declarations exports everything in it, so its
// declarations are marked exported here (copies: the parsed ones stay as
// they are), and the merged body keeps every block's export lists.
func mergeBodies(blocks []*module) *module {
	if len(blocks) == 1 {
		return blocks[0]
	}
	out := newModule()
	out.nested, out.parent = blocks[0].nested, blocks[0].parent
	for _, b := range blocks {
		for _, d := range b.decls {
			if !b.exportDecls && !d.exported {
				c := *d
				c.exported = true
				d = &c
			}
			out.decls = append(out.decls, d)
		}
		for _, name := range b.localOrder {
			if _, dup := out.localExports[name]; !dup {
				out.localOrder = append(out.localOrder, name)
			}
			out.localExports[name] = b.localExports[name]
		}
		for _, name := range b.aliasOrder {
			if _, dup := out.aliases[name]; !dup {
				out.aliasOrder = append(out.aliasOrder, name)
			}
			out.aliases[name] = b.aliases[name]
		}
		out.reexports = append(out.reexports, b.reexports...)
		for k, v := range b.imports {
			if _, ok := out.imports[k]; !ok {
				out.imports[k] = v
			}
		}
		for k, v := range b.ambient {
			if _, ok := out.ambient[k]; !ok {
				out.ambient[k] = v
			}
		}
		if out.defaultName == "" {
			out.defaultName = b.defaultName
		}
		if out.equalsName == "" {
			out.equalsName = b.equalsName
		}
		out.hasExports = out.hasExports || b.hasExports
		out.exportDecls = out.exportDecls || b.exportDecls
	}
	return out
}

// mergeNamespaces merges the declarations of one namespace in a scope
// (namespace N { a } ... namespace N { b }, often in different files of
// one ambient module) into one whose body has both, as TypeScript merges
// them; listing each gave N's first body only.
func mergeNamespaces(ds []*decl) []*decl {
	first := -1
	var bodies []*module
	var out []*decl
	for _, d := range ds {
		if d.kind != "namespace" || d.body == nil {
			out = append(out, d)
			continue
		}
		if first < 0 {
			c := *d
			first = len(out)
			out = append(out, &c)
		} else {
			out[first].exported = out[first].exported || d.exported
			if out[first].doc == "" {
				out[first].doc, out[first].fullDoc = d.doc, d.fullDoc
			}
		}
		bodies = append(bodies, d.body)
	}
	if len(bodies) > 1 {
		out[first].body = mergeBodies(bodies)
	}
	return out
}

// load parses a file once.
func (s *Scanner) load(file string) *module {
	if m, ok := s.parsed[file]; ok {
		return m
	}
	src, ok := s.Files[file]
	if !ok {
		return nil
	}
	if len(s.parsed) >= s.Limits.MaxFiles {
		s.res.Truncated, s.topCut = true, true
		return nil
	}
	m := parseModule(string(src))
	setFile(m, file, s, 0)
	expandRecordBases(m, 0)
	s.parsed[file] = m
	s.res.Files = append(s.res.Files, file)
	s.recordAugments(m, file)
	return m
}

// recordAugments keeps the members a module file of the package adds to
// the package's own interfaces: "declare module '@tiptap/core' {
// interface Commands<ReturnType> { deleteNode: … } }" in @tiptap/core's
// bundled index.d.ts, once per command, over an empty exported "interface
// Commands". In a module file (one with imports or exports) such a block
// is an augmentation, which the compiler merges into the interface the
// package exports under that name (in a script it declares the module:
// ambientFor). A file the module imports for its effect alone (import
// './augmentation.js', as @ckeditor/ckeditor5-core keeps them) is read
// for the same reason.
func (s *Scanner) recordAugments(m *module, file string) {
	if s.Package == "" || !m.hasExports && len(m.imports) == 0 && len(m.sideImports) == 0 {
		return // a script: no import or export makes it a module
	}
	if body, ok := m.ambient[s.Package]; ok {
		for _, d := range body.decls {
			if d.kind != "interface" {
				continue
			}
			for _, mb := range d.members {
				if strings.HasPrefix(mb.name, "[") {
					// [PendingActions.pluginName]: a key computed in the
					// augmenting file's scope, not the interface's.
					continue
				}
				if s.augments == nil {
					s.augments = map[string][]member{}
				}
				s.augments[d.name] = append(s.augments[d.name], mb)
			}
		}
	}
	for _, spec := range m.sideImports {
		if target := s.resolve(file, spec); target != "" && strings.HasPrefix(spec, ".") {
			s.load(target)
		}
	}
}

// augmented is exs with each exported interface's members extended by
// what the package's augmentations add to it (recordAugments); the
// interface is a copy, as mergeInterfaces makes it.
func (s *Scanner) augmented(exs []export) []export {
	if len(s.augments) == 0 {
		return exs
	}
	for i, ex := range exs {
		add := s.augments[ex.name]
		if len(add) == 0 {
			continue
		}
		for j, d := range ex.decls {
			if d.kind != "interface" {
				continue
			}
			c := *d
			c.members = append(append([]member(nil), d.members...), add...)
			ds := append([]*decl(nil), ex.decls...)
			ds[j] = &c
			exs[i].decls = ds
			break
		}
	}
	return exs
}

// export is one exported binding: the name it is exported under and the
// declarations behind it.
type export struct {
	name  string
	decls []*decl
	how   string // "" | "default" | "equals"
}

// exports lists a module's exports in source order.
func (s *Scanner) exports(m *module, file string, depth int) []export {
	if depth > maxDepth || s.active[m] {
		return nil
	}
	s.active[m] = true
	defer delete(s.active, m)

	var out []export
	// Declaration files are ambient, and TypeScript's binder makes an
	// ambient file or namespace body without export declarations
	// (export { a }, export * from, export =, export default x) an export
	// context: every declaration in it is exported, "export" or not. A
	// script's declarations are all global. With export declarations, only
	// what carries "export" or is named in them is exported.
	script := !m.exportDecls
	byName := map[string][]*decl{}
	var order []string
	for _, d := range m.decls {
		if _, ok := byName[d.name]; !ok {
			order = append(order, d.name)
		}
		byName[d.name] = append(byName[d.name], d)
	}
	for name, ds := range byName {
		byName[name] = mergeNamespaces(mergeInterfaces(ds))
	}
	for _, name := range order {
		if m.equalsName != "" {
			break // "export =" is the module's only export
		}
		var ds []*decl
		for _, d := range byName[name] {
			if d.exported || script {
				ds = append(ds, d)
			}
		}
		if len(ds) > 0 {
			how := ""
			if ds[0].isDefault {
				how = "default"
			}
			out = append(out, export{name: name, decls: ds, how: how})
		}
	}
	local := func(name string) []*decl {
		if ds := byName[name]; len(ds) > 0 {
			return ds
		}
		// A namespace body sees the names of the modules around it
		// (declare namespace x { export type { A } } with A imported
		// at the top of the file).
		for scope := m; scope != nil; scope = scope.parent {
			if scope != m {
				var ds []*decl
				for _, d := range scope.decls {
					if d.name == name {
						ds = append(ds, d)
					}
				}
				if len(ds) > 0 {
					return ds
				}
			}
			if imp, ok := scope.imports[name]; ok {
				return s.lookup(file, imp.from, imp.name, depth)
			}
		}
		// A global the module exports (export { Buffer } in
		// declare module "node:buffer", Buffer declared in a global
		// block).
		return s.globalDecls(name)
	}
	if m.defaultName != "" {
		if ds := local(m.defaultName); len(ds) > 0 {
			name := m.defaultName
			if k := ds[0].kind; k == "const" || k == "let" || k == "var" || k == "alias" {
				name = "default" // export default f: importers see "default", not the local name
			}
			out = append(out, export{name: name, decls: ds, how: "default"})
		}
	}
	if m.equalsName != "" {
		ds := local(m.equalsName)
		if len(ds) > 0 {
			out = append(out, export{name: m.equalsName, decls: ds, how: "equals"})
		}
	}
	for _, exported := range m.localOrder {
		if ds := local(m.localExports[exported]); len(ds) > 0 {
			out = append(out, export{name: exported, decls: ds})
		}
	}
	// export import AddressInfo = WebSocket.AddressInfo
	for _, exported := range m.aliasOrder {
		path := m.aliases[exported]
		ds := local(path[0])
		for _, seg := range path[1:] {
			var next []*decl
			for _, d := range ds {
				if d.kind == "namespace" && d.body != nil {
					for _, ex := range s.exports(d.body, d.file, depth+1) {
						if ex.name == seg {
							next = append(next, ex.decls...)
						}
					}
				}
			}
			ds = next
		}
		if len(ds) == 0 {
			// The module it names is not read (another package's, or
			// a file the scanner cannot resolve): the name is exported
			// all the same, its declaration unseen.
			ds = []*decl{{name: exported, kind: "alias", exported: true, sig: "export import " + exported + " = " + strings.Join(path, ".")}}
		}
		out = append(out, export{name: exported, decls: ds})
	}
	for _, r := range m.reexports {
		target := s.resolve(file, r.from)
		switch {
		case target == "" && r.star:
			// export * from 'fs': another package's (or a Node
			// builtin's) exports, when its declarations were given.
			exs, ok := s.depExports(r.from, depth+1)
			if !ok {
				s.external(r.from)
				s.externalStar(r.from)
			}
			for _, ex := range exs {
				if ex.how != "default" {
					out = append(out, ex)
				}
			}
		case target == "" && r.ns != "":
			// export * as promises from 'node:fs/promises': the name is
			// certain, its contents are another module's: read when its
			// declarations were given (a Dep, or a module a Dep's files
			// declare).
			if cs, body, e := s.depModule(r.from); body != nil {
				ns := &decl{name: r.ns, kind: "namespace", exported: true, sig: "export * as " + r.ns + " from '" + r.from + "'", body: body, file: e, owner: cs}
				out = append(out, export{name: r.ns, decls: []*decl{ns}})
				break
			}
			s.external(r.from)
			out = append(out, export{name: r.ns, decls: []*decl{{name: r.ns, kind: "alias", exported: true, sig: "export * as " + r.ns + " from '" + r.from + "'"}}})
		case target == "" && len(r.order) == 0:
			s.external(r.from)
		case r.star:
			if tm := s.load(target); tm != nil {
				for _, ex := range s.exports(tm, target, depth+1) {
					if ex.how != "default" {
						out = append(out, ex)
					}
				}
			}
		case r.ns != "":
			if tm := s.load(target); tm != nil {
				ns := &decl{name: r.ns, kind: "namespace", exported: true, sig: "export * as " + r.ns + " from '" + r.from + "'", body: tm, file: target}
				out = append(out, export{name: r.ns, decls: []*decl{ns}})
			}
		default:
			for _, exported := range r.order {
				if ds := s.lookup(file, r.from, r.names[exported], depth); len(ds) > 0 {
					out = append(out, export{name: exported, decls: ds})
				}
			}
		}
	}
	return out
}

// mergeInterfaces merges the declarations of one interface in a scope
// (interface X { a } ... interface X { b }) into one with every member, as
// TypeScript merges them; listing each gave the same "interface X" twice.
// The merged declaration is a copy: the parsed ones stay as they are.
func mergeInterfaces(ds []*decl) []*decl {
	first := -1
	var out []*decl
	for _, d := range ds {
		if d.kind != "interface" {
			out = append(out, d)
			continue
		}
		if first < 0 {
			c := *d
			c.members = append([]member(nil), d.members...)
			first = len(out)
			out = append(out, &c)
			continue
		}
		out[first].members = append(out[first].members, d.members...)
		out[first].sig = mergeHeritage(out[first].sig, d.sig)
		out[first].exported = out[first].exported || d.exported
		if out[first].doc == "" {
			out[first].doc, out[first].fullDoc = d.doc, d.fullDoc
		}
	}
	return out
}

// mergeHeritage is an interface's signature with the bases another of
// its declarations extends added (lodash's "interface Collection<T>
// extends LoDashImplicitWrapper<T[]>" is one of a dozen "interface
// Collection<T>" blocks): the merged interface extends them all, as
// TypeScript merges it, and inherits their members.
func mergeHeritage(sig, other string) string {
	head, have, ok := cutHeritage(sig)
	oHead, ext, oOK := cutHeritage(other)
	if !oOK || oHead != head {
		// No bases, or type parameters written otherwise: left alone.
		return sig
	}
	ext = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(ext), "{"))
	switch {
	case !ok:
		return head + " extends " + ext
	case strings.Contains(have, ext):
		return sig
	}
	return head + " extends " + strings.TrimSpace(have) + ", " + ext
}

// cutHeritage cuts an interface's signature at its " extends " outside
// its type parameters ("interface B<T extends X = X> extends A<T>").
func cutHeritage(sig string) (head, bases string, ok bool) {
	depth := 0
	for i := 0; i < len(sig); i++ {
		switch sig[i] {
		case '<', '(', '[', '{':
			depth++
		case '>', ')', ']', '}':
			if i == 0 || sig[i-1] != '=' {
				depth--
			}
		case ' ':
			if depth == 0 && strings.HasPrefix(sig[i:], " extends ") {
				return strings.TrimSpace(sig[:i]), sig[i+len(" extends "):], true
			}
		}
	}
	return strings.TrimSpace(sig), "", false
}

// attachTypedMembers gives a const typed by interfaces or object type
// aliases ("declare const assert: Assert", "declare const _:
// _.LoDashStatic", "declare const chalk: chalk.Chalk & chalk.ChalkFunction
// & { ... }", "declare const ky: KyInstance" with KyInstance imported from
// another file and not exported) those types' members and the inline
// object type's: they are the const's API.
func (s *Scanner) attachTypedMembers(m *module, file string) {
	for _, d := range m.decls {
		if (d.kind != "const" && d.kind != "var" && d.kind != "let") || len(d.members) > 0 {
			continue
		}
		if _, typ, ok := strings.Cut(d.sig, ": "); ok {
			d.members, d.typeWhole = s.valueTypeMembers(d, m, file, typ)
		}
	}
}

// valueTypeMembers lists the members of typ, a variable d's declared
// type written in m, and whether they are all the type's.
func (s *Scanner) valueTypeMembers(d *decl, m *module, file, typ string) ([]member, bool) {
	var left bool
	if v, ok := strings.CutPrefix(strings.TrimSuffix(strings.TrimSpace(typ), ";"), "typeof "); ok && isTypeRef(strings.TrimSpace(v)) {
		// "export const chalkStderr: typeof chalk": another name for a
		// value, whose members are listed under it once, not again
		// (fifty of chalk's); a class's (typeof C) are its statics.
		if ms := s.typeMembersOf(m, file, typ, 0, nil, &left); s.classValue(m, file, strings.TrimSpace(v)) {
			return d.literalDoc(ms), !left
		}
		return nil, false
	}
	ms := s.typeMembersOf(m, file, typ, 0, nil, &left)
	return d.literalDoc(ms), !left
}

// typeMembers lists the members of a type written in module m: inline
// object types, interfaces and type aliases of object types, in m, in a
// namespace of m, or imported into m from another file of the package,
// and their intersections.
func (s *Scanner) typeMembers(m *module, file, typ string, depth int) []member {
	var left bool
	return s.typeMembersOf(m, file, typ, depth, nil, &left)
}

// typeMembersOf is typeMembers reading a type alias's body with sub, its
// type parameters' arguments (ExecaMethod<{}>: OptionsType is {}), which
// the call signatures of its function types are written with. It sets
// *left when it leaves members of the type out: a part it cannot find or
// does not compute (another package's type not given in Deps, typeof a
// value, a mapped type over keys it cannot list), a base of an interface
// or class it names, an index signature (any key).
func (s *Scanner) typeMembersOf(m *module, file, typ string, depth int, sub map[string]string, left *bool) []member {
	if depth > maxDepth {
		*left = true
		return nil
	}
	if call, ok := funcType(typ); ok {
		// A function type, whose return type may be an intersection
		// ((a) => A & B) that is no part of a value's type.
		return []member{{name: "()", kind: "call", sig: substitute(call, sub)}}
	}
	find := func(ds []*decl, name string) *decl {
		for _, d := range ds {
			if d.name == name && (d.kind == "interface" || d.kind == "namespace" || d.kind == "type" || d.kind == "class") {
				return d
			}
		}
		return nil
	}
	var out []member
	for _, part := range splitIntersection(typ) {
		if call, ok := funcType(part); ok {
			out = append(out, member{name: "()", kind: "call", sig: substitute(call, sub)})
			continue
		}
		if strings.HasPrefix(part, "{") {
			// An inline object type: its members, parsed as an
			// interface body.
			if tm := parseModule("interface T " + part); len(tm.decls) == 1 {
				out = append(out, tm.decls[0].members...)
				*left = *left || hasIndex(tm.decls[0].members)
			} else {
				*left = true
			}
			continue
		}
		if keys, param, val, optional, ok := mappedBase(part); ok {
			// Record<"BadRequest" | "400", C> (http-errors' named
			// constructors) or a mapped type over literal keys: one
			// property per key.
			if kd := find(m.decls, keys); kd != nil && kd.kind == "type" {
				if _, rhs, ok := strings.Cut(kd.sig, "= "); ok {
					keys = rhs
				}
			}
			if len(literalUnion(keys)) == 0 {
				*left = true
			}
			for _, l := range literalUnion(keys) {
				v := val
				if param != "" {
					v = replaceWord(v, param, "'"+l+"'")
				}
				n := l
				if optional {
					n += "?"
				}
				out = append(out, member{name: l, kind: "property", sig: quoteKey(n) + ": " + v})
			}
			continue
		}
		if inner, keep, ok := keyMappedIn(m, part); ok {
			// Pick<Spec, 'identify' | 'onReady'> (a React Native
			// module's methods a const exposes), Omit<X, K>,
			// Partial<X>: X's members, those the mapping keeps.
			for _, mb := range s.typeMembersOf(m, file, inner, depth+1, sub, left) {
				if keep(mb.name) {
					out = append(out, mb)
				}
			}
			continue
		}
		args := typeArgs(part)
		part = strings.TrimSpace(stripTypeArgs(part))
		// typeof C: the class C itself, not an instance ("declare const
		// TextToSpeechClient: typeof v1.TextToSpeechClient" beside "type
		// TextToSpeechClient = v1.TextToSpeechClient", how the Google
		// Cloud clients re-export a class of a namespace import): the
		// compiler merges the const and the type of one name, so the
		// name's members are the class's, static and instance.
		ofClass := false
		if rest, ok := strings.CutPrefix(part, "typeof "); ok {
			part, ofClass = strings.TrimSpace(rest), true
		}
		var target *decl
		ts := s // the scanner whose files declare target
		if spec, name, ok := importType(part); ok {
			// import("@medusajs/types").ModuleExports<typeof S>, as the
			// compiler writes an inferred type from another file or
			// package: the declaration that module exports; through
			// the namespaces a qualified name names
			// (import("eslint").Linter.Config).
			name, inner, _ := strings.Cut(name, ".")
			var ds []*decl
			switch {
			case strings.HasPrefix(spec, "."):
				ds = s.lookup(file, spec, name, depth+1)
			case s.Deps[spec].Entries != nil:
				ts, ds = s.depLookup(spec, name)
			default:
				s.externalType(spec)
			}
			for inner != "" {
				var seg string
				seg, inner, _ = strings.Cut(inner, ".")
				var next []*decl
				for _, d := range ds {
					if d.kind == "namespace" && d.body != nil {
						for _, x := range d.body.decls {
							if x.name == seg {
								next = append(next, x)
							}
						}
					}
				}
				ds = next
			}
			for _, d := range ds {
				if d.kind == "interface" || d.kind == "type" || d.kind == "class" {
					target = d
					break
				}
			}
		} else if ns, name, dotted := strings.Cut(part, "."); dotted {
			if nd := find(m.decls, ns); nd != nil && nd.kind == "namespace" && nd.body != nil {
				target = find(nd.body.decls, name)
			} else if imp, ok := m.imports[ns]; ok && imp.name == "*" && strings.HasPrefix(imp.from, ".") && !strings.Contains(name, ".") {
				// import * as v1 from './v1'; v1.TextToSpeechClient:
				// what that file of the package exports as the name.
				target = find(s.lookup(file, imp.from, name, depth+1), name)
			} else if ok && imp.name != "*" && imp.name != "default" && !strings.HasPrefix(imp.from, ".") && !strings.Contains(name, ".") {
				// import { IRenderMime } from '@jupyterlab/rendermime-interfaces';
				// declare const extension: IRenderMime.IExtension: a
				// type in a namespace another package exports, read
				// when its declarations were given (else recorded, for
				// the caller to give them where the project installs it).
				if _, given := s.Deps[imp.from]; given {
					var ds []*decl
					ts, ds = s.depLookup(imp.from, imp.name)
					for _, d := range ds {
						if d.kind == "namespace" && d.body != nil {
							if x := find(d.body.decls, name); x != nil && (x.kind == "interface" || x.kind == "type" || x.kind == "class") {
								target = x
								break
							}
						}
					}
				} else {
					s.externalType(imp.from)
				}
			}
		} else if target = find(m.decls, part); target == nil {
			if imp, ok := scopeImport(m, part); ok && imp.name != "*" {
				for _, d := range s.lookup(file, imp.from, imp.name, depth+1) {
					if d.kind == "interface" || d.kind == "type" || d.kind == "class" {
						target = d
						break
					}
				}
			}
		}
		if target == nil {
			// A type the module does not declare or import: a global
			// one (declare module "crossfilter" { var crossfilter:
			// CrossFilter.CrossFilterStatic; export = crossfilter }, the
			// namespace declared at the top of the same script file).
			target = find(s.globalDecls(part), part[strings.LastIndexByte(part, '.')+1:])
		}
		if ofClass && (target == nil || target.kind != "class") {
			// typeof a value the package declares: the members of the
			// type it is declared with ("type DefaultTemplateBuilder =
			// typeof smart & { … }", smart a const of an interface
			// type), or a function's call signatures.
			out = append(out, s.valueOfMembers(m, file, part, depth, left)...)
			continue
		}
		switch {
		case target == nil:
			*left = true
		case target.kind == "interface":
			out = append(out, target.members...)
			*left = *left || len(basesOf(target)) > 0 || hasIndex(target.members) || mergedElsewhere(target)
		case target.kind == "class":
			*left = *left || len(basesOf(target)) > 0 || hasIndex(target.members)
			// declare const _default: Mime, with Mime a class (imported
			// from another file as its default export): an instance, so
			// the class's instance members, not its statics; typeof
			// Mime: both (see ofClass).
			for _, mb := range target.members {
				if (ofClass || !isStatic(mb)) && mb.kind != "constructor" {
					out = append(out, mb)
				}
			}
		case target.kind == "type":
			// type X = { ... } or A & { ... }: read where it is declared.
			if rhs, ok := aliasBody(target.sig); ok {
				var inner map[string]string
				if params := typeParams(target.sig); len(params) > 0 && len(args) > 0 {
					inner = map[string]string{}
					for i, p := range params {
						if i < len(args) {
							inner[p] = substitute(args[i], sub)
						}
					}
				}
				tf := target.file
				var got []member
				if tm := target.scope; tm != nil && ts != s {
					// Another package's alias (eslint's Linter.Config
					// = ConfigObject<Rules>, in namespace Linter):
					// read in its scope, by that package's scanner.
					got = ts.typeMembersOf(tm, tf, rhs, depth+1, inner, left)
				} else if tm := s.parsed[tf]; tm != nil {
					got = s.typeMembersOf(tm, tf, rhs, depth+1, inner, left)
				} else {
					got = s.typeMembersOf(m, file, rhs, depth+1, inner, left)
				}
				out = append(out, target.literalDoc(got)...)
			} else {
				*left = true
			}
		default:
			*left = true
		}
	}
	return out
}

// classValue reports whether name, written in module m, is a class:
// typeof it is the class itself.
func (s *Scanner) classValue(m *module, file, name string) bool {
	for _, d := range m.decls {
		if d.name == name && d.kind == "class" {
			return true
		}
	}
	if strings.Contains(name, ".") {
		return true // typeof v1.TextToSpeechClient: read as before (typeMembersOf)
	}
	if imp, ok := scopeImport(m, name); ok && imp.name != "*" && strings.HasPrefix(imp.from, ".") {
		for _, d := range s.lookup(file, imp.from, imp.name, 1) {
			if d.kind == "class" {
				return true
			}
		}
	}
	return false
}

// valueOfMembers lists the members of typeof name, name a value written
// in module m: a const, let or var of the package (in m, or imported into
// m from another of its files) has its declared type's members; a
// function its call signatures. It sets *left for any other value, a
// function merged with a namespace (whose members are the namespace's),
// and a value not found.
func (s *Scanner) valueOfMembers(m *module, file, name string, depth int, left *bool) []member {
	if strings.Contains(name, ".") || depth >= maxDepth {
		*left = true
		return nil
	}
	var ds []*decl
	for _, d := range m.decls {
		if d.name == name {
			ds = append(ds, d)
		}
	}
	if len(ds) == 0 {
		if imp, ok := scopeImport(m, name); ok && imp.name != "*" && strings.HasPrefix(imp.from, ".") {
			ds = s.lookup(file, imp.from, imp.name, depth+1)
		}
	}
	var out []member
	fn := false
	for _, d := range ds {
		switch d.kind {
		case "const", "let", "var":
			_, typ, ok := strings.Cut(d.sig, ": ")
			typ = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(typ), ";"))
			if !ok || typ == "" || fn {
				*left = true
				return nil
			}
			vm, vf := m, file
			if tm := s.parsed[d.file]; tm != nil && d.scope != nil {
				vm, vf = d.scope, d.file
			}
			return s.typeMembersOf(vm, vf, typ, depth+1, nil, left)
		case "function":
			fn = true
			call := d.sig
			if _, rest, ok := strings.Cut(call, "function "+d.name); ok {
				call = strings.TrimSpace(rest) // "<T>(a: T): R"
			}
			out = append(out, member{name: "()", kind: "call", sig: call})
		case "interface", "type":
			// A type of the same name: not the value's.
		default:
			*left = true // a namespace, class or enum value: not read here
			return nil
		}
	}
	if !fn {
		*left = true
	}
	return out
}

// isProtected reports whether a class member is declared protected:
// a subclass reaches it, code holding an instance does not.
func isProtected(mb member) bool {
	for _, w := range strings.Fields(mb.sig) {
		switch w {
		case "protected":
			return true
		case "public", "static", "readonly", "abstract", "declare", "override":
			continue
		}
		return false
	}
	return false
}

// isStatic reports whether a class member is declared static.
func isStatic(mb member) bool {
	for _, w := range strings.Fields(mb.sig) {
		switch w {
		case "static":
			return true
		case "public", "protected", "readonly", "abstract", "declare", "override":
			continue
		}
		return false
	}
	return false
}

// stripTypeArgs drops a trailing type argument list: "Foo<T>" → "Foo".
func stripTypeArgs(t string) string {
	if i := strings.IndexByte(t, '<'); i > 0 && strings.HasSuffix(t, ">") {
		return t[:i]
	}
	return t
}

// splitIntersection splits "A & B.C & { x: X & Y }" at its top-level "&".
func splitIntersection(typ string) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(typ); i++ {
		switch typ[i] {
		case '{', '(', '[', '<':
			depth++
		case '}', ')', ']':
			depth--
		case '>':
			if i == 0 || typ[i-1] != '=' { // "=>" closes nothing
				depth--
			}
		case '&':
			if depth == 0 {
				out = append(out, strings.TrimSpace(typ[start:i]))
				start = i + 1
			}
		}
	}
	return append(out, strings.TrimSpace(typ[start:]))
}

// augment merges into the entry module m the "declare module '<m>'"
// blocks of the files m references with /// <reference path>, the way
// @types/lodash spreads LoDashStatic over common/*.d.ts.
func (s *Scanner) augment(m *module, file string) {
	if len(m.references) == 0 {
		return
	}
	container := m
	if m.equalsName != "" {
		for _, d := range m.decls {
			if d.name == m.equalsName && d.kind == "namespace" && d.body != nil {
				container = d.body
			}
		}
	}
	for _, ref := range m.references {
		target := path.Join(path.Dir(file), ref)
		if strings.HasPrefix(target, "../") {
			continue
		}
		tm := s.load(target)
		if tm == nil {
			continue
		}
		for name, body := range tm.ambient {
			if !strings.HasPrefix(name, ".") || s.resolve(target, name) != file {
				continue
			}
			for _, d := range body.decls {
				merged := false
				if d.kind == "interface" {
					for _, have := range container.decls {
						if have.kind == "interface" && have.name == d.name {
							have.members = append(have.members, d.members...)
							have.sig = mergeHeritage(have.sig, d.sig)
							merged = true
							break
						}
					}
				}
				if !merged {
					d.exported = true
					container.decls = append(container.decls, d)
				}
			}
		}
	}
}

// setFile records in every declaration the file it was read from, so
// namespace bodies resolve their imports relative to it.
func setFile(m *module, file string, owner *Scanner, depth int) {
	if depth > maxDepth {
		return
	}
	for _, d := range m.decls {
		d.file, d.owner, d.scope = file, owner, m
		if d.body != nil {
			setFile(d.body, file, owner, depth+1)
		}
	}
	for _, a := range m.ambient {
		setFile(a, file, owner, depth+1)
	}
	for _, g := range m.globals {
		setFile(g, file, owner, depth+1)
	}
}

// lookup finds the declarations a module exports under name ("default"
// and "*" included).
func (s *Scanner) lookup(from, spec, name string, depth int) []*decl {
	target := s.resolve(from, spec)
	var tm *module
	if target == "" {
		// In a Dep's files, a module they declare ("declare module
		// 'events' { import events = require('node:events'); … }").
		tm, target = s.ambientOf(spec)
	}
	if target == "" {
		if spec == s.Package {
			return nil // the package itself (import m = require('<package>')): its API is what is listed
		}
		if name != "*" && name != "default" {
			// A name another package exports, when its declarations
			// were given: that declaration (glob's FSOption, from
			// path-scurry, with its members).
			if _, ds := s.depLookup(spec, name); len(ds) > 0 {
				return ds
			}
			if _, given := s.Deps[spec]; !given {
				s.externalNamed(spec)
			}
		}
		if name == "*" {
			// import * as types from "ast-types"; export { types }
			// (or export * as types from …): the namespace is the
			// other package's whole module, whose names code reaches
			// as types.builders; read when its declarations were given.
			if ds := s.depNamespace(spec); len(ds) > 0 {
				return ds
			}
			if _, given := s.Deps[spec]; !given {
				s.externalNamed(spec)
			}
		}
		s.external(spec)
		switch name {
		case "*": // import * as m from 'other'; export { m as mongo }
			return []*decl{{kind: "alias", exported: true, sig: "import * as %s from '" + spec + "'"}}
		case "default":
			return []*decl{{kind: "alias", exported: true, sig: "import %s from '" + spec + "'"}}
		}
		// Another package's export, passed on: named, not followed.
		return []*decl{{name: name, kind: "alias", exported: true, sig: "export { " + name + " } from '" + spec + "'"}}
	}
	if tm == nil {
		tm = s.load(target)
	}
	if tm == nil {
		return nil
	}
	if name == "*" {
		// import X = require('./m') (or import * as X) of a module
		// that says "export = Y": X is Y, not a namespace holding it
		// (semver's SemVer, inc; listing it as a namespace named them
		// SemVer.SemVer, inc.inc).
		if tm.equalsName != "" {
			for _, ex := range s.exports(tm, target, depth+1) {
				if ex.how == "equals" {
					return ex.decls
				}
			}
		}
		ns := &decl{kind: "namespace", exported: true, sig: "import * as %s from '" + spec + "'", body: tm, file: target}
		return []*decl{ns}
	}
	exs := s.exports(tm, target, depth+1)
	for _, ex := range exs {
		if ex.name == name || name == "default" && ex.how != "" {
			return ex.decls
		}
	}
	// export type { Argv } from "./index.js" where index.d.ts says
	// "export = yargs" with the types in namespace yargs.
	for _, ex := range exs {
		if ex.how != "equals" {
			continue
		}
		for _, d := range ex.decls {
			if d.kind == "namespace" && d.body != nil {
				for _, inner := range s.exports(d.body, d.file, depth+2) {
					if inner.name == name {
						return inner.decls
					}
				}
			}
		}
	}
	return nil
}

// depNamespace is what import * as X from spec gives when spec's
// declarations were given in Deps: the Dep's entry module as a namespace
// read by the Dep's own scanner, or, when that module says "export = Y",
// Y's declarations (as for a file of the package). nil when spec was not
// given or its entry does not load.
func (s *Scanner) depNamespace(spec string) []*decl {
	dep, ok := s.Deps[spec]
	if !ok || len(dep.Entries) == 0 {
		return nil
	}
	cs := s.child(spec, dep)
	e := dep.Entries[0]
	em := cs.load(e)
	if em == nil {
		return nil
	}
	if amb := cs.ambientFor(em, e); amb != nil {
		em = amb
	}
	if em.equalsName != "" {
		for _, ex := range cs.exports(em, e, 1) {
			if ex.how == "equals" {
				return ex.decls
			}
		}
	}
	return []*decl{{kind: "namespace", exported: true, sig: "import * as %s from '" + spec + "'", body: em, file: e, owner: cs}}
}

// resolve maps an import specifier to a file of the package, or "" when it
// is another package (or leaves the package).
func (s *Scanner) resolve(from, spec string) string {
	var base string
	switch {
	case strings.HasPrefix(spec, "./") || strings.HasPrefix(spec, "../") || spec == "." || spec == "..":
		base = path.Join(path.Dir(from), spec)
		if base == ".." || strings.HasPrefix(base, "../") {
			return ""
		}
	case s.Package != "" && (spec == s.Package || strings.HasPrefix(spec, s.Package+"/")):
		base = strings.TrimPrefix(strings.TrimPrefix(spec, s.Package), "/")
		if base == "" {
			return ""
		}
		if f := s.selfEntry(base); f != "" {
			return f
		}
	default:
		return ""
	}
	stem := base
	for _, ext := range []string{".js", ".mjs", ".cjs", ".ts", ".mts", ".cts"} {
		if strings.HasSuffix(base, ext) && !strings.HasSuffix(base, ".d"+ext) {
			stem = strings.TrimSuffix(base, ext)
			break
		}
	}
	for _, c := range []string{base, stem + ".d.ts", stem + ".d.mts", stem + ".d.cts", stem + ".ts",
		stem + "/index.d.ts", stem + "/index.d.mts", stem + "/index.d.cts", stem + "/index.ts"} {
		if _, ok := s.Files[c]; ok && (strings.HasSuffix(c, ".ts") || strings.HasSuffix(c, ".mts") || strings.HasSuffix(c, ".cts")) {
			return c
		}
	}
	return s.dirTypes(stem)
}

// selfEntry is the declaration file an import of the package by its own
// name resolves to through its exports map, as the compiler resolves a
// self-reference ("ohash/crypto" with "./crypto": {"node":
// "./dist/crypto/node/index.mjs", …}: dist/crypto/node/index.d.mts, not
// a file named crypto); sub is the subpath. "" when the package's package.json has no exports map or it gives sub
// no declarations: the path in the package is tried then.
func (s *Scanner) selfEntry(sub string) string {
	if !s.selfDone {
		s.selfDone = true
		var pj PackageJSON
		if data, ok := s.Files["package.json"]; ok && json.Unmarshal(data, &pj) == nil && len(pj.Exports) > 0 {
			s.selfPJ = PackageJSON{Exports: pj.Exports}
			s.selfHave = make(map[string]bool, len(s.Files))
			for f := range s.Files {
				s.selfHave[f] = true
			}
			_, s.self = Entries(s.selfPJ, s.selfHave)
		}
	}
	if s.self == nil {
		return ""
	}
	if f, ok := s.self["./"+sub]; ok {
		return f
	}
	return SubpathEntry(s.selfPJ, s.selfHave, "./"+sub)
}

// dirTypes is the declaration file a directory's own package.json names
// ("types" or "typings"), as the compiler resolves an import of the
// directory (preact/compat's import * as _hooks from '../../hooks', with
// hooks/package.json saying "types": "src/index.d.ts"); "" when it has
// none, or names a file outside the directory.
func (s *Scanner) dirTypes(dir string) string {
	data, ok := s.Files[dir+"/package.json"]
	if !ok || dir == "" || dir == "." {
		return ""
	}
	var pj struct {
		Types   string `json:"types"`
		Typings string `json:"typings"`
	}
	if json.Unmarshal(data, &pj) != nil {
		return ""
	}
	t := pj.Types
	if t == "" {
		t = pj.Typings
	}
	rel := path.Clean(strings.TrimPrefix(t, "./"))
	if t == "" || strings.HasPrefix(rel, "../") || rel == ".." || path.IsAbs(rel) {
		return ""
	}
	for _, c := range []string{dir + "/" + rel, dir + "/" + rel + ".d.ts", dir + "/" + rel + "/index.d.ts"} {
		if _, ok := s.Files[c]; ok && strings.HasSuffix(c, ".ts") {
			return c
		}
	}
	return ""
}

func (s *Scanner) external(spec string) {
	for _, e := range s.res.External {
		if e == spec {
			return
		}
	}
	s.res.External = append(s.res.External, spec)
}

// emit turns an export into symbols, members and namespace contents
// included.
func (s *Scanner) emit(ex export) {
	how := ex.how
	if how == "equals" {
		flat := true
		for _, d := range ex.decls {
			flat = flat && d.kind == "namespace"
		}
		if flat {
			how = "equals-namespace"
		}
	}
	// The value first (each overload), then a namespace merged with it:
	// its contents are listed under the value's name, without a
	// namespace line of their own.
	decls := append([]*decl(nil), ex.decls...)
	sort.SliceStable(decls, func(i, j int) bool { return decls[i].kind != "namespace" && decls[j].kind == "namespace" })
	merged := decls[0].kind != "namespace"
	whole := merged && funcMembersWhole(decls)
	for _, d := range decls {
		s.typedConstMembers(d)
		if merged && d.kind == "namespace" && d.body != nil {
			s.emitBody(ex.name, d, 0)
			continue
		}
		at := len(s.res.Symbols)
		s.emitDecl(ex.name, "", d, how, 0)
		if whole && at < len(s.res.Symbols) && s.res.Symbols[at].Name == ex.name {
			// A function's members are its namespace's, listed under
			// it: said once, on its first declaration.
			s.res.Symbols[at].Signature += apicheck.TypeMembersListed
			whole = false
		}
	}
}

// funcMembersWhole reports whether decls, one export's, are a function
// (each overload) merged with a namespace and nothing else, the
// namespace's contents all its own declarations (no export * from
// another module): the function's members are then what the namespace
// exports, each listed under the function.
func funcMembersWhole(decls []*decl) bool {
	fn, ns := false, false
	for _, d := range decls {
		switch {
		case d.kind == "function":
			fn = true
		case d.kind == "namespace" && d.body != nil:
			if len(d.body.imports) > 0 {
				return false // export import x = …: maybe a name it passes on
			}
			for _, r := range d.body.reexports {
				if r.star || r.ns != "" {
					return false
				}
			}
			ns = ns || len(d.body.decls) > 0
		default:
			return false
		}
	}
	return fn && ns
}

// typedConstMembers gives a const of a file that is no entry, re-exported
// by one (diff's "export declare const wordDiff: WordDiff" in
// diff/word.d.ts, WordDiff a class of that file it does not export), the
// members of its type: attachTypedMembers ran on the entries only.
func (s *Scanner) typedConstMembers(d *decl) {
	if (d.kind == "const" || d.kind == "var" || d.kind == "let") && len(d.members) == 0 && d.scope != nil {
		if _, typ, ok := strings.Cut(d.sig, ": "); ok {
			d.members, d.typeWhole = d.scanner(s).valueTypeMembers(d, d.scope, d.file, typ)
		}
	}
}

// mergedElsewhere reports whether an interface's scope declares it more
// than once (declarations merge: one holds only some of its members), or
// its scope is not known.
func mergedElsewhere(d *decl) bool {
	if d.scope == nil {
		return true
	}
	n := 0
	for _, x := range d.scope.decls {
		if x.name == d.name && x.kind == "interface" {
			n++
		}
	}
	return n != 1
}

// declLine is a signature's declaration: what follows "export = " or
// "declare ", up to "; export default".
func declLine(sig string) string {
	sig = strings.TrimPrefix(strings.TrimPrefix(sig, "export = "), "declare ")
	sig, _, _ = strings.Cut(sig, "; export default ")
	sig, _, _ = strings.Cut(sig, " // ")
	return sig
}

// isFuncDecl reports whether sym is a function's declaration ("function
// f(…)", "export = function f(…)"), not a value typed by a function type.
func isFuncDecl(sym sdk.Symbol) bool {
	sig := strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(sym.Signature, "export = "), "export default "), "declare ")
	sig = strings.TrimPrefix(sig, "async ")
	return sym.Kind == "function" && strings.HasPrefix(sig, "function")
}

// hasIndex reports whether members include an index signature: any key
// is then a member.
func hasIndex(ms []member) bool {
	for _, mb := range ms {
		if mb.kind == "index" {
			return true
		}
	}
	return false
}

// emitBody lists a namespace's contents under parent.
func (s *Scanner) emitBody(parent string, d *decl, depth int) {
	if depth >= maxDepth {
		return
	}
	for _, ex := range d.scanner(s).exports(d.body, d.file, depth+1) {
		for _, cd := range ex.decls {
			if s.selfExport(d, cd, parent, ex.name) {
				continue
			}
			s.emitDecl(ex.name, parent, cd, "", depth+1)
		}
	}
}

// scanner is the scanner that reads d's file: its owner, else s.
func (d *decl) scanner(s *Scanner) *Scanner {
	if d.owner != nil {
		return d.owner
	}
	return s
}

func (s *Scanner) emitDecl(name, parent string, d *decl, how string, depth int) {
	capped := len(s.res.Symbols) >= s.Limits.MaxSymbols
	if capped {
		s.res.Truncated = true
		if parent != "" || len(s.res.Symbols) >= s.Limits.MaxSymbols+maxTopPastCap {
			s.topCut = s.topCut || parent == ""
			s.markCut(parent)
			return
		}
		// A top-level name past the bound is listed, without its
		// members (see maxTopPastCap).
	}
	full := name
	if parent != "" {
		full = parent + "." + name
	}
	sig := d.sig
	switch how {
	case "default":
		switch {
		case strings.HasPrefix(sig, "export default"):
		case d.kind == "const" || d.kind == "let" || d.kind == "var":
			// declare const f: T; export default f
			sig = "declare " + sig + "; export default " + d.name
		default:
			sig = "export default " + sig
		}
	case "equals", "equals-namespace":
		sig = "export = " + sig
	}
	if name != d.name && d.name != "" && how == "" {
		sig += " // exported as " + name
	}
	if d.name == "" && strings.Contains(sig, "%s") {
		sig = strings.Replace(sig, "%s", name, 1)
	}
	if d.typeWhole && isValueKind(d.kind) {
		// Its members, listed under it, are all its declared type's.
		sig += apicheck.TypeMembersListed
	}
	if d.kind == "namespace" && d.body != nil && len(d.body.decls) == 0 && len(d.body.reexports) == 0 && len(d.body.localOrder) == 0 && len(d.body.aliasOrder) == 0 {
		// An empty namespace merged with a function adds nothing. A
		// module that only passes names on (export import X = X.X, one
		// a line, as the OCI SDKs' lib/model/index.d.ts) is not empty.
		return
	}
	if prev, ok := s.emitted[d]; ok && prev == full && how != "" {
		// export default X / export = X where X is already listed.
		key := "alias\x00" + full + how
		if !s.seen[key] {
			s.seen[key] = true
			stmt := "export default " + name
			switch {
			case strings.HasPrefix(how, "equals"):
				stmt = "export = " + name
			case d.sig != "" && !strings.Contains(d.sig, "%s"):
				// export function swc(…); export default swc: the
				// default is that declaration, under another name, as
				// export { X as default } is listed.
				stmt = d.sig + " // exported as default"
			}
			s.res.Symbols = append(s.res.Symbols, sdk.Symbol{Name: "default", Kind: "alias", Signature: stmt})
		}
		return
	}
	s.emitted[d] = full
	key := full + "\x00" + sig
	if s.seen[key] {
		return
	}
	s.seen[key] = true
	kind := callableKind(d)
	s.res.addFullDoc(d.fullDoc)
	s.res.Symbols = append(s.res.Symbols, sdk.Symbol{Name: full, Kind: kind, Signature: sig, Doc: d.doc, Deprecated: d.deprecated, Parent: parent})
	if capped {
		if len(d.members) > 0 || d.body != nil {
			s.markCut(full)
		}
		return
	}
	own := len(s.res.Symbols)
	for _, mb := range underscoreLast(d.members) {
		if len(s.res.Symbols) >= s.Limits.MaxSymbols {
			s.res.Truncated = true
			s.markCut(full)
			return
		}
		if key, ok := d.scanner(s).computedKey(d, mb.name); ok {
			if !strings.ContainsAny(mb.name, `"'`) {
				// [EV.READY] with EV.READY = "ready": the member "ready",
				// which the declaration's text does not spell.
				mb.sig += " // key " + strconv.Quote(key)
			}
			mb.name = key
		}
		if mb.kind == "call" && isValueKind(d.kind) && declaresFuncType(d.sig) {
			// const f: (x: string) => R: the declaration is the call
			// signature, written as the author wrote it; the same
			// signature again as f(x: string): R would be one more
			// line saying nothing new.
			continue
		}
		mname, msig, mkind, mparent := full+"."+mb.name, mb.sig, mb.kind, full
		if ownSignature(mb) {
			// A call, construct or index signature, or a member keyed
			// by a symbol ([Symbol.iterator]), has no name code can
			// write after a dot: it is how the value itself is called,
			// constructed or indexed, so it is listed as one more
			// signature of the declaration (like an overload), not as a
			// member "X.()"; of the declaration's kind, so the
			// outline shows it next to the declaration.
			mname, mkind, mparent = full, kind, parent
			if mb.kind == "call" && isValueKind(d.kind) {
				callee := d.name // the local name: export default ky → ky(url)
				if callee == "" {
					callee = name
				}
				msig = callee + mb.sig // yargsParser(argv: string[]): Arguments
			}
		}
		if s.seen[mname+"\x00"+msig] {
			continue
		}
		s.seen[mname+"\x00"+msig] = true
		s.res.addFullDoc(mb.fullDoc)
		s.res.Symbols = append(s.res.Symbols, sdk.Symbol{Name: mname, Kind: mkind, Signature: msig, Doc: mb.doc, Deprecated: mb.deprecated, Parent: mparent})
		if t := unexportedType(d, mb); t != nil {
			// Reached only through this member: its members are the
			// member's, listed under it as a base's are.
			s.inheritNested(mname, d.scanner(s), []*decl{t}, true)
		}
	}
	s.inherit(full, d, own)
	if d.body != nil && depth < maxDepth {
		// The contents of an "export =" namespace (not merged with a
		// function or class) are the module's own exports
		// (import { useState } from "react"): list them at the top.
		childParent := full
		if how == "equals-namespace" && parent == "" {
			childParent = ""
		}
		for _, ex := range d.scanner(s).exports(d.body, d.file, depth+1) {
			for _, cd := range ex.decls {
				if s.selfExport(d, cd, childParent, ex.name) {
					continue
				}
				if d.owner != nil && d.owner != s {
					// A dependency's module as a namespace (import * as
					// runtime from '@module-federation/runtime'): its
					// consts are typed as where it is re-exported whole.
					s.typedConstMembers(cd)
				}
				s.emitDecl(ex.name, childParent, cd, "", depth+1)
			}
		}
	}
}

// maxTopPastCap bounds the top-level names listed past MaxSymbols. A
// package whose entry exports one namespace a module (a Terraform
// provider's 2,212: export * as acmCertificate from './acm-certificate',
// each with dozens of classes of dozens of members) spent the bound on
// its first 143 namespaces' members and listed none of the others: the
// names code starts from, and page one's index, lost 2,069 of 2,212.
// Past the bound each top-level name is still listed, its members not.
const maxTopPastCap = 10_000

// CutMembers is the name, under a declaration, of the unlisted symbol
// (apicheck.KindUnlisted) that stands for the members the outline did
// not list because it reached MaxSymbols there: a check of a member the
// outline lacks then answers "cannot tell", never "does not exist".
const CutMembers = "(members past the outline's limits)"

// markCut marks parent's members as cut at the outline's bound, once
// (see CutMembers); the top level ("") is the provider's to mark.
func (s *Scanner) markCut(parent string) {
	if parent == "" {
		return
	}
	name := parent + "." + CutMembers
	if s.seen[name] {
		return
	}
	s.seen[name] = true
	s.res.Symbols = append(s.res.Symbols, sdk.Symbol{Name: name, Kind: apicheck.KindUnlisted, Parent: parent,
		Signature: "the outline stopped at its limits here: the rest of " + parent + "'s members are not listed"})
}

// unexportedType is the class or interface a property member of d is
// declared with when d's own file declares it and exports it under no
// name ("GeneralSettings: GeneralSettings" with "declare class
// GeneralSettings extends Base" beside it, as tsc writes a class the
// source does not export): code reaches its members only through the
// property, and no describe by its name finds it. nil otherwise.
func unexportedType(d *decl, mb member) *decl {
	m := d.scope
	if mb.kind != "property" || m == nil || m.nested || !m.hasExports {
		return nil
	}
	_, typ, ok := strings.Cut(mb.sig, ": ")
	if !ok {
		return nil
	}
	typ = strings.TrimSpace(stripTypeArgs(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(typ), ";"))))
	if !isIdentWord(typ) || typ == m.defaultName || typ == m.equalsName {
		return nil
	}
	for _, local := range m.localExports {
		if local == typ {
			return nil // export { typ } or export { typ as Other }
		}
	}
	var found *decl
	for _, x := range m.decls {
		if x.name != typ {
			continue
		}
		if x.exported || x.kind == "namespace" {
			return nil // exported, or merged with a namespace that may be
		}
		if x.kind == "class" || x.kind == "interface" {
			found = x
		}
	}
	if found == nil || found == d {
		return nil
	}
	return found
}

// selfExport lists, as one alias, a namespace's export of the
// declaration it merges with ("declare namespace Node { export { Node as
// default } }"), which is already listed as parent or above it: listing
// it in full would give Node.default, Node.default.default, … down to
// the depth limit. It reports whether it did.
func (s *Scanner) selfExport(ns, cd *decl, parent, name string) bool {
	if parent == "" {
		return false
	}
	prev, listed := s.emitted[cd]
	// The same name declared inside the namespace (export const server:
	// typeof server) is a member of its own, not the merged declaration.
	self := cd.name != "" && cd.name == ns.name && cd.file == ns.file && cd.scope != ns.body
	if !self && !(listed && (prev == parent || strings.HasPrefix(parent, prev+"."))) {
		return false
	}
	s.aliasMember(parent+"."+name, parent, "export { "+cd.name+" as "+name+" }")
	return true
}

// aliasMember lists name once as another name of a declaration already
// listed.
func (s *Scanner) aliasMember(name, parent, sig string) {
	key := name + "\x00" + sig
	if s.seen[key] || len(s.res.Symbols) >= s.Limits.MaxSymbols {
		return
	}
	s.seen[key] = true
	s.res.Symbols = append(s.res.Symbols, sdk.Symbol{Name: name, Kind: "alias", Signature: sig, Parent: parent})
}

// underscoreLast returns members with those whose name starts with "_"
// moved after the others, each group in source order. A leading
// underscore is JavaScript's mark for internals left public (_read,
// _streams); listed in source order they come before the methods an
// agent calls and take page one's room. "_" alone is a name, not a mark
// (yargs-parser's positional arguments), so it keeps its place.
func underscoreLast(ms []member) []member {
	out := make([]member, 0, len(ms))
	for _, internal := range []bool{false, true} {
		for _, mb := range ms {
			if (len(mb.name) > 1 && mb.name[0] == '_') == internal {
				out = append(out, mb)
			}
		}
	}
	return out
}

// SortByName orders symbols by name, keeping overloads and members in
// source order after their parent. Scan's order (source order) is usually
// better for reading; this is for stable comparisons.
func SortByName(syms []sdk.Symbol) {
	sort.SliceStable(syms, func(i, j int) bool { return syms[i].Name < syms[j].Name })
}

// ownSignature reports whether a member is a signature of the type
// itself rather than a named member: call "(x): T", construct "new (x)"
// and "constructor(x)", index "[k: string]: T", and members keyed by a
// computed symbol ("[Symbol.asyncIterator](): …").
func ownSignature(mb member) bool {
	switch mb.kind {
	case "call", "constructor", "index":
		return true
	}
	return strings.HasPrefix(mb.name, "[")
}

// bracketKey is what a member's key "[…]" holds, trimmed; ok is false
// for a key not in brackets.
func bracketKey(key string) (string, bool) {
	inner, ok := strings.CutPrefix(key, "[")
	if !ok {
		return "", false
	}
	inner, ok = strings.CutSuffix(inner, "]")
	return strings.TrimSpace(inner), ok
}

// quotedKey gives the name of a member whose key is a quoted string
// ("[\"unrestricted float\"](V)": "unrestricted float"; lit-element's
// "static ['_$litElement$']"): its text. ok is false for any other key.
func quotedKey(key string) (string, bool) {
	inner, ok := bracketKey(key)
	if !ok {
		return "", false
	}
	if len(inner) < 2 || inner[0] != '"' && inner[0] != '\'' || inner[len(inner)-1] != inner[0] {
		return "", false
	}
	body := inner[1 : len(inner)-1]
	if body == "" || strings.ContainsAny(body, "\"'\\`") {
		return "", false
	}
	return body, true
}

// computedKey gives the name of a member whose key is a quoted string
// ("[\"unrestricted float\"](V)": "unrestricted float") or is computed from a
// constant ("[EV.READY]: []" with "EVENTS as EV" imported from a file
// that says "const EVENTS: { readonly READY: 'ready' }", or an enum
// member "READY = 'ready'"): the compiler names that member "ready", and
// so does code (map.ready, on('ready')). ok is false for a key it cannot
// read that way (Symbol.iterator, a constant whose value is not a
// literal), which stays a signature of the type.
func (s *Scanner) computedKey(d *decl, key string) (string, bool) {
	inner, ok := bracketKey(key)
	if !ok {
		return "", false
	}
	if len(inner) >= 2 && (inner[0] == '"' || inner[0] == '\'') && inner[len(inner)-1] == inner[0] {
		return quotedKey(key)
	}
	head, prop, ok := strings.Cut(inner, ".")
	if !ok || head == "Symbol" || !isIdentWord(head) || !isIdentWord(prop) {
		return "", false
	}
	cs, ds, _ := s.baseDecls(d, head)

	for _, c := range ds {
		mbs := c.members
		if _, typ, ok := strings.Cut(c.sig, ": "); ok && len(mbs) == 0 && c.kind == "const" && c.scope != nil {
			// A const of a file that is no entry: its type's members
			// were not attached (attachTypedMembers runs on entries).
			mbs = cs.typeMembers(c.scope, c.file, typ, 1)
		}
		for _, mb := range mbs {
			if mb.name != prop {
				continue
			}
			if lit, ok := literalValue(mb.sig); ok {
				return lit, true
			}
		}
	}
	return "", false
}

// literalValue is the string or number literal a constant member is
// declared with ("readonly READY: 'ready'", "READY = \"ready\"", "A = 2").
func literalValue(sig string) (string, bool) {
	sig = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(sig), ";"))
	sig = strings.TrimSpace(strings.TrimSuffix(sig, ","))
	i := strings.LastIndexAny(sig, ":=")
	if i < 0 {
		return "", false
	}
	v := strings.TrimSpace(sig[i+1:])
	if len(v) >= 2 && (v[0] == '"' || v[0] == '\'') && v[len(v)-1] == v[0] {
		body := v[1 : len(v)-1]
		if strings.ContainsAny(body, "\"'\\") {
			return "", false
		}
		return body, true
	}
	if v != "" && strings.Trim(v, "0123456789") == "" {
		return v, true
	}
	return "", false
}

// isIdentWord reports whether w is a plain identifier.
func isIdentWord(w string) bool {
	for i := 0; i < len(w); i++ {
		if !isIdentByte(w[i]) || i == 0 && w[i] >= '0' && w[i] <= '9' {
			return false
		}
	}
	return w != ""
}

// isValueKind reports whether a declaration kind is a value that code
// calls by its name.
func isValueKind(kind string) bool {
	switch kind {
	case "const", "let", "var", "function":
		return true
	}
	return false
}

// expandRecordBases gives an interface that extends Record<K, V>, with K
// a union of string literals written in the same scope ("interface
// Syntax extends Record<NodeType, NodeType> {}" with "type NodeType =
// 'ArrayExpression' | ..."), the members the compiler gives it: one
// property per literal, of type V. Without them, an enum-like object
// typed that way listed no members at all. A mapped type over such keys,
// bare or under Partial (see mappedBase), gives members the same way.
func expandRecordBases(m *module, depth int) {
	if depth > maxDepth {
		return
	}
	aliases := map[string]string{}
	for _, d := range m.decls {
		if d.kind == "type" {
			if _, rhs, ok := strings.Cut(d.sig, "= "); ok {
				aliases[d.name] = rhs
			}
		}
	}
	for _, d := range m.decls {
		if d.body != nil {
			expandRecordBases(d.body, depth+1)
		}
		if d.kind != "interface" {
			continue
		}
		_, ext, ok := strings.Cut(d.sig, " extends ")
		if !ok {
			continue
		}
		for _, base := range splitTopLevel(ext, ',') {
			keys, param, val, optional, ok := mappedBase(strings.TrimSpace(base))
			if !ok {
				continue
			}
			if rhs, ok := aliases[keys]; ok {
				keys = rhs
			}
			lits := literalUnion(keys)
			have := map[string]bool{}
			for _, mb := range d.members {
				have[mb.name] = true
			}
			for _, l := range lits {
				if have[l] {
					continue
				}
				have[l] = true
				v := val
				if param != "" {
					// PluginHooks[K] for the key 'renderChunk'.
					v = replaceWord(v, param, "'"+l+"'")
				}
				name := l
				if optional {
					name += "?"
				}
				d.members = append(d.members, member{name: l, kind: "property", sig: quoteKey(name) + ": " + v})
			}
		}
	}
}

// mappedBase reads a base type that maps keys to values: Record<K, V>,
// a mapped type { [P in K]: V } (P is returned, for V may name it), and
// either under Partial<…> (optional), Required<…> or Readonly<…>; rollup's
// "interface OutputPlugin extends Partial<{ [K in OutputPluginHooks]:
// PluginHooks[K] }>, Partial<Record<AddonHooks, …>>".
func mappedBase(base string) (keys, param, val string, optional, ok bool) {
	for _, w := range []string{"Partial<", "Required<", "Readonly<"} {
		if inner, cut := strings.CutPrefix(base, w); cut && strings.HasSuffix(inner, ">") {
			base = strings.TrimSpace(strings.TrimSuffix(inner, ">"))
			optional = optional || w == "Partial<"
			break
		}
	}
	if args, cut := strings.CutPrefix(base, "Record<"); cut && strings.HasSuffix(args, ">") {
		kv := splitTopLevel(strings.TrimSuffix(args, ">"), ',')
		if len(kv) != 2 {
			return "", "", "", false, false
		}
		return strings.TrimSpace(kv[0]), "", strings.TrimSpace(kv[1]), optional, true
	}
	// { [K in Keys]: V } or { [K in Keys]?: V }
	body, cut := strings.CutPrefix(base, "{")
	if !cut || !strings.HasSuffix(body, "}") {
		return "", "", "", false, false
	}
	body = strings.TrimSpace(strings.TrimSuffix(body, "}"))
	body = strings.TrimSpace(strings.TrimPrefix(body, "readonly "))
	if !strings.HasPrefix(body, "[") {
		return "", "", "", false, false
	}
	end := strings.IndexByte(body, ']')
	if end < 0 {
		return "", "", "", false, false
	}
	p, k, in := strings.Cut(body[1:end], " in ")
	rest := strings.TrimSpace(body[end+1:])
	if q, cut := strings.CutPrefix(rest, "?"); cut {
		rest, optional = strings.TrimSpace(q), true
	}
	v, colon := strings.CutPrefix(rest, ":")
	if !in || !colon || strings.Contains(k, " as ") {
		return "", "", "", false, false
	}
	return strings.TrimSpace(k), strings.TrimSpace(p), strings.TrimSuffix(strings.TrimSpace(v), ";"), optional, true
}

// quoteKey writes a property key as a declaration does: quoted when it
// is not an identifier ("400", "-moz-x"), an optional mark kept after
// the quotes.
func quoteKey(k string) string {
	name, opt := strings.CutSuffix(k, "?")
	for i := 0; i < len(name); i++ {
		if !isIdentByte(name[i]) || i == 0 && name[i] >= '0' && name[i] <= '9' {
			name = `"` + name + `"`
			break
		}
	}
	if opt {
		name += "?"
	}
	return name
}

// replaceWord replaces the identifier w in s, not inside longer names.
func replaceWord(s, w, with string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		if strings.HasPrefix(s[i:], w) && (i == 0 || !isIdentByte(s[i-1])) && (i+len(w) == len(s) || !isIdentByte(s[i+len(w)])) {
			b.WriteString(with)
			i += len(w)
			continue
		}
		b.WriteByte(s[i])
		i++
	}
	return b.String()
}

// literalUnion returns the strings of a union of string literals
// ("'a' | \"b\""), or nil when any part is not one.
func literalUnion(t string) []string {
	var out []string
	for _, part := range strings.Split(t, "|") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		if len(part) < 2 || (part[0] != '"' && part[0] != '\'') || part[len(part)-1] != part[0] {
			return nil
		}
		out = append(out, part[1:len(part)-1])
	}
	return out
}

// splitTopLevel splits s at sep outside brackets.
func splitTopLevel(s string, sep byte) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '{', '(', '[', '<':
			depth++
		case '}', ')', ']', '>':
			depth--
		case sep:
			if depth == 0 {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	return append(out, s[start:])
}

// scopeImport is the import that binds name in m or a body around it (a
// namespace's body sees its file's imports).
func scopeImport(m *module, name string) (importSpec, bool) {
	for sc := m; sc != nil; sc = sc.parent {
		if imp, ok := sc.imports[name]; ok {
			return imp, true
		}
	}
	return importSpec{}, false
}

// importType splits an import type, import("spec").Name (type arguments
// already cut), into its module specifier and the name it exports, dotted
// when qualified (import("eslint").Linter.Config: "Linter.Config"); ok is
// false for anything else.
func importType(t string) (spec, name string, ok bool) {
	rest, ok := strings.CutPrefix(t, "import(")
	if !ok || len(rest) < 2 || (rest[0] != '"' && rest[0] != '\'') {
		return "", "", false
	}
	end := strings.IndexByte(rest[1:], rest[0])
	if end < 0 {
		return "", "", false
	}
	spec, rest = rest[1:1+end], rest[2+end:]
	name, ok = strings.CutPrefix(rest, ").")
	if !ok || name == "" {
		return "", "", false
	}
	for _, seg := range strings.Split(name, ".") {
		if !isIdentWord(seg) {
			return "", "", false
		}
	}
	return spec, name, true
}

// externalType records a package a value's declared type is written in.
func (s *Scanner) externalType(spec string) {
	if !slices.Contains(s.res.ExternalTypes, spec) {
		s.res.ExternalTypes = append(s.res.ExternalTypes, spec)
	}
}
