package golang

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"go/build"
	"go/version"
	"io/fs"
	"path"
	"slices"
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk/localfile"

	"golang.org/x/mod/module"
	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/plugins/golang/apidoc"
	"github.com/pkgdocs/pkgdocs/plugins/golang/stdsince"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/memo"
	"github.com/pkgdocs/pkgdocs/sdk/readme"
)

func apidocContext() build.Context { return build.Default }

// otherPlatformNote says that a package with no file for the running
// platform is documented for another one, and which.
func otherPlatformNote(pkg *apidoc.Package) string {
	here, there := apidocContext(), pkg.Platform
	if there.Tags != "" {
		return fmt.Sprintf("%s builds only with build tags of its own: documented for %s (`go build -tags %s`); `go doc` sets no tags and shows nothing for it",
			pkg.ImportPath, there, there.Tags)
	}
	env := "GOOS=" + there.GOOS + " GOARCH=" + there.GOARCH
	if there.Cgo && (!here.CgoEnabled || there.GOOS != here.GOOS || there.GOARCH != here.GOARCH) {
		// cgo files only: on by default on the running platform only.
		env += " CGO_ENABLED=1"
	}
	return fmt.Sprintf("%s has no Go files for %s/%s (this machine): documented for %s, the first platform it builds for, as pkg.go.dev does (`%s go doc` shows the same)",
		pkg.ImportPath, here.GOOS, here.GOARCH, there, env)
}

// Describe documents a package, or one symbol of it.
func (p *Provider) Describe(ctx context.Context, req sdk.DescribeRequest) (*sdk.Document, error) {
	t, err := p.resolve(ctx, req.Package)
	if err != nil {
		return nil, err
	}
	// Only a describe says it: not read (nor its earlier releases'
	// go.mod fetched) for a search, a page, a completion or a list.
	t.goLine = p.goLineGap(ctx, t, req.Package.ProjectPath)
	pkg, err := p.load(t)
	if err != nil {
		if sdk.Code(err) == codes.NotFound && t.dir == t.modRoot && !t.std() && req.Symbol == "" {
			return p.moduleDoc(t), nil
		}
		return nil, err
	}
	if toolDeps(pkg) && t.dir == t.modRoot && !t.std() && strings.TrimSpace(req.Symbol) == "" {
		// A module root holding only a tools.go: the module's packages.
		doc := p.moduleDoc(t)
		doc.Notes = append(doc.Notes, toolsNote(pkg))
		return doc, nil
	}
	doc := p.header(t, pkg)
	if sym := strings.TrimSpace(req.Symbol); sym != "" {
		f, err := pkg.Lookup(sym)
		if err != nil {
			if m, where, ok := p.promotedMember(ctx, t, pkg, sym); ok {
				doc.Focus = m.Name
				doc.Symbols = []sdk.Symbol{m}
				if where != "" {
					doc.Notes = append(doc.Notes, where+".")
				}
				return doc, nil
			}
			return nil, symbolErr(err)
		}
		doc.Focus = f.Decl.Name
		if f.Field != "" {
			doc.Focus += "." + f.Field
		}
		doc.Symbols = focusSymbols(pkg, f)
		if f.Field == "" {
			// What the type gets from the types it embeds, those of
			// other packages included; an alias's, those of the type
			// it names.
			more, note := p.promoted(ctx, t, pkg, f.Decl)
			doc.Symbols = append(doc.Symbols, more...)
			if note != "" {
				doc.Notes = append(doc.Notes, note)
			}
		}
		doc.Examples = examples(f.Examples)
		doc.Notes = append(doc.Notes, p.newerThanModule(t, req.Package.ProjectPath, doc.Focus)...)
		return doc, nil
	}
	// The whole package doc and API, in full: the host pages them to the
	// client's budget, so one cached Document serves every budget.
	doc.Overview = pkg.Markdown(pkg.Doc, 3)
	rd, rdPath := p.readmeRaw(t)
	var more []sdk.DocFile
	if !t.std() {
		more = docFiles(t.tree.fsys, t.modRoot, rdPath, rd)
	}
	doc.Symbols, doc.Notes = outline(pkg, usageCode(pkg, append(goBlocks(rd), p.docBlocks(t, more)...), p.stdPackageNames()), doc.Notes)
	// Every exported declaration is in the outline (abbreviated, never
	// dropped); it is the package's whole API when no file left out for
	// another platform, cgo setting or build tag declares a name it lacks.
	doc.OutlineComplete = pkg.Complete
	if n := noExports(pkg); n != "" && !toolDeps(pkg) {
		doc.Notes = append(doc.Notes, n)
	}
	doc.Examples = examples(pkg.Examples)
	if len(doc.Examples) == 0 {
		// No Example functions: the README's Go blocks and the module's
		// example programs, each marked with where it came from.
		shown, _ := p.readme(t)
		doc.Examples = readmeExamples(rd, relDir(t.modRoot, rdPath), shown)
		if !t.std() {
			doc.Examples = append(doc.Examples, dirExamples(t.tree.fsys, t.modRoot, t.pkg)...)
		}
	}
	var subNote string
	doc.Subpackages, subNote = p.subpackages(t)
	if subNote != "" {
		doc.Notes = append(doc.Notes, subNote)
	}
	if rd, name := p.readme(t); rd != "" {
		doc.Readme = rd
		doc.DocFiles = append(doc.DocFiles, sdk.DocFile{Path: name, Title: "README (unfiltered)"})
	}
	doc.DocFiles = append(doc.DocFiles, more...)
	var names []string
	for _, s := range doc.Symbols {
		names = append(names, s.Name)
	}
	doc.Notes = append(doc.Notes, p.newerThanModule(t, req.Package.ProjectPath, names...)...)
	return doc, nil
}

