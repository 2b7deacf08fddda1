package golang

import (
	"context"
	"encoding/json"
	"go/build"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/plugins/golang/goenv"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestPackageForAnotherPlatform: golang.org/x/net/lif (recorded from the
// proxy) has files for solaris only. Like `GOOS=solaris go doc` and
// pkg.go.dev, it is documented for the first platform it builds on,
// solaris/amd64 (before illumos, which also satisfies a solaris
// constraint), and the answer says so; list_go_packages marks it.
func TestPackageForAnotherPlatform(t *testing.T) {
	if g := build.Default.GOOS; g == "solaris" || g == "illumos" {
		t.Skip("lif builds on this machine's platform")
	}
	f := recordedProxy(t)
	p := New(Config{Env: &goenv.Env{GOPROXY: f.srv.URL, GOMODCACHE: t.TempDir(), GOROOT: goroot(t), GOWORK: "off"}})
	ctx := context.Background()
	d, err := p.Describe(ctx, sdk.DescribeRequest{Package: ref("golang.org/x/net/lif", "v0.62.0", "")})
	if err != nil {
		t.Fatalf("Describe: %v", err)
	}
	var platform string
	for _, fact := range d.Facts {
		if fact.Label == "Platform" {
			platform = fact.Value
		}
	}
	if platform != "solaris/amd64" {
		t.Errorf("Platform fact = %q, want solaris/amd64", platform)
	}
	note := "golang.org/x/net/lif has no Go files for " + build.Default.GOOS + "/" + build.Default.GOARCH +
		" (this machine): documented for solaris/amd64, the first platform it builds for, as pkg.go.dev does (`GOOS=solaris GOARCH=amd64 go doc` shows the same)"
	if !slices.Contains(d.Notes, note) {
		t.Errorf("notes %q lack %q", d.Notes, note)
	}
	// Every exported name `GOOS=solaris GOARCH=amd64 go doc -all` lists.
	want := []string{"Addr", "Addrs", "Inet4Addr", "Inet4Addr.Family", "Inet6Addr", "Inet6Addr.Family", "Link", "Links"}
	got := symbolNames(d)
	slices.Sort(got)
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("symbols (-want +got):\n%s", diff)
	}
	if _, err := p.Describe(ctx, sdk.DescribeRequest{Package: ref("golang.org/x/net/lif", "v0.62.0", ""), Symbol: "Links"}); err != nil {
		t.Errorf("symbol Links: %v", err)
	}

	res, err := p.CallTool(ctx, "list_go_packages", json.RawMessage(`{"module":"golang.org/x/net","version":"v0.62.0"}`))
	if err != nil {
		t.Fatalf("list_go_packages: %v", err)
	}
	if !strings.Contains(res.Text, "- `golang.org/x/net/lif` (solaris/amd64 only): ") {
		t.Errorf("list_go_packages does not mark lif's platform:\n%s", res.Text)
	}
}

// TestLargeModuleSubpackages: a module of generated code (the real
// github.com/aws/aws-cdk-go/awscdk/v2 v2.276.0, recorded from the proxy
// and trimmed to two files of its root package and two of three of its
// 300 service packages, gofmt'd) is listed within Config's bound of file
// reads: past it, subpackages by path alone, and the answer says so.
func TestLargeModuleSubpackages(t *testing.T) {
	f := recordedProxy(t)
	const mod = "github.com/aws/aws-cdk-go/awscdk/v2"
	tests := map[string]struct {
		reads int
		note  bool
	}{
		"within the bound": {reads: 0},
		// The root's 2 files, then awscodestar's 2, then awsivs's: awssam
		// is past the bound.
		"past the bound": {reads: 5, note: true},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			p := New(Config{Env: &goenv.Env{GOPROXY: f.srv.URL, GOMODCACHE: t.TempDir(), GOROOT: goroot(t), GOWORK: "off"}, MaxSubpackageReads: tc.reads})
			d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref(mod, "v2.276.0", "")})
			if err != nil {
				t.Fatalf("Describe: %v", err)
			}
			var paths []string
			for _, s := range d.Subpackages {
				paths = append(paths, s.Path)
			}
			if diff := cmp.Diff([]string{mod + "/awscodestar", mod + "/awsivs", mod + "/awssam"}, paths); diff != "" {
				t.Errorf("subpackages (-want +got):\n%s", diff)
			}
			if !slices.Contains(symbolNames(d), "GetContextValueResult") {
				t.Errorf("symbols %v lack GetContextValueResult", symbolNames(d))
			}
			note := "1 of the 3 subpackages is listed by path alone, without synopsis: reading stopped after 5 Go files (the module is large); list_go_packages reads further, and describe_go_package on one reads it"
			if got := slices.Contains(d.Notes, note); got != tc.note {
				t.Errorf("note %q present: %v, want %v (notes %q)", note, got, tc.note, d.Notes)
			}
		})
	}
}
