package apicheck

import (
	"github.com/pkgdocs/pkgdocs/sdk/rank"
	"go/ast"
	"go/parser"
	"go/token"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// MaxExtracted bounds the names one snippet yields.
const MaxExtracted = 100

// Extract returns the names code references from this index's package,
// in order of first appearance, without repeats. Best effort: see the
// package comment for what each ecosystem's extractor reads. ok is false
// when the ecosystem has no extractor.
func (ix *Index) Extract(code string) (refs []Ref, ok bool) {
	var raw []Ref
	switch ix.eco {
	case "go":
		raw = ix.extractGo(code)
	case "npm":
		raw = ix.extractJS(code)
	case "python":
		raw = ix.extractPython(code)
	case "rust":
		raw = ix.extractRust(code)
	case "swift":
		raw = ix.extractSwift(code)
	default:
		return nil, false
	}
	seen := map[string]bool{}
	for _, r := range raw {
		r.FromCode = true
		if r.Query == "" || seen[r.Query] {
			continue
		}
		seen[r.Query] = true
		refs = append(refs, r)
		if len(refs) == MaxExtracted {
			break
		}
	}
	return refs, true
}

// extractGo parses code as a file, else as declarations, else as
// statements, and returns the selectors on the package's import name
// (uuid.NewString, cobra.Command) and the keys of composite literals of
// its types (cobra.Command{RunE: ...} → cobra.Command.RunE).
func (ix *Index) extractGo(code string) []Ref {
	fset := token.NewFileSet()
	var f *ast.File
	var err error
	imports, body := splitGoImports(code)
	for _, src := range []string{code, "package p\n" + code, "package p\nfunc _() {\n" + code + "\n}", "package p\n" + imports + "\nfunc _() {\n" + body + "\n}"} {
		if f, err = parser.ParseFile(fset, "snippet.go", src, parser.SkipObjectResolution); err == nil {
			break
		}
	}
	if f == nil {
		return nil
	}
	names := map[string]bool{}
	explicit := false
	for _, im := range f.Imports {
		p, _ := strconv.Unquote(im.Path.Value)
		if p != ix.pkg {
			continue
		}
		explicit = true
		switch {
		case im.Name == nil:
			for _, n := range ix.imports {
				names[n] = true
			}
		case im.Name.Name != "_" && im.Name.Name != ".":
			names[im.Name.Name] = true
		}
	}
	if !explicit {
		for _, n := range ix.imports {
			names[n] = true
		}
	}
	locals := ix.goLocals(f, names)
	var out []Ref
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			if id, ok := n.X.(*ast.Ident); ok && locals[id.Name] != "" && !names[id.Name] {
				// root.AddGroup where root := &cobra.Command{...}
				out = append(out, Ref{Query: id.Name + "." + n.Sel.Name, Name: locals[id.Name] + "." + n.Sel.Name})
				return false
			}
			if chain, root, ok := selectorChain(n); ok && names[root] {
				out = append(out, Ref{Query: root + "." + chain, Name: chain})
				return false
			}
		case *ast.CompositeLit:
			sel, ok := n.Type.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			chain, root, ok := selectorChain(sel)
			if !ok || !names[root] {
				return true
			}
			out = append(out, Ref{Query: root + "." + chain, Name: chain})
			for _, e := range n.Elts {
				if kv, ok := e.(*ast.KeyValueExpr); ok {
					if k, ok := kv.Key.(*ast.Ident); ok {
						out = append(out, Ref{Query: root + "." + chain + "." + k.Name, Name: chain + "." + k.Name})
					}
					ast.Inspect(kv.Value, func(n ast.Node) bool { return ix.goVisit(n, names, &out) })
				} else {
					ast.Inspect(e, func(n ast.Node) bool { return ix.goVisit(n, names, &out) })
				}
			}
			return false
		}
		return true
	})
	return out
}

