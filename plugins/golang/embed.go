package golang

import (
	"context"
	"fmt"
	"go/ast"
	"go/parser"
	"go/printer"
	"go/token"
	"path"
	"strings"
	"time"

	"golang.org/x/mod/modfile"
	"golang.org/x/mod/module"

	"github.com/pkgdocs/pkgdocs/plugins/golang/apidoc"
	"github.com/pkgdocs/pkgdocs/plugins/golang/modresolve"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
	"github.com/pkgdocs/pkgdocs/sdk/localfile"
)

// Bounds on following a type's embedded types: how many packages other
// than the type's own may be read, how many types and how deep the chain
// is followed, and for how long. Past them the chain is incomplete: the
// members found are listed unmarked, and a name not among them stays
// "cannot tell". Generated construct libraries nest deeply (a CDK
// resource interface embeds CfnResource, CfnRefElement, CfnElement,
// constructs.Construct, IConstruct, IDependable: seven levels), so depth
// is bounded loosely and the work by the count of types. An aggregate
// storage interface gathers the managers of its own module's packages and
// its framework's (an OAuth2 server's Persister: 19 types from 11
// packages of two modules), so the packages read are bounded above that;
// the types and the timeout bound the work.
const (
	maxEmbedPackages = 16
	maxEmbedDepth    = 16
	maxEmbedTypes    = 64
	embedTimeout     = 20 * time.Second
)

// embedWalk collects the members a type gets from the types it embeds,
// those of other packages included (a Kubernetes API type's fields from
// metav1.ObjectMeta, dns.Conn's methods from net.Conn), read from the
// embedded type's own package at the version the user's project builds
// with, or without a project the one the embedding module requires (the
// standard library's from GOROOT).
type embedWalk struct {
	p          *Provider
	ctx        context.Context
	root       string
	rootPath   string          // import path of root's package
	have       map[string]bool // member names of root, declared or already promoted
	visited    map[string]bool // "importpath.Type" followed
	pkgs       map[string]*embedPkg
	proj       *modresolve.Project // the root's project, nil for none
	reads      int
	complete   bool
	alias      bool   // root is an alias: the members are its target's
	defined    bool   // root is defined from a named type: its fields, not its methods
	note       string // on an alias's or defined type's members: where they come from
	targetPath string // the import path of the alias's or defined type's target
	out        []sdk.Symbol
	// full holds, by the name in out, a member's whole doc comment
	// and where it is declared, for a describe that focuses on it; out
	// carries the first sentence.
	full map[string]promotedDoc
}

// promotedDoc is a promoted member's whole doc comment (Markdown), as its
// declaration writes it, and a sentence saying where it is declared.
type promotedDoc struct {
	doc, where string
}

type embedPkg struct {
	t   *target
	pkg *apidoc.Package
}

// promoted lists the members the type d of pkg (in t) gets from the types
// it embeds, through the whole chain, each as a member of d. When every
// embedded type of the chain was read, each member's signature ends with
// apicheck.InheritedMarker and the base d embeds it through, so that a
// name missing there is missing from the type; else none is marked.
func (p *Provider) promoted(ctx context.Context, t *target, pkg *apidoc.Package, d apidoc.Decl) ([]sdk.Symbol, string) {
	out, note, _ := p.promotedDocs(ctx, t, pkg, d)
	return out, note
}

