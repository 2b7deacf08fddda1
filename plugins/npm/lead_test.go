package npm

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestUsedFirst: page one's order puts the names the README's code uses
// first, then values before type-only declarations, members with their
// parent. The symbols are date-fns 4.4.0's first declarations (its
// index.d.ts re-exports each function's options interface before the
// function) and its README's first code block.
func TestUsedFirst(t *testing.T) {
	syms := []sdk.Symbol{
		{Name: "AddOptions", Kind: "interface"},
		{Name: "AddOptions.in", Kind: "property", Parent: "AddOptions"},
		{Name: "add", Kind: "function"},
		{Name: "AddBusinessDaysOptions", Kind: "interface"},
		{Name: "addBusinessDays", Kind: "function"},
		{Name: "CompareAscResult", Kind: "type"},
		{Name: "compareAsc", Kind: "function"},
		{Name: "FormatOptions", Kind: "interface"},
		{Name: "format", Kind: "function"},
		{Name: "formatters", Kind: "const"},
	}
	readme := []string{"import { compareAsc, format } from \"date-fns\";\n\nformat(new Date(2014, 1, 11), \"yyyy-MM-dd\");\n//=> '2014-02-11'\n\nconst dates = [\n  new Date(1995, 6, 2),\n];\ndates.sort(compareAsc);\n"}
	for _, c := range []struct {
		name string
		code []string
		want []string
	}{
		{"readme", readme, []string{"compareAsc", "format", "add", "addBusinessDays", "formatters", "AddOptions", "AddOptions.in", "AddBusinessDaysOptions", "CompareAscResult", "FormatOptions"}},
		{"no code", nil, []string{"add", "addBusinessDays", "compareAsc", "format", "formatters", "AddOptions", "AddOptions.in", "AddBusinessDaysOptions", "CompareAscResult", "FormatOptions"}},
		// A name reached through a dot is some value's member, not the
		// package's top-level name.
		{"member of another value", []string{"const s = dates.format(x);\n"}, []string{"add", "addBusinessDays", "compareAsc", "format", "formatters", "AddOptions", "AddOptions.in", "AddBusinessDaysOptions", "CompareAscResult", "FormatOptions"}},
		// Comments, strings and object keys name no use.
		{"not code", []string{"// format a date\nconst s = \"compareAsc\";\nconst o = { format: 1, add: `x` };\n/* addBusinessDays */\n"}, []string{"add", "addBusinessDays", "compareAsc", "format", "formatters", "AddOptions", "AddOptions.in", "AddBusinessDaysOptions", "CompareAscResult", "FormatOptions"}},
		{"spread", []string{"const all = [...formatters];\n"}, []string{"formatters", "add", "addBusinessDays", "compareAsc", "format", "AddOptions", "AddOptions.in", "AddBusinessDaysOptions", "CompareAscResult", "FormatOptions"}},
	} {
		var got []string
		for _, s := range usedFirst(syms, c.code) {
			got = append(got, s.Name)
		}
		if diff := cmp.Diff(c.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", c.name, diff)
		}
	}
}

