package golang

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/plugins/golang/goenv"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestLatestKind: the go command's latest version of a module that tags
// no release is its newest commit's pseudo-version, which the answer said
// was the "latest release". golang.org/x/telemetry tags no version: its
// list, .info and .mod are recorded in testdata/proxywalk as the proxy
// serves them, its zip trimmed to the root package's doc.go and mode.go.
func TestLatestKind(t *testing.T) {
	f := recordedProxy(t)
	p := New(Config{Env: &goenv.Env{GOPROXY: f.srv.URL, GOMODCACHE: t.TempDir(), GOROOT: goroot(t), GOWORK: "off"}})
	d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref("golang.org/x/telemetry", "", "")})
	if err != nil {
		t.Fatal(err)
	}
	if d.Version != "v0.0.0-20261111153349-cdaf7e97dd7b" {
		t.Errorf("version %s, want the newest pseudo-version listed", d.Version)
	}
	var from string
	for _, x := range d.Facts {
		if x.Label == sdk.FactVersionFrom {
			from = x.Value
		}
	}
	if want := "newest commit, a pseudo-version (the module tags no release)"; from != want {
		t.Errorf("Version from = %q, want %q", from, want)
	}
	for _, tc := range []struct{ version, want string }{
		{"v1.2.3", "latest release"},
		{"v2.0.0+incompatible", "latest release"},
		{"v1.3.0-rc.1", "latest pre-release (the module has no release to take)"},
		{"v0.0.0-20261111153349-cdaf7e97dd7b", "newest commit, a pseudo-version (the module tags no release)"},
		{"v1.2.4-0.20240101000000-abcdefabcdef", "newest commit, a pseudo-version (the module tags no release)"},
	} {
		if d := cmp.Diff(tc.want, latestKind(tc.version)); d != "" {
			t.Errorf("latestKind(%s) (-want +got):\n%s", tc.version, d)
		}
	}
}
