package answer

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// ThirdParty marks text written by a package's authors (a README section,
// a changelog) the way RenderDocument does: begin and end markers naming
// what it is, with marker-like lines inside neutralized so the text cannot
// close the section early and speak as the host. TruncateMarkdown and the
// paging budget close a marker they cut through.
func ThirdParty(what, text string) string { return thirdParty(what, text) }

// Everything a provider returns is upstream text. A line break in a header
// field would let it write lines of its own outside the third-party
// section, so header fields are flattened to one line (flat), and text
// that is legitimately multi-line (README, signatures, code) has every
// kind of line break made a plain "\n" (blockText), so that the fence and
// marker bookkeeping here sees the same lines a model does.

// isBreak reports the characters a reader may take for a line end.
func isBreak(r rune) bool {
	switch r {
	case '\n', '\r', '\v', '\f', '\u0085', '\u2028', '\u2029':
		return true
	}
	return false
}

// dropped reports control and bidirectional formatting characters, which
// answers never carry: they hide or reorder what a reader sees.
func dropped(r rune) bool {
	switch {
	case r == '\t':
		return false
	case unicode.IsControl(r), r >= '\u202a' && r <= '\u202e', r >= '\u2066' && r <= '\u2069', r == '\u200e', r == '\u200f', r == '\u061c', r == utf8.RuneError:
		return true
	}
	return false
}

// flat is s on one line: every line break a space, control characters
// removed, surrounding space trimmed.
func flat(s string) string {
	if clean(s) && !strings.Contains(s, "\n") {
		return escapeMarkers(strings.TrimSpace(s))
	}
	var b strings.Builder
	for _, r := range s {
		switch {
		case isBreak(r):
			b.WriteByte(' ')
		case !dropped(r):
			b.WriteRune(r)
		}
	}
	return escapeMarkers(strings.TrimSpace(b.String()))
}

// blockText is s with "\r\n" and every other line break as "\n", and
// control characters (but tabs and line ends) removed.
func blockText(s string) string {
	if clean(s) {
		return escapeMarkers(s)
	}
	s = strings.ReplaceAll(s, "\r\n", "\n")
	var b strings.Builder
	for _, r := range s {
		switch {
		case isBreak(r):
			b.WriteByte('\n')
		case !dropped(r):
			b.WriteRune(r)
		}
	}
	return escapeMarkers(b.String())
}

// escapeMarkers escapes marker-like comments anywhere in s, however spaced
// or cased, so upstream text cannot end a third-party section early, or
// make the pager, which reopens and closes sections it cuts, do so.
func escapeMarkers(s string) string {
	if !strings.Contains(strings.ToLower(s), "third-party") {
		return s
	}
	return markerRE().ReplaceAllString(s, "&lt;!--$1$2")
}

// clean reports s has nothing flat or blockText would change but "\n"s
// and surrounding space, the common case, without allocating.
func clean(s string) bool {
	for _, r := range s {
		if r != '\n' && (isBreak(r) || dropped(r)) {
			return false
		}
	}
	return utf8.ValidString(s)
}

