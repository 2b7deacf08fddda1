package golang

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/plugins/golang/goenv"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// TestEmbeddedOtherPackage: a struct embedding a type of another package
// (github.com/miekg/dns v1.1.73's Conn, embedding net.Conn; trimmed) is
// described with the members it gets from there, read from that package,
// marked as inherited so that a name missing from the whole chain does
// not exist. When the embedded package cannot be read (no GOROOT here),
// nothing is marked and such a name stays "cannot tell".
func TestEmbeddedOtherPackage(t *testing.T) {
	proj, err := filepath.Abs("testdata/embed/dns")
	if err != nil {
		t.Fatal(err)
	}
	tests := map[string]struct {
		goroot string
		want   map[string]sdk.Verdict
	}{
		"embedded package read": {goroot: goroot(t), want: map[string]sdk.Verdict{
			"dns.Conn.Close": sdk.VerdictExists, "dns.Conn.SetDeadline": sdk.VerdictExists, "dns.Conn.UDPSize": sdk.VerdictExists,
			"dns.Conn.Read": sdk.VerdictExists, "dns.Conn.Nope": sdk.VerdictMissing,
		}},
		"embedded package unreadable": {goroot: t.TempDir(), want: map[string]sdk.Verdict{
			"dns.Conn.Close": sdk.VerdictOutOfReach, "dns.Conn.UDPSize": sdk.VerdictExists,
			"dns.Conn.Read": sdk.VerdictExists, "dns.Conn.Nope": sdk.VerdictOutOfReach,
		}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			p := New(Config{Env: &goenv.Env{GOPROXY: "off", GOMODCACHE: t.TempDir(), GOROOT: tc.goroot, GOWORK: "off"}})
			doc, err := p.Describe(context.Background(), sdk.DescribeRequest{
				Package: sdk.PackageRef{Ecosystem: "go", Name: "github.com/miekg/dns", ProjectPath: proj}, Symbol: "Conn"})
			if err != nil {
				t.Fatal(err)
			}
			ix := apicheck.NewIndex("go", doc.Name, doc.Symbols)
			got := map[string]sdk.Verdict{}
			for q := range tc.want {
				got[q] = ix.Check(apicheck.Ref{Query: q}).Verdict
			}
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("verdicts (-want +got):\n%s", d)
			}
		})
	}
}
