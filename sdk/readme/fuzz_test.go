package readme

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/yuin/goldmark/ast"
)

// FuzzFilter checks what must hold for any input: no panic, output lines
// are input lines in order, sections add up to the output, and every code
// block (fenced or indented, at any depth) is kept whole or dropped whole.
func FuzzFilter(f *testing.F) {
	seeds, _ := filepath.Glob("testdata/in/*.md")
	for _, s := range seeds {
		// Large seeds make each exec and every minimisation slow; the
		// small real READMEs cover the same shapes.
		if b, err := os.ReadFile(s); err == nil && len(b) < 16<<10 {
			f.Add(b)
		}
	}
	for _, s := range []string{
		"", "#", "# \n", "#\n##\n###", "a\n=\n", "```\n# x\n", "~~~\n```\n~~~\n## License\n",
		"<!--\n## License\n-->\n", "[a]: b\n## License\n[a]: c\n", "- # License\n  x\n## Usage",
		"> ```\n> # License\n## Usage\n```", "\r\n# License\r\n\r\nx", "<h3>Sponsors</h3>\n<div>\n```\n</div>",
		"    # License\n## License\n    code\n", "## A\n[x]: /u\n## License\n[y]: /v\n[x]\n",
		"<hr>\n<div>Supported by\n\n### Ad\n```\nx\n```\n</div>\n# Real",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		r := Filter(src)
		if !isSubsequence(splitLines(string(src)), splitLines(r.Markdown)) {
			t.Fatalf("output is not a subsequence of input lines:\nin:  %q\nout: %q", src, r.Markdown)
		}
		var joined strings.Builder
		for _, s := range r.Sections {
			joined.WriteString(s.Markdown)
		}
		if joined.String() != r.Markdown {
			t.Fatalf("sections do not add up to Markdown")
		}
		if r.OutBytes > r.InBytes {
			t.Fatalf("output larger than input")
		}
		p := decide(src)
		for _, rng := range codeRanges(p.o) {
			first := p.keep[rng[0]]
			for l := rng[0]; l <= rng[1]; l++ {
				if p.keep[l] != first {
					t.Fatalf("code block at lines %d-%d cut at line %d:\n%q", rng[0]+1, rng[1]+1, l+1, src)
				}
			}
		}
		Split(src)
		Lookup(src, "usage")
		CodeBlocks(src)
	})
}

// codeRanges returns the [first, last] lines of every code block, a fenced
// block's closing fence included.
func codeRanges(o *outline) [][2]int {
	var out [][2]int
	_ = ast.Walk(o.doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n.(type) {
		case *ast.FencedCodeBlock, *ast.CodeBlock:
			first, last := span(n, o.src)
			if first < 0 {
				return ast.WalkSkipChildren, nil
			}
			a, b := o.lineOf(first), o.lineOf(max(last-1, first))
			if _, fenced := n.(*ast.FencedCodeBlock); fenced && b+1 < len(o.starts) {
				next := bytes.TrimLeft(o.line(b+1), " >\t")
				if bytes.HasPrefix(next, []byte("```")) || bytes.HasPrefix(next, []byte("~~~")) {
					b++
				}
			}
			out = append(out, [2]int{a, b})
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
	return out
}
