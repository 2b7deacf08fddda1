package onetool

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Serve serves a bare mcp-go server over stdio with one tool, "describe",
// whose every call returns the CallToolResult (as JSON) in file. The file
// is read and parsed on the first call, not at start: a one-tool server
// does no work before its first call, and parsing a 68 KB answer first
// would add about 3 ms to the baseline's start-up and flatter the host's
// ratio.
func Serve(file string) error {
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
