package answer

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"math"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/signature"
	"google.golang.org/grpc/codes"
)

// This file cuts a rendered document to a budget and pages through the
// rest. Providers return a package's whole API; the pager alone fits it to
// the client's budget.
//
// Page one keeps the header whole and gives every other part a share of
// the budget (API outline and README first), so an agent sees a bit of
// everything. Its API section names every symbol when the names fit in
// the index's share of the page (indexShare), a prefix written once per
// group; else it spells what fits, the top-level names first, and counts
// the rest (see index.go); later pages carry every one. What gets a signature
// follows the importance order, which is the provider's order
// (sdk.Document.Symbols) with deprecated symbols last: symbols are
// taken in that order, each with its parent, while they fit, a very long
// declaration shortened to its first line except for the first principal
// types (structs, interfaces, classes: an agent fills in their fields),
// which keep theirs within a share of the page. In a large package the
// first of them open the section under "Start here", members under their
// parent; the others follow grouped by kind; a compact index names the
// rest. What page one shows is a function of the document and the room
// its API section and its index had, so a cursor records those rooms. The pages after it
// carry, first, when page one's index could not spell every name, an
// index spelling them all (restIndex); then the full signature of every symbol page one only named or
// shortened, in the outline's order (grouped by kind), then what page one
// left out of the other parts. Cuts fall between symbols, else on line
// ends; a cut inside a code fence closes it, and the next page reopens it.

// closerRoom is kept free per cut block for what closes it (a fence, an
// ellipsis, the end of a third-party marker).
const closerRoom = 110

func invalidCursor(msg string) error { return &sdk.Error{Code: codes.InvalidArgument, Msg: msg} }

