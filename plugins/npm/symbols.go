package npm

import (
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
	"github.com/pkgdocs/pkgdocs/sdk/rank"
	"slices"
	"sort"
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// An agent names a symbol the way code writes it: `debounce`,
// `_.debounce` or `lodash.debounce` for a member of lodash's `export =`
// value; `Router` or `express.Router` where the declarations call the
// exported function `e`. resolveSymbol maps any of these to the outline's
// own name, so every name the outline shows can be read in full.

// roots are the outline's names whose members an agent reaches through
// the module itself: the `export =` / `module.exports =` value and an
// `export default` namespace.
func roots(syms []sdk.Symbol) map[string]bool {
	out := map[string]bool{}
	for _, s := range syms {
		if s.Parent == "" && (strings.HasPrefix(s.Signature, "export =") || strings.HasPrefix(s.Signature, "module.exports =") ||
			strings.HasPrefix(s.Signature, "export default") && s.Kind == "namespace") {
			out[s.Name] = true
		}
	}
	return out
}

// moduleAliases are the names code binds the package itself to:
// "lodash", "_", "express", "leftPad", "default".
func moduleAliases(pkgName string) []string {
	base := pkgName[strings.LastIndexByte(pkgName, '/')+1:]
	out := []string{base, "default", "_"}
	if c := camelName(base); c != base {
		out = append(out, c)
	}
	if c := strings.ReplaceAll(base, "-", ""); c != base {
		out = append(out, c)
	}
	return out
}

func camelName(s string) string {
	var b strings.Builder
	up := false
	for _, r := range s {
		switch {
		case r == '-' || r == '.' || r == '_':
			up = b.Len() > 0
		case up:
			b.WriteString(strings.ToUpper(string(r)))
			up = false
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// resolveSymbol returns the outline's name for q, or false; a name that
// differs from q only in case is taken when no name matches exactly.
func resolveSymbol(pkgName string, syms []sdk.Symbol, q string) (string, bool) {
	return resolveName(pkgName, syms, q, true)
}

// resolveExact is resolveSymbol without the match that ignores case: a
// name a type inherits (Writable) comes before the outline's writable.
func resolveExact(pkgName string, syms []sdk.Symbol, q string) (string, bool) {
	return resolveName(pkgName, syms, q, false)
}

func resolveName(pkgName string, syms []sdk.Symbol, q string, fold bool) (string, bool) {
	q = keyPath(strings.TrimSpace(q))
	if q == "" {
		return "", false
	}
	names := map[string]bool{}
	lower := map[string]string{}
	for _, s := range syms {
		names[s.Name] = true
		if _, ok := lower[strings.ToLower(s.Name)]; !ok {
			lower[strings.ToLower(s.Name)] = s.Name
		}
	}
	rs := roots(syms)
	var rootList []string
	for r := range rs {
		rootList = append(rootList, r)
	}
	sort.Strings(rootList)
	if names["default"] {
		// ky.create where the default export (declare const ky:
		// KyInstance; export default ky) lists create as its member.
		rootList = append(rootList, "default")
	}
	cands := []string{q}
	if bare := strings.TrimSuffix(q, "()"); bare != q && bare != "" && !strings.HasSuffix(bare, ".") {
		cands = append(cands, bare) // debounce() → debounce; a call signature is "X.()"
	}
	// ansiStyles.red → default.red where the default export is declared
	// under that local name (declare const ansiStyles; export default
	// ansiStyles): code imports it under that name.
	for _, s := range syms {
		if s.Name != "default" || s.Parent != "" {
			continue
		}
		if local := apicheck.DefaultLocalName(s.Signature); local != "" && !names[local] {
			for _, c := range append([]string(nil), cands...) {
				if c == local || strings.HasPrefix(c, local+".") {
					cands = append(cands, "default"+strings.TrimPrefix(c, local))
				}
			}
		}
		break
	}
	// FlatCacheDefault.create → default.create where the declarations
	// say "export { FlatCacheDefault as default }" (any alias export):
	// code and the declarations' docs call it by its own name.
	for _, s := range syms {
		if s.Parent != "" {
			continue
		}
		local := apicheck.DeclaredAs(s.Signature, s.Name)
		if local == "" || names[local] {
			continue
		}
		for _, c := range append([]string(nil), cands...) {
			if c == local || strings.HasPrefix(c, local+".") {
				cands = append(cands, s.Name+strings.TrimPrefix(c, local))
			}
		}
	}
	// pkg.name, _.name, default.name → name
	for _, c := range append([]string(nil), cands...) {
		for _, a := range moduleAliases(pkgName) {
			if rest, ok := strings.CutPrefix(c, a+"."); ok && rest != "" {
				cands = append(cands, rest)
			}
		}
	}
	// name → root.name (Router → e.Router, debounce → _.debounce)
	for _, c := range append([]string(nil), cands...) {
		for _, r := range rootList {
			cands = append(cands, r+"."+c)
		}
	}
	// default, express or ms where module.exports is one function or
	// class (export = e): the name code imports the package by is that
	// root itself.
	if len(rs) == 1 && !names[q] && slices.Contains(moduleAliases(pkgName), q) {
		cands = append(cands, rootList[0])
	}
	// express.Router where the root is e: the alias stands for the root.
	for _, c := range cands {
		if names[c] {
			return c, true
		}
	}
	if !fold {
		return "", false
	}
	for _, c := range cands {
		if n, ok := lower[strings.ToLower(c)]; ok {
			return n, true
		}
	}
	return "", false
}

func isIdent(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return s != ""
}

// keyPath writes a member named by a quoted key as the outline names it:
// Props["-moz-outline"] and Props."-moz-outline" (as the index spells a
// key that is not an identifier) are Props.-moz-outline.
func keyPath(q string) string {
	for _, open := range []string{`["`, `['`, `."`, `.'`} {
		for {
			i := strings.Index(q, open)
			if i < 0 {
				break
			}
			quote := open[1]
			end := strings.IndexByte(q[i+2:], quote)
			if end < 0 {
				return q
			}
			rest := q[i+2+end+1:]
			if open[0] == '[' {
				if !strings.HasPrefix(rest, "]") {
					return q
				}
				rest = rest[1:]
			}
			q = q[:i] + "." + q[i+2:i+2+end] + rest
		}
	}
	return q
}

// maxClosest bounds the names a not-found error suggests.
const maxClosest = 8

// closestSymbols lists the outline's names nearest to q, in the form an
// agent would write them (without an `export =` root's internal name).
func closestSymbols(syms []sdk.Symbol, q string) []string {
	rs := roots(syms)
	short := func(name string) string {
		for r := range rs {
			if rest, ok := strings.CutPrefix(name, r+"."); ok {
				return rest
			}
		}
		return name
	}
	ql := strings.ToLower(q[strings.LastIndexByte(q, '.')+1:])
	type cand struct {
		name string
		d    int
	}
	seen := map[string]bool{}
	var cs []cand
	for _, s := range syms {
		n := short(s.Name)
		if seen[n] {
			continue
		}
		seen[n] = true
		last := strings.ToLower(n[strings.LastIndexByte(n, '.')+1:])
		limit := max(2, len(ql)/3)
		d := rank.Distance(ql, last, limit)
		if strings.Contains(last, ql) || strings.Contains(ql, last) && len(last) > 2 {
			d = min(d, 1)
		}
		if d <= limit {
			cs = append(cs, cand{n, d})
		}
	}
	sort.SliceStable(cs, func(i, j int) bool {
		if cs[i].d != cs[j].d {
			return cs[i].d < cs[j].d
		}
		return len(cs[i].name) < len(cs[j].name)
	})
	var out []string
	for _, c := range cs {
		if len(out) == maxClosest {
			break
		}
		out = append(out, c.name)
	}
	return out
}

// noSymbol is the not-found error for q, naming the closest symbols.
func noSymbol(k *pkg, q string) error {
	msg := "%s@%s has no exported symbol %q"
	if near := closestSymbols(k.api.Symbols, q); len(near) > 0 {
		return sdk.NotFound(msg+"; closest: %s", k.name, k.version, q, strings.Join(near, ", "))
	}
	if len(k.api.Symbols) == 0 {
		return sdk.NotFound(msg+" (the package has no API outline)", k.name, k.version, q)
	}
	return sdk.NotFound(msg, k.name, k.version, q)
}