// promotedDocs is promoted, with each member's whole doc comment and
// where it is declared, by its name under d.
func (p *Provider) promotedDocs(ctx context.Context, t *target, pkg *apidoc.Package, d apidoc.Decl) ([]sdk.Symbol, string, map[string]promotedDoc) {
	if d.Kind != apidoc.KindType {
		return nil, "", nil
	}
	ctx, cancel := context.WithTimeout(ctx, embedTimeout)
	defer cancel()
	w := &embedWalk{p: p, ctx: ctx, root: d.Name, rootPath: pkg.ImportPath, have: map[string]bool{}, visited: map[string]bool{pkg.ImportPath + "." + d.Name: true},
		pkgs: map[string]*embedPkg{pkg.ImportPath: {t: t, pkg: pkg}}, proj: t.proj, complete: true}
	switch target, shape := typeShape(d.Signature); shape {
	case shapeAlias:
		out := w.aliased(w.pkgs[pkg.ImportPath], declFile(d), target)
		return out, w.note, w.full
	case shapeNamed:
		for _, m := range methodsOf(pkg, d.Name) {
			w.have[m.Names[0]] = true
		}
		out := w.definedFrom(w.pkgs[pkg.ImportPath], declFile(d), target)
		return out, w.note, w.full
	}
	fields := fieldsOf(d)
	if !hasEmbedded(fields) {
		return nil, "", nil
	}
	for _, fd := range fields {
		for _, n := range fd.Names {
			w.have[n] = true
		}
	}
	for _, m := range methodsOf(pkg, d.Name) {
		w.have[m.Names[0]] = true
	}
	for _, fd := range fields {
		if fd.Kind == apidoc.KindEmbedded {
			base := embeddedBase(fd.Signature)
			w.follow(w.pkgs[pkg.ImportPath], declFile(d), base, base, 0, true)
		}
	}
	if !w.complete {
		for i := range w.out {
			w.out[i].Signature, _, _ = strings.Cut(w.out[i].Signature, apicheck.InheritedMarker)
		}
	}
	if w.complete && len(w.out) == 0 && isStruct(d.Signature) {
		// The chain was read whole and adds no member: each one is
		// redeclared, or the embedded type has none (type Encoding
		// int). A struct's embedded fields are its own members: listed
		// with the marker, they say so.
		for _, fd := range fields {
			if fd.Kind == apidoc.KindEmbedded && len(fd.Names) == 1 {
				base := embeddedBase(fd.Signature)
				w.out = append(w.out, sdk.Symbol{Name: d.Name + "." + fd.Names[0], Kind: apidoc.KindEmbedded, Parent: d.Name,
					Signature: firstLine(fd.Signature) + apicheck.InheritedMarker + base, Doc: "embedded field: the members it promotes are all declared by " + d.Name})
			}
		}
	}
	return w.out, "", w.full
}

// aliased lists the members of the type an alias names (type Status =
// status.Status, of grpc's internal/status), read as an embedded type's
// are, each under the alias and marked as inherited from target when the
// target was read whole; an alias of a predeclared type has none, but
// error's Error.
func (w *embedWalk) aliased(from *embedPkg, file, target string) []sdk.Symbol {
	if predeclaredTypes[target] {
		if target == "error" {
			return []sdk.Symbol{{Name: w.root + ".Error", Kind: apidoc.KindMethod, Parent: w.root,
				Signature: "Error() string" + apicheck.InheritedMarker + "error (predeclared)", Doc: w.root + " is an alias of the predeclared type error, whose method this is"}}
		}
		return nil
	}
	w.alias = true
	w.follow(from, file, target, target, 0, true)
	if !w.complete {
		for i := range w.out {
			w.out[i].Signature, _, _ = strings.Cut(w.out[i].Signature, apicheck.InheritedMarker)
		}
	}
	if w.targetPath != "" {
		target += " (" + w.targetPath + ")"
	}
	switch {
	case !w.complete && len(w.out) == 0:
		w.note = fmt.Sprintf("%s is an alias of %s, which could not be read here: its members are not listed, and a member of %s cannot be checked", w.root, target, w.root)
	case !w.complete:
		w.note = fmt.Sprintf("%s is an alias of %s: the %d members listed under %s are that type's, read in part (the chain of types it embeds or is defined from goes further)", w.root, target, len(w.out), w.root)
	case len(w.out) > 0:
		w.note = fmt.Sprintf("%s is an alias of %s: the %d members listed under %s are that type's (its fields, methods and what it embeds), read from its package", w.root, target, len(w.out), w.root)
	}
	return w.out
}

