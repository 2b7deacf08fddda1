package npm

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// Declarations from an @types package written for an older minor than
// the package's (circular-json 0.5.9 with @types/circular-json 0.4.0;
// testdata/staletypes): a name the package's JavaScript defines that
// they lack (CircularJSON.parser, new in 0.5) is "cannot tell", with the
// reason, never "does not exist"; a made-up name still does not exist,
// and the declared ones exist.
func TestStaleTypesJSNames(t *testing.T) {
	p := newEnv(t).provider()
	ref := sdk.PackageRef{Name: "circular-json", ProjectPath: filepath.Join("testdata", "staletypes")}
	d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref})
	if err != nil {
		t.Fatal(err)
	}
	ix := apicheck.NewIndex("npm", "circular-json", d.Symbols)
	tests := map[string]sdk.Verdict{
		"parse":     sdk.VerdictExists,
		"stringify": sdk.VerdictExists,
		"parser":    sdk.VerdictOutOfReach,
		"clone":     sdk.VerdictMissing,
	}
	for name, want := range tests {
		if got := ix.Check(apicheck.Ref{Query: name}); got.Verdict != want {
			t.Errorf("Check(%q) = %v (%s), want %v", name, got.Verdict, got.Note, want)
		}
	}
	// module.exports = CircularJSON: the JavaScript names the module
	// itself so, but importers bind it as they like; the names are its
	// properties, and the module's own name is no name the types lack.
	for _, s := range d.Symbols {
		if s.Name == "CircularJSON" {
			t.Errorf("listed %s (%s): the module itself", s.Name, s.Signature)
		}
	}
}
