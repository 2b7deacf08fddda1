package dts

import (
	"strings"
)

// maxDocLen bounds the one-line summary; the full comment is in the source.
const maxDocLen = 300

// parseDoc reads a raw /** ... */ comment: the first sentence of its
// description, and the @deprecated note ("deprecated" when the tag has no
// text).
func parseDoc(raw string) (summary, deprecated string) {
	if raw == "" {
		return "", ""
	}
	body := strings.TrimSuffix(strings.TrimPrefix(raw, "/**"), "*/")
	var desc []string
	inDesc, inDeprecated := true, false
	var dep []string
	for _, line := range strings.Split(body, "\n") {
		line = strings.TrimSpace(line)
		line = strings.TrimSpace(strings.TrimPrefix(line, "*"))
		if strings.HasPrefix(line, "@") {
			inDesc = false
			tag, rest, _ := strings.Cut(line, " ")
			inDeprecated = tag == "@deprecated"
			if inDeprecated {
				deprecated = "deprecated"
				if rest = strings.TrimSpace(rest); rest != "" {
					dep = append(dep, rest)
				}
			}
			continue
		}
		switch {
		case inDeprecated:
			if line == "" {
				inDeprecated = false
			} else {
				dep = append(dep, line)
			}
		case inDesc:
			if line == "" && len(desc) > 0 {
				inDesc = false
				continue
			}
			if line != "" {
				desc = append(desc, line)
			}
		}
	}
	if len(dep) > 0 {
		deprecated = firstSentence(strings.Join(dep, " "))
	}
	return firstSentence(strings.Join(desc, " ")), deprecated
}

// dropHeading is a raw /** ... */ comment without its first paragraph.
// A comment whose first paragraph is the declaration's own name, as a
// heading ("/**\n *  getNetwork\n *\n *  Converts a named common
// networks or chain ID ... */", how ethers v5 documents every export),
// is summed up by the paragraph after it: the name says nothing the
// declaration does not.
func dropHeading(raw string) string {
	body := strings.TrimSuffix(strings.TrimPrefix(raw, "/**"), "*/")
	lines := strings.Split(body, "\n")
	seen := false
	for i, line := range lines {
		text := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(line), "*"))
		switch {
		case text != "":
			seen = true
		case seen:
			rest := strings.Join(lines[i:], "\n")
			if strings.Trim(rest, " \t\r\n*") == "" {
				return raw // the heading is all there is
			}
			return "/**" + rest + "*/"
		}
	}
	return raw
}

// firstSentence cuts s after its first ". " (not inside `code`), and bounds
// it to maxDocLen.
func firstSentence(s string) string {
	inCode := false
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '`':
			inCode = !inCode
		case '.', '!', '?':
			if !inCode && i+1 < len(s) && s[i+1] == ' ' && i > 2 && !strings.HasSuffix(s[:i], "e.g") && !strings.HasSuffix(s[:i], "i.e") {
				s = s[:i+1]
			}
		}
		if i >= len(s) {
			break
		}
	}
	if len(s) > maxDocLen {
		cut := strings.LastIndexByte(s[:maxDocLen], ' ')
		if cut < maxDocLen/2 {
			cut = maxDocLen
		}
		s = s[:cut] + "…"
	}
	return s
}

// maxFullDoc bounds a full comment kept for a symbol-focused document.
const maxFullDoc = 4000

// fullDoc is a raw /** ... */ comment as text: the comment markers and
// leading asterisks gone, tags (@param, @example...) kept as written, runs
// of blank lines collapsed, bounded to maxFullDoc. "" when raw is empty.
func fullDoc(raw string) string {
	if raw == "" {
		return ""
	}
	body := strings.TrimSuffix(strings.TrimPrefix(raw, "/**"), "*/")
	var lines []string
	blank := false
	for _, line := range strings.Split(body, "\n") {
		line = strings.TrimSpace(line)
		if l, ok := strings.CutPrefix(line, "*"); ok {
			line = strings.TrimPrefix(l, " ")
		}
		line = strings.TrimRight(line, " \t")
		if line == "" {
			blank = len(lines) > 0
			continue
		}
		if blank {
			lines = append(lines, "")
			blank = false
		}
		lines = append(lines, line)
	}
	out := strings.Join(lines, "\n")
	if len(out) > maxFullDoc {
		cut := strings.LastIndexByte(out[:maxFullDoc], '\n')
		if cut < maxFullDoc/2 {
			cut = maxFullDoc
		}
		out = strings.ToValidUTF8(out[:cut], "") + "\n…"
	}
	return out
}

// fileHeaderTags mark a comment about the file, not the declaration
// after it.
var fileHeaderTags = []string{"@license", "@preserve", "@copyright", "@packagedocumentation", "@fileoverview", "@file ", "@module"}

// fileHeaderWords are how a licence banner reads.
var fileHeaderWords = []string{"copyright", "licensed under", "spdx-license-identifier", "license found in", "all rights reserved"}

// FileHeader reports whether comment, the first thing in a file, is the
// file's banner (a copyright or licence notice, or a comment tagged as
// the file's or module's) rather than the doc of the declaration that
// follows it: the compiler attaches it to that declaration, which then
// read "Copyright (c) Meta Platforms, Inc." in an outline
// (jest-get-type's getType).
func FileHeader(comment string) bool {
	lower := strings.ToLower(comment)
	for _, w := range fileHeaderTags {
		if strings.Contains(lower, w) {
			return true
		}
	}
	for _, w := range fileHeaderWords {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}