// definedFrom lists the members a type defined from another named type
// gets from it (type ClientOptions base.ClientOptions, as every Azure SDK
// client package declares its options): the fields of its underlying
// struct and what that struct's embedded fields promote, or an interface's
// methods, each under the root and marked as inherited from target when
// the chain was read whole; never target's own methods, which a defined
// type does not have.
func (w *embedWalk) definedFrom(from *embedPkg, file, target string) []sdk.Symbol {
	w.defined = true
	w.follow(from, file, target, target, 0, false)
	if !w.complete {
		for i := range w.out {
			w.out[i].Signature, _, _ = strings.Cut(w.out[i].Signature, apicheck.InheritedMarker)
		}
	}
	bare := target
	if w.targetPath != "" {
		target += " (" + w.targetPath + ")"
	}
	switch {
	case !w.complete && len(w.out) == 0:
		w.note = fmt.Sprintf("%s is defined from %s, which could not be read here: its fields are not listed, and a member of %s cannot be checked", w.root, target, w.root)
	case !w.complete:
		w.note = fmt.Sprintf("%s is defined from %s: the %d members listed under %s are that type's fields and what they promote, read in part (the chain goes further); %s's own methods are not %s's", w.root, target, len(w.out), w.root, bare, w.root)
	case len(w.out) > 0:
		w.note = fmt.Sprintf("%s is defined from %s: the %d members listed under %s are that type's fields and what its embedded fields promote, read from its package; %s's own methods are not %s's", w.root, target, len(w.out), w.root, bare, w.root)
	}
	return w.out
}

// isStruct reports whether a type declaration's signature declares a
// struct, its body on lines of their own or on the first line (type Meter
// struct{ embedded.Meter }).
func isStruct(sig string) bool {
	first := firstLine(sig)
	return strings.HasSuffix(first, " struct {") || strings.Contains(first, " struct{") && strings.HasSuffix(first, "}")
}

// fieldsOf is d's fields or interface elements, a body written on one
// line included (type UnimplementedProvider struct{ NotForwardCompatibleProvider }).
func fieldsOf(d apidoc.Decl) []apidoc.Field {
	if d.Kind == apidoc.KindType && !strings.Contains(d.Signature, "\n") {
		d.Signature += "\n"
	}
	return d.Fields()
}

func hasEmbedded(fields []apidoc.Field) bool {
	for _, fd := range fields {
		if fd.Kind == apidoc.KindEmbedded {
			return true
		}
	}
	return false
}

// embeddedBase is an embedded field's type as written, without "*",
// type arguments or tag: "net.Conn", "DS".
func embeddedBase(sig string) string {
	sig = strings.TrimPrefix(strings.TrimSpace(sig), "*")
	if i := strings.IndexAny(sig, "[ \t`"); i >= 0 {
		sig = sig[:i]
	}
	return sig
}

func methodsOf(pkg *apidoc.Package, typ string) []apidoc.Decl {
	var out []apidoc.Decl
	for _, m := range pkg.Decls {
		if m.Kind == apidoc.KindMethod && m.Type == typ {
			out = append(out, m)
		}
	}
	return out
}

