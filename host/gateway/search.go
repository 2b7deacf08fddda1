package gateway

import (
	"context"
	"fmt"
	"strings"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/pkgdocs/pkgdocs/host/supervise"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/answer"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
)

// searchTool declares search_package_docs.
func (g *Gateway) searchTool() mcp.Tool {
	opts := []mcp.ToolOption{
		mcp.WithDescription("Ranked, typo-tolerant search in one package's README, symbols and doc files. A hit's locator (symbol, section, path) reads it in full."),
		readOnly("Search package docs", true),
		mcp.WithString("package", mcp.Required(), mcp.Description(descPackage)),
		mcp.WithString("query", mcp.Required(), mcp.Description("A symbol name, a task, an option")),
	}
	opts = append(opts, g.ecosystemParams()...)
	opts = append(opts,
		mcp.WithBoolean("fuzzy", mcp.Description("Tolerate typos in symbol names (default true)")),
		mcp.WithString("version", mcp.Description(descVersion)),
		mcp.WithString("projectPath", mcp.Description(descProject)),
		mcp.WithNumber("limit", mcp.Min(1.0), mcp.Max(50.0), mcp.Description("Maximum hits (default 10)")),
	)
	search := mcp.NewTool(toolSearch, opts...)
	search.RawOutputSchema = searchOutputSchema
	return search
}

func (g *Gateway) searchHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	lang := normEcosystem(req.GetString(argEcosystem, ""))
	p := g.sup.ByEcosystem(lang)
	if p == nil {
		return toolError(sdk.InvalidArgument("unknown ecosystem %q; available: %s", lang, strings.Join(g.ecosystems(), ", "))), nil
	}
	ref, err := g.refArgs(ctx, req, lang)
	if err != nil {
		return toolError(err), nil
	}
	query := strings.TrimSpace(req.GetString("query", ""))
	if query == "" {
		return toolError(sdk.InvalidArgument("argument query is empty")), nil
	}
	sreq := sdk.SearchRequest{Package: ref, Query: query, Limit: req.GetInt("limit", 10), Fuzzy: req.GetBool("fuzzy", true)}
	ctx, cancel := context.WithTimeout(ctx, g.opt.CallTimeout)
	defer cancel()
	var res *sdk.SearchResult
	var note string
	cn := g.notes(ctx, req)
	cn.run(fmt.Sprintf("search %s %s", lang, ref.Name), func() {
		res, note, err = g.search(ctx, p, sreq)
		if err == nil && note != "" {
			cn.warn("provider/"+p.Name, note) // as describe does
		}
	})
	if err != nil {
		return toolError(err), nil
	}
	return searchResult(res, note, lang, query), nil
}

// searchResult is the answer to a search: the hits, after the note a
// stale answer carries.
func searchResult(res *sdk.SearchResult, note, lang, query string) *mcp.CallToolResult {
	text := answer.RenderSearch(res, lang, query)
	st := searchToStructured(res, query)
	if note = strings.Join(strings.Fields(note), " "); note != "" { // one line: it quotes an upstream error
		text = "> **Note:** " + note + "\n\n" + text
		st.Notes = []string{note}
	}
	return mcp.NewToolResultStructured(st, text)
}

// search returns ranked hits: the provider's own Search when it has one,
// else the host's ranking over the (cached) describe document. note is
// set when the answer (or the document searched) is a stale one, served
// because the upstream could not be reached: it says so and how old.
func (g *Gateway) search(ctx context.Context, p *supervise.Provider, req sdk.SearchRequest) (res *sdk.SearchResult, note string, err error) {
	var own fetchFunc
	if p.Info().Has(sdk.CapSearch) {
		own = searchFetch(p, req)
	}
	return g.searchWith(ctx, p, req, own, describeFetch(p, req.Package, ""))
}

// searchWith is search with the provider calls given: own asks the
// provider's Search (nil: it has none), describe its Describe.
func (g *Gateway) searchWith(ctx context.Context, p *supervise.Provider, req sdk.SearchRequest, own, describe fetchFunc) (*sdk.SearchResult, string, error) {
	if own == nil {
		a, err := g.cached(ctx, p, "describe", describeArgs(req.Package, ""), describe)
		if err != nil {
			return nil, "", err
		}
		doc, err := documentOf(a)
		if err != nil {
			return nil, "", err
		}
		// Keyed by where the document came from too: a local install and the
		// registry's copy of one version can differ.
		key := strings.Join([]string{p.BuildID(), doc.Name, doc.Version, doc.Source.Kind.String(), doc.Source.Detail}, "\x00")
		return g.indexes.get(key, doc).Search(req.Query, req.Limit, req.Fuzzy), a.note, nil
	}
	args := refCacheArgs(req.Package)
	args["query"], args["limit"], args["fuzzy"] = req.Query, float64(req.Limit), req.Fuzzy
	a, err := g.cached(ctx, p, "search", args, own)
	if err != nil {
		return nil, "", err
	}
	if r, ok := a.decoded.(*sdk.SearchResult); ok {
		return r, a.note, nil
	}
	r, err := serve.UnmarshalSearchResult(a.value)
	return r, a.note, err
}

// searchFetch asks p's own Search.
func searchFetch(p *supervise.Provider, req sdk.SearchRequest) fetchFunc {
	return func(ctx context.Context) (fetched, error) {
		var r *sdk.SearchResult
		err := p.Do(ctx, func(rm *serve.Remote) error {
			var err error
			r, err = rm.Search(ctx, req)
			return err
		})
		if err != nil {
			return fetched{}, err
		}
		b, err := serve.MarshalSearchResult(r)
		return fetched{value: b, version: r.Version, registry: r.Source.Registry, decoded: r}, err
	}
}

// indexCache keeps the search indexes of recently searched documents:
// building net/http's takes milliseconds, searching it a fraction of one.
type indexCache struct {
	mu    sync.Mutex
	m     map[string]*answer.DocumentIndex
	order []string
}

// maxIndexes bounds indexCache: an index is a few times its document's size.
const maxIndexes = 32

func (c *indexCache) get(key string, doc *sdk.Document) *answer.DocumentIndex {
	c.mu.Lock()
	if ix, ok := c.m[key]; ok {
		c.mu.Unlock()
		return ix
	}
	c.mu.Unlock()
	ix := answer.NewDocumentIndex(doc)
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil {
		c.m = map[string]*answer.DocumentIndex{}
	}
	if _, ok := c.m[key]; !ok {
		c.m[key] = ix
		c.order = append(c.order, key)
		if len(c.order) > maxIndexes {
			delete(c.m, c.order[0])
			c.order = c.order[1:]
		}
	}
	return ix
}
