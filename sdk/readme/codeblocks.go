package readme

import (
	"bytes"

	"github.com/yuin/goldmark/ast"
)

// Block is one code block of a README.
type Block struct {
	// Lang is the first word of a fence's info string ("ts", "go",
	// "python"); empty for an indented block or a bare fence.
	Lang string
	// Code is the block's content without the fences, byte for byte
	// (indentation inside a list item removed, as Markdown defines it).
	Code string
	// Section is the title of the top-level heading the block is under,
	// empty before the first heading.
	Section string
	// Line is the 1-based line of the opening fence (or first line of an
	// indented block).
	Line int
}

// CodeBlocks returns every fenced and indented code block in src, in order,
// including those inside lists and block quotes.
func CodeBlocks(src []byte) []Block {
	o := parse(src)
	var out []Block
	_ = ast.Walk(o.doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		var b Block
		switch n := n.(type) {
		case *ast.FencedCodeBlock:
			b.Lang = string(n.Language(src))
		case *ast.CodeBlock:
		default:
			return ast.WalkContinue, nil
		}
		var code bytes.Buffer
		lines := n.Lines()
		for i := 0; i < lines.Len(); i++ {
			s := lines.At(i)
			code.Write(s.Value(src))
		}
		b.Code = code.String()
		if first, _ := span(n, src); first >= 0 {
			b.Line = o.lineOf(first) + 1
			b.Section = o.sectionTitle(b.Line - 1)
		}
		out = append(out, b)
		return ast.WalkSkipChildren, nil
	})
	return out
}

// sectionTitle is the title of the last top-level heading at or before line.
func (o *outline) sectionTitle(line int) string {
	t := ""
	for _, h := range o.heads {
		if h.line > line {
			break
		}
		t = h.title
	}
	return t
}
