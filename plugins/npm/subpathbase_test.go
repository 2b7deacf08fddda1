package npm

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/plugins/npm/registry"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// A class whose base is imported from a dependency's subpath export
// (@aws-sdk/client-managedblockchain 3.1048.0: ManagedBlockchainClient
// extends Client of "@smithy/core/client", the "./client" entry of
// @smithy/core's exports map; testdata/subpathbase): the members code
// calls on every AWS SDK v3 client (client.send) are the base's, read
// from that entry and listed as inherited, and a name the whole chain
// lacks does not exist.
func TestSubpathBase(t *testing.T) {
	p := newEnv(t).provider()
	ctx := context.Background()
	ref := sdk.PackageRef{Name: "@aws-sdk/client-managedblockchain", ProjectPath: filepath.Join("testdata", "subpathbase")}
	d, err := p.Describe(ctx, sdk.DescribeRequest{Package: ref, Symbol: "ManagedBlockchainClient"})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range d.Symbols {
		if s.Parent == "ManagedBlockchainClient" {
			got = append(got, s.Name)
		}
	}
	want := []string{"ManagedBlockchainClient.config", "ManagedBlockchainClient.destroy",
		"ManagedBlockchainClient.middlewareStack", "ManagedBlockchainClient.initConfig", "ManagedBlockchainClient.send"}
	if diff := cmp.Diff(want, dedupe(got)); diff != "" {
		t.Errorf("members (-want +got):\n%s", diff)
	}
	for _, n := range d.Notes {
		t.Logf("note: %s", n)
	}
}

func dedupe(in []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, s := range in {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

func TestBaseDependency(t *testing.T) {
	m := &registry.Manifest{
		Dependencies: registry.StringMap{"@smithy/core": "^3.24.2", "@types/lodash": "^4", "@types/node": "*"},
	}
	type res struct {
		Name, Rng, Sub string
		OK             bool
	}
	tests := map[string]res{
		"":                    {},
		"@smithy/core":        {"@smithy/core", "^3.24.2", "", true},
		"@smithy/core/client": {"@smithy/core", "^3.24.2", "client", true},
		"lodash/fp":           {"@types/lodash", "^4", "fp", true},
		// A builtin's subpath: @types/node's main entry declares it.
		"fs/promises":       {"@types/node", "*", "", true},
		"@smithy/core/../x": {},
		"left-pad":          {},
	}
	for spec, want := range tests {
		name, rng, sub, ok := baseDependency(m, spec)
		if diff := cmp.Diff(want, res{name, rng, sub, ok}); diff != "" {
			t.Errorf("baseDependency(%q) (-want +got):\n%s", spec, diff)
		}
	}
}
