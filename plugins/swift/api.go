package swift

import (
	"bytes"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/swift/docc"
	"github.com/pkgdocs/pkgdocs/plugins/swift/manifest"
	"github.com/pkgdocs/pkgdocs/plugins/swift/swiftsrc"
	"github.com/pkgdocs/pkgdocs/plugins/swift/symbolgraph"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/localfile"
)

// maxWalk bounds the entries one walk of a package tree visits: a
// package with its sources, tests and catalogs has a few thousand; a
// checkout holding build products or vendored trees may have millions.
const maxWalk = 100_000

// maxSourceBytes bounds one Swift file: generated files beyond this are
// tables, not API.
const maxSourceBytes = 2 << 20

// module is one target's public API.
type module struct {
	name, dir, kind string
	products        []string
	decls           []swiftsrc.Decl
	// graph is the symbol graph file the API came from; "" means the
	// sources were scanned.
	graph string
	files int
}

// modulesOf returns the targets a package exports: those of its library
// products (all regular targets when it declares none), in manifest order.
func modulesOf(m *manifest.Manifest) []module {
	products := map[string][]string{}
	var order []string
	for _, pr := range m.Products {
		if pr.Kind != "library" {
			continue
		}
		for _, t := range pr.Targets {
			if _, ok := products[t]; !ok {
				order = append(order, t)
			}
			products[t] = append(products[t], pr.Name)
		}
	}
	var out []module
	for _, t := range m.Targets {
		if t.Kind == "testTarget" || t.Kind == "plugin" || t.Kind == "binaryTarget" || t.Kind == "systemLibrary" {
			continue
		}
		if len(order) > 0 && products[t.Name] == nil {
			continue
		}
		if len(order) == 0 && t.Kind != "target" {
			continue
		}
		out = append(out, module{name: t.Name, dir: t.Dir(), kind: t.Kind, products: products[t.Name]})
	}
	return out
}

// symbolGraphs finds *.symbols.json files in the tree by module name.
func symbolGraphs(fsys fs.FS) map[string]string {
	out := map[string]string{}
	n := 0
	_ = fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if n++; n > maxWalk {
			return fs.SkipAll
		}
		if d.IsDir() && (d.Name() == ".git" || d.Name() == "node_modules") {
			return fs.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(p, ".symbols.json") {
			mod := strings.TrimSuffix(d.Name(), ".symbols.json")
			if !strings.Contains(mod, "@") { // Module@Other holds extensions of Other
				if _, ok := out[mod]; !ok {
					out[mod] = p
				}
			}
		}
		return nil
	})
	return out
}

// loadAPI fills each module's declarations: from its symbol graph when the
// package ships one, else by scanning its sources.
func (p *Provider) loadAPI(fsys fs.FS, mods []module, excludes map[string][]string) ([]module, []string) {
	var notes []string
	graphs := symbolGraphs(fsys)
	budget := p.cfg.MaxSourceFiles
	for i := range mods {
		m := &mods[i]
		if g, ok := graphs[m.name]; ok {
			b, err := localfile.ReadFS(fsys, g, symbolgraph.MaxBytes)
			if err == nil {
				if graph, err := symbolgraph.Read(bytes.NewReader(b)); err == nil {
					m.decls, m.graph = graph.Decls(), g
					continue
				}
			}
			notes = append(notes, fmt.Sprintf("symbol graph %s could not be read; scanned %s's sources instead", g, m.name))
		}
		ex := excludes[m.name]
		var hidden []string
		_ = fs.WalkDir(fsys, m.dir, func(fp string, d fs.DirEntry, err error) error {
			if err != nil {
				return nil
			}
			rel := strings.TrimPrefix(strings.TrimPrefix(fp, m.dir), "/")
			for _, e := range ex {
				if rel == strings.Trim(e, "/") || strings.HasPrefix(rel, strings.Trim(e, "/")+"/") {
					if d.IsDir() {
						return fs.SkipDir
					}
					return nil
				}
			}
			if d.IsDir() {
				if strings.HasSuffix(d.Name(), ".docc") {
					return fs.SkipDir
				}
				return nil
			}
			if !strings.HasSuffix(fp, ".swift") {
				return nil
			}
			if budget <= 0 {
				return fs.SkipAll
			}
			budget--
			b, err := localfile.ReadFS(fsys, fp, maxSourceBytes)
			if err != nil {
				return nil
			}
			m.files++
			decls, hiddenTypes := swiftsrc.ScanFile(fp, b)
			m.decls = append(m.decls, decls...)
			hidden = append(hidden, hiddenTypes...)
			return nil
		})
		m.decls = withoutHidden(m.decls, hidden)
		if budget <= 0 {
			notes = append(notes, fmt.Sprintf("stopped scanning at %d Swift files (the limit)", p.cfg.MaxSourceFiles))
		}
		m.decls = dedupe(m.decls)
	}
	return mods, notes
}

