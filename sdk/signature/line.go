package signature

import (
	"bytes"
	"strings"
)

// MaxJoined bounds a wrapped parameter list joined on one line: past it
// the list is cut after a whole parameter.
const MaxJoined = 160

// Line is sig's first line. When that line only opens a parameter list
// wrapped one parameter a line, its lines are joined up to where the list
// closes, within MaxJoined, cut after a whole parameter. A body (`{`) is
// never joined. whole reports whether line is all of sig (nothing cut or
// left on later lines).
func Line(sig string) (line string, whole bool) {
	first, rest, wrapped := strings.Cut(strings.TrimSpace(sig), "\n")
	first = strings.TrimSpace(first)
	if !wrapped || first == "" || !strings.ContainsAny(first[len(first)-1:], "([") {
		return first, !wrapped
	}
	depth := bracketDepth(first)
	b := []byte(first)
	for n := 0; depth > 0 && rest != "" && n < 64; n++ {
		var l string
		l, rest, _ = strings.Cut(rest, "\n")
		if l = strings.TrimSpace(l); l == "" {
			continue
		}
		switch {
		case strings.ContainsAny(l[:1], ")]}"):
			b = bytes.TrimSuffix(b, []byte(","))
		case !strings.ContainsAny(string(b[len(b)-1:]), "([{"):
			b = append(b, ' ')
		}
		if len(b)+len(l) > MaxJoined {
			if i := bytes.LastIndexByte(b, ','); i > 0 {
				return string(b[:i+1]), false
			}
			return first, false
		}
		b = append(b, l...)
		depth += bracketDepth(l)
	}
	return string(b), depth <= 0 && strings.TrimSpace(rest) == ""
}

// bracketDepth is how many brackets s opens and leaves open (negative:
// closes).
func bracketDepth(s string) int {
	d := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(', '[', '{':
			d++
		case ')', ']', '}':
			d--
		}
	}
	return d
}
