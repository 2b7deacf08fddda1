package rust

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestSameNamedTypes: regex-syntax (trimmed) has Parser, ParserBuilder and
// Error in its root and types of the same names in ast, ast::parse and
// hir. A path from the root, or from the module asked for, answers with
// that type alone; a name that ends several paths lists them.
func TestSameNamedTypes(t *testing.T) {
	w := newWorld(t)
	proj := t.TempDir()
	copyDir(t, filepath.Join("testdata", "regex_syntax_trim"), filepath.Join(proj, "vendor", "regex-syntax-0.6.27"))
	writeFile(t, filepath.Join(proj, ".cargo", "config.toml"), "[source.crates-io]\nreplace-with = \"vendored\"\n[source.vendored]\ndirectory = \"vendor\"\n")
	writeFile(t, filepath.Join(proj, "Cargo.toml"), "[package]\nname = \"app\"\nversion = \"0.1.0\"\n[dependencies]\nregex-syntax = \"0.6\"\n")
	p := w.provider(false)
	ref := func(name string) sdk.PackageRef {
		return sdk.PackageRef{Name: name, ProjectPath: proj, ProjectTrusted: true}
	}
	tests := []struct {
		pkg, symbol string
		focus       string
		names       []string
	}{
		{pkg: "regex-syntax", symbol: "ParserBuilder::case_insensitive", focus: "ParserBuilder::case_insensitive",
			names: []string{"ParserBuilder", "ParserBuilder::case_insensitive"}},
		{pkg: "regex-syntax::ast::parse", symbol: "ParserBuilder::octal", focus: "ast::parse::ParserBuilder::octal",
			names: []string{"ast::parse::ParserBuilder", "ast::parse::ParserBuilder::octal"}},
		{pkg: "regex-syntax", symbol: "Error::span", focus: "Error::span",
			names: []string{"ast::Error::span", "hir::Error::span"}},
	}
	for _, tt := range tests {
		doc := describe(t, p, ref(tt.pkg), tt.symbol)
		if doc.Focus != tt.focus {
			t.Errorf("%s %s: focus %q, want %q", tt.pkg, tt.symbol, doc.Focus, tt.focus)
		}
		if diff := cmp.Diff(tt.names, symbolNames(doc)); diff != "" {
			t.Errorf("%s %s: symbols (-want +got):\n%s", tt.pkg, tt.symbol, diff)
		}
	}
	// The root ParserBuilder's outline lists its own methods once each.
	doc := describe(t, p, ref("regex-syntax"), "ParserBuilder")
	var mems []string
	for _, s := range doc.Symbols {
		if s.Parent == "ParserBuilder" {
			mems = append(mems, strings.TrimPrefix(s.Name, "ParserBuilder::"))
		}
	}
	if !slices.Contains(mems, "case_insensitive") || len(mems) != len(slices.Compact(slices.Sorted(slices.Values(mems)))) {
		t.Errorf("root ParserBuilder members %v: want its own, once each", mems)
	}
}
