package stdhtml

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Markers inside a rendering: escMark precedes a text character that may
// need a backslash (decided once the surrounding line is known), codeNL
// is a code block's line break (kept apart so blank lines in code
// survive the blank-line squeezing and list indentation reaches them).
const (
	escMark = '\x01'
	codeNL  = '\x02'
)

// toMarkdown converts a doc block to CommonMark: paragraphs, headings
// (ATX), fenced code blocks with the language rustdoc names, lists,
// tables, block quotes, inline code, links with titles, emphasis.
// Markdown characters in text get a backslash only where they would
// otherwise start markup.
func toMarkdown(n *node) string {
	if n == nil {
		return ""
	}
	w := &mdWriter{atSpace: true}
	w.node(n)
	out := w.String()
	out = strings.TrimSpace(out)
	out = squeezeNewlines(out)
	out = trimHardBreaks(out)
	out = unescape(out)
	out = strings.ReplaceAll(out, string(codeNL), "\n")
	return strings.TrimSpace(out)
}

type mdWriter struct {
	buf     []byte
	atSpace bool // the output ends in collapsible white space (or a block start)
	inLink  bool
	// closedOnPunct: emphasis just closed after punctuation ("*`x`*"),
	// which closes only before space or punctuation: a word next needs a
	// space between.
	closedOnPunct bool
}

func (w *mdWriter) String() string       { return string(w.buf) }
func (w *mdWriter) writeString(s string) { w.buf = append(w.buf, s...) }
func (w *mdWriter) writeByte(c byte)     { w.buf = append(w.buf, c) }
func (w *mdWriter) writeRune(r rune)     { w.buf = utf8.AppendRune(w.buf, r) }

// sub returns a writer for a part rendered apart (a link's text, a list
// item) that continues w's white-space state.
func (w *mdWriter) sub() *mdWriter { return &mdWriter{atSpace: w.atSpace, inLink: w.inLink} }

// block ends the current block: trailing spaces go, a blank line follows.
func (w *mdWriter) block() {
	for len(w.buf) > 0 && (w.buf[len(w.buf)-1] == ' ' || w.buf[len(w.buf)-1] == '\t') {
		w.buf = w.buf[:len(w.buf)-1]
	}
	w.writeString("\n\n")
	w.atSpace = true
}

// raw writes markup (no escaping, no white-space collapsing).
func (w *mdWriter) raw(s string) {
	if s == "" {
		return
	}
	w.writeString(s)
	last, _ := utf8.DecodeLastRuneInString(s)
	w.atSpace = unicode.IsSpace(last)
	w.closedOnPunct = false
}

// text writes a text node: white space collapsed as a browser does,
// < and > as entities (raw they could read as HTML), and Markdown's
// characters marked for unescape to decide.
func (w *mdWriter) text(s string) {
	for _, r := range s {
		if r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\f' {
			if !w.atSpace {
				w.writeByte(' ')
				w.atSpace = true
			}
			w.closedOnPunct = false
			continue
		}
		if w.closedOnPunct && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
			w.writeByte(' ')
		}
		w.closedOnPunct = false
		w.atSpace = false
		switch r {
		case '<':
			w.writeString("&lt;")
		case '>':
			w.writeString("&gt;")
		case escMark, codeNL:
		case '\\', '*', '_', '-', '+', '.', '|', '$', '#', '=', '[', '(', ')', '!', '~', '`', '"', '\'':
			w.writeByte(escMark)
			w.writeRune(r)
		case ']':
			if w.inLink {
				w.writeString(`\]`)
			} else {
				w.writeByte(escMark)
				w.writeRune(r)
			}
		default:
			w.writeRune(r)
		}
	}
}

func (w *mdWriter) kids(n *node) {
	for _, k := range n.kids {
		w.node(k)
	}
}

func (w *mdWriter) node(n *node) {
	if n.tag == "" {
		w.text(n.text)
		return
	}
	switch n.tag {
	case "head", "script", "style", "link", "meta", "iframe", "noscript", "input", "textarea", "button":
	case "p", "div", "section", "article", "aside", "details", "summary", "header", "footer", "main", "nav",
		"figure", "figcaption", "address", "dl", "dt", "dd", "fieldset", "form", "center":
		w.block()
		w.kids(n)
		w.block()
	case "h1", "h2", "h3", "h4", "h5", "h6":
		w.heading(n)
	case "pre":
		w.codeBlock(n)
	case "code", "var", "samp", "kbd", "tt":
		w.inlineCode(n)
	case "strong", "b":
		w.emphasis(n, "**")
	case "em", "i":
		w.emphasis(n, "*")
	case "a":
		w.link(n)
	case "img":
		w.image(n)
	case "br":
		w.raw("  \n")
	case "hr":
		w.block()
		w.raw("* * *")
		w.block()
	case "ul", "ol":
		w.list(n)
	case "blockquote":
		w.blockquote(n)
	case "table":
		w.table(n)
	default:
		w.kids(n)
	}
}

