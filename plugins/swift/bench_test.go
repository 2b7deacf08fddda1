package swift

import (
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// BenchmarkDescribe measures Describe cold (a new provider: nothing
// memoized) and warm (the same provider again) from each source: the
// project's checkout, the fake registry and the fake GitHub.
func BenchmarkDescribe(b *testing.B) {
	w := newWorld(b)
	cases := []struct {
		name string
		ref  sdk.PackageRef
	}{
		{"checkout", sdk.PackageRef{Name: "swift-argument-parser", ProjectPath: w.project}},
		{"registry", sdk.PackageRef{Name: "mona.LinkedList"}},
		{"github", sdk.PackageRef{Name: "apple/swift-argument-parser"}},
	}
	for _, c := range cases {
		b.Run(c.name+"/cold", func(b *testing.B) {
			for b.Loop() {
				if _, err := w.provider().Describe(b.Context(), sdk.DescribeRequest{Package: c.ref}); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(c.name+"/warm", func(b *testing.B) {
			p := w.provider()
			if _, err := p.Describe(b.Context(), sdk.DescribeRequest{Package: c.ref}); err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				if _, err := p.Describe(b.Context(), sdk.DescribeRequest{Package: c.ref}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
