package golang

import (
	"cmp"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"

	"github.com/pkgdocs/pkgdocs/plugins/golang/apidoc"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// maxOutlineBytes bounds the declarations and doc lines of one outline. It
// protects memory and the plugin channel (gRPC refuses messages over
// 4 MiB by default, and the README and examples travel in the same
// Document), not any page budget: the host pages the outline. No package
// seen comes near it (net/http's full outline is about 120 KB).
const maxOutlineBytes = 2 << 20

// Importance tiers of the outline: what an agent needs first comes first,
// so that whatever page budget the host applies, page one spends its full
// signatures on these.
const (
	tierPrincipal      = iota // types the usage code constructs or names, with their constructors
	tierUsed                  // functions, methods, values the usage code calls
	tierOtherPrincipal        // other constructors and the types they return
	tierRest                  // everything else, in source order
	tierDeprecated            // deprecated declarations last
)

// outline lists every exported declaration with its full signature (as
// `go doc` prints it: a struct's exported fields with their comments) and
// its first sentence, most important first. usage is Go code that shows
// how the package is used: the README's Go blocks and the examples.
func outline(pkg *apidoc.Package, u usage, notes []string) ([]sdk.Symbol, []string) {
	order := importance(pkg, u)
	syms := make([]sdk.Symbol, 0, len(order))
	size := 0
	for _, d := range order {
		syms = append(syms, groupMembers(pkg, d)...)
	}
	for i := range syms {
		if f := fieldNames(syms[i]); f != "" {
			syms[i].Doc = strings.TrimSpace(syms[i].Doc + " " + f)
		}
	}
	for _, s := range syms {
		size += len(s.Signature) + len(s.Doc)
	}
	if size <= maxOutlineBytes {
		return syms, notes
	}
	// Over the memory cap: abbreviate multi-line declarations, least
	// important first, until it fits.
	shortened := 0
	for i := len(syms) - 1; i >= 0 && size > maxOutlineBytes; i-- {
		s := &syms[i]
		if !strings.Contains(s.Signature, "\n") {
			continue
		}
		short := shortType(s.Signature)
		size -= len(s.Signature) - len(short)
		s.Signature = short
		shortened++
	}
	notes = append(notes, fmt.Sprintf("%s has %d exported declarations, more than %d MiB in full; %d of the least important are abbreviated: call describe_go_package with symbol=<Name> for one in full", pkg.ImportPath, len(pkg.Decls), maxOutlineBytes>>20, shortened))
	return syms, notes
}

// groupMembers is d as outline symbols: one per name for a const or var
// group (each declared on its own line, so that a name keeps its identity
// whether it stands alone or moves into a group, and upgrade_package
// compares names, not declaration blocks), else d itself.
func groupMembers(pkg *apidoc.Package, d apidoc.Decl) []sdk.Symbol {
	if len(d.Members) == 0 {
		return []sdk.Symbol{symbol(pkg, d, false)}
	}
	out := make([]sdk.Symbol, 0, len(d.Members))
	for i, m := range d.Members {
		doc := m.Comment
		if i == 0 && d.Synopsis != "" {
			doc = strings.TrimSpace(d.Synopsis + " " + doc)
		}
		out = append(out, sdk.Symbol{Name: m.Name, Kind: d.Kind, Signature: m.Signature, Doc: doc, Deprecated: d.Deprecated, Parent: d.Type})
	}
	return out
}

// importance orders a package's declarations: the types the usage code
// constructs or names, each after the constructors the code calls (its
// other constructors follow it), most used first; then the other
// declarations the usage code refers to, most referred first; then the
// other constructors and the types they return; then the rest in source
// order; deprecated ones last. Ties keep source order. Without usage code
// (no README code, no examples), constructors and their types lead.
func importance(pkg *apidoc.Package, u usage) []apidoc.Decl {
	uses := references(pkg, u.code(), u.std)
	pkg = withErrorConstructors(pkg)
	// A function the README or docs call, returning none of the package's
	// types (huma.Register(api, op, handler)), is an entry point as much
	// as a constructor: a group of its own, ranked by its uses with the
	// types, not after every type the code names.
	entry := docCalls(pkg, u.docs)
	// A type is principal when a constructor returns it or the usage code
	// names it; a principal group is the type and its constructors.
	principal := map[string]bool{}
	groupUses := map[string]int{}
	for _, d := range pkg.Decls {
		switch {
		case d.Deprecated != "":
		case d.Kind == apidoc.KindFunc && d.Type == "" && entry[d.Name]:
			groupUses[d.Name] = uses[d.Name]
		case d.Kind == apidoc.KindFunc && d.Type != "":
			principal[d.Type] = true
			groupUses[d.Type] += uses[d.Name]
		case d.Kind == apidoc.KindType:
			if uses[d.Name] > 0 {
				principal[d.Name] = true
			}
			groupUses[d.Name] += uses[d.Name]
		}
	}
	type ranked struct {
		d          apidoc.Decl
		tier, uses int
		// group is the principal type a constructor or type belongs to;
		// within a group, used constructors (0), the type (1), then the
		// other constructors (2).
		group      string
		groupOrder int
		file       string
		line, idx  int
	}
	// Without a difference in use, a group its package doc names (a
	// package with neither examples nor README code says in its doc what
	// to start from: "reading from a Conn") comes first.
	docNamed := docMentions(pkg, principal)
	// An option or error group is what a package's entry points take or
	// give back, not where an agent starts: without a difference in use,
	// it follows the others.
	minor := minorGroups(pkg, principal)
	type pos struct {
		file      string
		line, idx int
	}
	typePos := map[string]pos{}
	for i, d := range pkg.Decls {
		if d.Kind == apidoc.KindType || d.Kind == apidoc.KindFunc && d.Type == "" && entry[d.Name] {
			file, line := splitPos(d.Pos)
			typePos[d.Name] = pos{file, line, i}
		}
	}
	rs := make([]ranked, len(pkg.Decls))
	for i, d := range pkg.Decls {
		file, line := splitPos(d.Pos)
		r := ranked{d: d, tier: tierRest, uses: uses[d.Name], file: file, line: line, idx: i}
		isCtor := d.Kind == apidoc.KindFunc && d.Type != "" && principal[d.Type]
		switch {
		case d.Deprecated != "":
			r.tier = tierDeprecated
		case d.Kind == apidoc.KindFunc && d.Type == "" && entry[d.Name]:
			r.group, r.tier = d.Name, tierPrincipal
		case isCtor || d.Kind == apidoc.KindType && principal[d.Name]:
			r.group = cmp.Or(d.Type, d.Name)
			r.tier = tierOtherPrincipal
			if groupUses[r.group] > 0 {
				r.tier = tierPrincipal
			}
			switch {
			case d.Kind == apidoc.KindType:
				r.groupOrder = 1
			case r.uses == 0 && groupUses[r.group] > 0:
				r.groupOrder = 2 // an unused constructor of a used type
			}
		case r.uses > 0:
			r.tier = tierUsed
		}
		rs[i] = r
	}
	slices.SortStableFunc(rs, func(a, b ranked) int {
		if c := cmp.Compare(a.tier, b.tier); c != 0 {
			return c
		}
		switch a.tier {
		case tierPrincipal, tierOtherPrincipal:
			if a.group != b.group {
				if c := cmp.Compare(groupUses[b.group], groupUses[a.group]); c != 0 {
					return c
				}
				if c := cmp.Compare(minor[a.group], minor[b.group]); c != 0 {
					return c
				}
				if c := cmp.Compare(docNamed[b.group], docNamed[a.group]); c != 0 {
					return c
				}
				// Equal use: the group declared first.
				pa, pb := typePos[a.group], typePos[b.group]
				return sourceOrder(pa.file, pa.line, pa.idx, pb.file, pb.line, pb.idx)
			}
			if c := cmp.Compare(a.groupOrder, b.groupOrder); c != 0 {
				return c
			}
			if c := cmp.Compare(b.uses, a.uses); c != 0 {
				return c
			}
		case tierUsed:
			if c := cmp.Compare(b.uses, a.uses); c != 0 {
				return c
			}
		}
		return sourceOrder(a.file, a.line, a.idx, b.file, b.line, b.idx)
	})
	out := make([]apidoc.Decl, 0, len(rs))
	for _, r := range rs {
		out = append(out, r.d)
	}
	if len(rs) == 0 {
		return out
	}
	return leadMethodsFirst(out, rs[0].group, rs[0].tier == tierOtherPrincipal)
}

// leadMethodsFirst moves the methods of the lead type (the first
// principal group, lead) right after its group when no usage code named
// any type (noUsage): without it, a service client's operations
// (Client.PutRecord) came after every other constructor group (waiters,
// paginators), in source order among Input and Output types, so page
// one's "Start here" showed the client and one operation. With usage code,
// the methods it calls already come first.
func leadMethodsFirst(order []apidoc.Decl, lead string, noUsage bool) []apidoc.Decl {
	if !noUsage || lead == "" {
		return order
	}
	end := 0 // past the lead group: its constructors and the type
	for end < len(order) && (order[end].Type == lead && order[end].Kind == apidoc.KindFunc || order[end].Kind == apidoc.KindType && order[end].Name == lead) {
		end++
	}
	var methods, rest []apidoc.Decl
	for _, d := range order[end:] {
		if d.Kind == apidoc.KindMethod && d.Type == lead && d.Deprecated == "" {
			methods = append(methods, d)
		} else {
			rest = append(rest, d)
		}
	}
	if len(methods) == 0 {
		return order
	}
	return slices.Concat(order[:end], methods, rest)
}

// docCalls is the package-level functions the docs' code calls as
// pkg.Func(...).
func docCalls(pkg *apidoc.Package, docs []string) map[string]bool {
	out := map[string]bool{}
	funcs := map[string]bool{}
	for _, d := range pkg.Decls {
		if d.Kind == apidoc.KindFunc && d.Type == "" {
			funcs[d.Name] = true
		}
	}
	qual := qualifiers(pkg, docs)
	for _, code := range docs {
		for _, m := range qualifiedCall().FindAllStringSubmatch(code, -1) {
			if qual[m[1]] && funcs[m[2]] {
				out[m[2]] = true
			}
		}
	}
	return out
}

// qualifiedCall is pkg.Name( or pkg.Name[ (a generic function's
// instantiation) in code using the package from outside.
var qualifiedCall = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\b([A-Za-z_]\w*)\.([A-Z]\w*)\s*[(\[]`) })

// withErrorConstructors is pkg with the functions that return one of its
// types and an error filed as that type's constructors. go/doc files a
// function under its result type only when no other result is a type it
// knows, and it counts error as one when the package embeds error in a
// type of its own: bazil.org/fuse's Mount(dir, ...MountOption) (*Conn,
// error) stayed a plain function, so Conn was no principal type and
// "Start here" opened with the mount options.
func withErrorConstructors(pkg *apidoc.Package) *apidoc.Package {
	types := map[string]bool{}
	for _, d := range pkg.Decls {
		if d.Kind == apidoc.KindType {
			types[d.Name] = true
		}
	}
	var decls []apidoc.Decl
	for i, d := range pkg.Decls {
		if d.Kind != apidoc.KindFunc || d.Type != "" {
			continue
		}
		t := resultType(d.Signature)
		if t == "" || !types[t] {
			continue
		}
		if decls == nil {
			decls = slices.Clone(pkg.Decls)
		}
		decls[i].Type = t
	}
	if decls == nil {
		return pkg
	}
	cp := *pkg
	cp.Decls = decls
	return &cp
}

// resultType is the one type, named without a package, that a function
// declared by sig returns beside error (T, *T, []T or []*T), or "" when
// it returns none or several, or is generic.
func resultType(sig string) string {
	f, err := parser.ParseFile(token.NewFileSet(), "", "package p\n"+sig, 0)
	if err != nil || len(f.Decls) != 1 {
		return ""
	}
	fd, ok := f.Decls[0].(*ast.FuncDecl)
	if !ok || fd.Recv != nil || fd.Type.TypeParams != nil || fd.Type.Results == nil {
		return ""
	}
	name, errs := "", 0
	for _, r := range fd.Type.Results.List {
		t := r.Type
		if a, ok := t.(*ast.ArrayType); ok {
			t = a.Elt
		}
		if s, ok := t.(*ast.StarExpr); ok {
			t = s.X
		}
		id, ok := t.(*ast.Ident)
		switch {
		case !ok:
			continue // another package's type, a func, a map...
		case id.Name == "error":
			errs++
		case !id.IsExported():
			continue
		case name != "" && name != id.Name:
			return ""
		default:
			name = id.Name
		}
	}
	if errs == 0 {
		return "" // go/doc would have filed it: not this function's case
	}
	return name
}

// minorGroups marks the principal groups that are options or errors: a
// type some function takes as its variadic parameter (...MountOption,
// the functional options pattern), or a type with an Error method.
func minorGroups(pkg *apidoc.Package, principal map[string]bool) map[string]int {
	out := map[string]int{}
	for _, d := range pkg.Decls {
		switch d.Kind {
		case apidoc.KindMethod:
			if strings.HasSuffix(d.Name, ".Error") && principal[d.Type] {
				out[d.Type] = 1
			}
		case apidoc.KindFunc:
			first, _, _ := strings.Cut(d.Signature, "\n")
			for _, m := range variadicParam().FindAllStringSubmatch(first, -1) {
				if principal[m[1]] && m[1] != d.Type {
					out[m[1]] = 1
				}
			}
		}
	}
	return out
}

// variadicParam is a variadic parameter of a type of the package itself:
// "...Option" or "...*Option".
var variadicParam = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\.\.\.\*?([A-Z]\w*)\s*[,)]`) })

