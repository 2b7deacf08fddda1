package golang

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/internal/answer"
	"github.com/pkgdocs/pkgdocs/plugins/golang/apidoc"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/localtree"
	"github.com/pkgdocs/pkgdocs/sdk/rank"
	"github.com/pkgdocs/pkgdocs/sdk/readme"
)

// Search ranks a package's symbols, examples, package doc and README
// sections for a query.
func (p *Provider) Search(ctx context.Context, req sdk.SearchRequest) (*sdk.SearchResult, error) {
	if strings.TrimSpace(req.Query) == "" {
		return nil, sdk.InvalidArgument("query is empty")
	}
	t, err := p.resolve(ctx, req.Package)
	if err != nil {
		return nil, err
	}
	pkg, err := p.load(t)
	if err != nil {
		return nil, err
	}
	limit := req.Limit
	if limit <= 0 {
		limit = sdk.DefaultSearchLimit
	}
	rd, _ := p.readmeRaw(t)
	ix := rank.NewIndex(searchDocs(pkg, rd))
	res := &sdk.SearchResult{Name: t.pkg, Version: t.tree.version, Source: t.tree.source}
	for _, h := range ix.Search(req.Query, limit, req.Fuzzy) {
		hit := sdk.Hit{Title: h.Doc.Title, Kind: h.Doc.Kind, Snippet: h.Snippet, Score: h.Score}
		switch {
		case strings.HasPrefix(h.Doc.ID, "symbol:"):
			hit.Locator.Symbol = strings.TrimPrefix(h.Doc.ID, "symbol:")
		case strings.HasPrefix(h.Doc.ID, "section:"):
			hit.Locator.Section = strings.TrimPrefix(h.Doc.ID, "section:")
		case strings.HasPrefix(h.Doc.ID, "example:"):
			hit.Locator.Symbol = strings.TrimPrefix(h.Doc.ID, "example:")
		}
		res.Hits = append(res.Hits, hit)
	}
	return res, nil
}

func searchDocs(pkg *apidoc.Package, rd []byte) []rank.Doc {
	var docs []rank.Doc
	if pkg.Doc != "" {
		docs = append(docs, rank.Doc{ID: "section:overview", Kind: "section", Title: "Package " + pkg.Name + " overview", Text: pkg.Markdown(pkg.Doc, 3)})
	}
	for _, d := range pkg.Decls {
		docs = append(docs, rank.Doc{
			ID: "symbol:" + d.Name, Kind: d.Kind, Title: d.Name, Symbol: d.Name,
			Text: d.Signature + "\n" + d.Doc + "\n" + strings.Join(d.Names, " "),
		})
	}
	for _, e := range pkg.Examples {
		docs = append(docs, rank.Doc{ID: "example:" + e.Symbol, Kind: "example", Title: "Example " + e.Title(), Symbol: e.Symbol, Text: e.Doc + "\n" + e.Code})
	}
	if len(rd) > 0 {
		for _, s := range readme.Filter(rd).Sections {
			if s.Level == 0 && strings.TrimSpace(s.Markdown) == "" {
				continue
			}
			id := s.Slug
			if id == "" {
				id = "readme"
			}
			docs = append(docs, rank.Doc{ID: "section:" + id, Kind: "section", Title: "README: " + cmpOr(s.Title, "introduction"), Text: s.Markdown})
		}
	}
	return docs
}

// readmeRaw returns the unfiltered README next to the package or at the
// module root.
func (p *Provider) readmeRaw(t *target) ([]byte, string) {
	dirs := []string{t.dir}
	if t.dir != t.modRoot && !t.std() {
		dirs = append(dirs, t.modRoot)
	}
	for _, d := range dirs {
		for _, n := range readmeNames {
			fp := path.Join(d, n)
			if data, err := readCapped(t.tree.fsys, fp, 1<<20); err == nil {
				return data, fp
			}
		}
	}
	return nil, ""
}

