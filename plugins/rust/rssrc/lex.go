package rssrc

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

type tokKind uint8

const (
	tIdent tokKind = iota
	tLifetime
	tLit // string, char, number
	tPunct
	tOuterDoc // /// or /** */
	tInnerDoc // //! or /*! */
)

// token is 32 bytes: a crate like libc lexes to a million of them.
type token struct {
	text string // for docs: the comment's text without markers
	// start and end are byte offsets into the parser's source (a file is
	// read whole and is far below 2 GiB: see Limits).
	start, end int32
	kind       tokKind
	// space says whether whitespace or a comment came before the token.
	space bool
	// raw marks a raw identifier (r#async): text is the name without
	// r#, and it is never a keyword.
	raw bool
}

// lex splits Rust source into tokens, dropping plain comments. It never
// fails: unknown bytes become one-byte punctuation.
func lex(src string) []token {
	// Rust source runs about one token to five bytes; a good first
	// guess spares the slice most of its regrowth.
	toks := make([]token, 0, len(src)/5+16)
	i := 0
	space := false
	emit := func(k tokKind, text string, s, e int) {
		toks = append(toks, token{kind: k, text: text, start: int32(s), end: int32(e), space: space})
		space = false
	}
	for i < len(src) {
		c := src[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f':
			// Rust's whitespace includes the vertical tab and the form
			// feed, which some sources put between sections (a ^L
			// before a `pub mod` took the module along with it as one
			// unknown token).
			i++
			space = true
		case c >= utf8.RuneSelf && rustSpace(src[i:]) > 0:
			i += rustSpace(src[i:])
			space = true
		case strings.HasPrefix(src[i:], "//"):
			j := strings.IndexByte(src[i:], '\n')
			if j < 0 {
				j = len(src) - i
			}
			line := src[i : i+j]
			switch {
			case strings.HasPrefix(line, "///") && !strings.HasPrefix(line, "////"):
				emit(tOuterDoc, strings.TrimPrefix(strings.TrimPrefix(line, "///"), " "), i, i+j)
			case strings.HasPrefix(line, "//!"):
				emit(tInnerDoc, strings.TrimPrefix(strings.TrimPrefix(line, "//!"), " "), i, i+j)
			default:
				space = true
			}
			i += j
		case strings.HasPrefix(src[i:], "/*"):
			j := blockCommentEnd(src, i)
			body := src[i:j]
			// An unterminated comment runs to the end of the file: its
			// text is all of it after the opener.
			inner := func() string {
				return strings.TrimSuffix(body[3:], "*/")
			}
			switch {
			case strings.HasPrefix(body, "/**") && !strings.HasPrefix(body, "/***") && body != "/**/":
				emit(tOuterDoc, blockDoc(inner()), i, j)
			case strings.HasPrefix(body, "/*!"):
				emit(tInnerDoc, blockDoc(inner()), i, j)
			default:
				space = true
			}
			i = j
		case c == '"':
			j := stringEnd(src, i+1)
			emit(tLit, src[i:j], i, j)
			i = j
		case (c == 'r' || c == 'b' || c == 'c') && rawOrByteString(src, i) > 0:
			j := rawOrByteString(src, i)
			emit(tLit, src[i:j], i, j)
			i = j
		case c == '\'':
			j := charOrLifetime(src, i)
			if j < 0 {
				// lifetime or label
				k := i + 1
				for k < len(src) && isIdentByte(src[k]) {
					k++
				}
				emit(tLifetime, src[i:k], i, k)
				i = k
			} else {
				emit(tLit, src[i:j], i, j)
				i = j
			}
		case c >= '0' && c <= '9':
			j := i + 1
			for j < len(src) && (isIdentByte(src[j]) || src[j] == '.' && j+1 < len(src) && src[j+1] >= '0' && src[j+1] <= '9') {
				j++
			}
			emit(tLit, src[i:j], i, j)
			i = j
		case isIdentStart(src, i):
			// r# makes a raw identifier only when one follows it ("r#"
			// at the end, or before a non-letter, is the identifier r).
			from := i
			raw := strings.HasPrefix(src[i:], "r#") && identEnd(src, i+2) > i+2
			if raw {
				from = i + 2
			}
			j := identEnd(src, from)
			// A raw identifier's name is the identifier without r#, as
			// rustdoc names it (flume's `pub mod r#async` is flume::async,
			// read from async.rs); its spelling keeps the r#.
			emit(tIdent, src[from:j], i, j)
			toks[len(toks)-1].raw = raw
			i = j
		default:
			// Multi-byte punctuation that matters for depth tracking.
			for _, p := range []string{"::", "->", "=>", "..=", "...", "..", "==", "!=", "<=", ">=", "&&", "||"} {
				if strings.HasPrefix(src[i:], p) {
					emit(tPunct, p, i, i+len(p))
					i += len(p)
					goto next
				}
			}
			{
				_, n := utf8.DecodeRuneInString(src[i:])
				emit(tPunct, src[i:i+n], i, i+n)
				i += n
			}
		next:
		}
	}
	return toks
}

