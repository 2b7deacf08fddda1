package mdfolder

import (
	"context"
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/example/mdfolder/markdown"
	"github.com/pkgdocs/pkgdocs/sdk/rank"
)

// Search implements sdk.Searcher: symbols, README sections and doc files
// ranked with sdk/rank. Each rank.Doc carries the locator its hit is read
// with in full, which goes into the sdk.Hit as it is.
func (p *Provider) Search(ctx context.Context, req sdk.SearchRequest) (*sdk.SearchResult, error) {
	if strings.TrimSpace(req.Query) == "" {
		return nil, sdk.InvalidArgument("empty query")
	}
	k, err := p.resolve(ctx, req.Package)
	if err != nil {
		return nil, err
	}
	limit := req.Limit
	if limit <= 0 {
		limit = sdk.DefaultSearchLimit
	}
	docs, err := searchDocs(ctx, k)
	if err != nil {
		return nil, err
	}
	out := &sdk.SearchResult{Name: k.Name, Version: k.Version, Source: k.source()}
	for _, h := range rank.NewIndex(docs).Search(req.Query, limit, req.Fuzzy) {
		out.Hits = append(out.Hits, sdk.Hit{Title: h.Doc.Title, Kind: h.Doc.Kind, Snippet: h.Snippet, Score: h.Score, Locator: h.Doc.Locator})
	}
	return out, nil
}

// searchDocs cuts the package into searchable parts.
func searchDocs(ctx context.Context, k *pkg) ([]rank.Doc, error) {
	secs := markdown.Split(k.Readme)
	var docs []rank.Doc
	for _, s := range markdown.Symbols(secs) {
		docs = append(docs, rank.Doc{Locator: rank.Locator{Symbol: s.Name}, Kind: s.Kind, Title: s.Name, Symbol: s.Name,
			Text: s.Signature + "\n" + markdown.WithoutFirstFence(markdown.Body(secs, s.Name))})
	}
	for _, s := range secs {
		if s.Title != "" && s.Body != "" {
			docs = append(docs, rank.Doc{Locator: rank.Locator{Section: s.Title}, Kind: "section", Title: s.Title, Text: s.Body})
		}
	}
	files, err := k.f.DocFiles(ctx, k.Name)
	if err != nil {
		return nil, err
	}
	for _, f := range files {
		b, err := k.f.ReadDoc(k.Name, f.Path)
		if err != nil {
			continue // gone or grown since listed: not worth failing the search
		}
		docs = append(docs, rank.Doc{Locator: rank.Locator{Path: f.Path}, Kind: "file", Title: f.Path, Text: string(b)})
	}
	return docs, nil
}
