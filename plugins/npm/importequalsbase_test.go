package npm

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// A class whose base is a module imported whole (@types/ag-channel 5.0.3,
// testdata/importequalsbase): import ConsumableStream =
// require("consumable-stream"); declare class AGChannel<T> extends
// ConsumableStream<T>, where @types/consumable-stream, a dependency of
// @types/ag-channel, says "export = ConsumableStream". The base was
// taken for a namespace and never read, so next and once were not
// listed, a misspelt member and even a misspelt top-level name were
// "cannot tell".
func TestBaseImportedAsAModule(t *testing.T) {
	p := newEnv(t).provider()
	ref := sdk.PackageRef{Name: "ag-channel", ProjectPath: filepath.Join("testdata", "importequalsbase")}
	d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref, Symbol: "AGChannel"})
	if err != nil {
		t.Fatal(err)
	}
	ix := apicheck.NewIndex("npm", d.Name, d.Symbols)
	for q, want := range map[string]sdk.Verdict{
		"AGChannel.getBackpressure": sdk.VerdictExists, // its own
		"AGChannel.once":            sdk.VerdictExists, // ConsumableStream's
		"AGChannel.next":            sdk.VerdictExists,
		"AGChannel.getBackpresure":  sdk.VerdictMissing,
		"Fiverr":                    sdk.VerdictMissing,
	} {
		if got := ix.Check(apicheck.Ref{Query: q}).Verdict; got != want {
			t.Errorf("%s: %v, want %v", q, got, want)
		}
	}
}
