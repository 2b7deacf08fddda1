package gateway

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/mark3labs/mcp-go/mcp"
)

func TestFromList(t *testing.T) {
	many := make([]string, 150)
	for i := range many {
		many[i] = strings.Repeat("a", i+1)
	}
	tests := map[string]struct {
		all    []string
		prefix string
		want   *mcp.Completion
	}{
		"nil gives an empty array": {nil, "x", &mcp.Completion{Values: []string{}}},
		"prefix ignores case":      {[]string{"npm", "go", "Golang", "go", "python"}, "Go", &mcp.Completion{Values: []string{"go", "Golang"}, Total: 2}},
		"empty prefix keeps all":   {[]string{"b", "a"}, "", &mcp.Completion{Values: []string{"b", "a"}, Total: 2}},
		"capped at 100":            {many, "", &mcp.Completion{Values: many[:100], Total: 150, HasMore: true}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, fromList(tc.all, tc.prefix)); diff != "" {
				t.Errorf("fromList (-want +got):\n%s", diff)
			}
		})
	}
}
