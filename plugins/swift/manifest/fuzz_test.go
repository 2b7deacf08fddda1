package manifest

import (
	"os"
	"testing"
)

// FuzzParse: any manifest text ends in a result or an error, never a
// panic or a hang.
func FuzzParse(f *testing.F) {
	for _, name := range []string{"swift-argument-parser/Package.swift", "vapor.Package.swift", "Kitura.Package.swift"} {
		if b, err := os.ReadFile("../testdata/" + name); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte(`let package = Package(name: "x", products: [.library(name: "a", targets: ["a"])] + extra)`))
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := Parse(src)
		if err == nil && m == nil {
			t.Fatal("nil manifest without an error")
		}
	})
}