// maxNewerNames bounds the names a note on a package lists as newer than
// the project's go line.
const maxNewerNames = 12

// newerThanModule says which of names (of standard-library package t)
// came in a Go release after the go line of the project's go.mod: the
// toolchain documents them, but go vet (stdversion) reports their use in
// that module, and a build with the toolchain the go line allows fails.
func (p *Provider) newerThanModule(t *target, projectPath string, names ...string) []string {
	if !t.std() || projectPath == "" || len(names) == 0 {
		return nil
	}
	goLine, file := stdsince.ModuleGo(projectPath)
	if goLine == "" || version.Compare(version.Lang(goLine), version.Lang(t.tree.version)) >= 0 {
		return nil
	}
	table := p.stdSince()
	var newer []string
	for _, n := range names {
		if since := table.Since(t.pkg, n); since != "" && version.Compare(since, version.Lang(goLine)) > 0 {
			newer = append(newer, n+" ("+since+")")
		}
	}
	if len(newer) == 0 {
		return nil
	}
	lang := strings.TrimPrefix(goLine, "go")
	if len(names) == 1 {
		return []string{fmt.Sprintf("%s came in %s, after the go %s of %s: go vet (stdversion) reports its use in that module, and a build with a toolchain older than %s fails. This answer is %s's standard library.", names[0], strings.TrimSuffix(strings.TrimPrefix(newer[0], names[0]+" ("), ")"), lang, file, strings.TrimSuffix(strings.TrimPrefix(newer[0], names[0]+" ("), ")"), t.tree.version)}
	}
	more := ""
	if len(newer) > maxNewerNames {
		more = fmt.Sprintf(" and %d more", len(newer)-maxNewerNames)
		newer = newer[:maxNewerNames]
	}
	return []string{fmt.Sprintf("This is %s's standard library, and %s says go %s: %s%s came after it, so go vet (stdversion) reports their use in that module, and a build with a toolchain that old fails.", t.tree.version, file, lang, strings.Join(newer, ", "), more)}
}

// stdSince is the toolchain's api table, read once.
func (p *Provider) stdSince() stdsince.Table {
	p.sinceOnce.Do(func() {
		var err error
		if p.since, err = stdsince.Load(p.env.GOROOT); err != nil {
			p.log().Debug("api files not read", "error", err)
		}
	})
	return p.since
}

// maxUsageDocs bounds how many further doc files are read for the Go code
// that shows which functions matter (the README's come first).
const maxUsageDocs = 20

// docBlocks are the Go code blocks of the first doc files: a module whose
// README only links its user guide (cobra) shows its usage there.
func (p *Provider) docBlocks(t *target, files []sdk.DocFile) []string {
	var out []string
	for _, f := range files[:min(len(files), maxUsageDocs)] {
		if data, err := localfile.ReadFS(t.tree.fsys, path.Join(t.modRoot, f.Path), maxDocFileBytes); err == nil {
			out = append(out, goBlocks(data)...)
		}
	}
	return out
}

