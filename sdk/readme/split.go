package readme

import (
	"strconv"
	"strings"
	"unicode"
)

// Section is one heading and the text under it up to the next heading of
// any level. The text before the first heading is a Section with Level 0
// and no Title.
type Section struct {
	// Level is 1–6 for headings, 0 for the preamble.
	Level int
	// Title is the heading's text as a reader sees it (no emphasis markers,
	// links unwrapped).
	Title string
	// Slug is GitHub's anchor for the heading ("getting-started",
	// "usage-1" for a second "Usage").
	Slug string
	// Markdown is the section's source, heading line included, without its
	// subsections (Lookup returns them together).
	Markdown string
	// Kind is one of the Kind constants; empty for a section Filter drops.
	Kind string
	// Drop is why Filter drops the section (a Reason constant), empty when
	// it keeps it. Set by Split only.
	Drop string
	// Line is the 1-based line where the section starts.
	Line int
}

// Split cuts src into its sections, in order, without dropping anything.
// Only top-level headings cut: a "#" line inside a code fence, a list or a
// block quote does not.
func Split(src []byte) []Section {
	p := decide(src)
	o := p.o
	slugs := newSlugger()
	var secs []Section
	reason, di := "", 0 // the section drop covering the current chunk
	for ci, c := range p.chunks {
		for ; di < len(p.drops) && p.drops[di].Line-1 <= c.start; di++ {
			if p.drops[di].Title != "" {
				reason = p.drops[di].Reason
			}
		}
		s := Section{Line: c.start + 1, Kind: p.kinds[ci]}
		if c.head >= 0 {
			h := o.heads[c.head]
			s.Level, s.Title, s.Slug = h.level, h.title, slugs.slug(h.title)
		}
		if p.dropped[ci] {
			s.Kind, s.Drop = "", reason
		}
		s.Markdown = string(o.src[o.starts[c.start]:p.bytesEnd(c.end)])
		if c.head < 0 && strings.TrimSpace(s.Markdown) == "" {
			continue
		}
		secs = append(secs, s)
	}
	return secs
}

func (p *plan) bytesEnd(line int) int {
	if line < len(p.o.starts) {
		return p.o.starts[line]
	}
	return len(p.o.src)
}

// Lookup finds the section named name (its title, matched without regard to
// case, punctuation or emoji, or its slug) and returns it with its
// subsections in Markdown. The first match wins.
func Lookup(src []byte, name string) (Section, bool) {
	want := strings.Join(words(name), " ")
	slug := strings.ToLower(strings.TrimPrefix(strings.TrimSpace(name), "#"))
	secs := Split(src)
	// A slug names one section exactly ("usage-1"), so it is tried first.
	for _, bySlug := range []bool{true, false} {
		for i, s := range secs {
			if s.Level == 0 {
				continue
			}
			if bySlug && s.Slug != slug || !bySlug && (want == "" || strings.Join(words(s.Title), " ") != want) {
				continue
			}
			var b strings.Builder
			b.WriteString(s.Markdown)
			for _, sub := range secs[i+1:] {
				if sub.Level <= s.Level {
					break
				}
				b.WriteString(sub.Markdown)
			}
			s.Markdown = b.String()
			return s, true
		}
	}
	return Section{}, false
}

// slugger makes GitHub-style heading anchors, numbering repeats.
type slugger map[string]int

func newSlugger() slugger { return slugger{} }

func (s slugger) slug(title string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(title) {
		switch {
		case unicode.IsLetter(r), unicode.IsDigit(r), r == '_', r == '-':
			b.WriteRune(r)
		case r == ' ':
			b.WriteByte('-')
		}
	}
	base := b.String()
	n := s[base]
	s[base] = n + 1
	if n == 0 {
		return base
	}
	return base + "-" + strconv.Itoa(n)
}
