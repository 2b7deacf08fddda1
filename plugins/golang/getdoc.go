package golang

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strings"

	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/plugins/golang/apidoc"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/answer"
	"github.com/pkgdocs/pkgdocs/sdk/localfile"
	"github.com/pkgdocs/pkgdocs/sdk/localtree"
	"github.com/pkgdocs/pkgdocs/sdk/readme"
)

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
	out := &sdk.Doc{Name: t.pkg, Version: t.tree.version, Source: t.source()}
	switch {
	case req.Symbol != "":
		f, err := pkg.Lookup(req.Symbol)
		if err != nil {
			return nil, symbolErr(err)
		}
		out.Title, out.Path = f.Decl.Name, f.Decl.Name
		out.Content = renderFocus(pkg, f)
	case req.Section != "" && req.Path == "":
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
		data, err := localfile.ReadFS(t.tree.fsys, full, 1<<20)
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
		if sec := strings.TrimSpace(req.Section); sec != "" && !strings.HasSuffix(fp, ".go") {
			// A section of a doc file, as search hits locate them.
			sc, ok := readme.Lookup(data, sec)
			if !ok {
				out.Available = sectionNames(data)
				return nil, sdk.NotFound("no section %q in %s of %s; sections: %s", sec, fp, t.pkg, strings.Join(out.Available, ", "))
			}
			out.Title, out.Content = fp+": "+sc.Title, sc.Markdown
		}
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
