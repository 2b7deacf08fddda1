package npm

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// A dependency's whole module passed on as one name: @putout/recast
// 1.16.1 (testdata/depnamespace, trimmed) says `import * as types from
// "ast-types"; export { types }`. The namespace was listed as an alias
// of nothing, so every types.X a check asked was "cannot tell" and no
// member of it was in the outline. The dependency is read, as for a name
// re-exported from it, and the namespace holds its exports.
func TestNamespaceOfADependency(t *testing.T) {
	p := newEnv(t).provider()
	ref := sdk.PackageRef{Name: "@putout/recast", ProjectPath: filepath.Join("testdata", "depnamespace")}
	d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref})
	if err != nil {
		t.Fatal(err)
	}
	var members []string
	seen := map[string]bool{}
	for _, s := range d.Symbols {
		// A const typed with a call signature lists it as one more
		// signature of the name: each name once.
		if s.Parent == "types" && !seen[s.Name] {
			seen[s.Name] = true
			members = append(members, s.Name)
		}
	}
	want := []string{"types.ASTNode", "types.astNodesAreEquivalent", "types.builders", "types.defineMethod", "types.finalize", "types.getFieldValue", "types.visit"}
	if diff := cmp.Diff(want, members); diff != "" {
		t.Errorf("members of types (-want +got):\n%s", diff)
	}
	ix := apicheck.NewIndex("npm", d.Name, d.Symbols)
	for q, want := range map[string]sdk.Verdict{
		"types.getFieldValue": sdk.VerdictExists,
		"types.getFeldValue":  sdk.VerdictMissing,
		"types.ASTNode.type":  sdk.VerdictExists,
		// A const of the namespace typed by an interface of another
		// file: its members are listed, as for a const the package
		// re-exports by name (@module-federation/runtime-tools' default
		// namespace lost Module's to it).
		"types.builders.identifier": sdk.VerdictExists,
	} {
		if got := ix.Check(apicheck.Ref{Query: q}).Verdict; got != want {
			t.Errorf("%s: %v, want %v", q, got, want)
		}
	}
}
