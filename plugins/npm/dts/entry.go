package dts

import (
	"encoding/json"
	"path"
	"sort"
	"strconv"
	"strings"
)

// PackageJSON is the part of package.json that says where types live.
type PackageJSON struct {
	Name          string                         `json:"name"`
	Types         string                         `json:"types"`
	Typings       string                         `json:"typings"`
	Main          string                         `json:"main"`
	Exports       json.RawMessage                `json:"exports"`
	TypesVersions map[string]map[string][]string `json:"typesVersions"`
}

// conditionOrder is the order conditions are tried in: what TypeScript
// resolves for a consumer left at its defaults. Without a tsconfig the
// compiler reads CommonJS (module commonjs, moduleResolution node10: the
// "types" field, the require side), and `tsc --init` (module nodenext) in
// a package npm init made ("type": "commonjs") resolves with the
// "require" conditions too. So where a package declares its API twice
// (index.d.cts for require, index.d.mts for import: a default export
// beside an export =, yargs's factory beside its instance), the require
// side is the API, and "import" only serves a package that has no other.
var conditionOrder = []string{"types", "require", "node", "default", "import", "module"}

// Entries returns the declaration files for the package's main entry
// point ("."), in the order to read them, and the subpath exports that have
// types ("./server" → "dist/server.d.ts"). files is the set of files in the
// package.
func Entries(pj PackageJSON, files map[string]bool) (main []string, subpaths map[string]string) {
	subpaths = map[string]string{}
	add := func(list []string, p string) []string {
		p = cleanRel(p)
		if p == "" {
			return list
		}
		for _, c := range dtsCandidates(p) {
			if files[c] {
				for _, have := range list {
					if have == c {
						return list
					}
				}
				return append(list, c)
			}
		}
		return list
	}
	if len(pj.Exports) > 0 {
		var exp any
		if json.Unmarshal(pj.Exports, &exp) == nil {
			dot, subs := splitExports(exp)
			for _, t := range typeTargets(dot, 0) {
				main = add(main, t)
			}
			for sub, target := range subs {
				if strings.Contains(sub, "*") || sub == "./package.json" {
					continue
				}
				if l := add(nil, firstOr(typeTargets(target, 0))); len(l) > 0 {
					subpaths[sub] = l[0]
				}
			}
		}
	}
	for _, p := range []string{pj.Types, pj.Typings} {
		main = add(main, typesVersion(pj.TypesVersions, p))
	}
	if len(main) == 0 {
		main = add(main, typesVersion(pj.TypesVersions, pj.Main))
	}
	if len(main) == 0 {
		main = add(main, typesVersion(pj.TypesVersions, "index.d.ts"))
	}
	return main, subpaths
}

func firstOr(s []string) string {
	if len(s) == 0 {
		return ""
	}
	return s[0]
}

// splitExports separates the "." target from subpaths. exports may be a
// string, an array, a conditions object, or a subpath map.
func splitExports(exp any) (dot any, subs map[string]any) {
	subs = map[string]any{}
	obj, ok := exp.(map[string]any)
	if !ok {
		return exp, subs
	}
	isSubpaths := false
	for k := range obj {
		if strings.HasPrefix(k, ".") {
			isSubpaths = true
		}
	}
	if !isSubpaths {
		return exp, subs
	}
	for k, v := range obj {
		if k == "." {
			dot = v
		} else {
			subs[k] = v
		}
	}
	return dot, subs
}

// typeTargets lists the files a conditions tree points at, "types"
// conditions first, then the runtime files (whose .d.ts siblings may
// exist).
func typeTargets(v any, depth int) []string {
	if depth > 8 {
		return nil
	}
	switch t := v.(type) {
	case string:
		return []string{t}
	case []any:
		var out []string
		for _, e := range t {
			out = append(out, typeTargets(e, depth+1)...)
		}
		return out
	case map[string]any:
		var out []string
		seen := map[string]bool{}
		for _, c := range conditionOrder {
			if e, ok := t[c]; ok {
				out = append(out, typeTargets(e, depth+1)...)
				seen[c] = true
			}
		}
		var rest []string
		for k := range t {
			if !seen[k] {
				rest = append(rest, k)
			}
		}
		sort.Strings(rest)
		for _, k := range rest {
			out = append(out, typeTargets(t[k], depth+1)...)
		}
		// Declarations first, whatever condition they came from.
		sort.SliceStable(out, func(i, j int) bool { return isDTS(out[i]) && !isDTS(out[j]) })
		return out
	}
	return nil
}

func isDTS(p string) bool {
	return strings.HasSuffix(p, ".d.ts") || strings.HasSuffix(p, ".d.mts") || strings.HasSuffix(p, ".d.cts")
}

