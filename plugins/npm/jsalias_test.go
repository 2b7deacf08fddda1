package npm

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// An alias package: @preact/compat 18.3.2 (testdata/jsalias, its real
// files; preact's declarations trimmed) ships no declarations, and its
// JavaScript only re-exports preact/compat (module.exports =
// require('preact/compat'); export * from 'preact/compat'), a module of
// its peer dependency. The compiler types it by preact/compat's
// declarations, whose hooks are export import aliases of a namespace
// import of '../../hooks', a directory whose own package.json names its
// types. The outline was the JavaScript's one re-exported default, so
// every hook was "does not exist".
func TestJSAliasPackage(t *testing.T) {
	p := newEnv(t).provider()
	ref := sdk.PackageRef{Name: "@preact/compat", ProjectPath: filepath.Join("testdata", "jsalias")}
	d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref})
	if err != nil {
		t.Fatal(err)
	}
	ix := apicheck.NewIndex("npm", d.Name, d.Symbols)
	tests := []struct {
		q    string
		want sdk.Verdict
	}{
		{"useTransition", sdk.VerdictExists},
		{"findDOMNode", sdk.VerdictExists},
		{"useRef", sdk.VerdictExists},
		{"useState", sdk.VerdictExists},
		{"version", sdk.VerdictExists},
		{"useTransitoin", sdk.VerdictMissing},
	}
	var got, want []string
	for _, tc := range tests {
		got = append(got, tc.q+": "+ix.Check(apicheck.Ref{Query: tc.q}).Verdict.String())
		want = append(want, tc.q+": "+tc.want.String())
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("verdicts (-want +got):\n%s", diff)
	}
	for _, s := range d.Symbols {
		if s.Name == "useRef" && !strings.Contains(s.Signature, "RefObject<T>") {
			t.Errorf("useRef: signature %q, want hooks' declaration", s.Signature)
		}
	}
	found := false
	for _, f := range d.Facts {
		if f.Label == "Types" {
			found = true
			if f.Value != "from preact@11.2.0 (installed)" {
				t.Errorf("Types fact = %q, want preact's declarations named", f.Value)
			}
		}
	}
	if !found {
		t.Error("no Types fact")
	}
}
