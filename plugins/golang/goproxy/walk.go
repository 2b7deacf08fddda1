package goproxy

import (
	"cmp"
	"context"
	"errors"

	"golang.org/x/mod/module"
	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// A pass is one step of a Walk: one GOPROXY entry, or the "noproxy" step
// the go command puts first when GONOPROXY is set (GONOPROXY modules go
// direct there; every other module is "not found").
type pass struct {
	entry   Entry
	noProxy bool
	name    string
}

type passKey struct{}

// Walk looks a set of module paths up the way the go command's
// TryProxies does for the prefixes of an import path: f runs once per
// GOPROXY entry, in order, and every lookup f makes through c with the
// context it is given asks that entry only. So a proxy is asked for every
// candidate path before the next entry is: with "proxy,direct", a package
// whose module the proxy has is never looked up directly because a
// longer, nonexistent path 404ed there.
//
// f returning nil ends the walk. A NotFound error goes on to the next
// entry, unless marked by ModuleExists; so does any error after a "|"
// separator; any other error ends the walk. The error returned is, as
// for the go command, the most useful one seen: a direct lookup's, else a
// proxy's that is not NotFound, else the first.
func (c *Client) Walk(ctx context.Context, f func(ctx context.Context) error) error {
	if len(c.Entries) == 0 {
		return sdk.FailedPrecondition("no GOPROXY configured")
	}
	var passes []pass
	if c.NoProxy != "" {
		passes = append(passes, pass{entry: Entry{Direct: true}, noProxy: true, name: "noproxy"})
	}
	for _, e := range c.Entries {
		passes = append(passes, pass{entry: e, name: e.String()})
	}
	const (
		notFoundRank = iota
		proxyRank
		directRank
	)
	var best, noProxyMiss, proxyMiss error
	bestRank := notFoundRank
	for _, ps := range passes {
		err := f(context.WithValue(ctx, passKey{}, ps))
		if err == nil {
			return nil
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		notFound := sdk.Code(err) == codes.NotFound && !errors.Is(err, errExists)
		switch {
		case ps.noProxy && notFound:
			// Mostly "not a GONOPROXY module": the answer only when no
			// other step gives one.
			noProxyMiss = err
		case !ps.entry.Direct && notFound && proxyMiss == nil:
			proxyMiss = err
			if bestRank == notFoundRank && best == nil {
				best = err
			}
		case ps.entry.Direct:
			best, bestRank = err, directRank
		case bestRank <= proxyRank && !notFound:
			best, bestRank = err, proxyRank
		case bestRank == notFoundRank && best == nil:
			best = err
		}
		if errors.Is(err, errExists) || !ps.entry.AnyError && !notFound {
			break
		}
	}
	if bestRank == directRank && proxyMiss != nil && sdk.Code(best) == codes.Unavailable {
		// The go command says only what direct said ("Could not
		// resolve host"), which reads as an outage to retry; the proxy
		// not having the module is what the user can act on. The
		// proxy's "not found" holds for the proxy only: the module may
		// be in its repository, which could not be asked, so the answer
		// opens with what is known: that it cannot be told.
		return sdk.Unavailable("cannot tell whether it exists: the proxy does not serve it (%v); GOPROXY's fallback, direct, could not be asked either: %v (check the module path and version; a module or version the proxy does not serve is fetched from its repository, which must be reachable from here)", proxyMiss, best)
	}
	return cmp.Or(best, noProxyMiss)
}

// PassOf names the Walk step ctx is in (a GOPROXY entry without
// credentials, or "noproxy"), or "" outside a Walk: a cache of lookups
// made in a step must keep its "not found" answers apart, as they hold
// for that entry only.
func PassOf(ctx context.Context) string {
	if ps, ok := ctx.Value(passKey{}).(pass); ok {
		return ps.name
	}
	return ""
}

// errExists marks a NotFound from a module that exists: ModuleExists.
var errExists = errors.New("the module exists")

type existsError struct{ err error }

func (e *existsError) Error() string   { return e.err.Error() }
func (e *existsError) Unwrap() []error { return []error{e.err, errExists} }

// ModuleExists marks err, a NotFound, as the answer of a module that
// exists but lacks what was asked (a package, a version): the go
// command's PackageNotInModuleError and NoMatchingVersionError, which end
// a Walk rather than send the lookup on to the next GOPROXY entry (the
// entry saw the module; another would not know better). sdk.Code still
// reports NotFound.
func ModuleExists(err error) error {
	if err == nil {
		return nil
	}
	return &existsError{err}
}

// entriesFor returns the entries a lookup of mod tries under ctx: the
// Walk step's alone, else the whole list (with GONOPROXY modules sent
// direct).
func (c *Client) entriesFor(ctx context.Context, mod string) ([]Entry, error) {
	noProxy := c.NoProxy != "" && module.MatchPrefixPatterns(c.NoProxy, mod)
	ps, ok := ctx.Value(passKey{}).(pass)
	switch {
	case !ok && noProxy:
		return []Entry{{Direct: true}}, nil
	case !ok:
		return c.Entries, nil
	case ps.noProxy && !noProxy:
		return nil, sdk.NotFound("%s: not matched by GONOPROXY, so asked of GOPROXY", mod)
	case noProxy && !ps.entry.Direct:
		return nil, sdk.NotFound("%s: matched by GONOPROXY, so not asked of %s", mod, ps.entry)
	}
	return []Entry{ps.entry}, nil
}
