package npm

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestCompleteProjectValues checks the count the host relies on to list a
// project's direct dependencies: package.json's, not node_modules'.
func TestCompleteProjectValues(t *testing.T) {
	p := newEnv(t).provider()
	project := t.TempDir()
	write := func(rel, data string) {
		fp := filepath.Join(project, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(fp), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(fp, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("package.json", `{"dependencies":{"react":"18","@scope/ui":"1"},"devDependencies":{"vitest":"1"}}`)
	write("node_modules/react/package.json", `{"name":"react"}`)
	write("node_modules/loose-envify/package.json", `{"name":"loose-envify"}`)
	tests := map[string]struct {
		req    sdk.CompleteRequest
		values []string
		pv     int
	}{
		"project":    {sdk.CompleteRequest{Argument: "package", ProjectPath: project}, []string{"@scope/ui", "react", "vitest", "loose-envify"}, 3},
		"prefix":     {sdk.CompleteRequest{Argument: "package", Prefix: "r", ProjectPath: project}, []string{"react"}, 1},
		"limit":      {sdk.CompleteRequest{Argument: "package", ProjectPath: project, Limit: 2}, []string{"@scope/ui", "react"}, 2},
		"no project": {sdk.CompleteRequest{Argument: "package"}, nil, 0},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			c, err := p.Complete(context.Background(), tc.req)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.values, c.Values); diff != "" {
				t.Errorf("values (-want +got):\n%s", diff)
			}
			if c.ProjectValues != tc.pv {
				t.Errorf("ProjectValues = %d, want %d", c.ProjectValues, tc.pv)
			}
		})
	}
}
