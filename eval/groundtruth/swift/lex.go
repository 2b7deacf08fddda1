package main

import "strings"

// token is one Swift token; comments and string literal contents are not
// tokens. nl says a line break came before it; doc is the doc comment
// (/// lines or /** */) right before it.
type token struct {
	text       string
	start, end int // byte offsets in the source
	nl         bool
	doc        string
	str        bool // a string literal (its text is `"…"`)
}

func isIdentByte(c byte) bool {
	return c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}

const operatorBytes = "/=-+!*%<>&|^~?."

// lex splits Swift source into tokens. It knows comments (nested block
// comments too), string literals (multi-line, raw, with interpolation),
// and skips compiler-directive lines (#if, #else, #endif…) so both
// branches of a condition are read.
func lex(src string) []token {
	var toks []token
	var doc []string
	nl := true
	i := 0
	emit := func(t token) {
		t.nl = nl
		if len(doc) > 0 {
			t.doc = strings.Join(doc, "\n")
		}
		toks = append(toks, t)
		nl, doc = false, nil
	}
	for i < len(src) {
		c := src[i]
		switch {
		case c == '\n':
			nl = true
			i++
		case c == ' ' || c == '\t' || c == '\r':
			i++
		case strings.HasPrefix(src[i:], "///"):
			e := strings.IndexByte(src[i:], '\n')
			if e < 0 {
				e = len(src) - i
			}
			doc = append(doc, strings.TrimPrefix(strings.TrimPrefix(src[i:i+e], "///"), " "))
			i += e
		case strings.HasPrefix(src[i:], "//"):
			e := strings.IndexByte(src[i:], '\n')
			if e < 0 {
				e = len(src) - i
			}
			i += e
		case strings.HasPrefix(src[i:], "/*"):
			isDoc := strings.HasPrefix(src[i:], "/**") && !strings.HasPrefix(src[i:], "/**/")
			depth, j := 0, i
			for j < len(src) {
				if strings.HasPrefix(src[j:], "/*") {
					depth++
					j += 2
				} else if strings.HasPrefix(src[j:], "*/") {
					depth--
					j += 2
					if depth == 0 {
						break
					}
				} else {
					j++
				}
			}
			if isDoc {
				body := strings.TrimSuffix(strings.TrimPrefix(src[i:j], "/**"), "*/")
				var lines []string
				for _, l := range strings.Split(body, "\n") {
					lines = append(lines, strings.TrimPrefix(strings.TrimSpace(l), "* "))
				}
				doc = append(doc, strings.TrimSpace(strings.Join(lines, "\n")))
			}
			i = j
		case c == '#' && i+1 < len(src) && (src[i+1] == '"' || src[i+1] == '#'):
			j := lexString(src, i)
			emit(token{text: `""`, start: i, end: j, str: true})
			i = j
		case c == '"':
			j := lexString(src, i)
			emit(token{text: `""`, start: i, end: j, str: true})
			i = j
		case c == '#' && nl:
			// #if / #elseif / #else / #endif / #sourceLocation: the line is skipped.
			j := i + 1
			for j < len(src) && isIdentByte(src[j]) {
				j++
			}
			switch src[i+1 : j] {
			case "if", "elseif", "else", "endif", "sourceLocation", "warning", "error":
				e := strings.IndexByte(src[i:], '\n')
				if e < 0 {
					e = len(src) - i
				}
				i += e
			default:
				emit(token{text: src[i:j], start: i, end: j})
				i = j
			}
		case c == '`':
			e := strings.IndexByte(src[i+1:], '`')
			if e < 0 {
				e = len(src) - i - 1
			}
			emit(token{text: src[i+1 : i+1+e], start: i, end: i + 2 + e})
			i += e + 2
		case isIdentByte(c) || c == '#' || c == '@':
			j := i + 1
			for j < len(src) && isIdentByte(src[j]) {
				j++
			}
			emit(token{text: src[i:j], start: i, end: j})
			i = j
		case strings.IndexByte(operatorBytes, c) >= 0:
			j := i + 1
			// "->" and runs of operator characters are one token, but a
			// generic list's closing ">" stays alone (">>" in "A<B<C>>").
			if c != '>' && c != '<' && c != '?' && c != '!' && c != '.' {
				for j < len(src) && strings.IndexByte(operatorBytes, src[j]) >= 0 && src[j] != '>' && src[j] != '<' && src[j] != '?' && src[j] != '!' {
					j++
				}
				if c == '-' && j == i+1 && j < len(src) && src[j] == '>' {
					j++
				}
			}
			emit(token{text: src[i:j], start: i, end: j})
			i = j
		default:
			emit(token{text: src[i : i+1], start: i, end: i + 1})
			i++
		}
	}
	return toks
}

// lexString returns the end of the string literal starting at i: "…",
// """…""", #"…"# (any number of #), with \( … ) interpolation.
func lexString(src string, i int) int {
	hashes := 0
	for i < len(src) && src[i] == '#' {
		hashes++
		i++
	}
	closeQ := `"`
	if strings.HasPrefix(src[i:], `"""`) {
		closeQ = `"""`
	}
	j := i + len(closeQ)
	closer := closeQ + strings.Repeat("#", hashes)
	escape := `\` + strings.Repeat("#", hashes)
	for j < len(src) {
		if strings.HasPrefix(src[j:], escape) {
			k := j + len(escape)
			if k < len(src) && src[k] == '(' {
				// Interpolation: skip to the matching ')', strings inside included.
				depth := 0
				for k < len(src) {
					switch src[k] {
					case '(':
						depth++
					case ')':
						depth--
					case '"':
						k = lexString(src, k) - 1
					}
					k++
					if depth == 0 {
						break
					}
				}
				j = k
				continue
			}
			j = k + 1
			continue
		}
		if strings.HasPrefix(src[j:], closer) {
			return j + len(closer)
		}
		if closeQ == `"` && src[j] == '\n' {
			return j // an unterminated literal ends at the line
		}
		j++
	}
	return len(src)
}
