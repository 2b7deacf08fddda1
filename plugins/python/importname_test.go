package python

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// A distribution whose one module is named unlike it (Debian's
// python3-xstatic-js-yaml: XStatic-JS-Yaml installs xstatic.pkg.js_yaml,
// inside a namespace package; beautifulsoup4's bs4 is the same shape)
// gives that module's name as the package name code uses
// (sdk.FactPackageName), and the check, which indexes the outline with
// it as the host does, reads names written with it in front and
// snippets importing from it. Before, "xstatic.pkg.js_yaml.BASE_DIR"
// did not exist ("has no module or name xstatic") and a snippet's
// "from xstatic.pkg.js_yaml import BASE_DIR" named nothing of the
// package.
func TestPackageNameOfAnOtherwiseNamedModule(t *testing.T) {
	project, site := venv(t, nil, nil)
	copyTree(t, filepath.Join("testdata", "importname", "XStatic-JS-Yaml"), site)
	doc, err := newWorld(t).provider().Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "XStatic-JS-Yaml", ProjectPath: project}})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range doc.Facts {
		if f.Label == sdk.FactPackageName {
			names = append(names, f.Value)
		}
	}
	if d := cmp.Diff([]string{"xstatic.pkg.js_yaml"}, names); d != "" {
		t.Fatalf("package name facts (-want +got):\n%s", d)
	}
	ix := apicheck.NewIndex("python", doc.Name, doc.Symbols)
	for _, n := range names {
		ix.AlsoImportedAs(n)
	}
	got := map[string]sdk.Verdict{}
	for _, q := range []string{"xstatic.pkg.js_yaml.BASE_DIR", "xstatic.pkg.js_yaml.NOPE", "BASE_DIR"} {
		got[q] = ix.Check(apicheck.Ref{Query: q}).Verdict
	}
	refs, _ := ix.Extract("from xstatic.pkg.js_yaml import BASE_DIR, VERSON\n")
	for _, r := range refs {
		got["code: "+r.Query] = ix.Check(r).Verdict
	}
	want := map[string]sdk.Verdict{
		"xstatic.pkg.js_yaml.BASE_DIR": sdk.VerdictExists,
		"xstatic.pkg.js_yaml.NOPE":     sdk.VerdictMissing,
		"BASE_DIR":                     sdk.VerdictExists,
		"code: BASE_DIR":               sdk.VerdictExists,
		"code: VERSON":                 sdk.VerdictMissing,
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("verdicts (-want +got):\n%s", d)
	}
}

// A module the distribution's name gives (PyYAML's yaml) needs no fact.
func TestPackageNameOnlyWhenNotGiven(t *testing.T) {
	tests := []struct {
		dist    string
		imports []string
		module  string
		want    string
	}{
		{"PyYAML", []string{"yaml"}, "", ""},
		{"requests", []string{"requests"}, "", ""},
		{"beautifulsoup4", []string{"bs4"}, "", "bs4"},
		{"Pillow", []string{"PIL"}, "", "PIL"},
		{"XStatic-JS-Yaml", []string{"xstatic.pkg.js_yaml"}, "", "xstatic.pkg.js_yaml"},
		{"zope.interface", []string{"zope.interface"}, "", ""},
		{"pytest", []string{"_pytest", "py", "pytest"}, "", ""}, // names spelled with their module
		{"pytest", []string{"_pytest", "py", "pytest"}, "_pytest.fixtures", "_pytest.fixtures"},
	}
	for _, tt := range tests {
		if got := packageName(tt.dist, tt.imports, tt.module); got != tt.want {
			t.Errorf("packageName(%s, %v, %q) = %q, want %q", tt.dist, tt.imports, tt.module, got, tt.want)
		}
	}
}