func (w *mdWriter) heading(n *node) {
	s := w.sub()
	s.atSpace = true
	s.kids(n)
	content := oneLine(s.String())
	if content == "" {
		return
	}
	if strings.HasSuffix(content, "#") {
		content = content[:len(content)-1] + `\#`
	}
	level := int(n.tag[1] - '0')
	w.block()
	w.raw(strings.Repeat("#", level) + " " + content)
	w.block()
}

// oneLine puts a heading's or a table cell's Markdown on one line:
// line breaks become spaces, runs of spaces one.
func oneLine(s string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\n' || c == '\r' || c == codeNL {
			c = ' '
		}
		if c == ' ' && len(b) > 0 && b[len(b)-1] == ' ' {
			continue
		}
		b = append(b, c)
	}
	return strings.TrimSpace(string(b))
}

// codeText is a code element's text: <br> and <div> start lines.
func codeText(n *node) (string, string) {
	var b strings.Builder
	lang := ""
	var visit func(*node)
	visit = func(k *node) {
		if k.tag == "" {
			b.WriteString(k.text)
			return
		}
		if (k.tag == "pre" || k.tag == "code") && lang == "" {
			lang = codeLanguage(k.attr("class"))
		}
		if k.tag == "br" || k.tag == "div" {
			b.WriteByte('\n')
		}
		for _, c := range k.kids {
			visit(c)
		}
	}
	visit(n)
	return b.String(), lang
}

// codeLanguage reads a language from a class list ("language-rust").
func codeLanguage(class string) string {
	for part := range strings.FieldsSeq(class) {
		if l, ok := strings.CutPrefix(part, "language-"); ok {
			return l
		}
		if l, ok := strings.CutPrefix(part, "lang-"); ok {
			return l
		}
	}
	return ""
}

// longestRun is the longest run of c in s.
func longestRun(s string, c byte) int {
	best, run := 0, 0
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			run++
			best = max(best, run)
		} else {
			run = 0
		}
	}
	return best
}

func (w *mdWriter) codeBlock(n *node) {
	code, lang := codeText(n)
	code = strings.TrimSuffix(code, "\n")
	fence := strings.Repeat("`", max(3, longestRun(code, '`')+1))
	code = strings.ReplaceAll(code, "\n", string(codeNL))
	w.block()
	w.raw(fence + lang + "\n" + code + "\n" + fence)
	w.block()
}

func (w *mdWriter) inlineCode(n *node) {
	code, _ := codeText(n)
	if strings.TrimSpace(code) == "" {
		if code != "" {
			w.raw("`" + code + "`")
		}
		return
	}
	code = strings.NewReplacer("\n", " ", "\t", " ").Replace(code)
	code = strings.TrimSpace(code)
	for strings.Contains(code, "  ") {
		code = strings.ReplaceAll(code, "  ", " ")
	}
	fence := strings.Repeat("`", longestRun(code, '`')+1)
	if strings.HasPrefix(code, "`") || strings.HasSuffix(code, "`") {
		// Both sides: CommonMark strips one space only from both.
		code = " " + code + " "
	}
	w.raw(fence + code + fence)
}

// surrounding splits s into its leading white space, the rest, and its
// trailing white space.
func surrounding(s string) (string, string, string) {
	r := strings.TrimRightFunc(s, unicode.IsSpace)
	t := strings.TrimLeftFunc(r, unicode.IsSpace)
	return r[:len(r)-len(t)], t, s[len(r):]
}

func (w *mdWriter) emphasis(n *node, delim string) {
	// Emphasis around a whole link goes inside it: [*text*](…).
	if a := onlyChild(n); a != nil && a.tag == "a" {
		inner := &node{tag: "a", attrs: a.attrs, parent: n.parent, kids: []*node{{tag: n.tag, kids: a.kids}}}
		w.link(inner)
		return
	}
	s := w.sub()
	s.kids(n)
	_, t, r := surrounding(s.String())
	last, _ := utf8.DecodeLastRuneInString(t)
	lines := strings.Split(s.String(), "\n")
	for i, line := range lines {
		l, t, r := surrounding(line)
		if t != "" {
			lines[i] = l + delim + t + delim + r
		}
	}
	w.raw(strings.Join(lines, "\n"))
	w.atSpace = s.atSpace
	if t != "" && r == "" && !unicode.IsLetter(last) && !unicode.IsDigit(last) {
		w.closedOnPunct = true
	}
}

