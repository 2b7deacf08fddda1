package sdk

import (
	"context"
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk/rank"
	"github.com/pkgdocs/pkgdocs/sdk/readme"
)

// SearchWith searches with p's own Searcher, or, for providers without
// one, ranks p's Describe document (SearchDocument): the same answer the
// host gives for them.
func SearchWith(ctx context.Context, p Provider, req SearchRequest) (*SearchResult, error) {
	if s, ok := p.(Searcher); ok {
		return s.Search(ctx, req)
	}
	doc, err := p.Describe(ctx, DescribeRequest{Package: req.Package})
	if err != nil {
		return nil, err
	}
	return SearchDocument(doc, req.Query, req.Limit, req.Fuzzy), nil
}

// DefaultSearchLimit is the number of hits when a request gives none.
const DefaultSearchLimit = 10

// SearchDocument ranks a package document's parts for query: README and
// overview sections, API symbols, examples and doc file names. Each hit's
// locator is what the describe tool (symbol) or a doc tool (section, path)
// accepts.
func SearchDocument(doc *Document, query string, limit int, fuzzy bool) *SearchResult {
	return NewDocumentIndex(doc).Search(query, limit, fuzzy)
}

// DocumentIndex is a package document indexed for search; build it once
// and search it many times. It is safe for concurrent use.
type DocumentIndex struct {
	name, version string
	source        Source
	ix            *rank.Index
	locs          map[string]Locator
}

// NewDocumentIndex indexes doc's parts (see SearchDocument).
func NewDocumentIndex(doc *Document) *DocumentIndex {
	docs, locs := documentParts(doc)
	return &DocumentIndex{name: doc.Name, version: doc.Version, source: doc.Source, ix: rank.NewIndex(docs), locs: locs}
}

// Search ranks the document's parts for query.
func (d *DocumentIndex) Search(query string, limit int, fuzzy bool) *SearchResult {
	if limit <= 0 {
		limit = DefaultSearchLimit
	}
	out := &SearchResult{Name: d.name, Version: d.version, Source: d.source}
	for _, h := range d.ix.Search(query, limit, fuzzy) {
		out.Hits = append(out.Hits, Hit{Title: h.Doc.Title, Kind: h.Doc.Kind, Snippet: h.Snippet, Score: h.Score, Locator: d.locs[h.Doc.ID]})
	}
	return out
}

// documentParts cuts doc into rank documents and their locators.
func documentParts(doc *Document) ([]rank.Doc, map[string]Locator) {
	var docs []rank.Doc
	locs := map[string]Locator{}
	add := func(d rank.Doc, l Locator) {
		if _, dup := locs[d.ID]; dup {
			return
		}
		docs = append(docs, d)
		locs[d.ID] = l
	}
	for _, s := range doc.Symbols {
		text := s.Doc
		if s.Signature != "" {
			text = s.Signature + "\n" + text
		}
		add(rank.Doc{ID: "symbol:" + s.Name, Kind: orDefault(s.Kind, "symbol"), Title: s.Name, Symbol: s.Name, Text: text}, Locator{Symbol: s.Name})
	}
	for what, md := range map[string]string{"readme": doc.Readme, "overview": doc.Overview} {
		for _, sec := range readme.Split([]byte(md)) {
			body := strings.TrimSpace(sec.Markdown)
			if body == "" {
				continue
			}
			title := sec.Title
			if title == "" {
				title = doc.Name + " " + what
			}
			add(rank.Doc{ID: what + "#" + sec.Slug + "#" + title, Kind: "section", Title: title, Text: body}, Locator{Section: sec.Title})
		}
	}
	for i, e := range doc.Examples {
		title := orDefault(e.Title, "example")
		add(rank.Doc{ID: "example:" + title + ":" + string(rune('a'+i%26)), Kind: "example", Title: title, Text: e.Code}, Locator{Path: e.Source})
	}
	for _, f := range doc.DocFiles {
		add(rank.Doc{ID: "file:" + f.Path, Kind: "file", Title: orDefault(f.Title, f.Path), Text: f.Path}, Locator{Path: f.Path})
	}
	for _, s := range doc.Subpackages {
		add(rank.Doc{ID: "package:" + s.Path, Kind: "package", Title: s.Path, Symbol: lastSegment(s.Path), Text: s.Synopsis}, Locator{})
	}
	return docs, locs
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

func lastSegment(p string) string {
	if i := strings.LastIndexByte(p, '/'); i >= 0 {
		return p[i+1:]
	}
	return p
}
