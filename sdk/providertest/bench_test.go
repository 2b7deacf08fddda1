package providertest_test

import (
	"context"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/providertest"
)

type echo struct{}

func (echo) Info() sdk.Info { return sdk.Info{Name: "echo", Ecosystem: "echo", Version: "1"} }
func (echo) Describe(_ context.Context, r sdk.DescribeRequest) (*sdk.Document, error) {
	return &sdk.Document{Name: r.Package.Name, Version: "1.0.0"}, nil
}

// BenchmarkRemoteDescribe is the contract's cost per call: a trivial
// Describe through go-plugin's gRPC connection over a unix socket.
func BenchmarkRemoteDescribe(b *testing.B) {
	r := providertest.Connect(b, echo{})
	ctx := context.Background()
	req := sdk.DescribeRequest{Package: sdk.PackageRef{Name: "x"}}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := r.Describe(ctx, req); err != nil {
			b.Fatal(err)
		}
	}
}
