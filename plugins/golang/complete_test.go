package golang

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/pkgdocs/pkgdocs/plugins/golang/goenv"
	"github.com/pkgdocs/pkgdocs/sdk"
	"google.golang.org/grpc/codes"
)

// TestCompleteProjectValues checks the count the host relies on to list a
// project's dependencies: only go.mod requirements, never the standard
// library suggestions that follow them.
func TestCompleteProjectValues(t *testing.T) {
	p := newProvider(t, world(t), "")
	app := t.TempDir()
	gomod := "module example.com/app\n\ngo 1.22\n\nrequire (\n\texample.com/uuid v1.0.0\n\tgolang.org/x/mod v0.20.0\n\texample.com/local v0.0.0\n)\n\nrequire (\n\texample.com/dep-of-dep v1.2.0 // indirect\n\tgolang.org/x/sys v0.30.0 // indirect\n)\n"
	if err := os.WriteFile(filepath.Join(app, "go.mod"), []byte(gomod), 0o644); err != nil {
		t.Fatal(err)
	}
	std := goroot(t) != ""
	tests := map[string]struct {
		req       sdk.CompleteRequest
		wantFirst []string
		wantPV    int
	}{
		"project":             {sdk.CompleteRequest{Argument: "package", ProjectPath: app, Limit: 100}, []string{"example.com/local", "example.com/uuid", "golang.org/x/mod"}, 3},
		"indirect completes":  {sdk.CompleteRequest{Argument: "package", Prefix: "example.com/dep", ProjectPath: app, Limit: 100}, nil, 0},
		"prefix":              {sdk.CompleteRequest{Argument: "package", Prefix: "example.com/u", ProjectPath: app, Limit: 100}, []string{"example.com/uuid"}, 1},
		"limit cuts the deps": {sdk.CompleteRequest{Argument: "package", ProjectPath: app, Limit: 2}, []string{"example.com/local", "example.com/uuid"}, 2},
		"no project":          {sdk.CompleteRequest{Argument: "package", Prefix: "example.com/", Limit: 100}, nil, 0},
		"other argument":      {sdk.CompleteRequest{Argument: "symbol", ProjectPath: app}, nil, 0},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			c, err := p.Complete(context.Background(), tc.req)
			if err != nil {
				t.Fatal(err)
			}
			if c.ProjectValues != tc.wantPV {
				t.Errorf("ProjectValues = %d, want %d (values %v)", c.ProjectValues, tc.wantPV, c.Values)
			}
			if diff := cmp.Diff(tc.wantFirst, c.Values[:c.ProjectValues], cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("project values (-want +got):\n%s", diff)
			}
			if name == "indirect completes" && !cmp.Equal(c.Values, []string{"example.com/dep-of-dep"}) {
				t.Errorf("an indirect requirement does not complete: %v", c.Values)
			}
			if name == "project" && !cmp.Equal(c.Values[3:5], []string{"example.com/dep-of-dep", "golang.org/x/sys"}) {
				t.Errorf("indirect requirements do not follow the direct ones: %v", c.Values)
			}
			if name == "project" && std && len(c.Values) <= c.ProjectValues {
				t.Errorf("no standard-library suggestions after the project's: %v", c.Values)
			}
		})
	}
}

// TestCompleteVersions: the releases of a package's module, newest first,
// without the pseudo-versions the proxy lists (golang.org/x/sync's real
// list has 19 before its first tag).
func TestCompleteVersions(t *testing.T) {
	f := recordedProxy(t)
	p := New(Config{Env: &goenv.Env{GOPROXY: f.srv.URL, GOMODCACHE: t.TempDir(), GOROOT: goroot(t), GOWORK: "off"}})
	c, err := p.Complete(context.Background(), sdk.CompleteRequest{Argument: "version", Limit: 1000,
		Context: map[string]string{"package": "golang.org/x/sync/errgroup"}})
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Values) != 25 || c.Values[0] != "v0.25.0" || c.Values[24] != "v0.1.0" || c.Total != 25 {
		t.Errorf("versions = %v (total %d), want v0.25.0 … v0.1.0, 25 releases", c.Values, c.Total)
	}
	for _, v := range c.Values {
		if strings.Contains(v, "-") {
			t.Errorf("pre-release or pseudo-version listed: %s", v)
		}
	}
	none, err := p.Complete(context.Background(), sdk.CompleteRequest{Argument: "version"})
	if err != nil || len(none.Values) != 0 {
		t.Errorf("version completion without a package = %v, %v; want none", none, err)
	}
}

// TestCompleteCancelledWhileListingStd: the first completion walks the
// standard library; a caller that gives up meanwhile gets its context's
// error, and the walk still serves the next caller.
func TestCompleteCancelledWhileListingStd(t *testing.T) {
	if goroot(t) == "" {
		t.Skip("no Go toolchain")
	}
	p := newProvider(t, world(t), "")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := p.Complete(ctx, sdk.CompleteRequest{Argument: "package"}); sdk.Code(err) != codes.Canceled {
		t.Errorf("cancelled completion: %v (%s), want Canceled", err, sdk.Code(err))
	}
	c, err := p.Complete(context.Background(), sdk.CompleteRequest{Argument: "package", Prefix: "net/http", Limit: 100})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(c.Values, "net/http") || slices.Contains(c.Values, "net/http/internal") {
		t.Errorf("completion after a cancelled one: %v, want net/http and no internal package", c.Values)
	}
}
