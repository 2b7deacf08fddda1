package answer

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"strings"
	"unicode/utf8"

	"github.com/pkgdocs/pkgdocs/internal/contract"
	"google.golang.org/grpc/codes"
)

func invalidCursor(msg string) error { return &contract.Error{Code: codes.InvalidArgument, Msg: msg} }

// This file cuts a rendered document to a budget and pages through the
// rest. Page one keeps the header whole and gives every other part a share
// of the budget (API outline and README first), so an agent sees a bit of
// everything; the cursor it ends with pages, in order, through what page
// one left out. Cuts fall on line boundaries; a cut inside a code fence
// closes it, and the next page reopens it.

// closerRoom is kept free per cut block for what closes it (a fence, an
// ellipsis, the end of a third-party marker).
const closerRoom = 110

// footerBound is an upper bound of the footer's length: the footer for a
// cursor with the largest numbers this document can produce.
func footerBound(blocks []block, total int, sum uint32, opt RenderOptions, limit int) int {
	shown := make([]int, len(blocks))
	names := make([]string, len(blocks))
	for i, b := range blocks {
		shown[i], names[i] = len(b.text), b.name
	}
	return len(footer(limit, names, encodeCursor(cursorState{Shown: shown, Off: total + len(blocks)*200, Sum: sum}), opt))
}

// cursorState is what a continuation cursor encodes.
type cursorState struct {
	Shown []int  `json:"s"` // bytes of each block page one showed
	Off   int    `json:"o"` // offset into the remainder already shown
	Sum   uint32 `json:"h"` // checksum of the rendering, to detect a changed document
}

func encodeCursor(c cursorState) string {
	b, _ := json.Marshal(c)
	return base64.RawURLEncoding.EncodeToString(b)
}

func decodeCursor(s string) (cursorState, error) {
	var c cursorState
	b, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil || json.Unmarshal(b, &c) != nil {
		return c, invalidCursor(fmt.Sprintf("invalid cursor %q: pass the cursor a previous answer ended with", truncateForError(s)))
	}
	return c, nil
}