// withoutHidden drops the extensions, and their members, of types the
// module declares but does not make public (internal, @_spi): "public"
// on a member of such a type does not make it API. A type declared public
// in some file (one branch of an #if) is kept. A conformance an extension
// adds to such a protocol (extension Session: SessionStateProvider) is
// left out too: it gives the type no public member (what the type
// implements publicly is declared on the type), and its name is not API.
func withoutHidden(decls []swiftsrc.Decl, hidden []string) []swiftsrc.Decl {
	if len(hidden) == 0 {
		return decls
	}
	public := map[string]bool{}
	for _, d := range decls {
		if !d.Extension && d.Parent == "" {
			public[d.Name] = true
		}
	}
	drop := map[string]bool{}
	for _, h := range hidden {
		if !public[h] {
			drop[h] = true
		}
	}
	out := decls[:0]
	for _, d := range decls {
		owner := d.Parent
		if d.Extension {
			owner = d.Name
		}
		if top, _, _ := strings.Cut(owner, "."); owner != "" && drop[top] {
			continue
		}
		if len(d.Inherits) > 0 {
			var keep []string
			for _, c := range d.Inherits {
				if !drop[baseName(c)] {
					keep = append(keep, c)
				}
			}
			if !d.Extension && len(keep) < len(d.Inherits) {
				// A public type conforming to a protocol the module does
				// not make public (struct Dependency<Value>:
				// _HasInitialValues): the conformance gives it no public
				// member, and the module's interface leaves it out, as
				// the signature does here.
				d.Signature = withoutConformances(d.Signature, drop)
			}
			d.Inherits = keep
		}
		out = append(out, d)
	}
	return out
}

// withoutConformances drops from a type declaration's inheritance clause
// ("struct S<T>: A, B where T: C") the entries naming a type in drop; the
// clause goes when nothing is left.
func withoutConformances(sig string, drop map[string]bool) string {
	// the clause's colon: the first one outside <...>, (...) and [...]
	depth, colon := 0, -1
	for i := 0; i < len(sig) && colon < 0; i++ {
		switch sig[i] {
		case '<', '(', '[':
			depth++
		case '>', ')', ']':
			depth--
		case ':':
			if depth == 0 {
				colon = i
			}
		}
	}
	if colon < 0 {
		return sig
	}
	clause, tail := sig[colon+1:], ""
	if i := strings.Index(clause, " where "); i >= 0 {
		clause, tail = clause[:i], clause[i:]
	}
	var keep []string
	depth, start := 0, 0
	for i := 0; i <= len(clause); i++ {
		if i < len(clause) {
			switch clause[i] {
			case '<', '(', '[':
				depth++
			case '>', ')', ']':
				depth--
			}
			if clause[i] != ',' || depth != 0 {
				continue
			}
		}
		if c := strings.TrimSpace(clause[start:i]); c != "" && !drop[baseName(c)] {
			keep = append(keep, c)
		}
		start = i + 1
	}
	head := strings.TrimRight(sig[:colon], " ")
	if len(keep) == 0 {
		return head + tail
	}
	return head + ": " + strings.Join(keep, ", ") + tail
}

// baseName is the type an inheritance-clause entry names, without
// attributes, module or generic arguments: "@unchecked Sendable" is
// Sendable, "Alamofire.RequestDelegate" RequestDelegate.
func baseName(c string) string {
	c = strings.TrimSpace(c)
	for strings.HasPrefix(c, "@") {
		_, c, _ = strings.Cut(c, " ")
		c = strings.TrimSpace(c)
	}
	c, _, _ = strings.Cut(c, "<")
	if i := strings.LastIndexByte(c, '.'); i >= 0 {
		c = c[i+1:]
	}
	return strings.TrimSpace(c)
}

