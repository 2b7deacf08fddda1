package gateway

import (
	"encoding/json"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// register leaves out only the tools mcp-go refuses (it panics on them),
// whatever let them through validation.
func TestRegisterLeavesOutOnlyRefusedTools(t *testing.T) {
	tool := func(name, schema string) server.ServerTool {
		return server.ServerTool{Tool: mcp.NewToolWithRawSchema(name, "d", json.RawMessage(schema))}
	}
	host := []server.ServerTool{tool("list_providers", `{"type":"object"}`)}
	good := `{"type":"object","properties":{"q":{"type":"string"}}}`
	badHeader := `{"type":"object","properties":{"r":{"type":"string","x-mcp-header":"Bad Header"}}}`
	onObject := `{"type":"object","properties":{"r":{"type":"object","x-mcp-header":"Region"}}}`
	tests := []struct {
		name        string
		provided    []server.ServerTool
		wantTools   []string
		wantRefused []string
	}{
		{"all fine", []server.ServerTool{tool("a", good), tool("b", good)}, []string{"a", "b", "list_providers"}, nil},
		{"one refused", []server.ServerTool{tool("a", good), tool("bad", badHeader), tool("b", good)}, []string{"a", "b", "list_providers"}, []string{"bad"}},
		{"two refused", []server.ServerTool{tool("bad1", badHeader), tool("a", good), tool("bad2", onObject)}, []string{"a", "list_providers"}, []string{"bad1", "bad2"}},
		{"nothing else", []server.ServerTool{tool("bad", badHeader)}, []string{"list_providers"}, []string{"bad"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := server.NewMCPServer("t", "1", server.WithToolCapabilities(true))
			refused, whole := register(srv, host, tt.provided)
			if whole != nil {
				t.Fatalf("whole registration failed: %v", whole)
			}
			for name, reason := range refused {
				if !strings.Contains(reason, "x-mcp-header") {
					t.Errorf("reason for %s = %q, want mcp-go's", name, reason)
				}
			}
			if diff := cmp.Diff(tt.wantRefused, slices.Sorted(maps.Keys(refused))); diff != "" {
				t.Errorf("refused (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.wantTools, slices.Sorted(maps.Keys(srv.ListTools()))); diff != "" {
				t.Errorf("registered (-want +got):\n%s", diff)
			}
		})
	}
}
