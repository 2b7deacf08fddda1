package golang

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/plugins/golang/goenv"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestSearchInterfaceMethods: an SDK whose operations are interface
// methods (meilisearch-go v0.37.0, trimmed: the concrete client is
// unexported) is searched by what those methods' docs say, and each hit
// is the method's own locator, which describe's symbol= reads. Before,
// only the interface's whole declaration was a document, so a query for a
// method's name or doc found the interface at best.
func TestSearchInterfaceMethods(t *testing.T) {
	proj, err := filepath.Abs("testdata/embed/meilisearch")
	if err != nil {
		t.Fatal(err)
	}
	p := New(Config{Env: &goenv.Env{GOPROXY: "off", GOMODCACHE: t.TempDir(), GOROOT: goroot(t), GOWORK: "off"}})
	ref := sdk.PackageRef{Ecosystem: "go", Name: "github.com/meilisearch/meilisearch-go", ProjectPath: proj}
	tests := map[string]string{
		"AddDocuments":              "DocumentManager.AddDocuments",
		"add several documents":     "DocumentManager.AddDocuments",
		"create a new index":        "ServiceManager.CreateIndex",
		"retrieve a specific index": "ServiceReader.Index",
	}
	got := map[string]string{}
	for q := range tests {
		res, err := p.Search(context.Background(), sdk.SearchRequest{Package: ref, Query: q, Limit: 3})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Hits) > 0 {
			got[q] = res.Hits[0].Locator.Symbol
		}
		for _, h := range res.Hits {
			if h.Locator.Symbol == "" {
				continue
			}
			if _, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref, Symbol: h.Locator.Symbol}); err != nil {
				t.Errorf("hit %q: describe symbol=: %v", h.Locator.Symbol, err)
			}
		}
	}
	if d := cmp.Diff(tests, got); d != "" {
		t.Errorf("first hit (-want +got):\n%s", d)
	}
}
