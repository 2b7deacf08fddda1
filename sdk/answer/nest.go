package answer

import (
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk/readme"
)

// nestedLevel is the level the shallowest heading of a README or an
// overview gets on a page, where each sits under a level-2 heading of
// its own ("## README") below the page's level-1 title.
const nestedLevel = 3

// isSetextUnderline reports whether line (without its line break) is
// the underline of a setext heading: up to three spaces, a run of "=" or
// of "-", trailing blanks.
func isSetextUnderline(line string) bool {
	t := strings.TrimRight(line, " \t\r")
	indent := len(t) - len(strings.TrimLeft(t, " "))
	t = t[indent:]
	return indent <= 3 && t != "" && (strings.Trim(t, "=") == "" || strings.Trim(t, "-") == "")
}

// nestHeadings returns md with its headings moved down so the shallowest
// is at level nestedLevel, keeping their order and relative depth (a
// level past 6 stays at 6): a README's "# name" and "## Usage" become
// "### name" and "#### Usage", so a reader of the page, human or model,
// sees them inside the part that holds them rather than as the page's
// own title and sections. Headings in code blocks, lists and quotes are
// not headings and stay; setext headings become ATX headings of their
// text. md comes back unchanged when it has no heading above
// nestedLevel or when the sections do not cover it exactly.
func nestHeadings(md string) string {
	secs := readme.Split([]byte(md))
	shallowest := 0
	for _, s := range secs {
		if s.Level > 0 && (shallowest == 0 || s.Level < shallowest) {
			shallowest = s.Level
		}
	}
	if shallowest == 0 || shallowest >= nestedLevel {
		return md
	}
	shift := nestedLevel - shallowest
	var b strings.Builder
	b.Grow(len(md) + 2*shift*len(secs))
	at := 0
	for _, s := range secs {
		i := strings.Index(md[at:], s.Markdown)
		if i < 0 {
			return md
		}
		b.WriteString(md[at : at+i])
		at += i + len(s.Markdown)
		if s.Level == 0 {
			b.WriteString(s.Markdown)
			continue
		}
		h, ok := nestHeading(s.Markdown, min(s.Level+shift, 6))
		if !ok {
			return md
		}
		b.WriteString(h)
	}
	b.WriteString(md[at:])
	return b.String()
}

// nestHeading rewrites the heading that opens section (its source, as
// readme.Split gives it) at level; false when it cannot find it.
func nestHeading(section string, level int) (string, bool) {
	hashes := strings.Repeat("#", level)
	line, rest, _ := strings.Cut(section, "\n")
	if t, ok := atxText(line); ok {
		out := hashes + t
		if strings.Contains(section, "\n") {
			out += "\n" + rest
		}
		return out, true
	}
	// Setext: the text runs until the underline.
	lines := strings.SplitAfter(section, "\n")
	for i := 1; i < len(lines); i++ {
		if isSetextUnderline(strings.TrimRight(lines[i], "\n")) {
			text := make([]string, 0, i)
			for _, l := range lines[:i] {
				text = append(text, strings.TrimSpace(l))
			}
			return hashes + " " + strings.Join(text, " ") + "\n" + strings.Join(lines[i+1:], ""), true
		}
	}
	return "", false
}

// atxText returns what follows the opening hashes of an ATX heading line
// (up to three spaces, one to six "#", then a blank or the line's end);
// false for any other line ("#00" is text, a setext heading's perhaps).
func atxText(line string) (string, bool) {
	t := strings.TrimLeft(line, " ")
	if len(line)-len(t) > 3 {
		return "", false
	}
	rest := strings.TrimLeft(t, "#")
	if n := len(t) - len(rest); n < 1 || n > 6 {
		return "", false
	}
	if rest != "" && rest[0] != ' ' && rest[0] != '\t' && rest[0] != '\r' {
		return "", false
	}
	return rest, true
}
