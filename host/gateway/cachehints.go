package gateway

import (
	"context"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// Cache hints (protocol 2026-07-28): every list and read result says how
// long a client may reuse it (ttlMs) and whether a shared cache may serve
// it to another principal (cacheScope). mcp-go's default, 0 and private,
// is true of nothing here but a project's answers. The hints are:
//
//   - tools/list, prompts/list, resources/templates/list: the same for
//     every client and stable for the life of the tool set (a change is
//     announced with list_changed): listTTL, public.
//   - resources/list: the project's dependencies: 0, private.
//   - resources/read of an exact version (the URI names it and the answer
//     is about it) from a registry or a toolchain, without a project:
//     an exact version never changes, so exactTTL. Public when the
//     provider says anyone may read what the answer was made from
//     (sdk.Source.Public, contract minor 7: the ecosystem's public default
//     registry fetched without credentials, or the toolchain's standard
//     library); private otherwise, so that a shared cache never hands one
//     user's private package, or an answer made with their credentials, to
//     another. A provider older than minor 7 never says so: private.
//   - any other read (a project's version, a range, latest, a local
//     install): 0, private.
const (
	listTTL  = time.Hour
	exactTTL = 24 * time.Hour
)

// cacheHintOptions are the server-wide hints of the list methods.
func cacheHintOptions() []server.ServerOption {
	pub := func(m mcp.MCPMethod) server.ServerOption {
		return server.WithMethodCacheHints(m, listTTL.Milliseconds(), mcp.CacheScopePublic)
	}
	return []server.ServerOption{
		pub(mcp.MethodToolsList), pub(mcp.MethodPromptsList), pub(mcp.MethodResourcesTemplatesList),
		server.WithMethodCacheHints(mcp.MethodResourcesList, 0, mcp.CacheScopePrivate),
	}
}

// cacheHint is how long a result may be reused and by whom.
type cacheHint struct {
	ttl   time.Duration
	scope mcp.CacheScope
}

// noHint: not reusable, and private.
var noHint = cacheHint{0, mcp.CacheScopePrivate}

// readHint is the hint of a read's answer (see the list above).
func readHint(u ResourceURI, ref sdk.PackageRef, version string, src sdk.Source) cacheHint {
	if u.Version == "" || ref.ProjectPath != "" || !sameVersion(u.Version, version) {
		return noHint
	}
	switch src.Kind {
	case sdk.SourceRegistry, sdk.SourceToolchain:
		if src.Public {
			return cacheHint{exactTTL, mcp.CacheScopePublic}
		}
		return cacheHint{exactTTL, mcp.CacheScopePrivate}
	}
	return noHint
}

// afterReadResource sets the hint readResource left with the read's
// outcome (see beforeReadResource).
func (g *Gateway) afterReadResource(_ context.Context, _ any, req *mcp.ReadResourceRequest, res *mcp.ReadResourceResult) {
	if res == nil || req.Params.Meta == nil {
		return
	}
	o, ok := req.Params.Meta.AdditionalFields[readStashKey].(*readOutcome)
	if !ok || o.err != nil {
		return
	}
	res.SetCacheHints(o.hint.ttl.Milliseconds(), o.hint.scope)
}