// goLocals types the snippet's variables and parameters whose type is
// one of the package's: x := &pkg.T{}, x := pkg.T{}, var x *pkg.T,
// func(x *pkg.T), x := pkg.NewT() (the result type read from NewT's
// signature), x, err := pkg.F(). Scopes are not told apart: a name reused
// for another type takes the last one. Best effort.
func (ix *Index) goLocals(f *ast.File, names map[string]bool) map[string]string {
	locals := map[string]string{}
	pkgType := func(e ast.Expr) string {
		if st, ok := e.(*ast.StarExpr); ok {
			e = st.X
		}
		if ix2, ok := e.(*ast.IndexExpr); ok { // generic instantiation
			e = ix2.X
		}
		if sel, ok := e.(*ast.SelectorExpr); ok {
			if id, ok := sel.X.(*ast.Ident); ok && names[id.Name] {
				return sel.Sel.Name
			}
		}
		return ""
	}
	valueType := func(e ast.Expr) string {
		if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
			e = u.X
		}
		switch e := e.(type) {
		case *ast.CompositeLit:
			return pkgType(e.Type)
		case *ast.CallExpr:
			if fn := pkgType(e.Fun); fn != "" {
				if s, ok := ix.Lookup(fn); ok {
					return goResultType(s.Signature)
				}
			}
		}
		return ""
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if len(n.Rhs) == 1 && len(n.Lhs) >= 1 {
				if id, ok := n.Lhs[0].(*ast.Ident); ok {
					if t := valueType(n.Rhs[0]); t != "" {
						locals[id.Name] = t
					}
				}
			}
		case *ast.ValueSpec:
			t := pkgType(n.Type)
			for i, id := range n.Names {
				if t == "" && i < len(n.Values) {
					t = valueType(n.Values[i])
				}
				if t != "" {
					locals[id.Name] = t
				}
			}
		case *ast.Field:
			if t := pkgType(n.Type); t != "" {
				for _, id := range n.Names {
					locals[id.Name] = t
				}
			}
		}
		return true
	})
	return locals
}

// goResultType is the first result type of a Go func declaration
// ("func NewRandom() (UUID, error)" → "UUID"), without a pointer; "" when
// it is not a plain named type.
func goResultType(sig string) string {
	f, err := parser.ParseFile(token.NewFileSet(), "", "package p\n"+OneLine(sig), parser.SkipObjectResolution)
	if err != nil || len(f.Decls) == 0 {
		return ""
	}
	fd, ok := f.Decls[0].(*ast.FuncDecl)
	if !ok || fd.Type.Results == nil || len(fd.Type.Results.List) == 0 {
		return ""
	}
	e := fd.Type.Results.List[0].Type
	if st, ok := e.(*ast.StarExpr); ok {
		e = st.X
	}
	if id, ok := e.(*ast.Ident); ok && ast.IsExported(id.Name) {
		return id.Name
	}
	return ""
}

// goVisit is extractGo's visitor for a subtree.
func (ix *Index) goVisit(n ast.Node, names map[string]bool, out *[]Ref) bool {
	if s, ok := n.(*ast.SelectorExpr); ok {
		if chain, root, ok := selectorChain(s); ok && names[root] {
			*out = append(*out, Ref{Query: root + "." + chain, Name: chain})
			return false
		}
	}
	return true
}

// selectorChain turns a.b.c into ("b.c", "a") when the root is an
// identifier.
func selectorChain(s *ast.SelectorExpr) (string, string, bool) {
	parts := []string{s.Sel.Name}
	x := s.X
	for {
		switch e := x.(type) {
		case *ast.SelectorExpr:
			parts = append([]string{e.Sel.Name}, parts...)
			x = e.X
			continue
		case *ast.Ident:
			return strings.Join(parts, "."), e.Name, true
		}
		return "", "", false
	}
}