// moduleDoc describes a module whose root holds no package: its README
// and its packages.
func (p *Provider) moduleDoc(t *target) *sdk.Document {
	doc := &sdk.Document{
		Name: t.pkg, Version: t.tree.version, LatestVersion: t.latest,
		Summary: "Module " + t.tree.module + " has no package at its root; import one of its packages.",
		Facts:   t.facts, Source: t.source(), Notes: appendNote(append([]string(nil), t.notes...), t.goLine.note(t.pkg, false)), Install: nil,
		Links: links(t),
	}
	var subNote string
	doc.Subpackages, subNote = p.subpackages(t)
	if subNote != "" {
		doc.Notes = append(doc.Notes, subNote)
	}
	if t.deprecated != "" {
		doc.Deprecated = "module " + t.tree.module + ": " + t.deprecated
	}
	if rd, name := p.readme(t); rd != "" {
		doc.Readme = rd
		doc.DocFiles = append(doc.DocFiles, sdk.DocFile{Path: name, Title: "README (unfiltered)"})
	}
	return doc
}

// promotedMember is the member sym ("Status.Code") names when its type
// gets it from a type it embeds or, an alias, from the type it names:
// the package's own declarations do not list it. The string says where
// the member is declared.
func (p *Provider) promotedMember(ctx context.Context, t *target, pkg *apidoc.Package, sym string) (sdk.Symbol, string, bool) {
	parent, _, ok := strings.Cut(sym, ".")
	if !ok {
		return sdk.Symbol{}, "", false
	}
	f, err := pkg.Lookup(parent)
	if err != nil || f.Field != "" {
		return sdk.Symbol{}, "", false
	}
	more, _, docs := p.promotedDocs(ctx, t, pkg, f.Decl)
	for _, m := range more {
		if m.Name == sym {
			// Focused: the declaration's whole doc, which is the
			// member's whichever type reaches it; where it is from in
			// a note, being this answer's words, not the authors'.
			d := docs[m.Name]
			m.Doc = d.doc
			return m, d.where, true
		}
	}
	return sdk.Symbol{}, "", false
}

func symbolErr(err error) error {
	var nf *apidoc.SymbolNotFoundError
	if errors.As(err, &nf) {
		return sdk.NotFound("%v", nf)
	}
	return err
}

// header fills the parts of a Document every answer shares.
func (p *Provider) header(t *target, pkg *apidoc.Package) *sdk.Document {
	doc := &sdk.Document{
		Name:          t.pkg,
		Version:       t.tree.version,
		LatestVersion: t.latest,
		Summary:       pkg.Synopsis,
		Facts:         append([]sdk.Fact(nil), t.facts...),
		Source:        t.source(),
		Notes:         append([]string(nil), t.notes...),
		Deprecated:    pkg.Deprecated,
	}
	if doc.Deprecated == "" && t.deprecated != "" {
		doc.Deprecated = "module " + t.tree.module + ": " + t.deprecated
	}
	// A command (package main) is a program: `go get` of its module, the
	// install line of a library, adds a requirement nothing can import.
	command := pkg.Name == "main"
	versioned := !t.std() && t.tree.version != "" && !strings.HasPrefix(t.tree.version, "(") &&
		(t.pkg == t.tree.module || strings.HasPrefix(t.pkg, t.tree.module+"/")) // not a replacement's
	if command {
		what := "package main: a program to install and run, not a package to import"
		if versioned {
			what += "; `go get -tool " + t.pkg + "@" + t.tree.version + "` makes it a tool of a project (Go 1.24+)"
		}
		doc.Facts = append(doc.Facts, sdk.Fact{Label: "Command", Value: what})
	} else if pkg.Name != path.Base(t.pkg) {
		doc.Facts = append(doc.Facts, sdk.Fact{Label: sdk.FactPackageName, Value: pkg.Name})
	}
	doc.Facts = append(doc.Facts, sdk.Fact{Label: "Platform", Value: pkg.Platform.String()})
	switch {
	case toolDeps(pkg):
		doc.Notes = append(doc.Notes, toolsNote(pkg))
	case pkg.OtherPlatform:
		doc.Notes = append(doc.Notes, otherPlatformNote(pkg))
	}
	if n := cgoNote(pkg); n != "" {
		doc.Notes = append(doc.Notes, n)
	}
	if n := internalNote(t.pkg, t.std()); n != "" {
		doc.Notes = append(doc.Notes, n)
	}
	doc.Notes = appendNote(doc.Notes, t.goLine.note(t.pkg, command))
	switch {
	case command && versioned:
		doc.Install = []string{"go install " + t.pkg + "@" + t.tree.version}
	case t.install != "":
		doc.Install = []string{t.install}
	}
	doc.Links = links(t)
	return doc
}