// follow adds the members of the type base names in from's package, then
// those of the types it embeds in turn; via is the base the root embeds.
// methods says whether base's own methods are members (not when the root,
// or a type of the chain, is defined from base: type T2 T1 has T1's
// fields and what they promote, not T1's methods).
func (w *embedWalk) follow(from *embedPkg, file, base, via string, depth int, methods bool) {
	if depth >= maxEmbedDepth {
		w.complete = false
		return
	}
	at := from
	typ := base
	if qual, name, ok := strings.Cut(base, "."); ok {
		at, typ = w.imported(from, file, qual), name
		if at == nil {
			w.complete = false
			return
		}
	}
	key := at.pkg.ImportPath + "." + typ
	if depth == 0 && (w.alias || w.defined) {
		w.targetPath = at.pkg.ImportPath
	}
	if w.visited[key] {
		return
	}
	if len(w.visited) >= maxEmbedTypes {
		w.complete = false
		return
	}
	w.visited[key] = true
	var d apidoc.Decl
	found := false
	for _, x := range at.pkg.Decls {
		if x.Kind == apidoc.KindType && x.Name == typ {
			d, found = x, true
			break
		}
	}
	if !found {
		w.complete = false
		return
	}
	marker := apicheck.InheritedMarker + via + " (" + at.pkg.ImportPath + ")"
	add := func(name, kind, sig, rawDoc string) {
		if w.have[name] {
			return // shadowed by a shallower member
		}
		w.have[name] = true
		own := at.pkg.FirstSentence(rawDoc)
		from := "promoted from " + at.pkg.Name + "." + typ
		// The member's own first sentence, then where it is from: the
		// declaration's doc is the member's, whichever type reaches it.
		doc := strings.TrimSpace(own + " (" + from + ")")
		if own == "" {
			doc = from
		}
		if w.alias {
			// The member's own first sentence, then where it is from.
			doc = strings.TrimSpace(own + " (" + w.root + " is an alias of " + via + "; a member of " + at.pkg.Name + "." + typ + ", " + at.pkg.ImportPath + ")")
		}
		if w.defined {
			doc = strings.TrimSpace(own + " (" + w.root + " is defined from " + via + "; a member of " + at.pkg.Name + "." + typ + ", " + at.pkg.ImportPath + ")")
		}
		full := strings.TrimSpace(at.pkg.Markdown(rawDoc, 4))
		where := "Promoted from " + at.pkg.Name + "." + typ + " (" + at.pkg.ImportPath + ")"
		switch {
		case w.alias:
			where = w.root + " is an alias of " + via + "; a member of " + at.pkg.Name + "." + typ + " (" + at.pkg.ImportPath + ")"
		case w.defined:
			where = w.root + " is defined from " + via + "; a member of " + at.pkg.Name + "." + typ + " (" + at.pkg.ImportPath + ")"
		}
		if w.full == nil {
			w.full = map[string]promotedDoc{}
		}
		w.full[w.root+"."+name] = promotedDoc{doc: full, where: where}
		w.out = append(w.out, sdk.Symbol{Name: w.root + "." + name, Kind: kind, Signature: firstLine(sig) + marker, Parent: w.root, Doc: doc, Deprecated: deprecatedField(rawDoc)})
	}
	switch target, shape := typeShape(d.Signature); shape {
	case shapeAlias:
		// An alias is the type it names, fields and methods alike
		// (exporterhelper.TimeoutConfig = internal.TimeoutConfig).
		w.follow(at, declFile(d), target, via, depth+1, methods)
		return
	case shapeNamed:
		// Defined from another named type: its own methods (when they
		// count), then that type's fields and what they promote.
		if methods {
			for _, m := range methodsOf(at.pkg, typ) {
				add(m.Names[0], apidoc.KindMethod, m.Signature, m.Doc)
			}
		}
		w.follow(at, declFile(d), target, via, depth+1, false)
		return
	}
	fields := fieldsOf(d)
	if fields == nil && strings.HasSuffix(d.Signature, " }") {
		w.complete = false // a body on one line that did not parse
	}
	for _, fd := range fields {
		for _, n := range fd.Names {
			add(n, fd.Kind, fd.Signature, fd.Doc)
		}
	}
	if methods {
		for _, m := range methodsOf(at.pkg, typ) {
			add(m.Names[0], apidoc.KindMethod, m.Signature, m.Doc)
		}
	}
	if at != w.pkgs[w.rootPath] && strings.Contains(d.Signature, "\n\t// Has unexported methods.\n") {
		// Another package's interface with unexported methods (otel's
		// embedded.Float64Gauge, which seals metric.Float64Gauge): they
		// are in the type's method set, and what makes it implementable
		// only by embedding one of that package's types. Listed, marked,
		// they also say the chain was read when it adds nothing else.
		ms, ok := unexportedMethods(at, declFile(d), typ)
		if !ok {
			w.complete = false
		}
		for _, m := range ms {
			add(m.name, apidoc.KindMethod, m.sig, "unexported: only a type that embeds one of "+at.pkg.ImportPath+"'s has it")
		}
	}
	for _, fd := range fields {
		if fd.Kind == apidoc.KindEmbedded {
			w.follow(at, declFile(d), embeddedBase(fd.Signature), via, depth+1, true)
		}
	}
}

// unexportedMethod is an interface's unexported method: its name and its
// signature as go doc would print it (name and parameters).
type unexportedMethod struct{ name, sig string }

// unexportedMethods reads, in the source file that declares it, the
// unexported methods of interface typ of ep's package; false when the
// file cannot be read or does not declare it so.
func unexportedMethods(ep *embedPkg, file, typ string) ([]unexportedMethod, bool) {
	if file == "" {
		return nil, false
	}
	src, err := localfile.ReadFS(ep.t.tree.fsys, path.Join(ep.t.dir, file), maxEmbedSourceBytes)
	if err != nil {
		return nil, false
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, file, src, parser.SkipObjectResolution)
	if err != nil {
		return nil, false
	}
	for _, decl := range f.Decls {
		gd, ok := decl.(*ast.GenDecl)
		if !ok || gd.Tok != token.TYPE {
			continue
		}
		for _, spec := range gd.Specs {
			ts, ok := spec.(*ast.TypeSpec)
			if !ok || ts.Name.Name != typ {
				continue
			}
			it, ok := ts.Type.(*ast.InterfaceType)
			if !ok || it.Methods == nil {
				return nil, false
			}
			var out []unexportedMethod
			for _, m := range it.Methods.List {
				ft, ok := m.Type.(*ast.FuncType)
				if !ok {
					continue
				}
				for _, n := range m.Names {
					if ast.IsExported(n.Name) {
						continue
					}
					var b strings.Builder
					if err := printer.Fprint(&b, fset, ft); err != nil {
						return nil, false
					}
					out = append(out, unexportedMethod{name: n.Name, sig: n.Name + strings.TrimPrefix(b.String(), "func")})
				}
			}
			return out, true
		}
	}
	return nil, false
}

