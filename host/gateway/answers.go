package gateway

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync/atomic"
	"time"

	"github.com/pkgdocs/pkgdocs/host/cache"
	"github.com/pkgdocs/pkgdocs/host/supervise"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
)

// fetched is a provider's answer: the encoded value, the exact version it
// is about ("" when the answer is not about one version), and the registry
// its package came from (Source.Registry, contract minor 5; "" when none
// or not reported).
type fetched struct {
	value             []byte
	version, registry string
	// decoded is the answer value encodes (a *sdk.Document, a
	// *sdk.SearchResult, …) as the provider gave it: the caller whose
	// fetch this was uses it rather than decoding value again. Nil: value
	// must be decoded.
	decoded any
}

// fetchFunc asks a provider for an answer.
type fetchFunc func(ctx context.Context) (fetched, error)

// cachedAnswer is a possibly cached provider answer.
type cachedAnswer struct {
	value []byte
	// note is set when the answer is a stale one served because the
	// upstream failed: it says so and how old the answer is.
	note string
	hit  bool
	// decoded is the answer decoded, set only when value is this call's
	// own fetch (see fetched.decoded): a cold call decodes nothing. It is
	// this caller's alone; a hit, a stale answer or an answer fetched for
	// another caller is decoded from value, into a copy of its own.
	decoded any
}

// ownDecoded is f's decoded answer when the cache returned exactly the
// bytes f holds: f is this call's own fetch (nil when another caller's
// fetch was shared) and r neither a hit nor a stale fallback. Else nil.
func ownDecoded(f *fetched, r cache.Result) any {
	if f == nil || r.Hit || r.Stale || len(r.Value) == 0 || len(f.value) != len(r.Value) || &f.value[0] != &r.Value[0] {
		return nil
	}
	return f.decoded
}

// cached runs fetch through the cache. Answers about an exact version the
// agent asked for are immutable; answers whose version was resolved
// (latest, a range, a tag) expire after the resolve TTL; answers resolved
// from a project (projectPath, no version) are always asked afresh, since
// the lockfile may have changed, and only served from the cache when the
// upstream is unreachable. Every answer about an exact version is also
// stored under that version, so a later exact request is served at once.
//
// For a provider that declares its configuration inputs (contract minor
// 5) every key also depends on the registry configured: see
// configKeys.
func (g *Gateway) cached(ctx context.Context, p *supervise.Provider, tool string, args map[string]any, fetch fetchFunc) (cachedAnswer, error) {
	if g.opt.Cache == nil {
		f, err := fetch(ctx)
		return cachedAnswer{value: f.value, decoded: f.decoded}, err
	}
	key := cache.Key{Provider: p.Name, ProviderVersion: p.BuildID(), Tool: tool, Args: args}
	asked, _ := args[cache.VersionArg].(string)
	asked = strings.TrimSpace(asked)
	project, _ := args["projectPath"].(string)
	ck := g.configKeys(p, key)

	if asked != "" {
		// Under a declared configuration the same request made before is
		// the cheapest hit (one lookup); then the answer about that version
		// from the registry this configuration resolves to.
		if ck.config != "" {
			if e, ok := g.opt.Cache.Get(ck.request); ok && e.Immutable {
				return cachedAnswer{value: e.Value, hit: true}, nil
			}
		}
		if k, ok := ck.exact(asked); ok {
			if e, ok := g.opt.Cache.Get(k); ok {
				return cachedAnswer{value: e.Value, hit: true}, nil
			}
		}
	}
	key = ck.request
	if project != "" && asked == "" {
		f, err := fetch(ctx)
		if err == nil {
			_ = g.opt.Cache.Put(key, f.value, false)
			ck.learn(f, asked, project)
			return cachedAnswer{value: f.value, decoded: f.decoded}, nil
		}
		if cache.DefaultServeStaleOn(err) {
			if e, ok := g.opt.Cache.GetStale(key); ok {
				return cachedAnswer{value: e.Value, note: staleNote(err, e.Age), hit: true}, nil
			}
		}
		return cachedAnswer{}, err
	}
	// Atomic: the fetch runs in the cache's flight, which a caller whose
	// deadline passed (served a stale answer) does not wait for.
	var own atomic.Pointer[fetched]
	r, err := g.opt.Cache.Do(ctx, key, func(ctx context.Context) ([]byte, bool, error) {
		f, err := fetch(ctx)
		if err != nil {
			return nil, false, err
		}
		own.Store(&f)
		ck.learn(f, asked, project)
		return f.value, asked != "" && sameVersion(asked, f.version), nil
	})
	if err != nil && asked != "" && cache.DefaultServeStaleOn(err) {
		// Offline under a configuration never asked about this package
		// (a cache carried to another machine, a config changed while the
		// registry is down): the answer last learned from any registry,
		// saying which.
		if e, reg, ok := ck.lastKnown(asked); ok {
			return cachedAnswer{value: e.Value, note: otherRegistryNote(err, reg, e.Age), hit: true}, nil
		}
	}
	if err != nil {
		return cachedAnswer{}, err
	}
	a := cachedAnswer{value: r.Value, hit: r.Hit, decoded: ownDecoded(own.Load(), r)}
	if r.Stale {
		a.note = staleNote(r.Err, r.Age)
	}
	return a, nil
}