// links are t's pkg.go.dev page and its module's repository, where known.
// A module whose root holds no package (golang.org/x/crypto, go-cmp: a
// fifth of the corpora's modules) has them too: pkg.go.dev lists its
// packages, and the repository is where its code is.
func links(t *target) []sdk.Link {
	var out []sdk.Link
	if !t.std() && !strings.HasPrefix(t.tree.version, "(") {
		out = append(out, sdk.Link{Title: "pkg.go.dev", URL: "https://pkg.go.dev/" + t.pkg + "@" + t.tree.version})
	} else if t.std() {
		out = append(out, sdk.Link{Title: "pkg.go.dev", URL: "https://pkg.go.dev/" + t.pkg})
	}
	if repo := repoURL(t.tree.module); repo != "" {
		out = append(out, sdk.Link{Title: "Repository", URL: repo})
	}
	return out
}

// cgoNote says what a package that builds only with cgo needs: an agent
// that adds it to a CGO_ENABLED=0 build (the go command's default
// without a C compiler, and in cross builds) gets "build constraints
// exclude all Go files", and one that lacks its C library gets a
// pkg-config or linker error. "" for any other package.
func cgoNote(pkg *apidoc.Package) string {
	need := pkg.CgoOnly
	if need == nil {
		return ""
	}
	parts := []string{"CGO_ENABLED=1", "a C compiler"}
	if need.CXX {
		parts[1] = "C and C++ compilers"
	}
	if len(need.PkgConfig) > 0 {
		parts = append(parts, "the development files of "+strings.Join(need.PkgConfig, ", ")+" (pkg-config)")
	}
	if len(need.Libs) > 0 {
		parts = append(parts, "the libraries -l"+strings.Join(need.Libs, ", -l"))
	}
	if need.Off {
		return fmt.Sprintf("%s builds only with cgo, which is off here (CGO_ENABLED=0): it does not build so, and this shows only the names of its files without cgo; with CGO_ENABLED=1 it needs %s where it is built",
			pkg.ImportPath, andList(parts[1:]))
	}
	return fmt.Sprintf("%s builds only with cgo: it needs %s where it is built; with CGO_ENABLED=0 (the go command's default without a C compiler, and in cross builds) it does not build",
		pkg.ImportPath, andList(parts))
}

