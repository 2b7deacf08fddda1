package stdhtml

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// decodeEntities replaces character references in s: numeric ones, and
// the named ones rustdoc's pages use (it writes &lt; &gt; &amp; &quot;
// &nbsp;; doc comments' own HTML adds a few typographic ones). No table is
// built: a switch holds the names. Unknown names stay as written.
func decodeEntities(s string) string {
	amp := strings.IndexByte(s, '&')
	if amp < 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for amp >= 0 {
		b.WriteString(s[:amp])
		s = s[amp:]
		r, n := entity(s)
		if n == 0 {
			b.WriteByte('&')
			s = s[1:]
		} else {
			b.WriteString(r)
			s = s[n:]
		}
		amp = strings.IndexByte(s, '&')
	}
	b.WriteString(s)
	return b.String()
}

// entity decodes the reference at the start of s ("&…"): its text and
// length, or 0 when s starts none.
func entity(s string) (string, int) {
	if len(s) > 2 && s[1] == '#' {
		i, base := 2, 10
		if s[2] == 'x' || s[2] == 'X' {
			i, base = 3, 16
		}
		j := i
		for j < len(s) && j-i < 8 && isDigitIn(s[j], base) {
			j++
		}
		if j == i {
			return "", 0
		}
		v, err := strconv.ParseUint(s[i:j], base, 32)
		if j < len(s) && s[j] == ';' {
			j++
		}
		if err != nil || v == 0 || v > utf8.MaxRune || v >= 0xD800 && v <= 0xDFFF {
			return "\uFFFD", j
		}
		if v >= 0x80 && v <= 0x9F {
			// HTML5 reads these as windows-1252; only the common ones.
			switch v {
			case 0x80:
				v = 0x20AC
			case 0x91:
				v = 0x2018
			case 0x92:
				v = 0x2019
			case 0x93:
				v = 0x201C
			case 0x94:
				v = 0x201D
			case 0x96:
				v = 0x2013
			case 0x97:
				v = 0x2014
			}
		}
		return string(rune(v)), j
	}
	j := 1
	for j < len(s) && j < 32 && (s[j] >= 'a' && s[j] <= 'z' || s[j] >= 'A' && s[j] <= 'Z' || s[j] >= '0' && s[j] <= '9') {
		j++
	}
	name := s[1:j]
	if j < len(s) && s[j] == ';' {
		if r := named(name); r != "" {
			return r, j + 1
		}
		return "", 0
	}
	// Without ';': only HTML's legacy names, and not when the name runs
	// on into more word characters or '=' (a URL's query).
	if j < len(s) && s[j] == '=' {
		return "", 0
	}
	switch name {
	case "amp", "lt", "gt", "quot", "nbsp", "AMP", "LT", "GT", "QUOT":
		return named(name), j
	}
	return "", 0
}

func isDigitIn(c byte, base int) bool {
	if c >= '0' && c <= '9' {
		return true
	}
	return base == 16 && (c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F')
}

// named is the text of a named character reference, "" when unknown.
func named(name string) string {
	switch name {
	case "lt", "LT":
		return "<"
	case "gt", "GT":
		return ">"
	case "amp", "AMP":
		return "&"
	case "quot", "QUOT":
		return `"`
	case "apos":
		return "'"
	case "nbsp":
		return "\u00a0"
	case "ensp":
		return "\u2002"
	case "emsp":
		return "\u2003"
	case "thinsp":
		return "\u2009"
	case "zwsp", "ZeroWidthSpace":
		return "\u200b"
	case "zwj":
		return "\u200d"
	case "zwnj":
		return "\u200c"
	case "shy":
		return "\u00ad"
	case "ndash":
		return "–"
	case "mdash":
		return "—"
	case "hellip":
		return "…"
	case "lsquo":
		return "‘"
	case "rsquo":
		return "’"
	case "ldquo":
		return "“"
	case "rdquo":
		return "”"
	case "laquo":
		return "«"
	case "raquo":
		return "»"
	case "bull":
		return "•"
	case "middot":
		return "·"
	case "sect":
		return "§"
	case "para":
		return "¶"
	case "copy":
		return "©"
	case "reg":
		return "®"
	case "trade":
		return "™"
	case "deg":
		return "°"
	case "plusmn":
		return "±"
	case "times":
		return "×"
	case "divide":
		return "÷"
	case "minus":
		return "−"
	case "le":
		return "≤"
	case "ge":
		return "≥"
	case "ne":
		return "≠"
	case "asymp":
		return "≈"
	case "infin":
		return "∞"
	case "larr":
		return "←"
	case "rarr":
		return "→"
	case "uarr":
		return "↑"
	case "darr":
		return "↓"
	case "harr":
		return "↔"
	case "rArr":
		return "⇒"
	case "lArr":
		return "⇐"
	case "check":
		return "✓"
	case "cross":
		return "✗"
	case "micro":
		return "µ"
	case "alpha":
		return "α"
	case "beta":
		return "β"
	case "pi":
		return "π"
	case "lambda":
		return "λ"
	case "sup2":
		return "²"
	case "frac12":
		return "½"
	case "euro":
		return "€"
	case "pound":
		return "£"
	case "yen":
		return "¥"
	case "cent":
		return "¢"
	}
	return ""
}
