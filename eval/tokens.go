package eval

import (
	"regexp"
	"strings"
)

// Tokens is the set of identifiers, and of dotted (or ::) identifier
// chains, that a text shows.
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