// andList joins items as a sentence lists them: "a", "a and b", "a, b and c".
func andList(items []string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

// internalNote says who may import a package with an "internal" path
// element: only code in the tree rooted at the parent of the last one
// (the go command refuses the import anywhere else, "use of internal
// package ... not allowed"), so that an agent reading its API does not
// write code that cannot build; "" for any other package.
func internalNote(importPath string, std bool) string {
	elems := strings.Split(importPath, "/")
	last := -1
	for i, e := range elems {
		if e == "internal" {
			last = i
		}
	}
	if last < 0 {
		return ""
	}
	root := strings.Join(elems[:last], "/")
	switch {
	case root == "" && std:
		return importPath + " is an internal package of the standard library: only the standard library can import it"
	case root == "":
		return "" // no module path starts with "internal"
	}
	return fmt.Sprintf("%s is an internal package: only packages in %s and below can import it (the go command refuses the import anywhere else)", importPath, root)
}

// repoURL guesses the repository of well-known hosting paths, and of
// gopkg.in paths by that service's stated rule: gopkg.in/pkg.vN is
// github.com/go-pkg/pkg, gopkg.in/user/pkg.vN github.com/user/pkg.
// Other paths of a host of their own (go.uber.org, k8s.io) name their
// repository in a go-import meta tag, which only the network can read.
func repoURL(mod string) string {
	parts := strings.Split(mod, "/")
	switch parts[0] {
	case "gopkg.in":
		prefix, major, ok := module.SplitPathVersion(mod)
		if !ok || !strings.HasPrefix(major, ".v") {
			return ""
		}
		switch elems := strings.Split(prefix, "/"); len(elems) {
		case 2:
			return "https://github.com/go-" + elems[1] + "/" + elems[1]
		case 3:
			return "https://github.com/" + elems[1] + "/" + elems[2]
		}
	case "github.com", "gitlab.com", "bitbucket.org", "codeberg.org":
		if len(parts) >= 3 {
			return "https://" + strings.Join(parts[:3], "/")
		}
	case "golang.org":
		if len(parts) >= 3 && parts[1] == "x" {
			return "https://github.com/golang/" + parts[2]
		}
	}
	return ""
}

// symbol converts a declaration. Full docs are Markdown; outlines carry
// the first sentence.
func symbol(pkg *apidoc.Package, d apidoc.Decl, full bool) sdk.Symbol {
	s := sdk.Symbol{
		Name:       d.Name,
		Kind:       d.Kind,
		Signature:  d.Signature,
		Doc:        d.Synopsis,
		Deprecated: d.Deprecated,
		Parent:     d.Type,
	}
	if len(d.Names) > 1 {
		s.Name = strings.Join(d.Names, ", ")
	}
	if d.Kind == apidoc.KindMethod {
		s.Parent = d.Type
	}
	if full {
		s.Doc = pkg.Markdown(d.Doc, 4)
	}
	return s
}

// focusSplitMin is the length over which a focused type's declaration is
// given field by field. The host shows a focused type's declaration whole
// on page one while it takes at most 40% of the page (about 12 KB of the
// default 36,000 characters), else only its first line; past 16 KB a
// declaration is so shortened at every budget, and its fields and methods
// were on no page one (an interface of 485 methods: not one named).
const focusSplitMin = 16 << 10

// focusSymbols is what symbol= answers for f: the symbol with its full
// doc, then its members (constructors, methods, typed values).
//
// Type.Field (a struct field or interface method) answers as `go doc
// T.F` does: the type's first line, then the field alone with its
// signature and comment, not the whole declaration, which a large type
// would leave cut to its first line with the field on a later page. A
// type whose declaration is over focusSplitMin is given as its first line
// and then each field or interface method as a member of its own, so that
// page one shows the first ones in full and names the others.
func focusSymbols(pkg *apidoc.Package, f *apidoc.Focus) []sdk.Symbol {
	d := f.Decl
	fields := d.Fields()
	var out []sdk.Symbol
	fd, isField := d.Field(f.Field)
	switch {
	case f.Field != "" && isField:
		t := symbol(pkg, d, true)
		t.Signature = shortType(d.Signature)
		out = append(out, t, fieldSymbol(pkg, d, fd, f.Field))
	case f.Field == "" && len(d.Signature) > focusSplitMin && len(fields) > 0:
		t := symbol(pkg, d, true)
		t.Signature = shortType(d.Signature)
		out = append(out, t)
		for _, fd := range fields {
			for _, n := range fd.Names {
				out = append(out, fieldSymbol(pkg, d, fd, n))
			}
		}
	default:
		out = append(out, symbol(pkg, d, true))
	}
	for _, m := range f.Members {
		out = append(out, symbol(pkg, m, true))
	}
	return out
}

// fieldSymbol is the field (or interface method) name of type d, declared
// by fd, as a member symbol.
func fieldSymbol(pkg *apidoc.Package, d apidoc.Decl, fd apidoc.Field, name string) sdk.Symbol {
	return sdk.Symbol{
		Name:       d.Name + "." + name,
		Kind:       fd.Kind,
		Signature:  fd.Signature,
		Doc:        pkg.Markdown(fd.Doc, 4),
		Deprecated: deprecatedField(fd.Doc),
		Parent:     d.Name,
	}
}

// deprecatedField is the text of a field comment's "Deprecated:"
// paragraph, "" without one.
func deprecatedField(doc string) string {
	for para := range strings.SplitSeq(doc, "\n\n") {
		if rest, ok := strings.CutPrefix(strings.TrimSpace(para), "Deprecated:"); ok {
			return strings.Join(strings.Fields(rest), " ")
		}
	}
	return ""
}

// toolDeps reports whether pkg is a tools.go: files built only with a
// build tag of their own ("tools") that declare nothing and import
// packages only for their side effects, which is how a module records the
// development tools it runs (code generators, linters) in its go.mod. No
// program imports it, and neither `go build` nor `go doc` reads it.
func toolDeps(pkg *apidoc.Package) bool {
	if !pkg.OtherPlatform || pkg.Platform.Tags == "" || len(pkg.Decls) > 0 || pkg.Name == "main" || len(pkg.Imports) == 0 {
		return false
	}
	for _, im := range pkg.Imports {
		if im.Name != "_" {
			return false
		}
	}
	return true
}

// maxToolNames bounds the imports a tools.go note names.
const maxToolNames = 5

// toolsNote says what a tools.go package is, instead of the notes for a
// package of another platform and for one with no exported names, which
// told how to build it (-tags tools) and to import it for its side
// effects: neither is what anyone does with it.
func toolsNote(pkg *apidoc.Package) string {
	var paths []string
	for _, im := range pkg.Imports {
		if !slices.Contains(paths, im.Path) {
			paths = append(paths, im.Path)
		}
	}
	named := paths[:min(len(paths), maxToolNames)]
	more := ""
	if len(paths) > len(named) {
		more = fmt.Sprintf(" and %d more", len(paths)-len(named))
	}
	return fmt.Sprintf("%s is no package to import: its Go files, built only with -tags %s, declare nothing and import %s%s for their side effects alone, the tools.go convention that records the development tools a module runs in its go.mod: no program imports it, and `go doc`, which sets no tags, shows nothing for it.",
		pkg.ImportPath, pkg.Platform.Tags, strings.Join(named, ", "), more)
}

// noExports is the note for a package that declares no exported name
// (a blank import's side effect: time/tzdata; a cgo library that another
// package of its module links: a platform's prebuilt bindings), so that
// an answer with no API section says why rather than looking cut short;
// "" for a package with exported names, or a command. Whether no file left
// out for another platform or build tag declares one is told apart.
func noExports(pkg *apidoc.Package) string {
	if len(pkg.Decls) > 0 || pkg.Name == "main" {
		return ""
	}
	use := fmt.Sprintf("there is nothing to call, and a program that wants it imports it for its side effects (import _ %q)", pkg.ImportPath)
	if pkg.Complete {
		return fmt.Sprintf("%s declares no exported names on any platform: %s.", pkg.ImportPath, use)
	}
	return fmt.Sprintf("%s declares no exported names for %s (files for other platforms or build tags, not all read, may declare some): for %s, %s.", pkg.ImportPath, pkg.Platform, pkg.Platform, use)
}

// shortType turns "type T struct {\n...\n}" into "type T struct{ ... }".
func shortType(sig string) string {
	first, _, _ := strings.Cut(sig, "\n")
	first = strings.TrimSuffix(strings.TrimSpace(first), "{")
	first = strings.TrimSpace(first)
	switch {
	case strings.HasSuffix(first, "struct"), strings.HasSuffix(first, "interface"):
		return first + "{ ... }"
	}
	return first + " ..."
}

// maxSubpackages bounds a package's subpackage list. Config's
// MaxSubpackageReads bounds the files read for it: go/build reads every
// file of a directory up to its imports to tell its package and synopsis,
// and a module of generated code holds 30,000 files in a thousand
// directories.
const maxSubpackages = 500

// subpackageList is a target's subpackages, and how many of them were
// listed by path alone (Config.MaxSubpackageReads reached).
type subpackageList struct {
	pkgs   []sdk.Subpackage
	unread int
}

// subpackages lists the packages under the target's directory, internal
// ones left out, once per module version and directory, with a note when
// some were listed by path alone.
func (p *Provider) subpackages(t *target) ([]sdk.Subpackage, string) {
	key := t.tree.module + "@" + t.tree.version + "/" + t.dir + "|" + t.tree.source.Detail
	l, _ := p.subs.Do(context.Background(), key, func(context.Context) (subpackageList, memo.Lifetime, error) {
		return p.listSubpackages(t), memo.Stable, nil
	})
	if l.unread == 0 {
		return l.pkgs, ""
	}
	verb := "are"
	if l.unread == 1 {
		verb = "is"
	}
	return l.pkgs, fmt.Sprintf("%d of the %d subpackages %s listed by path alone, without synopsis: reading stopped after %d Go files (the module is large); list_go_packages reads further, and describe_go_package on one reads it", l.unread, len(l.pkgs), verb, p.cfg.MaxSubpackageReads)
}

func (p *Provider) listSubpackages(t *target) subpackageList {
	list, _, err := apidoc.List(t.tree.fsys, t.dir, t.pkg, apidoc.ListOptions{SkipInternal: !isInternalPath(t.pkg), MaxPackages: maxSubpackages,
		MaxFileReads: p.cfg.MaxSubpackageReads, Options: apidoc.Options{AnyPlatform: true}})
	if err != nil {
		return subpackageList{}
	}
	var out subpackageList
	for _, pi := range list {
		if pi.ImportPath == t.pkg {
			continue
		}
		syn := pi.Synopsis
		if pi.Command {
			syn = strings.TrimSpace("(command) " + syn)
		}
		if pi.Platform.GOOS != "" {
			syn = strings.TrimSpace("(" + pi.Platform.String() + " only) " + syn)
		}
		if pi.Unread {
			out.unread++
		}
		out.pkgs = append(out.pkgs, sdk.Subpackage{Path: pi.ImportPath, Synopsis: syn})
	}
	return out
}

func isInternalPath(p string) bool {
	return strings.Contains("/"+p+"/", "/internal/")
}

// readmeNames are the names the module's README may have, most likely
// first.
var readmeNames = []string{"README.md", "readme.md", "README.markdown", "README", "README.txt", "Readme.md"}

// readme returns the filtered README of the package (see readmeRaw) and
// its path relative to the module root.
func (p *Provider) readme(t *target) (string, string) {
	data, fp := p.readmeRaw(t)
	if fp == "" {
		return "", ""
	}
	return readme.Filter(data).Markdown, relDir(t.modRoot, fp)
}

// goBlocks are the Go code blocks of a README.
func goBlocks(rd []byte) []string {
	var out []string
	for _, b := range readme.CodeBlocks(rd) {
		if b.Lang == "go" || b.Lang == "golang" {
			out = append(out, b.Code)
		}
	}
	return out
}

// readmeRaw returns the unfiltered README of the package and its path in
// the module tree: the README next to the package; for a package below
// the module root, the page the module's docs folder has for it
// (docs/middleware/cors.md for middleware/cors); else the module's README,
// at its root or where GitHub also looks for one (.github/, docs/).
func (p *Provider) readmeRaw(t *target) ([]byte, string) {
	return readmeFile(t.tree.fsys, t.modRoot, t.dir, t.std())
}

// withoutFrontMatter cuts the YAML front matter a docs site's page starts
// with ("---\nid: adaptor\n---"): site settings, not documentation.
func withoutFrontMatter(data []byte) []byte {
	rest, ok := bytes.CutPrefix(data, []byte("---\n"))
	if !ok {
		return data
	}
	if _, after, ok := bytes.Cut(rest, []byte("\n---\n")); ok {
		return bytes.TrimLeft(after, "\n")
	}
	return data
}

// readmeFile is readmeRaw for the package in dir of the module at modRoot
// in fsys; a standard-library package has only the README next to it.
func readmeFile(fsys fs.FS, modRoot, dir string, std bool) ([]byte, string) {
	try := func(dir string) ([]byte, string) {
		for _, n := range readmeNames {
			fp := path.Join(dir, n)
			if data, err := localfile.ReadFS(fsys, fp, maxDocFileBytes); err == nil {
				return data, fp
			}
		}
		return nil, ""
	}
	if data, fp := try(dir); fp != "" || std {
		return data, fp
	}
	if dir != modRoot {
		if fp := packageDocFile(fsys, modRoot, relDir(modRoot, dir)); fp != "" {
			if data, err := localfile.ReadFS(fsys, fp, maxDocFileBytes); err == nil {
				return withoutFrontMatter(data), fp
			}
		}
		if data, fp := try(modRoot); fp != "" {
			return data, fp
		}
	}
	for _, d := range []string{".github", "docs"} {
		if data, fp := try(path.Join(modRoot, d)); fp != "" {
			return data, fp
		}
	}
	return nil, ""
}
