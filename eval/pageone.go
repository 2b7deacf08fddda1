package eval

import (
	"regexp"
	"strings"
)

// PageOne is what page one of a describe answer gives an agent before any
// follow-up call, read from its Markdown as an agent reads it.
type PageOne struct {
	Chars    int  // the text's length
	Index    int  // characters of the index of names without a signature
	Overview bool // an overview or README section with content
	// Lead: the header has a lead paragraph, the line under the title
	// that says what the package is (its summary).
	Lead bool
	// Signature: the API section shows at least one declaration in full
	// (a one-line signature, or a fenced declaration), not only names or
	// declarations shortened to their first line.
	Signature bool
}

// IndexShare is the index's share of page one, 0 for an empty page.
func (p PageOne) IndexShare() float64 {
	if p.Chars == 0 {
		return 0
	}
	return float64(p.Index) / float64(p.Chars)
}

// MaxIndexShare is the largest share of page one its index may take
// (issue 27: the rest of the page teaches the package first).
const MaxIndexShare = 0.35

// MaxDescribeChars bounds a default describe answer, text plus
// structured content (issue 27).
const MaxDescribeChars = 36000

// indexOpen starts the index of page one (sdk/answer's indexIntro); a
// page whose index did not fit says only how many names are left.
const indexOpen = "**Also in this package**"

// indexPrefixLine is a line of page one's index that writes its names
// after a prefix, once for the group: "- `fcntl::`: AtFlags, OFlag, … (38
// more)" names fcntl::AtFlags and fcntl::OFlag; "- `prelude::`
// re-exports: Future" names prelude::Future. A prefix ends with the
// ecosystem's separator ("::" or "."); a line whose head is not one
// ("- Functions: a, b", "- `T` members: x") spells its names whole.
var indexPrefixLine = regexp.MustCompile("^- `([^`]+(?:::|\\.))`[^:`]*: (.*)$")

// ExpandIndex returns page one's text with each line of its index that
// writes names after a prefix replaced by the names written out whole,
// one a line, so a reader of names sees what an agent reads there: the
// names the line spells, not the ones it leaves out ("…", "(38 more)"),
// and not a bare name as if it stood at the top level.
func ExpandIndex(text string) string {
	start := strings.Index(text, indexOpen)
	if start < 0 {
		return text
	}
	lines := strings.Split(text[start:], "\n")
	for i, line := range lines {
		if i > 0 && line == "" {
			break
		}
		m := indexPrefixLine.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		var names []string
		for _, n := range strings.Split(m[2], ", ") {
			if strings.HasPrefix(n, "…") {
				break
			}
			names = append(names, m[1]+n)
		}
		lines[i] = "- " + strings.Join(names, "\n- ")
	}
	return text[:start] + strings.Join(lines, "\n")
}

// docOpen and docClose enclose package-authored text on a page
// (sdk/answer's thirdParty).
const (
	docOpen  = "<!-- begin third-party content: "
	docClose = "<!-- end third-party content"
)

// isLead reports whether a header line is a lead paragraph's: plain
// text, not a fact ("- "), a note or deprecation ("> "), a heading or a
// comment.
func isLead(line string) bool {
	t := strings.TrimSpace(line)
	if t == "" {
		return false
	}
	for _, p := range []string{"- ", "> ", "#", "<!--", "_", "|"} {
		if strings.HasPrefix(t, p) {
			return false
		}
	}
	return true
}

// ReadPageOne reads page one's text.
func ReadPageOne(text string) PageOne {
	p := PageOne{Chars: len(text)}
	lines := strings.Split(text, "\n")
	section := ""
	inIndex, fence, docText := false, "", false
	for i, line := range lines {
		// Package-authored text (an overview, a README) is fenced off
		// whole: its own headings ("## Usage") stay inside it.
		if strings.HasPrefix(line, docOpen) {
			rest := strings.TrimPrefix(line, docOpen)
			docText = strings.HasPrefix(rest, "package documentation") || strings.HasPrefix(rest, "README")
			continue
		}
		if docText {
			if strings.HasPrefix(line, docClose) {
				docText = false
				continue
			}
			if t := strings.TrimSpace(line); t != "" && !strings.HasPrefix(t, "<!--") && t != "## Overview" && t != "## README" {
				p.Overview = true
			}
			continue
		}
		if section == "" && i > 0 && isLead(line) {
			p.Lead = true
		}
		if fence != "" {
			if t := strings.TrimSpace(line); strings.HasPrefix(t, fence) && strings.Trim(t, "`") == "" {
				fence = ""
			}
			continue
		}
		switch {
		case strings.HasPrefix(line, "## "):
			section = strings.TrimPrefix(line, "## ")
			inIndex = false
			continue
		case inIndex && line == "":
			inIndex = false
			continue
		case inIndex:
			p.Index += len(line) + 1
			continue
		}
		if (section == "Overview" || section == "README") && strings.TrimSpace(line) != "" && !strings.HasPrefix(line, "<!--") {
			p.Overview = true
		}
		if section != "API" && !strings.HasSuffix(section, "(continued)") {
			continue
		}
		switch {
		case strings.HasPrefix(line, indexOpen):
			inIndex = true
			p.Index += len(line) + 1
		case strings.HasPrefix(line, "- ") && strings.Contains(line, " more symbols, every one with its signature"):
			p.Index += len(line) + 1
		case strings.HasPrefix(line, "```"):
			fence = line[:len(line)-len(strings.TrimLeft(line, "`"))]
			if i+1 < len(lines) && strings.TrimSpace(lines[i+1]) != "" {
				p.Signature = true
			}
		case strings.HasPrefix(strings.TrimLeft(line, " "), "- `") && !strings.Contains(line, "(full declaration on the next pages)"):
			code, rest, _ := strings.Cut(strings.TrimLeft(line, " ")[3:], "`")
			if decl, ok := strings.CutPrefix(rest, ": `"); ok {
				// "- `locale.get`: `def get(…)`": a qualified name, then
				// the declaration.
				code, _, _ = strings.Cut(decl, "`")
			}
			if strings.ContainsAny(code, " (:=") {
				p.Signature = true
			}
		}
	}
	return p
}

// pageOneFigures adds the page-one figures of a describe answer: the
// index within its share, an overview, a full signature, and text plus
// structured content within the bound.
func pageOneFigures(r *Result, p PageOne, structured int) {
	r.add("page1_index_share", b2f(p.IndexShare() <= MaxIndexShare), 1)
	if !(p.IndexShare() <= MaxIndexShare) {
		r.miss("page1_index_share", "index "+itoa(p.Index)+" of "+itoa(p.Chars)+" characters")
	}
	// The lead paragraph is the package's own summary (npm's
	// description, Python's Summary, Rust's crate doc's first line),
	// except in Go: a Go lead is the package doc's synopsis, shown with
	// the doc in full, or the host's own line for a module with no root
	// package, which is no overview.
	overview := p.Overview || (p.Lead && r.Ecosystem != "go")
	r.add("page1_overview", b2f(overview), 1)
	r.add("page1_signature", b2f(p.Signature), 1)
	total := p.Chars + structured
	r.add("page1_within_36k", b2f(total <= MaxDescribeChars), 1)
	if total > MaxDescribeChars {
		r.miss("page1_within_36k", itoa(total)+" characters")
	}
}
