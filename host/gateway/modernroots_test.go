package gateway

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/hashicorp/go-hclog"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// TestModernRootsMiddleware: a 2026-07-28 tool call that takes the project
// and declares roots is answered input_required asking roots/list until
// its retry carries them; the retry's first root is the default project
// and its roots are trusted; a malformed answer is an invalid argument;
// a call without the capability, a legacy call, or a tool that takes no
// project goes straight on.
func TestModernRootsMiddleware(t *testing.T) {
	proj, other := t.TempDir(), t.TempDir()
	g := &Gateway{opt: Options{Logger: hclog.NewNullLogger()}, project: map[string]bool{"describe_x": true, "list_x": false}}
	modern := func(caps string) context.Context {
		info := &server.RequestProtocolInfo{Modern: true, ProtocolVersion: "2026-07-28"}
		if caps != "" {
			info.ClientCapabilities = &mcp.ClientCapabilities{}
			if err := json.Unmarshal([]byte(caps), info.ClientCapabilities); err != nil {
				t.Fatal(err)
			}
		}
		return server.WithRequestProtocolInfo(context.Background(), info)
	}
	withRoots := modern(`{"roots":{}}`)
	responses := func(raw string) mcp.InputResponses {
		var r mcp.InputResponses
		if err := json.Unmarshal([]byte(raw), &r); err != nil {
			t.Fatal(err)
		}
		return r
	}
	rootsOf := func(dirs ...string) string {
		var b strings.Builder
		b.WriteString(`{"pkgdocs/roots":{"roots":[`)
		for i, d := range dirs {
			if i > 0 {
				b.WriteString(",")
			}
			b.WriteString(`{"uri":"file://` + d + `"}`)
		}
		b.WriteString(`]}}`)
		return b.String()
	}
	type seen struct {
		Called      bool
		ProjectPath any
		Trusted     bool
		AsksRoots   bool
		Error       string
	}
	tests := map[string]struct {
		ctx       context.Context
		tool      string
		args      map[string]any
		responses string
		want      seen
	}{
		"asked":                        {ctx: withRoots, tool: "describe_x", want: seen{AsksRoots: true}},
		"asked with projectPath":       {ctx: withRoots, tool: "describe_x", args: map[string]any{"projectPath": proj}, want: seen{AsksRoots: true}},
		"answered":                     {ctx: withRoots, tool: "describe_x", responses: rootsOf(proj, other), want: seen{Called: true, ProjectPath: proj, Trusted: true}},
		"answered, projectPath wins":   {ctx: withRoots, tool: "describe_x", args: map[string]any{"projectPath": other}, responses: rootsOf(proj, other), want: seen{Called: true, ProjectPath: other, Trusted: true}},
		"answered with no roots":       {ctx: withRoots, tool: "describe_x", responses: rootsOf(), want: seen{Called: true}},
		"answered with something else": {ctx: withRoots, tool: "describe_x", responses: `{"other":{"roots":[]}}`, want: seen{AsksRoots: true}},
		"malformed answer":             {ctx: withRoots, tool: "describe_x", responses: `{"pkgdocs/roots":{"uri":"file:///x"}}`, want: seen{Error: `invalid argument: inputResponses["pkgdocs/roots"] is not a roots/list result`}},
		"no roots capability":          {ctx: modern(`{}`), tool: "describe_x", want: seen{Called: true}},
		"no capabilities":              {ctx: modern(""), tool: "describe_x", args: map[string]any{"projectPath": proj}, want: seen{Called: true, ProjectPath: proj}},
		"legacy":                       {ctx: context.Background(), tool: "describe_x", want: seen{Called: true}},
		"takes no project":             {ctx: withRoots, tool: "list_x", want: seen{Called: true}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			var got seen
			next := func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				got.Called = true
				got.ProjectPath = req.GetArguments()["projectPath"]
				if p, _ := got.ProjectPath.(string); p != "" {
					got.Trusted = g.projectTrusted(ctx, p)
				}
				return mcp.NewToolResultText("ok"), nil
			}
			req := mcp.CallToolRequest{}
			req.Params.Name, req.Params.Arguments = tc.tool, tc.args
			if tc.responses != "" {
				req.Params.InputResponses = responses(tc.responses)
			}
			res, err := g.projectMiddleware(next)(tc.ctx, req)
			if err != nil {
				t.Fatal(err)
			}
			if res.NeedsInput() {
				r := res.InputRequests[rootsInputKey]
				got.AsksRoots = r.Method == mcp.MethodListRoots && len(res.InputRequests) == 1
			}
			if res.IsError {
				text := res.Content[0].(mcp.TextContent).Text
				got.Error = text[:min(len(text), len(tc.want.Error))]
			}
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("(-want +got):\n%s", d)
			}
		})
	}
}
