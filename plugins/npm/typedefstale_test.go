package npm

import (
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestTypedefUnderTypes: body-parser 2.4.0 typed by @types/body-parser
// 1.19.6 (testdata/typedefstale, both trimmed), written for an older
// minor, so the names its JavaScript adds are marked "cannot tell". Its
// JSDoc @typedef Parsers is not one of them: the compiler reads the
// @types package, so no code reaches a type the JavaScript declares.
func TestTypedefUnderTypes(t *testing.T) {
	ref, d := describeTestdata(t, "body-parser", "typedefstale")
	for _, s := range d.Symbols {
		if strings.Contains(s.Name, "Parsers") {
			t.Errorf("the JavaScript's @typedef is listed: %+v", s)
		}
	}
	wantVerdicts(t, ref.Name, d.Symbols, map[string]sdk.Verdict{"json": sdk.VerdictExists, "raw": sdk.VerdictOutOfReach})
}
