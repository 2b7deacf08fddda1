package python

import (
	"regexp"
	"sort"
	"strings"
	"sync"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// The host gives signatures on page one in the order of Document.Symbols,
// so that order is the importance order (see sdk.Document). rank sorts an
// outline by the package's own signals, keeping the outline's order
// (__all__ order, then source order) among equals:
//
//   - the root module's names before its submodules' names, shallower
//     modules before deeper ones, and modules named like internals
//     (internal, compat, utils, helpers, testing, setup, version and the
//     like) last;
//   - names the README and examples use (called, imported, written in
//     backquotes or after a dot) first within their module depth;
//   - classes and functions before variables and constants, exceptions
//     and warnings after the other classes;
//   - names with a docstring before names without, private-looking names
//     (an explicit __all__ may list them) last.
//
// A member stays with its parent: units (a top-level name and its
// members) move together.
func rank(syms []sdk.Symbol, roots []string, readme string, examples []sdk.Example) []sdk.Symbol {
	if len(syms) < 2 {
		return syms
	}
	used := usedNames(readme, examples)
	type unit struct {
		syms  []sdk.Symbol
		score int
	}
	var units []*unit
	for _, s := range syms {
		if s.Parent != "" && len(units) > 0 && isInside(s, units[len(units)-1].syms[0].Name) {
			u := units[len(units)-1]
			u.syms = append(u.syms, s)
			continue
		}
		units = append(units, &unit{syms: []sdk.Symbol{s}})
	}
	for _, u := range units {
		u.score = importance(u.syms[0], roots, used)
	}
	sort.SliceStable(units, func(i, j int) bool { return units[i].score < units[j].score })
	out := make([]sdk.Symbol, 0, len(syms))
	for _, u := range units {
		out = append(out, u.syms...)
	}
	return out
}

// isInside reports whether s is a member of the unit headed by head.
func isInside(s sdk.Symbol, head string) bool {
	return s.Parent == head || strings.HasPrefix(s.Parent, head+".")
}

// importance scores a unit's head: lower comes first.
func importance(s sdk.Symbol, roots []string, used map[string]bool) int {
	name := s.Name
	for _, r := range roots {
		if rest, ok := strings.CutPrefix(name, r+"."); ok {
			name = rest
			break
		}
	}
	mods, last := "", name
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		mods, last = name[:i], name[i+1:]
	}
	score := 0
	if mods != "" {
		score += 20 * min(1+strings.Count(mods, "."), 3)
		if internalModule(mods) {
			score += 100
		}
	}
	if !used[last] {
		score += 8
	}
	switch s.Kind {
	case "class", "enum":
		if isException(last, s.Signature) {
			score += 3
		}
	case "func":
	default:
		score += 5
	}
	if s.Doc == "" {
		score += 4
	}
	if strings.HasPrefix(last, "_") {
		score += 10
	}
	return score
}

// internalSegments are module names that, by convention, hold a
// package's machinery rather than its API.
var internalSegments = map[string]bool{
	"internal": true, "internals": true, "compat": true, "util": true, "utils": true, "helpers": true,
	"testing": true, "tests": true, "test": true, "conftest": true, "setup": true, "setup_common": true,
	"version": true, "_version": true, "backports": true, "vendor": true, "_vendor": true, "externals": true,
	"extern": true, "deprecated": true,
}

func internalModule(mods string) bool {
	for _, seg := range strings.Split(mods, ".") {
		if internalSegments[seg] || strings.HasPrefix(seg, "_") {
			return true
		}
	}
	return false
}

func isException(name, sig string) bool {
	for _, suf := range []string{"Error", "Exception", "Warning"} {
		if strings.HasSuffix(name, suf) {
			return true
		}
	}
	head, _, _ := strings.Cut(sig, "\n")
	return strings.Contains(head, "Error") || strings.Contains(head, "Exception)") || strings.Contains(head, "Warning)")
}

var usedRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile("(?:\\.|\\bimport\\s+|`)([A-Za-z_]\\w*)|([A-Za-z_]\\w*)\\s*\\(")
})

// usedNames are the identifiers the README and examples call, import,
// reach after a dot or quote in backquotes.
func usedNames(readme string, examples []sdk.Example) map[string]bool {
	out := map[string]bool{}
	add := func(text string) {
		for _, m := range usedRE().FindAllStringSubmatch(text, -1) {
			if m[1] != "" {
				out[m[1]] = true
			}
			if m[2] != "" {
				out[m[2]] = true
			}
		}
	}
	add(readme)
	for _, e := range examples {
		add(e.Code)
	}
	return out
}
