package gfm

import (
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// tableParagraph turns a paragraph whose line after the first is a
// delimiter row ("| --- | :-: |") into a Table: the lines before the
// header row stay a paragraph, the line before the delimiter row is the
// header, every later line of the paragraph is a body row.
//
// It follows goldmark's extension where that differs from the GFM spec,
// so that a README outlines as it did with it: a header row with fewer
// cells than the delimiter row is padded with empty cells (the spec wants
// equal counts), and a table ends where its paragraph ends.
type tableParagraph struct {
	// escapes keys the cells whose code spans hold "\|" (see escapedPipes).
	escapes parser.ContextKey
}

func (t tableParagraph) Transform(para *ast.Paragraph, reader text.Reader, pc parser.Context) {
	lines := para.Lines()
	if lines.Len() < 2 {
		return
	}
	src := reader.Source()
	for i := 1; i < lines.Len(); i++ {
		delim := lines.At(i)
		aligns := delimiterRow(delim.Value(src))
		if aligns == nil {
			continue
		}
		header := t.row(lines.At(i-1), aligns, true, src, pc)
		if header.ChildCount() != len(aligns) {
			return
		}
		table := &Table{Alignments: aligns}
		table.SetPos(para.Pos())
		head := &TableHeader{}
		head.SetPos(header.Pos())
		for c := header.FirstChild(); c != nil; {
			next := c.NextSibling()
			head.AppendChild(head, c)
			c = next
		}
		table.AppendChild(table, head)
		for j := i + 1; j < lines.Len(); j++ {
			table.AppendChild(table, t.row(lines.At(j), aligns, false, src, pc))
		}
		lines.SetSliced(0, i-1)
		para.Parent().InsertAfter(para.Parent(), para, table)
		if lines.Len() == 0 {
			para.Parent().RemoveChild(para.Parent(), para)
		} else {
			last := lines.At(i - 2)
			last.Stop-- // the paragraph no longer ends with the header's line break
			lines.Set(i-2, last)
		}
		return
	}
}

// row splits one line into cells at unescaped '|', a leading and a
// trailing '|' being optional. A body row is cut or padded to the
// delimiter row's width; a header row is only padded (the caller rejects
// a wider one).
func (t tableParagraph) row(line text.Segment, aligns []Alignment, header bool, src []byte, pc parser.Context) *TableRow {
	start := line
	seg := line.TrimLeftSpace(src)
	seg = seg.TrimRightSpace(src)
	v := seg.Value(src)
	row := &TableRow{}
	row.SetPos(start.Start)
	pos, limit := 0, len(v)
	if limit > 0 && v[0] == '|' {
		pos++
	}
	if limit > 0 && v[limit-1] == '|' {
		limit--
	}
	i := 0
	for ; pos < limit; i++ {
		align := AlignNone
		if i < len(aligns) {
			align = aligns[i]
		} else if !header {
			return row
		}
		cell := &TableCell{Alignment: align}
		// goldmark's position: the offset in the trimmed line counted
		// from the untrimmed start.
		cell.SetPos(start.Start + pos - start.Padding)
		var escaped []int
		backtick := false
		end := pos
		for ; end < limit; end++ {
			if v[end] == '`' {
				backtick = true
			}
			if v[end] != '|' {
				continue
			}
			if end == 0 || v[end-1] != '\\' {
				break
			}
			if backtick {
				escaped = append(escaped, seg.Start+end-1)
			}
		}
		if escaped != nil {
			list, _ := pc.Get(t.escapes).([]escapedCell)
			pc.Set(t.escapes, append(list, escapedCell{cell, escaped}))
		}
		content := text.NewSegment(seg.Start+pos, seg.Start+end)
		content = content.TrimLeftSpace(src)
		content = content.TrimRightSpace(src)
		cell.Lines().Append(content)
		row.AppendChild(row, cell)
		pos = end + 1
	}
	for ; i < len(aligns); i++ {
		row.AppendChild(row, &TableCell{})
	}
	return row
}

// delimiterRow returns the alignments a delimiter row gives, or nil when
// line is not one: indented at most three columns, made of '|', '-', ':'
// and spaces only, each cell between pipes one of "---", ":--", "--:" or
// ":-:" (any number of '-', spaces around).
func delimiterRow(line []byte) []Alignment {
	if w, _ := util.IndentWidth(line, 0); w > 3 {
		return nil
	}
	dashesOnly := true
	for _, b := range line {
		if b != '-' {
			dashesOnly = false
		}
		if !util.IsSpace(b) && b != '-' && b != '|' && b != ':' {
			return nil
		}
	}
	if dashesOnly {
		return nil
	}
	var aligns []Alignment
	first := true
	for rest := line; ; first = false {
		cell, after, more := cut(rest)
		rest = after
		blank := util.IsBlank(cell)
		if blank && (first || !more) {
			// an outer pipe's empty side
			if !more {
				break
			}
			continue
		}
		a, ok := delimiterCell(cell)
		if !ok {
			return nil
		}
		aligns = append(aligns, a)
		if !more {
			break
		}
	}
	return aligns
}

// cut splits s at its first '|': the part before, the part after, and
// whether there was one.
func cut(s []byte) (before, after []byte, found bool) {
	for i, b := range s {
		if b == '|' {
			return s[:i], s[i+1:], true
		}
	}
	return s, nil, false
}

// delimiterCell reads one delimiter cell: spaces, an optional ':', one or
// more '-', an optional ':', spaces.
func delimiterCell(c []byte) (Alignment, bool) {
	i, j := 0, len(c)
	for i < j && util.IsSpace(c[i]) {
		i++
	}
	for j > i && util.IsSpace(c[j-1]) {
		j--
	}
	c = c[i:j]
	left := len(c) > 0 && c[0] == ':'
	if left {
		c = c[1:]
	}
	right := len(c) > 0 && c[len(c)-1] == ':'
	if right {
		c = c[:len(c)-1]
	}
	if len(c) == 0 {
		return AlignNone, false
	}
	for _, b := range c {
		if b != '-' {
			return AlignNone, false
		}
	}
	switch {
	case left && right:
		return AlignCenter, true
	case left:
		return AlignLeft, true
	case right:
		return AlignRight, true
	}
	return AlignNone, true
}

// escapedCell is a cell with "\|" after a backtick: the offsets of those
// backslashes.
type escapedCell struct {
	cell *TableCell
	at   []int
}

// escapedPipes drops the backslash of "\|" inside a table cell's code
// spans, as GFM asks: a code span keeps backslashes, but the pipe's escape
// belongs to the table. (Outside code spans "\|" is an ordinary escape.)
type escapedPipes struct{ escapes parser.ContextKey }

func (e escapedPipes) Transform(doc *ast.Document, reader text.Reader, pc parser.Context) {
	list, _ := pc.Get(e.escapes).([]escapedCell)
	if list == nil {
		return
	}
	pc.Set(e.escapes, nil)
	for _, ec := range list {
		_ = ast.Walk(ec.cell, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			if !entering || n.Kind() != ast.KindCodeSpan {
				return ast.WalkContinue, nil
			}
			for c := n.FirstChild(); c != nil; {
				next := c.NextSibling()
				if t, ok := c.(*ast.Text); ok {
					splitAt(n, t, ec.at)
				}
				c = next
			}
			return ast.WalkSkipChildren, nil
		})
	}
}

// splitAt replaces t, a child of parent, by its pieces around the bytes at
// offsets at (sorted) that fall inside it.
func splitAt(parent ast.Node, t *ast.Text, at []int) {
	seg := t.Segment
	var cur ast.Node = t
	for _, p := range at {
		if p < seg.Start || p >= seg.Stop {
			continue
		}
		before := ast.NewRawTextSegment(seg.WithStop(p))
		seg = seg.WithStart(p + 1)
		after := ast.NewRawTextSegment(seg)
		parent.InsertAfter(parent, cur, before)
		parent.InsertAfter(parent, before, after)
		parent.RemoveChild(parent, cur)
		cur = after
	}
}
