package swift

import (
	"slices"
	"strings"

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
	at   int // offset of the first use across the code (rankUsed)
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

// swiftUses returns the offset across code (each piece after the ones
// before it) of each identifier's first bare use outside comments and
// string literals: a type constructed, named, inherited or written as an
// attribute (`@Option`), not a member reached through a dot
// (`x.Option`). A backquoted identifier (`default`) is one.
func swiftUses(code []string) map[string]int {
	bare := map[string]int{}
	base := 0
	for _, c := range code {
		for i := 0; i < len(c); {
			if skip := skipSwiftNonCode(c, i); skip > i {
				i = skip
				continue
			}
			start := i
			if c[i] == '`' {
				start++
			}
			if start >= len(c) || !swiftIdentStart(c[start]) {
				i++
				continue
			}
			j := start + 1
			for j < len(c) && swiftIdentPart(c[j]) {
				j++
			}
			if _, seen := bare[c[start:j]]; !seen && (i == 0 || c[i-1] != '.') {
				bare[c[start:j]] = base + start
			}
			if j < len(c) && c[j] == '`' {
				j++
			}
			i = j
		}
		base += len(c)
	}
	return bare
}

// skipSwiftNonCode returns where the comment or string literal starting
// at i in c ends (the end of c when it does not), or i when none starts
// there. A multi-line literal ("""…""") ends at its closing quotes; an
// interpolation inside a literal is skipped with it.
func skipSwiftNonCode(c string, i int) int {
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
	case strings.HasPrefix(c[i:], `"""`):
		if k := strings.Index(c[i+3:], `"""`); k >= 0 {
			return i + 3 + k + 3
		}
		return len(c)
	case c[i] == '"':
		for k := i + 1; k < len(c); k++ {
			switch c[k] {
			case '\\':
				k++
			case '"':
				return k + 1
			case '\n':
				return k // an unclosed quote ends with its line
			}
		}
		return len(c)
	}
	return i
}

func swiftIdentStart(c byte) bool {
	return c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c >= 0x80
}

func swiftIdentPart(c byte) bool { return swiftIdentStart(c) || '0' <= c && c <= '9' }
