package mdfolder

import (
	"context"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/example/mdfolder/markdown"
)

// Describe implements sdk.Provider: the whole document, or one symbol in
// full. It returns the whole API (every symbol with its signature); the
// host pages it to the client's budget.
func (p *Provider) Describe(ctx context.Context, req sdk.DescribeRequest) (*sdk.Document, error) {
	k, err := p.resolve(ctx, req.Package)
	if err != nil {
		return nil, err
	}
	secs := markdown.Split(k.Readme)
	doc := &sdk.Document{
		Name: k.Name, Version: k.Version, Summary: markdown.Summary(secs), Source: k.source(),
		Symbols: markdown.Symbols(secs),
	}
	if req.Symbol != "" {
		for _, s := range doc.Symbols {
			if s.Name == req.Symbol {
				// The section in full, but for the code block already shown
				// as the signature.
				s.Doc = markdown.WithoutFirstFence(markdown.Body(secs, s.Name))
				doc.Symbols, doc.Focus = []sdk.Symbol{s}, s.Name
				return doc, nil
			}
		}
		return nil, sdk.NotFound("symbol %q not found in %s@%s", req.Symbol, k.Name, k.Version)
	}
	doc.Readme = k.Readme
	files, err := k.f.DocFiles(ctx, k.Name)
	if err != nil {
		return nil, err
	}
	for _, f := range files {
		doc.DocFiles = append(doc.DocFiles, sdk.DocFile{Path: f.Path, Title: f.Path, Size: f.Size})
	}
	return doc, nil
}
