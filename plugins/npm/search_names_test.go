package npm

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestShortNames: a member listed under a class's "default" export is
// shown under the class that inherits it when that class inherits the
// same declaration (postcss 8.5's at-rule.d.ts: "declare class AtRule
// extends AtRule_ {}", AtRule_ exported as AtRule's default), and under
// its own name otherwise.
func TestShortNames(t *testing.T) {
	nodes := "nodes: Container['nodes'] | undefined"
	syms := []sdk.Symbol{
		{Name: "postcss.AtRule", Kind: "class", Parent: "postcss"},
		{Name: "postcss.AtRule.default", Kind: "class", Parent: "postcss.AtRule"},
		{Name: "postcss.AtRule.default.nodes", Kind: "property", Signature: nodes, Parent: "postcss.AtRule.default"},
		{Name: "postcss.AtRule.default.name", Kind: "property", Signature: "name: string", Parent: "postcss.AtRule.default"},
		// A default whose owner inherits nothing of it: kept.
		{Name: "postcss.Other.default.x", Kind: "property", Signature: "x: number", Parent: "postcss.Other.default"},
		// The short name is listed on its own: kept, so no two hits share a name.
		{Name: "postcss.Rule.default.selector", Kind: "property", Signature: "selector: string", Parent: "postcss.Rule.default"},
		{Name: "postcss.Rule.selector", Kind: "property", Signature: "selector: string", Parent: "postcss.Rule"},
	}
	inherited := map[string][]sdk.Symbol{
		"postcss.AtRule": {
			{Name: "postcss.AtRule.nodes", Kind: "property", Signature: nodes, Parent: "postcss.AtRule"},
			// A different declaration under the same name: not the same member.
			{Name: "postcss.AtRule.name", Kind: "property", Signature: "name: 'at-rule'", Parent: "postcss.AtRule"},
		},
	}
	want := map[string]string{"postcss.AtRule.default.nodes": "postcss.AtRule.nodes"}
	if d := cmp.Diff(want, shortNames(syms, inherited)); d != "" {
		t.Errorf("shortNames (-want +got):\n%s", d)
	}
}
