package gateway

import (
	"context"
	"testing"

	"github.com/pkgdocs/pkgdocs/host/cache"
	"github.com/pkgdocs/pkgdocs/host/supervise"
	"github.com/pkgdocs/pkgdocs/internal/contract"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// BenchmarkCachedExactHit is the warm path of an exact-version describe:
// the answer is in the memory tier, and no provider may be asked.
func BenchmarkCachedExactHit(b *testing.B) {
	c := cache.New(cache.Options{NoDisk: true})
	defer c.Close()
	g := &Gateway{opt: Options{Cache: c}}
	p := benchProvider(b)
	doc, err := contract.MarshalDocument(&sdk.Document{Name: "left-pad", Version: "1.3.0", Source: sdk.Source{Kind: sdk.SourceRegistry}})
	if err != nil {
		b.Fatal(err)
	}
	ref := sdk.PackageRef{Ecosystem: "npm", Name: "left-pad", Version: "1.3.0"}
	ctx := context.Background()
	asked := 0
	fetch := func(context.Context) (fetched, error) { asked++; return fetched{value: doc, version: "1.3.0"}, nil }
	if _, err := g.cached(ctx, p, "describe", describeArgs(ref, ""), fetch); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		a, err := g.cached(ctx, p, "describe", describeArgs(ref, ""), fetch)
		if err != nil || !a.hit {
			b.Fatalf("cached = %v, %v; want a hit", a.hit, err)
		}
	}
	if asked != 1 {
		b.Fatalf("provider asked %d times, want once", asked)
	}
}

func benchProvider(testing.TB) *supervise.Provider { return &supervise.Provider{Name: "npm"} }
