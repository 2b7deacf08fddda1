package rust

import (
	"slices"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/rust/rssrc"
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
	imported := map[*unit]int{}
	found := false
	total := rustPaths(code, crate, func(path string, at int, inUse bool) {
		u := byName[path]
		switch {
		case u == nil || u.used:
		case inUse:
			if _, ok := imported[u]; !ok {
				imported[u] = at
			}
		default:
			u.used, u.at, found = true, at, true
		}
	})
	for u, at := range imported {
		if !u.used {
			u.used, u.at, found = true, total+at, true
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
// not put outside the crate (see usedFirst), at its position across code
// (each piece after the ones before it, in tokens), and whether a use
// declaration names it. It returns the number of positions.
func rustPaths(code []string, crate string, fn func(path string, at int, inUse bool)) int {
	at := 0
	for _, c := range code {
		toks := rssrc.Tokens(c)
		useEnd := -1 // the token that ends the use declaration being read
		for i, t := range toks {
			switch {
			case t.Kind != "ident":
			case t.Text == "use" && !t.Raw:
				useEnd = len(toks)
				for j := i + 1; j < len(toks); j++ {
					if toks[j].Kind == "punct" && toks[j].Text == ";" {
						useEnd = j
						break
					}
				}
			case i > 0 && toks[i-1].Kind == "punct" && toks[i-1].Text == ".":
				// a method or field
			default:
				if p, ok := crateRelative(toks, i, crate); ok {
					fn(p+t.Text, at+i, i < useEnd)
				}
			}
		}
		at += len(toks)
	}
	return at
}

// crateRelative returns the path written before the identifier toks[i]
// ("bytes::" in `regex::bytes::Regex`, "" in `Regex` and in
// `serde_json::from_str`), without the crate's own name (or crate::),
// and false when that path is another's (`Regex::new`, `std::fmt`,
// `<T>::new`).
func crateRelative(toks []rssrc.Token, i int, crate string) (string, bool) {
	var segs []string
	k := i
	for k >= 1 && toks[k-1].Kind == "punct" && toks[k-1].Text == "::" {
		if k < 2 || toks[k-2].Kind != "ident" {
			return "", false // `<T as Trait>::`, a leading `::`
		}
		segs = append(segs, toks[k-2].Text)
		k -= 2
	}
	slices.Reverse(segs)
	if len(segs) > 0 && (segs[0] == crate || segs[0] == "crate") {
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
