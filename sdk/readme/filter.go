package readme

import (
	"sort"
	"strings"

	"github.com/yuin/goldmark/ast"

	"github.com/pkgdocs/pkgdocs/sdk/readme/gfm"
)

// Result is a filtered README.
type Result struct {
	// Markdown is the kept text. Every line is a line of the input, in
	// input order, byte for byte; code fences are whole or absent.
	Markdown string
	// Sections are the kept sections in order; their Markdown fields
	// concatenated equal Markdown.
	Sections []Section
	// Dropped names what was removed, in input order, for a one-line
	// report: the title of each dropped section, and the Reason of each
	// kind of dropped block once ("badges", "table of contents",
	// "navigation links", "HTML layout", "HTML comment", "unused link
	// definitions", "over MaxInput").
	Dropped []string
	// Drops details each removal.
	Drops []Drop
	// InBytes and OutBytes are len(src) and len(Markdown).
	InBytes, OutBytes int
}

// Drop is one removed section or block.
type Drop struct {
	// Title is the heading text for a section, empty for a block.
	Title string
	// Reason is one of the Reason constants.
	Reason string
	// Line is the 1-based line where the removed part starts.
	Line int
	// Bytes is how much input the removal took out, subsections included.
	Bytes int
}

// chunk is a run of lines [start, end) owned by one heading (or by none,
// for the preamble, head == -1).
type chunk struct {
	head       int
	start, end int
}

func (o *outline) chunks() []chunk {
	var cs []chunk
	prev, head := 0, -1
	for i, h := range o.heads {
		if h.line > prev || head >= 0 {
			cs = append(cs, chunk{head: head, start: prev, end: h.line})
		}
		prev, head = h.line, i
	}
	if prev < len(o.starts) || head >= 0 {
		cs = append(cs, chunk{head: head, start: prev, end: len(o.starts)})
	}
	return cs
}

// plan is what Filter decided, line by line.
type plan struct {
	o       *outline
	keep    []bool
	chunks  []chunk
	dropped []bool   // per chunk
	kinds   []string // per chunk, for kept ones
	drops   []Drop
}

// Filter keeps what an agent needs from a README (see the package doc) and
// reports what it removed. It never fails: input that is not Markdown comes
// back mostly as it was.
func Filter(src []byte) Result {
	p := decide(src)
	return p.result()
}

func decide(src []byte) *plan {
	o := parse(src)
	p := &plan{o: o, keep: make([]bool, len(o.starts)), chunks: o.chunks()}
	for i := range p.keep {
		p.keep[i] = true
	}
	p.dropped = make([]bool, len(p.chunks))
	p.kinds = make([]string, len(p.chunks))
	p.dropSections()
	p.dropBlocks()
	p.dropEmptyParents()
	p.fixLinkDefs()
	p.collapseBlanks()
	if o.clipped > 0 {
		p.drops = append(p.drops, Drop{Reason: ReasonTruncated, Line: len(o.starts) + 1, Bytes: o.clipped})
	}
	return p
}

// dropSections drops sections whose heading says they are not about using
// the package, with their subsections (except for tables of contents, whose
// "subsections" are usually real content under an odd heading).
func (p *plan) dropSections() {
	dropLevel := 0 // > 0 while inside a dropped section's subsections
	cur := -1      // index in p.drops of that section's Drop
	// last[l] is the chunk of the latest heading of level l, -1 after a
	// heading of a lower level closes it: the parent of a level-L heading
	// is the latest of last[1..L-1].
	var last [7]int
	for i := range last {
		last[i] = -1
	}
	for ci, c := range p.chunks {
		if c.head < 0 {
			p.kinds[ci] = KindSummary
			continue
		}
		h := p.o.heads[c.head]
		parent := -1
		for l := 1; l < h.level; l++ {
			parent = max(parent, last[l])
		}
		last[h.level] = ci
		for l := h.level + 1; l < len(last); l++ {
			last[l] = -1
		}
		if dropLevel > 0 && h.level > dropLevel {
			p.dropChunk(ci)
			p.drops[cur].Bytes += p.bytes(c.start, c.end)
			continue
		}
		dropLevel, cur = 0, -1
		kind, reason := classify(h.title)
		if c.head == 0 && h.level == 1 && reason != ReasonTOC && !p.proseBefore(h.line) {
			// An H1 opening the README is the package's title
			// ("# changelog-parser" must not drop the whole README).
			kind, reason = KindSummary, ""
		}
		if reason == "" {
			if kind == KindOther && parent >= 0 && !p.dropped[parent] && p.kinds[parent] != KindSummary {
				// "CocoaPods" under "Installation" is about installing.
				kind = p.kinds[parent]
			}
			p.kinds[ci] = kind
			continue
		}
		p.dropChunk(ci)
		p.drops = append(p.drops, Drop{Title: h.title, Reason: reason, Line: c.start + 1, Bytes: p.bytes(c.start, c.end)})
		cur = len(p.drops) - 1
		if reason != ReasonTOC && reason != ReasonBadges {
			dropLevel = h.level
		}
	}
}

