package npm

import (
	"context"
	"fmt"
	"path"
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/answer"
	"github.com/pkgdocs/pkgdocs/sdk/readme"
)

// defaultDocLength bounds get_npm_package_doc output when no maxLength is
// given: about 6k tokens, a long section in full.
const defaultDocLength = 24_000

// GetDoc returns a doc file by path, a README section by title or slug, a
// symbol, ranked sections for a query, or the whole README.
func (p *Provider) GetDoc(ctx context.Context, req sdk.GetDocRequest) (*sdk.Doc, error) {
	l, err := p.load(ctx, req.Package)
	if err != nil {
		return nil, err
	}
	max := req.MaxLength
	if max <= 0 {
		max = defaultDocLength
	}
	d := &sdk.Doc{Name: l.name, Version: l.version, Source: l.source}
	readmeName, readmeSrc := l.readmeFile()
	switch {
	case req.Path != "":
		name, ok := l.findFile(req.Path)
		if !ok {
			return nil, notFoundDoc(l, fmt.Sprintf("no doc file %q", req.Path), l.fileList())
		}
		d.Title, d.Path, d.Content = name, name, fileMarkdown(name, l.files[name])
	case req.Section != "":
		if sec, ok := lookupSection(readmeSrc, req.Section); ok && readmeSrc != nil {
			// The badge definitions at the end of a README are not the
			// last section's content.
			d.Title, d.Path, d.Content = sec.Title, readmeName+"#"+sec.Slug, readme.TrimLinkDefs(sec.Markdown)
			break
		}
		if name, ok := l.findFile(req.Section); ok {
			d.Title, d.Path, d.Content = name, name, fileMarkdown(name, l.files[name])
			break
		}
		for _, f := range l.docFiles() {
			if !isMarkdown(strings.ToLower(f.Path)) {
				continue
			}
			if sec, ok := lookupSection(l.files[f.Path], req.Section); ok {
				d.Title, d.Path, d.Content = sec.Title, f.Path+"#"+sec.Slug, readme.TrimLinkDefs(sec.Markdown)
				break
			}
		}
		if d.Content == "" {
			if content := symbolDoc(l.pkg, req.Section); content != "" {
				d.Title, d.Path, d.Content = req.Section, "symbol:"+req.Section, content
				break
			}
			return nil, notFoundDoc(l, fmt.Sprintf("no README section, doc file or symbol %q", req.Section), append(sectionTitles(readmeSrc), l.fileList()...))
		}
	case req.Symbol != "":
		content := symbolDoc(l.pkg, req.Symbol)
		if content == "" {
			return nil, noSymbol(l.pkg, req.Symbol)
		}
		d.Title, d.Path, d.Content = req.Symbol, "symbol:"+req.Symbol, content
	case req.Query != "":
		hits := l.search(req.Query, 8, true)
		var b strings.Builder
		var titles []string
		seen := map[string]bool{}
		for _, h := range hits {
			if seen[h.Doc.ID] || b.Len() >= max {
				continue
			}
			seen[h.Doc.ID] = true
			content := l.hitContent(h.Doc)
			if content == "" {
				continue
			}
			titles = append(titles, h.Doc.Title)
			fmt.Fprintf(&b, "<!-- %s: %s -->\n%s\n\n", h.Doc.Kind, h.Doc.ID, strings.TrimSpace(content))
		}
		if b.Len() == 0 {
			return nil, notFoundDoc(l, fmt.Sprintf("nothing in the docs matches %q", req.Query), sectionTitles(readmeSrc))
		}
		d.Title, d.Path, d.Content, d.Available = "Best matches for "+req.Query, "query:"+req.Query, b.String(), titles
	default:
		if readmeSrc == nil {
			return nil, notFoundDoc(l, "the package has no README", l.fileList())
		}
		d.Title, d.Path, d.Content = readmeName, readmeName, string(readmeSrc)
		d.Available = sectionTitles(readmeSrc)
	}
	if len(d.Content) > max {
		d.Content = answer.TruncateMarkdown(d.Content, max)
	}
	return d, nil
}

