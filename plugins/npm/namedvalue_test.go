package npm

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// A value exported by name and named like its package (character-
// entities 2.0.2, testdata/namedvalue: export const characterEntities:
// Record<string, string>). Code imports it and writes its members
// through it (characterEntities.AElig, from the package's README): those
// are members of its type, not top-level names of the package, so the
// check must not answer "does not exist" by looking for a top-level
// AElig. Record is TypeScript's, whose keys this check cannot list:
// "cannot tell". A made-up top-level name still does not exist.
func TestMemberOfValueNamedLikePackage(t *testing.T) {
	p := newEnv(t).provider()
	ref := sdk.PackageRef{Name: "character-entities", ProjectPath: filepath.Join("testdata", "namedvalue")}
	d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref})
	if err != nil {
		t.Fatal(err)
	}
	ix := apicheck.NewIndex("npm", d.Name, d.Symbols)
	tests := []struct {
		q    string
		want sdk.Verdict
	}{
		{"characterEntities", sdk.VerdictExists},
		{"characterEntities.AElig", sdk.VerdictOutOfReach},
		{"characterEntities.amp", sdk.VerdictOutOfReach},
		{"legacyEntities", sdk.VerdictMissing},
		{"characterEntities.legacyEntities.x", sdk.VerdictOutOfReach},
	}
	var got, want []string
	for _, tc := range tests {
		c := ix.Check(apicheck.Ref{Query: tc.q})
		got = append(got, tc.q+": "+c.Verdict.String())
		want = append(want, tc.q+": "+tc.want.String())
		if c.Verdict == sdk.VerdictOutOfReach && c.Note == "" {
			t.Errorf("%s: cannot tell, without saying why", tc.q)
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("verdicts (-want +got):\n%s", diff)
	}
}
