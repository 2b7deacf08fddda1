package npm

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestSubpathsOnly: @modelcontextprotocol/sdk 1.32.2 (testdata/subpathsonly,
// trimmed) gives its main entry "." a dist/esm/index.d.ts it does not ship,
// and types its subpath exports: "./client" and the pattern "./*"
// ("types": "./dist/esm/*.d.ts", "import": "./dist/esm/*"), through which
// code imports "@modelcontextprotocol/sdk/server/mcp.js". The package
// itself has no outline, and says where its types are, not that it ships
// none; a subpath the pattern matches is described from its declarations;
// one it does not match is not found.
func TestSubpathsOnly(t *testing.T) {
	p := newEnv(t).provider()
	ctx := context.Background()
	project := filepath.Join("testdata", "subpathsonly")
	d, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "@modelcontextprotocol/sdk", ProjectPath: project}})
	if err != nil {
		t.Fatal(err)
	}
	notes := strings.Join(d.Notes, "\n")
	if strings.Contains(notes, "ships no type declarations") || !strings.Contains(notes, `"@modelcontextprotocol/sdk/client"`) || !strings.Contains(notes, "@modelcontextprotocol/sdk/* (a pattern") {
		t.Errorf("notes do not point at the typed subpaths:\n%s", notes)
	}
	sub, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "@modelcontextprotocol/sdk/server/mcp.js", ProjectPath: project}})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range sub.Symbols {
		got = append(got, s.Name)
	}
	want := []string{"McpServer", "McpServer", "McpServer.connect", "McpServer.close"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("symbols of server/mcp.js (-want +got):\n%s", diff)
	}
	_, err = p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "@modelcontextprotocol/sdk/server/nothere.js", ProjectPath: project}})
	if sdk.Code(err) != codes.NotFound {
		t.Errorf("a subpath with no declarations: err = %v, want not found", err)
	}
}
