package python

import (
	"regexp"
	"sort"
	"strings"
	"sync"

	"github.com/pkgdocs/pkgdocs/plugins/python/pyname"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// The host gives signatures on page one in the order of Document.Symbols,
// so that order is the importance order (see sdk.Document). rank sorts an
// outline by the package's own signals, keeping the outline's order
// (__all__ order, then source order) among equals:
//
//   - in a distribution of several top-level modules (roots), the names
//     of the one named like the distribution (namesake: setuptools
//     before pkg_resources, pymongo before bson) before the others';
//   - the root module's names before its submodules' names, shallower
//     modules before deeper ones, and modules named like internals
//     (internal, compat, utils, helpers, testing, setup, version and the
//     like) last;
//   - names the README and examples use (called, imported, written in
//     backquotes or after a dot) first within their module depth;
//   - classes and functions before variables and constants, exceptions
//     and warnings after the other classes;
//   - names with a docstring before names without, private-looking names
//     (an explicit __all__ may list them) last;
//   - version constants (version, version_info, __version__, VERSION)
//     with the variables after the API: the header states the version.
//
// A member stays after its parent: units (a top-level name and its
// members) move together, the members memberDelay behind their head.
//
// refSyms, when not nil, are the symbols with their whole docstrings
// (syms may carry only their summaries), whose references count.
func rank(syms, refSyms []sdk.Symbol, roots []string, namesake, readme string, examples []sdk.Example) []sdk.Symbol {
	if len(syms) < 2 {
		return syms
	}
	used := usedNames(readme, examples)
	if refSyms == nil {
		refSyms = syms
	}
	refs := references(refSyms)
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
		u.score = importance(u.syms[0], roots, namesake, used, refs)
	}
	// A unit's members come memberDelay after its head: the entry points
	// of the first page are the package's top-level names, and a main
	// class's twenty methods do not push the functions after it off the
	// page. The head stays before its members.
	var blocks []*unit
	for _, u := range units {
		blocks = append(blocks, &unit{syms: u.syms[:1], score: u.score})
		if len(u.syms) > 1 {
			blocks = append(blocks, &unit{syms: u.syms[1:], score: u.score + memberDelay})
		}
	}
	sort.SliceStable(blocks, func(i, j int) bool { return blocks[i].score < blocks[j].score })
	out := make([]sdk.Symbol, 0, len(syms))
	for _, b := range blocks {
		out = append(out, b.syms...)
	}
	return out
}

// memberDelay is how much later than its class a class's members come:
// after the documented top-level names the README does not use (8),
// before the undocumented ones and the variables.
const memberDelay = 9

// isInside reports whether s is a member of the unit headed by head.
func isInside(s sdk.Symbol, head string) bool {
	return s.Parent == head || strings.HasPrefix(s.Parent, head+".")
}

// importance scores a unit's head: lower comes first.
func importance(s sdk.Symbol, roots []string, namesake string, used map[string]bool, refs map[string]int) int {
	name := s.Name
	score := 0
	for _, r := range roots {
		if rest, ok := strings.CutPrefix(name, r+"."); ok {
			name = rest
			if namesake != "" && r != namesake {
				score += minorRoot
			}
			break
		}
	}
	mods, last := "", name
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		mods, last = name[:i], name[i+1:]
	}
	if mods != "" {
		score += 20 * min(1+strings.Count(mods, "."), 3)
		if internalModule(mods) {
			score += 100
		}
	}
	if !used[last] {
		// Named by many of the package's other declarations and docs
		// (ndarray, dtype; Session): nearly as telling as the README.
		score += 8 - min(refs[last]/refsPerPoint, 6)
	}
	score -= mostReferenced(refs[last])
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
	if versionMetadata[last] && s.Kind != "func" && s.Kind != "class" {
		// version = '6.2', version_info = (6, 2, 0, 0): the
		// distribution's version, which the page's header states; with
		// the variables after the API, not what "Start here" opens with.
		score += versionDelay
	}
	return score
}

