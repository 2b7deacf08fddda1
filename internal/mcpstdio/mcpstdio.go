package mcpstdio

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
)

// Protocol is the MCP version the sessions speak: 2025-06-18, in which
// the host asks the client for its roots after initialize.
const Protocol = mcp.ProtocolVersion20250618

// Options configure a Session. The zero value is a client named "test"
// with no workspace roots.
type Options struct {
	// ClientName is clientInfo.name; empty means "test".
	ClientName string
	// Roots are the workspace roots the client shares, as directories; the
	// host trusts their project configuration. Nil means none (the client
	// does not declare the roots capability).
	Roots []string
}

// Session is an initialized MCP client of one `pkgdocs serve` process,
// closed (and the process ended) when the test ends.
type Session struct {
	*client.Client
	// Init is the server's answer to initialize.
	Init *mcp.InitializeResult
}

// Start runs bin serve with env added to the test's environment, and
// initializes; ctx bounds the start and initialize, not the process.
func Start(ctx context.Context, t testing.TB, bin string, env []string, o Options) *Session {
	t.Helper()
	var opts []client.ClientOption
	opts = append(opts, client.WithProtocolVersion(Protocol))
	if o.Roots != nil {
		opts = append(opts, client.WithRootsHandler(roots(o.Roots)))
	}
	c := client.NewClient(transport.NewStdio(bin, env, "serve"), opts...)
	// The transport runs the process under Start's context: it must live
	// as long as the session, not as long as ctx.
	if err := c.Start(context.WithoutCancel(ctx)); err != nil {
		t.Fatalf("start %s serve: %v", bin, err)
	}
	t.Cleanup(func() { c.Close() })
	name := o.ClientName
	if name == "" {
		name = "test"
	}
	req := mcp.InitializeRequest{}
	req.Params.ProtocolVersion = Protocol
	req.Params.ClientInfo = mcp.Implementation{Name: name, Version: "1"}
	res, err := c.Initialize(ctx, req)
	if err != nil {
		t.Fatalf("initialize %s serve: %v", bin, err)
	}
	return &Session{Client: c, Init: res}
}

// Call calls a tool and returns the text of its first content and its
// isError; err is a protocol or transport failure.
func (s *Session) Call(ctx context.Context, tool string, args map[string]any) (text string, isError bool, err error) {
	req := mcp.CallToolRequest{}
	req.Params.Name = tool
	req.Params.Arguments = args
	r, err := s.CallTool(ctx, req)
	if err != nil {
		return "", false, err
	}
	return FirstText(r), r.IsError, nil
}

// FirstText is the text of a tool result's first content, "" when that
// is not text.
func FirstText(r *mcp.CallToolResult) string {
	if r != nil && len(r.Content) > 0 {
		if tx, ok := r.Content[0].(mcp.TextContent); ok {
			return tx.Text
		}
	}
	return ""
}

// roots answers the host's roots/list with directories as file URIs.
type roots []string

func (r roots) ListRoots(context.Context, mcp.ListRootsRequest) (*mcp.ListRootsResult, error) {
	res := &mcp.ListRootsResult{}
	for _, dir := range r {
		res.Roots = append(res.Roots, mcp.Root{URI: "file://" + filepath.ToSlash(dir), Name: filepath.Base(dir)})
	}
	return res, nil
}
