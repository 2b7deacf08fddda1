package golang

import (
	"context"
	"path"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/golang/apidoc"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/localfile"
	"github.com/pkgdocs/pkgdocs/sdk/memo"
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
	ix, err := p.searchIndex(t)
	if err != nil {
		return nil, err
	}
	limit := req.Limit
	if limit <= 0 {
		limit = sdk.DefaultSearchLimit
	}
	res := &sdk.SearchResult{Name: t.pkg, Version: t.tree.version, Source: t.source()}
	for _, h := range ix.Search(req.Query, limit, req.Fuzzy) {
		res.Hits = append(res.Hits, sdk.Hit{Title: h.Doc.Title, Kind: h.Doc.Kind, Snippet: h.Snippet, Score: h.Score, Locator: h.Doc.Locator})
	}
	return res, nil
}

// searchIndex is the rank index of a package's symbols, examples,
// package doc, README and doc files, built once per package version and
// source like the package itself (load): a warm search only ranks.
func (p *Provider) searchIndex(t *target) (*rank.Index, error) {
	key := t.tree.module + "@" + t.tree.version + "/" + t.dir + "|" + t.tree.source.Detail
	return p.indexes.Do(context.Background(), key, func(context.Context) (*rank.Index, memo.Lifetime, error) {
		pkg, err := p.load(t)
		if err != nil {
			return nil, memo.Stable, err
		}
		rd, rdPath := p.readmeRaw(t)
		docs := searchDocs(pkg, rd)
		if !t.std() {
			docs = append(docs, p.docFileDocs(t, docFiles(t.tree.fsys, t.modRoot, rdPath, rd))...)
		}
		return rank.NewPackageIndex(t.pkg, docs), memo.Stable, nil
	})
}

// docFileDocs are the sections of the module's further Markdown docs
// (a user guide the README links), the first maxUsageDocs of them.
func (p *Provider) docFileDocs(t *target, files []sdk.DocFile) []rank.Doc {
	var docs []rank.Doc
	for _, f := range files[:min(len(files), maxUsageDocs)] {
		data, err := localfile.ReadFS(t.tree.fsys, path.Join(t.modRoot, f.Path), maxDocFileBytes)
		if err != nil {
			continue
		}
		for _, s := range readme.Split(data) {
			if strings.TrimSpace(s.Markdown) == "" {
				continue
			}
			docs = append(docs, rank.Doc{ID: f.Path + "#" + s.Slug, Locator: rank.Locator{Path: f.Path, Section: s.Title},
				Kind: "section", Title: cmpOr(s.Title, f.Title), Text: s.Markdown})
		}
	}
	return docs
}

func searchDocs(pkg *apidoc.Package, rd []byte) []rank.Doc {
	var docs []rank.Doc
	if pkg.Doc != "" {
		docs = append(docs, rank.Doc{ID: "section:overview", Locator: rank.Locator{Section: "overview"}, Kind: "section", Title: "Package " + pkg.Name + " overview", Text: pkg.Markdown(pkg.Doc, 3)})
	}
	for _, d := range pkg.Decls {
		// The signature already holds every name a const/var group
		// declares; appending them again made snippets end with the
		// symbol's name repeated.
		docs = append(docs, rank.Doc{
			ID: "symbol:" + d.Name, Locator: rank.Locator{Symbol: d.Name}, Kind: d.Kind, Title: d.Name, Symbol: d.Name,
			Signature: d.Signature, Text: d.Doc,
		})
		docs = append(docs, memberDocs(d)...)
	}
	for _, e := range pkg.Examples {
		docs = append(docs, rank.Doc{ID: "example:" + e.Title(), Locator: rank.Locator{Symbol: e.Symbol}, Kind: "example", Title: "Example " + e.Title(), Symbol: e.Symbol, Text: e.Doc + "\n" + e.Code})
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
			docs = append(docs, rank.Doc{ID: "section:" + id, Locator: rank.Locator{Section: id}, Kind: "section", Title: "README: " + cmpOr(s.Title, "introduction"), Text: s.Markdown})
		}
	}
	return docs
}

// memberDocs are the search documents of an interface type's methods,
// each its own hit with the locator symbol= reads (Type.Method): an SDK
// whose API is an interface (its concrete client unexported) has its
// operations there, and a query for one found at best the interface's
// whole declaration. Struct fields are left in their type's document:
// indexed apart they cost the hand-written intent set a top-3 hit.
func memberDocs(d apidoc.Decl) []rank.Doc {
	var docs []rank.Doc
	for _, fd := range d.Fields() {
		if fd.Kind != apidoc.KindMethod {
			continue
		}
		for _, n := range fd.Names {
			name := d.Name + "." + n
			docs = append(docs, rank.Doc{
				ID: "symbol:" + name, Locator: rank.Locator{Symbol: name}, Kind: fd.Kind, Title: name, Symbol: name,
				Signature: fd.Signature, Text: fd.Doc,
			})
		}
	}
	return docs
}