// sanitized returns a copy of d safe to render: header fields on one
// line, multi-line text with plain line ends. d is not changed.
func sanitized(d *sdk.Document) *sdk.Document {
	c := *d
	c.Name, c.Version, c.LatestVersion = flat(d.Name), flat(d.Version), flat(d.LatestVersion)
	c.License = flat(d.License)
	// Rendered through oneLine, which keeps their first line.
	c.Summary, c.Deprecated = blockText(d.Summary), blockText(d.Deprecated)
	c.Focus, c.Source.Detail = flat(d.Focus), flat(d.Source.Detail)
	c.Overview, c.Readme = blockText(d.Overview), blockText(d.Readme)
	c.Links = make([]sdk.Link, len(d.Links))
	for i, l := range d.Links {
		c.Links[i] = sdk.Link{Title: flat(l.Title), URL: flat(l.URL)}
	}
	c.Install = flatAll(d.Install)
	c.Notes = make([]string, len(d.Notes))
	for i, n := range d.Notes {
		c.Notes[i] = blockText(n)
	}
	c.Facts = make([]sdk.Fact, len(d.Facts))
	for i, f := range d.Facts {
		c.Facts[i] = sdk.Fact{Label: flat(f.Label), Value: flat(f.Value)}
	}
	c.Symbols = make([]sdk.Symbol, len(d.Symbols))
	for i, s := range d.Symbols {
		s.Name, s.Kind, s.Parent, s.Deprecated = flat(s.Name), flat(s.Kind), flat(s.Parent), blockText(s.Deprecated)
		s.Disabled = flat(s.Disabled)
		s.Signature, s.Doc = blockText(s.Signature), blockText(s.Doc)
		c.Symbols[i] = s
	}
	c.Examples = make([]sdk.Example, len(d.Examples))
	for i, e := range d.Examples {
		e.Title, e.Source = flat(e.Title), flat(e.Source)
		// The info string: a backtick or space in it would end the
		// fence line early or make it no fence at all.
		e.Language = strings.Map(func(r rune) rune {
			if r == '`' || r == '~' || unicode.IsSpace(r) {
				return -1
			}
			return r
		}, flat(e.Language))
		e.Code, e.Output = blockText(e.Code), blockText(e.Output)
		c.Examples[i] = e
	}
	c.DocFiles = make([]sdk.DocFile, len(d.DocFiles))
	for i, f := range d.DocFiles {
		f.Path, f.Title = flat(f.Path), flat(f.Title)
		c.DocFiles[i] = f
	}
	c.Subpackages = make([]sdk.Subpackage, len(d.Subpackages))
	for i, s := range d.Subpackages {
		c.Subpackages[i] = sdk.Subpackage{Path: flat(s.Path), Synopsis: blockText(s.Synopsis)}
	}
	return &c
}

func flatAll(ss []string) []string {
	if ss == nil {
		return nil
	}
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = flat(s)
	}
	return out
}

// markerRE finds a third-party marker anywhere in package text, however
// spaced or cased.
var markerRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)<!--(\s*)((?:begin|end)\s+third-party\s+content)`)
})

// CheckFenced reports what in a rendered answer lets upstream text speak
// outside a fence: a line break other than "\n" or a control character
// anywhere, a third-party section left open or closed twice, a code
// fence left open, and every line outside both that starts with hostile
// (when not empty; after list, quote and heading marks). Tests feed providers'
// documents with hostile text in every field through the renderer and
// check the answer with it.
func CheckFenced(text, hostile string) error {
	var errs []error
	for i, r := range text {
		if r != '\n' && (isBreak(r) || dropped(r)) {
			errs = append(errs, fmt.Errorf("character %U at byte %d: a line break or control character in an answer", r, i))
			break
		}
	}
	marker, fence := "", ""
	for n, line := range strings.Split(text, "\n") {
		switch {
		case marker != "":
			if strings.HasPrefix(line, "<!-- end third-party content: ") {
				marker = ""
			}
			continue
		case fence != "":
			if t := strings.TrimLeft(line, " "); strings.HasPrefix(t, fence) && strings.Trim(t, fence[:1]+" ") == "" {
				fence = ""
			}
			continue
		}
		if strings.HasPrefix(line, "<!-- begin third-party content: ") {
			marker = line
			continue
		}
		if strings.Contains(line, "third-party content") && strings.HasPrefix(line, "<!--") {
			errs = append(errs, fmt.Errorf("line %d: a marker outside a third-party section: %q", n+1, line))
		}
		if t := strings.TrimLeft(line, " "); len(line)-len(t) <= 3 && (strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~")) {
			fence = fenceChars(t)
			continue
		}
		if hostile != "" && strings.HasPrefix(strings.TrimLeft(line, " >-*#_`0123456789."), hostile) {
			errs = append(errs, fmt.Errorf("line %d: upstream text outside a fence: %q", n+1, line))
		}
	}
	if marker != "" {
		errs = append(errs, fmt.Errorf("a third-party section is left open: %q", marker))
	}
	if fence != "" {
		errs = append(errs, fmt.Errorf("a code fence is left open: %q", fence))
	}
	return errors.Join(errs...)
}
