package swift

import (
	"context"
	"io/fs"
	"path"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/swift/docc"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/localfile"
	"github.com/pkgdocs/pkgdocs/sdk/readme"
)

// GetDoc implements sdk.DocGetter: a DocC article by path (with its
// directives resolved and snippets inlined), the README or one of its
// sections.
func (p *Provider) GetDoc(ctx context.Context, req sdk.GetDocRequest) (*sdk.Doc, error) {
	r, err := parseRequest(req.Package)
	if err != nil {
		return nil, err
	}
	d, src, err := p.load(ctx, r)
	if err != nil {
		return nil, err
	}
	out := &sdk.Doc{Name: src.identity, Version: src.versionLabel(), Source: sdk.Source{Kind: src.kind, Detail: src.detail, FetchedAt: d.fetchedAt, Registry: sdk.RegistryID(src.registry), Public: src.public}}
	switch {
	case req.Path != "" && !strings.EqualFold(req.Path, d.readmeAt):
		rel := path.Clean(strings.TrimPrefix(req.Path, "/"))
		if !fs.ValidPath(rel) || !contains(d.articles, rel) {
			out.Available = d.articles
			return nil, sdk.NotFound("doc %q not found in %s (available: %s)", req.Path, d.src.identity, strings.Join(d.articles, ", "))
		}
		b, err := localfile.ReadFS(d.src.fsys, rel, maxDocBytes)
		if err != nil {
			return nil, err
		}
		var a docc.Article
		if strings.HasSuffix(rel, ".tutorial") {
			a = docc.ParseTutorial(string(b), d.tutorialCode(rel))
		} else {
			a = docc.ParseArticle(string(b), d.snippet)
		}
		out.Path, out.Title, out.Content = rel, a.Title, a.Markdown
		if req.Section != "" {
			// one section of the article, as search hits locate them
			sec, ok := readme.Lookup([]byte(a.Markdown), req.Section)
			if !ok {
				return nil, sdk.NotFound("section %q not found in %s", req.Section, rel)
			}
			out.Path, out.Title, out.Content = rel+"#"+sec.Slug, sec.Title, sec.Markdown
		}
	case req.Section != "":
		if d.readme == nil {
			return nil, sdk.NotFound("%s has no README", d.src.identity)
		}
		sec, ok := readme.Lookup(d.readme, req.Section)
		if !ok {
			var titles []string
			for _, s := range readme.Split(d.readme) {
				if s.Title != "" {
					titles = append(titles, s.Title)
				}
			}
			return nil, sdk.NotFound("section %q not found in %s's README (sections: %s)", req.Section, d.src.identity, strings.Join(titles, ", "))
		}
		out.Path, out.Title, out.Content = d.readmeAt+"#"+sec.Slug, sec.Title, sec.Markdown
	default:
		if d.readme == nil {
			return nil, sdk.NotFound("%s has no README", d.src.identity)
		}
		out.Path, out.Title, out.Content = d.readmeAt, d.readmeAt, string(d.readme)
	}
	return out, nil
}

// snippet finds a DocC snippet's code: @Snippet(path: "pkg/Snippets/x")
// names Snippets/x.swift of the package.
func (d *pkgDoc) snippet(p string) string {
	parts := strings.Split(p, "/")
	if len(parts) < 2 {
		return ""
	}
	rel := strings.Join(parts[1:], "/") + ".swift"
	if !fs.ValidPath(rel) {
		return ""
	}
	b, err := localfile.ReadFS(d.src.fsys, rel, 64<<10)
	if err != nil {
		return "" // the directive is dropped; the article still reads
	}
	return string(b)
}

// tutorialCode finds the files a tutorial's @Code directives name: by
// base name anywhere in the tutorial's catalog (DocC's rule).
func (d *pkgDoc) tutorialCode(tutorial string) docc.CodeFunc {
	i := strings.Index(tutorial, ".docc/")
	if i < 0 {
		return nil
	}
	catalog := tutorial[:i+len(".docc")]
	return func(file string) string {
		if file == "" || strings.ContainsAny(file, "/\\") {
			return ""
		}
		found := ""
		_ = fs.WalkDir(d.src.fsys, catalog, func(p string, e fs.DirEntry, err error) error {
			if err == nil && !e.IsDir() && path.Base(p) == file {
				found = p
				return fs.SkipAll
			}
			return nil
		})
		if found == "" {
			return ""
		}
		b, err := localfile.ReadFS(d.src.fsys, found, 64<<10)
		if err != nil {
			return ""
		}
		return string(b)
	}
}
