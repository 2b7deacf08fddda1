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
	"google.golang.org/grpc/codes"
)

// A symbol describe the provider answered NotFound is decided as
// check_package_api decides the name, over the package's outline (here
// in the cache, as a describe of the package left it: the fake provider
// is never asked): not found only where the check says missing; cannot
// tell, with the reason and the nearest names, where the outline could
// not show it (no outline; a compiled module's placeholder); and where
// the outline has it after all, that it exists. Other errors pass.
func TestSettleSymbolMiss(t *testing.T) {
	fn := func(name string) sdk.Symbol {
		return sdk.Symbol{Name: name, Kind: "function", Signature: "def " + name + "(obj)"}
	}
	notFound := sdk.NotFound(`symbol "loads" not found in pkg 1.0.0`)
	tests := []struct {
		name     string
		doc      *sdk.Document
		symbol   string
		err      error
		wantCode codes.Code
		wantMsg  string
	}{
		{name: "listed names, a misspelling: not found", symbol: "laods", err: notFound,
			doc:      &sdk.Document{Symbols: []sdk.Symbol{fn("loads"), fn("dumps")}},
			wantCode: codes.NotFound, wantMsg: `symbol "loads" not found in pkg 1.0.0`},
		{name: "exports nothing, said complete: not found", symbol: "loads", err: notFound,
			doc:      &sdk.Document{OutlineComplete: true},
			wantCode: codes.NotFound, wantMsg: `symbol "loads" not found in pkg 1.0.0`},
		{name: "no outline: cannot tell", symbol: "loads", err: notFound,
			doc:      &sdk.Document{},
			wantCode: codes.FailedPrecondition, wantMsg: `cannot tell whether pkg@1.0.0 has "loads": the python provider gave no API outline for pkg@1.0.0 (its describe found no such symbol, but could not have seen it; check_package_api says the same)`},
		{name: "a compiled module the outline cannot list: cannot tell, nearest names", symbol: "loadz", err: notFound,
			doc: &sdk.Document{Symbols: []sdk.Symbol{fn("dumps"), fn("load"),
				{Name: "(module pkg._speedups has no source here)", Kind: "unlisted", Signature: "module pkg._speedups has no source here (a compiled extension?)"}}},
			wantCode: codes.FailedPrecondition, wantMsg: `cannot tell whether pkg@1.0.0 has "loadz": loadz is not listed, but the package's top level has names the package's docs could not list (read from source, without running it or expanding macros): module pkg._speedups has no source here (a compiled extension?); nearest names it lists: load (its describe found no such symbol, but could not have seen it; check_package_api says the same)`},
		{name: "the outline has it: exists", symbol: "dumps", err: notFound,
			doc:      &sdk.Document{Symbols: []sdk.Symbol{fn("dumps")}},
			wantCode: codes.FailedPrecondition, wantMsg: `pkg@1.0.0 has "dumps" (as dumps: def dumps(obj)); but the provider has no documentation of it to show`},
		{name: "not a NotFound: passes", symbol: "loads", err: sdk.Unavailable("down"),
			doc:      &sdk.Document{},
			wantCode: codes.Unavailable, wantMsg: "down"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := cache.New(cache.Options{NoDisk: true, ResolveTTL: time.Minute})
			t.Cleanup(func() { c.Close() })
			g := &Gateway{}
			g.opt.Cache = c
			p := &supervise.Provider{Name: "fake"}
			ref := sdk.PackageRef{Ecosystem: "python", Name: "pkg", Version: "1.0.0"}
			doc := *tt.doc
			doc.Name, doc.Version = "pkg", "1.0.0"
			if _, err := g.cached(context.Background(), p, "describe", describeArgs(ref, ""), func(context.Context) (fetched, error) {
				b, err := serve.MarshalDocument(&doc)
				return fetched{value: b, version: doc.Version, decoded: &doc}, err
			}); err != nil {
				t.Fatal(err)
			}
			err := g.settleSymbolMiss(context.Background(), p, ref, tt.symbol, tt.err)
			got := struct {
				Code codes.Code
				Msg  string
			}{sdk.Code(err), err.Error()}
			want := struct {
				Code codes.Code
				Msg  string
			}{tt.wantCode, tt.wantMsg}
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("answer (-want +got):\n%s", d)
			}
		})
	}
}
