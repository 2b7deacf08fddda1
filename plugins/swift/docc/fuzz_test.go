package docc

import "testing"

// FuzzMarkdown: any doc comment or article renders without a panic.
func FuzzMarkdown(f *testing.F) {
	for _, s := range []string{"- Parameters:\n  - a: b\n- Returns: c", "``A/b()-1a2b3``", "@Metadata {\n@X {\n}", "```\n- Returns: x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		Markdown(s)
		Abstract(s)
		ParseArticle(s, func(string) string { return "x" })
	})
}
