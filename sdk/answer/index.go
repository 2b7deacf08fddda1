package answer

import (
	"fmt"
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// This file writes the index of page one: the names page one shows
// without a signature. A name costs itself and a separator, so the index
// holds hundreds of them in its share of the page: top-level names by
// kind ("- Functions: a, b"), names under a namespace or module prefix
// with the prefix written once ("- `fcntl::` AtFlags, OFlag" for
// fcntl::AtFlags and fcntl::OFlag), members under their type the same
// way. A namespace that repeats the top-level names wholesale (ns.X for
// every X) is said in one line rather than spelled a second time.
//
// The names are spelled in tiers while room lasts: the members of the
// lead type first (a client's operations, in at most leadShare of the
// room), then the top-level names without a prefix (the package's own API, however many modules it
// has; and those of each of its roots, when it has several: a prefix
// naming no symbol of the outline), then the modules' and namespaces' own names, then re-exports a
// namespace makes of top-level names (a prelude), then members; then the
// names of symbols the build leaves off (sdk.Symbol.Disabled: a Rust item
// behind a feature not enabled), in the same tiers, on lines of their own
// whose head says so. The tier that does not
// fit is shared out evenly: every group gets names up to the same count,
// so small groups are spelled whole and the largest are cut, each cut
// line saying how many it left out. The last line counts what is not
// spelled out, largest groups first; the next pages open with an index
// spelling every name page one left (layout.restIndex), then carry each
// with its signature, and symbol= and search find it.

// indexShare is the percentage of page one the index may take: a third
// of the page would crowd out the overview and the entry points an agent
// reads first, and the index is read last (the goal is at most 35%; the
// margin covers a page one that is not full).
const indexShare = 30

// indexCap is the room the index of page one may take in a page of
// limit characters.
func indexCap(limit int) int { return max(limit*indexShare/100, 0) }

// indexIntro opens the index of names page one lists without signatures.
const indexIntro = "**Also in this package** (signatures on the next pages):\n"

// Tiers of the index, spelled in this order while room lasts.
const (
	tierLead     = iota // members of the lead type (see leadType): a client's operations
	tierRoot            // the top-level names without a prefix: the package's own API
	tierTop             // a module's or namespace's own names
	tierReexport        // a namespace's re-exports of top-level names
	tierMember          // members of types
)

// indexGroup is one line of the index: a head, then names.
type indexGroup struct {
	// head is a kind ("Functions") or a prefix in backticks ("`fcntl::`")
	// that the line's names are written after, possibly with a remark.
	head string
	tier int
	key  string // for display order within the tier
	// off: the names of symbols the build leaves off (sdk.Symbol.Disabled),
	// spelled after every other name, tier by tier.
	off bool
	// qualified: members written after their type's prefix ("`T.`:
	// Method"), which no code names without the type; a member named on
	// its own ("`T` members": a Go constant of type T) is a top-level name.
	qualified bool
}

// mirrorLine is a namespace that repeats top-level names wholesale: one
// line says so instead of spelling them again.
type mirrorLine struct {
	prefix  string
	example string // a re-export, for the line's example
}

func (m mirrorLine) text(n int) string {
	ex := ""
	if m.example != "" {
		ex = fmt.Sprintf(": `%s` is `%s`", m.example, strings.TrimPrefix(m.example, m.prefix))
	}
	return fmt.Sprintf("- `%s…` (%d, with members) repeat top-level names%s\n", m.prefix, n, ex)
}

// indexPlan says where each entry of the outline goes in the index: its
// group and the name the group writes, or the mirror line that stands for
// it. It is a function of the outline alone.
type indexPlan struct {
	groups  []indexGroup // in display order
	at      []int        // per entry: its group, -1-k for mirrors[k], or unspelled
	names   []string     // per entry: its name as its group writes it
	mirrors []mirrorLine
}

// isMember reports whether entry i is a member the index writes after
// its type's prefix (not the lead type's, whose members are a tier of
// their own; not one named on its own, which code names as it is).
func (p *indexPlan) isMember(i int) bool {
	g := p.at[i]
	return g >= 0 && p.groups[g].tier == tierMember && p.groups[g].qualified
}

// nameSep returns where the last namespace separator of a name starts
// and its length ("::" or "."); -1 without one.
func nameSep(name string) (int, int) {
	if i := strings.LastIndex(name, "::"); i > 0 {
		return i, 2
	}
	if i := strings.LastIndexByte(name, '.'); i > 0 && i < len(name)-1 {
		return i, 1
	}
	return -1, 0
}

// unspelled marks an entry the index counts but does not spell: a
// provider's note standing where names could not be listed (a macro
// call's text), which is no name to ask for.
const unspelled = math.MinInt

// Mirrors: a namespace whose re-exports of top-level names number at
// least mirrorMin and half the top-level names repeats them wholesale.
const mirrorMin = 40

// newIndexPlan groups the outline's entries for the index.
func newIndexPlan(all []entry) *indexPlan {
	p := &indexPlan{at: make([]int, len(all)), names: make([]string, len(all))}
	top := map[string]bool{}
	named := map[string]bool{}
	roots := 0
	for _, e := range all {
		named[e.sym.Name] = true
		if e.parent < 0 {
			top[e.sym.Name] = true
			if i, _ := nameSep(e.sym.Name); i < 0 {
				roots++
			}
		}
	}
	// rootPrefix: a first-level prefix that names no symbol of the
	// outline is one of the package's roots, not a module or namespace
	// it lists (a Python distribution installing several top-level
	// modules writes "peewee.AnyField" and "pwiz.main"): its names are
	// the package's own API, spelled in the first tier.
	rootPrefix := func(prefix string, n int) bool {
		head := prefix[:len(prefix)-n]
		i, _ := nameSep(head)
		return i < 0 && !strings.Contains(head, "::") && !named[head]
	}
	// A re-export: a top-level name, or a namespace's member, that is
	// prefix.X for a top-level name X; and the members of one, which are
	// the members of X again. The outline lists parents before members.
	root := make([]string, len(all)) // the prefix of the re-export an entry is or is under
	reexports := map[string]int{}    // per prefix, the re-exports themselves
	example := map[string]string{}
	for i, e := range all {
		if e.parent >= 0 && root[e.parent] != "" {
			root[i] = root[e.parent]
			continue
		}
		i0, n := nameSep(e.sym.Name)
		if i0 < 0 || !top[e.sym.Name[i0+n:]] {
			continue
		}
		if e.parent < 0 || isNamespace(all[e.parent].sym.Kind) {
			prefix := e.sym.Name[:i0+n]
			root[i] = prefix
			reexports[prefix]++
			if example[prefix] == "" {
				example[prefix] = e.sym.Name
			}
		}
	}
	lead := leadType(all)
	mirror := map[string]int{}
	byKey := map[string]int{}
	var off bool // the entry being grouped is disabled
	group := func(key, head string, tier int) int {
		if off {
			key += offKey
			head += offHead
		}
		if g, ok := byKey[key]; ok {
			return g
		}
		byKey[key] = len(p.groups)
		p.groups = append(p.groups, indexGroup{head: head, tier: tier, key: key, off: off})
		return len(p.groups) - 1
	}
	for i, e := range all {
		name := e.sym.Name
		off = e.sym.Disabled != ""
		if strings.ContainsAny(name, " (){}") {
			p.at[i] = unspelled
			continue
		}
		if prefix := root[i]; prefix != "" && reexports[prefix] >= mirrorMin && 2*reexports[prefix] >= roots {
			k, ok := mirror[prefix]
			if !ok {
				k = len(p.mirrors)
				mirror[prefix] = k
				p.mirrors = append(p.mirrors, mirrorLine{prefix: prefix, example: example[prefix]})
			}
			p.at[i] = -1 - k
			continue
		}
		i0, n := nameSep(name)
		member := e.parent >= 0 && !isNamespace(all[e.parent].sym.Kind)
		if e.parent >= 0 {
			parent := all[e.parent].sym.Name
			switch {
			case strings.HasPrefix(name, parent+"::") || strings.HasPrefix(name, parent+"."):
			case e.sym.Kind == "func" || e.sym.Kind == "function":
				// A constructor listed under the type it returns is
				// a top-level function.
				p.at[i], p.names[i] = group("k "+e.sym.Kind, plural(e.sym.Kind), tierRoot), name
				continue
			default:
				// A member named on its own: under its parent, as written;
				// one of the parent's own signatures, declared under the
				// parent's name, by what it is ("constructor",
				// "[Symbol.iterator]"), not by the parent's name again.
				if isOwnSignatureOf(all[e.parent].sym, e.sym) {
					name = ownSignatureLabel(e.sym.Signature)
				}
				p.at[i], p.names[i] = group("m "+parent, "`"+parent+"` members", tierMember), name
				continue
			}
		}
		switch {
		case member:
			prefix := name[:i0+n]
			tier := tierMember
			if e.parent == lead {
				tier = tierLead
			}
			p.at[i], p.names[i] = group("m "+prefix, "`"+prefix+"`", tier), name[i0+n:]
			p.groups[p.at[i]].qualified = true
		case i0 < 0:
			p.at[i], p.names[i] = group("k "+e.group, plural(e.group), tierRoot), name
		case root[i] != "":
			prefix := name[:i0+n]
			p.at[i], p.names[i] = group("r "+prefix, "`"+prefix+"` re-exports", tierReexport), name[i0+n:]
		default:
			prefix := name[:i0+n]
			tier := tierTop
			if rootPrefix(prefix, n) {
				tier = tierRoot
			}
			p.at[i], p.names[i] = group("p "+prefix, "`"+prefix+"`", tier), name[i0+n:]
		}
	}
	for i := range p.names {
		p.names[i] = spellKey(p.names[i])
	}
	// Display order: the tiers in turn; in the first, kinds in the
	// outline's order, then prefixes sorted; re-exports sorted; members
	// in the outline's order.
	rank := make([]int, len(p.groups))
	for i := range rank {
		rank[i] = i
	}
	sort.SliceStable(rank, func(a, b int) bool {
		ga, gb := p.groups[rank[a]], p.groups[rank[b]]
		if ga.off != gb.off {
			return gb.off
		}
		if ga.tier != gb.tier {
			return ga.tier < gb.tier
		}
		ka, kb := ga.key[0] == 'k', gb.key[0] == 'k'
		if ka != kb {
			return ka
		}
		if ga.tier == tierMember || ga.tier == tierLead || ka {
			return false // outline order
		}
		return ga.key < gb.key
	})
	pos := make([]int, len(rank))
	groups := make([]indexGroup, len(rank))
	for to, from := range rank {
		pos[from] = to
		groups[to] = p.groups[from]
	}
	p.groups = groups
	for i, g := range p.at {
		if g >= 0 {
			p.at[i] = pos[g]
		}
	}
	return p
}

// offKey ends the key of a group of disabled symbols' names, and offHead
// its head: a module some of whose items a feature gates has one line of
// the names the build has and one of those it leaves off.
const (
	offKey  = "\x00off"
	offHead = " (not enabled)"
)

// ownSignatureLabel names one of a type's own signatures (memberForm) in
// an index line: "constructor", "new (…)", "(…)" for a call signature,
// the key in brackets for an index signature or a computed-key member.
func ownSignatureLabel(sig string) string {
	s := memberKeyStart(sig)
	switch {
	case strings.HasPrefix(s, "constructor("):
		return "constructor"
	case strings.HasPrefix(s, "new"):
		return "new (…)"
	case strings.HasPrefix(s, "["):
		depth := 0
		for i, c := range s {
			switch c {
			case '[':
				depth++
			case ']':
				if depth--; depth == 0 {
					return s[:i+1]
				}
			}
		}
	}
	return "(…)"
}

// spellKey writes a name that is a quoted key in its declaration, not an
// identifier ("-moz-animation-delay"?: … in a CSS properties interface,
// 'boolean-negation': … in an options type), in quotes as code writes it:
// bare after a prefix (`Props.`: -moz-animation-delay) it reads as an
// operator and a name, and no reader of names takes it for one.
// IndexNames reads it back unquoted, as the outline names it.
func spellKey(name string) string {
	word, hyphen := false, false
	for i := 0; i < len(name); i++ {
		switch c := name[i]; {
		case c == '-':
			hyphen = true
		case c == '_' || c == '$' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80:
			word = true
		default:
			return name // a path, an operator, a call signature: as it is
		}
	}
	if !word || !hyphen {
		return name
	}
	return `"` + name + `"`
}

// headLen is what a group's line costs besides its names: "- ", the
// head, ": " and the line end, less the separator the first name does
// not need.
func headLen(head string) int { return len("- "+head+": ") + 1 - len(", ") }

// indexSize tracks the length of the index spelling every entry not yet
// shown with a signature, as pick takes entries out of it.
type indexSize struct {
	p       *indexPlan
	names   int   // the names left, each with its separator
	heads   int   // the heads of the groups and mirror lines with some left
	left    []int // per group, entries left
	mirrors []int // per mirror line, entries left
	entries int
	// closers are the entries left that only a closing line counts
	// (unspelled ones and mirrored names): while any is left the index
	// ends with that line, as index writes it.
	closers int
}

func newIndexSize(p *indexPlan) *indexSize {
	x := &indexSize{p: p, left: make([]int, len(p.groups)), mirrors: make([]int, len(p.mirrors)), entries: len(p.at)}
	for i, g := range p.at {
		if g == unspelled {
			x.closers++
			continue
		}
		if g < 0 {
			x.closers++
			k := -1 - g
			if x.mirrors[k] == 0 {
				x.heads += len(p.mirrors[k].text(len(p.at)))
			}
			x.mirrors[k]++
			continue
		}
		if x.left[g] == 0 {
			x.heads += headLen(p.groups[g].head)
		}
		x.left[g]++
		x.names += len(p.names[i]) + len(", ")
	}
	return x
}

// without is the index's length once the entries in chain are shown; 0
// when none is left.
func (x *indexSize) without(chain []int) int {
	if len(chain) >= x.entries {
		return 0
	}
	n, h, closers := x.names, x.heads, x.closers
	gone := map[int]int{}
	for _, i := range chain {
		g := x.p.at[i]
		if g == unspelled || g < 0 {
			closers--
		}
		if g == unspelled {
			continue
		}
		gone[g]++
		if g < 0 {
			if k := -1 - g; gone[g] == x.mirrors[k] {
				h -= len(x.p.mirrors[k].text(len(x.p.at)))
			}
			continue
		}
		n -= len(x.p.names[i]) + len(", ")
		if gone[g] == x.left[g] {
			h -= headLen(x.p.groups[g].head)
		}
	}
	if closers > 0 {
		// The line counting what is not spelled out (a unit-impl
		// listing's `impl Debug for T` entries): leaving it out had
		// made room for an index that then did not fit, and a type's
		// symbol page named none of its 13 other methods (widestring's
		// UCString).
		h += len(restLine(x.entries, "")) + restDetail
	}
	return len(indexIntro) + n + h
}

// full is the length of the index spelling every entry.
func (x *indexSize) full() int { return x.without(nil) }

func (x *indexSize) remove(chain []int) {
	for _, i := range chain {
		g := x.p.at[i]
		x.entries--
		if g == unspelled || g < 0 {
			x.closers--
		}
		if g == unspelled {
			continue
		}
		if g < 0 {
			k := -1 - g
			if x.mirrors[k]--; x.mirrors[k] == 0 {
				x.heads -= len(x.p.mirrors[k].text(len(x.p.at)))
			}
			continue
		}
		x.names -= len(x.p.names[i]) + len(", ")
		if x.left[g]--; x.left[g] == 0 {
			x.heads -= headLen(x.p.groups[g].head)
		}
	}
}

// lineGroup is a group's line being written: its distinct names in the
// outline's order, how many entries each stands for, and how many the
// line spells.
type lineGroup struct {
	g       indexGroup
	names   []string
	entries []int
	shown   int
}

// cost is the length of the line spelling k names; 0 for none.
func (l *lineGroup) cost(k int) int {
	if k == 0 {
		return 0
	}
	n := headLen(l.g.head)
	for _, s := range l.names[:k] {
		n += len(s) + len(", ")
	}
	if k < len(l.names) {
		n += len(cutMark(len(l.names)))
	}
	return n
}

// cutMark ends a line that spells some of its names: at most the length
// of the one for k left out.
func cutMark(k int) string { return ", … (" + strconv.Itoa(k) + " more)" }

func (l *lineGroup) line() string {
	s := "- " + l.g.head + ": " + strings.Join(l.names[:l.shown], ", ")
	if l.shown < len(l.names) {
		s += cutMark(len(l.names) - l.shown)
	}
	return s + "\n"
}

// restLine closes an index that does not spell every name: how many it
// left out, detail naming the largest groups, and where they are. It
// starts as leftOutRE reads it.
func restLine(n int, detail string) string {
	return fmt.Sprintf("- … and %d more not spelled out%s (named on the next pages, then with signatures, or ask for one by name)\n", n, detail)
}

// restDetail bounds the list of the largest groups a rest line names.
const restDetail = 160

// indexText writes the index of the entries left (outline indices, in the
// outline's order) within room: every name while they fit, else the
// tiers in turn, the one that does not fit shared out evenly, and a last
// line counting the rest. "" when not even the opening and that line fit.
func (p *indexPlan) indexText(left []int, room int) string {
	s, _ := p.index(left, room)
	return s
}

// index is indexText, and whether it spells every name (no line counts
// names it leaves out).
func (p *indexPlan) index(left []int, room int) (text string, whole bool) {
	if len(left) == 0 {
		return "", true
	}
	lines := make([]*lineGroup, len(p.groups))
	mirrors := make([]int, len(p.mirrors))
	unspelt := 0
	for _, i := range left {
		g := p.at[i]
		if g == unspelled {
			unspelt++
			continue
		}
		if g < 0 {
			mirrors[-1-g]++
			continue
		}
		l := lines[g]
		if l == nil {
			l = &lineGroup{g: p.groups[g]}
			lines[g] = l
		}
		name := p.names[i]
		if k := indexOf(l.names[max(len(l.names)-4, 0):], name); k >= 0 { // overloads and merged declarations are adjacent
			l.entries[max(len(l.names)-4, 0)+k]++
			continue
		}
		l.names = append(l.names, name)
		l.entries = append(l.entries, 1)
	}
	var groups []*lineGroup
	for _, l := range lines {
		if l != nil {
			groups = append(groups, l)
		}
	}
	fixed := len(indexIntro)
	var mirrorText strings.Builder
	for k, n := range mirrors {
		if n > 0 {
			mirrorText.WriteString(p.mirrors[k].text(n))
		}
	}
	fixed += mirrorText.Len()
	all := fixed
	for _, l := range groups {
		all += l.cost(len(l.names))
	}
	closing := len(restLine(len(left), "")) + restDetail
	if mirrorText.Len() == 0 && unspelt == 0 {
		closing = 0 // every name spelled: no line counts the rest
	}
	if all+closing <= room {
		for _, l := range groups {
			l.shown = len(l.names)
		}
	} else {
		closing = len(restLine(len(left), "")) + restDetail
		if fixed+closing > room {
			return "", false
		}
		fill(groups, room-fixed-closing)
	}
	var b strings.Builder
	b.WriteString(indexIntro)
	spelled := 0
	var cut []*lineGroup
	for _, l := range groups {
		if l.shown > 0 {
			b.WriteString(l.line())
		}
		for _, n := range l.entries[:l.shown] {
			spelled += n
		}
		if l.shown < len(l.names) {
			cut = append(cut, l)
		}
	}
	b.WriteString(mirrorText.String())
	n := len(left) - spelled
	if n > 0 {
		b.WriteString(restLine(n, restList(cut)))
	}
	return b.String(), len(cut) == 0
}

// fill shares avail out among the groups' names: each tier whole while
// it fits, then the first that does not, evenly (every group up to the
// same number of names, the rest one more each in turn while they fit).
// The lead type's members take at most leadShare of avail, so that a
// type with hundreds of them leaves room for the package's other names.
// The names of disabled symbols come after every other tier, in tiers
// of their own.
func fill(groups []*lineGroup, avail int) {
	for t := 0; t <= 2*tierMember+1; t++ {
		tier, off := t%(tierMember+1), t > tierMember
		var gs []*lineGroup
		whole := 0
		for _, l := range groups {
			if l.g.tier == tier && l.g.off == off {
				gs = append(gs, l)
				whole += l.cost(len(l.names))
			}
		}
		room := avail
		if tier == tierLead {
			room = avail * leadShare / 100
		}
		if whole <= room {
			for _, l := range gs {
				l.shown = len(l.names)
			}
			avail -= whole
			continue
		}
		level := func(k int) int {
			n := 0
			for _, l := range gs {
				n += l.cost(min(k, len(l.names)))
			}
			return n
		}
		most := 0
		for _, l := range gs {
			most = max(most, len(l.names))
		}
		k := sort.Search(most+1, func(k int) bool { return level(k) > room }) - 1
		for _, l := range gs {
			l.shown = min(k, len(l.names))
		}
		spent := level(k)
		for _, l := range gs {
			if l.shown < len(l.names) {
				if d := l.cost(l.shown+1) - l.cost(l.shown); spent+d <= room {
					l.shown++
					spent += d
				}
			}
		}
		avail -= spent
		if tier != tierLead {
			return
		}
	}
}

// leadShare is the percentage of the index's room the lead type's
// members may take when not every name fits.
const leadShare = 50

// leadType returns the entry of the package's lead type: the first
// principal type (see isPrincipal) in importance order, at top level,
// whose members are its operations (a client constructed once and called
// for everything: its methods are the package's entry points, and in a
// generated SDK they would otherwise be spelled after hundreds of
// request, response and paginator types). -1 without one.
func leadType(all []entry) int {
	lead := -1
	for i, e := range all {
		if e.parent < 0 && isPrincipal(e.sym) && (lead < 0 || e.pos < all[lead].pos) {
			lead = i
		}
	}
	return lead
}

// restList names the groups the index cut, those with the most names left
// out first, within restDetail.
func restList(cut []*lineGroup) string {
	sort.SliceStable(cut, func(i, j int) bool {
		return len(cut[i].names)-cut[i].shown > len(cut[j].names)-cut[j].shown
	})
	var b strings.Builder
	for i, l := range cut {
		part := fmt.Sprintf("%s %d", strings.TrimSuffix(l.g.head, " members"), len(l.names)-l.shown)
		if i == 0 {
			part = ": " + part
		} else {
			part = ", " + part
		}
		if b.Len()+len(part)+len(", …") > restDetail {
			b.WriteString(", …")
			break
		}
		b.WriteString(part)
	}
	return b.String()
}

func indexOf(s []string, v string) int {
	for i, x := range s {
		if x == v {
			return i
		}
	}
	return -1
}

// isNamespace reports whether kind holds names re-exported under a prefix
// (a namespace, a module) rather than members of a type.
func isNamespace(kind string) bool {
	switch kind {
	case "namespace", "module", "mod", "package":
		return true
	}
	return false
}

// prefixLine matches a line of the index that writes its names after a
// prefix: "- `fcntl::`: AtFlags, OFlag" or "- `prelude::` re-exports: Future".
var prefixLine = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile("^- `([^`]+(?:::|\\.))`[^:`]*: (.*)$")
})

// IndexNames returns the names page one's index spells under a prefix,
// written out whole ("fcntl::AtFlags" for "- `fcntl::`: AtFlags"), as an
// agent reads them; names a line leaves out ("…") are not among them.
func IndexNames(text string) []string {
	i := strings.Index(text, indexIntro)
	if i < 0 {
		return nil
	}
	var out []string
	for _, line := range strings.Split(text[i+len(indexIntro):], "\n") {
		if line == "" {
			break
		}
		m := prefixLine().FindStringSubmatch(line)
		if m == nil {
			continue
		}
		for _, name := range strings.Split(m[2], ", ") {
			if strings.HasPrefix(name, "…") {
				break
			}
			out = append(out, m[1]+unquoteKey(name))
		}
	}
	return out
}

// unquoteKey undoes spellKey.
func unquoteKey(name string) string {
	if len(name) > 2 && name[0] == '"' && name[len(name)-1] == '"' {
		if q := name[1 : len(name)-1]; spellKey(q) == name {
			return q
		}
	}
	return name
}
