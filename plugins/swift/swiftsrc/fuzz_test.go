package swiftsrc

import (
	"os"
	"testing"
)

// FuzzScan: any input terminates without a panic, and every declaration
// has a name and a kind.
func FuzzScan(f *testing.F) {
	if b, err := os.ReadFile("testdata/kinds.swift"); err == nil {
		f.Add(b)
	}
	for _, s := range []string{"public func f(", "/* /* */", `"""`, `#"`, "public struct S { public var x = { }", "#if X\npublic func", "extension", "public init?<T>(", "@available(", "case", "public var a, b: Int"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		for _, d := range Scan("f.swift", src) {
			if d.Kind == "" || d.Name == "" && !d.Extension {
				t.Fatalf("declaration without kind or name: %+v", d)
			}
		}
	})
}
