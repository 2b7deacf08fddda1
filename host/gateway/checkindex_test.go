package gateway

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// The check's index reads the package name the describe's facts give
// (sdk.FactPackageName) for the names it checks, not only for the
// snippet extractors: beautifulsoup4's module is bs4, and
// "bs4.BeautifulSoup", asked by name, was "does not exist" ("no module
// or name bs4") while a snippet's "from bs4 import BeautifulSoup" was
// read; a dotted one (a module inside a namespace package) is read
// whole.
func TestCheckIndexReadsPackageName(t *testing.T) {
	doc := func(name, pkgName string) *sdk.Document {
		return &sdk.Document{Name: name, Version: "1.0",
			Facts:   []sdk.Fact{{Label: "Import", Value: "import " + pkgName}, {Label: sdk.FactPackageName, Value: pkgName}},
			Symbols: []sdk.Symbol{{Name: "BeautifulSoup", Kind: "class", Signature: "class BeautifulSoup(Tag)"}, {Name: "BASE_DIR", Kind: "var"}}}
	}
	tests := []struct {
		doc   *sdk.Document
		query string
		want  sdk.Verdict
	}{
		{doc("beautifulsoup4", "bs4"), "bs4.BeautifulSoup", sdk.VerdictExists},
		{doc("beautifulsoup4", "bs4"), "bs4.Nope", sdk.VerdictMissing},
		{doc("XStatic-JS-Yaml", "xstatic.pkg.js_yaml"), "xstatic.pkg.js_yaml.BASE_DIR", sdk.VerdictExists},
		{doc("XStatic-JS-Yaml", "xstatic.pkg.js_yaml"), "xstatic.pkg.js_yaml.NOPE", sdk.VerdictMissing},
	}
	got, want := map[string]sdk.Verdict{}, map[string]sdk.Verdict{}
	for _, tt := range tests {
		want[tt.query] = tt.want
		got[tt.query] = newIndex("python", tt.doc).Check(apicheck.Ref{Query: tt.query}).Verdict
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("verdicts (-want +got):\n%s", d)
	}
}
