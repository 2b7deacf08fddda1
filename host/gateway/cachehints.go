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
//     an exact version never changes, so exactTTL. Private all the same:
//     the host cannot tell a public registry from a private one (a
//     provider reports the registry's URL, not who may read it), and a
//     shared cache must not hand one user's private package to another.
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

// readHint is the ttl a read's answer may be reused for (private); zero
// for none.
func readHint(u ResourceURI, ref sdk.PackageRef, version string, src sdk.Source) time.Duration {
	if u.Version == "" || ref.ProjectPath != "" || !sameVersion(u.Version, version) {
		return 0
	}
	switch src.Kind {
	case sdk.SourceRegistry, sdk.SourceToolchain:
		return exactTTL
	}
	return 0
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
	res.SetCacheHints(o.ttl.Milliseconds(), mcp.CacheScopePrivate)
}