func (w *mdWriter) link(n *node) {
	href := strings.TrimSpace(n.attr("href"))
	title := strings.ReplaceAll(n.attr("title"), "\n", " ")
	s := w.sub()
	s.inLink = true
	s.kids(n)
	if href == "" {
		title = ""
	}
	l, t, r := surrounding(s.String())
	t = squeezeNewlines(t)
	t = multiLine(t)
	out := l + "[" + t + "](" + linkHref(href)
	if title != "" {
		out += " " + quoteTitle(title)
	}
	w.raw(out + ")" + r)
	if r == "" {
		w.atSpace = false
	}
}

// linkHref makes a destination safe in (…): spaces and unbalanced
// parentheses would end it early.
func linkHref(h string) string {
	if !strings.ContainsAny(h, " ()<>\n") {
		return h
	}
	return strings.NewReplacer(" ", "%20", "(", "%28", ")", "%29", "<", "%3C", ">", "%3E", "\n", "%0A").Replace(h)
}

// quoteTitle quotes a link title with the quote it does not contain.
func quoteTitle(t string) string {
	switch {
	case !strings.Contains(t, `"`):
		return `"` + t + `"`
	case !strings.Contains(t, "'"):
		return "'" + t + "'"
	}
	return `"` + strings.ReplaceAll(t, `"`, `\"`) + `"`
}

// multiLine keeps a link text's line breaks inside the link: as hard
// breaks, blank lines as escaped ones.
func multiLine(s string) string {
	parts := strings.Split(s, "\n")
	if len(parts) == 1 {
		return s
	}
	var b strings.Builder
	for i, p := range parts {
		p = strings.TrimLeftFunc(p, unicode.IsSpace)
		switch {
		case p == "":
			b.WriteString("\\\n")
		case i == len(parts)-1:
			b.WriteString(p)
		case strings.HasSuffix(p, "  "):
			b.WriteString(p + "\n")
		default:
			b.WriteString(p + "  \n")
		}
	}
	return b.String()
}

func (w *mdWriter) image(n *node) {
	src := strings.TrimSpace(n.attr("src"))
	if src == "" {
		return
	}
	alt := strings.Join(strings.Fields(n.attr("alt")), " ")
	out := "![" + strings.ReplaceAll(alt, "]", `\]`) + "](" + linkHref(src)
	if t := strings.ReplaceAll(n.attr("title"), "\n", " "); t != "" {
		out += " " + quoteTitle(t)
	}
	w.raw(out + ")")
}

func (w *mdWriter) list(n *node) {
	var items []string
	for _, k := range n.kids {
		s := w.sub()
		s.atSpace = true
		s.node(k)
		if t := strings.TrimSpace(s.String()); t != "" {
			items = append(items, t)
		}
	}
	if len(items) == 0 {
		return
	}
	start := 1
	if v, err := strconv.Atoi(n.attr("start")); err == nil {
		start = v
	}
	prefix := func(i int) string {
		if n.tag == "ul" {
			return "- "
		}
		width := len(strconv.Itoa(start + len(items) - 1))
		return fmt.Sprintf("%0*d. ", width, start+i)
	}
	indent := strings.Repeat(" ", utf8.RuneCountInString(prefix(0)))
	w.block()
	var b strings.Builder
	for i, it := range items {
		it = unescape(trimHardBreaks(squeezeNewlines(it)))
		it = strings.ReplaceAll(it, "\n", "\n"+indent)
		it = strings.ReplaceAll(it, string(codeNL), string(codeNL)+indent)
		b.WriteString(prefix(i) + it)
		if i < len(items)-1 {
			b.WriteByte('\n')
		}
	}
	w.raw(b.String())
	w.block()
}

func (w *mdWriter) blockquote(n *node) {
	s := w.sub()
	s.atSpace = true
	s.kids(n)
	t := strings.TrimSpace(squeezeNewlines(s.String()))
	if t == "" {
		return
	}
	t = "> " + strings.ReplaceAll(t, "\n", "\n> ")
	t = strings.ReplaceAll(t, string(codeNL), string(codeNL)+"> ")
	w.block()
	w.raw(t)
	w.block()
}

