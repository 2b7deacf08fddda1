package golang

import (
	"context"
	"errors"
	"fmt"
	"go/build"
	"io"
	"io/fs"
	"path"
	"strings"

	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/internal/answer"
	"github.com/pkgdocs/pkgdocs/plugins/golang/apidoc"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/readme"
)

func apidocContext() build.Context { return build.Default }

// Info describes the provider.
func (p *Provider) Info() sdk.Info {
	return sdk.Info{
		Name:           "golang",
		DisplayName:    "Go",
		Version:        p.cfg.Version,
		Ecosystem:      "go",
		Description:    "Go packages: exact signatures and docs from go/doc, examples, module README; the version your go.mod uses, from vendor/, the module cache, GOPROXY or GOROOT.",
		DescribeParams: []string{"symbol"},
		Tools:          []sdk.Tool{listPackagesTool},
	}
}

// Describe documents a package, or one symbol of it.
func (p *Provider) Describe(ctx context.Context, req sdk.DescribeRequest) (*sdk.Document, error) {
	t, err := p.resolve(ctx, req.Package)
	if err != nil {
		return nil, err
	}
	pkg, err := p.load(t)
	if err != nil {
		if sdk.Code(err) == codes.NotFound && t.dir == t.modRoot && !t.std() && req.Symbol == "" {
			return p.moduleDoc(t), nil
		}
		return nil, err
	}
	doc := p.header(t, pkg)
	if sym := strings.TrimSpace(req.Symbol); sym != "" {
		f, err := pkg.Lookup(sym)
		if err != nil {
			return nil, symbolErr(err)
		}
		doc.Focus = f.Decl.Name
		if f.Field != "" {
			doc.Focus += "." + f.Field
		}
		doc.Symbols = append(doc.Symbols, symbol(pkg, f.Decl, true))
		for _, m := range f.Members {
			doc.Symbols = append(doc.Symbols, symbol(pkg, m, true))
		}
		doc.Examples = examples(f.Examples)
		return doc, nil
	}
	doc.Overview = pkg.Markdown(pkg.Doc, 3)
	budget := req.MaxLength
	if budget <= 0 {
		budget = sdk.DefaultMaxLength
	}
	doc.Symbols, doc.Notes = outline(pkg, budget, doc.Notes)
	if len(doc.Overview) > budget/6 {
		// A long package doc (net/http's) would crowd out the API: keep
		// its opening and point at the rest.
		doc.Overview = answer.TruncateMarkdown(doc.Overview, budget/8) + "\n\n_Package documentation shortened; get it in full with section=overview._"
	}
	doc.Examples = examples(pkg.Examples)
	doc.Subpackages = p.subpackages(t)
	if rd, name := p.readme(t); rd != "" {
		doc.Readme = rd
		doc.DocFiles = append(doc.DocFiles, sdk.DocFile{Path: name, Title: "README (unfiltered)"})
	}
	return doc, nil
}

// moduleDoc describes a module whose root holds no package: its README
// and its packages.
func (p *Provider) moduleDoc(t *target) *sdk.Document {
	doc := &sdk.Document{
		Name: t.pkg, Version: t.tree.version, LatestVersion: t.latest,
		Summary: "Module " + t.tree.module + " has no package at its root; import one of its packages.",
		Facts:   t.facts, Source: t.tree.source, Notes: t.notes, Install: nil,
		Subpackages: p.subpackages(t),
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
		Source:        t.tree.source,
		Notes:         append([]string(nil), t.notes...),
		Deprecated:    pkg.Deprecated,
	}
	if doc.Deprecated == "" && t.deprecated != "" {
		doc.Deprecated = "module " + t.tree.module + ": " + t.deprecated
	}
	if pkg.Name == "main" {
		doc.Facts = append(doc.Facts, sdk.Fact{Label: "Command", Value: "package main (install with go install " + t.pkg + "@" + t.tree.version + ")"})
	} else if pkg.Name != path.Base(t.pkg) {
		doc.Facts = append(doc.Facts, sdk.Fact{Label: "Package name", Value: pkg.Name})
	}
	doc.Facts = append(doc.Facts, sdk.Fact{Label: "Platform", Value: platform()})
	if t.install != "" {
		doc.Install = []string{t.install}
	}
	if !t.std() && !strings.HasPrefix(t.tree.version, "(") {
		doc.Links = append(doc.Links, sdk.Link{Title: "pkg.go.dev", URL: "https://pkg.go.dev/" + t.pkg + "@" + t.tree.version})
	} else if t.std() {
		doc.Links = append(doc.Links, sdk.Link{Title: "pkg.go.dev", URL: "https://pkg.go.dev/" + t.pkg})
	}
	if repo := repoURL(t.tree.module); repo != "" {
		doc.Links = append(doc.Links, sdk.Link{Title: "Repository", URL: repo})
	}
	return doc
}

