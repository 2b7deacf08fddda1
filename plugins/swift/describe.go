package swift

import (
	"context"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"
	"testing/fstest"
	"time"

	"github.com/pkgdocs/pkgdocs/plugins/swift/docc"
	"github.com/pkgdocs/pkgdocs/plugins/swift/manifest"
	"github.com/pkgdocs/pkgdocs/plugins/swift/pkgref"
	"github.com/pkgdocs/pkgdocs/plugins/swift/swiftsrc"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
	"github.com/pkgdocs/pkgdocs/sdk/localfile"
	"github.com/pkgdocs/pkgdocs/sdk/memo"
	"github.com/pkgdocs/pkgdocs/sdk/readme"
)

// maxDocBytes bounds a README, article or example read.
const maxDocBytes = 1 << 20

// pkgDoc is a package read at one version: what every answer about it is
// made from.
type pkgDoc struct {
	src      *source
	man      *manifest.Manifest
	manName  string
	modules  []module
	readme   []byte
	readmeAt string
	// articles are the DocC catalog pages by path; symbolPages maps a
	// symbol path to the extension page documenting it.
	articles    []string
	symbolPages map[string]string
	fetchedAt   time.Time
	notes       []string
	// what every describe answer repeats, made once
	readmeMarkdown string
	readmeSummary  string
	examples       []sdk.Example
	docFiles       []sdk.DocFile
}

func (d *pkgDoc) size() int64 {
	n := int64(len(d.readme))
	if m, ok := d.src.fsys.(fstest.MapFS); ok {
		// an archive read into memory is kept with the document
		for _, f := range m {
			n += int64(len(f.Data))
		}
	}
	for _, m := range d.modules {
		for _, x := range m.decls {
			n += int64(len(x.Signature) + len(x.Doc) + len(x.Path) + 64)
		}
	}
	return n + 4096
}

// load reads a package's manifest, API, README and catalogs, memoized by
// where the files came from and the exact version.
// It also returns this request's source: its version, latest version,
// notes and /Module are this request's, while the files and what was read
// from them may come from an earlier load.
func (p *Provider) load(ctx context.Context, r request) (*pkgDoc, *source, error) {
	src, err := p.locate(ctx, r)
	if err != nil {
		return nil, nil, err
	}
	key := fmt.Sprintf("%d|%s|%s|%s|%s", src.kind, src.detail, src.version, src.revision, src.branch)
	life := memo.Stable
	if src.kind == sdk.SourceLocalInstall {
		// a checkout changes under us when the project re-resolves
		life = memo.Floating
	}
	d, err := p.docs.Do(ctx, key, func(ctx context.Context) (*pkgDoc, memo.Lifetime, error) {
		if src.open != nil {
			if err := src.open(ctx, src); err != nil {
				if src.pinned != nil {
					err = src.pinned(err)
				}
				return nil, life, err
			}
		}
		d, err := p.read(ctx, src)
		return d, life, err
	})
	if err != nil {
		return nil, nil, err
	}
	return d, src, nil
}

