package dts

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestNamespaceOfAliasesOnly: oci-blockchain 2.139.1
// (testdata/aliasonly/oci-blockchain, trimmed to two models) exports
// models, import * as models from "./lib/model", whose index declares
// nothing and only passes names on, two lines a model: import * as
// OsnCollection from "./osn-collection"; export import OsnCollection =
// OsnCollection.OsnCollection. The namespace was taken for an empty one
// (as one merged with a function is) and left out, and every
// models.X, the SDK's whole data model, with it.
func TestNamespaceOfAliasesOnly(t *testing.T) {
	s := &Scanner{Files: readTree(t, "testdata/aliasonly/oci-blockchain"), Package: "oci-blockchain"}
	res := s.Scan([]string{"index.d.ts"})
	var got []string
	for _, sym := range res.Symbols {
		got = append(got, sym.Kind+" "+sym.Name)
	}
	want := []string{
		"namespace models",
		"interface models.AvailabilityDomain",
		"property models.AvailabilityDomain.ads",
		"namespace models.AvailabilityDomain",
		"enum models.AvailabilityDomain.Ads",
		"enum member models.AvailabilityDomain.Ads.Ad1",
		"enum member models.AvailabilityDomain.Ads.Ad2",
		"enum member models.AvailabilityDomain.Ads.Ad3",
		"enum member models.AvailabilityDomain.Ads.UnknownValue",
		"function models.AvailabilityDomain.getJsonObj",
		"function models.AvailabilityDomain.getDeserializedJsonObj",
		"interface models.OsnCollection",
		"property models.OsnCollection.items",
		"namespace models.OsnCollection",
		"function models.OsnCollection.getJsonObj",
		"function models.OsnCollection.getDeserializedJsonObj",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("symbols (-want +got):\n%s", diff)
	}
}
