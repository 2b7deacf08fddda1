package npm

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// TestJSONMain: tzdata 1.0.51 (testdata/jsonmain, its data trimmed to one
// zone and one rule) has "main": "timezone-data.json" and no types:
// require('tzdata') is that object. It had no outline, so check could
// not answer; its top-level keys are now its names.
func TestJSONMain(t *testing.T) {
	p := newEnv(t).provider()
	ref := sdk.PackageRef{Name: "tzdata", ProjectPath: filepath.Join("testdata", "jsonmain")}
	d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range d.Symbols {
		got = append(got, s.Name+" ["+s.Kind+"] "+s.Signature)
	}
	want := []string{"zones [property] zones: object", "rules [property] rules: object", "version [property] version: string"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("symbols (-want +got):\n%s", diff)
	}
	ix := apicheck.NewIndex("npm", ref.Name, d.Symbols)
	for q, want := range map[string]sdk.Verdict{"zones": sdk.VerdictExists, "version": sdk.VerdictExists, "zonse": sdk.VerdictMissing} {
		if got := ix.Check(apicheck.Ref{Query: q}); got.Verdict != want {
			t.Errorf("Check(%s) = %v (%s), want %v", q, got.Verdict, got.Note, want)
		}
	}
}