// dedupe drops repeated declarations (#if branches, default
// implementations that repeat a requirement), keeping the documented one.
func dedupe(decls []swiftsrc.Decl) []swiftsrc.Decl {
	seen := map[string]int{}
	out := decls[:0:0]
	for _, d := range decls {
		if d.Extension {
			out = append(out, d)
			continue
		}
		key := d.Path + "\x00" + d.Signature + "\x00" + d.Constraint
		if i, ok := seen[key]; ok {
			if out[i].Doc == "" {
				out[i].Doc = d.Doc
			}
			if out[i].Condition != d.Condition {
				// declared alike in two #if branches (os(Linux) and
				// its #else): it builds on both
				out[i].Condition = ""
			}
			continue
		}
		seen[key] = len(out)
		out = append(out, d)
	}
	return out
}

// conformances gathers each type's inheritance clause and the protocols
// its extensions add.
func conformances(decls []swiftsrc.Decl) map[string][]string {
	out := map[string][]string{}
	for _, d := range decls {
		for _, c := range d.Inherits {
			if !contains(out[d.Path], c) {
				out[d.Path] = append(out[d.Path], c)
			}
		}
	}
	return out
}

// containsBase reports whether list has an entry naming the type c names.
func containsBase(list []string, c string) bool {
	for _, x := range list {
		if baseName(x) == baseName(c) {
			return true
		}
	}
	return false
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// kindOf names a declaration's kind for the outline.
func kindOf(d swiftsrc.Decl) string {
	member := d.Parent != ""
	switch d.Kind {
	case "func":
		if member {
			return "method"
		}
		return "func"
	case "var", "let":
		if member {
			return "property"
		}
		if d.Kind == "let" {
			return "const"
		}
		return "var"
	case "typealias":
		return "alias"
	case "import":
		return "re-export"
	}
	return d.Kind
}

// symbols turns declarations into the outline: full signatures, the
// abstract of each doc comment, members after their type. A member's
// Parent is the type that declares it (Outer.Inner for a nested type's
// members), so an outline nests them as the source does; every member of
// one top-level type stays together, in source order.
func symbols(decls []swiftsrc.Decl, maxBytes int) ([]sdk.Symbol, bool) {
	types := map[string]bool{}
	for _, d := range decls {
		switch d.Kind {
		case "class", "struct", "enum", "protocol", "actor":
			types[d.Path] = true
		}
	}
	// members of extensions of types from other modules (String, Array)
	// are listed under an entry for the extension
	external := map[string]bool{}
	for _, d := range decls {
		if !d.Extension && d.Parent != "" {
			top, _, _ := strings.Cut(d.Parent, ".")
			if !types[top] {
				external[d.Parent] = true
			}
		}
	}
	// conformances the module's extensions add to its own types: the
	// outline line says them, so that a reader (and check_package_api)
	// knows every protocol a type gets members from
	declared := map[string][]string{}
	for _, d := range decls {
		if !d.Extension && types[d.Path] {
			declared[d.Path] = append(declared[d.Path], d.Inherits...)
		}
	}
	added := map[string][]string{}
	for _, d := range decls {
		if d.Extension && types[d.Name] {
			for _, c := range d.Inherits {
				// once per protocol: "Sendable" and "@unchecked
				// Sendable" in two #if branches are one conformance
				if !containsBase(declared[d.Name], c) && !containsBase(added[d.Name], c) {
					added[d.Name] = append(added[d.Name], c)
				}
			}
		}
	}
	// each type's #if platform condition, so a member says its own only
	// when it differs
	cond := map[string]string{}
	for _, d := range decls {
		if types[d.Path] && !d.Extension {
			cond[d.Path] = d.Condition
		}
	}
	var out []sdk.Symbol
	size := 0
	listed := map[string]bool{}
	// underscored declarations come after everything else (see below)
	var underscored []swiftsrc.Decl
	for _, d := range decls {
		if d.Underscored && !d.Extension {
			underscored = append(underscored, d)
			continue
		}
		if d.Extension {
			if external[d.Name] && !listed[d.Name] {
				listed[d.Name] = true
				sig := "extension " + d.Name
				if len(d.Inherits) > 0 {
					sig += ": " + strings.Join(d.Inherits, ", ")
				}
				out = append(out, sdk.Symbol{Name: d.Name, Kind: "extension", Signature: sig, Doc: withCondition(d, cond, "")})
			}
			continue
		}
		s := sdk.Symbol{Name: d.Path, Kind: kindOf(d), Signature: d.Signature, Doc: withCondition(d, cond, withConstraint(d, docc.Abstract(d.Doc))), Deprecated: d.Deprecated}
		if a := added[d.Path]; len(a) > 0 && types[d.Path] {
			s.Signature += " " + extensionsAdd + strings.Join(a, ", ")
			delete(added, d.Path) // once, on the first declaration
		}
		if d.Parent != "" {
			top, _, _ := strings.Cut(d.Parent, ".")
			switch {
			case types[d.Parent]:
				// the type that declares it, nested or not: an
				// initializer after a nested enum's cases is the outer
				// type's, and says so
				s.Parent = d.Parent
			case types[top]:
				// an extension of a nested type the scan did not see
				s.Parent = top
			default:
				s.Parent = d.Parent
				if !listed[d.Parent] {
					// a member seen before its extension (symbol graphs
					// have no extension declarations)
					listed[d.Parent] = true
					out = append(out, sdk.Symbol{Name: d.Parent, Kind: "extension", Signature: "extension " + d.Parent})
				}
			}
		}
		size += len(s.Name) + len(s.Signature) + len(s.Doc)
		if size > maxBytes {
			return out, true
		}
		out = append(out, s)
	}
	// members after their parents: a stable sort keyed by the top-level
	// type's first appearance keeps source order inside each
	first := map[string]int{}
	for i, s := range out {
		if _, ok := first[topOf(s)]; !ok {
			first[topOf(s)] = i
		}
	}
	// inside one top-level type, its own members before its nested types:
	// an outline lists a nested type's members right after it, so an
	// initializer of the outer type listed after a nested enum's cases
	// would read as the enum's
	sort.SliceStable(out, func(i, j int) bool {
		if ti, tj := first[topOf(out[i])], first[topOf(out[j])]; ti != tj {
			return ti < tj
		}
		return !nestedPart(out[i]) && nestedPart(out[j])
	})
	// Underscored names (_Storage, Document._data) last: DocC leaves
	// them out of the documentation, but code can use them, so they are
	// listed (and check_package_api finds them), said to be
	// implementation details.
	for _, d := range underscored {
		s := sdk.Symbol{Name: d.Path, Kind: kindOf(d), Signature: d.Signature, Deprecated: d.Deprecated, Parent: d.Parent,
			Doc: withCondition(d, cond, strings.TrimSpace(withConstraint(d, docc.Abstract(d.Doc))+" "+underscoredNote))}
		size += len(s.Name) + len(s.Signature) + len(s.Doc)
		if size > maxBytes {
			return out, true
		}
		out = append(out, s)
	}
	return out, false
}

// withCondition ends doc with "(requires COND)" when d builds only under
// an #if platform condition its type does not already have: the form
// check_package_api reads (apicheck.Requires).
func withCondition(d swiftsrc.Decl, typeCond map[string]string, doc string) string {
	if d.Condition == "" || d.Parent != "" && typeCond[d.Parent] == d.Condition {
		return doc
	}
	return strings.TrimSpace(doc + " (requires " + d.Condition + ")")
}

// underscoredNote ends the doc of an underscored declaration.
const underscoredNote = "(underscored: an implementation detail the package's documentation leaves out)"

// extensionsAdd starts the comment an outline line of a type ends
// with when extensions in the module add conformances to it.
const extensionsAdd = "// extensions add: "

// nestedPart reports a nested type or anything declared in one.
func nestedPart(s sdk.Symbol) bool {
	switch {
	case strings.Contains(s.Parent, "."):
		return true
	case s.Parent == "":
		return false
	}
	switch s.Kind {
	case "class", "struct", "enum", "protocol", "actor":
		return true
	}
	return false
}

// topOf is the top-level name a symbol is listed under: its own, or its
// parent's first component.
func topOf(s sdk.Symbol) string {
	key := s.Name
	if s.Parent != "" {
		key = s.Parent
	}
	top, _, _ := strings.Cut(key, ".")
	return top
}

// findSymbol returns the declarations a dotted symbol path names:
// "ParsableCommand.run", "ParsableCommand.run()", "Module.Type.member",
// "CommandConfiguration.init(commandName:abstract:)".
func findSymbol(decls []swiftsrc.Decl, modules []string, want string) []swiftsrc.Decl {
	want = strings.TrimSpace(strings.ReplaceAll(want, "/", "."))
	candidates := []string{want}
	for _, m := range modules {
		if rest, ok := strings.CutPrefix(want, m+"."); ok {
			candidates = append(candidates, rest)
		}
	}
	for _, fold := range []bool{false, true} {
		var out []swiftsrc.Decl
		for _, c := range candidates {
			for _, d := range decls {
				if d.Extension {
					continue
				}
				titled := d.Title
				if d.Parent != "" {
					titled = d.Parent + "." + d.Title
				}
				if eq(d.Path, c, fold) || eq(titled, c, fold) || strings.HasSuffix(c, "()") && eq(d.Path, strings.TrimSuffix(c, "()"), fold) {
					out = append(out, d)
				}
			}
			if len(out) > 0 {
				return out
			}
		}
	}
	return nil
}

// extendedType is a type of another module (Double, String) that the
// package's extensions add members to, as a declaration to focus on:
// "extension Double: Real", the protocols every extension adds.
func extendedType(decls []swiftsrc.Decl, modules []string, want string) (swiftsrc.Decl, bool) {
	want = strings.TrimSpace(strings.ReplaceAll(want, "/", "."))
	candidates := []string{want}
	for _, m := range modules {
		if rest, ok := strings.CutPrefix(want, m+"."); ok {
			candidates = append(candidates, rest)
		}
	}
	for _, fold := range []bool{false, true} {
		for _, c := range candidates {
			var ext swiftsrc.Decl
			for _, d := range decls {
				if !d.Extension || !eq(d.Name, c, fold) {
					continue
				}
				if ext.Name == "" {
					ext = swiftsrc.Decl{Kind: "extension", Name: d.Name, Path: d.Name, Title: d.Name, Extension: true, File: d.File, Line: d.Line,
						Doc: d.Name + " is declared outside this package; its extensions here add the members below."}
				}
				for _, i := range d.Inherits {
					if !contains(ext.Inherits, i) {
						ext.Inherits = append(ext.Inherits, i)
					}
				}
			}
			if ext.Name != "" {
				ext.Signature = "extension " + ext.Name
				if len(ext.Inherits) > 0 {
					ext.Signature += ": " + strings.Join(ext.Inherits, ", ")
				}
				return ext, true
			}
		}
	}
	return swiftsrc.Decl{}, false
}

func eq(a, b string, fold bool) bool {
	if fold {
		return strings.EqualFold(a, b)
	}
	return a == b
}

// suggestions lists paths close to want, for a NotFound message.
func suggestions(decls []swiftsrc.Decl, want string) []string {
	last := want
	if i := strings.LastIndex(want, "."); i >= 0 {
		last = want[i+1:]
	}
	last = strings.ToLower(strings.TrimSuffix(last, "()"))
	var out []string
	seen := map[string]bool{}
	for _, d := range decls {
		if d.Extension || seen[d.Path] {
			continue
		}
		if strings.Contains(strings.ToLower(d.Name), last) {
			seen[d.Path] = true
			out = append(out, d.Path)
		}
		if len(out) == 10 {
			break
		}
	}
	return out
}

// isSwiftPath reports a Swift source path (for examples).
func isSwiftPath(p string) bool { return path.Ext(p) == ".swift" }

// withConstraint says when a member of a constrained extension exists.
func withConstraint(d swiftsrc.Decl, doc string) string {
	if d.Constraint == "" {
		return doc
	}
	return strings.TrimSpace("Available when " + d.Constraint + ". " + doc)
}
