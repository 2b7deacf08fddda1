package gateway

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/pkgdocs/pkgdocs/host/cache"
	"github.com/pkgdocs/pkgdocs/host/supervise"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
)

// BenchmarkCachedExactHit is the warm path of an exact-version describe:
// the answer is in the memory tier, and no provider may be asked. For a
// provider that declares its configuration inputs (as npm does: 12 user
// and global files, the project's .npmrc up the tree) the path includes
// the fingerprint and the registry route.
func BenchmarkCachedExactHit(b *testing.B) {
	home, project := b.TempDir(), filepath.Join(b.TempDir(), "src", "app")
	if err := os.MkdirAll(project, 0o755); err != nil {
		b.Fatal(err)
	}
	for _, f := range []string{filepath.Join(home, ".npmrc"), filepath.Join(project, ".npmrc")} {
		if err := os.WriteFile(f, []byte("registry=http://registry.invalid/\n//registry.invalid/:_authToken=x\n"), 0o600); err != nil {
			b.Fatal(err)
		}
	}
	npm := &sdk.ConfigInputs{
		Env: []string{"NPM_CONFIG_*", "npm_config_*", "NPM_TOKEN", "NODE_AUTH_TOKEN"},
		Files: []sdk.ConfigFile{
			{Path: "$NPM_CONFIG_USERCONFIG"}, {Path: "$npm_config_userconfig"}, {Path: "~/.npmrc"},
			{Path: "$NPM_CONFIG_GLOBALCONFIG"}, {Path: "$npm_config_globalconfig"},
			{Path: "$NPM_CONFIG_PREFIX/etc/npmrc"}, {Path: "$npm_config_prefix/etc/npmrc"},
			{Path: "/etc/npmrc"}, {Path: "/usr/etc/npmrc"}, {Path: "/usr/local/etc/npmrc"}, {Path: "/opt/homebrew/etc/npmrc"},
			{Path: "/usr/share/nodejs/npm/npmrc"},
			{Path: ".npmrc", Project: true, SearchAncestors: true},
		},
	}
	for _, bc := range []struct {
		name    string
		inputs  *sdk.ConfigInputs
		project string
	}{
		{"undeclared", nil, ""},
		{"declared/no project", npm, ""},
		{"declared/trusted project", npm, project},
	} {
		b.Run(bc.name, func(b *testing.B) {
			c := cache.New(cache.Options{NoDisk: true})
			defer c.Close()
			g := &Gateway{opt: Options{Cache: c}}
			info := sdk.RemoteInfo{Info: sdk.Info{Name: "npm", Ecosystem: "npm", Version: "1.0.0", ConfigInputs: bc.inputs}}
			p := supervise.NewDeclared("npm", filepath.Join(b.TempDir(), "absent"), info, supervise.Options{Env: []string{"HOME=" + home}})
			doc, err := serve.MarshalDocument(&sdk.Document{Name: "left-pad", Version: "1.3.0", Source: sdk.Source{Kind: sdk.SourceRegistry}})
			if err != nil {
				b.Fatal(err)
			}
			ref := sdk.PackageRef{Ecosystem: "npm", Name: "left-pad", Version: "1.3.0", ProjectPath: bc.project, ProjectTrusted: bc.project != ""}
			ctx := context.Background()
			asked := 0
			fetch := func(context.Context) (fetched, error) {
				asked++
				return fetched{value: doc, version: "1.3.0", registry: "http://registry.invalid/"}, nil
			}
			if _, err := g.cached(ctx, p, "describe", describeArgs(ref, ""), fetch); err != nil {
				b.Fatal(err)
			}
			if bc.inputs != nil {
				// Files changed in the last 2 s are read at every call (the
				// fingerprint's racy rule); the steady state trusts their stat.
				time.Sleep(2100 * time.Millisecond)
			}
			b.ReportAllocs()
			for b.Loop() {
				a, err := g.cached(ctx, p, "describe", describeArgs(ref, ""), fetch)
				if err != nil || !a.hit {
					b.Fatalf("cached = %v, %v; want a hit", a.hit, err)
				}
			}
			if asked != 1 {
				b.Fatalf("provider asked %d times, want once", asked)
			}
		})
	}
}
