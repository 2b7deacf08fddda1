package swiftsrc

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// tokKind classifies a token.
type tokKind int

const (
	tIdent  tokKind = iota // identifiers and keywords, `backticked` included
	tPunct                 // ( ) [ ] { } , : ; . and single-character punctuation
	tOper                  // operator character runs: -> == + ...
	tString                // a string literal, any form
	tNumber                // numeric literal
	tAttr                  // @name
	tPound                 // #if, #else, #available, #externalMacro...
	tDoc                   // a /// line or a /** */ block: text holds the comment
	tEOF
)

type token struct {
	kind tokKind
	text string
	// nl: a newline (or the start of the file) comes before the token, so a
	// declaration without a body may end before it.
	nl bool
	// sp: whitespace or a comment comes before the token.
	sp bool
	// pos is the byte offset in the source.
	pos int
}

// lex tokenizes src. It never fails: what it does not understand becomes
// a one-character punctuation token, so a file the scanner cannot follow
// loses declarations, not the rest of the file.
func lex(src string) []token {
	var toks []token
	nl, sp := true, false
	i := 0
	emit := func(k tokKind, start, end int) {
		toks = append(toks, token{kind: k, text: src[start:end], nl: nl, sp: sp || nl, pos: start})
		nl, sp = false, false
	}
	for i < len(src) {
		c := src[i]
		switch {
		case c == '\n':
			nl = true
			i++
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			sp = true
			i++
		case strings.HasPrefix(src[i:], "///") && !strings.HasPrefix(src[i:], "////"):
			end := strings.IndexByte(src[i:], '\n')
			if end < 0 {
				end = len(src) - i
			}
			emit(tDoc, i, i+end)
			i += end
		case strings.HasPrefix(src[i:], "//"):
			end := strings.IndexByte(src[i:], '\n')
			if end < 0 {
				end = len(src) - i
			}
			i += end
			sp = true
		case strings.HasPrefix(src[i:], "/**") && !strings.HasPrefix(src[i:], "/**/") && !strings.HasPrefix(src[i:], "/***"):
			end := blockComment(src, i)
			emit(tDoc, i, end)
			i = end
		case strings.HasPrefix(src[i:], "/*"):
			end := blockComment(src, i)
			if strings.Contains(src[i:end], "\n") {
				nl = true
			}
			sp = true
			i = end
		case c == '"' || (c == '#' && rawStringStart(src, i)):
			end := stringLit(src, i)
			emit(tString, i, end)
			i = end
		case c == '`':
			end := strings.IndexByte(src[i+1:], '`')
			if end < 0 || strings.ContainsRune(src[i+1:i+1+end], '\n') {
				emit(tPunct, i, i+1)
				i++
				continue
			}
			emit(tIdent, i, i+2+end)
			i += 2 + end
		case c == '@' || c == '#':
			j := i + 1
			for j < len(src) {
				r, n := utf8.DecodeRuneInString(src[j:])
				if !identRune(r, j > i+1) {
					break
				}
				j += n
			}
			if j == i+1 {
				emit(tPunct, i, j)
			} else if c == '@' {
				emit(tAttr, i, j)
			} else {
				emit(tPound, i, j)
			}
			i = j
		case c >= '0' && c <= '9':
			j := i + 1
			for j < len(src) {
				d := src[j]
				if d == '.' && j+1 < len(src) && src[j+1] >= '0' && src[j+1] <= '9' {
					j += 2
					continue
				}
				if !(d == '_' || d >= '0' && d <= '9' || d >= 'a' && d <= 'z' || d >= 'A' && d <= 'Z') {
					break
				}
				j++
			}
			emit(tNumber, i, j)
			i = j
		case strings.IndexByte("()[]{},:;", c) >= 0:
			emit(tPunct, i, i+1)
			i++
		case c == '.' && !(i+1 < len(src) && src[i+1] == '.'):
			emit(tPunct, i, i+1)
			i++
		case operChar(c):
			j := i + 1
			for j < len(src) && operChar(src[j]) {
				// a comment starts a new token
				if src[j] == '/' && j+1 < len(src) && (src[j+1] == '/' || src[j+1] == '*') {
					break
				}
				j++
			}
			emit(tOper, i, j)
			i = j
		default:
			r, n := utf8.DecodeRuneInString(src[i:])
			if identRune(r, false) {
				j := i + n
				for j < len(src) {
					r, n := utf8.DecodeRuneInString(src[j:])
					if !identRune(r, true) {
						break
					}
					j += n
				}
				emit(tIdent, i, j)
				i = j
				continue
			}
			if unicode.IsSymbol(r) || unicode.Is(unicode.Sm, r) {
				// Unicode operator characters (√, ∪, ≈)
				j := i + n
				for j < len(src) {
					r, n := utf8.DecodeRuneInString(src[j:])
					if !(unicode.IsSymbol(r) || r < utf8.RuneSelf && operChar(byte(r)) && r != '/') {
						break
					}
					j += n
				}
				emit(tOper, i, j)
				i = j
				continue
			}
			emit(tPunct, i, i+n)
			i += n
		}
	}
	toks = append(toks, token{kind: tEOF, nl: true, sp: true, pos: len(src)})
	return toks
}