// dropEmptyParents drops a heading left with nothing under it because all
// its subsections were dropped ("## Development" over "### Contributing").
func (p *plan) dropEmptyParents() {
	for ci := len(p.chunks) - 1; ci >= 0; ci-- {
		c := p.chunks[ci]
		if c.head < 0 || p.dropped[ci] {
			continue
		}
		h := p.o.heads[c.head]
		own, had := false, false
		for l := h.end + 1; l < c.end; l++ {
			had = had || !p.o.blank(l) && !layoutOnly().Match(p.o.line(l))
			if p.keep[l] && !p.o.blank(l) {
				own = true
				break
			}
		}
		if own {
			continue
		}
		subs, allDropped := 0, true
		for j := ci + 1; j < len(p.chunks); j++ {
			if p.o.heads[p.chunks[j].head].level <= h.level {
				break
			}
			subs++
			allDropped = allDropped && p.dropped[j]
		}
		// A heading left alone: all its subsections went, or it had
		// content of its own and every block of it went (a badge table).
		if subs == 0 && !had || !allDropped {
			continue
		}
		p.dropChunk(ci)
		p.drops = append(p.drops, Drop{Title: h.title, Reason: ReasonEmpty, Line: c.start + 1, Bytes: p.bytes(c.start, c.end)})
	}
}

// proseBefore reports whether a paragraph of text comes before line (then
// a heading there is not the README's title).
func (p *plan) proseBefore(line int) bool {
	for _, b := range p.o.blocks {
		if b.start >= line {
			break
		}
		if para, ok := b.node.(*ast.Paragraph); ok && shapeOf(para, p.o.src).text {
			return true
		}
	}
	return false
}

func (p *plan) dropChunk(ci int) {
	p.dropped[ci] = true
	for l := p.chunks[ci].start; l < p.chunks[ci].end; l++ {
		p.keep[l] = false
	}
}

func (p *plan) bytes(from, to int) int {
	if from >= to {
		return 0
	}
	end := len(p.o.src)
	if to < len(p.o.starts) {
		end = p.o.starts[to]
	}
	return end - p.o.starts[from]
}

// dropBlocks removes badge rows, logos, nav-link bars, HTML comments and
// anchor-link lists from kept sections.
func (p *plan) dropBlocks() {
	topEnd := p.topEnd()
	for i := 0; i < len(p.o.blocks); i++ {
		b := p.o.blocks[i]
		if !p.keep[b.start] {
			continue
		}
		reason, title := blockVerdict(b.node, p.o.src, b.start < topEnd)
		if reason == "" {
			continue
		}
		end := b.end
		if h, ok := b.node.(*ast.HTMLBlock); ok && reason == ReasonSponsors {
			if j := p.closingDiv(i, divDepth(htmlRaw(h, p.o.src))); j > i {
				end, i = p.o.blocks[j].end, j
			}
		}
		n := p.removeLines(b.start, end)
		p.drops = append(p.drops, Drop{Title: title, Reason: reason, Line: b.start + 1, Bytes: n})
	}
}

