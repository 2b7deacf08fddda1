package swift

import (
	"slices"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/swift/swiftsrc"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// usedFirst orders a package's outline for page one, whose "Start here"
// follows Document.Symbols' order (see sdk.Document): the top-level
// declarations the README's Swift code and the package's examples use
// come first, in the order the code first uses them
// (swift-argument-parser's README opens on `struct Repeat:
// ParsableCommand` with `@Flag`, `@Option` and `@Argument`, where its
// sources, read in file order, open on CompletionShell). Then the other
// declarations in source order, the modules re-exported (`@_exported
// import`) after them. A top-level declaration moves with its members;
// what symbols lists last (underscored declarations, and members it
// lists apart from their type) stays last, in its order.
func usedFirst(syms []sdk.Symbol, code []string) []sdk.Symbol {
	if len(syms) < 2 {
		return syms
	}
	var units []*leadUnit
	for _, s := range syms {
		if n := len(units); n > 0 && s.Parent != "" && topOf(s) == units[n-1].top {
			units[n-1].syms = append(units[n-1].syms, s)
			continue
		}
		units = append(units, newLeadUnit(s))
	}
	bare := swiftUses(code)
	for _, u := range units {
		if u.rank != rankOther {
			continue
		}
		// an extension of another module's type is used for what it
		// adds, which code reaches through a dot on any value of that
		// type (`.method` on any URLRequest): a name too common to tell
		// the extension's use from another's, so the extension keeps
		// its place
		at, ok := bare[u.top]
		if u.syms[0].Kind == "extension" {
			ok = false
		}
		if ok {
			u.rank, u.at = rankUsed, at
		}
	}
	slices.SortStableFunc(units, func(a, b *leadUnit) int {
		if a.rank != b.rank {
			return a.rank - b.rank
		}
		if a.rank == rankUsed {
			return a.at - b.at
		}
		return 0
	})
	out := make([]sdk.Symbol, 0, len(syms))
	for _, u := range units {
		out = append(out, u.syms...)
	}
	return out
}

// The ranks of usedFirst, first to last.
const (
	rankUsed = iota
	rankOther
	rankReexport
	rankLast
)

// leadUnit is a top-level declaration with its members, or a run of
// entries symbols lists apart from their type.
type leadUnit struct {
	syms []sdk.Symbol
	top  string
	rank int
	at   int // position of the first use across the code (rankUsed)
}

func newLeadUnit(s sdk.Symbol) *leadUnit {
	u := &leadUnit{syms: []sdk.Symbol{s}, top: topOf(s), rank: rankOther}
	switch {
	case s.Parent != "" || strings.HasPrefix(s.Name, "_"):
		u.rank = rankLast
	case s.Kind == "re-export":
		u.rank = rankReexport
	}
	return u
}

// swiftUses returns the position across code (each piece after the
// ones before it, in tokens) of each identifier's first bare use outside
// comments and string literals: a type constructed, named, inherited or
// written as an attribute (`@Option`), not a member reached through a
// dot (`x.Option`). A backquoted identifier (`default`) is one.
func swiftUses(code []string) map[string]int {
	bare := map[string]int{}
	at := 0
	for _, c := range code {
		toks := swiftsrc.Tokens(c)
		for i, t := range toks {
			var name string
			switch t.Kind {
			case "ident":
				if i > 0 && toks[i-1].Text == "." {
					continue
				}
				name = strings.Trim(t.Text, "`")
			case "attr":
				name = strings.TrimPrefix(t.Text, "@")
			default:
				continue
			}
			if _, seen := bare[name]; !seen {
				bare[name] = at + i
			}
		}
		at += len(toks)
	}
	return bare
}
