package python

import (
	"context"
	"fmt"
	"path"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/python/pyname"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/readme"
)

// readmePath is the path GetDoc answers the README under: the long
// description of the distribution's metadata, as Markdown.
const readmePath = "README"

// GetDoc implements sdk.DocGetter: a doc file of the sdist by path
// ("docs/quickstart.rst", reST converted to Markdown), an examples/
// script, the README ("README"), a section of the README or of a doc file
// by title or slug ("Installation", "docs/api.rst#sessions"), or a symbol
// with its whole docstring. Without any of them, the README.
func (p *Provider) GetDoc(ctx context.Context, req sdk.GetDocRequest) (*sdk.Doc, error) {
	if req.Symbol != "" {
		if err := pyname.CheckSymbol(req.Symbol); err != nil {
			return nil, sdk.InvalidArgument("%v", err)
		}
	}
	if len(req.Path) > 1024 || len(req.Section) > 1024 || strings.ContainsRune(req.Path+req.Section, 0) {
		return nil, sdk.InvalidArgument("path or section too long or not text")
	}
	c, k, err := p.answer(ctx, req.Package)
	if err != nil {
		return nil, err
	}
	d := &sdk.Doc{Name: k.name, Version: k.version, Source: c.source}
	d.Source.FetchedAt = k.fetched
	readmeMD := ""
	if k.meta != nil {
		readmeMD = readmeMarkdown(k.meta)
	}
	switch {
	case req.Path != "":
		rel, content, ok := k.docFile(req.Path, readmeMD)
		if !ok {
			return nil, k.notFound(fmt.Sprintf("no doc file %q", req.Path), k.paths(readmeMD))
		}
		d.Title, d.Path, d.Content = k.titleOf(rel), rel, content
	case req.Section != "":
		file, sec, hasFile := strings.Cut(req.Section, "#")
		if !hasFile {
			file, sec = "", req.Section
		}
		var sources []string // paths searched, in order
		if file != "" {
			rel, _, ok := k.docFile(file, readmeMD)
			if !ok {
				return nil, k.notFound(fmt.Sprintf("no doc file %q", file), k.paths(readmeMD))
			}
			sources = []string{rel}
		} else {
			sources = k.paths(readmeMD)
		}
		var titles []string
		for _, rel := range sources {
			_, content, _ := k.docFile(rel, readmeMD)
			if s, ok := lookupSection(content, sec); ok {
				d.Title, d.Path, d.Content = s.Title, rel+"#"+s.Slug, readme.TrimLinkDefs(s.Markdown)
				return clip(d, req.MaxLength), nil
			}
			for _, s := range readme.Split([]byte(content)) {
				if s.Title != "" && len(titles) < 60 {
					titles = append(titles, rel+"#"+s.Title)
				}
			}
		}
		if file == "" {
			titles = append(titles, k.paths(readmeMD)...)
		}
		return nil, k.notFound(fmt.Sprintf("no section %q", req.Section), titles)
	case req.Symbol != "":
		doc, full := p.document(c, k)
		f, err := focus(doc, full, req.Symbol, k.imports)
		if err != nil {
			return nil, err
		}
		var b strings.Builder
		for _, s := range f.Symbols {
			fmt.Fprintf(&b, "```python\n%s\n```\n", s.Signature)
			if s.Doc != "" {
				b.WriteString(s.Doc + "\n")
			}
			b.WriteString("\n")
		}
		d.Title, d.Path, d.Content = f.Focus, "symbol:"+f.Focus, b.String()
	case req.Query != "":
		return nil, sdk.InvalidArgument("GetDoc takes a path, a section or a symbol; search with search_package_docs")
	default:
		if readmeMD == "" {
			return nil, k.notFound("no README (long description)", k.paths(readmeMD))
		}
		d.Title, d.Path, d.Content = readmePath, readmePath, readmeMD
		for _, s := range readme.Split([]byte(readmeMD)) {
			if s.Title != "" {
				d.Available = append(d.Available, s.Title)
			}
		}
		d.Available = append(d.Available, k.paths("")...)
	}
	return clip(d, req.MaxLength), nil
}

