package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// The baseline the goals are measured against: a bare mcp-go
// server over stdio with one tool that returns a fixed answer (the host's
// own answer to the call being compared, so both write the same bytes).
// benchcmd runs itself with -baseline-server FILE to be that server.

// baselineServe serves the one-tool server on stdio; file holds the
// result (a CallToolResult as JSON) every call returns. The file is read
// and parsed on the first call, not at start: a one-tool server does no
// work before its first call, and parsing a 68 KB answer first would add
// about 3 ms to the baseline's start-up and flatter the host's ratio.
func baselineServe(file string) error {
	answer := sync.OnceValues(func() (*mcp.CallToolResult, error) {
		b, err := os.ReadFile(file)
		if err != nil {
			return nil, err
		}
		raw := json.RawMessage(b)
		res, err := mcp.ParseCallToolResult(&raw)
		if err != nil {
			return nil, fmt.Errorf("baseline answer: %w", err)
		}
		return res, nil
	})
	s := server.NewMCPServer("baseline", "1", server.WithToolCapabilities(false))
	s.AddTool(mcp.NewTool("describe", mcp.WithString("package", mcp.Required())),
		func(_ context.Context, _ mcp.CallToolRequest) (*mcp.CallToolResult, error) { return answer() })
	return server.ServeStdio(s)
}

// baseline is a running baseline server.
type baseline struct {
	file string
}

// newBaseline writes the answer the baseline returns: the "result" of a
// tools/call response line.
func newBaseline(dir string, response []byte) (*baseline, error) {
	var r struct {
		Result json.RawMessage `json:"result"`
	}
	if err := json.Unmarshal(response, &r); err != nil || len(r.Result) == 0 {
		return nil, fmt.Errorf("baseline answer: no result in %.200s", response)
	}
	f := filepath.Join(dir, "baseline-answer.json")
	if err := os.WriteFile(f, r.Result, 0o600); err != nil {
		return nil, err
	}
	return &baseline{file: f}, nil
}

// start runs the baseline server and completes initialize and tools/list.
func (b *baseline) start() (*session, error) {
	self, err := os.Executable()
	if err != nil {
		return nil, err
	}
	return startCmd(self, []string{"-baseline-server", b.file}, os.Environ())
}

// ratio formats a/b as "1.23×".
func ratio(a, b time.Duration) string {
	if b <= 0 {
		return "n/a"
	}
	return fmt.Sprintf("%.2f×", float64(a)/float64(b))
}
