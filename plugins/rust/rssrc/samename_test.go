package rssrc_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/plugins/rust/crateapi"
	"github.com/pkgdocs/pkgdocs/plugins/rust/rssrc"
)

// members lists each item's members by the item's full path.
func members(c *crateapi.Crate) map[string][]string {
	out := map[string][]string{}
	for _, m := range c.Modules {
		for _, it := range m.Items {
			var names []string
			for _, mem := range it.Members {
				names = append(names, mem.Name)
			}
			for _, h := range it.Impls {
				names = append(names, crateapi.TraitName(h))
			}
			out[m.ItemPath(it)] = names
		}
	}
	return out
}

// TestSameNamedTypes: regex-syntax (trimmed) declares Parser and
// ParserBuilder privately and re-exports them at the root, ast::parse
// declares others of the same names, and Error is a root enum, a struct
// in ast and another in hir. Each impl block belongs to the type its own
// module names.
func TestSameNamedTypes(t *testing.T) {
	c, err := rssrc.Scan(dirFiles("../testdata/regex_syntax_trim"), "src/lib.rs", "regex-syntax", rssrc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	got := members(c)
	want := map[string][]string{
		"Error":                     {"Clone", "Debug", "Eq", "PartialEq", "From<ast::Error>", "From<hir::Error>", "error::Error"},
		"Result":                    nil,
		"Parser":                    {"new", "parse", "Clone", "Debug"},
		"ParserBuilder":             {"new", "build", "nest_limit", "octal", "allow_invalid_utf8", "ignore_whitespace", "case_insensitive", "multi_line", "dot_matches_new_line", "swap_greed", "unicode", "Clone", "Debug", "Default"},
		"ast::Error":                {"kind", "pattern", "span", "auxiliary_span", "Clone", "Debug", "Eq", "PartialEq"},
		"ast::parse::ParserBuilder": {"new", "build", "nest_limit", "octal", "ignore_whitespace", "Clone", "Debug", "Default"},
		"ast::parse::Parser":        {"new", "parse", "parse_with_comments", "Clone", "Debug"},
		"hir::Error":                {"kind", "pattern", "span", "Clone", "Debug", "Eq", "PartialEq"},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("members by path (-want +got):\n%s", diff)
	}
}
