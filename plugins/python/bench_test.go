package python

import (
	"context"
	"os/exec"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// BenchmarkDescribeWheel: requests from the fake index, cold (a new
// provider: index JSON, wheel download, sha256, unzip, scan) and warm
// (memoised).
func BenchmarkDescribeWheel(b *testing.B) {
	t := &testing.T{}
	w := newWorld(t)
	req := sdk.DescribeRequest{Package: sdk.PackageRef{Name: "requests"}}
	w.provider().Describe(context.Background(), req) // build the artifacts once
	b.Run("cold", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := w.provider().Describe(context.Background(), req); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("warm", func(b *testing.B) {
		p := w.provider()
		p.Describe(context.Background(), req)
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			if _, err := p.Describe(context.Background(), req); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkDescribeInstalled: requests from this machine's python3
// site-packages, cold and warm.
func BenchmarkDescribeInstalled(b *testing.B) {
	if _, err := exec.LookPath("python3"); err != nil {
		b.Skip("no python3")
	}
	cfg := Config{Getenv: func(k string) string {
		if k == "PIP_INDEX_URL" {
			return "http://127.0.0.1:9/simple"
		}
		return ""
	}}
	req := sdk.DescribeRequest{Package: sdk.PackageRef{Name: "requests"}}
	b.Run("cold", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := New(cfg).Describe(context.Background(), req); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("warm", func(b *testing.B) {
		p := New(cfg)
		p.Describe(context.Background(), req)
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			if _, err := p.Describe(context.Background(), req); err != nil {
				b.Fatal(err)
			}
		}
	})
}
