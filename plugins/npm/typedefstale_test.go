package npm

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// TestTypedefUnderTypes: body-parser 2.4.0 typed by @types/body-parser
// 1.19.6 (testdata/typedefstale, both trimmed), written for an older
// minor, so the names its JavaScript adds are marked "cannot tell". Its
// JSDoc @typedef Parsers is not one of them: the compiler reads the
// @types package, so no code reaches a type the JavaScript declares.
func TestTypedefUnderTypes(t *testing.T) {
	p := newEnv(t).provider()
	ref := sdk.PackageRef{Name: "body-parser", ProjectPath: filepath.Join("testdata", "typedefstale")}
	d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range d.Symbols {
		if strings.Contains(s.Name, "Parsers") {
			t.Errorf("the JavaScript's @typedef is listed: %+v", s)
		}
	}
	ix := apicheck.NewIndex("npm", ref.Name, d.Symbols)
	for q, want := range map[string]sdk.Verdict{"json": sdk.VerdictExists, "raw": sdk.VerdictOutOfReach} {
		if got := ix.Check(apicheck.Ref{Query: q}); got.Verdict != want {
			t.Errorf("Check(%s) = %v (%s), want %v", q, got.Verdict, got.Note, want)
		}
	}
}
