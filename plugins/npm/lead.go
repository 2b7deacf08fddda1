package npm

import (
	"slices"
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// usedFirst orders a package's symbols for page one, whose "Start here"
// follows Document.Symbols' order: the top-level names the README's code
// and the package's examples use come first, in the order the code first
// uses them (date-fns' README imports compareAsc and format, where its
// declarations open on AddOptions, add, AddBusinessDaysOptions); then the
// other values (functions, classes, constants, namespaces, enums) before
// the type-only declarations (interfaces, type aliases), which an agent
// reaches through the values that take them; each group in declaration
// order. A top-level name's members and its other entries move with it.
func usedFirst(syms []sdk.Symbol, code []string) []sdk.Symbol {
	var units []*useGroup
	byName := map[string]*useGroup{}
	for _, s := range syms {
		// A member joins its top-level name; so does another top-level
		// entry of the same name (an overload, a class's constructor or
		// computed-key signature listed under the class's name, a value
		// merged with a type), wherever the declarations put it.
		top := s.Name
		if s.Parent != "" {
			top = topName(s)
		}
		if u := byName[top]; u != nil {
			u.syms = append(u.syms, s)
			if s.Parent == "" && !typeOnly(s.Kind) {
				u.rank = min(u.rank, 1)
			}
			continue
		}
		u := newUseGroup(s)
		units = append(units, u)
		if s.Parent == "" {
			byName[s.Name] = u
		}
	}
	orderUsedFirst(units, byName, firstUses(code, byName))
	out := make([]sdk.Symbol, 0, len(syms))
	for _, u := range units {
		out = append(out, membersUsedFirst(u.syms, code)...)
	}
	return out
}

// useGroup is one name's entries (a top-level name's, or a member's of
// one) as page one orders them: rank 0 when the code uses the name (at
// its first use), else 1 for a value, 2 for a type-only declaration.
type useGroup struct {
	syms []sdk.Symbol
	rank int
	at   int
}

func newUseGroup(s sdk.Symbol) *useGroup {
	g := &useGroup{syms: []sdk.Symbol{s}, rank: 1}
	if typeOnly(s.Kind) {
		g.rank = 2
	}
	return g
}

// orderUsedFirst ranks the groups of byKey the code uses (uses: key →
// first use) and sorts gs: those in the order of first use, then the
// values, then the types, each in declaration order.
func orderUsedFirst(gs []*useGroup, byKey map[string]*useGroup, uses map[string]int) {
	for k, at := range uses {
		g := byKey[k]
		g.rank, g.at = 0, at
	}
	slices.SortStableFunc(gs, func(a, b *useGroup) int {
		if a.rank != b.rank {
			return a.rank - b.rank
		}
		if a.rank == 0 {
			return a.at - b.at
		}
		return 0
	})
}

// membersUsedFirst orders one top-level name's entries as usedFirst
// orders the package's, when the name holds API (holdsAPI) and the code
// reaches some of its members through it (`z.object(…)` for zod's
// namespace z, whose declarations open on error maps and parser
// internals): its own entries
// first, then the members the code uses in the order of first use, then
// the other values, then the type-only ones, each in declaration order.
// A member's own members move with it. Otherwise the declarations' order
// stands.
func membersUsedFirst(syms []sdk.Symbol, code []string) []sdk.Symbol {
	if len(syms) < 3 || !holdsAPI(syms[0].Kind) {
		return syms
	}
	top := syms[0].Name
	if syms[0].Parent != "" {
		top = topName(syms[0])
	}
	var head []sdk.Symbol
	var members []*useGroup
	byChild := map[string]*useGroup{}
	for _, s := range syms {
		child, ok := memberOf(s, top)
		if !ok && len(head) == 0 {
			head = append(head, s)
			continue
		}
		if m := byChild[child]; ok && m != nil {
			m.syms = append(m.syms, s)
			continue
		}
		// A member, or another entry of the name itself (a class's
		// constructor or computed-key members, listed under its name),
		// which keeps its place among the members.
		m := newUseGroup(s)
		members = append(members, m)
		if ok {
			byChild[child] = m
		}
	}
	uses := dottedUses(code, top, byChild)
	if len(members) < 2 || len(uses) == 0 {
		return syms // the declarations' order, a class's constructor in place
	}
	orderUsedFirst(members, byChild, uses)
	out := append(make([]sdk.Symbol, 0, len(syms)), head...)
	for _, m := range members {
		out = append(out, m.syms...)
	}
	return out
}

// holdsAPI reports whether a top-level name of kind is a holder the code
// reaches the package's API through (a namespace, a const object), whose
// members' declaration order says nothing of their use. A class keeps
// its declarations' order: what the code reaches through a class's name
// (its statics, types merged into it) is not what its instances do.
func holdsAPI(kind string) bool {
	switch kind {
	case "namespace", "const", "let", "var", "variable", "object":
		return true
	}
	return false
}

// memberOf returns the name of top's direct member that s is or belongs
// to (`object` for z.object and for z.ZodObject.shape's ZodObject), and
// false for top's own entries.
func memberOf(s sdk.Symbol, top string) (string, bool) {
	if s.Parent == "" {
		return "", false
	}
	rest, ok := strings.CutPrefix(s.Name, top+".")
	if !ok || rest == "" {
		return "", false
	}
	child, _, _ := strings.Cut(rest, ".")
	return child, true
}

// dottedUses returns, for each name of names the code reaches as
// top.name, the offset of its first such use across code (comments and
// string literals skipped; top itself not reached through a dot).
func dottedUses[V any](code []string, top string, names map[string]V) map[string]int {
	out := map[string]int{}
	codeIdents(code, func(c string, i, j, at int) {
		t := i - 1 - len(top) // where top would start, before the dot
		if t < 0 || c[i-1] != '.' || c[t:i-1] != top || t > 0 && (identPart(c[t-1]) || c[t-1] == '.') {
			return
		}
		if _, ok := names[c[i:j]]; ok {
			if _, seen := out[c[i:j]]; !seen {
				out[c[i:j]] = at - len(top) - 1
			}
		}
	})
	return out
}

// topName is the top-level name a member belongs to: its parent's first
// dotted part.
func topName(s sdk.Symbol) string {
	name, _, _ := strings.Cut(s.Parent, ".")
	return name
}

// typeOnly reports whether a declaration of kind declares only a type.
func typeOnly(kind string) bool {
	return kind == "interface" || kind == "type"
}

// firstUses returns, for each name of names the code uses, the offset
// of its first use across code (each piece after the ones before it): a
// whole identifier outside comments and string literals, not reached
// through a dot (a top-level name is imported, called, constructed or
// passed bare; `.get` is some value's member) and not an object literal's
// key (`{ ecmaVersion: 2020 }`).
func firstUses[V any](code []string, names map[string]V) map[string]int {
	out := map[string]int{}
	codeIdents(code, func(c string, i, j, at int) {
		dotted := i > 0 && c[i-1] == '.' && !(i >= 3 && c[i-3:i] == "...")
		key := j < len(c) && c[j] == ':' && (j+1 == len(c) || c[j+1] != ':')
		if _, ok := names[c[i:j]]; ok && !dotted && !key {
			if _, seen := out[c[i:j]]; !seen {
				out[c[i:j]] = at
			}
		}
	})
	return out
}

// codeIdents calls fn for each identifier of code outside comments and
// string literals: c[i:j] in piece c, at its offset across code (each
// piece after the ones before it).
func codeIdents(code []string, fn func(c string, i, j, at int)) {
	base := 0
	for _, c := range code {
		for i := 0; i < len(c); {
			if skip := skipNonCode(c, i); skip > i {
				i = skip
				continue
			}
			if !identStart(c[i]) {
				i++
				continue
			}
			j := i + 1
			for j < len(c) && identPart(c[j]) {
				j++
			}
			fn(c, i, j, base+i)
			i = j
		}
		base += len(c)
	}
}

// skipNonCode returns where the comment or string literal starting at i
// in c ends (the end of c when it does not), or i when none starts there.
func skipNonCode(c string, i int) int {
	switch {
	case strings.HasPrefix(c[i:], "//"):
		if k := strings.IndexByte(c[i:], '\n'); k >= 0 {
			return i + k + 1
		}
		return len(c)
	case strings.HasPrefix(c[i:], "/*"):
		if k := strings.Index(c[i+2:], "*/"); k >= 0 {
			return i + 2 + k + 2
		}
		return len(c)
	case c[i] == '"' || c[i] == '\'' || c[i] == '`':
		q := c[i]
		for k := i + 1; k < len(c); k++ {
			switch {
			case c[k] == '\\':
				k++
			case c[k] == q:
				return k + 1
			case c[k] == '\n' && q != '`':
				return k // an unclosed quote ends with its line
			}
		}
		return len(c)
	}
	return i
}

func identStart(c byte) bool {
	return c == '_' || c == '$' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c >= 0x80
}

func identPart(c byte) bool { return identStart(c) || '0' <= c && c <= '9' }
