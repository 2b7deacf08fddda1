package apicheck

import (
	"github.com/pkgdocs/pkgdocs/sdk/rank"
	"sort"
	"strings"
	"unicode"
)

// Nearest returns up to n existing names that key (dotted, relative to
// the package) may have meant, closest first. A candidate qualifies by
// the edit distance of its last segment to key's (a third of the length,
// at least 1, case ignored) or by sharing a camelCase/snake_case word
// with it; candidates under the same parent as key come first.
func (ix *Index) Nearest(key string, n int) []string {
	if n <= 0 {
		return nil
	}
	parent, last, ok := cutLast(key)
	if !ok {
		parent, last = "", key
	}
	lastL := strings.ToLower(last)
	qWords := words(last)
	type cand struct {
		name       string
		sameParent bool
		dist       int
		shared     int
	}
	var cs []cand
	maxD := max(1, len([]rune(lastL))/3)
	for _, name := range ix.names {
		cp, cl, ok := cutLast(name)
		if !ok {
			cp, cl = "", name
		}
		d := rank.Distance(lastL, strings.ToLower(cl), maxD)
		shared := sharedWords(qWords, words(cl))
		if cll := strings.ToLower(cl); shared == 0 && len(lastL) >= 4 && len(cll) >= 4 && (strings.HasPrefix(cll, lastL) || strings.HasPrefix(lastL, cll)) {
			shared = 1 // OnInit → OnInitialize
		}
		if d > maxD && shared == 0 {
			continue
		}
		if name == key {
			continue
		}
		cs = append(cs, cand{name, parent != "" && cp == parent, d, shared})
	}
	sort.SliceStable(cs, func(i, j int) bool {
		a, b := cs[i], cs[j]
		if a.sameParent != b.sameParent {
			return a.sameParent
		}
		ad, bd := min(a.dist, maxD+1), min(b.dist, maxD+1)
		if ad != bd {
			return ad < bd
		}
		if a.shared != b.shared {
			return a.shared > b.shared
		}
		if len(a.name) != len(b.name) {
			return len(a.name) < len(b.name)
		}
		return a.name < b.name // the same answer whatever the outline's order
	})
	var out []string
	seen := map[int]bool{} // one name per symbol: "Router" or "e.Router"
	for _, c := range cs {
		first := ix.byKey[c.name][0]
		if seen[first] {
			continue
		}
		seen[first] = true
		out = append(out, ix.display(c.name))
		if len(out) == n {
			break
		}
	}
	return out
}

// words splits an identifier into lower-case camelCase, PascalCase,
// snake_case and digit parts: "readFileSync" → read file sync,
// "HTTPServer" → http server.
func words(id string) []string {
	var out []string
	rs := []rune(id)
	start := 0
	flush := func(end int) {
		if end > start {
			out = append(out, strings.ToLower(string(rs[start:end])))
		}
		start = end
	}
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		if r == '_' || r == '-' || r == '$' {
			flush(i)
			start = i + 1
			continue
		}
		if i == start {
			continue
		}
		prev := rs[i-1]
		switch {
		case unicode.IsUpper(r) && unicode.IsLower(prev),
			unicode.IsUpper(r) && i+1 < len(rs) && unicode.IsLower(rs[i+1]) && unicode.IsUpper(prev),
			unicode.IsDigit(r) != unicode.IsDigit(prev):
			flush(i)
		}
	}
	flush(len(rs))
	return out
}

func sharedWords(a, b []string) int {
	n := 0
	for _, w := range a {
		if len(w) < 3 { // "to", "is", "of" match everything
			continue
		}
		if contains(b, w) {
			n++
		}
	}
	return n
}
