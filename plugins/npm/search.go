package npm

import (
	"context"
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/rank"
	"github.com/pkgdocs/pkgdocs/sdk/readme"
)

// searchDocs builds the rank documents for a package once: README
// sections (all of them, so a query can reach what the filter dropped),
// sections of Markdown doc files, example files and API symbols.
func (k *pkg) searchIndex() *rank.Index {
	k.indexOnce.Do(func() {
		var docs []rank.Doc
		readmeName, src := k.readmeFile()
		// Each doc says where it is read in full (its Locator); the ID only
		// tells docs apart.
		addSections := func(file string, loc rank.Locator, src []byte) {
			for _, s := range readme.Split(src) {
				if strings.TrimSpace(s.Markdown) == "" {
					continue
				}
				title := s.Title
				if title == "" {
					title = file
				}
				loc.Section = s.Slug
				docs = append(docs, rank.Doc{Locator: loc, ID: file + "#" + s.Slug, Kind: "section", Title: title, Text: s.Markdown})
			}
		}
		if src != nil {
			addSections(readmeName, rank.Locator{}, src)
		}
		for _, f := range k.docFiles() {
			data := k.files[f.Path]
			if isMarkdown(strings.ToLower(f.Path)) {
				addSections(f.Path, rank.Locator{Path: f.Path}, data)
			} else {
				docs = append(docs, rank.Doc{Locator: rank.Locator{Path: f.Path}, ID: f.Path, Kind: "file", Title: f.Path, Text: string(data[:min(len(data), 20_000)])})
			}
		}
		for _, s := range k.api.Symbols {
			docs = append(docs, rank.Doc{Locator: rank.Locator{Symbol: s.Name}, ID: "symbol " + s.Name, Kind: s.Kind, Title: s.Name, Symbol: s.Name, Signature: s.Signature, Text: s.Doc})
		}
		k.docs = docs
		k.index = rank.NewIndex(docs)
	})
	return k.index
}

func (k *pkg) search(query string, limit int, fuzzy bool) []rank.Hit {
	return k.searchIndex().Search(query, limit, fuzzy)
}

// hitContent is the full text behind a hit, read through its locator.
func (k *pkg) hitContent(d rank.Doc) string {
	loc := d.Locator
	if loc.Symbol != "" {
		return "```ts\n" + strings.TrimSpace(d.Signature+"\n"+d.Text) + "\n```"
	}
	file := loc.Path
	if file == "" {
		file, _ = k.readmeFile()
	}
	if loc.Section == "" && loc.Path != "" {
		return fileMarkdown(file, k.files[file])
	}
	for _, s := range readme.Split(k.files[file]) {
		if s.Slug == loc.Section {
			if full, ok := readme.Lookup(k.files[file], s.Slug); ok && s.Slug != "" {
				return full.Markdown
			}
			return s.Markdown
		}
	}
	return d.Text
}

// Search ranks the package's docs for a query.
func (p *Provider) Search(ctx context.Context, req sdk.SearchRequest) (*sdk.SearchResult, error) {
	if strings.TrimSpace(req.Query) == "" {
		return nil, sdk.InvalidArgument("empty query")
	}
	l, err := p.load(ctx, req.Package)
	if err != nil {
		return nil, err
	}
	limit := req.Limit
	if limit <= 0 {
		limit = sdk.DefaultSearchLimit
	}
	res := &sdk.SearchResult{Name: l.name, Version: l.version, Source: l.source}
	for _, h := range l.search(req.Query, limit, req.Fuzzy) {
		hit := sdk.Hit{Title: h.Doc.Title, Kind: h.Doc.Kind, Snippet: h.Snippet, Score: h.Score, Locator: h.Doc.Locator}
		res.Hits = append(res.Hits, hit)
	}
	return res, nil
}