// docMentions counts, for each principal group (a type and its
// constructors), how often the package doc comment names the type or one
// of its constructors, as a whole word.
func docMentions(pkg *apidoc.Package, principal map[string]bool) map[string]int {
	out := map[string]int{}
	if pkg.Doc == "" {
		return out
	}
	words := map[string]int{}
	for _, w := range strings.FieldsFunc(pkg.Doc, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_'
	}) {
		words[w]++
	}
	for _, d := range pkg.Decls {
		switch {
		case d.Deprecated != "":
		case d.Kind == apidoc.KindType && principal[d.Name]:
			out[d.Name] += words[d.Name]
		case d.Kind == apidoc.KindFunc && d.Type != "" && principal[d.Type]:
			out[d.Type] += words[d.Name]
		}
	}
	return out
}

func sourceOrder(fa string, la, ia int, fb string, lb, ib int) int {
	if c := cmp.Compare(fa, fb); c != 0 {
		return c
	}
	if c := cmp.Compare(la, lb); c != 0 {
		return c
	}
	return cmp.Compare(ia, ib)
}

// splitPos splits apidoc's "file.go:line".
func splitPos(pos string) (string, int) {
	i := strings.LastIndexByte(pos, ':')
	if i < 0 {
		return pos, 0
	}
	n, _ := strconv.Atoi(pos[i+1:])
	return pos[:i], n
}