// TestUsedFirstSameName: a top-level name's other entries (a class's
// constructor, listed under the class's name after some of its members;
// a function's overloads) stay with its first entry, so page one shows a
// constructor under its class, never alone before it. The entries are
// hono 4.13.19's Context and Hono, in the outline's order.
func TestUsedFirstSameName(t *testing.T) {
	syms := []sdk.Symbol{
		{Name: "Context", Kind: "class", Signature: "class Context<E extends Env = any>"},
		{Name: "Context.env", Kind: "property", Parent: "Context"},
		{Name: "Context", Kind: "class", Signature: "constructor(req: Request, options?: ContextOptions<E>)"},
		{Name: "Context.req", Kind: "property", Parent: "Context"},
		{Name: "Hono", Kind: "class", Signature: "class Hono<E extends Env = BlankEnv> extends Hono$1<E>"},
		{Name: "Hono", Kind: "class", Signature: "constructor(options?: HonoOptions<E>)"},
		{Name: "Env", Kind: "type"},
		{Name: "parse", Kind: "interface"},
		{Name: "parse", Kind: "function", Signature: "function parse(s: string): Node"},
		{Name: "parse", Kind: "function", Signature: "function parse(s: string, o: Options): Node"},
	}
	var got []string
	for _, s := range usedFirst(syms, []string{"import { Hono } from 'hono'\nconst app = new Hono()\n"}) {
		got = append(got, s.Name+" "+s.Signature)
	}
	want := []string{
		"Hono class Hono<E extends Env = BlankEnv> extends Hono$1<E>",
		"Hono constructor(options?: HonoOptions<E>)",
		"Context class Context<E extends Env = any>",
		"Context.env ",
		"Context constructor(req: Request, options?: ContextOptions<E>)",
		"Context.req ",
		// An interface merged with a function is a value: before the types.
		"parse ",
		"parse function parse(s: string): Node",
		"parse function parse(s: string, o: Options): Node",
		"Env ",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// TestUsedFirstNamespaceMembers: the members of a name the code reaches
// through a dot come first in the order the code uses them, values before
// types after them; a member's own members move with it; a class the code
// only constructs keeps its declarations' order. The entries are zod
// 3.23.8's namespace z (export * of its parser utilities before the
// schema builders) and a line of its README.
func TestUsedFirstNamespaceMembers(t *testing.T) {
	syms := []sdk.Symbol{
		{Name: "z", Kind: "namespace", Signature: "import * as z from './external'"},
		{Name: "z.setErrorMap", Kind: "function", Parent: "z"},
		{Name: "z.ParseContext", Kind: "interface", Parent: "z"},
		{Name: "z.ParseContext.path", Kind: "property", Parent: "z.ParseContext"},
		{Name: "z.makeIssue", Kind: "const", Parent: "z"},
		{Name: "z.ZodString", Kind: "class", Parent: "z"},
		{Name: "z.ZodString.min", Kind: "method", Parent: "z.ZodString"},
		{Name: "z.object", Kind: "const", Parent: "z"},
		{Name: "z.string", Kind: "const", Parent: "z"},
		{Name: "z.infer", Kind: "type", Parent: "z"},
	}
	readme := []string{"import { z } from \"zod\";\n\n// z.setErrorMap is not called here\nconst User = z.object({\n  username: z.string(),\n});\ntype User = z.infer<typeof User>;\n"}
	var got []string
	for _, s := range usedFirst(syms, readme) {
		got = append(got, s.Name)
	}
	want := []string{"z", "z.object", "z.string", "z.infer", "z.setErrorMap", "z.makeIssue", "z.ZodString", "z.ZodString.min", "z.ParseContext", "z.ParseContext.path"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// TestUsedFirstClassKeepsOrder: a class whose merged namespace types the
// README reaches through its name (minipass 7's Minipass.Events) keeps its
// declarations' order: its constructor and instance members first, as
// before, not the type.
func TestUsedFirstClassKeepsOrder(t *testing.T) {
	syms := []sdk.Symbol{
		{Name: "Minipass", Kind: "class"},
		{Name: "Minipass", Kind: "class", Signature: "constructor(...args: [Minipass.ObjectModeOptions])"},
		{Name: "Minipass.writable", Kind: "property", Parent: "Minipass"},
		{Name: "Minipass.Events", Kind: "interface", Parent: "Minipass"},
		{Name: "Minipass.Events.data", Kind: "property", Parent: "Minipass.Events"},
	}
	var got []string
	for _, s := range usedFirst(syms, []string{"const mp = new Minipass()\nconst e: Minipass.Events = {}\n"}) {
		got = append(got, s.Name)
	}
	want := []string{"Minipass", "Minipass", "Minipass.writable", "Minipass.Events", "Minipass.Events.data"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
