package answer

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"
)

// This file writes the index of page one: the names page one shows
// without a signature. A package whose names fit in the index's share of
// the page gets them all, grouped by kind (indexText). A package with
// thousands of names gets a grouped index instead (compactIndex): its
// top-level names by kind and by namespace, each group with its count and
// as many names as its share of the room holds; members counted under
// their parent; names that repeat another under a namespace prefix (a
// re-export such as ns.X of X) collapsed into one line. Every name stays
// on the next pages with its signature, and the index says how many it
// did not spell out.

// indexShare is the percentage of page one the index may take: a third
// of the page would crowd out the overview and the entry points an agent
// reads first, and the index is read last (the goal is at most 35%; the
// margin covers a page one that is not full).
const indexShare = 30

// indexCap is the room the index of page one may take in a page of
// limit characters.
func indexCap(limit int) int { return max(limit*indexShare/100, 0) }

// groupedBound is the length of the compact index of every entry with
// every group's names spelled out, plus the room its count line may need
// for more digits: no compact index of fewer entries is longer, since
// leaving an entry out of the index removes a name or lowers a count.
func groupedBound(es []entry) int {
	return len(compactIndex(es, es, math.MaxInt/2)) + 1 + len(moreLine(len(es)))
}

// restLine closes a compact index: how many names it did not spell out,
// and where they are. It starts as moreLine does, so readers of either
// find the count the same way.
func restLine(n int) string {
	return fmt.Sprintf("- … and %d more not spelled out above (every one with its signature on the next pages, or ask for one by name)\n", n)
}

// indexGroup is one line of a compact index: a head saying what the group
// is and how many names it has, then as many of its names as fit.
type indexGroup struct {
	head  string
	names []string
	// spelled: names are written whole (not shortened under a prefix
	// or summarised), so an agent can ask for them as they are.
	spelled bool
	shown   int // names written
}

func (g *indexGroup) line() string {
	s := "- " + g.head
	if g.shown > 0 {
		s += ": " + strings.Join(g.names[:g.shown], ", ")
		if g.shown < len(g.names) {
			s += ", …"
		}
	} else if len(g.names) > 0 {
		s += ": …"
	}
	return s + "\n"
}

// nameSep returns where the last namespace separator of a top-level name
// starts and its length ("::" or "."); -1 without one.
func nameSep(name string) (int, int) {
	if i := strings.LastIndex(name, "::"); i > 0 {
		return i, 2
	}
	if i := strings.LastIndexByte(name, '.'); i > 0 && i < len(name)-1 {
		return i, 1
	}
	return -1, 0
}

