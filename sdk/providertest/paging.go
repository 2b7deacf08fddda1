package providertest

import (
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/answer"
)

// pagingBudgets are the budgets the paging check pages the Known package's
// document at: the host's smallest (1,000 characters) and one in between.
var pagingBudgets = []int{1000, 4000}

// checkPaging describes the Known package as the host does (no budget: a
// provider returns the whole API) and pages the document with the host's
// pager at budgets smaller than the document: page one must name every
// symbol, and every signature must be reachable, in full and once, by
// following the cursors.
func (s *suite) checkPaging(t tb) {
	if s.cfg.Known.Name == "" {
		t.Skipf("no Config.Known")
	}
	ctx, cancel := s.ctx()
	defer cancel()
	doc, err := s.remote.Describe(ctx, sdk.DescribeRequest{Package: s.cfg.Known})
	if err != nil {
		t.Fatalf("Describe(%q): %v (%s)", s.cfg.Known.Name, err, sdk.Code(err))
	}
	if len(doc.Symbols) == 0 {
		t.Skipf("Describe(%q) lists no API symbols: nothing to page", s.cfg.Known.Name)
	}
	whole := answer.RenderDocument(doc, answer.RenderOptions{Ecosystem: s.info.Ecosystem, MaxLength: -1})
	for _, limit := range pagingBudgets {
		if len(whole) <= limit {
			continue // fits on one page at this budget: nothing to reach
		}
		pages, err := answer.CheckReachable(doc, answer.RenderOptions{Ecosystem: s.info.Ecosystem, MaxLength: limit})
		if err != nil {
			t.Errorf("Describe(%q) paged at %d characters (%d symbols, %d pages): %v", s.cfg.Known.Name, limit, len(doc.Symbols), len(pages), err)
		}
	}
}
