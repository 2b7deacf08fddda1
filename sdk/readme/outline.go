package readme

import (
	"bytes"
	"sort"
	"strings"
	"sync"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"

	"github.com/pkgdocs/pkgdocs/sdk/readme/gfm"
)

// markdown is the parser every function here shares, built on first use
// (building it costs a process start-up time in every binary that links
// this package, most of which never parse a README). goldmark parsers are
// safe for concurrent use once built. GFM's extensions come from package
// gfm, not goldmark's extension package, whose regular expressions are
// compiled at every process start.
//
// It is goldmark.DefaultParser with those options added, as
// goldmark.New(goldmark.WithParserOptions(...)).Parser() builds it, but
// without importing the goldmark package itself: that package builds a
// default Markdown converter in a package variable and links the HTML
// renderer, whose attribute filters are built in package variables too,
// so every start of every binary linking this package paid for a
// renderer nothing here uses (about 33 KB and 125 allocations, measured
// with GODEBUG=inittrace=1).
var markdown = sync.OnceValue(func() parser.Parser {
	p := parser.NewParser(
		parser.WithBlockParsers(parser.DefaultBlockParsers()...),
		parser.WithInlineParsers(parser.DefaultInlineParsers()...),
		parser.WithParagraphTransformers(parser.DefaultParagraphTransformers()...),
	)
	p.AddOptions(gfm.Options()...)
	return p
})

// outline is a parsed README: its lines, its top-level blocks with the line
// ranges they occupy, and its top-level headings.
type outline struct {
	src []byte
	// starts[i] is the byte offset where line i begins; a line includes its
	// terminating '\n'. The last line may lack one.
	starts []int
	doc    ast.Node
	blocks []block
	heads  []heading
	// raw marks lines inside code blocks and HTML blocks, whose blank lines
	// are content and must never be collapsed.
	raw []bool
	// clipped is how many bytes past MaxInput were left unparsed.
	clipped int
}

// block is one top-level block and the lines [start, end] it covers.
type block struct {
	node       ast.Node
	start, end int
}

// heading is one top-level heading (ATX or setext).
type heading struct {
	line  int // first line of the heading
	end   int // last line (the underline of a setext heading)
	level int
	title string
}

// MaxInput is the most of a README that is parsed. goldmark is quadratic
// on some inputs (thousands of consecutive link definitions), and a README
// is untrusted; real ones are far smaller (axios's, among the largest, is
// 110 KB). Longer input is cut at a section boundary before this size.
const MaxInput = 256 << 10

// clip returns src cut to at most MaxInput bytes at the start of the last
// line there that opens an ATX heading outside a code fence (else the last
// blank line outside one, else the last line break), so no section or code
// block is cut mid-way.
func clip(src []byte) []byte {
	if len(src) <= MaxInput {
		return src
	}
	heading, blank, nl := -1, -1, -1
	var fence []byte
	for i := 0; i < MaxInput; {
		j := bytes.IndexByte(src[i:MaxInput], '\n')
		if j < 0 {
			break
		}
		line := src[i : i+j+1]
		t := bytes.TrimLeft(line, " ")
		switch {
		case fence != nil:
			if bytes.HasPrefix(t, fence) {
				fence = nil
			}
		case bytes.HasPrefix(t, []byte("```")), bytes.HasPrefix(t, []byte("~~~")):
			fence = t[:3]
		case isATX(line):
			heading = i
		case len(bytes.TrimSpace(line)) == 0:
			blank = i
		}
		nl = i + j + 1
		i = nl
	}
	for _, cut := range []int{heading, blank, nl} {
		if cut > 0 {
			return src[:cut]
		}
	}
	return src[:0]
}

