package npm

import (
	"context"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/answer"
)

// A type with more members than a page holds, named by quoted keys
// (csstype 3.2.4's ObsoletePropertiesHyphen, installed, testdata/quotedkeys):
// page one of its symbol= answer names every member, those without a
// signature in the index, each as code writes it ("-moz-outline"), and a
// member asked for in that spelling or as an index expression resolves.
func TestQuotedKeysPastPageOne(t *testing.T) {
	p := newEnv(t).provider()
	ctx := context.Background()
	ref := sdk.PackageRef{Name: "csstype", ProjectPath: filepath.Join("testdata", "quotedkeys")}
	d, err := p.Describe(ctx, sdk.DescribeRequest{Package: ref, Symbol: "ObsoletePropertiesHyphen"})
	if err != nil {
		t.Fatal(err)
	}
	var members []string
	for _, s := range d.Symbols {
		if s.Parent == "ObsoletePropertiesHyphen" {
			members = append(members, strings.TrimPrefix(s.Name, "ObsoletePropertiesHyphen."))
		}
	}
	if len(members) < 100 {
		t.Fatalf("%d members, want the interface's 108", len(members))
	}
	pages, err := answer.CheckReachable(d, answer.RenderOptions{Ecosystem: "npm", MaxLength: 12000})
	if err != nil {
		t.Fatal(err)
	}
	if len(pages) < 2 {
		t.Fatalf("%d pages: the fixture no longer overflows a page", len(pages))
	}
	for _, m := range members {
		spelled := regexp.MustCompile(`\b` + m + `\b`)
		if strings.Contains(m, "-") {
			spelled = regexp.MustCompile(regexp.QuoteMeta(`"` + m + `"`))
		}
		if !spelled.MatchString(pages[0].Text) {
			t.Errorf("page one does not name %s as code writes it", m)
		}
	}
	for _, q := range []string{`ObsoletePropertiesHyphen["-moz-outline"]`, `ObsoletePropertiesHyphen."-moz-outline"`} {
		f, err := p.Describe(ctx, sdk.DescribeRequest{Package: ref, Symbol: q})
		if err != nil {
			t.Errorf("%s: %v", q, err)
			continue
		}
		if f.Focus != "ObsoletePropertiesHyphen.-moz-outline" {
			t.Errorf("%s: focus %q", q, f.Focus)
		}
	}
}
