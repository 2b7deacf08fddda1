package npm

import (
	"context"
	"path/filepath"
	"strings"
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

// The default export is found under the name its declaration gives it
// (shebang-regex 4.0.0, testdata/defaultname: "declare const
// shebangRegex: RegExp; export default shebangRegex"), which code
// imports it by, and that name reads it in full.
func TestSearchNamesDefaultByItsLocalName(t *testing.T) {
	p := newEnv(t).provider()
	ref := sdk.PackageRef{Ecosystem: "npm", Name: "shebang-regex", ProjectPath: filepath.Join("testdata", "defaultname")}
	res, err := p.Search(context.Background(), sdk.SearchRequest{Package: ref, Query: "regular expression matching a line", Limit: 3})
	if err != nil {
		t.Fatal(err)
	}
	var syms []string
	for _, h := range res.Hits {
		if h.Locator.Symbol != "" {
			syms = append(syms, h.Locator.Symbol)
		}
	}
	if d := cmp.Diff([]string{"shebangRegex"}, syms); d != "" {
		t.Errorf("symbol hits (-want +got):\n%s", d)
	}
	d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref, Symbol: "shebangRegex"})
	if err != nil || len(d.Symbols) == 0 || d.Symbols[0].Name != "default" {
		t.Errorf("symbol=shebangRegex: %v, %+v", err, d)
	}
}

// TestDefaultNames: members of a default export declared under a local
// name take it; an anonymous default, or one whose local name is exported
// too, keeps "default".
func TestDefaultNames(t *testing.T) {
	tests := []struct {
		name string
		syms []sdk.Symbol
		want map[string]string
	}{
		{"nil", nil, map[string]string{}},
		{"const", []sdk.Symbol{
			{Name: "default", Kind: "const", Signature: "declare const chalk: ChalkInstance; export default chalk"},
			{Name: "default.red", Kind: "property", Parent: "default", Signature: "red: ChalkInstance"},
			{Name: "Options", Kind: "interface", Signature: "interface Options"},
		}, map[string]string{"default": "chalk", "default.red": "chalk.red"}},
		{"function", []sdk.Symbol{{Name: "default", Kind: "function", Signature: "export default function stripAnsi(string: string): string"}},
			map[string]string{"default": "stripAnsi"}},
		{"anonymous", []sdk.Symbol{{Name: "default", Kind: "function", Signature: "export default function (a: string): string"}},
			map[string]string{}},
		{"also exported", []sdk.Symbol{
			{Name: "default", Kind: "alias", Signature: "export default expand"},
			{Name: "expand", Kind: "function", Signature: "export default function expand(str: string): string[]"},
		}, map[string]string{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if d := cmp.Diff(tc.want, defaultNames(tc.syms)); d != "" {
				t.Errorf("defaultNames (-want +got):\n%s", d)
			}
		})
	}
}

// A class exported by its name and as the default (magic-string 1.4.5,
// testdata/defaultdup, trimmed: export declare class MagicString … export
// { MagicString as default }) is one declaration: search finds each of
// its members once, under the class's name, where default.remove tied
// with MagicString.remove and came first.
func TestSearchSkipsDefaultDuplicates(t *testing.T) {
	p := newEnv(t).provider()
	ref := sdk.PackageRef{Ecosystem: "npm", Name: "magic-string", ProjectPath: filepath.Join("testdata", "defaultdup")}
	for q, want := range map[string]string{
		"remove the characters from start to end": "MagicString.remove",
		"wrap a string for editing":               "MagicString",
	} {
		res, err := p.Search(context.Background(), sdk.SearchRequest{Package: ref, Query: q, Limit: 10})
		if err != nil {
			t.Fatal(err)
		}
		var syms []string
		for _, h := range res.Hits {
			if h.Locator.Symbol != "" {
				syms = append(syms, h.Locator.Symbol)
			}
		}
		if len(syms) == 0 || syms[0] != want {
			t.Errorf("%q: symbol hits %v, want %s first", q, syms, want)
		}
		for _, s := range syms {
			if s == "default" || strings.HasPrefix(s, "default.") {
				t.Errorf("%q: hit %s repeats a MagicString entry", q, s)
			}
		}
	}
}