// GetDoc returns a symbol's full documentation, a README or package-doc
// section, a Markdown/text file of the module, or search hits for a query.
func (p *Provider) GetDoc(ctx context.Context, req sdk.GetDocRequest) (*sdk.Doc, error) {
	t, err := p.resolve(ctx, req.Package)
	if err != nil {
		return nil, err
	}
	pkg, err := p.load(t)
	if err != nil {
		return nil, err
	}
	out := &sdk.Doc{Name: t.pkg, Version: t.tree.version, Source: t.tree.source}
	switch {
	case req.Symbol != "":
		f, err := pkg.Lookup(req.Symbol)
		if err != nil {
			return nil, symbolErr(err)
		}
		out.Title, out.Path = f.Decl.Name, f.Decl.Name
		out.Content = renderFocus(pkg, f)
	case req.Section != "":
		rd, _ := p.readmeRaw(t)
		sec := strings.TrimSpace(req.Section)
		if strings.EqualFold(sec, "overview") || strings.EqualFold(sec, "package") {
			out.Title, out.Path, out.Content = "Package "+pkg.Name, "overview", pkg.Markdown(pkg.Doc, 2)
			break
		}
		s, ok := readme.Lookup(rd, sec)
		if !ok {
			out.Available = sectionNames(rd)
			return nil, sdk.NotFound("no section %q in the README of %s; sections: %s", sec, t.pkg, strings.Join(out.Available, ", "))
		}
		out.Title, out.Path, out.Content = s.Title, s.Slug, s.Markdown
	case req.Path != "":
		fp := path.Clean(strings.TrimPrefix(req.Path, "/"))
		if !fs.ValidPath(fp) || fp == "." {
			return nil, sdk.InvalidArgument("invalid path %q", req.Path)
		}
		full := path.Join(t.modRoot, fp)
		if !docFile(fp) {
			return nil, sdk.InvalidArgument("path %q: only documentation files (.md, .txt, .rst, README, LICENSE) and Go sources can be read", req.Path)
		}
		data, err := readCapped(t.tree.fsys, full, 1<<20)
		if err != nil {
			if sdk.Code(err) == codes.ResourceExhausted {
				return nil, err
			}
			if errors.Is(err, localtree.ErrSymlink) {
				return nil, sdk.FailedPrecondition("path %q is a symbolic link or goes through one; links in local folders are not followed, so they cannot leak files from outside the project", fp)
			}
			return nil, sdk.NotFound("no file %s in %s@%s", fp, t.tree.module, t.tree.version)
		}
		out.Title, out.Path, out.Content = fp, fp, string(data)
		if strings.HasSuffix(fp, ".go") {
			out.Content = "```go\n" + string(data) + "\n```\n"
		}
	case req.Query != "":
		sr, err := p.Search(ctx, sdk.SearchRequest{Package: req.Package, Query: req.Query, Limit: 10, Fuzzy: true})
		if err != nil {
			return nil, err
		}
		out.Title, out.Path = "Search: "+req.Query, ""
		var b strings.Builder
		for _, h := range sr.Hits {
			fmt.Fprintf(&b, "- **%s** (%s): %s\n", h.Title, h.Kind, h.Snippet)
		}
		out.Content = b.String()
	default:
		return nil, sdk.InvalidArgument("give a symbol, section, path or query")
	}
	if req.MaxLength > 0 && len(out.Content) > req.MaxLength {
		out.Content = answer.TruncateMarkdown(out.Content, req.MaxLength)
	}
	return out, nil
}

func docFile(p string) bool {
	base := strings.ToUpper(path.Base(p))
	switch strings.ToLower(path.Ext(p)) {
	case ".md", ".markdown", ".txt", ".rst", ".go":
		return true
	}
	return strings.HasPrefix(base, "README") || strings.HasPrefix(base, "LICENSE") || strings.HasPrefix(base, "CHANGELOG")
}

func sectionNames(rd []byte) []string {
	names := []string{"overview"}
	for _, s := range readme.Split(rd) {
		if s.Level > 0 {
			names = append(names, s.Title)
		}
	}
	return names
}

