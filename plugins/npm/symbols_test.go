package npm

import (
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// A default export declared under a local name (ansi-styles 6.2.3:
// "declare const ansiStyles: {...}; export default ansiStyles") is read
// by that name, as code imports it.
func TestResolveDefaultLocalName(t *testing.T) {
	syms := []sdk.Symbol{
		{Name: "default", Kind: "const", Signature: "declare const ansiStyles: { readonly modifier: Modifier; } & ForegroundColor; export default ansiStyles"},
		{Name: "default.red", Kind: "property", Parent: "default", Signature: "readonly red: CSPair"},
		{Name: "colorNames", Kind: "const", Signature: "export const colorNames: readonly ColorName[]"},
	}
	for q, want := range map[string]string{
		"ansiStyles":     "default",
		"ansiStyles.red": "default.red",
		"default.red":    "default.red",
		"colorNames":     "colorNames",
		"ansiStyles.zzz": "",
	} {
		got, ok := resolveSymbol("some-styles", syms, q)
		if got != want || ok != (want != "") {
			t.Errorf("resolveSymbol(%q) = %q, %v; want %q", q, got, ok, want)
		}
	}
}
