package rank

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// snippetWidth is the snippet length in bytes before whitespace is
// collapsed: about two lines of prose, enough to judge a hit.
const snippetWidth = 200

// maxWiden bounds how far a snippet grows to reach a word boundary.
const maxWiden = 40

// snippet returns the width-byte window of text holding the most distinct
// query terms (then the most occurrences), widened to word boundaries,
// whitespace collapsed and "…" marking cuts. Without any match it is the
// start of text.
func snippet(text string, want map[string]bool, width int, termsOf func(w string, fn func(t string))) string {
	if len(text) <= width {
		return collapse(text)
	}
	type match struct {
		start, end int
		term       string
	}
	var ms []match
	words(text, func(w word) {
		termsOf(w.text, func(t string) {
			if want[t] {
				ms = append(ms, match{w.start, w.end, t})
			}
		})
	})
	from, to := 0, 0
	if len(ms) > 0 {
		// Two pointers over matches: the window [ms[i].start, ms[j].end]
		// must fit in width.
		bestDistinct, bestCount, bi, bj := 0, 0, 0, 0
		count := map[string]int{}
		distinct, i := 0, 0
		for j := range ms {
			if count[ms[j].term]++; count[ms[j].term] == 1 {
				distinct++
			}
			for ms[j].end-ms[i].start > width {
				if count[ms[i].term]--; count[ms[i].term] == 0 {
					distinct--
				}
				i++
			}
			if distinct > bestDistinct || distinct == bestDistinct && j-i+1 > bestCount {
				bestDistinct, bestCount, bi, bj = distinct, j-i+1, i, j
			}
		}
		from, to = ms[bi].start, ms[bj].end
	}
	// Centre the matched span in the window.
	pad := (width - (to - from)) / 2
	start := max(0, from-pad)
	end := min(len(text), start+width)
	start = max(0, end-width)
	// Widen to word boundaries (a little: text without spaces, such as
	// minified code, must not widen to the whole text), then to whole
	// UTF-8 characters.
	if s := start; s > 0 {
		for s > 0 && start-s < maxWiden && !isSpaceBefore(text, s) {
			s--
		}
		if s == 0 || isSpaceBefore(text, s) {
			start = s
		}
	}
	if e := end; e < len(text) {
		for e < len(text) && e-end < maxWiden && !isSpaceAt(text, e) {
			e++
		}
		if e == len(text) || isSpaceAt(text, e) {
			end = e
		}
	}
	for start > 0 && !utf8.RuneStart(text[start]) {
		start--
	}
	for end < len(text) && !utf8.RuneStart(text[end]) {
		end++
	}
	out := collapse(text[start:end])
	if start > 0 {
		out = "…" + out
	}
	if end < len(text) {
		out += "…"
	}
	return out
}

func isSpaceBefore(s string, i int) bool {
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return unicode.IsSpace(r)
}

func isSpaceAt(s string, i int) bool {
	r, _ := utf8.DecodeRuneInString(s[i:])
	return unicode.IsSpace(r)
}

func collapse(s string) string { return strings.Join(strings.Fields(s), " ") }