var (
	jsIdent    = `[A-Za-z_$][\w$]*`
	jsImportRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?s)\bimport\s+(?:type\s+)?([^'";]*?)\s*\bfrom\s*['"]([^'"]+)['"]`)
	})
	jsRequireRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`\b(?:const|let|var)\s+(\{[^}]*\}|` + jsIdent + `)\s*=\s*require\(\s*['"]([^'"]+)['"]\s*\)(\.` + jsIdent + `)?`)
	})
	jsCommentsRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?s)/\*.*?\*/|(?m)//[^\n]*$`) })
)

// extractJS reads import and require statements of the package (not its
// subpaths) and member accesses on the names they bind: named imports
// are checked as they are; members of the default or namespace import
// (express.Router, z.string) as package members. Token level: strings
// and template literals are not told apart from code.
func (ix *Index) extractJS(code string) []Ref {
	code = jsCommentsRE().ReplaceAllString(code, "")
	type binding struct {
		local, name string // name "" for the module itself
		value       bool   // a value of the type name (an npm default class may be "default")
	}
	var binds []binding
	named := func(list string) {
		for _, item := range strings.Split(list, ",") {
			item = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(item), "type "))
			if item == "" {
				continue
			}
			name, local, ok := strings.Cut(item, " as ")
			if !ok {
				name, local, ok = strings.Cut(item, ":") // require destructuring
				if !ok {
					local = name
				}
			}
			name, local = strings.TrimSpace(name), strings.TrimSpace(local)
			if i := strings.IndexByte(local, '='); i >= 0 { // default value
				local = strings.TrimSpace(local[:i])
			}
			binds = append(binds, binding{local: local, name: name})
		}
	}
	var out []Ref
	for _, m := range jsImportRE().FindAllStringSubmatch(code, -1) {
		if m[2] != ix.pkg {
			continue
		}
		clause := m[1]
		if i := strings.IndexByte(clause, '{'); i >= 0 {
			j := strings.LastIndexByte(clause, '}')
			if j > i {
				named(clause[i+1 : j])
			}
			clause = clause[:i]
		}
		for _, part := range strings.Split(clause, ",") {
			part = strings.TrimSpace(part)
			if local, ok := strings.CutPrefix(part, "* as "); ok {
				binds = append(binds, binding{local: strings.TrimSpace(local)})
			} else if part != "" {
				binds = append(binds, binding{local: part})
			}
		}
	}
	for _, m := range jsRequireRE().FindAllStringSubmatch(code, -1) {
		if m[2] != ix.pkg {
			continue
		}
		switch {
		case strings.HasPrefix(m[1], "{"):
			named(strings.Trim(m[1], "{} "))
		case m[3] != "":
			binds = append(binds, binding{local: m[1], name: strings.TrimPrefix(m[3], ".")})
		default:
			binds = append(binds, binding{local: m[1]})
		}
	}
	for _, b := range binds {
		if b.name != "" && b.name != "default" && !b.value {
			out = append(out, Ref{Query: b.name, Name: b.name})
		}
	}
	// Values made by the package: const x = new L.Client(), const c =
	// axios.create(...) (typed by the function's declared result), then
	// their members (c.get) as members of that type.
	for _, b := range append([]binding(nil), binds...) {
		re := regexp.MustCompile(`\b(?:const|let|var)\s+(` + jsIdent + `)\s*(?::\s*[\w$.<>]+\s*)?=\s*(new\s+)?` + regexp.QuoteMeta(b.local) + `((?:\.` + jsIdent + `)*)\s*\(`)
		for _, m := range re.FindAllStringSubmatch(code, -1) {
			callee := strings.TrimPrefix(m[3], ".")
			if b.name != "" && b.name != "default" {
				callee = strings.TrimPrefix(b.name+"."+callee, ".")
				callee = strings.TrimSuffix(callee, ".")
			}
			typ := ""
			switch {
			case m[2] != "" && callee == "":
				// new Redis() with Redis the module itself (import Redis
				// from, require): an instance of the class the package
				// exports as its default or as module.exports.
				typ = ix.moduleClass()
			case m[2] != "":
				typ = callee // new X(): an X
			case callee != "":
				if fs, ok := ix.resolve(Key(callee), 0); ok {
					typ = tsResultType(fs.Signature)
				}
			}
			if _, known := ix.lookupParent(Key(typ)); typ != "" && known {
				binds = append(binds, binding{local: m[1], name: typ, value: true})
			}
		}
	}
	for _, b := range binds {
		re := regexp.MustCompile(`(^|[^\w$.])` + regexp.QuoteMeta(b.local) + `((?:\s*\??\.\s*` + jsIdent + `)+)`)
		for _, m := range re.FindAllStringSubmatch(code, -1) {
			chain := strings.NewReplacer(" ", "", "\t", "", "\n", "", "?", "").Replace(m[2])
			chain = strings.TrimPrefix(chain, ".")
			switch {
			case !b.value && (b.name == "" || b.name == "default"):
				out = append(out, Ref{Query: b.local + "." + chain, Name: chain})
			default:
				out = append(out, Ref{Query: b.local + "." + chain, Name: b.name + "." + chain})
			}
		}
	}
	return out
}

var tsResultRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\)\s*:\s*([A-Za-z_$][\w$.]*)\s*;?\s*$`) })

// tsResultType is the declared result of a TypeScript function or method
// ("create(config?: AxiosRequestConfig): AxiosInstance" → AxiosInstance);
// "" for none, a generic or a Promise.
func tsResultType(sig string) string {
	m := tsResultRE().FindStringSubmatch(OneLine(sig))
	if m == nil || m[1] == "Promise" || m[1] == "this" {
		return ""
	}
	return m[1]
}

var (
	pyFromRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?m)^\s*from\s+([\w.]+)\s+import\s+(\([^)]*\)|[^\n#]+)`)
	})
	pyImportRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?m)^\s*import\s+([^\n#]+)`) })
)

// extractPython reads `from pkg[.mod] import a, b as c` and
// `import pkg[.mod] [as y]` followed by attribute chains on the bound
// name (y.Session.get). Token level.
func (ix *Index) extractPython(code string) []Ref {
	var out []Ref
	// from maps a name a from-import binds to what it names in the
	// package ("client.base.Client", "serde"); mods a module an import
	// binds ("" for the package itself).
	from, mods := map[string]string{}, map[string]string{}
	mine := func(mod string) (string, bool) {
		if rest, ok := ix.underDottedImport(mod); ok {
			return rest, true
		}
		first, rest, _ := strings.Cut(mod, ".")
		if !ix.isImportName(first) {
			return "", false
		}
		return rest, true
	}
	for _, m := range pyFromRE().FindAllStringSubmatch(code, -1) {
		sub, ok := mine(m[1])
		if !ok {
			continue
		}
		for _, item := range strings.Split(strings.Trim(m[2], "() \t\r"), ",") {
			name, alias, hasAlias := strings.Cut(strings.TrimSpace(item), " as ")
			name = strings.TrimSpace(name)
			if name == "" || name == "*" {
				continue
			}
			full := name
			if sub != "" {
				full = sub + "." + name
			}
			local := name
			if hasAlias {
				local = strings.TrimSpace(alias)
			}
			from[local] = full
			// the Name from the module imported from: a name the
			// package's top level does not bind is no import of it,
			// whichever submodule has one (Index.Check)
			out = append(out, Ref{Query: name, Name: m[1] + "." + name})
			if sub != "" {
				out[len(out)-1].Query = m[1] + "." + name
			}
		}
	}
	for _, m := range pyImportRE().FindAllStringSubmatch(code, -1) {
		for _, item := range strings.Split(m[1], ",") {
			mod, alias, hasAlias := strings.Cut(strings.TrimSpace(item), " as ")
			mod, alias = strings.TrimSpace(mod), strings.TrimSpace(alias)
			sub, ok := mine(mod)
			if !ok {
				continue
			}
			local := mod
			if hasAlias {
				local = alias
			}
			mods[local] = sub
			re := regexp.MustCompile(`(^|[^\w.])` + regexp.QuoteMeta(local) + `((?:\.[A-Za-z_]\w*)+)`)
			for _, a := range re.FindAllStringSubmatch(code, -1) {
				chain := strings.TrimPrefix(a[2], ".")
				// from the module imported, as from-imports are
				out = append(out, Ref{Query: local + "." + chain, Name: mod + "." + chain})
			}
		}
	}
	return append(out, ix.pythonMembers(code, from, mods)...)
}

// pyClass is the name of the class the package declares that name
// (a class, or a submodule's name for one) refers to; "" for anything
// else: a function's result has no known type.
func (ix *Index) pyClass(name string) string {
	if name == "" {
		return ""
	}
	s, ok := ix.lookupParent(Key(name))
	if ok && s.Kind == "reexport" {
		s, ok = ix.lookupParent(ix.typeOf(s))
	}
	if !ok || s.Kind != "class" || ix.pyMetaclass(s) {
		return ""
	}
	return s.Name
}

// pythonMembers reads attribute chains on the names from-imports bind
// (serde.pickle_serde after "from pymemcache import serde") and on
// instances of the package's classes (c.set after "c =
// Client(...)" or "c = m.Client(...)"), as members of what they name.
func (ix *Index) pythonMembers(code string, from, mods map[string]string) []Ref {
	typed := map[string]string{}
	for _, bound := range []map[string]string{from, mods} {
		for local, full := range bound {
			re := regexp.MustCompile(`(?m)^[ \t]*([A-Za-z_]\w*)[ \t]*(?::[^=\n]*)?=[ \t]*` + regexp.QuoteMeta(local) + `((?:\.[A-Za-z_]\w*)*)\s*\(`)
			for _, m := range re.FindAllStringSubmatch(code, -1) {
				if class := ix.pyClass(strings.TrimPrefix(full+m[2], ".")); class != "" {
					typed[m[1]] = class
				}
			}
		}
	}
	var out []Ref
	chains := func(local, full string) {
		re := regexp.MustCompile(`(^|[^\w.])` + regexp.QuoteMeta(local) + `((?:\.[A-Za-z_]\w*)+)`)
		for _, a := range re.FindAllStringSubmatch(code, -1) {
			chain := strings.TrimPrefix(a[2], ".")
			out = append(out, Ref{Query: local + "." + chain, Name: full + "." + chain})
		}
	}
	for _, local := range slices.Sorted(maps.Keys(from)) {
		if typed[local] == "" {
			chains(local, from[local])
		}
	}
	for _, local := range slices.Sorted(maps.Keys(typed)) {
		_, f := from[local]
		_, m := mods[local]
		if !f && !m {
			chains(local, typed[local])
		}
	}
	return out
}

var (
	rustUseRE    = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?s)\buse\s+([^;]+);`) })
	rustRenameRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\s+as\s+\w+`) })
	rustPathRE   = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(^|[^\w:])((?:[A-Za-z_]\w*::)+[A-Za-z_]\w*)`) })
)

// extractRust reads `use crate_name::...` trees (groups, renames) and
// paths through the crate in code (tokio::spawn(...),
// serde_json::Value::Null). Token level.
func (ix *Index) extractRust(code string) []Ref {
	var out []Ref
	imported := map[string]string{} // a name a use binds → the package path it names
	for _, m := range rustUseRE().FindAllStringSubmatch(code, -1) {
		renamed := rustRenameRE().MatchString(m[1])
		tree := rustRenameRE().ReplaceAllString(m[1], "")
		for _, p := range expandUse(strings.Join(strings.Fields(tree), "")) {
			first, _, _ := strings.Cut(p, "::")
			if !ix.isImportName(first) || strings.HasSuffix(p, "::*") || strings.HasSuffix(p, "::self") {
				continue
			}
			out = append(out, Ref{Query: p})
			if !renamed { // use a::Foo as AFoo: Foo may be another crate's
				imported[p[strings.LastIndex(p, "::")+2:]] = p
			}
		}
	}
	body := rustUseRE().ReplaceAllString(code, ";")
	for _, m := range rustPathRE().FindAllStringSubmatch(body, -1) {
		p := m[2]
		first, rest, _ := strings.Cut(p, "::")
		switch {
		case ix.isImportName(first) && first != "crate":
			out = append(out, Ref{Query: p})
		case imported[first] != "":
			// use aliasable::boxed::AliasableBox; then
			// AliasableBox::from_unique(...): a path from the name the use
			// binds.
			out = append(out, Ref{Query: p, Name: imported[first] + "::" + rest})
		}
	}
	return out
}

// expandUse turns a use tree into its paths: "a::{b,c::{d,e as f}}" →
// a::b, a::c::d, a::c::e.
func expandUse(tree string) []string {
	i := strings.IndexByte(tree, '{')
	if i < 0 {
		return []string{strings.TrimSuffix(tree, "::")}
	}
	prefix := tree[:i]
	j := strings.LastIndexByte(tree, '}')
	if j < i {
		return nil
	}
	var out []string
	for _, part := range splitTop(tree[i+1 : j]) {
		if part == "" {
			continue
		}
		for _, p := range expandUse(part) {
			out = append(out, prefix+p)
		}
	}
	return out
}

// splitTop splits on commas outside braces.
func splitTop(s string) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '{':
			depth++
		case '}':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	return append(out, s[start:])
}

var swiftNameRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(^|[^\w.])([A-Z]\w*)((?:\.[a-z_]\w*)?)`) })