var (
	// qualifiedRef is pkg.Name in code using the package from outside.
	qualifiedRef = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\b([A-Za-z_]\w*)\.([A-Z]\w*)`) })
	// bareRef is a call or composite literal of an unqualified exported
	// name, as in examples inside the package: Name( or Name{.
	bareRef = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?:^|[^.\w])([A-Z]\w*)\s*[({\[]`) })
)

// qualifiers are the names usage code reaches the package through: its
// package name, and the names the code imports it under (bbolt's README
// and examples write `import bolt "go.etcd.io/bbolt"` and call
// bolt.Open, which counted as a method named Open of some value, so
// page one opened on Cursor and DefaultLogger and showed no Open).
func qualifiers(pkg *apidoc.Package, code []string) map[string]bool {
	out := map[string]bool{pkg.Name: true}
	for _, c := range code {
		for _, m := range importSpec().FindAllStringSubmatch(c, -1) {
			if m[2] == pkg.ImportPath && m[1] != "" && m[1] != "_" {
				out[m[1]] = true
			}
		}
	}
	return out
}

// otherImports are the names usage code imports other packages under
// (an import spec's name, else its path's last element without a major
// version suffix), except the package's own qualifiers: `log.Fatal(err)`
// beside `import "log"` is the log package's function, not a method
// named Fatal of some value (bbolt's DefaultLogger.Fatal came third on
// its page one).
func otherImports(code []string, own map[string]bool) map[string]bool {
	out := map[string]bool{}
	for _, c := range code {
		for _, m := range importSpec().FindAllStringSubmatch(c, -1) {
			name := m[1]
			if name == "" {
				p := strings.TrimRight(m[2], "/")
				p = p[strings.LastIndexByte(p, '/')+1:]
				if len(p) > 1 && p[0] == 'v' && strings.Trim(p[1:], "0123456789") == "" {
					q := strings.TrimSuffix(strings.TrimRight(m[2], "/"), "/"+p)
					p = q[strings.LastIndexByte(q, '/')+1:]
				}
				if i := strings.IndexByte(p, '.'); i > 0 {
					p = p[:i] // gopkg.in/yaml.v3
				}
				name = strings.TrimPrefix(p, "go-")
			}
			if !own[name] {
				out[name] = true
			}
		}
	}
	return out
}

