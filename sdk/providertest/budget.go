package providertest

import (
	"fmt"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// minorWholeAPI is the contract minor from which a provider returns the
// whole API whatever the MaxLength hint: the host alone fits answers to
// the client's budget.
const minorWholeAPI = 2

// budgetHints are the MaxLength hints the budget check describes the Known
// package with: none, and the host's smallest budget.
var budgetHints = []int{0, 1000}

// checkBudgetIndependent describes the Known package with different
// MaxLength hints and compares the symbols: a provider must not drop or
// shorten them for a budget (the host caches one document for every
// budget and pages it). Providers declaring a contract minor older than
// minorWholeAPI were allowed to, and only get a warning.
func (s *suite) checkBudgetIndependent(t tb) {
	if s.cfg.Known.Name == "" {
		t.Skipf("no Config.Known")
	}
	var docs []*sdk.Document
	for _, hint := range budgetHints {
		ctx, cancel := s.ctx()
		doc, err := s.remote.Describe(ctx, sdk.DescribeRequest{Package: s.cfg.Known, MaxLength: hint})
		cancel()
		if err != nil {
			t.Fatalf("Describe(%q, MaxLength %d): %v (%s)", s.cfg.Known.Name, hint, err, sdk.Code(err))
		}
		docs = append(docs, doc)
	}
	report := t.Errorf
	if s.info.ContractMinor < minorWholeAPI {
		report = func(format string, args ...any) {
			t.Logf("warning (contract minor %d < %d): "+format, append([]any{s.info.ContractMinor, minorWholeAPI}, args...)...)
		}
	}
	for i := 1; i < len(docs); i++ {
		if diff := symbolsDiff(docs[0].Symbols, docs[i].Symbols); diff != "" {
			report("Describe(%q) with MaxLength %d differs from MaxLength %d: %s; return the whole API with full declarations whatever the hint, the host pages it", s.cfg.Known.Name, budgetHints[i], budgetHints[0], diff)
		}
	}
}

// symbolsDiff says how b differs from a in names, kinds, parents and
// signatures, or returns "" when they agree.
func symbolsDiff(a, b []sdk.Symbol) string {
	// Overloads share a name, kind and parent: the nth of them in one
	// answer is compared with the nth in the other.
	type id struct {
		name, kind, parent string
		nth                int
	}
	key := func(seen map[id]int, s sdk.Symbol) id {
		k := id{s.Name, s.Kind, s.Parent, 0}
		k.nth = seen[k]
		seen[id{s.Name, s.Kind, s.Parent, 0}]++
		return k
	}
	inB := map[id]string{}
	seenB := map[id]int{}
	for _, s := range b {
		inB[key(seenB, s)] = s.Signature
	}
	var missing, changed []string
	seenA := map[id]int{}
	for _, s := range a {
		sig, ok := inB[key(seenA, s)]
		switch {
		case !ok:
			missing = append(missing, s.Name)
		case sig != s.Signature:
			changed = append(changed, fmt.Sprintf("%s is %q, not %q", s.Name, sig, s.Signature))
		}
	}
	if len(missing) == 0 && len(changed) == 0 && len(a) == len(b) {
		return ""
	}
	out := fmt.Sprintf("%d symbols against %d", len(a), len(b))
	if len(missing) > 0 {
		out += fmt.Sprintf("; %d missing (first: %s)", len(missing), missing[0])
	}
	if len(changed) > 0 {
		out += fmt.Sprintf("; %d signatures changed (first: %s)", len(changed), changed[0])
	}
	return out
}
