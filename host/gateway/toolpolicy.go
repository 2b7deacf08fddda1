package gateway

import (
	"context"
	"encoding/json"
	"errors"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/pkgdocs/pkgdocs/host/cache"
	"github.com/pkgdocs/pkgdocs/host/supervise"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// minorToolPolicy is the contract minor from which providers declare
// whether a tool takes the project and how long its answers may be reused
// (sdk.Tool.TakesProject, CacheTTL).
const minorToolPolicy = 2

// toolPolicy is what the host relies on for one provider tool.
type toolPolicy struct {
	// takesProject: the host fills projectPath from the client's roots.
	takesProject bool
	// cacheTTL: how long an answer may be reused; zero: never.
	cacheTTL time.Duration
	// legacy: declared before contract minor 2, which says neither: the
	// host guesses takesProject from the schema, and caches read-only
	// tools by their version and projectPath arguments (cached).
	legacy   bool
	readOnly bool
}

// policyOf reads t's declaration, or guesses it for an older provider. A
// tool that says it takes the project without a string projectPath
// property is refused: the host would fill an argument it does not have.
// schemaProject is schemaTakesProject(t.InputSchema), which the vetted
// memo remembers.
func policyOf(t sdk.Tool, contractMinor uint32, schemaProject bool) (toolPolicy, error) {
	if contractMinor < minorToolPolicy {
		return toolPolicy{takesProject: schemaProject, legacy: true, readOnly: t.ReadOnly}, nil
	}
	if t.TakesProject && !schemaProject {
		return toolPolicy{}, errors.New("declares it takes the project, but its input schema has no string projectPath property")
	}
	return toolPolicy{takesProject: t.TakesProject, cacheTTL: max(t.CacheTTL, 0), readOnly: t.ReadOnly}, nil
}

// schemaTakesProject reports whether an input schema has a string
// projectPath property.
func schemaTakesProject(raw json.RawMessage) bool {
	var s struct {
		Properties map[string]struct {
			Type any `json:"type"`
		} `json:"properties"`
	}
	if json.Unmarshal(raw, &s) != nil {
		return false
	}
	p, ok := s.Properties["projectPath"]
	return ok && p.Type == "string"
}

// cachedFor runs fetch through the cache for a tool that declared how
// long its answers may be reused: an answer younger than ttl is served
// as is; otherwise fetch runs and its answer is stored. Concurrent
// identical calls that find no answer young enough share one provider
// call (the cache's Do). When the upstream is unreachable an older answer
// is served with a note saying so, as for describe.
func (g *Gateway) cachedFor(ctx context.Context, p *supervise.Provider, tool string, args map[string]any, ttl time.Duration, fetch fetchFunc) (cachedAnswer, error) {
	if g.opt.Cache == nil || ttl <= 0 {
		f, err := fetch(ctx)
		return cachedAnswer{value: f.value, decoded: f.decoded}, err
	}
	// Keyed by the configuration too (contract minor 5): a tool's answer
	// follows the registry configured like describe's.
	key := g.configKeys(p, cache.Key{Provider: p.Name, ProviderVersion: p.BuildID(), Tool: tool, Args: args}).request
	e, ok := g.opt.Cache.Get(key)
	if ok && e.Age < ttl {
		return cachedAnswer{value: e.Value, hit: true}, nil
	}
	// The refresh is keyed by the answer it replaces (none, or the one
	// stored at e.Stored): the callers that found the same answer too old
	// share one fetch, and the cache's own freshness rule (its resolve
	// TTL, which may be longer than ttl) never serves an answer under
	// this key older than the one it replaced. Do also keeps the answer
	// under the refresh key, where a caller that arrives just after the
	// refresh finds it.
	replaces := "none"
	if ok {
		replaces = strconv.FormatInt(e.Stored.UnixNano(), 10)
	}
	refresh := key
	refresh.Tool = tool + "\x00refresh after " + replaces
	var own atomic.Pointer[fetched] // as in cached
	r, err := g.opt.Cache.Do(ctx, refresh, func(ctx context.Context) ([]byte, bool, error) {
		f, err := fetch(ctx)
		if err != nil {
			return nil, false, err
		}
		own.Store(&f)
		_ = g.opt.Cache.Put(key, f.value, false)
		return f.value, false, nil
	})
	if err == nil {
		a := cachedAnswer{value: r.Value, hit: r.Hit, decoded: ownDecoded(own.Load(), r)}
		if r.Stale {
			a.note = staleNote(r.Err, r.Age)
		}
		return a, nil
	}
	if cache.DefaultServeStaleOn(err) {
		if e, ok := g.opt.Cache.GetStale(key); ok {
			return cachedAnswer{value: e.Value, note: staleNote(err, e.Age), hit: true}, nil
		}
	}
	return cachedAnswer{}, err
}
