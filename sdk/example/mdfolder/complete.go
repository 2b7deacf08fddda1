package mdfolder

import (
	"context"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// maxCompletions is what Complete returns when the request sets no limit.
const maxCompletions = 100

// Complete implements sdk.Completer: package folder names by prefix.
func (p *Provider) Complete(ctx context.Context, req sdk.CompleteRequest) (*sdk.Completion, error) {
	names, err := p.names(ctx, req.Prefix)
	if err != nil {
		return nil, err
	}
	limit := req.Limit
	if limit <= 0 {
		limit = maxCompletions
	}
	out := &sdk.Completion{Total: len(names)}
	if len(names) > limit {
		names, out.HasMore = names[:limit], true
	}
	out.Values = names
	return out, nil
}

// names lists the packages whose name starts with prefix.
func (p *Provider) names(ctx context.Context, prefix string) ([]string, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	f, err := p.folder()
	if err != nil {
		return nil, err
	}
	names, err := f.Names(prefix, validName)
	if err != nil {
		return nil, sdk.FailedPrecondition("read documentation folder %s: %v", f.Dir(), err)
	}
	return names, nil
}
