package swift

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestUsedFirst: the declarations the README's code uses lead the
// outline, in the order of first use, each with its members; an
// extension of another module's type keeps its place (code names that
// type for its own sake, and what the extension adds is a member name
// too common to tell apart); re-exports and what symbols lists last stay
// after the rest.
func TestUsedFirst(t *testing.T) {
	syms := []sdk.Symbol{
		{Name: "Foundation", Kind: "re-export"},
		{Name: "CompletionShell", Kind: "struct"},
		{Name: "CompletionShell.zsh", Kind: "property", Parent: "CompletionShell"},
		{Name: "Sequence", Kind: "extension"},
		{Name: "Sequence.chunked(by:)", Kind: "method", Parent: "Sequence"},
		{Name: "Option", Kind: "struct"},
		{Name: "Option.wrappedValue", Kind: "property", Parent: "Option"},
		{Name: "ParsableCommand", Kind: "protocol"},
		{Name: "ParsableCommand.run()", Kind: "method", Parent: "ParsableCommand"},
		{Name: "Unused", Kind: "class"},
		{Name: "_Storage", Kind: "struct"},
		{Name: "ParsableCommand._data", Kind: "property", Parent: "ParsableCommand"},
	}
	for _, c := range []struct {
		name string
		code []string
		want []string
	}{
		{"no code: source order, re-exports after", nil, []string{
			"CompletionShell", "CompletionShell.zsh", "Sequence", "Sequence.chunked(by:)", "Option", "Option.wrappedValue",
			"ParsableCommand", "ParsableCommand.run()", "Unused", "Foundation", "_Storage", "ParsableCommand._data"}},
		{"used in the order of first use", []string{
			"// Option and Unused in a comment\nstruct Repeat: ParsableCommand {\n    @Option(help: \"Unused\") var count: Int\n}\n",
			"let parts: some Sequence = words.chunked(by: ==)\n"}, []string{
			"ParsableCommand", "ParsableCommand.run()", "Option", "Option.wrappedValue",
			"CompletionShell", "CompletionShell.zsh", "Sequence", "Sequence.chunked(by:)", "Unused", "Foundation", "_Storage", "ParsableCommand._data"}},
		{"a member's own name after a dot is not its type's use", []string{"x.Option = y\nlet s = \"\"\"\nParsableCommand\n\"\"\"\n"}, []string{
			"CompletionShell", "CompletionShell.zsh", "Sequence", "Sequence.chunked(by:)", "Option", "Option.wrappedValue",
			"ParsableCommand", "ParsableCommand.run()", "Unused", "Foundation", "_Storage", "ParsableCommand._data"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			var got []string
			for _, s := range usedFirst(syms, c.code) {
				got = append(got, s.Name)
			}
			if d := cmp.Diff(c.want, got); d != "" {
				t.Errorf("order (-want +got):\n%s", d)
			}
		})
	}
}

// TestStartHereFollowsTheReadme: swift-argument-parser (testdata, the
// real package) declares CompletionShell in its first source file; its
// README's example is a ParsableCommand with @Flag, @Option and
// @Argument. The outline, which page one's "Start here" follows, opens on
// those; before, on CompletionShell and its members.
func TestStartHereFollowsTheReadme(t *testing.T) {
	w := newWorld(t)
	doc, err := w.provider().Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "swift-argument-parser", ProjectPath: w.project}})
	if err != nil {
		t.Fatal(err)
	}
	var tops []string
	for _, s := range doc.Symbols {
		if s.Parent == "" && len(tops) < 4 {
			tops = append(tops, s.Name)
		}
	}
	if d := cmp.Diff([]string{"ParsableCommand", "Flag", "Option", "Argument"}, tops); d != "" {
		t.Errorf("first top-level symbols (-want +got):\n%s", d)
	}
}

// FuzzUsedFirst: any README code reorders the outline without losing or
// adding an entry.
func FuzzUsedFirst(f *testing.F) {
	for _, s := range []string{"struct R: ParsableCommand { @Option var x = \"\"\"\na\n\"\"\" }", "`", "\"\\", "/* x", "x.Option `default`"} {
		f.Add(s)
	}
	syms := []sdk.Symbol{{Name: "Foundation", Kind: "re-export"}, {Name: "Option", Kind: "struct"},
		{Name: "Option.wrappedValue", Kind: "property", Parent: "Option"}, {Name: "ParsableCommand", Kind: "protocol"}, {Name: "_S", Kind: "struct"}}
	f.Fuzz(func(t *testing.T, code string) {
		got := usedFirst(syms, []string{code, code})
		seen := map[string]int{}
		for _, s := range got {
			seen[s.Name]++
		}
		if len(got) != len(syms) || len(seen) != len(syms) {
			t.Fatalf("%d entries, %d distinct; want %d", len(got), len(seen), len(syms))
		}
	})
}