// extractSwift reads capitalised type names and a member after them
// (Alamofire.Session, Session.default, JSONDecoder), and keeps those the
// module declares, or that are one or two edits from one it declares (a
// likely misspelling); every other type name is taken for another
// module's. Token level.
func (ix *Index) extractSwift(code string) []Ref {
	code = jsCommentsRE().ReplaceAllString(code, "")
	var out []Ref
	for _, m := range swiftNameRE().FindAllStringSubmatch(code, -1) {
		typ, member := m[2], strings.TrimPrefix(m[3], ".")
		if ix.isImportName(typ) {
			if member != "" {
				out = append(out, Ref{Query: typ + "." + member, Name: member})
			}
			continue
		}
		known := len(ix.find(typ)) > 0
		if !known {
			if len(typ) >= 5 && len(ix.Nearest(typ, 1)) > 0 && rank.Distance(strings.ToLower(typ), strings.ToLower(ix.Nearest(typ, 1)[0]), 2) <= 2 {
				out = append(out, Ref{Query: typ})
			}
			continue
		}
		q := typ
		if member != "" {
			q += "." + member
		}
		out = append(out, Ref{Query: q})
	}
	return out
}

// splitGoImports splits a snippet that opens with import declarations
// (maybe after a package clause) and goes on with statements, as agents
// write them, into the imports and the rest; imports is "" when the
// snippet opens otherwise.
func splitGoImports(code string) (imports, body string) {
	lines := strings.Split(code, "\n")
	i, inBlock := 0, false
	for ; i < len(lines); i++ {
		l := strings.TrimSpace(lines[i])
		switch {
		case inBlock:
			inBlock = l != ")"
		case l == "" || strings.HasPrefix(l, "//"):
		case strings.HasPrefix(l, "package "):
			lines[i] = "" // the wrapper has its own
		case l == "import (" || strings.HasPrefix(l, "import ("):
			inBlock = !strings.HasSuffix(l, ")")
		case strings.HasPrefix(l, "import "):
		default:
			return strings.Join(lines[:i], "\n"), strings.Join(lines[i:], "\n")
		}
	}
	return strings.Join(lines, "\n"), ""
}