func truncateForError(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

func checksum(blocks []block) uint32 {
	h := fnv.New32a()
	for _, b := range blocks {
		h.Write([]byte(b.name))
		h.Write([]byte(b.text))
	}
	return h.Sum32()
}

// Page is one page of a rendered document.
type Page struct {
	Text string
	// Next is the cursor for the following page; empty on the last page.
	Next string
	// Cut names the parts not shown in full on this page.
	Cut []string
}

// RenderPage renders one page of d: page one when cursor is empty, else
// the page the cursor names. opt.More receives the next cursor and returns
// the follow-up hint to print (nil: a generic hint).
func RenderPage(d *contract.Document, opt RenderOptions, cursor string) (Page, error) {
	blocks := documentBlocks(d, opt.Ecosystem)
	limit := opt.MaxLength
	if limit == 0 {
		limit = contract.DefaultMaxLength
	}
	sum := checksum(blocks)
	if cursor == "" {
		return firstPage(blocks, limit, sum, opt), nil
	}
	c, err := decodeCursor(cursor)
	if err != nil {
		return Page{}, err
	}
	if c.Sum != sum || len(c.Shown) != len(blocks) {
		return Page{}, &contract.Error{Code: codes.FailedPrecondition, Msg: "the cursor belongs to an earlier answer (the document has changed since); ask again without a cursor"}
	}
	if c.Off < 0 {
		return Page{}, invalidCursor("invalid cursor: pass the cursor a previous answer ended with")
	}
	for i, n := range c.Shown {
		if n < 0 || n > len(blocks[i].text) {
			return Page{}, invalidCursor("invalid cursor: pass the cursor a previous answer ended with")
		}
	}
	return nextPage(blocks, c, limit, opt), nil
}

func firstPage(blocks []block, limit int, sum uint32, opt RenderOptions) Page {
	total := 0
	for i, b := range blocks {
		total += len(b.text)
		if i > 0 {
			total++
		}
	}
	shown := make([]int, len(blocks))
	if limit < 0 || total <= limit {
		for i, b := range blocks {
			shown[i] = len(b.text)
		}
		return Page{Text: joinShown(blocks, shown)}
	}
	shown[0] = cutPoint(blocks[0].text, limit)
	if shown[0] == 0 {
		shown[0] = min(len(blocks[0].text), limit)
		for shown[0] > 0 && shown[0] < len(blocks[0].text) && !utf8.RuneStart(blocks[0].text[shown[0]]) {
			shown[0]-- // never inside a character
		}
	}
	room := limit - shown[0] - footerBound(blocks, total, sum, opt, limit) - closerRoom*(len(blocks)-1)
	alloc := share(blocks[1:], room)
	for i := 1; i < len(blocks); i++ {
		shown[i] = cutPoint(blocks[i].text, alloc[i-1])
	}
	text := joinShown(blocks, shown)
	var cut []string
	for i, b := range blocks {
		if shown[i] < len(b.text) {
			cut = append(cut, b.name)
		}
	}
	next := encodeCursor(cursorState{Shown: shown, Sum: sum})
	return Page{Text: text + footer(limit, cut, next, opt), Next: next, Cut: cut}
}

// share splits room among blocks. Every block first gets a small floor
// (so the agent sees it exists and what it starts with); then the API
// outline, capped at apiCap of the room when there is a README to leave
// room for; then the README, then the rest in reading order; whatever is
// left goes back to the API and the README.
func share(blocks []block, room int) []int {
	alloc := make([]int, len(blocks))
	if room <= 0 {
		return alloc
	}
	need := func(i int) int { return len(blocks[i].text) - alloc[i] }
	give := func(i, n int) {
		n = max(0, min(n, need(i), room))
		alloc[i] += n
		room -= n
	}
	floor := room * floorShare / 100
	for i, b := range blocks {
		if b.name != "subpackages" && b.name != "docfiles" { // short lists: they get what is left
			give(i, floor)
		}
	}
	find := func(name string) int {
		for i, b := range blocks {
			if b.name == name {
				return i
			}
		}
		return -1
	}
	api, readme := find("api"), find("readme")
	if api >= 0 {
		limit := room
		if readme >= 0 {
			limit = room * apiCap / 100
		}
		give(api, limit)
	}
	if readme >= 0 {
		give(readme, room)
	}
	for i := range blocks {
		give(i, room)
	}
	return alloc
}

// floorShare and apiCap are percentages of page one's room: see share.
const (
	floorShare = 4
	apiCap     = 65
)

// cutPoint returns how many bytes of s to show within n: all of s when it
// fits, else up to the last line end within n (or a rune boundary when one
// line is longer than n). Blocks too small to be useful show nothing.
func cutPoint(s string, n int) int {
	if n >= len(s) {
		return len(s)
	}
	if n < 120 {
		return 0
	}
	if i := strings.LastIndexByte(s[:n], '\n'); i > 0 {
		return i + 1
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return n
}

// joinShown joins the shown part of each block, closing a code fence or a
// third-party marker a cut left open.
func joinShown(blocks []block, shown []int) string {
	var b strings.Builder
	for i, bl := range blocks {
		if shown[i] == 0 {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('\n')
		}
		part := bl.text[:shown[i]]
		b.WriteString(part)
		if shown[i] < len(bl.text) {
			b.WriteString(closeOpen(part))
		}
	}
	return b.String()
}

// closeOpen returns what closes the code fence and the third-party marker
// left open at the end of s, plus an ellipsis line.
func closeOpen(s string) string {
	var out strings.Builder
	if !strings.HasSuffix(s, "\n") {
		out.WriteByte('\n')
	}
	if f := openFence(s); f != "" {
		out.WriteString(fenceChars(f) + "\n")
	}
	out.WriteString("…\n")
	if m := openMarker(s); m != "" {
		out.WriteString("<!-- end third-party content: " + m + " -->\n")
	}
	return out.String()
}

// remainder is what page one left out, in order, each cut block resumed
// under a "continued" heading with its fence and marker reopened.
func remainder(blocks []block, shown []int) string {
	var b strings.Builder
	for i, bl := range blocks {
		if shown[i] >= len(bl.text) {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('\n')
		}
		if shown[i] > 0 {
			head := bl.text[:shown[i]]
			fmt.Fprintf(&b, "<!-- %s, continued -->\n", bl.name)
			if m := openMarker(head); m != "" {
				fmt.Fprintf(&b, "<!-- begin third-party content: %s (continued) -->\n", m)
			}
			if f := openFence(head); f != "" {
				b.WriteString(f + "\n")
			}
		}
		b.WriteString(bl.text[shown[i]:])
	}
	return b.String()
}

func nextPage(blocks []block, c cursorState, limit int, opt RenderOptions) Page {
	rest := remainder(blocks, c.Shown)
	if c.Off >= len(rest) {
		return Page{Text: "_Nothing more: the previous page was the last._\n"}
	}
	var b strings.Builder
	prefix := rest[:c.Off]
	first, _, _ := strings.Cut(blocks[0].text, "\n")
	fmt.Fprintf(&b, "%s · continued\n\n_Continued from character %d of what page one left out._\n\n", first, c.Off)
	if m := openMarker(prefix); m != "" && c.Off > 0 {
		fmt.Fprintf(&b, "<!-- begin third-party content: %s (continued) -->\n", m)
	}
	if f := openFence(prefix); f != "" {
		b.WriteString(f + "\n")
	}
	room := limit - b.Len() - closerRoom - footerBound(blocks, len(rest), c.Sum, opt, limit)
	if limit < 0 {
		room = len(rest)
	}
	end := c.Off + cutPoint(rest[c.Off:], max(room, 200))
	if end == c.Off { // one enormous line: show it anyway, cut at a rune
		end = min(len(rest), c.Off+max(room, 200))
		for end < len(rest) && !utf8.RuneStart(rest[end]) {
			end++
		}
	}
	b.WriteString(rest[c.Off:end])
	if end >= len(rest) {
		return Page{Text: b.String()}
	}
	b.WriteString(closeOpen(rest[:end]))
	c.Off = end
	next := encodeCursor(c)
	return Page{Text: b.String() + footer(limit, []string{"the rest"}, next, opt), Next: next, Cut: []string{"the rest"}}
}

func footer(limit int, cut []string, next string, opt RenderOptions) string {
	hint := fmt.Sprintf(`call again with "cursor": %q`, next)
	if opt.Continue != nil {
		hint = opt.Continue(next)
	}
	more := ""
	if opt.More != "" {
		more = "; or " + opt.More
	}
	return fmt.Sprintf("\n_Cut to the %d-character budget (not shown in full: %s). For the next page: %s%s._\n", limit, strings.Join(cut, ", "), hint, more)
}

// openFence returns the opening line of the code fence s ends inside, or "".
func openFence(s string) string {
	open := ""
	for _, line := range strings.Split(s, "\n") {
		t := strings.TrimLeft(line, " ")
		if len(line)-len(t) > 3 {
			continue // indented code, not a fence
		}
		if open == "" {
			if strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
				open = strings.TrimRight(t, " ")
			}
			continue
		}
		f := fenceChars(open)
		if strings.HasPrefix(t, f) && strings.Trim(t, f[:1]+" ") == "" {
			open = ""
		}
	}
	return open
}

// fenceChars returns the run of fence characters that opens line.
func fenceChars(line string) string {
	i := 0
	for i < len(line) && line[i] == line[0] {
		i++
	}
	return line[:i]
}

// openMarker returns the name of the third-party content marker s ends
// inside, or "".
func openMarker(s string) string {
	m := ""
	for _, line := range strings.Split(s, "\n") {
		if rest, ok := strings.CutPrefix(line, "<!-- begin third-party content: "); ok {
			m = strings.TrimSuffix(rest, " -->")
			if i := strings.IndexByte(m, ','); i >= 0 {
				m = m[:i]
			}
			m = strings.TrimSuffix(m, " (continued)")
		} else if strings.HasPrefix(line, "<!-- end third-party content") {
			m = ""
		}
	}
	return m
}
