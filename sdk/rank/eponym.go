package rank

import (
	"slices"
	"strings"
)

// mainSymbols marks the top-level symbols (no owner) named like package
// pkg, ignoring case and separators: its last path element, without a
// major-version element (backoff for .../backoff/v4) and without a
// "swift-", "python-", "py" or "node-" prefix as such names carry. Nil
// when there are none.
func mainSymbols(pkg string, docs []Doc) []bool {
	el := strings.FieldsFunc(pkg, func(r rune) bool { return r == '/' || r == '@' })
	if len(el) > 1 && len(el[len(el)-1]) >= 2 && el[len(el)-1][0] == 'v' && isDigit(el[len(el)-1][1]) {
		el = el[:len(el)-1]
	}
	if len(el) == 0 {
		return nil
	}
	name := strings.ToLower(el[len(el)-1])
	names := []string{fold(name)}
	for _, p := range []string{"swift-", "python-", "node-", "py"} {
		if t, ok := strings.CutPrefix(name, p); ok && len(t) >= 2 {
			names = append(names, fold(t))
		}
	}
	var out []bool
	for i, d := range docs {
		sym := strings.TrimSpace(d.Symbol)
		if sym == "" || lastComponent(sym) != sym || d.Kind == "section" || d.Kind == "example" || d.Kind == "package" || d.Kind == "module" {
			continue
		}
		if slices.Contains(names, fold(sym)) {
			if out == nil {
				out = make([]bool, len(docs))
			}
			out[i] = true
		}
	}
	return out
}