// maxEmbedSourceBytes bounds the one source file read for an
// interface's unexported methods: apidoc's own per-file bound.
const maxEmbedSourceBytes = 16 << 20

// imported finds the package from's file imports under the name qual:
// renamed to it, or keeping a name that is qual (checked once read). The
// file's own imports decide (another file of k8s.io/api's
// admissionregistration/v1alpha1 names apimachinery's meta/v1 v1, the
// alias's file names admissionregistration/v1 so); all the package's
// only when the file is not known.
func (w *embedWalk) imported(from *embedPkg, file, qual string) *embedPkg {
	var imps []apidoc.Import
	for _, imp := range from.pkg.Imports {
		if imp.File == file {
			imps = append(imps, imp)
		}
	}
	if imps == nil {
		imps = from.pkg.Imports
	}
	return w.importedFrom(from, imps, qual)
}

func (w *embedWalk) importedFrom(from *embedPkg, imps []apidoc.Import, qual string) *embedPkg {
	for _, imp := range imps {
		if imp.Name != qual && (imp.Name != "" || !mayBeNamed(imp.Path, qual)) {
			continue
		}
		ep := w.load(from, imp.Path)
		if ep != nil && (imp.Name == qual || ep.pkg.Name == qual) {
			return ep
		}
	}
	return nil
}

// declFile is the file d is declared in, as apidoc.Import.File names it.
func declFile(d apidoc.Decl) string {
	f, _ := splitPos(d.Pos)
	return f
}

// mayBeNamed reports whether an import path's package may be named qual:
// its last element, less a major version suffix, "go-" or "-go" and
// dots or dashes (gopkg.in/yaml.v3 is yaml, k8s.io/.../meta/v1 is v1).
func mayBeNamed(p, qual string) bool {
	last := path.Base(p)
	if strings.HasPrefix(last, "v") && strings.Trim(last[1:], "0123456789") == "" && path.Dir(p) != "." {
		if last == qual {
			return true
		}
		last = path.Base(path.Dir(p))
	}
	if i := strings.Index(last, ".v"); i > 0 {
		last = last[:i]
	}
	last = strings.TrimSuffix(strings.TrimPrefix(last, "go-"), "-go")
	last = strings.NewReplacer("-", "", ".", "", "_", "").Replace(last)
	return strings.EqualFold(last, strings.ReplaceAll(qual, "_", ""))
}

// load reads the package at import path ip as the build would: the
// standard library's from GOROOT, one of from's own module from the same
// tree, another as the root's project builds it (the version its go.mod
// or go.work requires, a replace directive's directory or module,
// vendor/), else at the version from's module requires.
func (w *embedWalk) load(from *embedPkg, ip string) *embedPkg {
	if ep, ok := w.pkgs[ip]; ok {
		return ep
	}
	w.pkgs[ip] = nil
	if module.CheckImportPath(ip) != nil || w.reads >= maxEmbedPackages || w.ctx.Err() != nil {
		return nil
	}
	w.reads++
	var t *target
	var err error
	ft := from.t
	switch {
	case isStd(ip):
		t, err = w.p.resolveStd(ip, "")
	case !ft.std() && (ip == ft.tree.module || strings.HasPrefix(ip, ft.tree.module+"/")):
		dir := path.Join(ft.modRoot, strings.TrimPrefix(strings.TrimPrefix(ip, ft.tree.module), "/"))
		t = &target{pkg: ip, tree: ft.tree, dir: dir, modRoot: ft.modRoot}
	case w.proj != nil:
		// As the project builds it: its required version (the build
		// list's), a replace directive's directory or module, vendor/.
		t, _, err = w.p.inProject(w.ctx, ip, w.proj)
		if err == nil && t == nil {
			t, err = w.p.requiredModule(w.ctx, ft, ip)
		}
	default:
		t, err = w.p.requiredModule(w.ctx, ft, ip)
	}
	if err != nil || t == nil {
		return nil
	}
	pkg, err := w.p.load(t)
	if err != nil {
		return nil
	}
	ep := &embedPkg{t: t, pkg: pkg}
	w.pkgs[ip] = ep
	return ep
}

