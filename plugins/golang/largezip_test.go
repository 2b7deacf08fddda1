package golang

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/pkgdocs/pkgdocs/plugins/golang/goenv"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestModuleZipOverTheBound: a module whose zip is over what the provider
// reads into memory (MaxZipBytes, 100 MiB by default) because of its test
// data, while its Go files are small: github.com/RoaringBitmap/roaring/v2
// v2.30.0's zip is 144 MB, 140 MB of it sample bitmaps under testdata
// directories, and each of its packages asked of the proxy failed ("limit
// exceeded: response body of 144026478 bytes is over 104857600"). Now
// such a zip is read through a temporary file, up to the go command's
// bound, and its files but the testdata directories' are kept. The module
// is recorded in testdata/largezip (go.mod, the BitSliceIndexing package's
// bsi.go and one of its real test data files), served by a proxy on a
// placeholder host, with the bound between the zip's size and its files'
// outside testdata.
func TestModuleZipOverTheBound(t *testing.T) {
	const mod, version = "github.com/RoaringBitmap/roaring/v2", "v2.30.0"
	const pkg = mod + "/BitSliceIndexing"
	files := map[string]string{}
	var kept int64
	for _, name := range []string{"go.mod", "BitSliceIndexing/bsi.go", "BitSliceIndexing/testdata/age/8"} {
		b, err := os.ReadFile(filepath.Join("testdata/largezip", filepath.FromSlash(name)))
		if err != nil {
			t.Fatal(err)
		}
		files[name] = string(b)
		if filepath.Base(filepath.Dir(filepath.Dir(name))) != "testdata" {
			kept += int64(len(b))
		}
	}
	f := newFakeProxy(t)
	f.add(t, mod, version, files["go.mod"], files, true)
	const bound = 32_000
	if zip := len(f.files["/github.com/!roaring!bitmap/roaring/v2/@v/"+version+".zip"]); zip <= bound || kept > bound {
		t.Fatalf("zip %d bytes, files outside testdata %d: the test no longer shows the shape (zip over %d, the rest within)", zip, kept, bound)
	}
	p := New(Config{MaxZipBytes: bound, Env: &goenv.Env{GOPROXY: f.srv.URL, GOMODCACHE: t.TempDir(), GOROOT: goroot(t), GOWORK: "off"}})
	for _, v := range []string{version, ""} {
		d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref(pkg, v, "")})
		if err != nil {
			t.Fatalf("describe %s@%q: %v", pkg, v, err)
		}
		if d.Version != version {
			t.Errorf("describe %s@%q: version %s, want %s", pkg, v, d.Version, version)
		}
		names := map[string]bool{}
		for _, s := range d.Symbols {
			names[s.Name] = true
		}
		for _, want := range []string{"BSI", "NewBSI", "NewDefaultBSI", "Operation", "ClearBits"} {
			if !names[want] {
				t.Errorf("describe %s@%q: no %s among %d symbols", pkg, v, want, len(d.Symbols))
			}
		}
	}
}
