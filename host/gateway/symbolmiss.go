package gateway

import (
	"context"
	"fmt"
	"strings"

	"github.com/pkgdocs/pkgdocs/host/supervise"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
	"google.golang.org/grpc/codes"
)

// A provider's symbol describe (describe_<eco>_package with symbol=, the
// symbol resources) answers from its own reading alone, and says "not
// found" where check_package_api, over the same package, says it cannot
// tell: a compiled module without source or stub, an export * whose
// module cannot be read, a glob re-export of another crate. An agent
// reads "not found" as "does not exist". So the host decides a symbol
// the provider did not find as the check does, at the same version: the
// outline check, the symbol describes of its parents, and the provider's
// name lookup. Only when that says missing does the provider's NotFound
// stand; when it cannot tell, or finds the name, the answer says so.

// settleSymbolMiss returns the error for describe's symbol that the
// provider answered with notFound (any other error is returned as it is).
func (g *Gateway) settleSymbolMiss(ctx context.Context, p *supervise.Provider, ref sdk.PackageRef, symbol string, notFound error) error {
	if sdk.Code(notFound) != codes.NotFound || symbol == "" {
		return notFound
	}
	cur, err := g.describe(ctx, p, ref, "")
	if err != nil {
		return notFound // the package or version itself: the provider's words
	}
	c, ok := g.checkName(ctx, p, ref, cur, symbol)
	if !ok {
		return notFound
	}
	return symbolMissError(ref.Ecosystem, cur, symbol, c, notFound)
}

// checkName checks one name as check_package_api does at cur's version,
// without the other releases (they date a missing name; describe's answer
// is about this version). ok is false when the check could not run.
func (g *Gateway) checkName(ctx context.Context, p *supervise.Provider, ref sdk.PackageRef, cur *sdk.Document, name string) (sdk.SymbolCheck, bool) {
	exact := ref
	exact.Name, exact.Version = cur.Name, cur.Version
	if p.Info().Has(sdk.CapCheck) {
		var res *sdk.CheckResult
		err := p.Do(ctx, func(r *serve.Remote) error {
			var err error
			res, err = r.Check(ctx, sdk.CheckRequest{Package: exact, Symbols: []string{name}})
			return err
		})
		if err == nil && len(res.Checks) == 1 {
			return res.Checks[0], true
		}
		if sdk.Code(err) != codes.Unimplemented {
			return sdk.SymbolCheck{}, false
		}
	}
	if len(cur.Symbols) == 0 && !exportsNothing(cur) {
		// check_package_api checks nothing here (see checkFallback).
		return sdk.SymbolCheck{Query: name, Verdict: sdk.VerdictOutOfReach,
			Note: fmt.Sprintf("the %s provider gave no API outline for %s@%s", exact.Ecosystem, cur.Name, cur.Version)}, true
	}
	budget := maxLookupDepth
	checks, _ := g.checkCurrent(ctx, p, exact, cur, []apicheck.Ref{{Query: name}}, &budget)
	return checks[0], true
}

// checkCurrent checks refs against cur, the document of exact's version:
// the outline, the symbol describes of the types it lists (within
// budget), then the provider's lookup of the names still undecided. It
// returns a note when the lookup failed.
func (g *Gateway) checkCurrent(ctx context.Context, p *supervise.Provider, exact sdk.PackageRef, cur *sdk.Document, refs []apicheck.Ref, budget *int) ([]sdk.SymbolCheck, string) {
	api := g.newVersionAPI(p, exact, cur, budget)
	checks := make([]sdk.SymbolCheck, len(refs))
	for i, r := range refs {
		checks[i] = api.check(ctx, r)
	}
	return checks, g.lookupUnseen(ctx, p, exact, api.ix, refs, checks)
}

// symbolMissError is describe's answer for symbol, which the provider did
// not find in cur, given the check's verdict c on it. Missing keeps the
// provider's NotFound. Cannot tell, and exists, are FailedPrecondition
// ("cannot answer"): not NotFound, which clients and agents read as
// "does not exist" and which a resource read turns into "resource not
// found"; not Unavailable, which says to try again, when asking again
// gives the same answer; FailedPrecondition is what the check answers
// for a package it cannot check at all, so both tools say it alike.
func symbolMissError(eco string, cur *sdk.Document, symbol string, c sdk.SymbolCheck, notFound error) error {
	at := cur.Name + "@" + cur.Version
	switch c.Verdict {
	case sdk.VerdictOutOfReach, sdk.VerdictUnknown:
		why := strings.TrimPrefix(strings.TrimSpace(c.Note), "cannot tell: ")
		if why == "" {
			why = "the provider's reading does not show every name the package has"
		}
		msg := fmt.Sprintf("cannot tell whether %s has %q: %s", at, symbol, why)
		if near := nearestNames(eco, cur, symbol, c); len(near) > 0 {
			msg += fmt.Sprintf("; nearest names it lists: %s", strings.Join(near, ", "))
		}
		return sdk.FailedPrecondition("%s (its describe found no such symbol, but could not have seen it; check_package_api says the same)", msg)
	case sdk.VerdictExists:
		what := c.Symbol
		if what == "" {
			what = symbol
		}
		msg := fmt.Sprintf("%s has %q (as %s", at, symbol, what)
		if c.Signature != "" {
			msg += ": " + apicheck.SignatureLine(c.Signature)
		}
		msg += ")"
		if c.Note != "" {
			msg += ", " + c.Note
		}
		return sdk.FailedPrecondition("%s; but the provider has no documentation of it to show", msg)
	}
	return notFound
}

// nearestNames are the check's nearest names for symbol, or else the
// outline's.
func nearestNames(eco string, cur *sdk.Document, symbol string, c sdk.SymbolCheck) []string {
	if len(c.Nearest) > 0 {
		return c.Nearest
	}
	if len(cur.Symbols) == 0 {
		return nil
	}
	return newIndex(eco, cur).Nearest(apicheck.Key(symbol), apicheck.MaxNearest)
}