// renderFocus renders one symbol in full as Markdown.
func renderFocus(pkg *apidoc.Package, f *apidoc.Focus) string {
	var b strings.Builder
	write := func(d apidoc.Decl, level string) {
		fmt.Fprintf(&b, "%s %s\n\n```go\n%s\n```\n\n", level, d.Name, d.Signature)
		if d.Deprecated != "" {
			fmt.Fprintf(&b, "**Deprecated:** %s\n\n", d.Deprecated)
		}
		if md := pkg.Markdown(d.Doc, 4); md != "" {
			b.WriteString(md + "\n\n")
		}
	}
	write(f.Decl, "##")
	if f.Field != "" {
		fmt.Fprintf(&b, "_Asked for %s.%s: it is declared in the type above._\n\n", f.Decl.Name, f.Field)
	}
	for _, m := range f.Members {
		write(m, "###")
	}
	for _, e := range f.Examples {
		fmt.Fprintf(&b, "### Example %s\n\n```go\n%s\n```\n\n", e.Title(), e.Code)
		if e.HasOutput {
			fmt.Fprintf(&b, "Output:\n\n```\n%s```\n\n", e.Output)
		}
	}
	return strings.TrimSpace(b.String()) + "\n"
}

// Complete suggests package import paths: the project's direct
// requirements (counted in ProjectValues, so the host can list them as the
// project's dependencies), then the standard library.
func (p *Provider) Complete(ctx context.Context, req sdk.CompleteRequest) (*sdk.Completion, error) {
	if req.Argument != "" && req.Argument != "package" && req.Argument != "module" {
		return &sdk.Completion{}, nil
	}
	if err := p.setup(ctx); err != nil {
		return nil, err
	}
	prefix := strings.TrimSpace(req.Prefix)
	seen := map[string]bool{}
	var vals []string
	add := func(s string) {
		if strings.HasPrefix(s, prefix) && !seen[s] {
			seen[s] = true
			vals = append(vals, s)
		}
	}
	if req.ProjectPath != "" {
		if proj, err := p.projectFor(req.ProjectPath); err == nil {
			var reqs []string
			for m := range proj.Require {
				reqs = append(reqs, m)
			}
			sort.Strings(reqs)
			for _, m := range reqs {
				add(m)
			}
		}
	}
	projectValues := len(vals)
	if p.env.GOROOT != "" {
		std, _ := p.stdPackages()
		for _, pi := range std {
			if !pi.Internal {
				add(pi.ImportPath)
			}
		}
	}
	limit := req.Limit
	if limit <= 0 {
		limit = 100
	}
	c := &sdk.Completion{Total: len(vals)}
	if len(vals) > limit {
		vals, c.HasMore = vals[:limit], true
	}
	c.Values, c.ProjectValues = vals, min(projectValues, len(vals))
	return c, nil
}

// Health reports whether the toolchain and proxy configuration are usable;
// a deep check lists a module on the proxy.
func (p *Provider) Health(ctx context.Context, deep bool) (sdk.Health, error) {
	if err := p.setup(ctx); err != nil {
		return sdk.Health{State: sdk.NotServing, Message: err.Error()}, nil
	}
	var problems []string
	if p.env.GOROOT == "" {
		problems = append(problems, "no Go toolchain: standard-library packages unavailable")
	}
	if err := p.proxyErr(); err != nil {
		problems = append(problems, "GOPROXY: "+err.Error())
	} else if deep {
		if _, _, err := p.proxy.List(ctx, "golang.org/x/mod"); err != nil {
			problems = append(problems, "proxy: "+err.Error())
		}
	}
	if len(problems) > 0 {
		return sdk.Health{State: sdk.Degraded, Message: strings.Join(problems, "; ")}, nil
	}
	return sdk.Health{State: sdk.Serving, Message: "GOROOT " + p.env.GOROOT}, nil
}