// requiredModule is the package at import path ip at the version the
// module of ft requires, nil when it requires none.
func (p *Provider) requiredModule(ctx context.Context, ft *target, ip string) (*target, error) {
	v := requiredVersion(ft, ip)
	if v == "" {
		return nil, nil
	}
	return p.resolveModule(ctx, ip, v)
}

// requiredVersion is the version t's module requires of the module
// holding import path ip (the longest required prefix), "" when its
// go.mod does not require one or cannot be read.
func requiredVersion(t *target, ip string) string {
	data, err := localfile.ReadFS(t.tree.fsys, path.Join(t.modRoot, "go.mod"), 1<<20)
	if err != nil {
		return ""
	}
	f, err := modfile.ParseLax("go.mod", data, nil)
	if err != nil {
		return ""
	}
	best, v := "", ""
	for _, r := range f.Require {
		if (ip == r.Mod.Path || strings.HasPrefix(ip, r.Mod.Path+"/")) && len(r.Mod.Path) > len(best) {
			best, v = r.Mod.Path, r.Mod.Version
		}
	}
	return v
}

// What a type declaration defines, for following it.
const (
	shapeLiteral = iota // struct, interface or another type literal
	shapeAlias          // type X = T
	shapeNamed          // type X T, T a named type
)

// typeShape tells an alias (and the type it names, as embeddedBase writes
// it) and a type defined from a named type from a type literal.
func typeShape(sig string) (string, int) {
	f, err := parser.ParseFile(token.NewFileSet(), "", "package p\n"+sig, parser.SkipObjectResolution)
	if err != nil || len(f.Decls) != 1 {
		return "", shapeLiteral
	}
	gd, ok := f.Decls[0].(*ast.GenDecl)
	if !ok || len(gd.Specs) != 1 {
		return "", shapeLiteral
	}
	ts, ok := gd.Specs[0].(*ast.TypeSpec)
	if !ok {
		return "", shapeLiteral
	}
	named := func(e ast.Expr) (string, bool) {
		switch x := e.(type) {
		case *ast.IndexExpr:
			e = x.X
		case *ast.IndexListExpr:
			e = x.X
		}
		switch x := e.(type) {
		case *ast.Ident:
			return x.Name, true
		case *ast.SelectorExpr:
			if q, ok := x.X.(*ast.Ident); ok {
				return q.Name + "." + x.Sel.Name, true
			}
		}
		return "", false
	}
	if ts.Assign.IsValid() {
		t := ts.Type
		if st, ok := t.(*ast.StarExpr); ok {
			t = st.X
		}
		if n, ok := named(t); ok {
			return n, shapeAlias
		}
		return "", shapeLiteral
	}
	if n, ok := named(ts.Type); ok && !predeclaredTypes[n] {
		// Not a predeclared type (type Encoding int has no members
		// beyond its methods).
		return n, shapeNamed
	}
	return "", shapeLiteral
}

// predeclaredTypes are the Go specification's predeclared types (as go/doc
// keeps its own table of them). Looking names up in go/types' universe
// linked the type checker into every process of the pkgdocs binary, whose
// initialisation (building that universe) and code every start paid,
// serving or not, for this one lookup.
var predeclaredTypes = map[string]bool{
	"any": true, "bool": true, "byte": true, "comparable": true,
	"complex64": true, "complex128": true, "error": true,
	"float32": true, "float64": true,
	"int": true, "int8": true, "int16": true, "int32": true, "int64": true,
	"rune": true, "string": true,
	"uint": true, "uint8": true, "uint16": true, "uint32": true, "uint64": true, "uintptr": true,
}

func firstLine(s string) string {
	l, _, _ := strings.Cut(s, "\n")
	return strings.TrimSpace(l)
}