// topEnd is the line where the top area of logos, badge rows and nav
// links ends: the first heading after the title (an H1 first heading is the
// title), or the first code block or table, whichever comes first.
func (p *plan) topEnd() int {
	end := len(p.o.starts)
	if h := p.o.heads; len(h) > 0 {
		switch {
		case h[0].level > 1:
			end = h[0].line
		case len(h) > 1:
			end = h[1].line
		}
	}
	for _, b := range p.o.blocks {
		if b.start >= end {
			break
		}
		switch b.node.(type) {
		case *ast.FencedCodeBlock, *ast.CodeBlock, *gfm.Table:
			return b.start
		}
	}
	return end
}

// maxSponsorBox bounds how far a sponsor box's <div> is followed to its
// </div>: sponsor boxes are a logo and a line or two.
const maxSponsorBox = 40

// closingDiv finds the block that closes the depth <div>s left open by
// block i, when a sponsor box wraps Markdown (cobra: <div> "Supported by"
// logo, a "### [Sponsor](…)" heading, </div>). It returns -1 when there is
// nothing to close, or when a level 1 or 2 heading or too many lines come
// first (then only block i goes).
func (p *plan) closingDiv(i, depth int) int {
	if depth <= 0 {
		return -1
	}
	start := p.o.blocks[i].start
	for j := i + 1; j < len(p.o.blocks); j++ {
		b := p.o.blocks[j]
		if b.end-start > maxSponsorBox {
			return -1
		}
		switch n := b.node.(type) {
		case *ast.Heading:
			if n.Level <= 2 {
				return -1
			}
		case *ast.HTMLBlock:
			if depth += divDepth(htmlRaw(n, p.o.src)); depth <= 0 {
				return j
			}
		}
	}
	return -1
}

// removeLines drops lines [from, to] and returns the bytes removed. Blank
// lines around them stay; collapseBlanks later removes the doubled ones,
// keeping the one that separates the previous kept block from the next
// (without it an indented code block or a link definition would merge
// into the paragraph before it).
func (p *plan) removeLines(from, to int) int {
	n := 0
	for l := from; l <= to && l < len(p.keep); l++ {
		if p.keep[l] {
			p.keep[l] = false
			n += p.bytes(l, l+1)
		}
	}
	return n
}

func (p *plan) prevKept(l int) int {
	for l--; l >= 0; l-- {
		if p.keep[l] {
			return l
		}
	}
	return -1
}

// fixLinkDefs drops link reference definitions nothing kept refers to (badge
// images' URLs, mostly) and restores definitions from dropped sections that
// kept text still uses (libc keeps its links' targets under "Contributing").
func (p *plan) fixLinkDefs() {
	type def struct {
		label      string
		start, end int
	}
	var defs []def
	isDef := make([]bool, len(p.keep))
	for _, b := range p.o.blocks {
		if d, ok := b.node.(*ast.LinkReferenceDefinition); ok {
			defs = append(defs, def{normLabel(string(d.Label)), b.start, b.end})
			for l := b.start; l <= b.end; l++ {
				isDef[l] = true
			}
		}
	}
	if len(defs) == 0 {
		return
	}
	var kept strings.Builder
	for l, k := range p.keep {
		if k && !isDef[l] {
			kept.Write(p.o.line(l))
		}
	}
	used := bracketed(kept.String())
	removed, first := 0, -1
	for _, d := range defs {
		ref := used[d.label]
		switch {
		case p.keep[d.start] && !ref:
			removed += p.removeLines(d.start, d.end)
			if first < 0 {
				first = d.start
			}
		case !p.keep[d.start] && ref:
			prev := p.prevKept(d.start)
			if prev >= 0 && !p.o.blank(prev) && !isDef[prev] {
				// A definition cannot interrupt a paragraph: bring back
				// the blank line before it, if the input has one.
				b := d.start - 1
				for b > prev && !p.o.blank(b) {
					b--
				}
				if b == prev {
					continue
				}
				p.keep[b] = true
			}
			for l := d.start; l <= d.end; l++ {
				p.keep[l] = true
			}
		}
	}
	if removed > 0 {
		p.drops = append(p.drops, Drop{Reason: ReasonLinkDef, Line: first + 1, Bytes: removed})
	}
}

// maxLabel is the longest link label CommonMark allows.
const maxLabel = 999