// typesVersion maps a path through "typesVersions": {"*": {"*": ["ts4/*"]}}
// (only the catch-all version range, which is what packages publish).
func typesVersion(tv map[string]map[string][]string, p string) string {
	if p == "" {
		return ""
	}
	var ranges []string
	for rng := range tv {
		if tsRangeMatches(rng) {
			ranges = append(ranges, rng)
		}
	}
	// The compiler takes the first range that matches, in the order
	// package.json writes them, which a map does not keep: "*" last,
	// the others in a stable order.
	sort.Slice(ranges, func(i, j int) bool {
		if (ranges[i] == "*") != (ranges[j] == "*") {
			return ranges[j] == "*"
		}
		return ranges[i] < ranges[j]
	})
	for _, rng := range ranges {
		m := tv[rng]
		rel := cleanRel(p)
		for pattern, targets := range m {
			if len(targets) == 0 {
				continue
			}
			if pattern == "*" {
				return strings.Replace(targets[0], "*", rel, 1)
			}
			if prefix, ok := strings.CutSuffix(pattern, "*"); ok && strings.HasPrefix(rel, prefix) {
				return strings.Replace(targets[0], "*", strings.TrimPrefix(rel, prefix), 1)
			}
			if pattern == rel {
				return targets[0]
			}
		}
	}
	return p
}

// cleanRel makes "./dist/x.js" → "dist/x.js"; paths leaving the package
// give "".
func cleanRel(p string) string {
	p = path.Clean(strings.TrimPrefix(p, "./"))
	if p == "." || strings.HasPrefix(p, "../") || p == ".." || path.IsAbs(p) {
		return ""
	}
	return p
}

// dtsCandidates are the declaration files that may stand for p.
func dtsCandidates(p string) []string {
	if isDTS(p) {
		return []string{p}
	}
	stem := p
	for _, ext := range []string{".js", ".mjs", ".cjs", ".ts", ".mts", ".cts", ".jsx", ".tsx"} {
		if s, ok := strings.CutSuffix(p, ext); ok {
			stem = s
			break
		}
	}
	dts := ".d.ts"
	switch {
	case strings.HasSuffix(p, ".mjs"):
		dts = ".d.mts"
	case strings.HasSuffix(p, ".cjs"):
		dts = ".d.cts"
	}
	out := []string{stem + dts, stem + ".d.ts", p + ".d.ts", path.Join(p, "index.d.ts")}
	for _, ext := range []string{".ts", ".mts", ".cts"} {
		if strings.HasSuffix(p, ext) {
			// A TypeScript source entry (exports "./index.ts"): the
			// compiler reads the source when no declarations stand
			// for it.
			out = append(out, p)
		}
	}
	return out
}

// compilerVersion is the TypeScript a reader of the declarations is
// taken to use, for "typesVersions" ranges (">=4.1", "<=5.6"): a current
// one, as the eval's ground truth pins.
var compilerVersion = [2]int{5, 9}

// tsRangeMatches reports whether a "typesVersions" range (comparators
// separated by spaces: "*", ">=4.1", "<5.0", "4.2") admits
// compilerVersion.
func tsRangeMatches(rng string) bool {
	rng = strings.TrimSpace(rng)
	if rng == "" {
		return false
	}
	for _, c := range strings.Fields(rng) {
		if c == "*" {
			continue
		}
		op := strings.TrimRight(c, "0123456789.x*")
		v := strings.TrimPrefix(c, op)
		parts := strings.SplitN(v, ".", 3)
		major, err := strconv.Atoi(parts[0])
		if err != nil {
			return false
		}
		minor, minorSet := 0, false
		if len(parts) > 1 {
			if n, err := strconv.Atoi(parts[1]); err == nil {
				minor, minorSet = n, true
			}
		}
		cmp := compilerVersion[0] - major
		if cmp == 0 {
			cmp = compilerVersion[1] - minor
		}
		var ok bool
		switch op {
		case ">=":
			ok = cmp >= 0
		case ">":
			ok = cmp > 0
		case "<=":
			ok = cmp <= 0 || !minorSet && compilerVersion[0] == major
		case "<":
			ok = cmp < 0
		case "", "=", "~", "^":
			ok = compilerVersion[0] == major && (!minorSet || compilerVersion[1] == minor || op == "^" && compilerVersion[1] >= minor)
		default:
			return false
		}
		if !ok {
			return false
		}
	}
	return true
}

// SubpathEntry is the declaration file for the subpath sub ("./server/mcp.js")
// that a pattern of the exports map gives ("./*": {"types":
// "./dist/esm/*.d.ts", "import": "./dist/esm/*"}), the most specific
// pattern first, as Node picks; "" when no pattern matches or none of its
// targets has declarations. Exact subpaths are Entries'.
func SubpathEntry(pj PackageJSON, files map[string]bool, sub string) string {
	if len(pj.Exports) == 0 {
		return ""
	}
	var exp any
	if json.Unmarshal(pj.Exports, &exp) != nil {
		return ""
	}
	_, subs := splitExports(exp)
	best, star := "", ""
	for key := range subs {
		prefix, suffix, ok := strings.Cut(key, "*")
		if !ok || strings.Contains(suffix, "*") || !strings.HasPrefix(sub, prefix) || !strings.HasSuffix(sub, suffix) || len(sub) < len(prefix)+len(suffix) {
			continue
		}
		if best == "" || len(key) > len(best) || len(key) == len(best) && key < best {
			best, star = key, sub[len(prefix):len(sub)-len(suffix)]
		}
	}
	if best == "" || subs[best] == nil || strings.Contains(star, "..") {
		return "" // no pattern, or one mapped to null (a subpath the package hides)
	}
	for _, t := range typeTargets(subs[best], 0) {
		p := cleanRel(strings.ReplaceAll(t, "*", star))
		if p == "" {
			continue
		}
		for _, c := range dtsCandidates(p) {
			if files[c] {
				return c
			}
		}
	}
	return ""
}
