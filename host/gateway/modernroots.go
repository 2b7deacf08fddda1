package gateway

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// Roots under protocol 2026-07-28. That revision has no initialize
// handshake, no session to keep roots in and no server-initiated request:
// a server that needs the client's roots answers the request it is serving
// with an InputRequiredResult carrying a roots/list request (SEP-2322, the
// spec's client/roots and basic/patterns/mrtr pages), and the client
// retries the same request with its roots in inputResponses. Only
// tools/call, prompts/get and resources/read may be answered so.
//
// So a tool call or prompt that takes the project, from a request that
// declares the roots capability in its _meta, is answered first with that
// request; the retry's roots are then the call's default project (the
// first one) and the projects the user chose (trusted), exactly as roots
// fetched after initialize are in the earlier revisions. A call naming
// projectPath is asked too: the roots say whether that project is one the
// user chose. A request without the capability is never asked and goes on
// with --project, else (stdio) the directory the server started in.
//
// Resource reads and completions do not ask (mcp-go's resource handlers
// return contents, not a result that could be input_required; completion
// may not be): they use --project as before.
//
// mcp-go writes the roots/list request without params, as the spec's
// example does; the official Go SDK client (v1.8.0) fails to decode an
// input request without params, so the transports add empty ones
// (jsonrpcfix.RootsListParams), which the schema allows.

// rootsInputKey keys the roots request in inputRequests/inputResponses.
const rootsInputKey = "pkgdocs/roots"

type requestRootsKey struct{}

// asksRoots reports whether the request is of protocol 2026-07-28 or later
// and declares the roots capability (on the request itself: servers must
// not infer capabilities from earlier requests).
func asksRoots(ctx context.Context) bool {
	info := server.RequestProtocolInfoFromContext(ctx)
	return info != nil && info.Modern && info.ClientCapabilities != nil && info.ClientCapabilities.Roots != nil
}

// withRequestRoots reads the client's answer to the roots request from
// responses. answered is false when there is none: the caller answers
// input_required (rootsRequest). An answer that is not a roots/list
// result is an error. Otherwise ctx carries the answer's directories
// (requestRoots), possibly none.
func (g *Gateway) withRequestRoots(ctx context.Context, responses mcp.InputResponses) (_ context.Context, answered bool, err error) {
	r, ok := server.InputResponse(responses, rootsInputKey)
	if !ok {
		return ctx, false, nil
	}
	raw, err := json.Marshal(r)
	if err != nil {
		return ctx, false, fmt.Errorf("inputResponses[%q]: %w", rootsInputKey, err)
	}
	var res struct {
		Roots *[]mcp.Root `json:"roots"`
	}
	if err := json.Unmarshal(raw, &res); err != nil || res.Roots == nil {
		return ctx, false, fmt.Errorf("inputResponses[%q] is not a roots/list result (an object with a roots array): %.200s", rootsInputKey, raw)
	}
	dirs := rootDirs(*res.Roots, g.opt.Logger.Warn)
	g.opt.Logger.Debug("request roots", "roots", dirs)
	return context.WithValue(ctx, requestRootsKey{}, dirs), true, nil
}

// rootsRequest is the input_required answer asking for the client's roots.
func rootsRequest() *server.InputRequestBuilder {
	return server.NewInputRequestBuilder("").Roots(rootsInputKey)
}

// requestRoots are the root directories the request's retry carried (see
// withRequestRoots), in the client's order.
func requestRoots(ctx context.Context) []string {
	dirs, _ := ctx.Value(requestRootsKey{}).([]string)
	return dirs
}

// modernPromptRoots wraps a prompt handler so that it asks a 2026-07-28
// client that declares roots for them first.
func (g *Gateway) modernPromptRoots(name string, next server.PromptHandlerFunc) server.PromptHandlerFunc {
	return func(ctx context.Context, req mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
		if !asksRoots(ctx) {
			return next(ctx, req)
		}
		ctx, answered, err := g.withRequestRoots(ctx, req.Params.InputResponses)
		if err != nil {
			return nil, promptError(name, sdk.InvalidArgument("%v", err))
		}
		if !answered {
			return rootsRequest().PromptResult(), nil
		}
		return next(ctx, req)
	}
}