// versionMetadata are the module-level names that, by convention, hold
// the distribution's version.
var versionMetadata = map[string]bool{
	"version": true, "version_info": true, "__version__": true, "__version_info__": true,
	"VERSION": true, "VERSION_INFO": true,
}

// versionDelay puts a version constant of the root among the undocumented
// variables of a submodule (20 for the module level, 8 unused, 5 not a
// class or function, 4 undocumented): after the package's API.
const versionDelay = 40

// minorRoot is what a name of a root other than the namesake loses: as
// much as one module level, so the namesake's own API comes first and the
// other roots' before the namesake's deeper modules.
const minorRoot = 20

// namesake returns the root named like distribution dist, "" when none is.
func namesake(dist string, roots []string) string {
	for _, r := range roots {
		if pyname.Normalize(r) == pyname.Normalize(dist) {
			return r
		}
	}
	return ""
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

// refsPerPoint is how many other symbols must name a name for each point
// it gains: a name most of the API refers to is an entry point, one a few
// mention is not.
const refsPerPoint = 8

// mostReferenced is the points a name gains past the first six
// references points (48 references): one each time their count doubles,
// up to three. In a large API dozens of names reach 48; the constructors
// every example calls (array, zeros) and the types every signature names
// are referred to ten times as often, and lead page one.
func mostReferenced(n int) int {
	p := 0
	for t := 2 * 6 * refsPerPoint; n >= t && p < 3; t *= 2 {
		p++
	}
	return p
}

// annotationRE finds the names an annotation writes ("ndarray",
// "Optional[Expr]").
var annotationRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?:^|->|:|\[|,|\|)\s*([A-Za-z_]\w*)`)
})

// annotationNames are the names a declaration's annotations write ("x:
// ndarray", "-> Session", "Optional[Expr]"), not its parameters' own
// names ("shape", "size" name parameters of half an array library's
// functions, not the functions of those names) nor its defaults.
func annotationNames(sig string) []string {
	open := strings.IndexByte(sig, '(')
	if open < 0 {
		return nil
	}
	var out []string
	add := func(ann string) {
		for _, m := range annotationRE().FindAllStringSubmatch(ann, -1) {
			out = append(out, m[1])
		}
	}
	depth, start := 0, -1 // start: where the annotation being read began
	for k := open; k < len(sig); k++ {
		switch c := sig[k]; {
		case c == '(' || c == '[' || c == '{':
			depth++
		case c == ')' || c == ']' || c == '}':
			depth--
			if depth == 0 {
				if start >= 0 {
					add(sig[start:k])
				}
				if i := strings.Index(sig[k:], "->"); i >= 0 {
					add(sig[k+i+2:])
				}
				return out
			}
		case depth == 1 && c == ':' && start < 0:
			start = k + 1
		case depth == 1 && (c == ',' || c == '='):
			if start >= 0 {
				add(sig[start:k])
			}
			start = -1
		}
	}
	return out
}

// references counts, per name, the symbols whose declaration annotates
// with it or whose doc writes it as code (in backquotes, after a dot, or
// called: what usedNames reads in a README), other than the symbol of
// that name itself. Plain words of prose ("the shape of an array") do not
// count.
func references(syms []sdk.Symbol) map[string]int {
	out := map[string]int{}
	for _, s := range syms {
		own := s.Name[strings.LastIndexByte(s.Name, '.')+1:]
		seen := map[string]bool{own: true}
		add := func(w string) {
			if w != "" && !seen[w] {
				seen[w] = true
				out[w]++
			}
		}
		for _, n := range annotationNames(s.Signature) {
			add(n)
		}
		for _, m := range usedRE().FindAllStringSubmatch(s.Doc, -1) {
			add(m[1])
			add(m[2])
		}
	}
	return out
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
