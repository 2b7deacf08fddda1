package npm

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// A name re-exported from a dependency that ships no declarations
// (vue-chrts 2.2.3: export { geoMercator } from 'd3-geo';
// testdata/typesbeside) is typed as the compiler types it: by the
// @types package the project installs beside it, not "not read".
func TestTypesBesideDependency(t *testing.T) {
	p := newEnv(t).provider()
	ref := sdk.PackageRef{Name: "vue-chrts", ProjectPath: filepath.Join("testdata", "typesbeside")}
	d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref, Symbol: "geoMercator"})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range d.Symbols {
		if s.Name == "geoMercator" {
			got = append(got, s.Signature)
		}
	}
	if diff := cmp.Diff([]string{"function geoMercator(): GeoProjection"}, got); diff != "" {
		t.Errorf("geoMercator (-want +got):\n%s", diff)
	}
	for _, n := range d.Notes {
		if strings.Contains(n, "not read") {
			t.Errorf("note %q: @types/d3-geo is installed", n)
		}
	}
}