// declaredNames are the lower-case names usage code declares as
// variables or parameters (x := …, a, b := …, var x, func(x T), for _, x
// := range), which a qualified call may be made through.
func declaredNames(code []string) map[string]bool {
	out := map[string]bool{}
	for _, c := range code {
		for _, m := range declaredRE().FindAllStringSubmatch(c, -1) {
			for _, part := range strings.Split(cmp.Or(m[1], m[2], m[3]), ",") {
				if n := strings.TrimSpace(part); n != "" {
					out[n] = true
				}
			}
		}
	}
	return out
}

// declaredRE: the names before :=, after var, and a parameter's name
// before its type.
var declaredRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`([a-z_]\w*(?:\s*,\s*[a-z_]\w*)*)\s*:=|\bvar\s+([a-z_]\w*)|[(,]\s*([a-z_]\w*)\s+[*\[\]]*[A-Za-z_][\w.]*\s*[,)]`)
})

// importSpec is one import spec on its own line or after `import`: an
// optional name and a quoted path.
var importSpec = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?m)(?:^[ \t]*|\bimport[ \t]+)(?:([A-Za-z_]\w*)[ \t]+)?"([^"\s]+)"[ \t]*$`)
})

// references counts how often usage code refers to each declaration, by
// its Decl.Name: pkg.Func and pkg.Type for package-level names, x.Method
// for methods (any receiver: the code's variable types are not known, so
// a method name counts for every type that has it), bare calls for
// examples written inside the package.
func references(pkg *apidoc.Package, usage []string, std map[string]bool) map[string]int {
	top := map[string]string{}       // bare name → Decl.Name (const/var group members too)
	methods := map[string][]string{} // method name → Decl.Names ("Context.JSON", ...)
	for _, d := range pkg.Decls {
		switch d.Kind {
		case apidoc.KindMethod:
			m := d.Name[strings.LastIndexByte(d.Name, '.')+1:]
			methods[m] = append(methods[m], d.Name)
		default:
			for _, n := range d.Names {
				top[n] = d.Name
			}
		}
	}
	uses := map[string]int{}
	qual := qualifiers(pkg, usage)
	other := otherImports(usage, qual)
	if len(std) > 0 {
		declared := declaredNames(usage)
		for n := range std {
			if !qual[n] && !declared[n] {
				other[n] = true
			}
		}
	}
	for _, code := range usage {
		for _, m := range qualifiedRef().FindAllStringSubmatch(code, -1) {
			if qual[m[1]] {
				if name, ok := top[m[2]]; ok {
					uses[name]++
				}
				continue
			}
			if other[m[1]] {
				continue // log.Fatal: another package's function
			}
			for _, name := range methods[m[2]] {
				uses[name]++
			}
		}
		for _, m := range bareRef().FindAllStringSubmatch(code, -1) {
			if name, ok := top[m[1]]; ok {
				uses[name]++
			}
		}
	}
	for _, e := range pkg.Examples {
		if e.Symbol != "" {
			uses[e.Symbol]++
		}
	}
	return uses
}

