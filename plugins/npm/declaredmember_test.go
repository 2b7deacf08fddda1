package npm

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"
	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// symbol= on a property of a type alias of an object type (@tokenlens/core
// 1.3.0's "type Model = { id: string; provider: Provider; … }",
// testdata/objectalias) answers with the member's line from the
// declaration, as check_package_api finds it, rather than "no exported
// symbol"; a made-up property is still not found.
func TestDeclaredMemberOfTypeAlias(t *testing.T) {
	p := newEnv(t).provider()
	ref := sdk.PackageRef{Name: "@tokenlens/core", ProjectPath: "testdata/objectalias"}
	d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref, Symbol: "Model.provider"})
	if err != nil {
		t.Fatal(err)
	}
	want := []sdk.Symbol{{Name: "Model.provider", Kind: "property", Signature: "provider: Provider", Parent: "Model"}}
	if diff := cmp.Diff(want, d.Symbols); diff != "" {
		t.Errorf("symbols (-want +got):\n%s", diff)
	}
	if d.Focus != "Model.provider" {
		t.Errorf("focus %q", d.Focus)
	}
	if _, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref, Symbol: "Model.madeUp"}); sdk.Code(err) != codes.NotFound {
		t.Errorf("Model.madeUp: %v, want not found", err)
	}
}
