package answer

import (
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk/internal/wire"
)

// BenchmarkRenderPage renders page one of a large document (400 symbols,
// a long README), the host's work on every describe.
func BenchmarkRenderPage(b *testing.B) {
	d := bigDoc(400)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := RenderPage(d, RenderOptions{Ecosystem: "go"}, ""); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSearchDocument ranks a large document for a query with a typo,
// what search_package_docs does for providers without their own Search.
func BenchmarkSearchDocument(b *testing.B) {
	d := bigDoc(400)
	b.ReportAllocs()
	for b.Loop() {
		SearchDocument(d, "Fnc123 result", 10, true)
	}
}

// BenchmarkDocumentCodec decodes a cached document, the cost of a cache hit.
func BenchmarkDocumentCodec(b *testing.B) {
	raw, err := wire.MarshalDocument(bigDoc(400))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(raw)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := wire.UnmarshalDocument(raw); err != nil {
			b.Fatal(err)
		}
	}
}
