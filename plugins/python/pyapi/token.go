package pyapi

import (
	"strings"
)

// tokKind is a token's class.
type tokKind int

const (
	tName tokKind = iota
	tNumber
	tString
	tOp
)

type token struct {
	kind tokKind
	text string
	line int
	// unary marks an operator rendered as unary (-1, *args).
	unary bool
	// typeComment is the type a PEP 484 type comment ("# type: int",
	// "# type: (str, int) -> bool") right after this token gives: on a
	// parameter's last token or the comma after it, that parameter's
	// type; on a def header's colon, the function's. Empty for any other
	// comment and for "# type: ignore".
	typeComment string
}

// stmt is one logical line (or one ';'-separated part of it), with the
// column of its first token as its indentation.
type stmt struct {
	indent int
	line   int
	toks   []token
}

// maxTokens bounds one logical line: a generated table of a million
// literals is data, not API, and must not cost quadratic time.
const maxTokens = 20000

// tokenize splits src into statements. It never fails: malformed input
// (an unterminated string, unbalanced brackets) ends the statement where
// Python's tokenizer would have reported an error.
func tokenize(src string) []stmt {
	var out []stmt
	var cur []token
	depth := 0
	line := 1
	lineStart := true
	indent := 0
	startLine := 1
	flush := func() {
		if len(cur) == 0 {
			return
		}
		// Split at depth-0 ';'.
		d := 0
		start := 0
		for i, t := range cur {
			if t.kind == tOp {
				switch t.text {
				case "(", "[", "{":
					d++
				case ")", "]", "}":
					d--
				case ";":
					if d == 0 {
						if i > start {
							out = append(out, stmt{indent: indent, line: cur[start].line, toks: cur[start:i:i]})
						}
						start = i + 1
					}
				}
			}
		}
		if start < len(cur) {
			out = append(out, stmt{indent: indent, line: startLine, toks: cur[start:]})
		}
		cur = nil
	}
	i := 0
	n := len(src)
	for i < n {
		c := src[i]
		if lineStart && depth == 0 {
			// Measure indentation; skip blank and comment-only lines.
			col := 0
			j := i
			for j < n && (src[j] == ' ' || src[j] == '\t' || src[j] == '\f') {
				if src[j] == '\t' {
					col = (col/8 + 1) * 8
				} else if src[j] == ' ' {
					col++
				}
				j++
			}
			if j >= n {
				break
			}
			if src[j] == '\n' || src[j] == '\r' || src[j] == '#' {
				from := j
				for j < n && src[j] != '\n' {
					j++
				}
				if tc := typeComment(src[from:j]); tc != "" && len(out) > 0 {
					// A function's type comment is the first line of
					// its body, under the header's colon.
					last := out[len(out)-1].toks
					if t := &last[len(last)-1]; t.text == ":" && t.line == line-1 && t.typeComment == "" {
						t.typeComment = tc
					}
				}
				i = j + 1
				line++
				continue
			}
			if src[j] == '\\' && j+1 < n && (src[j+1] == '\n' || src[j+1] == '\r') {
				// A continuation on an otherwise empty line: Python joins it.
				i = j
				lineStart = false
				indent = col
				startLine = line
				continue
			}
			indent = col
			startLine = line
			lineStart = false
			i = j
			continue
		}
		switch {
		case c == '\n':
			line++
			i++
			if depth == 0 {
				flush()
				lineStart = true
			}
		case c == ' ' || c == '\t' || c == '\r' || c == '\f':
			i++
		case c == '#':
			from := i
			for i < n && src[i] != '\n' {
				i++
			}
			if tc := typeComment(src[from:i]); tc != "" && len(cur) > 0 && cur[len(cur)-1].typeComment == "" {
				cur[len(cur)-1].typeComment = tc
			}
		case c == '\\' && i+1 < n && (src[i+1] == '\n' || src[i+1] == '\r'):
			// Explicit line joining.
			i++
			if src[i] == '\r' {
				i++
			}
			if i < n && src[i] == '\n' {
				i++
			}
			line++
		case isIdentStart(c):
			j := i
			for j < n && isIdentChar(src[j]) {
				j++
			}
			word := src[i:j]
			if j < n && (src[j] == '\'' || src[j] == '"') && isStringPrefix(word) {
				end, nl := scanString(src, i+len(word))
				cur = appendTok(cur, token{kind: tString, text: src[i:end], line: line})
				line += nl
				i = end
				continue
			}
			cur = appendTok(cur, token{kind: tName, text: word, line: line})
			i = j
		case c >= 0x80:
			// Non-ASCII identifier characters (PEP 3131): keep them in the name.
			j := i
			for j < n && (src[j] >= 0x80 || isIdentChar(src[j])) {
				j++
			}
			cur = appendTok(cur, token{kind: tName, text: src[i:j], line: line})
			i = j
		case c >= '0' && c <= '9' || c == '.' && i+1 < n && src[i+1] >= '0' && src[i+1] <= '9':
			j := i + 1
			for j < n {
				d := src[j]
				if isIdentChar(d) || d == '.' {
					j++
				} else if (d == '+' || d == '-') && (src[j-1] == 'e' || src[j-1] == 'E') && !strings.HasPrefix(strings.ToLower(src[i:j]), "0x") {
					j++
				} else {
					break
				}
			}
			cur = appendTok(cur, token{kind: tNumber, text: src[i:j], line: line})
			i = j
		case c == '\'' || c == '"':
			end, nl := scanString(src, i)
			cur = appendTok(cur, token{kind: tString, text: src[i:end], line: line})
			line += nl
			i = end
		default:
			op := scanOp(src[i:])
			switch op {
			case "(", "[", "{":
				depth++
			case ")", "]", "}":
				if depth > 0 {
					depth--
				}
			}
			cur = appendTok(cur, token{kind: tOp, text: op, line: line})
			i += len(op)
		}
	}
	flush()
	return out
}

