package gateway

import (
	"context"
	"encoding/json"
	"errors"
	"path/filepath"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/pkgdocs/pkgdocs/host/supervise"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/schema"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
)

func providerTool(t sdk.Tool) (mcp.Tool, error) {
	if err := schema.ValidateTool(t); err != nil {
		return mcp.Tool{}, err
	}
	return mcpTool(t), nil
}

// providerTool is the package function with validation remembered across
// starts (see vetted); projectPath is schemaTakesProject(t.InputSchema),
// remembered with it.
func (g *Gateway) providerTool(t sdk.Tool) (mt mcp.Tool, projectPath bool, err error) {
	projectPath, err = g.vetted.check(t)
	if err != nil {
		return mcp.Tool{}, false, err
	}
	return mcpTool(t), projectPath, nil
}

// mcpTool is a validated provider tool declaration as an MCP tool.
func mcpTool(t sdk.Tool) mcp.Tool {
	mt := mcp.NewToolWithRawSchema(t.Name, t.Description, t.InputSchema)
	mt.Title = t.Title
	if len(t.OutputSchema) > 0 {
		mt.RawOutputSchema = t.OutputSchema
	}
	tr, f := true, false
	if t.ReadOnly {
		mt.Annotations = mcp.ToolAnnotation{Title: t.Title, ReadOnlyHint: &tr, DestructiveHint: &f, IdempotentHint: &tr, OpenWorldHint: &tr}
	} else {
		// Undeclared behaviour: tell clients the cautious defaults.
		mt.Annotations = mcp.ToolAnnotation{Title: t.Title, ReadOnlyHint: &f, DestructiveHint: &tr, IdempotentHint: &f, OpenWorldHint: &tr}
	}
	return mt
}

// toolKeyArgs are a provider tool call's cache arguments: the agent's,
// with the host's trustedArg mark when the user chose the project. The mark
// is the host's alone: one an agent sent under that name is dropped, so an
// untrusted call cannot fill a trusted call's entry.
func toolKeyArgs(args map[string]any, trusted bool) map[string]any {
	if _, spoofed := args[trustedArg]; !trusted && !spoofed {
		return args
	}
	out := make(map[string]any, len(args)+1)
	for k, v := range args {
		if k != trustedArg {
			out[k] = v
		}
	}
	if trusted {
		out[trustedArg] = true
	}
	return out
}

func (g *Gateway) providerToolHandler(p *supervise.Provider, name string, pol toolPolicy) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args := req.GetArguments()
		raw, err := json.Marshal(args)
		if err != nil {
			return toolError(sdk.InvalidArgument("arguments: %v", err)), nil
		}
		// The provider hears whether the user chose the project
		// (sdk.ProjectTrusted), and a trusted answer is cached apart.
		pp, _ := args["projectPath"].(string)
		trusted := pp != "" && filepath.IsAbs(pp) && g.projectTrusted(ctx, pp)
		if trusted {
			ctx = sdk.WithProjectTrusted(ctx, true)
		}
		keyArgs := toolKeyArgs(args, trusted)
		ctx, cancel := context.WithTimeout(ctx, g.opt.CallTimeout)
		defer cancel()
		call := func(ctx context.Context) (*sdk.ToolResult, error) {
			var res *sdk.ToolResult
			err := p.Do(ctx, func(r *serve.Remote) error {
				var err error
				res, err = r.CallTool(ctx, name, raw)
				return err
			})
			return res, err
		}
		var res *sdk.ToolResult
		note := ""
		notes := g.notes(ctx, req)
		if (pol.legacy && pol.readOnly) || pol.cacheTTL > 0 {
			// A domain error (IsError) is not an answer worth keeping.
			fetch := func(ctx context.Context) (fetched, error) {
				r, err := call(ctx)
				if err != nil {
					return fetched{}, err
				}
				if r.IsError {
					return fetched{}, toolResultError{r}
				}
				b, err := json.Marshal(r)
				return fetched{value: b, decoded: r}, err
			}
			var a cachedAnswer
			notes.run(name, func() {
				if pol.legacy {
					// Before contract minor 2 read-only tools were cached like
					// describe, by their version and projectPath arguments.
					a, err = g.cached(ctx, p, "tool:"+name, keyArgs, fetch)
				} else {
					a, err = g.cachedFor(ctx, p, "tool:"+name, keyArgs, pol.cacheTTL, fetch)
				}
			})
			var te toolResultError
			switch {
			case errors.As(err, &te):
				res = te.r
			case err != nil:
				return toolError(err), nil
			default:
				var ok bool
				if res, ok = a.decoded.(*sdk.ToolResult); !ok {
					res = &sdk.ToolResult{}
					if err := json.Unmarshal(a.value, res); err != nil {
						return toolError(err), nil
					}
				}
				note = a.note
			}
		} else {
			notes.run(name, func() { res, err = call(ctx) })
			if err != nil {
				return toolError(err), nil
			}
		}
		text := res.Text
		if note != "" {
			text = "> **Note:** " + note + "\n\n" + text
		}
		out := &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent(text)}, IsError: res.IsError}
		if len(res.Structured) > 0 {
			out.StructuredContent = res.Structured
		}
		return out, nil
	}
}

// toolResultError carries a provider tool's IsError result past the cache.
type toolResultError struct{ r *sdk.ToolResult }

func (e toolResultError) Error() string { return e.r.Text }
