package rank

import (
	"github.com/kljensen/snowball/english"

	"strings"
	"unicode"
	"unicode/utf8"
)

// word is one run of letters, digits and underscores in a text, with its
// byte offsets.
type word struct {
	text       string
	start, end int
}

// words splits s into identifier-like runs.
func words(s string, fn func(w word)) {
	start := -1
	for i, r := range s {
		in := r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r)
		switch {
		case in && start < 0:
			start = i
		case !in && start >= 0:
			fn(word{s[start:i], start, i})
			start = -1
		}
	}
	if start >= 0 {
		fn(word{s[start:], start, len(s)})
	}
}

// parts splits an identifier into its camelCase, PascalCase, snake_case
// and digit parts: "readFileSync" → read File Sync, "HTTPServer" → HTTP
// Server, "use_effect2" → use effect 2. Kebab and dotted names arrive here
// already split by words.
func parts(id string) []string {
	var out []string
	runes := []rune(id)
	start := 0
	flush := func(end int) {
		if end > start {
			out = append(out, string(runes[start:end]))
		}
		start = end
	}
	for i := 0; i < len(runes); i++ {
		r := runes[i]
		if r == '_' {
			flush(i)
			start = i + 1
			continue
		}
		if i == start {
			continue
		}
		prev := runes[i-1]
		switch {
		case unicode.IsUpper(r) && unicode.IsLower(prev):
			flush(i) // readFile
		case unicode.IsUpper(r) && unicode.IsUpper(prev) && i+1 < len(runes) && unicode.IsLower(runes[i+1]):
			flush(i) // HTTPServer: split before the S
		case unicode.IsDigit(r) != unicode.IsDigit(prev) && prev != '_':
			flush(i) // utf8, base64 → utf 8
		}
	}
	flush(len(runes))
	return out
}

// stem folds an English word to its Snowball (Porter2) stem, so that
// "installation" finds "Install", "parameters" finds "Param…" docs that say
// "parameter", and "handling" finds "handle". Identifier parts go through
// the same function on both sides, so an odd stem of a non-English part
// ("uniq") still matches itself. Digits and non-ASCII words are kept as
// they are.
func stem(t string) string {
	for i := 0; i < len(t); i++ {
		if c := t[i]; c < 'a' || c > 'z' {
			return t
		}
	}
	if len(t) <= 3 {
		return t
	}
	return english.Stem(t, true)
}

// terms returns the index terms of one word: the whole word lowercased
// without underscores (stemmed when it is one part), and when it has
// several parts, each part stemmed.
func terms(w string, fn func(t string)) {
	whole := strings.ToLower(strings.ReplaceAll(w, "_", ""))
	if whole == "" {
		return
	}
	ps := parts(w)
	if len(ps) < 2 {
		fn(stem(whole))
		return
	}
	// An identifier of several parts is kept whole as written (it is a
	// name, not an English word) and its parts are stemmed.
	fn(whole)
	for _, p := range ps {
		if p = strings.ToLower(p); p != "" && p != whole {
			fn(stem(p))
		}
	}
}

// textTerms calls fn for every term of every word of s.
func textTerms(s string, fn func(t string)) {
	words(s, func(w word) { terms(w.text, fn) })
}

// fold lowercases a symbol name and drops separators, so that readFile,
// read_file, read-file and READFILE compare equal.
func fold(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// lastComponent is the last element of a qualified name: "Do" for
// "Client.Do", "readFile" for "fs.promises.readFile", "new" for
// "Vec::new", "map" for "Array#map", "Router" for "express/Router".
func lastComponent(s string) string {
	i := strings.LastIndexAny(s, ".:#/")
	if i < 0 || i == len(s)-1 {
		return s
	}
	return s[i+1:]
}

// trimIdent strips what agents put around identifiers: backticks, call
// parentheses, trailing punctuation ("`readFile()`" → "readFile").
func trimIdent(s string) string {
	s = strings.TrimFunc(s, func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' || r == '$')
	})
	if i := strings.IndexAny(s, "(<["); i > 0 {
		s = s[:i]
	}
	return s
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