// compactGroups groups the entries left for the index: top-level names by
// kind, top-level names under a namespace prefix by that prefix (largest
// first), members by parent, and names that repeat another top-level name
// under a prefix by prefix. all is the whole outline, to find what a
// prefixed name repeats.
func compactGroups(left, all []entry) []*indexGroup {
	top := map[string]bool{}
	for _, e := range all {
		if e.parent < 0 {
			top[e.sym.Name] = true
		}
	}
	var kinds []*indexGroup
	byKind := map[string]*indexGroup{}
	type nsGroup struct {
		prefix  string
		names   []string
		aliases int
		example string
	}
	var spaces []*nsGroup
	byNS := map[string]*nsGroup{}
	type memberGroup struct {
		parent string
		n      int
	}
	var parents []*memberGroup
	byParent := map[string]*memberGroup{}
	members := 0
	// A re-export: a top-level name, or a namespace's member, that is
	// prefix.X for a top-level name X; and the members of one, which are
	// the members of X again. The outline lists parents before members.
	root := make([]string, len(all))  // the prefix of the re-export an entry is or is under
	at := make(map[int]int, len(all)) // Symbols index → outline index
	for i, e := range all {
		at[e.pos] = i
		if e.parent >= 0 && root[e.parent] != "" {
			root[i] = root[e.parent]
			continue
		}
		i0, n := nameSep(e.sym.Name)
		if i0 < 0 || !top[e.sym.Name[i0+n:]] {
			continue
		}
		if e.parent < 0 || isNamespace(all[e.parent].sym.Kind) {
			root[i] = e.sym.Name[:i0+n]
		}
	}
	for _, e := range left {
		if prefix := root[at[e.pos]]; prefix != "" {
			// ns.X where X is a top-level name: a re-export, collapsed.
			g := byNS[prefix]
			if g == nil {
				g = &nsGroup{prefix: prefix}
				byNS[prefix] = g
				spaces = append(spaces, g)
			}
			g.aliases++
			if i0, _ := nameSep(e.sym.Name); g.example == "" && len(e.sym.Name[:max(i0, 0)]) < len(prefix) { // a re-export itself, not a member of one
				g.example = e.sym.Name
			}
			continue
		}
		if e.parent >= 0 {
			p := all[e.parent].sym.Name
			m := byParent[p]
			if m == nil {
				m = &memberGroup{parent: p}
				byParent[p] = m
				parents = append(parents, m)
			}
			m.n++
			members++
			continue
		}
		name := e.sym.Name
		if i, n := nameSep(name); i > 0 {
			prefix, short := name[:i+n], name[i+n:]
			g := byNS[prefix]
			if g == nil {
				g = &nsGroup{prefix: prefix}
				byNS[prefix] = g
				spaces = append(spaces, g)
			}
			g.names = append(g.names, short)
			continue
		}
		g := byKind[e.group]
		if g == nil {
			g = &indexGroup{spelled: true}
			byKind[e.group] = g
			kinds = append(kinds, g)
			g.head = plural(e.group) // counted below
		}
		if !slices.Contains(g.names[max(len(g.names)-4, 0):], name) { // overloads and merged declarations are adjacent
			g.names = append(g.names, name)
		}
	}
	out := kinds
	for _, g := range kinds {
		g.head = fmt.Sprintf("%s (%d)", g.head, len(g.names))
	}
	sort.SliceStable(spaces, func(i, j int) bool { return len(spaces[i].names) > len(spaces[j].names) })
	var aliasLines []*indexGroup
	for _, s := range spaces {
		if len(s.names) > 0 {
			out = append(out, &indexGroup{head: fmt.Sprintf("`%s` (%d)", s.prefix, len(s.names)), names: s.names})
		}
		if s.aliases > 0 {
			ex := ""
			if s.example != "" {
				ex = fmt.Sprintf(": `%s` is `%s`", s.example, strings.TrimPrefix(s.example, s.prefix))
			}
			aliasLines = append(aliasLines, &indexGroup{head: fmt.Sprintf("`%s…` (%d, with members) repeat top-level names%s", s.prefix, s.aliases, ex)})
		}
	}
	if members > 0 {
		sort.SliceStable(parents, func(i, j int) bool { return parents[i].n > parents[j].n })
		g := &indexGroup{head: fmt.Sprintf("Members (%d, of %d types; each under its type on the next pages)", members, len(parents))}
		for _, p := range parents {
			g.names = append(g.names, fmt.Sprintf("%s (%d)", p.parent, p.n))
		}
		out = append(out, g)
	}
	return append(out, aliasLines...)
}

// compactIndex writes the index of left within room as groups with
// counts (see compactGroups). Every group gets its line with its count
// while room lasts, then names fill the lines. The last line says how many
// names are not spelled out. "" when not even that fits.
func compactIndex(left, all []entry, room int) string {
	groups := compactGroups(left, all)
	closing := len(restLine(len(left)))
	fixed := len(indexIntro) + closing
	keep := 0
	for _, g := range groups {
		n := len(g.line()) + len(", …")
		if fixed+n > room {
			break
		}
		fixed += n
		keep++
	}
	if keep == 0 && len(groups) > 0 {
		return ""
	}
	dropped := groups[keep:]
	groups = groups[:keep]
	var tail *indexGroup // the line counting the dropped groups
	if len(dropped) > 0 {
		// The groups that did not fit are counted on one line.
		n := 0
		for _, g := range dropped {
			n += max(len(g.names), 1)
		}
		more := &indexGroup{head: fmt.Sprintf("%d more groups (%d names)", len(dropped), n)}
		for fixed+len(more.line()) > room && len(groups) > 0 {
			last := groups[len(groups)-1]
			fixed -= len(last.line()) + len(", …")
			groups = groups[:len(groups)-1]
			dropped = append([]*indexGroup{last}, dropped...)
			n += max(len(last.names), 1)
			more.head = fmt.Sprintf("%d more groups (%d names)", len(dropped), n)
		}
		if fixed+len(more.line()) <= room {
			fixed += len(more.line())
			tail = more
		}
	}
	// Names fill the lines one per group in turn, so a small group is
	// named whole and a large one gets what the others leave.
	avail := room - fixed
	for more := true; more; {
		more = false
		for _, g := range groups {
			if g.shown < len(g.names) {
				if n := len(g.names[g.shown]) + len(", "); n <= avail {
					avail -= n
					g.shown++
					more = true
				}
			}
		}
	}
	var b strings.Builder
	b.WriteString(indexIntro)
	spelled := 0
	for _, g := range groups {
		b.WriteString(g.line())
		if g.spelled {
			spelled += g.shown
		}
	}
	if tail != nil {
		b.WriteString(tail.line())
	}
	b.WriteString(restLine(len(left) - spelled))
	return b.String()
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
