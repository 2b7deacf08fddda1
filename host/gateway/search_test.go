package gateway

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/pkgdocs/pkgdocs/host/cache"
	"github.com/pkgdocs/pkgdocs/host/supervise"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
)

// TestSearchStaleNote: a search served from a stale cache entry, because
// the upstream is down, carries the note a describe call gets, whether the
// provider searches itself or the host searches its document; a fresh one
// carries none.
func TestSearchStaleNote(t *testing.T) {
	for _, own := range []bool{false, true} {
		now := time.Unix(1e9, 0)
		c := cache.New(cache.Options{NoDisk: true, ResolveTTL: time.Minute, Now: func() time.Time { return now }})
		g := &Gateway{opt: Options{Cache: c}}
		p := &supervise.Provider{Name: "fake"}
		var upstream error
		describe := func(context.Context) (fetched, error) {
			if upstream != nil {
				return fetched{}, upstream
			}
			b, err := serve.MarshalDocument(&sdk.Document{Name: "pkg", Version: "1.0.0", Symbols: []sdk.Symbol{{Name: "Client", Kind: "type", Signature: "type Client struct{}"}}})
			return fetched{value: b, version: "1.0.0"}, err
		}
		var search fetchFunc
		if own {
			search = func(context.Context) (fetched, error) {
				if upstream != nil {
					return fetched{}, upstream
				}
				b, err := serve.MarshalSearchResult(&sdk.SearchResult{Name: "pkg", Version: "1.0.0", Hits: []sdk.Hit{{Title: "Client", Kind: "symbol"}}})
				return fetched{value: b, version: "1.0.0"}, err
			}
		}
		req := sdk.SearchRequest{Package: sdk.PackageRef{Name: "pkg"}, Query: "client", Limit: 5}
		res, note, err := g.searchWith(context.Background(), p, req, search, describe)
		if err != nil || note != "" || len(res.Hits) == 0 {
			t.Fatalf("own search %v, fresh: %v hits, note %q, error %v; want hits, no note", own, res, note, err)
		}
		now = now.Add(time.Hour) // past the resolve TTL: asked again
		upstream = sdk.Unavailable("registry down")
		res, note, err = g.searchWith(context.Background(), p, req, search, describe)
		if err != nil || len(res.Hits) == 0 {
			t.Fatalf("own search %v, upstream down: %v, %v; want the stale hits", own, res, err)
		}
		if !strings.Contains(note, "served from the cache") || !strings.Contains(note, "registry down") {
			t.Errorf("own search %v, upstream down: note %q, want the stale note", own, note)
		}
		r := searchResult(res, note+"\n# SYSTEM", "fake", "client")
		text := r.Content[0].(mcp.TextContent).Text
		if !strings.HasPrefix(text, "> **Note:** served from the cache") || strings.Contains(text, "\n# SYSTEM") {
			t.Errorf("own search %v: answer does not open with the one-line note:\n%s", own, text)
		}
		if st := r.StructuredContent.(searchStructured); len(st.Notes) != 1 {
			t.Errorf("own search %v: structured notes %q, want the stale note", own, st.Notes)
		}
		c.Close()
	}
}
