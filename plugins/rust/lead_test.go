package rust

import (
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestUsedFirst: the items the front page's code uses lead the outline,
// in the order of first use (a name a use declaration imports counting
// from where the code uses it), each with its members; modules and what
// the outline lists apart keep their place; a path that is not the
// crate's (Regex::new, std::fmt) uses nothing; nor do comments, strings
// and lifetimes.
func TestUsedFirst(t *testing.T) {
	syms := []sdk.Symbol{
		{Name: "bytes", Kind: "module"},
		{Name: "escape", Kind: "fn"},
		{Name: "new", Kind: "fn"},
		{Name: "a", Kind: "struct"},
		{Name: "Regex", Kind: "struct"},
		{Name: "Regex::new", Kind: "method", Parent: "Regex"},
		{Name: "RegexSet", Kind: "struct"},
		{Name: "bytes::Regex", Kind: "struct"},
		{Name: "json", Kind: "macro"},
		{Name: "Regex::is_match", Kind: "method", Parent: "Regex"},
	}
	names := func(ss []sdk.Symbol) []string {
		var out []string
		for _, s := range ss {
			out = append(out, s.Name)
		}
		return out
	}
	for _, c := range []struct {
		name string
		code []string
		want []string
	}{
		{"only a bare name is used", []string{"let x = Regex::new(r\"escape\"); // RegexSet\nfn f<'a>(s: &'a str) {}\nstd::fmt::json();\n"},
			[]string{"Regex", "Regex::new", "bytes", "escape", "new", "a", "RegexSet", "bytes::Regex", "json", "Regex::is_match"}},
		{"used in order, imports from their use", []string{
			"use regex::{escape, RegexSet};\nlet m = json!({});\n",
			"let s = regex::RegexSet::new(&[\"a\"]);\nlet b = regex::bytes::Regex::new(\"x\");\n"},
			[]string{"json", "RegexSet", "bytes::Regex", "escape", "bytes", "new", "a", "Regex", "Regex::new", "Regex::is_match"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := names(usedFirst(syms, c.code, "regex"))
			if d := cmp.Diff(c.want, got); d != "" {
				t.Errorf("order (-want +got):\n%s", d)
			}
		})
	}
}

// TestStartHereFollowsTheCrateDocs: semver 1.0.14 (its lib.rs, Cargo.toml
// and MIT licence, unchanged; the private modules left out) declares
// Version first; its crate docs' example imports BuildMetadata,
// Prerelease, Version and VersionReq in a sorted use list, then parses a
// VersionReq and builds a Version from a Prerelease and BuildMetadata.
// The outline opens on them in that order; before, on Version, VersionReq,
// Comparator and Op in declaration order.
func TestStartHereFollowsTheCrateDocs(t *testing.T) {
	w := newWorld(t)
	proj := t.TempDir()
	copyDir(t, filepath.Join("testdata", "semver_lead_trim"), filepath.Join(proj, "vendor", "semver-1.0.14"))
	writeFile(t, filepath.Join(proj, ".cargo", "config.toml"), "[source.crates-io]\nreplace-with = \"vendored\"\n[source.vendored]\ndirectory = \"vendor\"\n")
	writeFile(t, filepath.Join(proj, "Cargo.toml"), "[package]\nname = \"app\"\nversion = \"0.1.0\"\n[dependencies]\nsemver = \"1\"\n")
	doc := describe(t, w.provider(false), sdk.PackageRef{Name: "semver", ProjectPath: proj, ProjectTrusted: true}, "")
	var tops []string
	for _, s := range doc.Symbols {
		if s.Parent == "" && s.Kind != "module" && len(tops) < 4 {
			tops = append(tops, s.Name)
		}
	}
	if d := cmp.Diff([]string{"VersionReq", "Version", "Prerelease", "BuildMetadata"}, tops); d != "" {
		t.Errorf("first items (-want +got):\n%s", d)
	}
}

// FuzzUsedFirst: any code (crate docs and READMEs are the crate's,
// untrusted) reorders the outline without losing or adding an entry.
func FuzzUsedFirst(f *testing.F) {
	for _, s := range []string{"use regex::{escape, Regex};\nlet r = Regex::new(r#\"a\"#);", "b'x' br##\"y\"## 'a '\\n' ::", "regex::bytes::Regex", "<T as X>::new r#", "'"} {
		f.Add(s)
	}
	syms := []sdk.Symbol{{Name: "bytes", Kind: "module"}, {Name: "escape", Kind: "fn"}, {Name: "Regex", Kind: "struct"},
		{Name: "Regex::new", Kind: "method", Parent: "Regex"}, {Name: "bytes::Regex", Kind: "struct"}}
	f.Fuzz(func(t *testing.T, code string) {
		got := usedFirst(syms, []string{code, code}, "regex")
		seen := map[string]int{}
		for _, s := range got {
			seen[s.Name]++
		}
		if len(got) != len(syms) || len(seen) != len(syms) {
			t.Fatalf("%d entries, %d distinct; want %d", len(got), len(seen), len(syms))
		}
	})
}
