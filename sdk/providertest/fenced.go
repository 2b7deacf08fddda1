package providertest

import (
	"strings"
	"unicode"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/answer"
)

// checkFenced describes the Known package and checks what upstream could
// make of the answer an agent reads. The document's name and version are
// one token each: a provider refuses a registry answer whose name or
// version is not one (issue 16, item 2), rather than pass it on. Then the
// document is rendered as the host renders it, as returned and with
// hostile text added to every field (answer.Poison, every kind of line
// break in every field), whole and paged: no line of upstream text may
// stand outside a third-party section or a code fence.
func (s *suite) checkFenced(t tb) {
	if s.cfg.Known.Name == "" {
		t.Skipf("no Config.Known")
	}
	ctx, cancel := s.ctx()
	defer cancel()
	doc, err := s.remote.Describe(ctx, sdk.DescribeRequest{Package: s.cfg.Known})
	if err != nil {
		t.Fatalf("Describe(%q): %v (%s)", s.cfg.Known.Name, err, sdk.Code(err))
	}
	for _, f := range []struct{ what, v string }{{"Name", doc.Name}, {"Version", doc.Version}} {
		if strings.IndexFunc(f.v, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsControl(r) || !unicode.IsPrint(r) }) >= 0 {
			t.Errorf("Describe(%q): document %s %q holds a space, line break or control character; refuse a registry answer whose name or version is not the one asked for or not valid for the ecosystem", s.cfg.Known.Name, f.what, f.v)
		}
	}
	opt := answer.RenderOptions{Ecosystem: s.info.Ecosystem, MaxLength: -1}
	if err := answer.CheckFenced(answer.RenderDocument(doc, opt), ""); err != nil {
		t.Errorf("Describe(%q) rendered: %v", s.cfg.Known.Name, err)
	}
	for n := range answer.PoisonRotations {
		bad := answer.Poison(doc, n)
		if err := answer.CheckFenced(answer.RenderDocument(bad, opt), answer.HostileMark); err != nil {
			t.Errorf("Describe(%q) with hostile text in every field (rotation %d), rendered whole: %v", s.cfg.Known.Name, n, err)
		}
	}
	paged := opt
	paged.MaxLength = pagingBudgets[len(pagingBudgets)-1]
	pages, _ := answer.CheckReachable(answer.Poison(doc, 0), paged)
	for i, p := range pages {
		if err := answer.CheckFenced(p.Text, answer.HostileMark); err != nil {
			t.Errorf("Describe(%q) with hostile text in every field, page %d at %d characters: %v", s.cfg.Known.Name, i+1, paged.MaxLength, err)
		}
	}
}
