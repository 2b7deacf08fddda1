package npm

import (
	"context"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

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

// TestCapOutlineKeepsTopLevel: an outline over its size bound was cut
// with everything after the cut, top-level names and the unlisted marks of
// names not listed included, so checks answered "does not exist" for real
// names (@turnkey/http 6.6.0, whose 16 MB generated TurnkeyApi spent the 8
// MB: sealAndStampRequestBody, isHttpClient, TActivityResponse). On
// @temporalio/proto 1.24.0's outline (recorded), cut at 1 MB inside
// coresdk's members: every top-level name stays listed, a declaration
// whose members were cut says so (cannot tell), and a name the whole
// package lacks still does not exist.
func TestCapOutlineKeepsTopLevel(t *testing.T) {
	p := newEnv(t).provider()
	d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "@temporalio/proto", Version: "1.24.0"}})
	if err != nil {
		t.Fatal(err)
	}
	if note := capOutline(d, 1<<20); note == "" {
		t.Fatal("the outline was not cut at 1 MB")
	}
	var top []string
	for _, s := range d.Symbols {
		if s.Parent == "" && s.Kind != apicheck.KindUnlisted {
			top = append(top, s.Name)
		}
	}
	slices.Sort(top)
	if diff := cmp.Diff([]string{"coresdk", "google", "grpc", "nexusannotations", "temporal"}, top); diff != "" {
		t.Errorf("top-level names (-want +got):\n%s", diff)
	}
	wantVerdicts(t, "@temporalio/proto", d.Symbols, map[string]sdk.Verdict{
		"temporal":                  sdk.VerdictExists,
		"coredsk":                   sdk.VerdictMissing,
		"coresdk.ActivityHeartbeat": sdk.VerdictExists,
		"temporal.api":              sdk.VerdictExists,
		"temporal.apj":              sdk.VerdictMissing,
		"google.rpc":                sdk.VerdictOutOfReach,
		"temporal.api.workflowservice.v1.TerminateWorkflowExecutionRequest": sdk.VerdictOutOfReach,
	})
}
