package rust

import (
	"context"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/rust/cratename"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/answer"
	"github.com/pkgdocs/pkgdocs/sdk/memo"
)

// Search ranks a crate's (or module's) README, docs, items and every
// member (trait items, variants and fields too, each with its whole
// docs: crateapi.SearchSymbols) for a query. The describe document the
// host would search otherwise lists only items and inherent methods, by
// their first doc line.
func (p *Provider) Search(ctx context.Context, req sdk.SearchRequest) (*sdk.SearchResult, error) {
	if strings.TrimSpace(req.Query) == "" {
		return nil, sdk.InvalidArgument("query is empty")
	}
	r, err := cratename.Parse(req.Package.Name)
	if err != nil {
		return nil, sdk.InvalidArgument("%v", err)
	}
	if cratename.Std[cratename.Normalize(r.Crate)] && req.Package.Registry == "" {
		// The toolchain's docs: what describe lists.
		doc, err := p.Describe(ctx, sdk.DescribeRequest{Package: req.Package})
		if err != nil {
			return nil, err
		}
		return answer.SearchDocument(doc, req.Query, req.Limit, req.Fuzzy), nil
	}
	t, err := p.resolve(ctx, req.Package, r)
	if err != nil {
		return nil, err
	}
	l, err := p.load(ctx, t)
	if err != nil {
		return nil, err
	}
	ix, err := p.searches.Do(ctx, loadKey(t)+"|"+t.module, func(context.Context) (*answer.DocumentIndex, memo.Lifetime, error) {
		doc, err := p.searchDocument(t, l)
		if err != nil {
			return nil, memo.Stable, err
		}
		return answer.NewDocumentIndex(doc), memo.Stable, nil
	})
	if err != nil {
		return nil, err
	}
	return ix.Search(req.Query, req.Limit, req.Fuzzy), nil
}

// SearchDocument is the document Search ranks for a crate (not std):
// what describe gives, every item and member in full. The intent
// evaluation records it (sdk/rank/testdata/intent/record).
func (p *Provider) SearchDocument(ctx context.Context, ref sdk.PackageRef) (*sdk.Document, error) {
	r, err := cratename.Parse(ref.Name)
	if err != nil {
		return nil, sdk.InvalidArgument("%v", err)
	}
	t, err := p.resolve(ctx, ref, r)
	if err != nil {
		return nil, err
	}
	l, err := p.load(ctx, t)
	if err != nil {
		return nil, err
	}
	return p.searchDocument(t, l)
}

func (p *Provider) searchDocument(t *target, l *loaded) (*sdk.Document, error) {
	doc, err := p.body(p.header(t, l), l.api, l.files, l.manifest, t.module, "", 0)
	if err != nil {
		return nil, err
	}
	if f, ok := l.api.Lookup(t.module); t.module == "" || ok && f.Module != nil {
		doc.Symbols = l.api.SearchSymbols(t.module)
	}
	return doc, nil
}
