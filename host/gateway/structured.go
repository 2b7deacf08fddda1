package gateway

import (
	"encoding/json"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// The docs tools return Markdown for the model and structuredContent for
// programs, described by an outputSchema. A client may pass either part to
// the model, or both, so the structured part of describe is a compact
// companion of the text, not a second copy of it: the answer's metadata
// (name, exact version, ecosystem, where it came from, the next page's
// cursor) and locators (symbols with their kind and parent, doc files,
// subpackages) to ask for more, within its own budget (structuredBudget).
// Prose that came from the package (README, docs, examples) and the
// signatures are in the Markdown only; the whole symbol list with
// signatures comes only when asked (allSymbols).

// docStructured is describe's structuredContent.
type docStructured struct {
	Name          string     `json:"name"`
	Version       string     `json:"version"`
	LatestVersion string     `json:"latestVersion,omitempty"`
	Ecosystem     string     `json:"ecosystem"`
	Source        sourceJSON `json:"source"`
	Summary       string     `json:"summary,omitempty"`
	License       string     `json:"license,omitempty"`
	Deprecated    string     `json:"deprecated,omitempty"`
	Links         []linkJSON `json:"links,omitempty"`
	Install       []string   `json:"install,omitempty"`
	Focus         string     `json:"focus,omitempty"`
	Notes         []string   `json:"notes"`
	// NotesCut says notes were shortened or left out to keep the answer
	// within maxLength (the text has them whole, on this page or the
	// next).
	NotesCut   bool   `json:"notesTruncated,omitempty"`
	NextCursor string `json:"nextCursor,omitempty"`
	// SymbolCount is how many symbols the document has (each overload
	// one); Symbols lists the first of them in the provider's (importance)
	// order while they fit, an overload's locator once, and SymbolsCut
	// says some were left out.
	SymbolCount int           `json:"symbolCount"`
	Symbols     []symbolJSON  `json:"symbols"`
	SymbolsCut  bool          `json:"symbolsTruncated"`
	DocFiles    []docFileJSON `json:"docFiles,omitempty"`
	Subpackages []subpkgJSON  `json:"subpackages,omitempty"`
	// ListsCut says docFiles or subpackages were cut to the budget.
	ListsCut bool `json:"listsTruncated,omitempty"`
}

type linkJSON struct {
	Title string `json:"title"`
	URL   string `json:"url"`
}

type docFileJSON struct {
	Path  string `json:"path"`
	Title string `json:"title,omitempty"`
}

type subpkgJSON struct {
	Path string `json:"path"`
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

// symbolJSON locates one symbol: symbol=Name (a member: Parent.Name, as
// the ecosystem writes it) reads it in full. Signature is set only when
// every symbol was asked for.
type symbolJSON struct {
	Name       string `json:"name"`
	Kind       string `json:"kind,omitempty"`
	Parent     string `json:"parent,omitempty"`
	Deprecated bool   `json:"deprecated,omitempty"`
	Signature  string `json:"signature,omitempty"`
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

// Structured content budgets, in characters of JSON.
const (
	// defaultStructuredBudget bounds describe's structured part unless
	// the host sets another (Options.StructuredBudget): about 1,000
	// tokens, room for the metadata and a hundred or so symbol locators.
	defaultStructuredBudget = 4000
	// defaultAnswerLength is the whole describe answer's default budget,
	// text and structured part together: the text keeps the default
	// budget it always had (sdk.DefaultMaxLength).
	defaultAnswerLength = sdk.DefaultMaxLength + defaultStructuredBudget
	// maxAllSymbols bounds the structured part when every symbol is asked
	// for (allSymbols): far above any page, still a bound.
	maxAllSymbols = 1 << 20
	// maxSummary clips the summary, the deprecation message and each note
	// to a line or two: the text has them whole.
	maxSummary = 300
	// minNote is the shortest clip of a note worth sending: a few words.
	minNote = 40
)

// answerBudgets splits a describe answer's budget (maxLength, 0 for the
// default) between the text and the structured part: the structured part
// takes at most budget (0: the default) and a quarter of maxLength, but
// at least floor, what its metadata needs (see metadataLen), within half
// of maxLength.
func answerBudgets(maxLength, budget, floor int) (text, structured int) {
	if maxLength <= 0 {
		maxLength = defaultAnswerLength
	}
	if budget <= 0 {
		budget = defaultStructuredBudget
	}
	structured = max(min(budget, maxLength/4), min(floor, maxLength/2))
	return maxLength - structured, structured
}

// cursorRoom is kept for the next page's cursor in the structured part's
// metadata: a cursor records a few numbers per block of the document
// (sdk/answer's cursorState), well under this in base64.
const cursorRoom = 160

// metadataLen is the length of the metadata the structured part of d's
// describe always carries, with room for a cursor.
func metadataLen(d *sdk.Document, eco string) int {
	return jsonLen(docToStructured(d, eco, "", 0, true, false)) + cursorRoom
}

// jsonLen is the length of v encoded as JSON, plus one for the comma that
// separates it from the previous element.
func jsonLen(v any) int {
	b, _ := json.Marshal(v)
	return len(b) + 1
}

// docToStructured is d's structured content on a page whose next cursor
// is next, within budget characters of JSON. The metadata always comes
// (name, version, ecosystem, source, cursor: a few hundred characters);
// then the notes, each clipped to a line or two, shorter still and the
// last ones left out (notesTruncated) when the budget cannot hold them,
// as at a small maxLength; the summary, links and install lines while they fit; then
// doc files and subpackages, each within a quarter of what is left; then
// symbols. Continuation pages (cont) list no symbols: page one listed
// them, and the text carries their signatures. all lists every symbol
// with its signature, within maxAllSymbols.
func docToStructured(d *sdk.Document, eco, next string, budget int, cont, all bool) docStructured {
	latest := d.LatestVersion
	if sameVersion(latest, d.Version) {
		// As the text's header: a newer release only. The version
		// described needs no second copy in the structured budget.
		latest = ""
	}
	out := docStructured{
		Name: d.Name, Version: d.Version, LatestVersion: latest, Ecosystem: eco, Source: toSourceJSON(d.Source),
		Focus: d.Focus, Notes: []string{}, NextCursor: next, SymbolCount: len(d.Symbols), Symbols: []symbolJSON{},
	}
	if all {
		budget = maxAllSymbols
	}
	left := budget - jsonLen(out) - len(`,"notesTruncated":true`)
	for i, n := range d.Notes {
		// Each note gets an even share of what is left, at most a line
		// or two; a share too small to say anything leaves it out.
		room := min(maxSummary, left/(len(d.Notes)-i)-len(`"",`))
		if room < minNote {
			out.NotesCut = true
			break
		}
		note := clipLine(n, room)
		out.NotesCut = out.NotesCut || len(note) < len(clipLine(n, maxSummary))
		out.Notes = append(out.Notes, note)
		left -= jsonLen(note)
	}
	if !out.NotesCut {
		left += len(`,"notesTruncated":true`)
	}
	optional := func(size int, add func()) {
		if size <= left {
			add()
			left -= size
		}
	}
	summary := clipLine(d.Summary, maxSummary)
	optional(len(summary)+16, func() { out.Summary = summary })
	deprecated := clipLine(d.Deprecated, maxSummary)
	optional(len(deprecated)+16, func() { out.Deprecated = deprecated })
	optional(len(d.License)+16, func() { out.License = d.License })
	for _, l := range d.Links {
		lj := linkJSON{l.Title, l.URL}
		optional(jsonLen(lj)+10, func() { out.Links = append(out.Links, lj) })
	}
	for _, in := range d.Install {
		optional(jsonLen(in)+12, func() { out.Install = append(out.Install, in) })
	}
	list := func(n int, item func(i int) any, add func(i int)) {
		room := left / 4
		for i := 0; i < n; i++ {
			size := jsonLen(item(i))
			if size > room {
				out.ListsCut = true
				break
			}
			add(i)
			room -= size
			left -= size
		}
	}
	list(len(d.DocFiles), func(i int) any { return docFileJSON{d.DocFiles[i].Path, clipLine(d.DocFiles[i].Title, 120)} },
		func(i int) {
			out.DocFiles = append(out.DocFiles, docFileJSON{d.DocFiles[i].Path, clipLine(d.DocFiles[i].Title, 120)})
		})
	list(len(d.Subpackages), func(i int) any { return subpkgJSON{d.Subpackages[i].Path} },
		func(i int) { out.Subpackages = append(out.Subpackages, subpkgJSON{d.Subpackages[i].Path}) })
	if cont && !all {
		out.SymbolsCut = len(d.Symbols) > 0
		return out
	}
	// A locator says where to ask (symbol=Name), so a name listed once
	// more with the same kind and parent (each overload of a method, a
	// class's constructor beside its declaration) would spend the budget
	// on a copy; with every signature asked for (all) each one is listed.
	listed := map[symbolJSON]bool{}
	for _, s := range d.Symbols {
		js := symbolJSON{Name: s.Name, Kind: s.Kind, Parent: s.Parent, Deprecated: s.Deprecated != ""}
		if all {
			js.Signature = s.Signature
		} else if listed[js] {
			continue
		} else {
			listed[js] = true
		}
		size := jsonLen(js)
		if size > left {
			out.SymbolsCut = true
			break
		}
		out.Symbols = append(out.Symbols, js)
		left -= size
	}
	return out
}

// clipLine is s on one line, cut to at most n bytes on a word boundary
// with an ellipsis.
func clipLine(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) <= n {
		return s
	}
	cut := strings.LastIndexByte(s[:n-len("…")], ' ')
	if cut <= 0 {
		cut = n - len("…")
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
	}
	return s[:cut] + "…"
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
	// docOutputSchema names what a program reads from describe: the
	// version described, the next page's cursor and the symbols'
	// locators. Other members are optional metadata (see docStructured).
	docOutputSchema = json.RawMessage(`{"type":"object","properties":{` +
		`"name":{"type":"string"},"version":{"type":"string"},"nextCursor":{"type":"string"},` +
		`"symbols":{"type":"array","items":{"type":"object","required":["name"]}}},` +
		`"required":["name","version","symbols"]}`)
	// searchOutputSchema: the hits' locators.
	searchOutputSchema = json.RawMessage(`{"type":"object","properties":{` +
		`"hits":{"type":"array","items":{"type":"object","properties":{` +
		`"locator":{"type":"object","properties":{"symbol":{"type":"string"},"path":{"type":"string"},"section":{"type":"string"}}}},` +
		`"required":["title","kind","locator"]}}},` +
		`"required":["version","hits"]}`)
)