// repoURL guesses the repository of well-known hosting paths.
func repoURL(mod string) string {
	parts := strings.Split(mod, "/")
	switch parts[0] {
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

// outline lists every exported symbol with its first sentence. When the
// full declarations would not fit the budget, multi-line type bodies are
// shortened the way `go doc` shortens them without -all, and a note says
// how to get one in full.
func outline(pkg *apidoc.Package, budget int, notes []string) ([]sdk.Symbol, []string) {
	syms := make([]sdk.Symbol, 0, len(pkg.Decls))
	size := 0
	for _, d := range pkg.Decls {
		s := symbol(pkg, d, false)
		size += len(s.Signature) + len(s.Doc) + 8
		syms = append(syms, s)
	}
	// Half the budget for the API leaves room for the overview, README
	// and examples.
	if size <= budget/2 {
		return syms, notes
	}
	shortened := 0
	for i, s := range syms {
		lines := strings.Count(s.Signature, "\n")
		switch {
		case s.Kind == apidoc.KindType && lines > 0:
			syms[i].Signature = shortType(s.Signature)
			shortened++
		case (s.Kind == apidoc.KindConst || s.Kind == apidoc.KindVar) && lines > 6:
			// A long group: go doc's one-line form, with every name kept
			// in the doc line so none goes missing from the outline.
			first, _, _ := strings.Cut(s.Signature, "\n")
			if strings.HasSuffix(first, "(") {
				syms[i].Signature = strings.TrimSpace(strings.TrimSuffix(first, "(")) + " ( " + s.Name + " )"
			}
			shortened++
		}
		if len(syms[i].Doc) > 120 {
			syms[i].Doc = strings.TrimSpace(syms[i].Doc[:strings.LastIndex(syms[i].Doc[:117], " ")+1]) + "…"
		}
	}
	if shortened > 0 {
		notes = append(notes, fmt.Sprintf("%d symbols in %s: long declarations are abbreviated to fit; call describe_go_package with symbol=<Name> for the full declaration, doc and examples", len(pkg.Decls), pkg.ImportPath))
	}
	return syms, notes
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

func examples(exs []apidoc.Example) []sdk.Example {
	out := make([]sdk.Example, 0, len(exs))
	for _, e := range exs {
		title := e.Title()
		if e.Doc != "" {
			title += ": " + strings.TrimSpace(strings.SplitN(e.Doc, "\n", 2)[0])
		}
		out = append(out, sdk.Example{
			Title:    title,
			Language: "go",
			Code:     e.Code,
			Output:   e.Output,
			Source:   e.File,
		})
	}
	return out
}

// subpackages lists the packages under the target's directory, internal
// ones left out.
func (p *Provider) subpackages(t *target) []sdk.Subpackage {
	list, _, err := apidoc.List(t.tree.fsys, t.dir, t.pkg, apidoc.ListOptions{SkipInternal: !isInternalPath(t.pkg), MaxPackages: 500})
	if err != nil {
		return nil
	}
	var out []sdk.Subpackage
	for _, pi := range list {
		if pi.ImportPath == t.pkg {
			continue
		}
		syn := pi.Synopsis
		if pi.Command {
			syn = strings.TrimSpace("(command) " + syn)
		}
		out = append(out, sdk.Subpackage{Path: pi.ImportPath, Synopsis: syn})
	}
	return out
}

func isInternalPath(p string) bool {
	return strings.Contains("/"+p+"/", "/internal/")
}

// readmeNames are the names the module's README may have, most likely
// first.
var readmeNames = []string{"README.md", "readme.md", "README.markdown", "README", "README.txt", "Readme.md"}

// readme returns the filtered README of the package directory, else of
// the module root when the package is the module's root package or the
// module has one package, and its path.
func (p *Provider) readme(t *target) (string, string) {
	dirs := []string{t.dir}
	if t.dir != t.modRoot && !t.std() {
		dirs = append(dirs, t.modRoot)
	}
	for _, d := range dirs {
		for _, n := range readmeNames {
			fp := path.Join(d, n)
			data, err := readCapped(t.tree.fsys, fp, 1<<20)
			if err != nil {
				continue
			}
			res := readme.Filter(data)
			return res.Markdown, relDir(t.modRoot, fp)
		}
	}
	return "", ""
}

// readCapped reads a regular file of at most limit bytes. It does not
// guard against symbolic links itself: local trees are localtree.FS, which
// refuses them before opening; module zips and the module cache (extracted
// by the go command from zips) hold none.
func readCapped(fsys fs.FS, name string, limit int64) ([]byte, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file", name)
	}
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, sdk.ResourceExhausted("%s is larger than %d bytes", name, limit)
	}
	return data, nil
}
