package apicheck

import (
	"path"
	"regexp"
	"slices"
	"strings"
	"sync"
	"unicode"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// Index is one version's API, looked up by the forms agents write.
type Index struct {
	eco     string
	pkg     string
	imports []string         // names the package is imported as ("express", "uuid")
	byKey   map[string][]int // dotted key -> symbols
	syms    []sdk.Symbol
	names   []string // distinct keys in outline order, for Nearest
	// unlisted maps the key of a type or module (its Parent; "" for the
	// package's top level) to what generates names under it that the
	// outline could not list (KindUnlisted symbols).
	unlisted map[string][]generated
	// unlistedNames maps the key of a type or module to the single names
	// under it that something the outline could not follow may make (a
	// re-export of a path the source does not declare), each with what
	// makes it.
	unlistedNames map[string]map[string]string
	// imported maps the key of a module to the single names it binds by
	// an import the outline does not list (a KindUnlisted name whose
	// Signature is that import line).
	imported map[string]map[string]bool
	// elsewhere are the keys indexed only as a suffix of a longer path
	// (python and rust: "Entry" for map.Entry): a name some submodule
	// binds, which the package's top level (or the module the key
	// starts at) does not.
	elsewhere map[string]bool
	// globs are the scopes that re-export all of another crate's names
	// the outline cannot list (`pub use other::*;`, a re-export line).
	globs map[string]bool
}

// generated is one KindUnlisted symbol: what generates the names, and
// the prefix they all share ("" for any name).
type generated struct{ by, prefix string }

// KindUnlisted is the kind of an outline symbol that stands for names a
// provider saw being generated and could not list (a Rust macro
// invocation read from source, not expanded); its Parent is the type or
// module the names belong to, "" for the package's top level, and its
// Signature says what generates them. A name missing there is "out of
// reach" (cannot tell), never "does not exist". When the last part of
// its Name ends in "*" ("RLIM*"), the names it stands for all start
// with what comes before the "*", and a name that does not is checked
// as usual. A KindUnlisted symbol whose own name (after its Parent) is
// an identifier, not a parenthesised text or a prefix, stands for that
// one name only (`pub use a::B;` whose path the provider could not
// follow makes B and nothing else); one whose Signature is an import
// line ("from .api_jws import decode_complete") is bound by that
// import, which the outline does not list as the module's: the name
// exists there, as what the import names.
const KindUnlisted = "unlisted"

// NewIndex indexes syms, the API outline of package pkg in ecosystem eco
// ("go", "npm", "python", "rust", "swift", or any other: then only the
// generic forms apply).
func NewIndex(eco, pkg string, syms []sdk.Symbol) *Index {
	ix := &Index{eco: eco, pkg: pkg, imports: ImportNames(eco, pkg), byKey: map[string][]int{}, syms: syms, unlisted: map[string][]generated{}, unlistedNames: map[string]map[string]string{}, imported: map[string]map[string]bool{}}
	add := func(key string, i int) {
		if key == "" {
			return
		}
		if _, ok := ix.byKey[key]; !ok {
			ix.names = append(ix.names, key)
		}
		if l := ix.byKey[key]; len(l) == 0 || l[len(l)-1] != i {
			ix.byKey[key] = append(l, i)
		}
	}
	for i, s := range syms {
		if s.Kind == KindUnlisted {
			p := Key(s.Parent)
			own := strings.TrimLeft(strings.TrimPrefix(s.Name, s.Parent), ":.")
			if identName(own) && strings.HasPrefix(s.Signature, "from ") {
				// bound by that import: the module has the name
				if ix.imported[p] == nil {
					ix.imported[p] = map[string]bool{}
				}
				ix.imported[p][own] = true
				continue
			}
			if singleName(own) {
				if ix.unlistedNames[p] == nil {
					ix.unlistedNames[p] = map[string]string{}
				}
				ix.unlistedNames[p][own] = s.Signature
				continue
			}
			g := generated{by: s.Signature}
			if last := s.Name[strings.LastIndexAny(s.Name, ".:")+1:]; strings.HasSuffix(last, "*") {
				g.prefix = strings.TrimSuffix(last, "*")
			}
			if !slices.Contains(ix.unlisted[p], g) {
				ix.unlisted[p] = append(ix.unlisted[p], g)
			}
			continue
		}
		for _, name := range strings.Split(s.Name, ", ") { // Go: "A, B" for a const group
			key := Key(name)
			add(key, i)
			if s.Parent != "" && !strings.HasPrefix(key, Key(s.Parent)+".") && s.Kind != "func" {
				add(Key(s.Parent)+"."+key, i)
			}
		}
	}
	// npm: a local alias ("export { postcss as default }" inside the
	// namespace merged with postcss) names what its target names:
	// postcss.default.Source is postcss.Source.
	for i, s := range syms {
		m := localAliasRE().FindStringSubmatch(strings.TrimSpace(s.Signature))
		if m == nil {
			continue
		}
		self := Key(s.Name)
		target := ""
		for _, t := range []string{Key(s.Parent) + "." + m[1], m[1]} {
			if t != self && !strings.HasPrefix(t, ".") && len(ix.byKey[t]) > 0 && !slices.Contains(ix.byKey[t], i) {
				target = t
				break
			}
		}
		if target == "" {
			continue
		}
		for _, key := range append([]string(nil), ix.names...) {
			rest, ok := strings.CutPrefix(key, target+".")
			if !ok {
				continue
			}
			for _, j := range ix.byKey[key] {
				add(self+"."+rest, j)
			}
		}
	}
	// npm: a default export that is also exported under its own name
	// ("export default format; export { format }", listed as format with
	// its "export default" declaration) is "default" too: code writes
	// pkg.default, or imports it and writes its members.
	if len(ix.byKey["default"]) == 0 {
		for i, s := range syms {
			if s.Parent != "" || s.Name == "default" || strings.Contains(s.Name, ".") || DefaultLocalName(s.Signature) != s.Name {
				continue
			}
			local := Key(s.Name)
			add("default", i)
			for _, key := range append([]string(nil), ix.names...) {
				if rest, ok := strings.CutPrefix(key, local+"."); ok {
					for _, j := range ix.byKey[key] {
						add("default."+rest, j)
					}
				}
			}
			break
		}
	}
	// npm: a module declared as "export = e" with a namespace e (express's
	// types) names its exports e.json, e.Router; code writes express.json,
	// or json from a named import.
	for _, s := range syms {
		if s.Parent == "" && strings.HasPrefix(s.Signature, "export = ") && !strings.Contains(s.Name, ".") && s.Name != "default" {
			ix.imports = append(ix.imports, s.Name)
			for _, key := range append([]string(nil), ix.names...) {
				if rest, ok := strings.CutPrefix(key, s.Name+"."); ok {
					for _, i := range ix.byKey[key] {
						add(rest, i)
					}
				}
			}
		}
	}
	// npm: a default export declared under a local name ("declare const
	// ansiStyles: {...}; export default ansiStyles") is listed as
	// "default"; code imports it under that name and writes
	// ansiStyles.red, which is default.red.
	for _, s := range syms {
		if s.Parent != "" || s.Name != "default" {
			continue
		}
		local := DefaultLocalName(s.Signature)
		if local == "" || local == "default" || ix.byKey[local] != nil {
			continue
		}
		for _, key := range append([]string(nil), ix.names...) {
			if key == "default" || strings.HasPrefix(key, "default.") {
				for _, i := range ix.byKey[key] {
					add(local+strings.TrimPrefix(key, "default"), i)
				}
			}
		}
	}
	ix.globs = rustGlobScopes(eco, syms)
	if eco == "python" || eco == "rust" {
		listed := make(map[string]bool, len(ix.names))
		for _, key := range ix.names {
			listed[key] = true
		}
		// Outlines there may qualify names with their module path
		// (requests.sessions.Session); agents write the name as the
		// package re-exports it. Index every suffix that drops only
		// module segments (lower case).
		// A lower-case segment the outline lists as something else (a
		// class: kombu's clocks.timetuple) is no module: its members
		// are reached only through it.
		for _, key := range append([]string(nil), ix.names...) {
			segs := strings.Split(key, ".")
			for j := 1; j < len(segs) && isModuleSegment(segs[j-1]) && !ix.listedNotModule(strings.Join(segs[:j], ".")); j++ {
				if _, own := ix.unlistedNames[""][segs[j]]; own {
					// the top level binds that name itself, outside its
					// __all__ (scipy's deprecated rand beside
					// sparse.rand): a submodule's is another object
					continue
				}
				for _, i := range ix.byKey[key] {
					add(strings.Join(segs[j:], "."), i)
				}
			}
		}
		ix.elsewhere = map[string]bool{}
		for _, key := range ix.names {
			if !listed[key] {
				ix.elsewhere[key] = true
			}
		}
	}
	return ix
}

// rustGlobScopes are the scopes of a Rust outline's glob re-exports of
// another crate (`pub use other::*;`, listed as that line with the doc
// "in crate::module"): they bind names the outline cannot list.
func rustGlobScopes(eco string, syms []sdk.Symbol) map[string]bool {
	out := map[string]bool{}
	if eco != "rust" {
		return out
	}
	for _, s := range syms {
		sig := strings.TrimSpace(s.Signature)
		if s.Kind == KindUnlisted || !strings.HasPrefix(sig, "pub use ") || !strings.HasSuffix(strings.TrimSuffix(sig, ";"), "::*") {
			continue // an unlisted glob is indexed as what generates names
		}
		scope, ok := strings.CutPrefix(s.Doc, "in ")
		if !ok {
			out["*"] = true // somewhere: every scope may have it
			continue
		}
		// "in indexmap::map": the crate's name, then the module path
		_, mod, _ := strings.Cut(Key(scope), ".")
		out[mod] = true
	}
	return out
}

// Len is the number of symbols indexed.
func (ix *Index) Len() int { return len(ix.syms) }

// listedNotModule reports whether key names symbols of the outline none
// of which is a module.
func (ix *Index) listedNotModule(key string) bool {
	l := ix.byKey[key]
	return len(l) > 0 && !slices.ContainsFunc(l, func(i int) bool {
		k := strings.ToLower(ix.syms[i].Kind)
		return k == "module" || k == "mod"
	})
}

func isModuleSegment(s string) bool {
	r := []rune(s)
	return len(r) > 0 && unicode.IsLower(r[0])
}

// Key is the dotted form a name is looked up by: "::", "#", "->" and "?."
// become ".", call arguments, generic arguments and a leading "new " go.
func Key(name string) string {
	s := strings.TrimSpace(name)
	s = strings.TrimPrefix(s, "new ")
	s = strings.TrimLeft(s, "&*@")
	for _, sep := range []string{"::", "#", "->", "?."} {
		s = strings.ReplaceAll(s, sep, ".")
	}
	s = stripBalanced(s, '(', ')')
	s = stripBalanced(s, '<', '>')
	s = stripBalanced(s, '[', ']')
	for strings.Contains(s, "..") {
		s = strings.ReplaceAll(s, "..", ".")
	}
	s = strings.TrimRight(s, ";!.? ")
	s = strings.Trim(s, ".")
	var b strings.Builder
	for _, r := range s {
		if !unicode.IsSpace(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// stripBalanced removes every open...close group, nested ones included.
func stripBalanced(s string, open, close byte) string {
	if strings.IndexByte(s, open) < 0 {
		return s
	}
	var b strings.Builder
	depth := 0
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == open:
			depth++
		case s[i] == close && depth > 0:
			depth--
		case depth == 0:
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

var goMajorRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^v[0-9]+$`) })

// ImportNames are the names code usually gives the package when it
// imports it, which agents put in front of its symbols (uuid.NewString,
// express.Router, requests.get, tokio::spawn): the last path element for
// Go (without a /vN suffix, "go-" prefix or ".go"/"-go" suffix), the
// unscoped name and its camelCase for npm, the import name for Python
// (lower case, "-" as "_"), the crate name for Rust, the module name for
// Swift.
func ImportNames(eco, pkg string) []string {
	var out []string
	add := func(s string) {
		if s != "" && !contains(out, s) {
			out = append(out, s)
		}
	}
	switch eco {
	case "go":
		base := path.Base(pkg)
		if goMajorRE().MatchString(base) && strings.Contains(pkg, "/") {
			base = path.Base(path.Dir(pkg))
		}
		if i := strings.Index(base, ".v"); i > 0 && goMajorRE().MatchString(base[i+1:]) { // gopkg.in/yaml.v3
			base = base[:i]
		}
		base = strings.TrimPrefix(base, "go-")
		base = strings.TrimSuffix(strings.TrimSuffix(base, ".go"), "-go")
		add(base)
		add(strings.ReplaceAll(base, "-", ""))
		add(strings.ReplaceAll(base, "-", "_"))
	case "npm":
		base := pkg
		if i := strings.LastIndexByte(base, '/'); i >= 0 {
			base = base[i+1:]
		}
		add(base)
		add(camel(base))
		add(strings.ToUpper(base[:min(1, len(base))]) + camel(base)[min(1, len(base)):])
	case "python":
		n := strings.ToLower(strings.ReplaceAll(strings.ReplaceAll(pkg, "-", "_"), ".", "_"))
		add(n)
		add(strings.TrimPrefix(n, "python_"))
		add(strings.TrimPrefix(strings.TrimSuffix(n, "_python"), "py"))
		if strings.Contains(pkg, ".") {
			// a package inside a namespace shared by several
			// distributions (zope.interface, ruamel.yaml): code names it
			// whole, and its names follow (zope.interface.Interface)
			add(strings.ToLower(strings.ReplaceAll(pkg, "-", "_")))
		}
	case "rust":
		add(strings.ReplaceAll(pkg, "-", "_"))
		add("crate")
	default:
		add(pkg)
	}
	return out
}

func camel(s string) string {
	parts := strings.FieldsFunc(s, func(r rune) bool { return r == '-' || r == '.' || r == '_' })
	for i := 1; i < len(parts); i++ {
		if parts[i] != "" {
			parts[i] = strings.ToUpper(parts[i][:1]) + parts[i][1:]
		}
	}
	return strings.Join(parts, "")
}

func contains(l []string, s string) bool {
	for _, x := range l {
		if x == s {
			return true
		}
	}
	return false
}

// isImportName reports whether seg is a name the package is imported as.
func (ix *Index) isImportName(seg string) bool { return contains(ix.imports, seg) }

// AlsoImportedAs adds name to the names code refers to the package by
// (see sdk.FactPackageName); an invalid or known name is ignored. A
// dotted name (a Python package inside a namespace package,
// xstatic.pkg.js_yaml) is read whole, as the package's dotted name
// (zope.interface) is.
func (ix *Index) AlsoImportedAs(name string) {
	if name == "" || strings.ContainsAny(name, " /\t\n") || contains(ix.imports, name) {
		return
	}
	if slices.Contains(strings.Split(name, "."), "") {
		return // a leading, trailing or doubled dot
	}
	ix.imports = append(ix.imports, name)
}

// relative drops a leading import name from a key: "express.Router" →
// "Router"; "tokio.sync.Mutex" → "sync.Mutex"; a dotted one too
// ("zope.interface.Interface" → "Interface"). ok says one was dropped.
func (ix *Index) relative(key string) (string, bool) {
	if rest, ok := ix.underDottedImport(key); ok && rest != "" {
		return rest, true
	}
	first, rest, ok := strings.Cut(key, ".")
	if ok && ix.isImportName(first) {
		return rest, true
	}
	return key, false
}

// underDottedImport reports whether path is a dotted import name of the
// package (a package inside a shared namespace: ruamel.yaml) or starts
// with one, and returns what follows it ("" for the name itself).
func (ix *Index) underDottedImport(path string) (rest string, ok bool) {
	for _, imp := range ix.imports {
		if !strings.Contains(imp, ".") {
			continue
		}
		if path == imp {
			return "", true
		}
		if rest, ok := strings.CutPrefix(path, imp+"."); ok {
			return rest, true
		}
	}
	return "", false
}

// find returns the symbols key names.
func (ix *Index) find(key string) []int { return ix.byKey[key] }

// Has reports whether name, as an agent writes it, names a symbol.
func (ix *Index) Has(name string) bool {
	key := Key(name)
	if len(ix.find(key)) > 0 {
		return true
	}
	rel, ok := ix.relative(key)
	return ok && len(ix.find(rel)) > 0
}

// localAliasRE reads an npm export of a local name under another
// ("export { postcss as default }", no module named).
var localAliasRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^export\s*\{\s*([A-Za-z_$][\w$]*)\s+as\s+([A-Za-z_$][\w$]*)\s*\};?$`)
})

var defaultLocalRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`export default (?:declare )?(?:abstract )?(?:async )?(?:function\*?\s+|class\s+|interface\s+)?([A-Za-z_$][\w$]*)`)
})