func (p *Provider) read(ctx context.Context, src *source) (*pkgDoc, error) {
	d := &pkgDoc{src: src, fetchedAt: time.Now().UTC(), symbolPages: map[string]string{}}
	root, err := fs.ReadDir(src.fsys, ".")
	if err != nil {
		return nil, sdk.Unavailable("read package %s: %v", src.identity, err)
	}
	var names []string
	for _, e := range root {
		names = append(names, e.Name())
	}
	d.manName = manifest.Variant(names, "")
	b, err := localfile.ReadFS(src.fsys, d.manName, manifest.MaxBytes)
	if err != nil && d.manName != "Package.swift" {
		d.manName = "Package.swift"
		b, err = localfile.ReadFS(src.fsys, d.manName, manifest.MaxBytes)
	}
	if err == nil && d.manName != "Package.swift" {
		if main, err := localfile.ReadFS(src.fsys, "Package.swift", manifest.MaxBytes); err == nil && manifest.NewerTools(main, b) {
			d.manName, b = "Package.swift", main
		}
	}
	if err != nil {
		return nil, sdk.NotFound("%s at %s has no Package.swift: not a Swift package (%v)", src.identity, src.versionLabel(), err)
	}
	d.man, err = manifest.Parse(b)
	if err != nil {
		return nil, sdk.Unavailable("%s: %v", d.manName, err)
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	excludes := map[string][]string{}
	for _, t := range d.man.Targets {
		excludes[t.Name] = t.Exclude
	}
	mods := modulesOf(d.man)
	var readNotes []string
	if !d.man.Read("targets") || !d.man.Read("products") && len(mods) == 0 {
		var note string
		if mods, note = conventionModules(src.fsys, d.man, mods); note != "" {
			readNotes = append(readNotes, note)
		}
	}
	if !d.man.Read("dependencies") {
		readNotes = append(readNotes, "Package.swift adds dependencies with code this reader does not run: the list of dependencies may be incomplete")
	}
	d.modules, d.notes = p.loadAPI(src.fsys, mods, excludes)
	d.notes = append(readNotes, d.notes...)
	for _, e := range root {
		if !e.IsDir() && strings.HasPrefix(strings.ToLower(e.Name()), "readme") && d.readme == nil {
			if b, err := localfile.ReadFS(src.fsys, e.Name(), maxDocBytes); err == nil {
				d.readme, d.readmeAt = b, e.Name()
			}
		}
		if !e.IsDir() && src.license == "" && (strings.HasPrefix(strings.ToLower(e.Name()), "license") || strings.HasPrefix(strings.ToLower(e.Name()), "licence")) {
			if b, err := localfile.ReadFS(src.fsys, e.Name(), 64<<10); err == nil {
				src.license = licenseName(string(b))
			}
		}
	}
	walked := 0
	_ = fs.WalkDir(src.fsys, ".", func(fp string, e fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if walked++; walked > maxWalk {
			return fs.SkipAll
		}
		if e.IsDir() && (e.Name() == ".git" || e.Name() == ".build" || e.Name() == "node_modules") {
			return fs.SkipDir
		}
		if !e.IsDir() && strings.Contains(fp, ".docc/") && strings.HasSuffix(fp, ".tutorial") && len(d.articles) < 500 {
			d.articles = append(d.articles, fp)
		}
		if !e.IsDir() && strings.Contains(fp, ".docc/") && strings.HasSuffix(fp, ".md") && len(d.articles) < 500 {
			d.articles = append(d.articles, fp)
			if b, err := localfile.ReadFS(src.fsys, fp, maxDocBytes); err == nil {
				if a := docc.ParseArticle(string(b), nil); a.Symbol != "" {
					d.symbolPages[a.Symbol] = fp
				}
			}
		}
		return nil
	})
	if d.readme != nil {
		d.readmeMarkdown = readme.Filter(d.readme).Markdown
		d.readmeSummary = readmeSummary(d.readme)
		for _, b := range readme.CodeBlocks(d.readme) {
			if b.Lang == "swift" && len(d.examples) < 12 {
				d.examples = append(d.examples, sdk.Example{Title: b.Section, Language: "swift", Code: b.Code, Source: d.readmeAt})
			}
		}
	}
	d.examples = append(d.examples, d.fileExamples()...)
	for _, a := range d.articles {
		d.docFiles = append(d.docFiles, sdk.DocFile{Path: a, Title: articleTitle(d, a)})
	}
	return d, nil
}

// licenseName recognises the common licence texts.
func licenseName(text string) string {
	head := text
	if len(head) > 2000 {
		head = head[:2000]
	}
	switch {
	case strings.Contains(head, "Apache License") && strings.Contains(head, "2.0"):
		return "Apache-2.0"
	case strings.Contains(head, "MIT License") || strings.Contains(head, "Permission is hereby granted, free of charge"):
		return "MIT"
	case strings.Contains(head, "Mozilla Public License"):
		return "MPL-2.0"
	case strings.Contains(head, "BSD"):
		return "BSD"
	case strings.Contains(head, "GNU LESSER GENERAL PUBLIC"):
		return "LGPL"
	case strings.Contains(head, "GNU GENERAL PUBLIC"):
		return "GPL"
	case strings.Contains(head, "ISC License"):
		return "ISC"
	}
	return "see LICENSE"
}

// Describe implements sdk.Provider.
func (p *Provider) Describe(ctx context.Context, req sdk.DescribeRequest) (*sdk.Document, error) {
	r, err := parseRequest(req.Package)
	if err != nil {
		return nil, err
	}
	if len(req.Symbol) > 1000 {
		return nil, sdk.InvalidArgument("symbol is %d bytes; want a dotted path such as ParsableCommand.run", len(req.Symbol))
	}
	d, src, err := p.load(ctx, r)
	if err != nil {
		return nil, err
	}
	mods, err := d.narrow(src.module)
	if err != nil {
		return nil, err
	}
	doc := d.header(src, mods)
	if req.Symbol != "" {
		return d.focus(doc, mods, req.Symbol)
	}
	var all []swiftsrc.Decl
	var names []string
	for _, m := range mods {
		all = append(all, m.decls...)
		names = append(names, m.name)
	}
	syms, truncated := symbols(all, p.cfg.MaxAPIBytes)
	doc.Symbols = append(usedFirst(syms, exampleCode(d.examples)), reexportedUnlisted(all, names)...)
	if truncated {
		doc.Notes = append(doc.Notes, fmt.Sprintf("the API outline stops at %d symbols (the provider's memory cap); ask for a symbol or narrow to one module with /Module", len(syms)))
	}
	doc.Readme = d.readmeMarkdown
	doc.Examples = d.examples
	doc.DocFiles = d.docFiles
	return doc, nil
}

// exampleCode is the code of the README's Swift blocks and the
// package's example files, in that order.
func exampleCode(exs []sdk.Example) []string {
	code := make([]string, 0, len(exs))
	for _, e := range exs {
		code = append(code, e.Code)
	}
	return code
}

// narrow keeps the module a /Module suffix names: a library product (its
// targets) or a target.
func (d *pkgDoc) narrow(name string) ([]module, error) {
	if name == "" {
		return d.modules, nil
	}
	var out []module
	for _, m := range d.modules {
		if strings.EqualFold(m.name, name) || containsFold(m.products, name) {
			out = append(out, m)
		}
	}
	if len(out) == 0 {
		var names []string
		for _, m := range d.modules {
			names = append(names, m.name)
		}
		for _, pr := range d.man.Products {
			if pr.Kind == "library" && !contains(names, pr.Name) {
				names = append(names, pr.Name)
			}
		}
		return nil, sdk.NotFound("%s has no library product or target %q (modules: %s)", d.src.identity, name, strings.Join(names, ", "))
	}
	return out, nil
}

func containsFold(list []string, s string) bool {
	for _, x := range list {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}

// header fills what every answer starts with.
func (d *pkgDoc) header(s *source, mods []module) *sdk.Document {
	name := s.identity
	if s.scope != "" && s.name != "" {
		name = s.scope + "." + s.name
	}
	doc := &sdk.Document{
		Name: name, Version: s.versionLabel(), LatestVersion: s.latest, License: d.src.license,
		Summary: d.src.summary,
		Source:  sdk.Source{Kind: s.kind, Detail: s.detail, FetchedAt: d.fetchedAt, Registry: sdk.RegistryID(s.registry), Public: s.public},
		Notes:   append(append([]string(nil), s.notes...), d.notes...),
	}
	if doc.Summary == "" {
		doc.Summary = d.readmeSummary
	}
	if s.url == "" {
		s.url = d.src.url // from a registry's metadata
	}
	if s.url != "" {
		doc.Links = append(doc.Links, sdk.Link{Title: "Repository", URL: webURL(s)})
	}
	if s.owner != "" {
		doc.Links = append(doc.Links, sdk.Link{Title: "Swift Package Index", URL: "https://swiftpackageindex.com/" + s.owner + "/" + s.repo})
	}
	doc.Facts = append(doc.Facts, sdk.Fact{Label: "Package identity", Value: s.identity})
	if s.revision != "" {
		doc.Facts = append(doc.Facts, sdk.Fact{Label: "Revision", Value: s.revision})
	}
	if d.man.ToolsVersion != "" {
		doc.Facts = append(doc.Facts, sdk.Fact{Label: "Swift tools version", Value: d.man.ToolsVersion + " (" + d.manName + ")"})
	}
	if len(d.man.Platforms) > 0 {
		var ps []string
		for _, pl := range d.man.Platforms {
			ps = append(ps, pl.String())
		}
		doc.Facts = append(doc.Facts, sdk.Fact{Label: "Platforms", Value: strings.Join(ps, ", ")})
	}
	if len(d.man.Dependencies) > 0 {
		var deps []string
		for _, dep := range d.man.Dependencies {
			id := dep.ID
			if id == "" {
				id = pkgref.IdentityOf(dep.URL + dep.Path)
			}
			if r := dep.Requirement.String(); r != "" {
				id += " (" + r + ")"
			}
			deps = append(deps, id)
		}
		doc.Facts = append(doc.Facts, sdk.Fact{Label: "Depends on", Value: strings.Join(deps, ", ")})
	}
	for _, pr := range d.man.Products {
		label := "Product"
		if pr.Kind != "library" {
			label = strings.ToUpper(pr.Kind[:1]) + pr.Kind[1:] + " product"
		}
		doc.Facts = append(doc.Facts, sdk.Fact{Label: label, Value: pr.Name + " → targets " + strings.Join(pr.Targets, ", ")})
	}
	for _, m := range mods {
		how := fmt.Sprintf("%d public symbols, scanned from %d source files in %s", countSymbols(m.decls), m.files, m.dir)
		if m.graph != "" {
			how = fmt.Sprintf("%d public symbols, from the symbol graph %s", countSymbols(m.decls), m.graph)
		}
		doc.Subpackages = append(doc.Subpackages, sdk.Subpackage{Path: m.name, Synopsis: how})
	}
	doc.Install = installLines(s, mods)
	return doc
}

func countSymbols(decls []swiftsrc.Decl) int {
	n := 0
	for _, d := range decls {
		if !d.Extension {
			n++
		}
	}
	return n
}

// installLines are the two lines to paste into Package.swift.
func installLines(s *source, mods []module) []string {
	req := ""
	switch {
	case s.version != "":
		req = `from: "` + s.version + `"`
	case s.branch != "":
		req = `branch: "` + s.branch + `"`
	case s.revision != "":
		req = `revision: "` + s.revision + `"`
	}
	var lines []string
	switch {
	case s.depPath != "":
		// a path dependency has no version to ask for: the project's
		// own line, as its manifest writes it
		lines = append(lines, `.package(path: `+strconv.Quote(s.depPath)+`)`)
	case s.scope != "" && s.name != "" && req != "":
		// a registry package is added by its identity
		lines = append(lines, `.package(id: "`+s.scope+"."+s.name+`", `+req+`)`)
	case s.url != "" && req != "":
		lines = append(lines, `.package(url: "`+httpsURL(s)+`", `+req+`)`)
	}
	pkgName := s.identity
	if s.scope != "" && s.name != "" {
		pkgName = s.scope + "." + s.name
	}
	seen := map[string]bool{}
	for _, m := range mods {
		for _, pr := range m.products {
			if !seen[pr] {
				seen[pr] = true
				lines = append(lines, `.product(name: "`+pr+`", package: "`+pkgName+`")`)
			}
		}
	}
	return lines
}

// httpsURL is the repository URL to write in a manifest.
func httpsURL(s *source) string {
	if s.owner != "" && strings.HasPrefix(s.url, "ssh://") {
		return "https://github.com/" + s.owner + "/" + s.repo + ".git"
	}
	return s.url
}

func webURL(s *source) string {
	if s.owner != "" {
		return "https://github.com/" + s.owner + "/" + s.repo
	}
	return strings.TrimSuffix(s.url, ".git")
}

// readmeSummary is the README's first paragraph of prose.
func readmeSummary(src []byte) string {
	res := readme.Filter(src)
	for _, para := range strings.Split(res.Markdown, "\n\n") {
		t := strings.TrimSpace(para)
		if t == "" || strings.HasPrefix(t, "#") || strings.HasPrefix(t, "<") || strings.HasPrefix(t, "```") || strings.HasPrefix(t, "[!") || strings.HasPrefix(t, "!") || strings.HasPrefix(t, "|") {
			continue
		}
		return strings.Join(strings.Fields(t), " ")
	}
	return ""
}

// fileExamples are Swift files under Examples/ and Snippets/.
func (d *pkgDoc) fileExamples() []sdk.Example {
	var out []sdk.Example
	for _, dir := range []string{"Examples", "Snippets"} {
		_ = fs.WalkDir(d.src.fsys, dir, func(fp string, e fs.DirEntry, err error) error {
			if err != nil || e.IsDir() || !isSwiftPath(fp) {
				return nil
			}
			if len(out) >= 10 {
				return fs.SkipAll
			}
			b, err := localfile.ReadFS(d.src.fsys, fp, 32<<10)
			if err != nil {
				return nil
			}
			out = append(out, sdk.Example{Title: fp, Language: "swift", Code: string(b), Source: fp})
			return nil
		})
	}
	return out
}

func articleTitle(d *pkgDoc, p string) string {
	b, err := localfile.ReadFS(d.src.fsys, p, maxDocBytes)
	if err != nil {
		return path.Base(p)
	}
	if strings.HasSuffix(p, ".tutorial") {
		if t := docc.ParseTutorial(string(b), nil).Title; t != "" {
			return t
		}
		return path.Base(p)
	}
	if t := docc.ParseArticle(string(b), nil).Title; t != "" {
		return t
	}
	return path.Base(p)
}

// focus answers for one symbol: every declaration of that path in full
// with its docs and conformances, then its members.
func (d *pkgDoc) focus(doc *sdk.Document, mods []module, want string) (*sdk.Document, error) {
	var all []swiftsrc.Decl
	var names []string
	for _, m := range mods {
		all = append(all, m.decls...)
		names = append(names, m.name)
	}
	hits := findSymbol(all, names, want)
	if len(hits) == 0 {
		if ext, ok := extendedType(all, names, want); ok {
			hits = []swiftsrc.Decl{ext}
		}
	}
	if len(hits) == 0 {
		msg := fmt.Sprintf("symbol %q not found in %s@%s", want, doc.Name, doc.Version)
		if s := suggestions(all, want); len(s) > 0 {
			msg += " (similar: " + strings.Join(s, ", ") + ")"
		}
		return nil, sdk.NotFound("%s", msg)
	}
	conf := conformances(all)
	doc.Focus = hits[0].Path
	for i, h := range hits {
		full := withConstraint(h, docc.Markdown(h.Doc))
		if h.Condition != "" {
			full = strings.TrimSpace("Builds only when " + h.Condition + " (an #if in the source).\n\n" + full)
		}
		if c := conf[h.Path]; len(c) > 0 && i == 0 {
			full = strings.TrimSpace(full + "\n\n**Conforms to / inherits:** " + strings.Join(c, ", "))
		}
		if page, ok := d.symbolPages[h.Path]; ok && i == 0 {
			if b, err := localfile.ReadFS(d.src.fsys, page, maxDocBytes); err == nil {
				a := docc.ParseArticle(string(b), nil)
				body := strings.TrimSpace(strings.TrimPrefix(a.Markdown, "# "+a.Title))
				full = strings.TrimSpace(full + "\n\n**From the DocC catalog (" + page + "):**\n\n" + body)
			}
		}
		sym := sdk.Symbol{Name: h.Path, Kind: kindOf(h), Signature: h.Signature, Doc: full, Deprecated: h.Deprecated}
		if h.File != "" {
			sym.Doc = strings.TrimSpace(sym.Doc + fmt.Sprintf("\n\nDeclared in %s:%d", h.File, h.Line))
		}
		doc.Symbols = append(doc.Symbols, sym)
	}
	// members: declarations whose parent is the symbol (and extensions of it)
	var members []swiftsrc.Decl
	for _, x := range all {
		if !x.Extension && x.Parent == hits[0].Path {
			members = append(members, x)
		}
	}
	sort.SliceStable(members, func(i, j int) bool { return kindRank(members[i].Kind) < kindRank(members[j].Kind) })
	own := map[string]bool{}
	for _, m := range members {
		own[m.Title] = true
		doc.Symbols = append(doc.Symbols, sdk.Symbol{Name: m.Path, Kind: kindOf(m), Signature: m.Signature, Doc: withConstraint(m, docc.Abstract(m.Doc)), Deprecated: m.Deprecated, Parent: hits[0].Path})
	}
	// what the type gets from the protocols of this module it conforms
	// to: their requirements and the members of their extensions
	protocols := map[string]bool{}
	for _, x := range all {
		if x.Kind == "protocol" {
			protocols[x.Path] = true
		}
	}
	// protocols refined by protocols count too (AsyncParsableCommand:
	// ParsableCommand: ParsableArguments)
	queue, seen := append([]string(nil), conf[hits[0].Path]...), map[string]bool{hits[0].Path: true}
	for i := 0; i < len(queue); i++ {
		c := queue[i]
		if !protocols[c] || seen[c] {
			continue
		}
		seen[c] = true
		queue = append(queue, conf[c]...)
		for _, x := range all {
			if x.Extension || x.Parent != c || own[x.Title] || x.Kind == "associatedtype" {
				continue
			}
			own[x.Title] = true
			abstract := docc.Abstract(x.Doc)
			doc.Symbols = append(doc.Symbols, sdk.Symbol{Name: hits[0].Path + "." + x.Name, Kind: kindOf(x), Signature: x.Signature,
				Doc: strings.TrimSpace("(from " + c + ") " + abstract), Deprecated: x.Deprecated, Parent: hits[0].Path})
		}
	}
	return doc, nil
}

var memberOrder = []string{"associatedtype", "case", "typealias", "init", "var", "let", "subscript", "func", "class", "struct", "enum", "protocol", "actor"}

func kindRank(k string) int {
	for i, o := range memberOrder {
		if o == k {
			return i
		}
	}
	return len(memberOrder)
}

// reexportedUnlisted stands for the names of the modules the described
// modules re-export (@_exported import Clocks) that are not among them:
// another package's module, or a target of this one left out of the
// answer. Code importing the package uses those names as its own; they
// are not listed here, so check_package_api answers a name it does not
// find "cannot tell", never "does not exist" (apicheck.KindUnlisted).
// The platform's own modules (Foundation, FoundationNetworking on Linux)
// are left out: their names are Apple's and the toolchain's, which every
// Swift program imports, not the package's API, and standing for them
// would make every name a package lacks "cannot tell".
func reexportedUnlisted(decls []swiftsrc.Decl, modules []string) []sdk.Symbol {
	var out []sdk.Symbol
	seen := map[string]bool{}
	for _, d := range decls {
		if d.Kind != "import" || d.Parent != "" || seen[d.Name] || contains(modules, d.Name) || platformModules[d.Name] {
			continue
		}
		seen[d.Name] = true
		out = append(out, sdk.Symbol{Name: d.Signature, Kind: apicheck.KindUnlisted, Signature: d.Signature,
			Doc: fmt.Sprintf("%s, a module this answer does not describe, is re-exported: its public names are usable through this package's import too, and are not listed here (describe the package that declares %s).", d.Name, d.Name)})
	}
	return out
}

// platformModules are modules of the Swift toolchain and Apple's SDKs
// (reexportedUnlisted).
var platformModules = map[string]bool{
	"Swift": true, "_Concurrency": true, "Foundation": true, "FoundationNetworking": true, "FoundationXML": true,
	"FoundationEssentials": true, "FoundationInternationalization": true, "Dispatch": true, "Darwin": true,
	"Glibc": true, "Musl": true, "Android": true, "WinSDK": true, "CRT": true, "WASILibc": true, "ucrt": true,
	"Combine": true, "SwiftUI": true, "UIKit": true, "AppKit": true, "os": true, "Observation": true,
	"Synchronization": true, "RegexBuilder": true, "XCTest": true, "CoreFoundation": true,
}
