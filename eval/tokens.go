package eval

import (
	"regexp"
	"strings"
)

// Tokens is the set of identifiers, and of dotted (or ::) identifier
// chains, that a text shows; and the quoted names that are not
// identifiers, which declarations write in quotes (TypeScript's
// "-moz-animation-delay"?: …, 'boolean-negation': …, "--": …): no
// identifier chain can spell them, so without this a member so named
// could never count as shown.
type Tokens struct {
	sep string
	set map[string]bool
}

// NewTokens reads text; sep is the ecosystem's member separator.
func NewTokens(text, sep string) *Tokens {
	t := &Tokens{sep: sep, set: map[string]bool{}}
	t.Add(text)
	return t
}

func identRune(c byte) bool {
	return c == '_' || c == '$' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

// groupLine is a line of page one's grouped index (sdk/answer's
// compactIndex): "- `pymongo.` (70): DESCENDING, GEO2D, …" names
// pymongo.DESCENDING and pymongo.GEO2D, the prefix written once.
var groupLine = regexp.MustCompile("(?m)^- `([^`\\s]+(?:\\.|::))` \\(\\d+\\): (.+)$")

// Add reads more text.
func (t *Tokens) Add(text string) {
	for _, m := range groupLine.FindAllStringSubmatch(text, -1) {
		for _, n := range strings.Split(m[2], ", ") {
			if n = strings.TrimSpace(n); n != "" && n != "…" {
				t.add(m[1] + n)
			}
		}
	}
	t.add(text)
}

func (t *Tokens) add(text string) {
	i := 0
	for i < len(text) {
		if q := text[i]; q == '"' || q == '\'' {
			if name, ok := quotedName(text[i+1:], q); ok {
				t.set[name] = true
			} else if name, ok := computedKey(text, i, q); ok {
				t.set[name] = true
			}
		}
		if !identRune(text[i]) {
			i++
			continue
		}
		// A chain: ident (sep ident)*, every suffix-free prefix and every
		// contiguous sub-chain recorded.
		var parts []string
		for {
			j := i
			for j < len(text) && identRune(text[j]) {
				j++
			}
			parts = append(parts, text[i:j])
			i = j
			switch {
			case strings.HasPrefix(text[i:], "::") && i+2 < len(text) && identRune(text[i+2]):
				i += 2
				continue
			case strings.HasPrefix(text[i:], ".") && i+1 < len(text) && identRune(text[i+1]):
				i++
				continue
			case strings.HasPrefix(text[i:], "#") && i+1 < len(text) && identRune(text[i+1]):
				i++ // Class#method, as some docs write members
				continue
			}
			break
		}
		for a := range parts {
			for b := a + 1; b <= len(parts) && b-a <= 4; b++ {
				t.set[strings.Join(parts[a:b], t.sep)] = true
			}
		}
	}
}

// Has reports whether name (with the ecosystem's separator) is shown.
func (t *Tokens) Has(name string) bool { return t.set[name] }

// computedKey is the name a computed property key written as a quoted
// string spells (`["unsigned short"](V)`) when the quote at i opens it:
// the brackets make it a key, not prose, so spaces are part of the name.
func computedKey(text string, i int, q byte) (string, bool) {
	if i == 0 || text[i-1] != '[' {
		return "", false
	}
	rest := text[i+1:]
	end := strings.IndexByte(rest, q)
	if end <= 0 || end > maxQuotedName || end+1 >= len(rest) || rest[end+1] != ']' {
		return "", false
	}
	name := rest[:end]
	for j := 0; j < len(name); j++ {
		if c := name[j]; c < ' ' || c == '`' || c == '\\' {
			return "", false
		}
	}
	return name, true
}

// maxQuotedName bounds a quoted name: a property key, not a sentence.
const maxQuotedName = 80

// quotedName is the text up to the closing quote q when it is a name that
// is not an identifier (no space, not empty, some character an
// identifier cannot hold), as a quoted property key is; false otherwise
// (identifiers are read as such, prose is not a name).
func quotedName(rest string, q byte) (string, bool) {
	end := strings.IndexByte(rest, q)
	if end <= 0 || end > maxQuotedName {
		return "", false
	}
	name := rest[:end]
	ident := true
	for i := 0; i < len(name); i++ {
		switch c := name[i]; {
		case c <= ' ' || c == '`' || c == '\\':
			return "", false
		case !identRune(c):
			ident = false
		}
	}
	return name, !ident
}