// identEnd is where the identifier characters (letters, digits, _)
// starting at i in src end.
func identEnd(src string, i int) int {
	for i < len(src) {
		r, n := utf8.DecodeRuneInString(src[i:])
		if r != '_' && !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			break
		}
		i += n
	}
	return i
}

func isIdentByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}

func isIdentStart(src string, i int) bool {
	if strings.HasPrefix(src[i:], "r#") && i+2 < len(src) && isIdentByte(src[i+2]) {
		return true
	}
	r, _ := utf8.DecodeRuneInString(src[i:])
	return r == '_' || unicode.IsLetter(r)
}

func blockCommentEnd(src string, i int) int {
	depth := 0
	for j := i; j+1 < len(src); j++ {
		switch {
		case src[j] == '/' && src[j+1] == '*':
			depth++
			j++
		case src[j] == '*' && src[j+1] == '/':
			depth--
			j++
			if depth == 0 {
				return j + 1
			}
		}
	}
	return len(src)
}

func blockDoc(s string) string {
	lines := strings.Split(s, "\n")
	for k, l := range lines {
		t := strings.TrimLeft(l, " \t")
		if strings.HasPrefix(t, "* ") || t == "*" {
			t = strings.TrimPrefix(strings.TrimPrefix(t, "*"), " ")
			lines[k] = t
		}
	}
	return strings.Trim(strings.Join(lines, "\n"), "\n ")
}

func stringEnd(src string, i int) int {
	for i < len(src) {
		switch src[i] {
		case '\\':
			i += 2
			continue
		case '"':
			return i + 1
		}
		i++
	}
	return len(src)
}

// rawOrByteString returns the end of r"…", r#"…"#, b"…", br"…", c"…" or
// b'x' starting at i, or 0.
func rawOrByteString(src string, i int) int {
	j := i
	if src[j] == 'b' || src[j] == 'c' {
		j++
		if j < len(src) && src[j] == '"' {
			return stringEnd(src, j+1)
		}
		if src[i] == 'b' && j < len(src) && src[j] == '\'' {
			if k := charOrLifetime(src, j); k > 0 {
				return k
			}
			return 0
		}
	}
	if j >= len(src) || src[j] != 'r' {
		return 0
	}
	j++
	hashes := 0
	for j < len(src) && src[j] == '#' {
		hashes++
		j++
	}
	if j >= len(src) || src[j] != '"' {
		return 0
	}
	end := "\"" + strings.Repeat("#", hashes)
	k := strings.Index(src[j+1:], end)
	if k < 0 {
		return len(src)
	}
	return j + 1 + k + len(end)
}

// charOrLifetime returns the end of a char literal at i ('a', '\n',
// '\u{1F600}'), or -1 for a lifetime or label.
func charOrLifetime(src string, i int) int {
	if i+1 >= len(src) {
		return -1
	}
	if src[i+1] == '\\' {
		k := strings.IndexByte(src[i+2:], '\'')
		if k < 0 {
			return len(src)
		}
		return i + 2 + k + 1
	}
	_, n := utf8.DecodeRuneInString(src[i+1:])
	if i+1+n < len(src) && src[i+1+n] == '\'' {
		return i + 1 + n + 1
	}
	return -1
}

// rustSpace is the length of the non-ASCII whitespace Rust's lexer
// skips at the start of s (Pattern_White_Space: U+0085, U+200E, U+200F,
// U+2028, U+2029), 0 when s does not start with one.
func rustSpace(s string) int {
	r, n := utf8.DecodeRuneInString(s)
	switch r {
	case '\u0085', '\u200e', '\u200f', '\u2028', '\u2029':
		return n
	}
	return 0
}
