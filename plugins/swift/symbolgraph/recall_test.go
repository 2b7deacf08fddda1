package symbolgraph

import (
	"fmt"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/plugins/swift/swiftsrc"
)

// TestScannerRoundTrip writes each public declaration of the symbol graph
// fixtures back as Swift source, the way the compiler spells it (members
// in an extension of their type), scans that source and checks the
// scanner finds every symbol under the same path and title. The fixtures'
// modules are DocC test modules whose sources are not published, so this
// measures the scanner on the compiler's declaration forms (operators,
// Self, generic returns, accessors), not on hand-written code.
func TestScannerRoundTrip(t *testing.T) {
	for _, file := range []string{"GeometricalShapes.symbols.json", "FancyProtocol.symbols.json"} {
		t.Run(file, func(t *testing.T) {
			decls := read(t, file).Decls()
			var src strings.Builder
			for _, d := range decls {
				body := ""
				switch d.Kind {
				case "class", "struct", "enum", "protocol", "actor", "func", "init", "subscript":
					body = " {}"
				}
				if strings.HasSuffix(d.Signature, "}") {
					body = ""
				}
				if d.Parent == "" {
					fmt.Fprintf(&src, "public %s%s\n", d.Signature, body)
				} else {
					fmt.Fprintf(&src, "extension %s {\n    public %s%s\n}\n", d.Parent, d.Signature, body)
				}
			}
			found := map[string]bool{}
			for _, d := range swiftsrc.Scan(file+".swift", []byte(src.String())) {
				found[d.Parent+"/"+d.Title] = true
			}
			var missing []string
			for _, d := range decls {
				if !found[d.Parent+"/"+d.Title] {
					missing = append(missing, d.Parent+"/"+d.Title)
				}
			}
			t.Logf("%s: scanner found %d of %d public symbols; missing %v", file, len(decls)-len(missing), len(decls), missing)
			if len(missing) > 0 {
				t.Errorf("missing %v in:\n%s", missing, src.String())
			}
		})
	}
}
