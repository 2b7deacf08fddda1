package gateway

import (
	"errors"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/pkgdocs/pkgdocs/sdk"
)

func TestToolError(t *testing.T) {
	tests := []struct {
		err  error
		want string
	}{
		{sdk.NotFound("package %q not found", "x"), `not found: package "x" not found. Check`},
		{sdk.InvalidArgument("bad name"), "invalid argument: bad name. Fix"},
		{sdk.Unavailable("registry down"), "unavailable: registry down. The upstream"},
		{errors.New("boom"), "error: boom."},
	}
	for _, tt := range tests {
		res := toolError(tt.err)
		if !res.IsError {
			t.Errorf("%v: not an error result", tt.err)
		}
		text := res.Content[0].(mcp.TextContent).Text
		if !strings.HasPrefix(text, tt.want) {
			t.Errorf("toolError(%v) = %q, want prefix %q", tt.err, text, tt.want)
		}
	}
}
