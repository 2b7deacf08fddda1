package gateway

import (
	"context"
	"slices"

	"github.com/pkgdocs/pkgdocs/host/supervise"

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
	// search over 1000 releases takes 10; the walk back for a removed name
	// covers the 16 releases before the checked one (a note says when
	// older ones were left unread).
	maxHistoryDescribes = 16
)

type history struct {
	releases []string // oldest first
	// read returns a release's API, nil when it cannot be read.
	read func(ctx context.Context, version string) *versionAPI
	apis map[int]*versionAPI
	left int // release reads left
}

// releaseHistory reads the provider's release list for the checked
// package, or nil when it gives none or the checked version is not in it.
func (g *Gateway) releaseHistory(ctx context.Context, p *supervise.Provider, base sdk.PackageRef, cur string, budget *int) *history {
	if !p.Info().Has(sdk.CapComplete) {
		return nil
	}
	c, err := g.complete(ctx, p, sdk.CompleteRequest{Argument: "version", Limit: maxHistoryReleases,
		ProjectPath: base.ProjectPath, ProjectTrusted: base.ProjectTrusted,
		Context: map[string]string{"package": base.Name, "version": cur}})
	if err != nil || c == nil || len(c.Values) == 0 {
		return nil
	}
	rel := slices.Clone(c.Values)
	slices.Reverse(rel)
	read := func(ctx context.Context, version string) *versionAPI {
		ref := base
		ref.Version = version
		doc, err := g.describe(ctx, p, ref, "")
		if err != nil || len(doc.Symbols) == 0 {
			return nil
		}
		return g.newVersionAPI(p, ref, doc, budget)
	}
	return newHistory(rel, cur, read)
}

// newHistory is the history of releases (oldest first) read through
// read, or nil when cur is not among them.
func newHistory(releases []string, cur string, read func(ctx context.Context, version string) *versionAPI) *history {
	h := &history{releases: releases, read: read, apis: map[int]*versionAPI{}, left: maxHistoryDescribes}
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
		api = h.read(ctx, h.releases[i])
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
// that had it and the first release after that one read without it (the
// one that removed it), walking back one release at a time: a name may
// have lived for a release or two, which any skipping search would miss.
// found is false when no release read has it; ok is false when some
// older release was left unread (no reads left, or an error), so "not
// found" is not the whole history.
func (h *history) removal(ctx context.Context, r apicheck.Ref, cur string) (last, removed int, sym sdk.SymbolCheck, found, ok bool) {
	ci := h.index(cur)
	if ci < 0 {
		return 0, 0, sym, false, false
	}
	without, complete := ci, true // the oldest release read that lacks r
	for i := ci - 1; i >= 0; i-- {
		c, has, readable := h.lookup(ctx, i, r)
		switch {
		case !readable && h.left <= 0:
			return 0, 0, sym, false, false
		case !readable:
			complete = false
		case has:
			return i, without, c, true, true
		default:
			without = i
		}
	}
	return 0, 0, sym, false, complete
}

// read lists the releases read, oldest first.
func (h *history) readReleases() []string {
	var out []string
	for i, r := range h.releases {
		if _, ok := h.apis[i]; ok {
			out = append(out, r)
		}
	}
	return out
}