// trustedArg marks, in a provider tool's cache arguments, a call whose
// project the user chose (see toolKeyArgs).
const trustedArg = "\x00projectTrusted"

// configKeys are the keys of one request's answers.
//
// A provider before contract minor 5 declares no configuration inputs,
// and its answers are keyed as they always were: provider, tool,
// arguments and version. One that declares them gets two levels, so that
// a registry switched in .npmrc, GOPROXY, pip.conf or Cargo's config is
// never answered from another registry's entries, and every configuration
// that resolves to one registry shares them:
//
//   - a route: (configuration fingerprint, tool, arguments but the
//     version) → the registry the provider reported for that package
//     (Source.Registry), learned from every answer;
//   - the answer about an exact version, keyed by that registry (by the
//     fingerprint when the provider reported none: a local install).
//
// Requests not about an exact version (latest, a range, a project's
// version) are keyed by the fingerprint directly. A warm exact request is
// the fingerprint (a stat of each declared file; a file is read again only
// when its stat changed) and one lookup when it was asked before under the
// same configuration, else three (request, route, entry): no provider is
// started.
type configKeys struct {
	c       *cache.Cache
	request cache.Key // the request's own key
	base    cache.Key // request without Config, for exact keys
	config  string    // fingerprint; "" for a provider that declares nothing
}

func (g *Gateway) configKeys(p *supervise.Provider, key cache.Key) configKeys {
	ck := configKeys{c: g.opt.Cache, request: key, base: key}
	project, _ := key.Args["projectPath"].(string)
	trusted, _ := key.Args["projectTrusted"].(bool)
	if t, ok := key.Args[trustedArg].(bool); ok {
		trusted = t // a provider tool's arguments (see the tool handler)
	}
	fp, ok := p.ConfigFingerprint(project, trusted)
	if !ok {
		return ck
	}
	ck.config = fp
	ck.request.Config = fp
	return ck
}

// route is the key of the registry this configuration resolves to for
// the request's package (config != "").
func (ck configKeys) route() cache.Key {
	r := ck.lastRoute()
	r.Config = ck.config
	return r
}

// routePrefix starts a stored route, so that "no registry" is a value too.
const routePrefix = "registry:"

// exact returns the key of the answer about exact version v; false when
// the registry this configuration resolves to is not known yet (there is
// then nothing to look up).
func (ck configKeys) exact(v string) (cache.Key, bool) {
	if ck.config == "" {
		return ck.base.Exact(v), true
	}
	e, ok := ck.c.Get(ck.route())
	if !ok {
		return cache.Key{}, false
	}
	reg, isRoute := strings.CutPrefix(string(e.Value), routePrefix)
	if !isRoute {
		return cache.Key{}, false
	}
	return ck.byRegistry(v, reg), true
}