// DefaultLocalName is the local name a default export's declaration
// gives it ("declare const ky: KyInstance; export default ky" → "ky",
// "export default function parse(…)" → "parse", "class FlatCacheDefault
// // exported as default" → "FlatCacheDefault"), or "".
func DefaultLocalName(sig string) string {
	if local := DeclaredAs(sig, "default"); local != "" {
		return local
	}
	i := strings.LastIndex(sig, "export default ")
	if i < 0 {
		return ""
	}
	m := defaultLocalRE().FindStringSubmatch(sig[i:])
	if m == nil {
		return ""
	}
	switch m[1] {
	case "function", "class", "interface", "abstract", "async", "declare", "new":
		return ""
	}
	return m[1]
}

// DeclaredAs is the name an npm declaration gives itself when the module
// exports it as name ("class FlatCacheDefault // exported as default",
// from export { FlatCacheDefault as default }), "" when its signature
// says no other name.
func DeclaredAs(sig, name string) string {
	// "function useEmblaCarousel(…) // exported as default // all its
	// members listed": the mark a function merged with a namespace ends with.
	decl, ok := strings.CutSuffix(strings.TrimSuffix(sig, TypeMembersListed), " // exported as "+name)
	if !ok {
		return ""
	}
	words := strings.Fields(strings.NewReplacer("<", " <", "(", " (", ":", " :", "{", " {").Replace(decl))
	for i, w := range words {
		switch w {
		case "export", "declare", "default", "abstract", "async", "function*":
			continue
		case "class", "function", "interface", "type", "enum", "namespace", "const", "let", "var":
			if i+1 < len(words) && identName(words[i+1]) {
				return words[i+1]
			}
		}
		return ""
	}
	return ""
}

// generatedAt lists what may generate name (the last part of a path)
// under scope, out of the outline's sight.
func (ix *Index) generatedAt(scope, name string) []string {
	var out []string
	for _, g := range ix.unlisted[scope] {
		if strings.HasPrefix(name, g.prefix) && !contains(out, g.by) {
			out = append(out, g.by)
		}
	}
	return out
}

// singleName reports whether own, a KindUnlisted symbol's name after its
// Parent, stands for that one name: an identifier, or a key code writes
// quoted (a JavaScript property "fantasy-land/map", which parsimmon sets
// and its @types package does not declare); not a parenthesised text
// saying what generates names, not a prefix ("RLIM*"), not a line of
// source (a space).
func singleName(own string) bool {
	return own != "" && !strings.HasPrefix(own, "(") && !strings.HasSuffix(own, "*") && !strings.ContainsAny(own, " \t\n()")
}

// identName says whether s is one identifier.
func identName(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r != '_' && r != '$' && !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			return false
		}
	}
	return true
}
