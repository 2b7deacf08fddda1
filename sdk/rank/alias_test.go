package rank

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestTypedAliases: chalk's default export is declared of type
// ChalkInstance (its recorded declarations, trimmed), so its members are
// the interface's under another name; one with another signature, or a
// value of a type the docs do not list, is not mapped.
func TestTypedAliases(t *testing.T) {
	docs := []Doc{
		{Symbol: "ChalkInstance", Signature: "interface ChalkInstance"},
		{Symbol: "ChalkInstance.hex", Signature: "hex: (color: string) => this"},
		{Symbol: "ChalkInstance.level", Signature: "level: ColorSupportLevel"},
		{Symbol: "default", Signature: "declare const chalk: ChalkInstance; export default chalk"},
		{Symbol: "default.hex", Signature: "hex: (color: string) => this"},
		{Symbol: "default.level", Signature: "level: number"},
		{Symbol: "default.red", Signature: "readonly red: this"},
		{Symbol: "supportsColor", Signature: "declare const supportsColor: ColorInfo;"},
		{Symbol: "supportsColor.level", Signature: "level: ColorSupportLevel"},
	}
	want := map[string]string{"default.hex": "ChalkInstance.hex"}
	if diff := cmp.Diff(want, typedAliases(docs)); diff != "" {
		t.Errorf("typedAliases (-want +got):\n%s", diff)
	}
}
