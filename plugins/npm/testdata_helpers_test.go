package npm

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// describeTestdata describes name as the project testdata/dir installs
// it (a trimmed real package under its node_modules), failing the test on
// an error.
func describeTestdata(t *testing.T, name, dir string) (sdk.PackageRef, *sdk.Document) {
	t.Helper()
	ref := sdk.PackageRef{Name: name, ProjectPath: filepath.Join("testdata", dir)}
	d, err := newEnv(t).provider().Describe(context.Background(), sdk.DescribeRequest{Package: ref})
	if err != nil {
		t.Fatal(err)
	}
	return ref, d
}

// wantVerdicts checks each query against the outline of pkg's symbols,
// as check_package_api's first step does.
func wantVerdicts(t *testing.T, pkg string, syms []sdk.Symbol, want map[string]sdk.Verdict) {
	t.Helper()
	ix := apicheck.NewIndex("npm", pkg, syms)
	for q, w := range want {
		if got := ix.Check(apicheck.Ref{Query: q}); got.Verdict != w {
			t.Errorf("Check(%s) = %v (%s), want %v", q, got.Verdict, got.Note, w)
		}
	}
}