// usage is the Go code that shows how a package is used: its examples,
// and the Go code blocks of its README and docs, which show where to
// start (examples cover one function each, as many as it has).
type usage struct {
	examples, docs []string
	// std are the standard library's package names: a call through one
	// that the code does not declare as a variable is that package's
	// (log.Print in a README block without its imports), not a method
	// of this package's types.
	std map[string]bool
}

// code is all of u.
func (u usage) code() []string { return slices.Concat(u.examples, u.docs) }

// usageCode is the Go code that shows how a package is used: its
// examples and the Go code blocks of its README.
func usageCode(pkg *apidoc.Package, readmeBlocks []string, std map[string]bool) usage {
	u := usage{examples: make([]string, 0, len(pkg.Examples)), docs: readmeBlocks, std: std}
	for _, e := range pkg.Examples {
		u.examples = append(u.examples, e.Code)
	}
	return u
}

// Field lists in doc lines: a struct declaration longer than
// fieldListMin bytes (its field comments included) is what a page shows
// shortened to its first line, so its doc line names its exported fields
// (at most maxListedFields), which an agent needs to fill the struct.
const (
	fieldListMin    = 800
	maxListedFields = 40
)

// fieldNames is "Fields: Use, Short, RunE, …." for a long struct type's
// declaration, else "".
func fieldNames(s sdk.Symbol) string {
	if s.Kind != apidoc.KindType || len(s.Signature) < fieldListMin || !strings.Contains(s.Signature, "struct {") {
		return ""
	}
	f, err := parser.ParseFile(token.NewFileSet(), "", "package p\n"+s.Signature, 0)
	if err != nil || len(f.Decls) != 1 {
		return ""
	}
	gd, ok := f.Decls[0].(*ast.GenDecl)
	if !ok || len(gd.Specs) != 1 {
		return ""
	}
	st, ok := gd.Specs[0].(*ast.TypeSpec).Type.(*ast.StructType)
	if !ok {
		return ""
	}
	var names []string
	for _, fl := range st.Fields.List {
		if len(fl.Names) == 0 { // embedded: its type's name
			t := fl.Type
			if star, ok := t.(*ast.StarExpr); ok {
				t = star.X
			}
			switch t := t.(type) {
			case *ast.Ident:
				names = append(names, t.Name)
			case *ast.SelectorExpr:
				names = append(names, t.Sel.Name)
			}
			continue
		}
		for _, n := range fl.Names {
			if n.IsExported() {
				names = append(names, n.Name)
			}
		}
	}
	if len(names) == 0 {
		return ""
	}
	more := ""
	if len(names) > maxListedFields {
		more = fmt.Sprintf(" and %d more", len(names)-maxListedFields)
		names = names[:maxListedFields]
	}
	return "Fields: " + strings.Join(names, ", ") + more + "."
}

// stdPackageNames are the package names of the standard library of the
// Go the provider runs with: the directory names under GOROOT/src, two
// levels deep (net/http → http), without internal, vendor, testdata and
// cmd trees. Read once; nil without a GOROOT.
func (p *Provider) stdPackageNames() map[string]bool {
	p.stdNamesOnce.Do(func() {
		if p.env == nil || p.env.GOROOT == "" {
			return
		}
		src := filepath.Join(p.env.GOROOT, "src")
		top, err := os.ReadDir(src)
		if err != nil {
			return
		}
		names := map[string]bool{}
		skip := func(n string) bool {
			return n == "internal" || n == "vendor" || n == "testdata" || n == "cmd" || strings.HasPrefix(n, ".") || strings.HasPrefix(n, "_")
		}
		for _, e := range top {
			if !e.IsDir() || skip(e.Name()) {
				continue
			}
			names[e.Name()] = true
			sub, err := os.ReadDir(filepath.Join(src, e.Name()))
			if err != nil {
				continue
			}
			for _, s := range sub {
				if s.IsDir() && !skip(s.Name()) {
					names[s.Name()] = true
				}
			}
		}
		p.stdNames = names
	})
	return p.stdNames
}
