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

// TestCompleteFallbacks: a project without node_modules still completes
// from its lockfile, and outside a project a registry without search gives
// no names and no error.
func TestCompleteFallbacks(t *testing.T) {
	e := newEnv(t)
	p := e.provider()
	ctx := context.Background()
	project := t.TempDir()
	lock, err := os.ReadFile("lockfile/testdata/pnpm9/pnpm-lock.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(project, "pnpm-lock.yaml"), lock, 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := p.Complete(ctx, sdk.CompleteRequest{Argument: "package", Prefix: "is-", ProjectPath: project})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"is-number", "is-odd"}, c.Values); diff != "" {
		t.Errorf("lockfile values (-want +got):\n%s", diff)
	}
	if c.ProjectValues != 0 {
		t.Errorf("ProjectValues = %d; lockfile names are not package.json's", c.ProjectValues)
	}

	// The fixture registry has no /-/v1/search: it answers 404.
	for _, prefix := range []string{"", "is", "@sindresorhus/"} {
		c, err := p.Complete(ctx, sdk.CompleteRequest{Argument: "package", Prefix: prefix})
		if err != nil {
			t.Fatalf("prefix %q: %v", prefix, err)
		}
		if len(c.Values) != 0 {
			t.Errorf("prefix %q: values %v from nowhere", prefix, c.Values)
		}
	}
	e.srv.Extra["/-/v1/search"] = []byte(`{"total":1,"objects":[{"package":{"name":"is-number"}}]}`)
	c, err = p.Complete(ctx, sdk.CompleteRequest{Argument: "package", Prefix: "is"})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"is-number"}, c.Values); diff != "" {
		t.Errorf("search values (-want +got):\n%s", diff)
	}
}
