package apidoc

import (
	"go/build"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestCgoOnly: a package whose cgo files nothing replaces without cgo
// does not build with CGO_ENABLED=0. testdata/bimg is github.com/h2non/bimg
// v1.1.9 trimmed to options.go (import "C", #cgo pkg-config: vips) and
// file.go, which has no cgo; the standard library's plugin package has a
// "!cgo" stub, so it builds either way, and errors has no cgo at all.
func TestCgoOnly(t *testing.T) {
	linux := func(cgo bool) *build.Context {
		c := build.Default
		c.GOOS, c.GOARCH, c.CgoEnabled = "linux", "amd64", cgo
		return &c
	}
	src := func(dir string) string { return filepath.Join(goroot(t), "src", dir) }
	tests := map[string]struct {
		dir  string
		ctx  *build.Context
		want *CgoNeeds
	}{
		"cgo on":               {dir: "testdata/bimg", ctx: linux(true), want: &CgoNeeds{PkgConfig: []string{"vips"}}},
		"cgo off":              {dir: "testdata/bimg", ctx: linux(false), want: &CgoNeeds{PkgConfig: []string{"vips"}, Off: true}},
		"fallback without cgo": {dir: src("plugin"), ctx: linux(true)},
		"fallback, cgo off":    {dir: src("plugin"), ctx: linux(false)},
		"no cgo":               {dir: src("errors"), ctx: linux(true)},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			pkg, err := Load(os.DirFS(tc.dir), ".", "example.com/p", Options{Context: tc.ctx, NoExamples: true})
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(tc.want, pkg.CgoOnly); d != "" {
				t.Errorf("CgoOnly (-want +got):\n%s", d)
			}
		})
	}
}