// cursorState is what a continuation cursor encodes: what page one showed,
// so the rest is the same whatever the later calls' budgets.
type cursorState struct {
	Shown []int  `json:"s"`           // bytes of each block page one showed (the API block: unused)
	API   int    `json:"r,omitempty"` // 0: page one showed the whole API in full; n: what pick chooses in n-1 bytes
	Off   int    `json:"o,omitempty"` // offset into the remainder already shown
	Index int    `json:"x,omitempty"` // the room page one's index had at most (see indexCap)
	Sum   uint32 `json:"h"`           // checksum of the rendering, to detect a changed document
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

// layoutVersion changes when what a cursor means changes, so a cursor
// from an earlier host is refused rather than misread.
const layoutVersion = "pager/5"

func checksum(blocks []block) uint32 {
	h := fnv.New32a()
	h.Write([]byte(layoutVersion))
	for _, b := range blocks {
		h.Write([]byte(b.name))
		text := b.text
		if b.name == "header" {
			text = withoutNotes(text)
		}
		h.Write([]byte(text))
	}
	return h.Sum32()
}

// withoutNotes is a header without its notes, its latest-version line,
// its source and how its version was chosen: they say how this one answer
// was made (an upstream unreachable a moment ago, a newer release found by
// a lookup that can time out under load, the latest release whose
// follow-up call names its version, files read from a cache or fetched),
// and may differ between two calls for the same document, whose next
// pages still follow.
func withoutNotes(header string) string {
	var b strings.Builder
	for i, line := range strings.Split(header, "\n") {
		if i == 0 {
			line, _, _ = strings.Cut(line, sourceSep)
		}
		// Blank lines too: how many there are depends on what was left out.
		if line != "" && !strings.HasPrefix(line, "> **Note:**") && !strings.HasPrefix(line, latestVersionLine) && !strings.HasPrefix(line, versionFromLine) {
			b.WriteString(line)
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// versionFromLine starts the header's line saying how the version was
// chosen (sdk.FactVersionFrom).
const versionFromLine = "- " + sdk.FactVersionFrom + ": "

// Page is one page of a rendered document.
type Page struct {
	Text string
	// Next is the cursor for the following page; empty on the last page.
	Next string
	// Cut names the parts not shown in full on this page.
	Cut []string
}

// layout is a document rendered for paging: its blocks, the API outline's
// entries and which block holds them.
type layout struct {
	d         *sdk.Document
	blocks    []block
	entries   []entry
	imp       []int      // entries in importance order
	main      []int      // principal types, in importance order (see principals)
	full      []int      // each entry's length in full
	plan      *indexPlan // where each entry goes in the index
	indexFull int        // the index's length spelling every entry
	api       int        // index of the API block, -1 without one
	sum       uint32
}

func newLayout(d *sdk.Document, eco string) layout {
	d = memberFocus(sanitized(d))
	l := layout{d: d, blocks: documentBlocks(d, eco), api: -1}
	for i, b := range l.blocks {
		if b.name == "api" {
			l.api = i
			l.entries = outlineEntries(d)
			l.imp = importance(l.entries, d.Focus != "")
			l.main = principals(l.entries, l.imp)
			l.full = make([]int, len(l.entries))
			for i, e := range l.entries {
				l.full[i] = len(entryLine(e, d.Focus != ""))
			}
			l.plan = newIndexPlan(l.entries)
			l.indexFull = newIndexSize(l.plan).full()
		}
	}
	l.sum = checksum(l.blocks)
	return l
}

// RenderPage renders one page of d: page one when cursor is empty, else
// the page the cursor names. opt.More receives the next cursor and returns
// the follow-up hint to print (nil: a generic hint).
func RenderPage(d *sdk.Document, opt RenderOptions, cursor string) (Page, error) {
	l := newLayout(d, opt.Ecosystem)
	limit := opt.MaxLength
	if limit == 0 {
		limit = sdk.DefaultMaxLength
	}
	if cursor == "" {
		return l.firstPage(limit, opt), nil
	}
	c, err := decodeCursor(cursor)
	if err != nil {
		return Page{}, err
	}
	if c.Sum != l.sum || len(c.Shown) != len(l.blocks) {
		return Page{}, &sdk.Error{Code: codes.FailedPrecondition, Msg: "the cursor belongs to another answer (another package, version or symbol, or this document before it changed); ask again without a cursor, or with the cursor this answer's last page gave"}
	}
	bad := c.Off < 0 || c.API < 0 || (c.API > 0 && l.api < 0)
	for i, n := range c.Shown {
		if l.blocks[i].name == "header" && n > len(l.blocks[i].text) {
			// Notes shorter than page one's: the header was shown.
			c.Shown[i] = len(l.blocks[i].text)
			continue
		}
		bad = bad || n < 0 || n > len(l.blocks[i].text)
	}
	if bad {
		return Page{}, invalidCursor("invalid cursor: pass the cursor a previous answer ended with")
	}
	return l.nextPage(c, limit, opt), nil
}

// footerBound is an upper bound of the footer's length: the footer for a
// cursor with the largest numbers this document can produce.
func (l layout) footerBound(total int, opt RenderOptions, limit int) int {
	shown := make([]int, len(l.blocks))
	names := make([]string, len(l.blocks))
	for i, b := range l.blocks {
		shown[i], names[i] = len(b.text), b.name
	}
	c := cursorState{Shown: shown, API: total + 1, Off: total + len(l.blocks)*200 + len(l.entries)*64, Index: indexCap(limit), Sum: math.MaxUint32}
	// The checksum's largest value too: page one's room must not depend on
	// how many digits this document's checksum happens to have.
	return len(footer(limit, names, encodeCursor(c), opt))
}

func (l layout) firstPage(limit int, opt RenderOptions) Page {
	blocks := l.blocks
	total := 0
	for i, b := range blocks {
		total += len(b.text)
		if i > 0 {
			total++
		}
	}
	if limit < 0 || total <= limit {
		parts := make([]string, len(blocks))
		for i, b := range blocks {
			parts[i] = b.text
		}
		return Page{Text: joinParts(parts)}
	}
	shown := make([]int, len(blocks))
	// A header longer than the page (upstream text can make it so)
	// leaves room for the footer, the closing lines and a line saying
	// what the API holds.
	need := l.footerBound(total, opt, limit) + len(blocks)
	if l.api > 0 {
		need += len(apiHeading(l.d)) + len(moreLine(len(l.entries)))
	}
	headRoom := limit - need
	headFloor := min(limit, 200)
	if f := l.focusFloor(); f > 0 && len(blocks[0].text) > headRoom-f {
		// The symbol the document is about comes before the header's
		// facts: its signature line is what the agent asked for. The
		// header keeps at least its first line, which names the symbol.
		headRoom -= f
		title, _, _ := strings.Cut(blocks[0].text, "\n")
		headFloor = min(headFloor, len(title)+1)
	}
	if len(blocks[0].text) > headRoom {
		headRoom -= len("\n…\n") // the header has no fence or marker to close
	}
	headRoom = max(headRoom, headFloor)
	shown[0] = cutPoint(blocks[0].text, headRoom)
	if shown[0] == 0 && headFloor < 120 {
		// cutPoint cuts nothing this short: at the last whole line
		if i := strings.LastIndexByte(blocks[0].text[:min(headRoom, len(blocks[0].text))], '\n'); i > 0 {
			shown[0] = i + 1
		}
	}
	if shown[0] == 0 {
		shown[0] = min(len(blocks[0].text), headRoom)
		for shown[0] > 0 && shown[0] < len(blocks[0].text) && !utf8.RuneStart(blocks[0].text[shown[0]]) {
			shown[0]-- // never inside a character
		}
	}
	room := limit - shown[0] - l.footerBound(total, opt, limit) - closerRoom*(len(blocks)-1)
	reserve := 0
	icap := indexCap(limit)
	if l.api > 0 {
		reserve = len(apiHeading(l.d)) + min(l.indexFull, icap) + closerRoom
	}
	alloc := share(blocks[1:], room, l.api-1, reserve)
	parts := make([]string, len(blocks))
	parts[0] = blocks[0].text[:shown[0]]
	if shown[0] < len(blocks[0].text) {
		parts[0] += closeOpen(parts[0])
	}
	c := cursorState{Shown: shown, Sum: l.sum}
	var cut []string
	if shown[0] < len(blocks[0].text) {
		cut = append(cut, blocks[0].name)
	}
	for i := 1; i < len(blocks); i++ {
		if i == l.api {
			continue
		}
		shown[i] = cutPoint(blocks[i].text, alloc[i-1])
		parts[i] = blocks[i].text[:shown[i]]
		if shown[i] < len(blocks[i].text) {
			if shown[i] > 0 {
				parts[i] += closeOpen(parts[i])
			}
			cut = append(cut, blocks[i].name)
		}
	}
	if l.api > 0 {
		// The API section gets its share, or what the other parts left
		// unused when that is more: the room page one has for names.
		used := len(blocks) + l.footerBound(total, opt, limit)
		for _, p := range parts {
			used += len(p)
		}
		room := max(alloc[l.api-1], limit-used, 0)
		var whole bool
		parts[l.api], whole = l.apiPageOne(room, icap)
		if !whole {
			c.API, c.Index = room+1, icap
			cut = append(cut, "api")
		}
	}
	if len(cut) == 0 { // everything fit after all
		return Page{Text: joinParts(parts)}
	}
	next := encodeCursor(c)
	return Page{Text: joinParts(parts) + footer(limit, cut, next, opt), Next: next, Cut: cut}
}

// focusFloor is the room the symbol a document is about needs on page
// one at least, its one line (shortened as pick shortens it), its
// parents' and its heading, beyond what firstPage keeps for the API
// anyway (the API's heading and a line of the index); 0 when
// the document is about no symbol or has none of that name.
func (l layout) focusFloor() int {
	if l.d.Focus == "" || l.api < 0 {
		return 0
	}
	for i, e := range l.entries {
		if e.sym.Name != l.d.Focus {
			continue
		}
		n := 0
		for _, j := range l.chain(make([]bool, len(l.entries)), i) {
			n += min(l.full[j], len(indentMember(l.entries[j], shortText(l.entries[j].sym))))
		}
		return n + len(groupHeading(e.group))
	}
	return 0
}

// apiPageOne lays out the API section of page one within room (see
// pick): the lead entries under "Start here", members under their parent;
// the other entries with a signature grouped by kind in the outline's
// order; then an index naming every entry left out. whole reports that
// every signature is on the page in full.
func (l layout) apiPageOne(room, icap int) (text string, whole bool) {
	sel, whole := l.pick(room, icap)
	if whole {
		return l.blocks[l.api].text, true
	}
	text, left, shortened, _ := l.apiSection(sel, room, icap)
	return text, len(left) == 0 && !shortened
}

// apiSection writes page one's API section for sel (see apiPageOne): the
// entries left to the index, whether it shortened any, and whether the
// index spelled every name it was left (spelled).
func (l layout) apiSection(sel selection, room, icap int) (text string, left []int, shortened, spelled bool) {
	var b strings.Builder
	b.WriteString(apiHeading(l.d))
	left, shortened = writeAPI(&b, l.entries, l.imp, sel, l.full, l.d.Focus != "")
	spelled = true
	if len(left) > 0 {
		if b.Len() > len(apiHeading(l.d)) {
			b.WriteByte('\n')
		}
		var index string
		index, spelled = l.indexText(left, min(room-b.Len(), icap))
		b.WriteString(index)
	}
	return b.String(), left, shortened, spelled
}

// writeAPI writes the entries sel shows: the lead ones under "Start here"
// as a tree in importance order, then the others grouped by kind in the
// outline's order. It returns the entries left out, in the outline's
// order, and whether it shortened any.
func writeAPI(b *strings.Builder, es []entry, imp []int, sel selection, full []int, focus bool) (left []int, shortened bool) {
	write := func(i int) {
		if sel.short > 0 && sel.shortened(es[i].sym, i, full[i]) {
			line := indentMember(es[i], shortText(es[i].sym))
			if n := sel.upTo[i]; n > 0 {
				// worth it when the doc's first line is there whole
				first, _, _ := strings.Cut(strings.TrimSpace(es[i].sym.Doc), "\n")
				if cut := TruncateMarkdown(entryLine(es[i], focus), n); len(cut) > len(line) && len(cut) <= n && strings.Contains(cut, strings.TrimSpace(first)) {
					line = cut
				}
			}
			b.WriteString(line)
			shortened = true
			return
		}
		b.WriteString(entryLine(es[i], focus))
	}
	if !focus {
		if order := leadOrder(es, imp, sel.lead); len(order) > 0 {
			b.WriteString(leadHeading)
			for _, i := range order {
				write(i)
			}
		}
	}
	runs := outlineRuns(es)
	group, last := -1, -1
	for i, e := range es {
		if !sel.on[i] {
			left = append(left, i)
			continue
		}
		if sel.lead[i] {
			continue
		}
		if runs[i] != group && !focus {
			writeGroupHeading(b, e.group)
		}
		group = runs[i]
		// A member of a parent shown under "Start here" says whose it is.
		if p := e.parent; p >= 0 && sel.lead[p] && (last < 0 || es[last].parent != p) {
			b.WriteString(memberLabel(es[p].sym.Name, "shown above"))
		}
		last = i
		write(i)
	}
	return left, shortened
}

// memberLabel introduces members listed apart from their parent, which
// is where says.
func memberLabel(parent, where string) string {
	return "- _more of `" + parent + "`, " + where + ":_\n"
}

// pick chooses what the API section of page one shows within room with a
// signature. It is a function of the document and room alone, so a cursor
// records room and later pages know what page one showed.
//
// Entries are taken in importance order (the provider's order, deprecated
// last), each with the parents it needs, while the page with the index of
// the rest fits; one that does not fit is passed over for the next. A
// declaration longer than short is shortened to its first line, so that
// one long type body does not take the room of many functions; the
// principal types keep theirs (their fields are what an agent fills in)
// while together they take at most principalShare of room. The entries
// taken among the first leadSymbols of the order lead the section.
// whole: every signature fits in full.
func (l layout) pick(room, icap int) (sel selection, whole bool) {
	es := l.entries
	focus := l.d.Focus != ""
	head := apiHeading(l.d)
	if len(l.blocks[l.api].text) <= room { // every signature fits
		return selection{}, true
	}
	sel = newSelection(len(es), max(room/25, 300))
	capLeft := room * principalShare / 100
	for _, i := range l.main {
		if shortens(es[i].sym, l.full[i], sel.short) && l.full[i] <= capLeft {
			sel.kept[i] = true
			capLeft -= l.full[i]
		}
	}
	size := func(i int) int {
		if sel.shortened(es[i].sym, i, l.full[i]) {
			return len(indentMember(es[i], shortText(es[i].sym)))
		}
		return l.full[i]
	}
	// Headings cost what they take at most: one for "Start here", one
	// per run of a kind group in the outline.
	runs := outlineRuns(es)
	rest := newIndexSize(l.plan)
	headed := map[int]bool{}
	labelled := map[int]bool{} // parents whose label is paid for
	nested := map[int]bool{}   // parents with a member that has members
	for _, e := range es {
		if e.parent >= 0 && es[e.parent].parent >= 0 {
			nested[es[e.parent].parent] = true
		}
	}
	leadHeaded := false
	used := len(head)
	for k, e := range l.imp {
		if sel.on[e] {
			continue // taken as the parent of one before it
		}
		lead := k < leadSymbols && hasLead(es, focus)
		chain := l.chain(sel.on, e)
		n := 0
		headLead := false
		var heads, labels []int
		for _, i := range chain {
			sel.on[i] = true // for shortened; undone when passed over
			n += size(i)
			switch {
			case lead && !leadHeaded && !headLead:
				headLead = true
				n += len(leadHeading) + 1
			case !lead && !headed[runs[i]] && !slices.Contains(heads, runs[i]):
				heads = append(heads, runs[i])
				n += len(groupHeading(es[i].group)) + 1
			}
			// A parent's members are contiguous in the outline, so one
			// label introduces them, unless members of theirs come between.
			if p := es[i].parent; !lead && p >= 0 && sel.lead[p] && (!labelled[p] || nested[p]) && !slices.Contains(labels, p) {
				labels = append(labels, p)
				n += len(memberLabel(es[p].sym.Name, "shown above"))
			}
		}
		idx := rest.without(chain)
		if idx > 0 {
			idx++ // the blank line before it
		}
		// Past its share the index spells what fits in it (indexText).
		idx = min(idx, icap)
		if used+n+idx > room {
			for _, i := range chain {
				sel.on[i] = false
			}
			continue
		}
		used += n
		rest.remove(chain)
		leadHeaded = leadHeaded || headLead
		for _, h := range heads {
			headed[h] = true
		}
		for _, p := range labels {
			labelled[p] = true
		}
		for _, i := range chain {
			sel.lead[i] = lead
		}
	}
	if focus {
		l.fillFocus(&sel, room-used-min(rest.without(nil)+1, icap), size)
	}
	return sel, false
}

// fillFocus gives the symbol a document is about, when it is shortened
// to one line, as much of its whole text (declaration, then its doc) as
// left leaves beside that line: an agent that asked for one symbol
// with a small budget reads its signature and the start of its doc on
// page one rather than one line and an unused budget. The rest is on
// the next pages, as for any shortened entry.
func (l layout) fillFocus(sel *selection, left int, size func(int) int) {
	for i, e := range l.entries {
		if e.sym.Name != l.d.Focus || !sel.shortened(e.sym, i, l.full[i]) {
			continue
		}
		if n := size(i) + left; n > size(i)+minFocusGain {
			sel.upTo[i] = n
		}
		return
	}
}

// minFocusGain is the least extra room worth cutting the focused
// symbol's whole text for, rather than showing its one line.
const minFocusGain = 120

// leadSymbols is how many symbols, from the first in importance order,
// page one shows under "Start here" before the others grouped by kind.
const leadSymbols = 30

// hasLead reports whether the API opens with "Start here": in a package
// with more than leadSymbols symbols, not when the document is about one.
func hasLead(es []entry, focus bool) bool { return !focus && len(es) > leadSymbols }

// principalShare is the percentage of page one's API room the principal
// types may take with their whole declaration; maxPrincipals is how many
// there are at most.
const (
	principalShare = 40
	maxPrincipals  = 3
)

const leadHeading = "### Start here\n\n"

// groupHeading is what writeGroupHeading writes at most.
func groupHeading(kind string) string { return "\n### " + plural(kind) + "\n\n" }

// importance returns the entries' indices in importance order: the
// provider's order (see sdk.Document.Symbols), deprecated symbols after
// the others, and the symbols the build leaves off (sdk.Symbol.Disabled)
// after all of those: a crate's default API before what a feature the
// project does not enable would add. A document about one symbol keeps
// the outline's order.
func importance(es []entry, focus bool) []int {
	imp := make([]int, len(es))
	for i := range imp {
		imp[i] = i
	}
	if focus {
		return imp
	}
	sort.SliceStable(imp, func(a, b int) bool {
		ea, eb := es[imp[a]], es[imp[b]]
		if oa, ob := ea.sym.Disabled != "", eb.sym.Disabled != ""; oa != ob {
			return ob
		}
		if da, db := ea.sym.Deprecated != "", eb.sym.Deprecated != ""; da != db {
			return db
		}
		return ea.pos < eb.pos
	})
	return imp
}

// principals returns the first maxPrincipals entries in importance order
// that declare a type with a body of fields or methods: a struct,
// interface or class whose declaration spans lines.
func principals(es []entry, imp []int) []int {
	var out []int
	for _, i := range imp {
		if len(out) == maxPrincipals {
			break
		}
		if isPrincipal(es[i].sym) {
			out = append(out, i)
		}
	}
	return out
}

func isPrincipal(s sdk.Symbol) bool {
	sig := strings.TrimSpace(s.Signature)
	first, _, multi := strings.Cut(sig, "\n")
	if s.Deprecated != "" || s.Disabled != "" || !multi {
		return false
	}
	switch s.Kind {
	case "class", "interface", "struct", "trait", "protocol":
		return true
	case "type":
		return strings.Contains(first, " struct {") || strings.Contains(first, " interface {")
	}
	return false
}

// selection is what page one shows of the API with a signature.
type selection struct {
	on    []bool // shown with its signature (maybe shortened)
	lead  []bool // of those, shown under "Start here"
	kept  []bool // a principal type shown whole whatever its length
	short int    // longer declarations are shortened; 0: none
	// upTo, for a shortened entry, is the length its whole text is cut
	// to instead of its one line (0: the one line): the symbol a
	// document is about, given the room page one has left.
	upTo []int
}

func newSelection(n, short int) selection {
	return selection{on: make([]bool, n), lead: make([]bool, n), kept: make([]bool, n), short: short, upTo: make([]int, n)}
}

func (s selection) shortened(sym sdk.Symbol, i, n int) bool {
	return s.on[i] && !s.kept[i] && shortens(sym, n, s.short)
}

// chain returns entry i and its ancestors not yet on, outermost first: a
// member is shown under its parent.
func (l layout) chain(on []bool, i int) []int {
	var c []int
	for j := i; j >= 0 && !on[j] && len(c) <= 10; j = l.entries[j].parent {
		c = append(c, j)
	}
	slices.Reverse(c)
	return c
}

// leadOrder returns the lead entries as a tree: each after its parent,
// top-level ones and the members of each parent in the order their
// subtrees first appear in importance order.
func leadOrder(es []entry, imp []int, lead []bool) []int {
	kids := map[int][]int{}
	placed := make([]bool, len(es))
	var roots []int
	for _, i := range imp {
		if !lead[i] {
			continue
		}
		var path []int
		for j := i; j >= 0 && lead[j] && !placed[j] && len(path) <= 10; j = es[j].parent {
			path = append(path, j)
		}
		for k := len(path) - 1; k >= 0; k-- {
			j := path[k]
			placed[j] = true
			if p := es[j].parent; p >= 0 && lead[p] {
				kids[p] = append(kids[p], j)
			} else {
				roots = append(roots, j)
			}
		}
	}
	var out []int
	var walk func(i, depth int)
	walk = func(i, depth int) {
		out = append(out, i)
		if depth > 10 {
			return
		}
		ks := kids[i]
		if slices.ContainsFunc(ks, func(k int) bool { return isConstructorOf(es[i].sym, es[k].sym) }) {
			// A class's constructors open its members, as in its own
			// listing, whatever their place in the provider's order.
			ks = slices.Clone(ks)
			slices.SortStableFunc(ks, func(a, b int) int {
				ca, cb := isConstructorOf(es[i].sym, es[a].sym), isConstructorOf(es[i].sym, es[b].sym)
				switch {
				case ca && !cb:
					return -1
				case cb && !ca:
					return 1
				}
				return 0
			})
		}
		for _, k := range ks {
			walk(k, depth+1)
		}
	}
	for _, r := range roots {
		walk(r, 0)
	}
	return out
}

// outlineRuns numbers the runs of one kind group in the outline's order.
func outlineRuns(es []entry) []int {
	runs := make([]int, len(es))
	for i := range es {
		if i > 0 {
			runs[i] = runs[i-1]
			if es[i].group != es[i-1].group {
				runs[i]++
			}
		}
	}
	return runs
}

// shortens reports whether page one shows s, whose entry is n bytes long,
// shortened when declarations over short bytes are.
func shortens(s sdk.Symbol, n, short int) bool {
	return short > 0 && n > short && len(shortText(s)) < n
}

// shortText is an entry shortened to the first line of its signature,
// or its parameter list joined on one line when the first line only
// opens it (see signatureLine).
func shortText(s sdk.Symbol) string {
	sig := signatureLine(s.Signature)
	if sig == "" {
		sig = s.Name
	}
	out := "- " + CodeSpan(strings.TrimSpace(sig)+" …")
	if d := oneLine(s.Doc); d != "" {
		out += " — " + d
	}
	return out + " _(full declaration on the next pages)_\n"
}

// signatureLine is a signature's first line, a wrapped parameter list
// joined (signature.Line).
func signatureLine(sig string) string {
	l, _ := signature.Line(sig)
	return l
}

// indexText writes the index of the entries left within room (see
// indexPlan.indexText); when not even its opening fits, one line saying
// how many names are on the next pages.
func (l layout) indexText(left []int, room int) (text string, spelled bool) {
	if s, all := l.plan.index(left, room); s != "" {
		return s, all
	}
	return moreLine(len(left)), false
}

// moreLine is page one's index when not even its opening fits.
func moreLine(n int) string {
	return fmt.Sprintf("- %d more symbols, named, then with signatures, on the next pages\n", n)
}

// restIndexIntro opens the index that starts the next pages when page
// one's could not spell every name: a package too large for its names to
// fit a third of a page has too many signatures for an agent to page
// through them all, so every name page one only named comes first, in a
// few pages, and symbol= or search take the agent to the one it wants.
const restIndexIntro = "**Every name page one did not show with its signature** (signatures follow, in the same order by kind; or ask for one by name):\n"

// maxIndexLine bounds a line of the next pages' index: a page ends
// between lines, and a group of thousands of names must not make one
// line longer than a page (a page would cut inside a name). A longer
// line goes on under the same head.
const maxIndexLine = 2000

// restIndex is the index of every entry in left spelled whole, each line
// at most maxIndexLine long (one name longer than that stands alone),
// with stops: offsets in it where a line starts. Members of types other
// than the lead one are counted, not spelled: each is under its type's
// signature on the pages that follow, and a package of thousands of
// types (a generated API client: RawJSON and UnmarshalJSON on each)
// would spend pages on the same few names.
func (l layout) restIndex(left []int) (text string, stops []int) {
	var names []int
	members := 0
	for _, i := range left {
		if l.plan.isMember(i) {
			members++
		} else {
			names = append(names, i)
		}
	}
	full, _ := l.plan.index(names, math.MaxInt/2)
	if members > 0 {
		full += fmt.Sprintf("- and %d members of types, each under its type below\n", members)
	}
	var b strings.Builder
	b.WriteString(restIndexIntro)
	for _, line := range strings.SplitAfter(strings.TrimPrefix(full, indexIntro), "\n") {
		if line == "" {
			continue
		}
		head, names, ok := strings.Cut(strings.TrimSuffix(line, "\n"), ": ")
		if !ok || len(line) <= maxIndexLine || !strings.HasPrefix(head, "- ") || strings.HasPrefix(head, "- …") {
			stops = append(stops, b.Len())
			b.WriteString(line)
			continue
		}
		head += ": "
		cur := ""
		for _, n := range strings.Split(names, ", ") {
			if cur != "" && len(head)+len(cur)+len(", ")+len(n) > maxIndexLine {
				stops = append(stops, b.Len())
				b.WriteString(head + cur + "\n")
				cur = ""
			}
			if cur != "" {
				cur += ", "
			}
			cur += n
		}
		stops = append(stops, b.Len())
		b.WriteString(head + cur + "\n")
	}
	return b.String(), stops
}

// share splits room among blocks. The API block (api, -1 without one)
// first gets reserve, what its index of names needs; then every block a
// small floor (so the agent sees it exists and what it starts with); then
// the API outline, capped at apiCap of the room when there is a README to
// leave room for; then the README, then the rest in reading order;
// whatever is left goes back to the API and the README.
func share(blocks []block, room, api, reserve int) []int {
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
	if api >= 0 {
		give(api, reserve)
	}
	floor := room * floorShare / 100
	for i, b := range blocks {
		if b.name != "subpackages" && b.name != "docfiles" { // short lists: they get what is left
			give(i, floor)
		}
	}
	readme := -1
	for i, b := range blocks {
		if b.name == "readme" {
			readme = i
		}
	}
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

// joinParts joins page parts with a blank line, skipping empty ones.
func joinParts(parts []string) string {
	var b strings.Builder
	for _, p := range parts {
		if p == "" {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(p)
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

// remainder is what page one left out, in order: first the full
// declarations of the API entries page one only named or shortened, in the
// outline's order, then each other cut block resumed under a "continued"
// heading with its fence and marker reopened. stops are offsets between
// API entries, where a page prefers to end.
func (l layout) remainder(c cursorState) (rest string, stops []int) {
	var b strings.Builder
	focus := l.d.Focus != ""
	var sel selection
	whole := true
	if c.API > 0 {
		sel, whole = l.pick(c.API-1, c.Index) // whole: a forged room, as page one never records one
	}
	if !whole {
		b.WriteString("<!-- api, continued -->\n")
		b.WriteString(strings.TrimSuffix(apiHeading(l.d), "\n\n") + " (continued)\n\n")
		if _, left, _, spelled := l.apiSection(sel, c.API-1, c.Index); !spelled {
			index, at := l.restIndex(left)
			for _, s := range at {
				stops = append(stops, b.Len()+s)
			}
			b.WriteString(index)
			b.WriteByte('\n')
		}
		group, last := "", -1
		onPageOne := func(i int) bool { return sel.on[i] && !sel.shortened(l.entries[i].sym, i, l.full[i]) }
		for i, e := range l.entries {
			text := entryLine(e, focus)
			if onPageOne(i) {
				continue // in full on page one
			}
			stops = append(stops, b.Len())
			if e.group != group && !focus {
				writeGroupHeading(&b, e.group)
			}
			group = e.group
			// A member whose parent page one showed says whose it is.
			if p := e.parent; p >= 0 && onPageOne(p) && !focus && (last < 0 || l.entries[last].parent != p) {
				b.WriteString(memberLabel(l.entries[p].sym.Name, "on page one"))
			}
			last = i
			b.WriteString(text)
		}
		stops = append(stops, b.Len())
	}
	for i, bl := range l.blocks {
		if i == l.api || c.Shown[i] >= len(bl.text) {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('\n')
		}
		if c.Shown[i] > 0 {
			head := bl.text[:c.Shown[i]]
			fmt.Fprintf(&b, "<!-- %s, continued -->\n", bl.name)
			if m := openMarker(head); m != "" {
				fmt.Fprintf(&b, "<!-- begin third-party content: %s (continued) -->\n", m)
			}
			if f := openFence(head); f != "" {
				b.WriteString(reopenFence(f) + "\n")
			}
			if !strings.HasSuffix(head, "\n") {
				b.WriteString(midLine) // page one cut inside a line
			}
		}
		b.WriteString(bl.text[c.Shown[i]:])
	}
	return b.String(), stops
}

// maxTitleLen bounds the first line as later pages repeat it.
const maxTitleLen = 300

// midLine starts a page that resumes inside a line.
const midLine = "… "

func (l layout) nextPage(c cursorState, limit int, opt RenderOptions) Page {
	rest, stops := l.remainder(c)
	if c.Off >= len(rest) {
		return Page{Text: "_Nothing more: the previous page was the last._\n"}
	}
	var b strings.Builder
	prefix := rest[:c.Off]
	first, _, _ := strings.Cut(l.blocks[0].text, "\n")
	first = clip(first, maxTitleLen) // on every page: a long name must not eat them
	fmt.Fprintf(&b, "%s · continued\n\n_Continued from character %d of what page one left out._\n\n", first, c.Off)
	if m := openMarker(prefix); m != "" && c.Off > 0 {
		fmt.Fprintf(&b, "<!-- begin third-party content: %s (continued) -->\n", m)
	}
	if f := openFence(prefix); f != "" {
		b.WriteString(reopenFence(f) + "\n")
	}
	if c.Off > 0 && rest[c.Off-1] != '\n' {
		// The last page cut inside a line too long for a page: the rest
		// does not start a line of its own, whatever it says.
		b.WriteString(midLine)
	}
	room := limit - b.Len() - closerRoom - l.footerBound(len(rest), opt, limit)
	if limit < 0 {
		room = len(rest)
	}
	room = max(room, 200)
	end := c.Off + cutPoint(rest[c.Off:], room)
	// Within the API's declarations, end between two of them when the
	// page ends before the last one does; but not before one longer than
	// a page, which every page cuts between its lines wherever it starts:
	// ending there would leave this page all but empty (the API's heading
	// alone, when that declaration comes first).
	if n := len(stops); n > 0 && c.Off+room < stops[n-1] {
		for i := n - 1; i >= 0; i-- {
			if s := stops[i]; s > c.Off && s <= c.Off+room {
				if stops[i+1]-s <= room {
					end = s
				}
				break
			}
		}
	}
	if end == c.Off { // one enormous line: show it anyway, cut at a rune
		end = min(len(rest), c.Off+room)
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
	if opt.Budget > 0 {
		limit = opt.Budget
	}
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

// maxInfoLen bounds the info string a continued page reopens a fence
// with: the language name, not whatever else upstream wrote on that line.
const maxInfoLen = 32

// reopenFence is the line that reopens the fence open names on a later
// page: its fence characters and at most maxInfoLen bytes of its info.
func reopenFence(open string) string {
	f := fenceChars(open)
	info := strings.TrimSpace(open[len(f):])
	if len(info) > maxInfoLen {
		n := maxInfoLen
		for n > 0 && !utf8.RuneStart(info[n]) {
			n--
		}
		info = info[:n]
	}
	return f + info
}
