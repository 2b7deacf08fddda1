package npm

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestJSDocTypedefs: @rnx-kit/metro-config 2.2.5 (testdata/jsdoctypedef,
// trimmed) ships JavaScript checked by the compiler (// @ts-check) and no
// declarations; its types are JSDoc @typedefs (MetroConfig, InputConfig),
// which the compiler exports from the module, so code imports them
// (import("@rnx-kit/metro-config").InputConfig). They were missing.
func TestJSDocTypedefs(t *testing.T) {
	ref, d := describeTestdata(t, "@rnx-kit/metro-config", "jsdoctypedef")
	var got []string
	for _, s := range d.Symbols {
		got = append(got, s.Name+" ["+s.Kind+"] "+s.Signature)
	}
	want := []string{
		"extractUniquePartsFromYarnStoreDir [function] function extractUniquePartsFromYarnStoreDir(p: string): [string, string]",
		`MetroConfig [type] type MetroConfig = import("metro-config").MetroConfig`,
		"InputConfig [type] type InputConfig = MetroConfig & { platform?: string; unstable_allowAssetsOutsideProjectRoot?: boolean; }",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("symbols (-want +got):\n%s", diff)
	}
	wantVerdicts(t, ref.Name, d.Symbols, map[string]sdk.Verdict{"InputConfig": sdk.VerdictExists, "MetroConfig": sdk.VerdictExists, "InputConfg": sdk.VerdictMissing})
}