// clip cuts content to max characters at a line end, saying so.
func clip(d *sdk.Doc, max int) *sdk.Doc {
	if max <= 0 || len(d.Content) <= max {
		return d
	}
	cut := d.Content[:max]
	if i := strings.LastIndexByte(cut, '\n'); i > max/2 {
		cut = cut[:i+1]
	}
	d.Content = cut + fmt.Sprintf("\n… (%d more characters; ask for a section)\n", len(d.Content)-len(cut))
	return d
}

// docFile finds a doc file, an example script or the README by path:
// exactly, then cleaned and ignoring case and a leading "./" or the
// sdist's root directory.
func (k *pkg) docFile(p, readmeMD string) (rel, content string, ok bool) {
	p = strings.TrimPrefix(path.Clean("/"+strings.ReplaceAll(strings.TrimSpace(p), `\`, "/")), "/")
	if first, rest, cut := strings.Cut(p, "/"); cut && strings.EqualFold(first, k.sdistRoot) {
		p = rest // "requests-2.28.2/docs/api.rst"
	}
	lower := strings.ToLower(p)
	if readmeMD != "" && (lower == "readme" || strings.HasPrefix(lower, "readme.")) {
		return readmePath, readmeMD, true
	}
	for rel, data := range k.docs {
		if rel == p {
			return rel, docMarkdown(rel, data), true
		}
	}
	for rel, data := range k.docs {
		if strings.EqualFold(rel, p) {
			return rel, docMarkdown(rel, data), true
		}
	}
	for _, e := range k.examples {
		if e.Source == p || strings.EqualFold(e.Source, p) {
			return e.Source, "```python\n" + strings.TrimRight(e.Code, "\n") + "\n```\n", true
		}
	}
	return "", "", false
}

func (k *pkg) titleOf(rel string) string {
	for _, f := range k.docFiles {
		if f.Path == rel && f.Title != "" {
			return f.Title
		}
	}
	return rel
}

// paths lists what GetDoc can return by path: the README (when there is
// one), the doc files, the example scripts.
func (k *pkg) paths(readmeMD string) []string {
	var out []string
	if readmeMD != "" {
		out = append(out, readmePath)
	}
	for _, f := range k.docFiles {
		out = append(out, f.Path)
	}
	for _, e := range k.examples {
		if e.Source != "README" {
			out = append(out, e.Source)
		}
	}
	return out
}

func (k *pkg) notFound(what string, available []string) error {
	if len(available) > 60 {
		available = available[:60]
	}
	if len(available) == 0 {
		return sdk.NotFound("%s %s: %s; nothing else is available (doc files come only from an sdist)", k.name, k.version, what)
	}
	return sdk.NotFound("%s %s: %s; available: %s", k.name, k.version, what, strings.Join(available, "; "))
}

// lookupSection finds a section (with its subsections) by title exactly,
// then ignoring case, then by slug, then by readme.Lookup's looser match.
func lookupSection(src, name string) (readme.Section, bool) {
	want := strings.TrimSpace(name)
	if want == "" || src == "" {
		return readme.Section{}, false
	}
	slug := strings.ToLower(strings.TrimPrefix(want, "#"))
	secs := readme.Split([]byte(src))
	for _, match := range []func(readme.Section) bool{
		func(s readme.Section) bool { return s.Title == want },
		func(s readme.Section) bool { return strings.EqualFold(s.Title, want) },
		func(s readme.Section) bool { return s.Slug == slug },
	} {
		for _, s := range secs {
			if s.Level > 0 && s.Slug != "" && match(s) {
				return readme.Lookup([]byte(src), s.Slug)
			}
		}
	}
	return readme.Lookup([]byte(src), want)
}
