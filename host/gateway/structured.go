package gateway

import (
	"encoding/json"
	"time"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// The docs tools return Markdown for the model and the same answer as
// structuredContent for programs, described by an outputSchema. Prose that
// came from the package (README, package docs, example code) is in the
// Markdown only: repeating it would double what a client may pass to the
// model. Symbols keep their signatures but not their docs, within the
// answer's budget.

// docStructured is describe's structuredContent.
type docStructured struct {
	Name          string        `json:"name"`
	Version       string        `json:"version"`
	LatestVersion string        `json:"latestVersion,omitempty"`
	Ecosystem     string        `json:"ecosystem"`
	Source        sourceJSON    `json:"source"`
	Summary       string        `json:"summary,omitempty"`
	License       string        `json:"license,omitempty"`
	Deprecated    string        `json:"deprecated,omitempty"`
	Links         []linkJSON    `json:"links"`
	Install       []string      `json:"install"`
	Facts         []factJSON    `json:"facts"`
	Focus         string        `json:"focus,omitempty"`
	Symbols       []symbolJSON  `json:"symbols"`
	SymbolsCut    bool          `json:"symbolsTruncated"`
	DocFiles      []docFileJSON `json:"docFiles"`
	Subpackages   []subpkgJSON  `json:"subpackages"`
	Notes         []string      `json:"notes"`
	NextCursor    string        `json:"nextCursor,omitempty"`
}

type linkJSON struct {
	Title string `json:"title"`
	URL   string `json:"url"`
}

type factJSON struct {
	Label string `json:"label"`
	Value string `json:"value"`
}

type docFileJSON struct {
	Path  string `json:"path"`
	Title string `json:"title,omitempty"`
	Size  int64  `json:"size,omitempty"`
}

type subpkgJSON struct {
	Path     string `json:"path"`
	Synopsis string `json:"synopsis,omitempty"`
}

type locatorJSON struct {
	Symbol  string `json:"symbol,omitempty"`
	Path    string `json:"path,omitempty"`
	Section string `json:"section,omitempty"`
}

type sourceJSON struct {
	Kind      string `json:"kind"`
	Detail    string `json:"detail,omitempty"`
	FetchedAt string `json:"fetchedAt,omitempty"`
}

type symbolJSON struct {
	Name       string `json:"name"`
	Kind       string `json:"kind,omitempty"`
	Signature  string `json:"signature,omitempty"`
	Deprecated bool   `json:"deprecated,omitempty"`
	Parent     string `json:"parent,omitempty"`
}

func toSourceJSON(s sdk.Source) sourceJSON {
	out := sourceJSON{Kind: s.Kind.String(), Detail: s.Detail}
	if !s.FetchedAt.IsZero() {
		out.FetchedAt = s.FetchedAt.UTC().Format(time.RFC3339)
	}
	return out
}

// nonNil keeps JSON arrays as [] rather than null.
func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

func docToStructured(d *sdk.Document, eco, next string, budget int) docStructured {
	out := docStructured{
		Name: d.Name, Version: d.Version, LatestVersion: d.LatestVersion, Ecosystem: eco, Source: toSourceJSON(d.Source),
		Summary: d.Summary, License: d.License, Deprecated: d.Deprecated, Install: nonNil(d.Install),
		Focus: d.Focus, Notes: nonNil(d.Notes), NextCursor: next, Symbols: []symbolJSON{},
		Links: []linkJSON{}, Facts: []factJSON{}, DocFiles: []docFileJSON{}, Subpackages: []subpkgJSON{},
	}
	for _, l := range d.Links {
		out.Links = append(out.Links, linkJSON{l.Title, l.URL})
	}
	for _, f := range d.Facts {
		out.Facts = append(out.Facts, factJSON{f.Label, f.Value})
	}
	for _, f := range d.DocFiles {
		out.DocFiles = append(out.DocFiles, docFileJSON{f.Path, f.Title, f.Size})
	}
	for _, sp := range d.Subpackages {
		out.Subpackages = append(out.Subpackages, subpkgJSON{sp.Path, sp.Synopsis})
	}
	if budget <= 0 {
		budget = sdk.DefaultMaxLength
	}
	size := 0
	for _, s := range d.Symbols {
		js := symbolJSON{Name: s.Name, Kind: s.Kind, Signature: s.Signature, Deprecated: s.Deprecated != "", Parent: s.Parent}
		size += len(js.Name) + len(js.Signature) + len(js.Kind) + 40
		if size > budget {
			out.SymbolsCut = true
			break
		}
		out.Symbols = append(out.Symbols, js)
	}
	return out
}

// searchStructured is search_package_docs' structuredContent.
type searchStructured struct {
	Name    string    `json:"name"`
	Version string    `json:"version"`
	Query   string    `json:"query"`
	Hits    []hitJSON `json:"hits"`
	// Notes holds the stale note of an answer served from the cache
	// because the upstream could not be reached.
	Notes []string `json:"notes,omitempty"`
}

type hitJSON struct {
	Title   string      `json:"title"`
	Kind    string      `json:"kind"`
	Snippet string      `json:"snippet"`
	Score   float64     `json:"score"`
	Locator locatorJSON `json:"locator"`
}

func searchToStructured(r *sdk.SearchResult, query string) searchStructured {
	out := searchStructured{Name: r.Name, Version: r.Version, Query: query, Hits: []hitJSON{}}
	for _, h := range r.Hits {
		out.Hits = append(out.Hits, hitJSON{Title: h.Title, Kind: h.Kind, Snippet: h.Snippet, Score: h.Score, Locator: locatorJSON{h.Locator.Symbol, h.Locator.Path, h.Locator.Section}})
	}
	return out
}

// Output schemas, kept next to the types they describe.
var (
	docOutputSchema = json.RawMessage(`{
  "type": "object",
  "properties": {
    "name": {"type": "string"},
    "version": {"type": "string", "description": "the exact version described"},
    "latestVersion": {"type": "string"},
    "ecosystem": {"type": "string"},
    "source": {"type": "object", "properties": {"kind": {"type": "string"}, "detail": {"type": "string"}, "fetchedAt": {"type": "string"}}, "required": ["kind"]},
    "summary": {"type": "string"},
    "license": {"type": "string"},
    "deprecated": {"type": "string"},
    "links": {"type": "array", "items": {"type": "object", "properties": {"title": {"type": "string"}, "url": {"type": "string"}}}},
    "install": {"type": "array", "items": {"type": "string"}},
    "facts": {"type": "array", "items": {"type": "object", "properties": {"label": {"type": "string"}, "value": {"type": "string"}}}},
    "focus": {"type": "string"},
    "symbols": {"type": "array", "items": {"type": "object", "properties": {"name": {"type": "string"}, "kind": {"type": "string"}, "signature": {"type": "string"}, "deprecated": {"type": "boolean"}, "parent": {"type": "string"}}, "required": ["name"]}},
    "symbolsTruncated": {"type": "boolean"},
    "docFiles": {"type": "array", "items": {"type": "object", "properties": {"path": {"type": "string"}, "title": {"type": "string"}, "size": {"type": "integer"}}}},
    "subpackages": {"type": "array", "items": {"type": "object", "properties": {"path": {"type": "string"}, "synopsis": {"type": "string"}}}},
    "notes": {"type": "array", "items": {"type": "string"}},
    "nextCursor": {"type": "string", "description": "pass as cursor (with the exact version) to get the next page"}
  },
  "required": ["name", "version", "ecosystem", "source", "symbols", "notes"]
}`)
	searchOutputSchema = json.RawMessage(`{
  "type": "object",
  "properties": {
    "name": {"type": "string"},
    "version": {"type": "string"},
    "query": {"type": "string"},
    "hits": {"type": "array", "items": {"type": "object", "properties": {
      "title": {"type": "string"}, "kind": {"type": "string"}, "snippet": {"type": "string"}, "score": {"type": "number"},
      "locator": {"type": "object", "properties": {"symbol": {"type": "string"}, "path": {"type": "string"}, "section": {"type": "string"}}}
    }, "required": ["title", "kind", "locator"]}},
    "notes": {"type": "array", "items": {"type": "string"}}
  },
  "required": ["name", "version", "query", "hits"]
}`)
)
