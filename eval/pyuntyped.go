package eval

import (
	"regexp"
	"strings"
)

// A package that declares its types in a .pyi stub (PEP 561: inline
// stubs beside the .py modules, which type checkers read in place of the
// source) has no annotations at run time: inspect.signature reports
// "(n, iterable)" for what the stub declares "def distribute(n: int,
// iterable: Iterable[_T]) -> List[Iterator[_T]]", and an answer showing
// the stub (the types are what an agent wants) could never equal it. The
// truth then says nothing about annotations; what it does say (names,
// kinds, defaults, their order) is compared by dropping the answer's
// annotations. This is not a printing difference: it is a comparison
// restricted to what the truth knows, applied only when the truth's
// signature has no annotation at all (one annotated parameter, or a
// return annotation, and the answer is compared as written). Its
// matches are counted apart as well ("signatures_strict" leaves them
// out), so a report shows both figures.

// PyUntyped is Options.SigUntyped for Python: nil when the truth's
// signature sig is no parameter list or has an annotation, else
// PyDropAnnotations.
func PyUntyped(sig string) func(string) string {
	s := strings.TrimSpace(sig)
	if !strings.HasPrefix(s, "(") {
		return nil // a class line, an import
	}
	end := closing(s, 0)
	if end < 0 || strings.Contains(s[end:], "->") {
		return nil
	}
	for _, p := range splitTopLevel(s[1:end]) {
		if topLevelIndex(p, ':') >= 0 {
			return nil
		}
	}
	return PyDropAnnotations
}

// pyDef is where a def's parameter list opens in an answer.
var pyDef = regexp.MustCompile(`\bdef \w+\(`)

// PyDropAnnotations writes every def's parameter list in text without
// annotations, and without its return annotation: "def f(a: int = 1, *b:
// str) -> None" is "def f(a=1, *b)", as inspect prints a function that
// has none.
func PyDropAnnotations(text string) string {
	var b strings.Builder
	for {
		loc := pyDef.FindStringIndex(text)
		if loc == nil {
			b.WriteString(text)
			return b.String()
		}
		open := loc[1] - 1
		end := closing(text, open)
		if end < 0 {
			b.WriteString(text)
			return b.String()
		}
		b.WriteString(text[:open+1])
		var params []string
		for _, p := range splitTopLevel(text[open+1 : end]) {
			p = strings.TrimSpace(p)
			if p == "" {
				continue // the comma ending a list broken one a line
			}
			def := ""
			if eq := topLevelIndex(p, '='); eq >= 0 {
				p, def = p[:eq], "="+strings.TrimSpace(p[eq+1:])
			}
			if c := topLevelIndex(p, ':'); c >= 0 {
				p = p[:c]
			}
			params = append(params, strings.TrimSpace(p)+def)
		}
		b.WriteString(strings.Join(params, ", ") + ")")
		text = dropReturn(text[end+1:])
	}
}

// dropReturn removes a return annotation at the start of rest: "->" and
// the expression after it, to the end of its line or a comment.
func dropReturn(rest string) string {
	t := strings.TrimLeft(rest, " \t")
	if !strings.HasPrefix(t, "->") {
		return rest
	}
	depth := 0
	for k := 2; k < len(t); k++ {
		switch t[k] {
		case '[', '(', '{':
			depth++
		case ']', ')', '}':
			depth--
			if depth < 0 {
				return t[k:] // the end of what holds the signature
			}
		case '\n', '#', '`':
			if depth == 0 {
				return strings.TrimLeft(t[k:], " ") // keep what follows
			}
		case ':':
			if depth == 0 {
				return t[k:]
			}
		}
	}
	return ""
}

// topLevelIndex is the index of c in s outside brackets and string
// literals, -1 if none. "=" does not count in "==", "<=", ">=" or "!=",
// nor ":" in ":=".
func topLevelIndex(s string, c byte) int {
	depth := 0
	var quote byte
	for k := 0; k < len(s); k++ {
		ch := s[k]
		switch {
		case quote != 0:
			if ch == '\\' {
				k++
			} else if ch == quote {
				quote = 0
			}
		case ch == '\'' || ch == '"':
			quote = ch
		case ch == '[' || ch == '(' || ch == '{':
			depth++
		case ch == ']' || ch == ')' || ch == '}':
			depth--
		case ch == c && depth == 0:
			if c == '=' && (k+1 < len(s) && s[k+1] == '=' || k > 0 && strings.IndexByte("=<>!:", s[k-1]) >= 0) {
				continue
			}
			if c == ':' && k+1 < len(s) && s[k+1] == '=' {
				continue
			}
			return k
		}
	}
	return -1
}