// symbolDoc renders a symbol (every overload) and its members, "" when
// the package exports no such name.
func symbolDoc(k *pkg, asked string) string {
	name, ok := resolveSymbol(k.name, k.api.Symbols, asked)
	if !ok {
		return ""
	}
	var b strings.Builder
	for i, s := range k.api.Symbols {
		if s.Name == name || s.Parent == name {
			fmt.Fprintf(&b, "```ts\n%s\n```\n", s.Signature)
			if full := k.api.FullDocs[i]; full != "" {
				b.WriteString(full + "\n")
			} else if s.Doc != "" {
				b.WriteString(s.Doc + "\n")
			}
			if s.Deprecated != "" {
				b.WriteString("Deprecated: " + s.Deprecated + "\n")
			}
			b.WriteString("\n")
		}
	}
	return b.String()
}

// lookupSection finds a section (with its subsections) by the title an
// error's "available" list shows: exactly, then ignoring case, then by
// slug, and last by readme.Lookup's looser word match. readme.Lookup alone
// ignores numbers in titles, so "7.0.0" matched nothing.
func lookupSection(src []byte, name string) (readme.Section, bool) {
	want := strings.TrimSpace(name)
	if want == "" || src == nil {
		return readme.Section{}, false
	}
	slug := strings.ToLower(strings.TrimPrefix(want, "#"))
	secs := readme.Split(src)
	for _, match := range []func(readme.Section) bool{
		func(s readme.Section) bool { return s.Title == want },
		func(s readme.Section) bool { return strings.EqualFold(s.Title, want) },
		func(s readme.Section) bool { return s.Slug == slug },
	} {
		for _, s := range secs {
			if s.Level > 0 && s.Slug != "" && match(s) {
				// The slug names one section exactly; Lookup adds its
				// subsections.
				return readme.Lookup(src, s.Slug)
			}
		}
	}
	return readme.Lookup(src, want)
}

func notFoundDoc(l *loaded, what string, available []string) error {
	if len(available) > 40 {
		available = available[:40]
	}
	return sdk.NotFound("%s@%s: %s; available: %s", l.name, l.version, what, strings.Join(available, "; "))
}

// findFile matches a path exactly, then ignoring case and a leading "./"
// or "package/".
func (k *pkg) findFile(p string) (string, bool) {
	p = strings.TrimPrefix(strings.TrimPrefix(path.Clean(strings.TrimSpace(p)), "./"), "package/")
	if _, ok := k.files[p]; ok {
		return p, true
	}
	for name := range k.files {
		if strings.EqualFold(name, p) {
			return name, true
		}
	}
	return "", false
}

func (k *pkg) fileList() []string {
	var out []string
	for _, f := range k.docFiles() {
		out = append(out, f.Path)
	}
	if name, _ := k.readmeFile(); name != "" {
		out = append([]string{name}, out...)
	}
	return out
}

func sectionTitles(src []byte) []string {
	var out []string
	for _, s := range readme.Split(src) {
		if s.Title != "" {
			out = append(out, s.Title)
		}
	}
	return out
}

// fileMarkdown shows a doc file: Markdown as is, code in a fence.
func fileMarkdown(name string, data []byte) string {
	if isMarkdown(strings.ToLower(name)) || strings.HasPrefix(strings.ToLower(path.Base(name)), "readme") {
		return string(data)
	}
	lang := langOf(name)
	if strings.HasSuffix(name, ".d.ts") || strings.HasSuffix(name, ".d.mts") || strings.HasSuffix(name, ".d.cts") {
		lang = "ts"
	}
	fence := "```"
	for strings.Contains(string(data), fence) {
		fence += "`"
	}
	return fence + lang + "\n" + strings.TrimRight(string(data), "\n") + "\n" + fence + "\n"
}