// typeComment returns the type of a PEP 484 type comment ("# type: int"
// gives "int"), "" for any other comment and for "# type: ignore". A
// second comment after it ("# type: int  # noqa") is not part of it.
func typeComment(c string) string {
	c = strings.TrimSpace(strings.TrimPrefix(c, "#"))
	rest, ok := strings.CutPrefix(c, "type:")
	if !ok {
		return ""
	}
	rest, _, _ = strings.Cut(rest, "#")
	rest = strings.TrimSpace(rest)
	if rest == "ignore" || strings.HasPrefix(rest, "ignore[") || strings.HasPrefix(rest, "ignore ") {
		return ""
	}
	return rest
}

func appendTok(cur []token, t token) []token {
	if len(cur) >= maxTokens {
		return cur
	}
	return append(cur, t)
}

func isIdentStart(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

func isIdentChar(c byte) bool { return isIdentStart(c) || c >= '0' && c <= '9' }

func isStringPrefix(w string) bool {
	if len(w) > 3 {
		return false
	}
	switch strings.ToLower(w) {
	case "r", "u", "b", "f", "br", "rb", "fr", "rf", "t", "tr", "rt":
		return true
	}
	return false
}

// scanString returns the end of the string literal whose quote starts at
// i, and how many newlines it spans.
func scanString(src string, i int) (end, newlines int) {
	n := len(src)
	q := src[i]
	triple := i+2 < n && src[i+1] == q && src[i+2] == q
	if triple {
		j := i + 3
		for j < n {
			switch {
			case src[j] == '\\':
				if j+1 < n && src[j+1] == '\n' {
					newlines++
				}
				j += 2
			case src[j] == q && j+2 < n && src[j+1] == q && src[j+2] == q:
				return j + 3, newlines
			default:
				if src[j] == '\n' {
					newlines++
				}
				j++
			}
		}
		return n, newlines
	}
	j := i + 1
	for j < n {
		switch src[j] {
		case '\\':
			if j+1 < n && src[j+1] == '\n' {
				newlines++
			}
			j += 2
		case q:
			return j + 1, newlines
		case '\n':
			// Unterminated: Python would stop here.
			return j, newlines
		default:
			j++
		}
	}
	return n, newlines
}

var ops3 = []string{"**=", "//=", ">>=", "<<=", "...", "!="}
var ops2 = []string{"->", "**", "//", "==", "<=", ">=", "<<", ">>", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "@=", ":=", "!="}

func scanOp(s string) string {
	for _, o := range ops3 {
		if strings.HasPrefix(s, o) {
			return o
		}
	}
	for _, o := range ops2 {
		if strings.HasPrefix(s, o) {
			return o
		}
	}
	return s[:1]
}
