package golang

import (
	"context"
	"net/url"
	"os"
	"path/filepath"
	"testing"

	"github.com/pkgdocs/pkgdocs/plugins/golang/goenv"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestSourcePublic: a module served by the first entry of the go
// command's built-in GOPROXY, named by no private pattern and fetched
// without credentials, is public; another proxy, a GONOSUMDB pattern or
// a netrc machine for the proxy makes it private. The standard library
// is public.
func TestSourcePublic(t *testing.T) {
	f := recordedProxy(t)
	host, _ := url.Parse(f.srv.URL)
	netrc := filepath.Join(t.TempDir(), "netrc")
	if err := os.WriteFile(netrc, []byte("machine "+host.Hostname()+" login u password p\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	tests := map[string]struct {
		def       string // the built-in GOPROXY
		gonosumdb string
		netrc     string
		want      bool
	}{
		"the default proxy":   {def: f.srv.URL + ",direct", want: true},
		"a configured proxy":  {def: "https://proxy.invalid,direct"},
		"GONOSUMDB names it":  {def: f.srv.URL + ",direct", gonosumdb: "golang.org/x"},
		"netrc for the proxy": {def: f.srv.URL + ",direct", netrc: netrc},
		"default unknown":     {def: ""},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			p := New(Config{Env: &goenv.Env{GOPROXY: f.srv.URL + ",direct", GOMODCACHE: t.TempDir(), GOROOT: goroot(t), GOWORK: "off", GONOSUMDB: tc.gonosumdb, NETRC: tc.netrc},
				DefaultGOPROXY: func(context.Context) (string, error) { return tc.def, nil }})
			d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref("golang.org/x/sync/errgroup", "v0.25.0", "")})
			if err != nil {
				t.Fatal(err)
			}
			if d.Source.Kind != sdk.SourceRegistry || d.Source.Public != tc.want {
				t.Errorf("source %+v, want registry with Public %v", d.Source, tc.want)
			}
			std, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref("errors", "", "")})
			if err != nil {
				t.Fatal(err)
			}
			if std.Source.Kind != sdk.SourceToolchain || !std.Source.Public {
				t.Errorf("standard library source %+v, want toolchain, public", std.Source)
			}
		})
	}
}
