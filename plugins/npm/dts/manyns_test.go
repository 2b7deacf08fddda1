package dts

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// TestNamespacesPastSymbolBound: @cdktf/provider-aws 21.22.1's entry
// exports one namespace a resource, 2,212 of them (export * as
// lightsailLbAttachment from './lightsail-lb-attachment'), each a module
// of classes and interfaces with dozens of members. The outline spent its
// 20,000 symbols on the first 143 namespaces' members and listed none of
// the other 2,069 names; a check called those "does not exist".
// testdata/manyns holds its real lib/index.d.ts and one resource module,
// lightsail-lb-attachment/index.d.ts; the other modules are that one with
// the resource's name, as the package's are (the files bound is raised
// past the package's 2,231 files: this tests the symbols bound).
func TestNamespacesPastSymbolBound(t *testing.T) {
	files := readTree(t, "testdata/manyns")
	tmpl := files["lightsail-lb-attachment/index.d.ts"]
	re := regexp.MustCompile(`(?m)^export \* as (\w+) from '\./([\w-]+)';`)
	nss := re.FindAllSubmatch(files["index.d.ts"], -1)
	if len(nss) != 2212 {
		t.Fatalf("fixture: %d namespaces, want the package's 2,212", len(nss))
	}
	pascal := func(s string) string { return strings.ToUpper(s[:1]) + s[1:] }
	for _, m := range nss {
		files[string(m[2])+"/index.d.ts"] = bytes.ReplaceAll(tmpl, []byte("LightsailLbAttachment"), []byte(pascal(string(m[1]))))
	}
	res := (&Scanner{Files: files, Package: "@cdktf/provider-aws", Limits: Limits{MaxFiles: 4000}}).Scan([]string{"index.d.ts"})
	if !res.Truncated {
		t.Fatal("the outline was not cut: the test no longer tests the symbols bound")
	}
	got := map[string]sdk.Symbol{}
	for _, s := range res.Symbols {
		got[s.Name] = s
	}
	for _, m := range nss {
		if _, ok := got[string(m[1])]; !ok {
			t.Errorf("namespace %s not in the outline", m[1])
		}
	}
	first, last := string(nss[0][1]), string(nss[len(nss)-1][1])
	if _, ok := got[first+"."+CutMembers]; ok {
		t.Errorf("%s, within the bound, is marked cut", first)
	}
	if s, ok := got[last+"."+CutMembers]; !ok || s.Kind != apicheck.KindUnlisted || s.Parent != last {
		t.Errorf("%s, past the bound, has no cut marker: %+v", last, s)
	}
	ix := apicheck.NewIndex("npm", "@cdktf/provider-aws", res.Symbols)
	firstClass, lastClass := first+"."+pascal(first), last+"."+pascal(last)
	for _, c := range []struct {
		query string
		want  sdk.Verdict
	}{
		{first, sdk.VerdictExists},
		{last, sdk.VerdictExists},
		{firstClass, sdk.VerdictExists},
		{firstClass + "Misspelt", sdk.VerdictMissing},
		// Past the bound: the namespace's members are not listed, so
		// neither its real class nor a misspelt one can be told apart.
		{lastClass, sdk.VerdictOutOfReach},
		{lastClass + "Misspelt", sdk.VerdictOutOfReach},
	} {
		got := ix.Check(apicheck.Ref{Query: c.query}).Verdict
		if diff := cmp.Diff(c.want, got); diff != "" {
			t.Errorf("check %s (-want +got):\n%s", c.query, diff)
		}
	}
}
