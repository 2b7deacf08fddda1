package npm

import (
	"testing"

	"github.com/pkgdocs/pkgdocs/plugins/npm/dts"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// An outline cut at the scanner's limits (@styled-icons/simple-icons
// 10.46.0, testdata/cutoutline, trimmed to four of its 2,169 icons, each
// a declaration file of its own, and scanned here with a bound of three
// files where the real package passes the default bound): an icon past
// the bound was "does not exist", though the package exports it. Names
// the outline lacks are "cannot tell" now; those it lists still exist.
func TestCutOutlineCannotTell(t *testing.T) {
	files := readTree(t, "testdata/cutoutline/simple-icons")
	s := &dts.Scanner{Files: files, Package: "@styled-icons/simple-icons", Limits: dts.Limits{MaxFiles: 3}}
	k := &pkg{name: "@styled-icons/simple-icons", api: s.Scan([]string{"index.d.ts"})}
	if !k.api.Truncated {
		t.Fatal("the scan was not cut: the test no longer tests the bound")
	}
	markCutOutline(k)
	markCutOutline(k) // once only
	n := 0
	for _, sym := range k.api.Symbols {
		if sym.Kind == apicheck.KindUnlisted {
			n++
		}
	}
	if n != 1 {
		t.Errorf("%d unlisted symbols, want 1", n)
	}
	ix := apicheck.NewIndex("npm", k.name, k.api.Symbols)
	for q, want := range map[string]sdk.Verdict{
		"OneThousandOneTracklists": sdk.VerdictExists,
		"OnePassword":              sdk.VerdictExists,
		"FortyTwo":                 sdk.VerdictOutOfReach, // past the bound
		"FortyTwoo":                sdk.VerdictOutOfReach,
	} {
		if got := ix.Check(apicheck.Ref{Query: q}).Verdict; got != want {
			t.Errorf("%s: %v, want %v", q, got, want)
		}
	}
}
