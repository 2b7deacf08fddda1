package gateway

import (
	"context"
	"slices"

	"github.com/pkgdocs/pkgdocs/host/supervise"
	"github.com/pkgdocs/pkgdocs/internal/contract"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// check_package_api's release history: with the list of a package's
// releases, a name the checked version lacks is dated to the release that
// added it (the first that has it) or removed it (the first without it
// after the last that had it), within a major as across majors. A
// provider gives the list as its completion of the argument "version"
// for Context["package"], newest first, releases only (no pre-release,
// no pseudo-version); one that gives none gets the coarser comparison
// with the latest release and the newest release before the major.

const (
	// maxHistoryReleases bounds the release list read.
	maxHistoryReleases = 2000
	// maxHistoryDescribes bounds the releases one check reads to date
	// names (each a provider call, for Go a module download): a binary
	// search over 1000 releases takes 10, the walk back to a removed
	// name's last release about as many.
	maxHistoryDescribes = 16
)

type history struct {
	g        *Gateway
	p        *supervise.Provider
	base     sdk.PackageRef // name, registry; Version set per release
	releases []string       // oldest first
	apis     map[int]*versionAPI
	left     int  // release describes left
	budget   *int // symbol describes left (versionAPI)
}

// releaseHistory reads the provider's release list for the checked
// package, or nil when it gives none or the checked version is not in it.
func (g *Gateway) releaseHistory(ctx context.Context, p *supervise.Provider, base sdk.PackageRef, cur string, budget *int) *history {
	if !p.Info().Has(contract.CapComplete) {
		return nil
	}
	c, err := g.complete(ctx, p, sdk.CompleteRequest{Argument: "version", Limit: maxHistoryReleases,
		Context: map[string]string{"package": base.Name, "version": cur}})
	if err != nil || c == nil || len(c.Values) == 0 {
		return nil
	}
	rel := slices.Clone(c.Values)
	slices.Reverse(rel)
	h := &history{g: g, p: p, base: base, releases: rel, apis: map[int]*versionAPI{}, left: maxHistoryDescribes, budget: budget}
	if h.index(cur) < 0 {
		return nil
	}
	return h
}

func (h *history) index(v string) int {
	return slices.IndexFunc(h.releases, func(r string) bool { return sameVersion(r, v) })
}

// lookup checks r in release i; ok is false when the release could not
// be read (an error, or no describes left).
func (h *history) lookup(ctx context.Context, i int, r apicheck.Ref) (c sdk.SymbolCheck, found, ok bool) {
	api, seen := h.apis[i]
	if !seen {
		if h.left <= 0 {
			return c, false, false
		}
		h.left--
		ref := h.base
		ref.Version = h.releases[i]
		if doc, err := h.g.describe(ctx, h.p, ref, ""); err == nil && len(doc.Symbols) > 0 {
			api = h.g.newVersionAPI(h.p, ref, doc, h.budget)
		}
		h.apis[i] = api
	}
	if api == nil {
		return c, false, false
	}
	c = api.check(ctx, r)
	return c, c.Verdict == sdk.VerdictExists, true
}

// firstWith returns the first release after from, up to and including
// to (which has r), that has r, by binary search: a name, once added,
// is taken to stay. ok is false when a release on the way could not be
// read.
func (h *history) firstWith(ctx context.Context, r apicheck.Ref, from, to string) (int, bool) {
	lo, hi := h.index(from)+1, h.index(to)
	if lo <= 0 || hi < lo {
		return 0, false
	}
	for lo < hi {
		mid := (lo + hi) / 2
		_, found, ok := h.lookup(ctx, mid, r)
		if !ok {
			return 0, false
		}
		if found {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return lo, true
}

// removal finds, for a name release cur lacks, the last earlier release
// that had it and the release after it (the one that removed it). It
// looks back 1, 2, 4, ... releases for one that has it, then narrows the
// gap by binary search. found is false when no release looked at has it;
// ok is false when the search could not finish.
func (h *history) removal(ctx context.Context, r apicheck.Ref, cur string) (last, removed int, sym sdk.SymbolCheck, found, ok bool) {
	ci := h.index(cur)
	if ci <= 0 {
		return 0, 0, sym, false, true
	}
	without := ci // a release known to lack r
	hit := -1
	for step := 1; ; step *= 2 {
		i := max(ci-step, 0)
		c, has, readable := h.lookup(ctx, i, r)
		if !readable {
			return 0, 0, sym, false, false
		}
		if has {
			hit, sym = i, c
			break
		}
		without = i
		if i == 0 {
			return 0, 0, sym, false, true
		}
	}
	for without-hit > 1 {
		mid := (hit + without) / 2
		c, has, readable := h.lookup(ctx, mid, r)
		if !readable {
			return 0, 0, sym, false, false
		}
		if has {
			hit, sym = mid, c
		} else {
			without = mid
		}
	}
	return hit, without, sym, true, true
}
