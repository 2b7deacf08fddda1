package rust

import (
	"slices"
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// usedFirst orders a crate's outline for page one, whose "Start here"
// follows Document.Symbols' order (see sdk.Document): the items the
// crate's front page uses — the code of its crate docs, then of its
// README, then its examples/ files — come first, in the order the code
// first uses them (serde_json's docs call from_str and build a Value with
// json!, where the outline, modules first, opened on de, error, map, ser,
// value). Then the rest in the outline's order. An item moves with its
// members; modules keep their place (a path names them on the way to an
// item), and so does what the outline lists apart from its item (a large
// type's members, listed after every item).
//
// A use is an identifier outside comments and literals that is, with
// the path written before it, an item's path: bare (`Value`, `json!`,
// `use serde_json::{json, Value}`), or after the crate's name or the
// item's modules (`serde_json::from_str`, `regex::bytes::Regex`); not
// after a dot (a method) nor after another path (`Regex::new` is no use
// of an item named new).
func usedFirst(syms []sdk.Symbol, code []string, crate string) []sdk.Symbol {
	if len(syms) < 2 || len(code) == 0 {
		return syms
	}
	type unit struct {
		syms []sdk.Symbol
		used bool
		at   int
	}
	var units []*unit
	byName := map[string]*unit{}
	for _, s := range syms {
		if n := len(units); n > 0 && s.Parent != "" && (s.Parent == units[n-1].syms[0].Name || strings.HasPrefix(s.Parent, units[n-1].syms[0].Name+"::")) {
			units[n-1].syms = append(units[n-1].syms, s)
			continue
		}
		u := &unit{syms: []sdk.Symbol{s}}
		units = append(units, u)
		if s.Parent == "" && s.Kind != "module" {
			if _, dup := byName[s.Name]; !dup {
				byName[s.Name] = u
			}
		}
	}
	// a name a use declaration imports counts from where the code
	// uses it, after every name used so: `use` lists are sorted
	// (semver's docs import BuildMetadata first and use VersionReq)
	total := 0
	for _, c := range code {
		total += len(c)
	}
	imported := map[*unit]int{}
	found := false
	rustPaths(code, crate, func(path string, at int, inUse bool) {
		u := byName[path]
		switch {
		case u == nil || u.used:
		case inUse:
			if _, ok := imported[u]; !ok {
				imported[u] = total + at
			}
		default:
			u.used, u.at, found = true, at, true
		}
	})
	for u, at := range imported {
		if !u.used {
			u.used, u.at, found = true, at, true
		}
	}
	if !found {
		return syms
	}
	slices.SortStableFunc(units, func(a, b *unit) int {
		switch {
		case a.used && b.used:
			return a.at - b.at
		case a.used:
			return -1
		case b.used:
			return 1
		}
		return 0
	})
	out := make([]sdk.Symbol, 0, len(syms))
	for _, u := range units {
		out = append(out, u.syms...)
	}
	return out
}

// rustPaths calls fn with the crate-relative path of each identifier of
// code outside comments and literals that a path written before it does
// not put outside the crate (see usedFirst), at its offset across code
// (each piece after the ones before it), and whether a use declaration
// names it.
func rustPaths(code []string, crate string, fn func(path string, at int, inUse bool)) {
	base := 0
	for _, c := range code {
		useEnd := -1 // where the use declaration being read ends
		for i := 0; i < len(c); {
			if skip := skipRustNonCode(c, i); skip > i {
				i = skip
				continue
			}
			if !rustIdentStart(c[i]) || i > 0 && rustIdentPart(c[i-1]) {
				i++
				continue
			}
			j := i + 1
			for j < len(c) && rustIdentPart(c[j]) {
				j++
			}
			if c[i:j] == "use" && j < len(c) && (c[j] == ' ' || c[j] == '\n' || c[j] == '\t') {
				if e := strings.IndexByte(c[j:], ';'); e >= 0 {
					useEnd = j + e
				} else {
					useEnd = len(c)
				}
			} else if i == 0 || c[i-1] != '.' {
				if p, ok := crateRelative(c, i, crate); ok {
					fn(p+c[i:j], base+i, i < useEnd)
				}
			}
			i = j
		}
		base += len(c)
	}
}

// crateRelative returns the path written before the identifier at i in
// c ("bytes::" in `regex::bytes::Regex`, "" in `Regex` and in
// `serde_json::from_str`), without the crate's own name (or crate::),
// and false when that path is another's (`Regex::new`, `std::fmt`,
// `<T>::new`).
func crateRelative(c string, i int, crate string) (string, bool) {
	var segs []string
	k := i
	for k >= 2 && c[k-2:k] == "::" {
		e := k - 2
		s := e
		for s > 0 && rustIdentPart(c[s-1]) {
			s--
		}
		if s == e || !rustIdentStart(c[s]) {
			return "", false // `<T as Trait>::`, a leading `::`
		}
		segs = append(segs, c[s:e])
		k = s
	}
	if len(segs) == 0 {
		return "", true
	}
	slices.Reverse(segs)
	if segs[0] == crate || segs[0] == "crate" {
		segs = segs[1:]
	}
	if len(segs) == 0 {
		return "", true
	}
	// another path: only the crate's own modules continue one
	// (bytes::Regex after `use regex::bytes`); the caller's lookup
	// decides, by the whole path
	return strings.Join(segs, "::") + "::", true
}

// skipRustNonCode returns where the comment or literal starting at i in
// c ends (the end of c when it does not), or i when none starts there:
// line and block comments, strings and raw strings (r#"…"#, b"…"), and
// character literals (a lifetime's quote is not one).
func skipRustNonCode(c string, i int) int {
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
	case c[i] == '"':
		for k := i + 1; k < len(c); k++ {
			switch c[k] {
			case '\\':
				k++
			case '"':
				return k + 1
			}
		}
		return len(c)
	case (c[i] == 'r' || c[i] == 'b' && strings.HasPrefix(c[i+1:], "r")) && (i == 0 || !rustIdentPart(c[i-1])):
		k := i + 1
		if c[i] == 'b' {
			k++
		}
		hashes := 0
		for k < len(c) && c[k] == '#' {
			hashes++
			k++
		}
		if k >= len(c) || c[k] != '"' {
			return i
		}
		end := `"` + strings.Repeat("#", hashes)
		if e := strings.Index(c[k+1:], end); e >= 0 {
			return k + 1 + e + len(end)
		}
		return len(c)
	case c[i] == '\'':
		if i+2 < len(c) && c[i+1] == '\\' {
			if e := strings.IndexByte(c[i+2:], '\''); e >= 0 {
				return i + 2 + e + 1
			}
			return len(c)
		}
		if i+2 < len(c) && c[i+2] == '\'' {
			return i + 3
		}
		k := i + 1 // a lifetime: its name is no item's use
		for k < len(c) && rustIdentPart(c[k]) {
			k++
		}
		return k
	}
	return i
}

func rustIdentStart(c byte) bool {
	return c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c >= 0x80
}

func rustIdentPart(c byte) bool { return rustIdentStart(c) || '0' <= c && c <= '9' }
