package apidoc

import (
	"fmt"
	"github.com/pkgdocs/pkgdocs/sdk/rank"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// SymbolNotFoundError reports a symbol the package does not export, with
// the closest names it does.
type SymbolNotFoundError struct {
	Symbol      string
	ImportPath  string
	Suggestions []string
}

func (e *SymbolNotFoundError) Error() string {
	msg := fmt.Sprintf("no exported symbol %q in package %s", e.Symbol, e.ImportPath)
	if len(e.Suggestions) > 0 {
		msg += "; did you mean " + strings.Join(e.Suggestions, ", ") + "?"
	}
	return msg
}

// Focus is one symbol with everything that belongs to it.
type Focus struct {
	// Decl is the declaration asked for.
	Decl Decl
	// Members are, for a type, its typed constants and variables,
	// constructors and methods.
	Members []Decl
	// Field names the struct field or interface method asked for as
	// "Type.Field"; Decl is then the type.
	Field    string
	Examples []Example
}

// Lookup finds symbol ("Name", "Type.Method" or "Type.Field"). Like `go
// doc`, a lower-case letter in symbol matches either case; an exact match
// wins over a folded one. A symbol qualified by the package's name, as code
// writes it ("http.Client.Do"), is looked up without the qualifier when the
// whole is not a name of the package.
func (p *Package) Lookup(symbol string) (*Focus, error) {
	symbol = strings.TrimSpace(symbol)
	f, err := p.lookup(symbol)
	if err == nil || p.Name == "" {
		return f, err
	}
	if rest, ok := strings.CutPrefix(symbol, p.Name+"."); ok {
		// Not a name with the qualifier: the unqualified name's answer
		// and suggestions are the ones that help.
		return p.lookup(rest)
	}
	return nil, err
}

func (p *Package) lookup(symbol string) (*Focus, error) {
	if symbol == "" || !validSymbol(symbol) {
		return nil, &SymbolNotFoundError{Symbol: symbol, ImportPath: p.ImportPath}
	}
	typeName, member, dotted := strings.Cut(symbol, ".")
	if dotted {
		if d, ok := p.find(func(d Decl) bool { return d.Kind == KindMethod && d.Type != "" }, symbol); ok {
			return p.focus(d), nil
		}
		// Type.Field: a struct field or interface method of an exported type.
		if d, ok := p.find(func(d Decl) bool { return d.Kind == KindType }, typeName); ok {
			if field, ok := findField(d.Signature, member); ok {
				f := p.focus(d)
				f.Field = field
				return f, nil
			}
		}
		return nil, p.notFound(symbol)
	}
	if d, ok := p.find(func(d Decl) bool { return d.Kind != KindMethod }, symbol); ok {
		return p.focus(d), nil
	}
	// A bare method name, as `go doc` accepts when it is unambiguous.
	var methods []Decl
	for _, d := range p.Decls {
		if d.Kind == KindMethod && matchName(symbol, d.Names[0]) {
			methods = append(methods, d)
		}
	}
	if len(methods) == 1 {
		return p.focus(methods[0]), nil
	}
	return nil, p.notFound(symbol)
}

func validSymbol(s string) bool {
	if strings.Count(s, ".") > 1 {
		return false
	}
	for _, r := range s {
		if r != '.' && r != '_' && !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

// find returns the first decl accepted by kind whose name (or, for value
// groups, any of its names) matches symbol, exact matches first.
func (p *Package) find(kind func(Decl) bool, symbol string) (Decl, bool) {
	for _, exact := range []bool{true, false} {
		for _, d := range p.Decls {
			if !kind(d) {
				continue
			}
			names := d.Names
			if d.Kind == KindMethod {
				names = []string{d.Name}
			}
			for _, n := range names {
				if n == symbol || (!exact && matchDotted(symbol, n)) {
					return d, true
				}
			}
		}
	}
	return Decl{}, false
}

func matchDotted(user, program string) bool {
	ut, um, _ := strings.Cut(user, ".")
	pt, pm, _ := strings.Cut(program, ".")
	return matchName(ut, pt) && matchName(um, pm)
}

func (p *Package) focus(d Decl) *Focus {
	f := &Focus{Decl: d}
	seen := map[int]bool{}
	addExamples := func(idx []int) {
		for _, i := range idx {
			if !seen[i] {
				seen[i] = true
				f.Examples = append(f.Examples, p.Examples[i])
			}
		}
	}
	addExamples(d.Examples)
	if d.Kind == KindType {
		for _, m := range p.Decls {
			if m.Type == d.Name && m.Kind != KindType {
				f.Members = append(f.Members, m)
				addExamples(m.Examples)
			}
		}
	}
	return f
}

// findField looks for a field or interface method named name in a printed
// struct or interface declaration.
func findField(signature, name string) (string, bool) {
	for line := range strings.SplitSeq(signature, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "//") {
			continue
		}
		fields := strings.FieldsFunc(line, func(r rune) bool { return r == ' ' || r == ',' || r == '(' || r == '\t' })
		for _, f := range fields {
			if f == name || matchName(name, f) {
				return f, isExported(f)
			}
			if strings.HasPrefix(f, "//") {
				break
			}
		}
	}
	return "", false
}

func (p *Package) notFound(symbol string) error {
	e := &SymbolNotFoundError{Symbol: symbol, ImportPath: p.ImportPath}
	type cand struct {
		name       string
		dist, diff int
	}
	var cands []cand
	lower := strings.ToLower(symbol)
	for _, d := range p.Decls {
		names := d.Names
		if d.Kind == KindMethod {
			names = []string{d.Name}
		}
		for _, n := range names {
			ln := strings.ToLower(n)
			limit := max(2, len(symbol)/3)
			dist := rank.Distance(lower, ln, limit)
			if strings.Contains(ln, lower) || strings.Contains(lower, ln) {
				dist = min(dist, 1)
			}
			if dist <= limit {
				cands = append(cands, cand{n, dist, abs(len(n) - len(symbol))})
			}
		}
	}
	slices.SortStableFunc(cands, func(a, b cand) int {
		if a.dist != b.dist {
			return a.dist - b.dist
		}
		return a.diff - b.diff
	})
	for _, c := range cands {
		if len(e.Suggestions) == 5 {
			break
		}
		if !slices.Contains(e.Suggestions, c.name) {
			e.Suggestions = append(e.Suggestions, c.name)
		}
	}
	return e
}

// matchName reports whether the user's name matches the program's: a
// lower-case letter in user matches either case (the `go doc` rule).
func matchName(user, program string) bool {
	for _, u := range user {
		p, w := utf8.DecodeRuneInString(program)
		if w == 0 {
			return false
		}
		program = program[w:]
		if u == p {
			continue
		}
		if unicode.IsLower(u) && simpleFold(u) == simpleFold(p) {
			continue
		}
		return false
	}
	return program == ""
}

func simpleFold(r rune) rune {
	for {
		r1 := unicode.SimpleFold(r)
		if r1 <= r {
			return r1
		}
		r = r1
	}
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
