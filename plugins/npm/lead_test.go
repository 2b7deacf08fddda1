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
