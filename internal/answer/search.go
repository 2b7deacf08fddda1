package answer

import (
	"strings"

	"github.com/pkgdocs/pkgdocs/internal/contract"
	"github.com/pkgdocs/pkgdocs/sdk/rank"
	"github.com/pkgdocs/pkgdocs/sdk/readme"
)

// SearchDocument ranks a package document's parts for query: README and
// overview sections, API symbols, examples and doc file names. Each hit's
// locator is what the describe tool (symbol) or a doc tool (section, path)
// accepts.
func SearchDocument(doc *contract.Document, query string, limit int, fuzzy bool) *contract.SearchResult {
	return NewDocumentIndex(doc).Search(query, limit, fuzzy)
}

// DocumentIndex is a package document indexed for search; build it once
// and search it many times. It is safe for concurrent use.
type DocumentIndex struct {
	name, version string
	source        contract.Source
	ix            *rank.Index
	locs          map[string]contract.Locator
}

// NewDocumentIndex indexes doc's parts (see SearchDocument).
func NewDocumentIndex(doc *contract.Document) *DocumentIndex {
	docs, locs := documentParts(doc)
	return &DocumentIndex{name: doc.Name, version: doc.Version, source: doc.Source, ix: rank.NewIndex(docs), locs: locs}
}

// Search ranks the document's parts for query.
func (d *DocumentIndex) Search(query string, limit int, fuzzy bool) *contract.SearchResult {
	if limit <= 0 {
		limit = contract.DefaultSearchLimit
	}
	out := &contract.SearchResult{Name: d.name, Version: d.version, Source: d.source}
	for _, h := range d.ix.Search(query, limit, fuzzy) {
		out.Hits = append(out.Hits, contract.Hit{Title: h.Doc.Title, Kind: h.Doc.Kind, Snippet: h.Snippet, Score: h.Score, Locator: d.locs[h.Doc.ID]})
	}
	return out
}

// documentParts cuts doc into rank documents and their locators.
func documentParts(doc *contract.Document) ([]rank.Doc, map[string]contract.Locator) {
	var docs []rank.Doc
	locs := map[string]contract.Locator{}
	add := func(d rank.Doc, l contract.Locator) {
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
		add(rank.Doc{ID: "symbol:" + s.Name, Kind: orDefault(s.Kind, "symbol"), Title: s.Name, Symbol: s.Name, Text: text}, contract.Locator{Symbol: s.Name})
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
			add(rank.Doc{ID: what + "#" + sec.Slug + "#" + title, Kind: "section", Title: title, Text: body}, contract.Locator{Section: sec.Title})
		}
	}
	for i, e := range doc.Examples {
		title := orDefault(e.Title, "example")
		add(rank.Doc{ID: "example:" + title + ":" + string(rune('a'+i%26)), Kind: "example", Title: title, Text: e.Code}, contract.Locator{Path: e.Source})
	}
	for _, f := range doc.DocFiles {
		add(rank.Doc{ID: "file:" + f.Path, Kind: "file", Title: orDefault(f.Title, f.Path), Text: f.Path}, contract.Locator{Path: f.Path})
	}
	for _, s := range doc.Subpackages {
		add(rank.Doc{ID: "package:" + s.Path, Kind: "package", Title: s.Path, Symbol: lastSegment(s.Path), Text: s.Synopsis}, contract.Locator{})
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
