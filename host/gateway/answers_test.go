package gateway

import (
	"context"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/host/cache"
	"github.com/pkgdocs/pkgdocs/host/supervise"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
)

// TestColdAnswerDecodedOnce: an answer this call fetched comes back with
// the provider's own decoded value (no decode of the bytes just encoded
// for the cache), on every path through the cache; an answer the cache
// held (fresh or stale) carries none and decodes, to an equal document.
func TestColdAnswerDecodedOnce(t *testing.T) {
	now := time.Unix(1e9, 0)
	newCache := func() *cache.Cache {
		c := cache.New(cache.Options{NoDisk: true, ResolveTTL: time.Minute, Now: func() time.Time { return now }})
		t.Cleanup(func() { c.Close() })
		return c
	}
	p := &supervise.Provider{Name: "fake"}
	var upstream error
	var last *sdk.Document // the document the provider gave last
	fetch := func(context.Context) (fetched, error) {
		if upstream != nil {
			return fetched{}, upstream
		}
		last = &sdk.Document{Name: "pkg", Version: "1.0.0", Summary: "A package.", Install: []string{"get pkg"},
			Symbols: []sdk.Symbol{{Name: "Client", Kind: "type", Signature: "type Client struct{}"}},
			Source:  sdk.Source{Kind: sdk.SourceRegistry, Registry: "https://registry.invalid/"}, Notes: []string{"retracted"}}
		b, err := serve.MarshalDocument(last)
		return fetched{value: b, version: last.Version, registry: last.Source.Registry, decoded: last}, err
	}
	exact := sdk.PackageRef{Name: "pkg", Version: "1.0.0"}
	latest := sdk.PackageRef{Name: "pkg"}
	project := sdk.PackageRef{Name: "pkg", ProjectPath: "/src/app"}

	type call struct {
		ref      sdk.PackageRef
		advance  time.Duration // the clock moves before the call
		down     bool          // the upstream fails
		wantOwn  bool          // the answer is the provider's own document
		wantNote bool          // the answer is stale
	}
	tests := []struct {
		name    string
		noCache bool
		calls   []call
	}{
		{"no cache", true, []call{{ref: exact, wantOwn: true}, {ref: exact, wantOwn: true}}},
		{"exact version: cold, then a hit", false, []call{{ref: exact, wantOwn: true}, {ref: exact}}},
		{"latest: cold, hit, expired and asked again, stale", false, []call{
			{ref: latest, wantOwn: true}, {ref: latest}, {ref: latest, advance: time.Hour, wantOwn: true},
			{ref: latest, advance: time.Hour, down: true, wantNote: true}}},
		{"project: always asked, stale when down", false, []call{
			{ref: project, wantOwn: true}, {ref: project, wantOwn: true}, {ref: project, down: true, wantNote: true}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := &Gateway{}
			if !tt.noCache {
				g.opt.Cache = newCache()
			}
			for i, c := range tt.calls {
				now = now.Add(c.advance)
				upstream = nil
				if c.down {
					upstream = sdk.Unavailable("registry down")
				}
				last = nil
				a, err := g.cached(context.Background(), p, "describe", describeArgs(c.ref, ""), fetch)
				if err != nil {
					t.Fatalf("call %d: %v", i, err)
				}
				doc, err := decodeDocument(a)
				if err != nil {
					t.Fatalf("call %d: %v", i, err)
				}
				if own := last != nil && doc == last; own != c.wantOwn {
					t.Errorf("call %d: answer is the provider's own document = %v, want %v", i, own, c.wantOwn)
				}
				if (a.note != "") != c.wantNote {
					t.Errorf("call %d: note %q, want one: %v", i, a.note, c.wantNote)
				}
				want := &sdk.Document{Name: "pkg", Version: "1.0.0", Summary: "A package.", Install: []string{"get pkg"},
					Symbols: []sdk.Symbol{{Name: "Client", Kind: "type", Signature: "type Client struct{}"}},
					Source:  sdk.Source{Kind: sdk.SourceRegistry, Registry: "https://registry.invalid/"}, Notes: []string{"retracted"}}
				if a.note != "" {
					want.Notes = append([]string{a.note}, want.Notes...)
				}
				if diff := cmp.Diff(want, doc); diff != "" {
					t.Errorf("call %d: document (-want +got):\n%s", i, diff)
				}
			}
		})
	}
}

// TestOwnDecoded: only the bytes this call's fetch produced, returned as
// they are, carry its decoded value.
func TestOwnDecoded(t *testing.T) {
	doc := &sdk.Document{Name: "pkg"}
	b := []byte("encoded")
	mine := &fetched{value: b, decoded: doc}
	tests := []struct {
		name string
		f    *fetched
		r    cache.Result
		want any
	}{
		{"own fetch", mine, cache.Result{Value: b}, doc},
		{"no fetch of ours (shared or hit)", nil, cache.Result{Value: b}, nil},
		{"hit", mine, cache.Result{Value: b, Hit: true}, nil},
		{"stale fallback", mine, cache.Result{Value: b, Hit: true, Stale: true}, nil},
		{"other bytes, same content", mine, cache.Result{Value: []byte("encoded")}, nil},
		{"empty", &fetched{decoded: doc}, cache.Result{}, nil},
		{"zero", nil, cache.Result{}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ownDecoded(tt.f, tt.r); got != tt.want {
				t.Errorf("ownDecoded = %v, want %v", got, tt.want)
			}
		})
	}
}
