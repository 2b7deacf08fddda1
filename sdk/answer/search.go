package answer

import (
	"fmt"
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/rank"
	"github.com/pkgdocs/pkgdocs/sdk/readme"
)

// SearchDocument ranks a package document's parts for query: README and
// overview sections, API symbols, examples and doc file names. Each hit's
// locator is what the describe tool (symbol) or a doc tool (section, path)
// accepts.
func SearchDocument(doc *sdk.Document, query string, limit int, fuzzy bool) *sdk.SearchResult {
	return NewDocumentIndex(doc).Search(query, limit, fuzzy)
}

// DocumentIndex is a package document indexed for search; build it once
// and search it many times. It is safe for concurrent use.
type DocumentIndex struct {
	name, version string
	source        sdk.Source
	ix            *rank.Index
}

// NewDocumentIndex indexes doc's parts (see SearchDocument).
func NewDocumentIndex(doc *sdk.Document) *DocumentIndex {
	return &DocumentIndex{name: doc.Name, version: doc.Version, source: doc.Source, ix: rank.NewPackageIndex(doc.Name, documentParts(doc))}
}

// Search ranks the document's parts for query.
func (d *DocumentIndex) Search(query string, limit int, fuzzy bool) *sdk.SearchResult {
	if limit <= 0 {
		limit = sdk.DefaultSearchLimit
	}
	out := &sdk.SearchResult{Name: d.name, Version: d.version, Source: d.source}
	for _, h := range d.ix.Search(query, limit, fuzzy) {
		out.Hits = append(out.Hits, sdk.Hit{Title: h.Doc.Title, Kind: h.Doc.Kind, Snippet: h.Snippet, Score: h.Score, Locator: h.Doc.Locator})
	}
	return out
}

// Parts are the rank documents a package document is searched as (what
// NewDocumentIndex indexes), each with the locator that reads it in full:
// for a provider that adds docs of its own to the same index, and for
// recording a package's search documents as test data.
func Parts(doc *sdk.Document) []rank.Doc { return documentParts(doc) }

// partKey tells document parts apart, to index each once: a symbol by its
// name, a section by its part, slug and title, an example by its title
// and position, a file or package by its path.
type partKey struct{ part, name string }

// documentParts cuts doc into rank documents, each with the locator that
// reads it in full.
func documentParts(doc *sdk.Document) []rank.Doc {
	var docs []rank.Doc
	seen := map[partKey]bool{}
	add := func(k partKey, d rank.Doc) {
		if seen[k] {
			return
		}
		seen[k] = true
		docs = append(docs, d)
	}
	// A re-export of a name the document lists with its declaration
	// (Python's requests.sessions.Session beside Session) is another way
	// to reach it, not another hit.
	declared := map[string]bool{}
	for _, s := range doc.Symbols {
		if s.Parent == "" && s.Kind != "reexport" {
			declared[s.Name[strings.LastIndexByte(s.Name, '.')+1:]] = true
		}
	}
	for _, s := range doc.Symbols {
		if s.Kind == "reexport" && s.Parent == "" && strings.Contains(s.Name, ".") && declared[s.Name[strings.LastIndexByte(s.Name, '.')+1:]] {
			continue
		}
		add(partKey{"symbol", s.Name}, rank.Doc{Locator: sdk.Locator{Symbol: s.Name}, Kind: orDefault(s.Kind, "symbol"), Title: s.Name, Symbol: s.Name, Signature: s.Signature, Text: s.Doc})
	}
	for _, part := range [...]struct{ what, md string }{{"readme", doc.Readme}, {"overview", doc.Overview}} {
		what := part.what
		for _, sec := range readme.Split([]byte(part.md)) {
			body := strings.TrimSpace(sec.Markdown)
			if body == "" {
				continue
			}
			title := sec.Title
			if title == "" {
				title = doc.Name + " " + what
			}
			add(partKey{what, sec.Slug + "#" + title}, rank.Doc{Locator: sdk.Locator{Section: sec.Title}, Kind: "section", Title: title, Text: body})
		}
	}
	for i, e := range doc.Examples {
		title := orDefault(e.Title, "example")
		add(partKey{"example", fmt.Sprint(i)}, rank.Doc{Locator: sdk.Locator{Path: e.Source}, Kind: "example", Title: title, Text: e.Code})
	}
	for _, f := range doc.DocFiles {
		add(partKey{"file", f.Path}, rank.Doc{Locator: sdk.Locator{Path: f.Path}, Kind: "file", Title: orDefault(f.Title, f.Path), Text: f.Path})
	}
	// A Python module is listed twice: as a symbol (its locator, which
	// symbol= reads: asyncio in tqdm) and as a subpackage (tqdm.asyncio,
	// no locator, the same synopsis). The symbol answers; the subpackage
	// would take a slot no locator can follow.
	modules := map[string]bool{}
	for _, s := range doc.Symbols {
		if s.Kind == "module" {
			modules[s.Name] = true
		}
	}
	for _, s := range doc.Subpackages {
		if modules[s.Path] || modules[strings.TrimPrefix(s.Path, importRoot(s.Path)+".")] {
			continue
		}
		add(partKey{"package", s.Path}, rank.Doc{Kind: "package", Title: s.Path, Symbol: lastSegment(s.Path), Text: s.Synopsis})
	}
	return docs
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

// importRoot is a dotted module path's first name (tqdm in tqdm.contrib.slack).
func importRoot(p string) string {
	if i := strings.IndexByte(p, '.'); i >= 0 {
		return p[:i]
	}
	return p
}
