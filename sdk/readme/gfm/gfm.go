package gfm

import (
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/util"
)

// Options returns the parser options that add the four extensions, at the
// priorities goldmark's own extensions use (so they interleave with the
// core parsers the same way).
func Options() []parser.Option {
	escapes := parser.NewContextKey()
	return []parser.Option{
		parser.WithParagraphTransformers(util.Prioritized(tableParagraph{escapes}, 200)),
		parser.WithASTTransformers(util.Prioritized(escapedPipes{escapes}, 0)),
		parser.WithInlineParsers(
			util.Prioritized(taskBoxParser{}, 0),
			util.Prioritized(strikeParser{}, 500),
			util.Prioritized(linkifyParser{}, 999),
		),
	}
}

// Alignment is a table column's alignment, from its delimiter cell.
type Alignment int

// The alignments a delimiter cell can give: "---", ":--", "--:", ":-:".
const (
	AlignNone Alignment = iota
	AlignLeft
	AlignRight
	AlignCenter
)

func (a Alignment) String() string {
	switch a {
	case AlignLeft:
		return "left"
	case AlignRight:
		return "right"
	case AlignCenter:
		return "center"
	}
	return "none"
}

// Table is a GFM table: a TableHeader, then one TableRow per body row.
type Table struct {
	ast.BaseBlock
	Alignments []Alignment
}

// TableHeader is a table's header row; its children are TableCells.
type TableHeader struct{ ast.BaseBlock }

// TableRow is a table body row; its children are TableCells.
type TableRow struct{ ast.BaseBlock }

// TableCell is one cell; its inline content is parsed like a paragraph's.
type TableCell struct {
	ast.BaseBlock
	Alignment Alignment
}

// Strikethrough is text between "~" or "~~" delimiters.
type Strikethrough struct{ ast.BaseInline }

// TaskCheckBox is the "[ ]" or "[x]" opening a list item.
type TaskCheckBox struct {
	ast.BaseInline
	Checked bool
}

// The node kinds. ast.NewNodeKind only appends a name to a slice.
var (
	KindTable         = ast.NewNodeKind("Table")
	KindTableHeader   = ast.NewNodeKind("TableHeader")
	KindTableRow      = ast.NewNodeKind("TableRow")
	KindTableCell     = ast.NewNodeKind("TableCell")
	KindStrikethrough = ast.NewNodeKind("Strikethrough")
	KindTaskCheckBox  = ast.NewNodeKind("TaskCheckBox")
)

func (n *Table) Kind() ast.NodeKind         { return KindTable }
func (n *TableHeader) Kind() ast.NodeKind   { return KindTableHeader }
func (n *TableRow) Kind() ast.NodeKind      { return KindTableRow }
func (n *TableCell) Kind() ast.NodeKind     { return KindTableCell }
func (n *Strikethrough) Kind() ast.NodeKind { return KindStrikethrough }
func (n *TaskCheckBox) Kind() ast.NodeKind  { return KindTaskCheckBox }

func (n *Table) Dump(src []byte, level int)         { ast.DumpHelper(n, src, level, nil, nil) }
func (n *TableHeader) Dump(src []byte, level int)   { ast.DumpHelper(n, src, level, nil, nil) }
func (n *TableRow) Dump(src []byte, level int)      { ast.DumpHelper(n, src, level, nil, nil) }
func (n *TableCell) Dump(src []byte, level int)     { ast.DumpHelper(n, src, level, nil, nil) }
func (n *Strikethrough) Dump(src []byte, level int) { ast.DumpHelper(n, src, level, nil, nil) }
func (n *TaskCheckBox) Dump(src []byte, level int)  { ast.DumpHelper(n, src, level, nil, nil) }
