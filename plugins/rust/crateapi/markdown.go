package crateapi

import (
	"regexp"
	"strings"
	"sync"
)

// fence is an opening or closing code fence line.
var fenceRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile("^\\s*(```+|~~~+)\\s*([^`]*)$") })

// isRustFence says whether a fence's info string is Rust code as rustdoc
// reads it: no info, "rust", or rustdoc's attributes (no_run, ignore,
// should_panic, edition2021…).
func isRustFence(info string) bool {
	info = strings.TrimSpace(info)
	if info == "" {
		return true
	}
	for _, w := range strings.FieldsFunc(info, func(r rune) bool { return r == ',' || r == ' ' }) {
		switch {
		case w == "rust", w == "no_run", w == "ignore", w == "should_panic", w == "compile_fail", w == "edition2015",
			w == "edition2018", w == "edition2021", w == "edition2024", strings.HasPrefix(w, "ignore-"), w == "test_harness", w == "standalone_crate":
		default:
			return false
		}
	}
	return true
}

// hiddenLine says whether a Rust doc-test line is hidden by rustdoc: "#"
// alone or "# " followed by code ("#[attr]" and "#!" are shown).
func hiddenLine(l string) bool {
	t := strings.TrimLeft(l, " \t")
	return t == "#" || strings.HasPrefix(t, "# ")
}

// CleanDocs removes rustdoc's hidden lines from the Rust code blocks of
// doc Markdown and marks those blocks as rust, so the text reads as the
// rendered docs do.
func CleanDocs(md string) string {
	if !strings.Contains(md, "```") && !strings.Contains(md, "~~~") {
		return md
	}
	lines := strings.Split(md, "\n")
	out := lines[:0]
	fence, rust := "", false
	for _, l := range lines {
		if m := fenceRE().FindStringSubmatch(l); m != nil {
			if fence == "" {
				fence, rust = m[1], isRustFence(m[2])
				if rust {
					l = strings.Replace(l, m[1]+m[2], m[1]+"rust", 1)
				}
				out = append(out, l)
				continue
			}
			if strings.HasPrefix(m[1], fence) && strings.TrimSpace(m[2]) == "" {
				fence, rust = "", false
				out = append(out, l)
				continue
			}
		}
		if fence != "" && rust && hiddenLine(l) {
			continue
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}

// CodeBlock is a Rust code block of a doc comment, hidden lines removed.
type CodeBlock struct {
	Info string
	Code string
}

// RustBlocks returns the Rust code blocks of doc Markdown.
func RustBlocks(md string) []CodeBlock {
	var out []CodeBlock
	var cur []string
	fence, info, rust := "", "", false
	for _, l := range strings.Split(md, "\n") {
		if m := fenceRE().FindStringSubmatch(l); m != nil {
			if fence == "" {
				fence, info, rust = m[1], strings.TrimSpace(m[2]), isRustFence(m[2])
				cur = cur[:0]
				continue
			}
			if strings.HasPrefix(m[1], fence) && strings.TrimSpace(m[2]) == "" {
				if rust && !strings.Contains(info, "compile_fail") {
					code := strings.Trim(strings.Join(cur, "\n"), "\n")
					if strings.TrimSpace(code) != "" {
						out = append(out, CodeBlock{Info: info, Code: code})
					}
				}
				fence = ""
				continue
			}
		}
		if fence != "" && !hiddenLine(l) {
			cur = append(cur, l)
		}
	}
	return out
}

var (
	listItemRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^([-*+]|\d+[.)])\s`) })
	linkRE     = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\[([^\]\[]+)\](\([^)]*\)|\[[^\]]*\])`) })
	bareLinkRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile("\\[(`[^`\\]]+`)\\]") })
)

// Summary is the first sentence of doc Markdown, on one line, with
// intra-doc links reduced to their text.
func Summary(md string) string {
	md = strings.TrimSpace(md)
	var para []string
	fence := ""
	skipList := false
	for _, l := range strings.Split(md, "\n") {
		t := strings.TrimSpace(l)
		if fence != "" {
			if strings.HasPrefix(t, fence) {
				fence = ""
			}
			continue
		}
		if t == "" {
			if len(para) > 0 {
				break
			}
			continue
		}
		if strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
			if len(para) > 0 {
				break
			}
			fence = t[:3]
			continue
		}
		if len(para) == 0 && (strings.HasPrefix(t, "#") || listItemRE().MatchString(t)) {
			// Headings and a leading table of contents are not a summary.
			skipList = listItemRE().MatchString(t)
			continue
		}
		if skipList && len(para) == 0 && (listItemRE().MatchString(t) || strings.HasPrefix(l, " ")) {
			continue
		}
		skipList = false
		para = append(para, t)
	}
	s := strings.Join(para, " ")
	s = linkRE().ReplaceAllString(s, "$1")
	s = bareLinkRE().ReplaceAllString(s, "$1")
	if i := sentenceEnd(s); i > 0 {
		s = s[:i]
	}
	return s
}

// sentenceEnd finds the end of the first sentence: a period followed by
// a space outside backticks.
func sentenceEnd(s string) int {
	tick := false
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '`':
			tick = !tick
		case '.':
			if !tick && i+1 < len(s) && s[i+1] == ' ' && !(i >= 3 && (s[i-3:i] == "e.g" || s[i-3:i] == "i.e")) && (s[i-1] < '0' || s[i-1] > '9') {
				return i + 1
			}
		}
	}
	return -1
}