func identRune(r rune, notFirst bool) bool {
	if r == '_' || unicode.IsLetter(r) || r > 0x7f && !unicode.IsSpace(r) && !unicode.IsPunct(r) && !unicode.IsSymbol(r) {
		return true
	}
	return notFirst && (unicode.IsDigit(r) || r == '$')
}

func operChar(c byte) bool { return strings.IndexByte("/=-+!*%<>&|^~?.", c) >= 0 }

// blockComment returns the end of the /* comment at i; Swift block comments
// nest.
func blockComment(src string, i int) int {
	depth := 0
	for j := i; j < len(src)-1; {
		switch {
		case src[j] == '/' && src[j+1] == '*':
			depth++
			j += 2
		case src[j] == '*' && src[j+1] == '/':
			depth--
			j += 2
			if depth == 0 {
				return j
			}
		default:
			j++
		}
	}
	return len(src)
}

func rawStringStart(src string, i int) bool {
	j := i
	for j < len(src) && src[j] == '#' {
		j++
	}
	return j < len(src) && src[j] == '"'
}

// stringLit returns the end of the string literal at i: "…", """…""",
// #"…"#, ##"""…"""## with their escapes and interpolations, which may hold
// further strings and parentheses.
func stringLit(src string, i int) int {
	hashes := 0
	for i < len(src) && src[i] == '#' {
		hashes++
		i++
	}
	pounds := strings.Repeat("#", hashes)
	multi := strings.HasPrefix(src[i:], `"""`)
	if multi {
		i += 3
	} else {
		i++
	}
	closeQ := `"` + pounds
	if multi {
		closeQ = `"""` + pounds
	}
	escape := `\` + pounds
	for i < len(src) {
		if !multi && src[i] == '\n' {
			return i // unterminated single-line string: stop at the line
		}
		if strings.HasPrefix(src[i:], escape) {
			i += len(escape)
			if i < len(src) && src[i] == '(' {
				i = interpolation(src, i)
				continue
			}
			if i < len(src) {
				_, n := utf8.DecodeRuneInString(src[i:])
				i += n
			}
			continue
		}
		if strings.HasPrefix(src[i:], closeQ) {
			return i + len(closeQ)
		}
		i++
	}
	return len(src)
}

// interpolation skips \( … ) starting at the '(' at i.
func interpolation(src string, i int) int {
	depth := 0
	for i < len(src) {
		c := src[i]
		switch {
		case c == '(':
			depth++
		case c == ')':
			depth--
			if depth == 0 {
				return i + 1
			}
		case c == '"' || c == '#' && rawStringStart(src, i):
			i = stringLit(src, i)
			continue
		case strings.HasPrefix(src[i:], "/*"):
			i = blockComment(src, i)
			continue
		}
		i++
	}
	return len(src)
}
