package sdk

import "context"

// SearchWith searches with p's own Searcher.
func SearchWith(ctx context.Context, p Provider, req SearchRequest) (*SearchResult, error) {
	if s, ok := p.(Searcher); ok {
		return s.Search(ctx, req)
	}
	return nil, Unimplemented("provider %q does not search", p.Info().Name)
}
