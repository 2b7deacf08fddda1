package eval

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
)

// Session is one long MCP session with the real host over stdio, whose
// client offers Roots as its workspace roots (so projects under them are
// trusted the way a user's open workspace is).
type Session struct {
	c           *client.Client
	ToolsListed int // bytes of the tools/list result
	Timeout     time.Duration
}

type rootList []string

func (r rootList) ListRoots(context.Context, mcp.ListRootsRequest) (*mcp.ListRootsResult, error) {
	res := &mcp.ListRootsResult{Roots: []mcp.Root{}}
	for _, d := range r {
		res.Roots = append(res.Roots, mcp.Root{URI: "file://" + filepath.ToSlash(d), Name: filepath.Base(d)})
	}
	return res, nil
}

// Start runs `bin serve` with env added to this process's environment.
func Start(ctx context.Context, bin string, roots []string, env []string) (*Session, error) {
	tr := transport.NewStdio(bin, append(os.Environ(), env...), "serve")
	c := client.NewClient(tr, client.WithProtocolVersion(mcp.ProtocolVersion20250618), client.WithRootsHandler(rootList(roots)))
	if err := c.Start(context.Background()); err != nil {
		return nil, fmt.Errorf("start %q: %w", bin, err)
	}
	req := mcp.InitializeRequest{}
	req.Params.ProtocolVersion = mcp.ProtocolVersion20250618
	req.Params.ClientInfo = mcp.Implementation{Name: "pkgdocs-eval", Version: "1"}
	ictx, cancel := context.WithTimeout(ctx, 60*time.Second)
	defer cancel()
	if _, err := c.Initialize(ictx, req); err != nil {
		c.Close()
		return nil, fmt.Errorf("initialize: %w", err)
	}
	s := &Session{c: c, Timeout: 90 * time.Second}
	tl, err := c.ListTools(ictx, mcp.ListToolsRequest{})
	if err != nil {
		c.Close()
		return nil, fmt.Errorf("tools/list: %w", err)
	}
	b, _ := json.Marshal(tl)
	s.ToolsListed = len(b)
	return s, nil
}

// Close ends the host.
func (s *Session) Close() error { return s.c.Close() }

// Answer is one tool call's result.
type Answer struct {
	Text       string
	Structured json.RawMessage
	IsError    bool
	Err        error // transport or protocol failure
	Elapsed    time.Duration
}

// Failed reports whether the call did not answer.
func (a Answer) Failed() bool { return a.Err != nil || a.IsError }

// Message is the error text of a failed call.
func (a Answer) Message() string {
	if a.Err != nil {
		return a.Err.Error()
	}
	return a.Text
}

// Call calls a tool.
func (s *Session) Call(ctx context.Context, tool string, args map[string]any) Answer {
	ctx, cancel := context.WithTimeout(ctx, s.Timeout)
	defer cancel()
	req := mcp.CallToolRequest{}
	req.Params.Name, req.Params.Arguments = tool, args
	start := time.Now()
	res, err := s.c.CallTool(ctx, req)
	a := Answer{Elapsed: time.Since(start), Err: err}
	if err != nil {
		return a
	}
	var parts []string
	for _, c := range res.Content {
		if tc, ok := c.(mcp.TextContent); ok {
			parts = append(parts, tc.Text)
		}
	}
	a.Text = strings.Join(parts, "\n")
	a.IsError = res.IsError
	if res.StructuredContent != nil {
		a.Structured, _ = json.Marshal(res.StructuredContent)
	}
	return a
}