// table writes a GFM table: a header row (the first row), a delimiter
// row, the body rows; cells on one line with '|' escaped.
func (w *mdWriter) table(n *node) {
	var rows [][]string
	cols := 0
	for _, tr := range n.findAll(func(k *node) bool { return k.tag == "tr" }) {
		if tr.closest(func(k *node) bool { return k.tag == "table" }) != n {
			continue // a nested table's row
		}
		var row []string
		for _, td := range tr.kids {
			if td.tag != "td" && td.tag != "th" {
				continue
			}
			s := w.sub()
			s.atSpace = true
			s.kids(td)
			cell := oneLine(s.String())
			cell = strings.ReplaceAll(cell, string(escMark)+"|", "|")
			row = append(row, strings.ReplaceAll(cell, "|", `\|`))
		}
		cols = max(cols, len(row))
		rows = append(rows, row)
	}
	if cols == 0 {
		return
	}
	var b strings.Builder
	line := func(cells []string) {
		b.WriteString("|")
		for i := range cols {
			c := ""
			if i < len(cells) {
				c = cells[i]
			}
			b.WriteString(" " + c + " |")
		}
	}
	line(rows[0])
	b.WriteString("\n|")
	for range cols {
		b.WriteString(" --- |")
	}
	for _, r := range rows[1:] {
		b.WriteString("\n")
		line(r)
	}
	w.block()
	w.raw(b.String())
	w.block()
}

// squeezeNewlines leaves at most one blank line between blocks; spaces
// on dropped lines go with them.
func squeezeNewlines(s string) string {
	if !strings.Contains(s, "\n\n") {
		return s
	}
	var b strings.Builder
	newlines, spaces := 0, 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '\n':
			newlines++
			if newlines <= 2 {
				b.WriteString(strings.Repeat(" ", spaces))
				b.WriteByte('\n')
			}
			spaces = 0
		case ' ':
			spaces++
		default:
			newlines = 0
			b.WriteString(strings.Repeat(" ", spaces))
			spaces = 0
			b.WriteByte(c)
		}
	}
	b.WriteString(strings.Repeat(" ", spaces))
	return b.String()
}

// trimHardBreaks drops hard line breaks that end a block anyway.
func trimHardBreaks(s string) string {
	s = strings.ReplaceAll(s, "  \n\n", "\n\n")
	s = strings.ReplaceAll(s, "  \n  \n", "\n\n")
	return strings.ReplaceAll(s, "  \n \n", "\n\n")
}

// unescape resolves the escMarks: a backslash where the character, at
// its place in its line, would start or end Markdown (emphasis, a
// heading, a list item, a quote, a rule, a code span or fence, a link),
// nothing elsewhere.
func unescape(s string) string {
	if strings.IndexByte(s, escMark) < 0 {
		return s
	}
	b := []byte(s)
	escape := make([]bool, len(b))
	// closeAhead[i]: a ']' follows b[i] on its line (one pass from the
	// end, so a line of many '[' costs no rescans).
	closeAhead := make([]bool, len(b))
	for i, seen := len(b)-1, false; i >= 0; i-- {
		closeAhead[i] = seen
		switch b[i] {
		case '\n':
			seen = false
		case ']':
			seen = true
		}
	}
	for i := 0; i < len(b); i++ {
		if b[i] != escMark || i+1 >= len(b) {
			continue
		}
		skip := 0
		if b[i+1] == '[' {
			if closeAhead[i+1] {
				skip = 1
			}
		} else {
			skip = needsEscape(b, i+1)
		}
		if skip > 0 {
			escape[i] = true
			i += skip - 1
		}
	}
	out := make([]byte, 0, len(b))
	for i, c := range b {
		if c != escMark {
			out = append(out, c)
		} else if escape[i] {
			out = append(out, '\\')
		}
	}
	return string(out)
}

// atLineStart reports whether only spaces (and marks) precede b[i] on
// its line.
func atLineStart(b []byte, i int) bool {
	for j := i - 1; j >= 0; j-- {
		switch b[j] {
		case '\n':
			return true
		case ' ', escMark:
		default:
			return false
		}
	}
	return true
}

// nextByte is the byte after b[i], marks skipped; 0 at the end.
func nextByte(b []byte, i int) byte {
	for j := i + 1; j < len(b); j++ {
		if b[j] != escMark {
			return b[j]
		}
	}
	return 0
}

func spaceOrEnd(c byte) bool {
	return c == 0 || c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}

