package npm

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// A value typed by an interface in a namespace another package exports
// (@jupyterlab/vega5-extension 4.6.4, testdata/nsvaluetype, trimmed:
// import type { IRenderMime } from '@jupyterlab/rendermime-interfaces';
// declare const extension: IRenderMime.IExtension; export default
// extension). The type was not read, even where the project installs
// that package, so the default export had no members: extension.rank
// and the rest were "cannot tell".
func TestValueTypedByAnotherPackagesNamespace(t *testing.T) {
	p := newEnv(t).provider()
	ref := sdk.PackageRef{Name: "@jupyterlab/vega5-extension", ProjectPath: filepath.Join("testdata", "nsvaluetype")}
	d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref})
	if err != nil {
		t.Fatal(err)
	}
	ix := apicheck.NewIndex("npm", d.Name, d.Symbols)
	for _, q := range []string{"default.id", "default.rank", "default.rendererFactory", "default.fileTypes"} {
		if got := ix.Check(apicheck.Ref{Query: q}).Verdict; got != sdk.VerdictExists {
			t.Errorf("%s: %v, want exists", q, got)
		}
	}
}
