package main

import (
	"go/token"
	"regexp"
	"strings"

	"github.com/pkgdocs/pkgdocs/eval"
)

// id is a Go identifier: letters and digits of any script (gomega's Ω),
// not only ASCII's \w.
const id = `[\p{L}_][\p{L}\p{Nd}_]*`

var (
	funcLine   = regexp.MustCompile(`^func (?:\((?:` + id + ` )?\*?(` + id + `)(?:\[[^\]]*\])?\) )?(` + id + `)`)
	typeLine   = regexp.MustCompile(`^type (` + id + `)`)
	singleDecl = regexp.MustCompile(`^(const|var) (` + id + `(?:, ` + id + `)*)`)
	blockName  = regexp.MustCompile(`^\t(` + id + `(?:, ` + id + `)*)`)
	fieldLine  = regexp.MustCompile(`^\t(` + id + `(?:, ` + id + `)*)\s+\S`)
	methodLine = regexp.MustCompile(`^\t(` + id + `)\(`)
)

// exported reports whether a Go identifier is exported: it starts with
// an upper-case letter of any script, as the language says.
func exported(name string) bool { return token.IsExported(name) }

// parseGoDoc reads `go doc -all` output: exported consts, vars, funcs,
// types, their methods, struct fields and interface methods, each with the
// declaration line go doc prints and the first sentence of its doc.
func parseGoDoc(out string) []eval.Item {
	lines := strings.Split(out, "\n")
	var items []eval.Item
	seen := map[string]bool{}
	add := func(it eval.Item) int {
		if !exported(lastPart(it.Name)) || seen[it.Name] {
			return -1
		}
		if it.Parent != "" && !exported(it.Parent) {
			return -1
		}
		seen[it.Name] = true
		items = append(items, it)
		return len(items) - 1
	}
	inSections := false
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		switch l {
		case "CONSTANTS", "VARIABLES", "FUNCTIONS", "TYPES":
			inSections = true
			continue
		}
		if !inSections || l == "" || l[0] == ' ' || l[0] == '\t' {
			continue
		}
		var idx []int
		switch {
		case strings.HasPrefix(l, "func "):
			m := funcLine.FindStringSubmatch(l)
			if m == nil {
				continue
			}
			if m[1] != "" {
				idx = append(idx, add(eval.Item{Name: m[1] + "." + m[2], Parent: m[1], Member: m[2], Kind: "method", Signature: l}))
			} else {
				idx = append(idx, add(eval.Item{Name: m[2], Kind: "func", Signature: l}))
			}
		case strings.HasPrefix(l, "type "):
			m := typeLine.FindStringSubmatch(l)
			if m == nil {
				continue
			}
			typ := m[1]
			open := strings.HasSuffix(l, "{") || strings.HasSuffix(l, "(")
			sig := l
			if open {
				sig = ""
			}
			idx = append(idx, add(eval.Item{Name: typ, Kind: "type", Signature: sig}))
			if open && strings.HasSuffix(l, "{") {
				iface := strings.Contains(l, " interface")
				// The body ends at the line that starts with its closing
				// brace; go doc keeps what follows it on that line, a
				// comment of the source's own among it (modernc.org/libc's
				// generated "} /* pwd.h:49:1 */").
				for i+1 < len(lines) && !strings.HasPrefix(lines[i+1], "}") {
					i++
					f := lines[i]
					if strings.HasPrefix(f, "\t//") || strings.HasPrefix(f, "\t\t") {
						continue
					}
					if iface {
						if m := methodLine.FindStringSubmatch(f); m != nil {
							add(eval.Item{Name: typ + "." + m[1], Parent: typ, Member: m[1], Kind: "method", Signature: strings.TrimSpace(f)})
						}
						continue
					}
					if m := fieldLine.FindStringSubmatch(f); m != nil {
						for _, n := range strings.Split(m[1], ", ") {
							add(eval.Item{Name: typ + "." + n, Parent: typ, Member: n, Kind: "field"})
						}
					}
				}
				i++ // the closing brace
			}
		case strings.HasPrefix(l, "const ") || strings.HasPrefix(l, "var "):
			kind := strings.Fields(l)[0]
			if l == kind+" (" {
				for i+1 < len(lines) && lines[i+1] != ")" {
					i++
					f := lines[i]
					if strings.HasPrefix(f, "\t//") || strings.HasPrefix(f, "\t\t") {
						continue
					}
					if m := blockName.FindStringSubmatch(f); m != nil {
						for _, n := range strings.Split(m[1], ", ") {
							idx = append(idx, add(eval.Item{Name: n, Kind: kind}))
						}
					}
				}
				i++
			} else if m := singleDecl.FindStringSubmatch(l); m != nil {
				for _, n := range strings.Split(m[2], ", ") {
					idx = append(idx, add(eval.Item{Name: n, Kind: kind}))
				}
				// Its value may run on over lines of its own, a raw
				// string's at column 0 among them (staticcheck's
				// sa4023 documents "type T and a value V." in one):
				// they are the value, no declarations.
				i = valueEnd(lines, i)
			}
		default:
			continue
		}
		// The doc: the indented paragraph right after the declaration.
		doc := docAfter(lines, i+1)
		for _, k := range idx {
			if k >= 0 {
				items[k].Doc = doc
			}
		}
	}
	return items
}

func lastPart(name string) string {
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		return name[i+1:]
	}
	return name
}

// docAfter returns the first sentence of the 4-space-indented doc that
// starts at lines[i], "" when none does.
func docAfter(lines []string, i int) string {
	var para []string
	for ; i < len(lines); i++ {
		l := lines[i]
		if !strings.HasPrefix(l, "    ") || strings.TrimSpace(l) == "" {
			break
		}
		para = append(para, strings.TrimSpace(l))
	}
	return FirstSentence(strings.Join(para, " "))
}

// FirstSentence is text up to the first ". " (or the end), as Go's doc
// synopsis takes it.
func FirstSentence(text string) string {
	if i := strings.Index(text, ". "); i >= 0 {
		return text[:i+1]
	}
	return text
}

// valueEnd is the last line of the declaration starting at lines[i]: the
// line where its brackets, outside string, rune and raw string literals,
// close again; i when they close on it (or never do).
func valueEnd(lines []string, i int) int {
	depth, raw := 0, false
	for j := i; j < len(lines); j++ {
		l := lines[j]
		for k := 0; k < len(l); k++ {
			c := l[k]
			switch {
			case raw:
				raw = c != '`'
			case c == '`':
				raw = true
			case c == '"' || c == '\'':
				// An interpreted string or a rune: to its closing quote.
				for k++; k < len(l) && l[k] != c; k++ {
					if l[k] == '\\' {
						k++
					}
				}
			case c == '/' && k+1 < len(l) && l[k+1] == '/':
				k = len(l)
			case c == '(' || c == '[' || c == '{':
				depth++
			case c == ')' || c == ']' || c == '}':
				depth--
			}
		}
		if depth <= 0 && !raw {
			return j
		}
	}
	return i
}