func parse(src []byte) *outline {
	full := len(src)
	src = clip(src)
	o := &outline{src: src, clipped: full - len(src)}
	for i := 0; i < len(src); {
		o.starts = append(o.starts, i)
		j := bytes.IndexByte(src[i:], '\n')
		if j < 0 {
			break
		}
		i += j + 1
	}
	o.raw = make([]bool, len(o.starts))
	o.doc = markdown().Parse(text.NewReader(o.defuse()))
	for n := o.doc.FirstChild(); n != nil; n = n.NextSibling() {
		first, last := span(n, src)
		if first < 0 {
			continue // no position at all: nothing to slice
		}
		b := block{node: n, start: o.lineOf(first), end: o.lineOf(max(last-1, first))}
		if h, ok := n.(*ast.Heading); ok {
			if !isATX(o.line(b.start)) && b.end+1 < len(o.starts) {
				b.end++ // the setext underline
			}
			o.heads = append(o.heads, heading{line: b.start, end: b.end, level: h.Level, title: plainText(h, src)})
		}
		o.blocks = append(o.blocks, b)
	}
	_ = ast.Walk(o.doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.FencedCodeBlock, *ast.CodeBlock, *ast.HTMLBlock:
			first, last := span(n, src)
			if first >= 0 {
				for l := o.lineOf(first); l <= o.lineOf(max(last-1, first)); l++ {
					o.raw[l] = true
				}
			}
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
	return o
}

// maxDefRun bounds a run of consecutive link-definition lines handed to
// goldmark, which parses such a run in quadratic time (15,000 definitions
// take half a second, 37,000 four).
const maxDefRun = 500

// isDefLine reports whether line starts like a link definition: up to three
// spaces, then "[label]:" with a label of 1 to 999 bytes and no "]". It is
// the regexp `^ {0,3}\[[^\]]{1,999}\]:` written out: compiling that regexp
// (the counted repetition expands to 999 states) cost 4 ms at the start of
// every process linking this package.
func isDefLine(line []byte) bool {
	i := 0
	for i < 3 && i < len(line) && line[i] == ' ' {
		i++
	}
	if i >= len(line) || line[i] != '[' {
		return false
	}
	end := bytes.IndexByte(line[i+1:], ']')
	if end < 1 || end > 999 {
		return false
	}
	rest := line[i+1+end+1:]
	return len(rest) > 0 && rest[0] == ':'
}

// defuse returns the source goldmark should parse: src itself, or, when it
// has a run of more than maxDefRun link-definition lines, a copy with the
// lines past maxDefRun in each run blanked (same length, so every offset
// still points into src). Those lines then stay as text in the output.
func (o *outline) defuse() []byte {
	out := o.src
	run := 0
	for i := range o.starts {
		line := o.line(i)
		if t := bytes.TrimLeft(line, " "); len(t) == 0 || t[0] != '[' || !isDefLine(line) {
			run = 0
			continue
		}
		if run++; run <= maxDefRun {
			continue
		}
		if &out[0] == &o.src[0] {
			out = bytes.Clone(o.src)
		}
		for j := o.starts[i]; j < o.starts[i]+len(o.line(i)); j++ {
			if out[j] != '\n' && out[j] != '\r' {
				out[j] = ' '
			}
		}
	}
	return out
}

// isATX reports whether line opens an ATX heading: up to three spaces, one
// to six '#', then a space, a tab or the end of the line.
func isATX(line []byte) bool {
	i := 0
	for i < len(line) && i < 4 && line[i] == ' ' {
		i++
	}
	if i > 3 {
		return false
	}
	j := i
	for j < len(line) && line[j] == '#' {
		j++
	}
	if j == i || j-i > 6 {
		return false
	}
	return j == len(line) || line[j] == ' ' || line[j] == '\t' || line[j] == '\n' || line[j] == '\r'
}

// lineOf returns the line containing byte offset off.
func (o *outline) lineOf(off int) int {
	return sort.Search(len(o.starts), func(i int) bool { return o.starts[i] > off }) - 1
}

// line returns line i with its terminator.
func (o *outline) line(i int) []byte {
	end := len(o.src)
	if i+1 < len(o.starts) {
		end = o.starts[i+1]
	}
	return o.src[o.starts[i]:end]
}

func (o *outline) blank(i int) bool { return len(bytes.TrimSpace(o.line(i))) == 0 }

// span returns the smallest and largest source offsets n and its
// descendants occupy ([first, last) half open), or -1, -1 when none is
// known. goldmark records a start position for blocks and segments for
// their lines; fences' closing lines are covered by the callers (they lie
// before the next block).
func span(n ast.Node, src []byte) (first, last int) {
	first, last = -1, -1
	add := func(a, b int) {
		if a < 0 || b < a || b > len(src) {
			return
		}
		if first < 0 || a < first {
			first = a
		}
		if b > last {
			last = b
		}
	}
	_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		if p := c.Pos(); p >= 0 && c.Type() == ast.TypeBlock {
			add(p, p+1)
		}
		switch c := c.(type) {
		case *ast.Text:
			add(c.Segment.Start, c.Segment.Stop)
		case *ast.RawHTML:
			for i := 0; i < c.Segments.Len(); i++ {
				s := c.Segments.At(i)
				add(s.Start, s.Stop)
			}
		case *ast.HTMLBlock:
			if c.HasClosure() {
				add(c.ClosureLine.Start, c.ClosureLine.Stop)
			}
		case *ast.FencedCodeBlock:
			if c.Info != nil {
				add(c.Info.Segment.Start, c.Info.Segment.Stop)
			}
		}
		if c.Type() == ast.TypeBlock {
			lines := c.Lines()
			for i := 0; i < lines.Len(); i++ {
				s := lines.At(i)
				add(s.Start, s.Stop)
			}
		}
		return ast.WalkContinue, nil
	})
	return first, last
}

// plainText is the text a reader sees in an inline container: emphasis and
// links unwrapped, images by their alt text, raw HTML left out.
func plainText(n ast.Node, src []byte) string {
	var b strings.Builder
	var walk func(ast.Node)
	walk = func(n ast.Node) {
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			switch c := c.(type) {
			case *ast.Text:
				b.Write(c.Segment.Value(src))
				if c.SoftLineBreak() || c.HardLineBreak() {
					b.WriteByte(' ')
				}
			case *ast.String:
				b.Write(c.Value)
			case *ast.AutoLink:
				b.Write(c.Label(src))
			case *ast.RawHTML:
				// tags are not text
			default:
				walk(c)
			}
		}
	}
	walk(n)
	return strings.Join(strings.Fields(b.String()), " ")
}