// bracketed returns the normalised text of every [bracketed] run without
// nested brackets in s: the labels s may refer to. One pass, so a README
// with thousands of definitions costs linear time.
func bracketed(s string) map[string]bool {
	out := map[string]bool{}
	open := -1
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case '[':
			open = i
		case ']':
			if open >= 0 && i-open-1 <= maxLabel {
				out[normLabel(s[open+1:i])] = true
			}
			open = -1
		}
	}
	return out
}

// collapseBlanks removes blank lines at the start and end and any blank
// line after another kept blank line, outside code and HTML blocks.
func (p *plan) collapseBlanks() {
	prevBlank := true
	for l, k := range p.keep {
		if !k {
			continue
		}
		blank := p.o.blank(l) && !p.o.raw[l]
		if blank && prevBlank {
			p.keep[l] = false
		}
		prevBlank = blank
	}
	for l := len(p.keep) - 1; l >= 0; l-- {
		if !p.keep[l] {
			continue
		}
		if !p.o.blank(l) || p.o.raw[l] {
			break
		}
		p.keep[l] = false
	}
}

func (p *plan) result() Result {
	o := p.o
	r := Result{InBytes: len(o.src) + o.clipped}
	slugs := newSlugger()
	var out strings.Builder
	cur := -1 // index into r.Sections of the section kept lines go to
	for ci, c := range p.chunks {
		sec := Section{Kind: p.kinds[ci], Line: c.start + 1}
		if c.head >= 0 {
			h := o.heads[c.head]
			sec.Level, sec.Title, sec.Slug = h.level, h.title, slugs.slug(h.title)
		}
		if !p.dropped[ci] && p.anyKept(c.start, c.end) {
			r.Sections = append(r.Sections, sec)
			cur = len(r.Sections) - 1
		}
		var b strings.Builder
		for l := c.start; l < c.end; l++ {
			if p.keep[l] {
				b.Write(o.line(l))
			}
		}
		if b.Len() == 0 {
			continue
		}
		if cur < 0 {
			// Definitions restored before any kept section: start one.
			r.Sections = append(r.Sections, Section{Kind: KindSummary, Line: c.start + 1})
			cur = 0
		}
		r.Sections[cur].Markdown += b.String()
		out.WriteString(b.String())
	}
	r.Markdown = out.String()
	r.OutBytes = len(r.Markdown)
	sort.SliceStable(p.drops, func(i, j int) bool { return p.drops[i].Line < p.drops[j].Line })
	r.Drops = p.drops
	seen := map[string]bool{}
	for _, d := range p.drops {
		name := d.Title
		if name == "" {
			name = d.Reason
		}
		if !seen[name] || d.Title != "" {
			r.Dropped = append(r.Dropped, name)
			seen[name] = true
		}
	}
	return r
}

func (p *plan) anyKept(from, to int) bool {
	for l := from; l < to; l++ {
		if p.keep[l] && !p.o.blank(l) {
			return true
		}
	}
	return false
}

// TrimLinkDefs removes the link reference definitions of md that nothing
// else in md uses: a README section cut out on its own (the last one
// usually carries the badge definitions of the whole file).
func TrimLinkDefs(md string) string {
	o := parse([]byte(md))
	label := map[int]string{} // first line of a definition → its label
	isDef := make([]bool, len(o.starts))
	end := map[int]int{}
	for _, b := range o.blocks {
		if d, ok := b.node.(*ast.LinkReferenceDefinition); ok {
			label[b.start], end[b.start] = normLabel(string(d.Label)), b.end
			for l := b.start; l <= b.end && l < len(isDef); l++ {
				isDef[l] = true
			}
		}
	}
	if len(label) == 0 {
		return md
	}
	var rest strings.Builder
	for l := range o.starts {
		if !isDef[l] {
			rest.Write(o.line(l))
		}
	}
	used := bracketed(rest.String())
	var out strings.Builder
	for l := 0; l < len(o.starts); l++ {
		if lb, ok := label[l]; ok && !used[lb] {
			l = end[l]
			continue
		}
		out.Write(o.line(l))
	}
	return strings.TrimRight(out.String(), "\n") + "\n"
}
