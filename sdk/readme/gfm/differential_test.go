package gfm

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	extast "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/text"
)

// The differential tests hold this package's trees against goldmark's own
// GFM extension (linked by the tests only): same nodes, same positions,
// same segments.

func ours() goldmark.Markdown {
	return goldmark.New(goldmark.WithParserOptions(Options()...))
}

func theirs() goldmark.Markdown {
	return goldmark.New(goldmark.WithExtensions(extension.GFM))
}

// dump writes a tree as one line per node: its kind, its position and
// what the README outline reads of it.
func dump(doc ast.Node, src []byte) string {
	var b strings.Builder
	depth := 0
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			depth--
			return ast.WalkContinue, nil
		}
		fmt.Fprintf(&b, "%s%s pos=%d", strings.Repeat(" ", depth), n.Kind(), n.Pos())
		depth++
		if n.Type() == ast.TypeBlock {
			for i := 0; i < n.Lines().Len(); i++ {
				s := n.Lines().At(i)
				fmt.Fprintf(&b, " [%d,%d)+%d", s.Start, s.Stop, s.Padding)
			}
		}
		switch n := n.(type) {
		case *ast.Text:
			fmt.Fprintf(&b, " %q soft=%v hard=%v raw=%v", n.Segment.Value(src), n.SoftLineBreak(), n.HardLineBreak(), n.IsRaw())
		case *ast.String:
			fmt.Fprintf(&b, " %q", n.Value)
		case *ast.AutoLink:
			fmt.Fprintf(&b, " type=%d url=%q label=%q", n.AutoLinkType, n.URL(src), n.Label(src))
		case *ast.Link:
			fmt.Fprintf(&b, " dest=%q", n.Destination)
		case *ast.Image:
			fmt.Fprintf(&b, " dest=%q", n.Destination)
		case *Table:
			fmt.Fprintf(&b, " %v", n.Alignments)
		case *extast.Table:
			fmt.Fprintf(&b, " %v", n.Alignments)
		case *TableCell:
			fmt.Fprintf(&b, " %v", n.Alignment)
		case *extast.TableCell:
			fmt.Fprintf(&b, " %v", n.Alignment)
		case *TaskCheckBox:
			fmt.Fprintf(&b, " checked=%v", n.Checked)
		case *extast.TaskCheckBox:
			fmt.Fprintf(&b, " checked=%v", n.IsChecked)
		}
		b.WriteByte('\n')
		return ast.WalkContinue, nil
	})
	return b.String()
}

func diffTrees(t *testing.T, name string, src []byte) {
	t.Helper()
	want := dump(theirs().Parser().Parse(text.NewReader(src)), src)
	got := dump(ours().Parser().Parse(text.NewReader(src)), src)
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("%s: tree differs from goldmark's extension (-theirs +ours):\n%s", name, d)
	}
}

