package npm

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// A package whose value is a constant typed by an interface that
// inherits its methods from a class (axios 1.21.1, testdata/valueinherits:
// declare const axios: AxiosStatic; AxiosStatic extends AxiosInstance
// extends Axios). Code writes axios.get: describe with that symbol
// answers with the method the value's type has, own or inherited, and a
// misspelt member is still not found.
func TestDescribeMemberOfTypedValue(t *testing.T) {
	p := newEnv(t).provider()
	ctx := context.Background()
	ref := sdk.PackageRef{Name: "axios", ProjectPath: filepath.Join("testdata", "valueinherits")}
	tests := []struct {
		symbol string
		want   string // the member's name in the answer; "" for not found
	}{
		{"axios.get", "get"},
		{"axios.post", "post"},
		{"axios.create", "create"},
		{"axios.VERSION", "VERSION"},
		{"axios.isCancel", "isCancel"},
		{"axios.gte", ""},
		{"get", "get"}, // the module is the value (export =), as require gives it
		{"gte", ""},
	}
	for _, tc := range tests {
		t.Run(tc.symbol, func(t *testing.T) {
			d, err := p.Describe(ctx, sdk.DescribeRequest{Package: ref, Symbol: tc.symbol})
			if tc.want == "" {
				if sdk.Code(err) != codes.NotFound {
					t.Fatalf("describe %s: %v, want not found", tc.symbol, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(d.Symbols) == 0 {
				t.Fatalf("describe %s: no symbols", tc.symbol)
			}
			got := d.Symbols[0].Name
			got = got[max(0, len(got)-len(tc.want)):]
			if diff := cmp.Diff(tc.want, got); diff != "" || d.Symbols[0].Signature == "" {
				t.Errorf("describe %s: first symbol %s %q (-want +got):\n%s", tc.symbol, d.Symbols[0].Name, d.Symbols[0].Signature, diff)
			}
		})
	}
}
