package gateway

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/pkgdocs/pkgdocs/host/cache"
	"github.com/pkgdocs/pkgdocs/host/supervise"
	"github.com/pkgdocs/pkgdocs/internal/answer"
	"github.com/pkgdocs/pkgdocs/internal/contract"
	"github.com/pkgdocs/pkgdocs/internal/grpcclient"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// fetchFunc asks a provider for an answer: the encoded value and the exact
// version it is about ("" when the answer is not about one version).
type fetchFunc func(ctx context.Context) (value []byte, resolved string, err error)

// cachedAnswer is a possibly cached provider answer.
type cachedAnswer struct {
	value []byte
	// note is set when the answer is a stale one served because the
	// upstream failed: it says so and how old the answer is.
	note string
	hit  bool
}

// cached runs fetch through the cache. Answers about an exact version the
// agent asked for are immutable; answers whose version was resolved
// (latest, a range, a tag) expire after the resolve TTL; answers resolved
// from a project (projectPath, no version) are always asked afresh, since
// the lockfile may have changed, and only served from the cache when the
// upstream is unreachable. Every answer about an exact version is also
// stored under that version, so a later exact request is served at once.
func (g *Gateway) cached(ctx context.Context, p *supervise.Provider, tool string, args map[string]any, fetch fetchFunc) (cachedAnswer, error) {
	if g.opt.Cache == nil {
		v, _, err := fetch(ctx)
		return cachedAnswer{value: v}, err
	}
	key := cache.Key{Provider: p.Name, ProviderVersion: p.BuildID(), Tool: tool, Args: args}
	asked, _ := args[cache.VersionArg].(string)
	asked = strings.TrimSpace(asked)
	project, _ := args["projectPath"].(string)

	if asked != "" {
		if e, ok := g.opt.Cache.Get(key.Exact(asked)); ok {
			return cachedAnswer{value: e.Value, hit: true}, nil
		}
	}
	store := func(v []byte, resolved string) {
		if resolved != "" {
			_ = g.opt.Cache.Put(key.Exact(resolved), v, true)
		}
	}
	if project != "" && asked == "" {
		v, resolved, err := fetch(ctx)
		if err == nil {
			_ = g.opt.Cache.Put(key, v, false)
			store(v, resolved)
			return cachedAnswer{value: v}, nil
		}
		if cache.DefaultServeStaleOn(err) {
			if e, ok := g.opt.Cache.GetStale(key); ok {
				return cachedAnswer{value: e.Value, note: staleNote(err, e.Age), hit: true}, nil
			}
		}
		return cachedAnswer{}, err
	}
	r, err := g.opt.Cache.Do(ctx, key, func(ctx context.Context) ([]byte, bool, error) {
		v, resolved, err := fetch(ctx)
		if err != nil {
			return nil, false, err
		}
		store(v, resolved)
		return v, asked != "" && sameVersion(asked, resolved), nil
	})
	if err != nil {
		return cachedAnswer{}, err
	}
	a := cachedAnswer{value: r.Value, hit: r.Hit}
	if r.Stale {
		a.note = staleNote(r.Err, r.Age)
	}
	return a, nil
}

// sameVersion compares versions as ecosystems write them ("v1.2.3" in Go,
// "1.2.3" in npm).
func sameVersion(a, b string) bool {
	return strings.TrimPrefix(a, "v") == strings.TrimPrefix(b, "v")
}

func staleNote(err error, age time.Duration) string {
	return fmt.Sprintf("served from the cache, %s old, because the upstream could not be reached (%v); it may be out of date", roundAge(age), err)
}

func roundAge(d time.Duration) time.Duration {
	switch {
	case d > time.Hour:
		return d.Round(time.Minute)
	case d > time.Minute:
		return d.Round(time.Second)
	}
	return d.Round(time.Millisecond)
}

// describe returns a package document, through the cache.
func (g *Gateway) describe(ctx context.Context, p *supervise.Provider, ref sdk.PackageRef, symbol string) (*sdk.Document, error) {
	a, err := g.describeAnswer(ctx, p, ref, symbol)
	if err != nil {
		return nil, err
	}
	return decodeDocument(a)
}

// describeAnswer returns a package document as the cache holds it
// (encoded), asking the provider when the cache cannot answer.
func (g *Gateway) describeAnswer(ctx context.Context, p *supervise.Provider, ref sdk.PackageRef, symbol string) (cachedAnswer, error) {
	args := refCacheArgs(ref)
	if symbol != "" {
		args["symbol"] = symbol
	}
	return g.cached(ctx, p, "describe", args, func(ctx context.Context) ([]byte, string, error) {
		var doc *sdk.Document
		err := p.Do(ctx, func(r *grpcclient.Remote) error {
			var err error
			doc, err = r.Describe(ctx, sdk.DescribeRequest{Package: ref, Symbol: symbol})
			return err
		})
		if err != nil {
			return nil, "", err
		}
		b, err := contract.MarshalDocument(doc)
		return b, doc.Version, err
	})
}

// decodeDocument decodes a cached describe answer, with its stale note
// first among the document's notes.
func decodeDocument(a cachedAnswer) (*sdk.Document, error) {
	doc, err := contract.UnmarshalDocument(a.value)
	if err != nil {
		return nil, err
	}
	if a.note != "" {
		doc.Notes = append([]string{a.note}, doc.Notes...)
	}
	return doc, nil
}

// search returns ranked hits: the provider's own Search when it has one,
// else the host's ranking over the (cached) describe document.
func (g *Gateway) search(ctx context.Context, p *supervise.Provider, req sdk.SearchRequest) (*sdk.SearchResult, error) {
	info := p.Info()
	if !info.Has(contract.CapSearch) {
		doc, err := g.describe(ctx, p, req.Package, "")
		if err != nil {
			return nil, err
		}
		// Keyed by where the document came from too: a local install and the
		// registry's copy of one version can differ.
		key := strings.Join([]string{p.BuildID(), doc.Name, doc.Version, doc.Source.Kind.String(), doc.Source.Detail}, "\x00")
		return g.indexes.get(key, doc).Search(req.Query, req.Limit, req.Fuzzy), nil
	}
	args := refCacheArgs(req.Package)
	args["query"], args["limit"], args["fuzzy"] = req.Query, float64(req.Limit), req.Fuzzy
	a, err := g.cached(ctx, p, "search", args, func(ctx context.Context) ([]byte, string, error) {
		var r *sdk.SearchResult
		err := p.Do(ctx, func(rm *grpcclient.Remote) error {
			var err error
			r, err = rm.Search(ctx, req)
			return err
		})
		if err != nil {
			return nil, "", err
		}
		b, err := contract.MarshalSearchResult(r)
		return b, r.Version, err
	})
	if err != nil {
		return nil, err
	}
	return contract.UnmarshalSearchResult(a.value)
}

func refCacheArgs(ref sdk.PackageRef) map[string]any {
	return map[string]any{"package": ref.Name, cache.VersionArg: ref.Version, "projectPath": ref.ProjectPath, "registry": ref.Registry, "projectTrusted": ref.ProjectTrusted}
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