// needsEscape decides for the character at b[i] (marked): 0 when it is
// plain text, else how many bytes the escape covers (a fence's run of
// backticks needs one backslash).
func needsEscape(b []byte, i int) int {
	c := b[i]
	switch c {
	case '\\':
		return 1
	case '`':
		if n := fenceRun(b, i); n > 0 {
			return n
		}
		return 1
	case '~':
		return fenceRun(b, i)
	case '*', '_':
		if r, _ := utf8.DecodeRune(skipMarks(b[i+1:])); r != utf8.RuneError && !unicode.IsSpace(r) {
			return 1
		}
		if n := ruleRun(b, i); n > 0 {
			return n
		}
		if c == '*' && listMarker(b, i) {
			return 1
		}
	case '-':
		if setextUnderline(b, i) {
			return 1
		}
		if n := ruleRun(b, i); n > 0 {
			return n
		}
		if listMarker(b, i) {
			return 1
		}
	case '=':
		if setextUnderline(b, i) {
			return 1
		}
	case '+':
		if listMarker(b, i) {
			return 1
		}
	case '#':
		return atxRun(b, i)
	case '.', ')':
		if orderedListMarker(b, i) {
			return 1
		}
	case '!':
		if i+1 < len(b) && b[i+1] == '[' {
			return 1
		}
	}
	return 0
}

// listMarker: a bullet at a line's start, then space.
func listMarker(b []byte, i int) bool {
	return atLineStart(b, i) && spaceOrEnd(nextByte(b, i))
}

// atxRun: one to six '#' at a line's start, then space or the end.
func atxRun(b []byte, i int) int {
	if !atLineStart(b, i) {
		return 0
	}
	n := 1
	for j := i + 1; j < len(b); j++ {
		switch {
		case b[j] == '#':
			if n++; n > 6 {
				return 0
			}
		case b[j] == escMark:
		case b[j] == ' ' || b[j] == '\t' || b[j] == '\n' || b[j] == '\r':
			return j - i
		default:
			return 0
		}
	}
	return 1
}

func skipMarks(b []byte) []byte {
	for len(b) > 0 && b[0] == escMark {
		b = b[1:]
	}
	return b
}

// fenceRun: three or more backticks or tildes at a line's start.
func fenceRun(b []byte, i int) int {
	if !atLineStart(b, i) {
		return 0
	}
	n, j := 1, i+1
	for ; j < len(b); j++ {
		if b[j] == escMark {
			continue
		}
		if b[j] == '`' || b[j] == '~' {
			n++
			continue
		}
		break
	}
	if n < 3 {
		return 0
	}
	return j - i
}

// ruleRun: a line of three or more of b[i] (spaces between) alone.
func ruleRun(b []byte, i int) int {
	if !atLineStart(b, i) {
		return 0
	}
	n, end := 1, len(b)
	for j := i + 1; j < len(b); j++ {
		switch b[j] {
		case escMark, ' ':
			continue
		case b[i]:
			n++
			continue
		case '\n':
			end = j
		default:
			return 0
		}
		break
	}
	if n < 3 {
		return 0
	}
	return end - i
}

// setextUnderline: the character begins a line right below a line of
// text, where it would underline it into a heading.
func setextUnderline(b []byte, i int) bool {
	newlines := 0
	for j := i - 1; j >= 0; j-- {
		switch b[j] {
		case escMark, ' ':
		case '\n':
			newlines++
		default:
			return newlines == 1
		}
	}
	return false
}

// orderedListMarker: "12." or "3)" at a line's start, then space.
func orderedListMarker(b []byte, i int) bool {
	prev, _ := utf8.DecodeLastRune(trimMarksRight(b[:i]))
	if !unicode.IsDigit(prev) {
		return false
	}
	for j := i - 1; j >= 0; j-- {
		if b[j] == '\n' {
			break
		}
		if b[j] == ' ' || b[j] == escMark || b[j] >= '0' && b[j] <= '9' {
			continue
		}
		return false
	}
	return spaceOrEnd(nextByte(b, i))
}

func trimMarksRight(b []byte) []byte {
	for len(b) > 0 && b[len(b)-1] == escMark {
		b = b[:len(b)-1]
	}
	return b
}

// onlyChild is n's one child element when the rest is white space.
func onlyChild(n *node) *node {
	var only *node
	for _, k := range n.kids {
		switch {
		case k.tag == "" && strings.TrimSpace(k.text) == "":
		case k.tag == "" || only != nil:
			return nil
		default:
			only = k
		}
	}
	return only
}
