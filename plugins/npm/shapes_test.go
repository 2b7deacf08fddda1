package npm

import (
	"context"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// Old manifests: lodash's packument has versions whose engines is an
// array; a range must still resolve (recorded from the registry).
func TestOldManifestRange(t *testing.T) {
	p := newEnv(t).provider()
	for _, v := range []string{"^4.17.0", "~4.18", "4.x"} {
		d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "lodash", Version: v}})
		if err != nil {
			t.Fatalf("lodash@%s: %v", v, err)
		}
		if d.Version != "4.18.1" || d.License != "MIT" {
			t.Errorf("lodash@%s: version %s license %q", v, d.Version, d.License)
		}
	}
}
