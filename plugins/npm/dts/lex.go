package dts

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

type tokKind uint8

const (
	tIdent tokKind = iota
	tPunct
	tString
	tTemplate
	tNumber
)

type token struct {
	kind   tokKind
	text   string
	start  int // byte offsets in the source
	end    int
	nl     bool   // a line break came before this token
	doc    string // the JSDoc comment right before it, raw
	gapped bool   // whitespace or a comment came before this token
}

// maxTokens bounds one file's token count; declaration files of the
// largest packages have a few hundred thousand.
const maxTokens = 2_000_000

// lex splits src into tokens. It never fails: unterminated strings and
// comments run to the end of input.
func lex(src string) []token {
	var (
		toks    []token
		nl, gap bool
		doc     string
	)
	i := 0
	for i < len(src) && len(toks) < maxTokens {
		c := src[i]
		switch {
		case c == '\n':
			nl, gap = true, true
			i++
			continue
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			gap = true
			i++
			continue
		case c == '/' && i+1 < len(src) && src[i+1] == '/':
			for i < len(src) && src[i] != '\n' {
				i++
			}
			gap = true
			continue
		case c == '/' && i+1 < len(src) && src[i+1] == '*':
			end := strings.Index(src[i+2:], "*/")
			stop := len(src)
			if end >= 0 {
				stop = i + 2 + end + 2
			}
			text := src[i:stop]
			if strings.HasPrefix(text, "/**") && len(text) > 4 && !(len(toks) == 0 && FileHeader(text)) {
				doc = text
			}
			if strings.Contains(text, "\n") {
				nl = true
			}
			gap = true
			i = stop
			continue
		}
		start := i
		kind := tPunct
		switch {
		case c == '"' || c == '\'':
			kind = tString
			i = skipString(src, i)
		case c == '`':
			kind = tTemplate
			i = skipTemplate(src, i)
		case c >= '0' && c <= '9' || c == '.' && i+1 < len(src) && src[i+1] >= '0' && src[i+1] <= '9':
			kind = tNumber
			for i < len(src) && (isIdentByte(src[i]) || src[i] == '.') {
				i++
			}
		case isIdentStart(src, i):
			kind = tIdent
			for i < len(src) {
				r, size := utf8.DecodeRuneInString(src[i:])
				if !(r == '_' || r == '$' || unicode.IsLetter(r) || unicode.IsDigit(r) || r == '#' && i == start) {
					break
				}
				i += size
			}
		case strings.HasPrefix(src[i:], "..."):
			i += 3
		case strings.HasPrefix(src[i:], "=>") || strings.HasPrefix(src[i:], "?.") || strings.HasPrefix(src[i:], "??"):
			i += 2
		default:
			_, size := utf8.DecodeRuneInString(src[i:])
			i += size
		}
		toks = append(toks, token{kind: kind, text: src[start:i], start: start, end: i, nl: nl, doc: doc, gapped: gap})
		nl, gap, doc = false, false, ""
	}
	return toks
}

func isIdentByte(c byte) bool {
	return c == '_' || c == '$' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c >= 0x80
}

func isIdentStart(src string, i int) bool {
	r, _ := utf8.DecodeRuneInString(src[i:])
	return r == '_' || r == '$' || r == '#' || unicode.IsLetter(r)
}

func skipString(src string, i int) int {
	q := src[i]
	i++
	for i < len(src) {
		switch src[i] {
		case '\\':
			i += 2
			continue
		case q:
			return i + 1
		case '\n':
			return i // unterminated: stop at the line end
		}
		i++
	}
	return len(src)
}

// skipTemplate skips a template literal, including ${...} holes with
// nested braces, strings and templates.
func skipTemplate(src string, i int) int {
	i++
	for i < len(src) {
		switch {
		case src[i] == '\\':
			i += 2
		case src[i] == '`':
			return i + 1
		case src[i] == '$' && i+1 < len(src) && src[i+1] == '{':
			i += 2
			depth := 1
			for i < len(src) && depth > 0 {
				switch src[i] {
				case '{':
					depth++
				case '}':
					depth--
				case '"', '\'':
					i = skipString(src, i) - 1
				case '`':
					i = skipTemplate(src, i) - 1
				}
				i++
			}
		default:
			i++
		}
	}
	return len(src)
}
