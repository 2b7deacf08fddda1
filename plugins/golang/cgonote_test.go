package golang

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/plugins/golang/apidoc"
)

// TestCgoNote: what page one says of a package that builds only with cgo
// (github.com/h2non/bimg: libvips by pkg-config; github.com/yanyiwu/gojieba:
// C++ sources), with cgo on and off where it is described.
func TestCgoNote(t *testing.T) {
	tests := map[string]struct {
		need *apidoc.CgoNeeds
		want string
	}{
		"no cgo": {},
		"pkg-config": {need: &apidoc.CgoNeeds{PkgConfig: []string{"vips"}},
			want: "github.com/h2non/bimg builds only with cgo: it needs CGO_ENABLED=1, a C compiler and the development files of vips (pkg-config) where it is built; with CGO_ENABLED=0 (the go command's default without a C compiler, and in cross builds) it does not build"},
		"C++": {need: &apidoc.CgoNeeds{CXX: true},
			want: "github.com/h2non/bimg builds only with cgo: it needs CGO_ENABLED=1 and C and C++ compilers where it is built; with CGO_ENABLED=0 (the go command's default without a C compiler, and in cross builds) it does not build"},
		"cgo off": {need: &apidoc.CgoNeeds{PkgConfig: []string{"vips"}, Libs: []string{"m"}, Off: true},
			want: "github.com/h2non/bimg builds only with cgo, which is off here (CGO_ENABLED=0): it does not build so, and this shows only the names of its files without cgo; with CGO_ENABLED=1 it needs a C compiler, the development files of vips (pkg-config) and the libraries -lm where it is built"},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			got := cgoNote(&apidoc.Package{ImportPath: "github.com/h2non/bimg", CgoOnly: tc.need})
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("cgoNote (-want +got):\n%s", d)
			}
		})
	}
}