// cases are the shapes of each extension, and the edges where goldmark
// and the GFM spec part.
var cases = map[string]string{
	"table":                   "| a | b |\n| --- | --- |\n| 1 | 2 |\n",
	"table no outer pipes":    "a | b\n--- | ---\n1 | 2\n",
	"alignments":              "| l | c | r | n |\n|:--|:-:|--:|---|\n| 1 | 2 | 3 | 4 |\n",
	"spaces in delimiter":     "| a | b |\n| :--- |  ---:  |\n",
	"text before the table":   "Intro line\nand more\n| a | b |\n|---|---|\n| 1 | 2 |\n",
	"header wider":            "| a | b | c |\n|---|---|\n| 1 | 2 |\n",
	"header narrower":         "| a |\n|---|---|\n| 1 | 2 |\n",
	"body wider and narrower": "| a | b |\n|---|---|\n| 1 | 2 | 3 |\n| 1 |\n",
	"escaped pipes":           "| a | b |\n|---|---|\n| x \\| y | `c \\| d` |\n| `e` \\| f \\| g | h |\n",
	"inline content":          "| name | badge |\n|---|---|\n| **bold** [link](https://x.org) | ![b](https://img.shields.io/b.svg) |\n",
	"one column":              "a\n--:\n",
	"not a delimiter":         "a | b\n-- | x\n",
	"blank middle cell":       "a | b | c\n--||--\n",
	"indented delimiter":      "a | b\n    --- | ---\n",
	"tab padded":              "\t| a | b |\n\t|---|---|\n",
	"in a list":               "- item\n\n  | a | b |\n  |---|---|\n  | 1 | 2 |\n",
	"in a quote":              "> | a | b |\n> |---|---|\n> | 1 | 2 |\n",
	"empty header":            "|\n|---|\n",
	"lazy rows":               "| a |\n|---|\nplain line\n\nafter\n",
	"setext not table":        "a\n---\n",
	"strikethrough":           "~~gone~~ and ~one~ and ~~~three~~~ and ~~unclosed\n",
	"strike in heading":       "## ~~Old~~ New\n",
	"task list":               "- [ ] todo\n- [x] done\n- [X] Done\n- [y] no\n- text [ ] later\n",
	"task list nested":        "1. [ ]\tfirst\n   - [x] [link](#a)\n",
	"urls":                    "See https://example.com/a_b?x=1&y=2. Or http://a.b:8080/p, (https://x.org/p(1)) and www.github.com/tj!\n",
	"url trailing entity":     "https://example.com/a&amp; and https://e.com/x&1;\n",
	"url edges":               "http://localhost/ ftp://files.example.org https://a.B https://UPPER.org/ https://x.y.co.uk/_z_\n",
	"emails":                  "Mail me@example.com or a.b+c@mail.example.org. not-an@email, x@y.z_ foo@bar.baz-\n",
	"www":                     "*www.example.com* _www.a.io/x_ ~www.b.io~ (www.c.io)\n",
	"url in link":             "[https://example.com](https://example.com) <https://x.org>\n",
	"long host":               "https://" + strings.Repeat("a", 300) + ".com/x https://" + strings.Repeat("b.", 200) + "io\n",
	"unicode":                 "https://例え.jp/パス https://example.com/é\n",
}

func TestAgainstGoldmarkCases(t *testing.T) {
	for name, src := range cases {
		t.Run(name, func(t *testing.T) { diffTrees(t, name, []byte(src)) })
	}
}

// TestAgainstGoldmarkREADMEs compares the trees of the real READMEs in
// ../testdata/in and, when GFM_CORPUS names a directory, of every .md file
// under it.
func TestAgainstGoldmarkREADMEs(t *testing.T) {
	files, err := filepath.Glob("../testdata/in/*.md")
	if err != nil || len(files) == 0 {
		t.Fatalf("no READMEs: %v", err)
	}
	if dir := os.Getenv("GFM_CORPUS"); dir != "" {
		_ = filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.EqualFold(filepath.Ext(p), ".md") {
				files = append(files, p)
			}
			return nil
		})
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		diffTrees(t, f, src)
	}
	t.Logf("%d files", len(files))
}

func FuzzAgainstGoldmark(f *testing.F) {
	for _, src := range cases {
		f.Add(src)
	}
	f.Fuzz(func(t *testing.T, src string) {
		diffTrees(t, "fuzz", []byte(src))
	})
}

var update = flag.Bool("update", false, "rewrite testdata/*.tree from the current trees")

// TestGolden pins this package's trees of the inputs in testdata, whatever
// goldmark's extension later does.
func TestGolden(t *testing.T) {
	inputs, err := filepath.Glob("testdata/*.md")
	if err != nil || len(inputs) < 2 {
		t.Fatalf("inputs: %v %v", inputs, err)
	}
	for _, in := range inputs {
		if filepath.Base(in) == "SOURCES.md" {
			continue
		}
		src, err := os.ReadFile(in)
		if err != nil {
			t.Fatal(err)
		}
		got := dump(ours().Parser().Parse(text.NewReader(src)), src)
		golden := strings.TrimSuffix(in, ".md") + ".tree"
		if *update {
			if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(string(want), got); d != "" {
			t.Errorf("%s (-golden +got):\n%s", in, d)
		}
	}
}