func (ck configKeys) byRegistry(v, registry string) cache.Key {
	k := ck.base.Exact(v)
	if registry == "" {
		k.Config = ck.config
	} else {
		k.Registry = registry
	}
	return k
}

// lastRoute is the key of the registry the request's package was last
// answered from, under any configuration.
func (ck configKeys) lastRoute() cache.Key {
	r := ck.base.Exact("")
	r.Tool += "\x00registry"
	return r
}

// lastKnown returns the answer about version v from the registry the
// package was last answered from, under any configuration.
func (ck configKeys) lastKnown(v string) (cache.Entry, string, bool) {
	if ck.config == "" {
		return cache.Entry{}, "", false
	}
	r, ok := ck.c.GetStale(ck.lastRoute())
	reg, isRoute := strings.CutPrefix(string(r.Value), routePrefix)
	if !ok || !isRoute || reg == "" {
		return cache.Entry{}, "", false
	}
	e, ok := ck.c.GetStale(ck.byRegistry(v, reg))
	return e, reg, ok
}

func otherRegistryNote(err error, registry string, age time.Duration) string {
	return fmt.Sprintf("served from the cache, %s old, as %s answered it: the registry configured now could not be reached (%v) and was never asked about this package; it may differ", roundAge(age), registry, err)
}

// learn stores what an answer says: itself under its exact version (by
// registry), and the route from this configuration to that registry.
// asked and project are the request's version and projectPath.
func (ck configKeys) learn(f fetched, asked, project string) {
	if f.version == "" {
		return
	}
	exact := asExact(f, asked, project)
	if ck.config == "" {
		_ = ck.c.Put(ck.base.Exact(f.version), exact, true)
		return
	}
	_ = ck.c.Put(ck.byRegistry(f.version, f.registry), exact, true)
	// Immutable: the fingerprint covers everything the provider declared
	// to decide its registry, and the key its build.
	_ = ck.c.Put(ck.route(), []byte(routePrefix+f.registry), true)
	if f.registry != "" {
		_ = ck.c.Put(ck.lastRoute(), []byte(routePrefix+f.registry), false)
	}
}

// asExact is the answer f as a request for its exact version gets it,
// to be stored under that version. An answer whose version was chosen
// (latest, a range, a tag; no project) says how (sdk.FactVersionFrom,
// "latest release"): that tells of the request, not of the version, and
// an agent that asked for the version by name would read that another
// was put in its place. It is dropped; every other byte is the same. A
// project's answer keeps it: beside the same projectPath (part of the
// key), its version asked for is the project's answer again.
func asExact(f fetched, asked, project string) []byte {
	doc, ok := f.decoded.(*sdk.Document)
	if !ok || project != "" || (asked != "" && sameVersion(asked, f.version)) {
		return f.value
	}
	facts := slices.DeleteFunc(slices.Clone(doc.Facts), func(x sdk.Fact) bool { return x.Label == sdk.FactVersionFrom })
	if len(facts) == len(doc.Facts) {
		return f.value
	}
	d := *doc // the caller's own document stays as the provider gave it
	d.Facts = facts
	b, err := serve.MarshalDocument(&d)
	if err != nil {
		return f.value
	}
	return b
}

// sameVersion compares versions as ecosystems write them ("v1.2.3" in Go,
// "1.2.3" in npm).
func sameVersion(a, b string) bool {
	return strings.TrimPrefix(a, "v") == strings.TrimPrefix(b, "v")
}

func staleNote(err error, age time.Duration) string {
	return fmt.Sprintf("served from the cache, %s old, because the upstream could not be reached (%v); it may be out of date", roundAge(age), err)
}

func roundAge(d time.Duration) time.Duration {
	switch {
	case d > time.Hour:
		return d.Round(time.Minute)
	case d > time.Minute:
		return d.Round(time.Second)
	}
	return d.Round(time.Millisecond)
}

func refCacheArgs(ref sdk.PackageRef) map[string]any {
	return map[string]any{"package": ref.Name, cache.VersionArg: ref.Version, "projectPath": ref.ProjectPath, "registry": ref.Registry, "projectTrusted": ref.ProjectTrusted}
}
