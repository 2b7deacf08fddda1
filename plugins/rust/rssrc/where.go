package rssrc

import (
	"regexp"
	"strings"
)

// A declaration's generic parameters may carry bounds inline (`<U:
// ?Sized>`) while its where clause bounds them too (`where U: Eq +
// PhfHash`). rustdoc prints each parameter's bounds in one place: the
// where clause's predicates on the same type are one predicate, and a
// parameter with a predicate there has its inline bounds moved to that
// predicate's end (phf's `get_key<U: ?Sized>(…) where U: Eq + PhfHash` is
// `get_key<U>(…) where U: Eq + PhfHash + ?Sized`). mergeWhere does the
// same to a signature's head and its where predicates, as sig prints them.

// genericsHead finds where a declaration's own generics open: after the
// keyword and the declared name (none for impl).
var genericsHead = regexp.MustCompile(`\b(fn|struct|enum|union|trait|type|impl)(\s+r?#?[A-Za-z_][A-Za-z0-9_]*)?<`)

// mergeWhere returns head and preds with the parameters' inline bounds
// moved into the where predicates on them, and predicates on the same
// type merged, as rustdoc prints them. A head or a predicate it cannot
// read is returned as it is.
func mergeWhere(head string, preds []string) (string, []string) {
	type pred struct {
		lhs    string
		bounds []string
	}
	var ps []*pred
	byLHS := map[string]*pred{}
	for _, s := range preds {
		lhs, rhs, ok := cutBound(s)
		if !ok || strings.HasPrefix(lhs, "for<") {
			return head, preds
		}
		if q, dup := byLHS[lhs]; dup {
			q.bounds = addBounds(q.bounds, splitAt(rhs, '+'))
			continue
		}
		q := &pred{lhs: lhs, bounds: splitAt(rhs, '+')}
		ps = append(ps, q)
		byLHS[lhs] = q
	}
	if loc := genericsHead.FindStringIndex(head); loc != nil {
		open := loc[1] - 1
		if end := closeAngle(head, open); end > 0 {
			var params []string
			changed := false
			for _, prm := range splitAt(head[open+1:end], ',') {
				if strings.HasPrefix(prm, "const ") {
					params = append(params, prm)
					continue
				}
				name, rest, ok := cutBound(prm)
				q := byLHS[name]
				if !ok || q == nil {
					params = append(params, prm)
					continue
				}
				bounds, def, _ := cutTop(rest, '=')
				q.bounds = addBounds(q.bounds, splitAt(bounds, '+'))
				if def = strings.TrimSpace(def); def != "" {
					name += " = " + def
				}
				params = append(params, name)
				changed = true
			}
			if changed {
				head = head[:open+1] + strings.Join(params, ", ") + head[end:]
			}
		}
	}
	out := make([]string, len(ps))
	for i, q := range ps {
		out[i] = q.lhs + ": " + strings.Join(q.bounds, " + ")
	}
	return head, out
}

// addBounds appends to have the bounds it lacks.
func addBounds(have, more []string) []string {
	for _, b := range more {
		dup := false
		for _, h := range have {
			dup = dup || h == b
		}
		if !dup && b != "" {
			have = append(have, b)
		}
	}
	return have
}

// cutBound splits `T: A + B` (or `'a: 'b`) at its top-level colon, not a
// path's `::`.
func cutBound(s string) (lhs, rhs string, ok bool) {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '<', '(', '[':
			depth++
		case '>', ')', ']':
			if i > 0 && s[i] == '>' && s[i-1] == '-' {
				continue
			}
			depth--
		case ':':
			if depth != 0 {
				continue
			}
			if i+1 < len(s) && s[i+1] == ':' || i > 0 && s[i-1] == ':' {
				i++
				continue
			}
			return strings.TrimSpace(s[:i]), strings.TrimSpace(s[i+1:]), true
		}
	}
	return strings.TrimSpace(s), "", false
}

// cutTop splits s at its first sep outside brackets.
func cutTop(s string, sep byte) (string, string, bool) {
	parts := splitTopN(s, sep, 2)
	if len(parts) < 2 {
		return s, "", false
	}
	return parts[0], parts[1], true
}

// splitAt splits s at sep outside brackets (`->`'s `>` closes none),
// trimming each part.
func splitAt(s string, sep byte) []string {
	return splitTopN(s, sep, -1)
}

func splitTopN(s string, sep byte, n int) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '<' || c == '(' || c == '[' || c == '{':
			depth++
		case c == '>' && i > 0 && s[i-1] == '-':
		case c == '>' || c == ')' || c == ']' || c == '}':
			depth--
		case c == sep && depth == 0 && (n < 0 || len(out) < n-1):
			out = append(out, strings.TrimSpace(s[start:i]))
			start = i + 1
		}
	}
	return append(out, strings.TrimSpace(s[start:]))
}

// closeAngle is the index of the `>` that closes the `<` at open, or -1.
func closeAngle(s string, open int) int {
	depth := 0
	for i := open; i < len(s); i++ {
		switch c := s[i]; {
		case c == '>' && i > 0 && s[i-1] == '-':
		case c == '<' || c == '(' || c == '[':
			depth++
		case c == '>' || c == ')' || c == ']':
			depth--
			if depth == 0 {
				if c != '>' {
					return -1
				}
				return i
			}
		}
	}
	return -1
}
