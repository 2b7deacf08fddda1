package markdown

import (
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// Section is a README part under one heading (level 0: before any
// heading).
type Section struct {
	Level int
	Title string
	Body  string
}

// Split cuts Markdown at ATX headings outside code fences.
func Split(md string) []Section {
	var out []Section
	cur := Section{}
	var body strings.Builder
	fence := ""
	for _, line := range strings.Split(strings.TrimSuffix(md, "\n"), "\n") {
		line = strings.TrimSuffix(line, "\r")
		t := strings.TrimSpace(line)
		if fence != "" {
			if strings.HasPrefix(t, fence) {
				fence = ""
			}
		} else if strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
			fence = t[:3]
		} else if lvl := headingLevel(t); lvl > 0 {
			cur.Body = strings.TrimSpace(body.String())
			out = append(out, cur)
			cur = Section{Level: lvl, Title: strings.TrimSpace(strings.TrimLeft(t, "#"))}
			body.Reset()
			continue
		}
		body.WriteString(line + "\n")
	}
	cur.Body = strings.TrimSpace(body.String())
	return append(out, cur)
}

func headingLevel(t string) int {
	n := 0
	for n < len(t) && t[n] == '#' {
		n++
	}
	if n == 0 || n > 6 || (len(t) > n && t[n] != ' ') {
		return 0
	}
	return n
}

// Summary is the first paragraph of prose.
func Summary(secs []Section) string {
	for _, s := range secs {
		for _, para := range strings.Split(s.Body, "\n\n") {
			p := strings.TrimSpace(para)
			if p != "" && !strings.HasPrefix(p, "```") && !strings.HasPrefix(p, "!") {
				return strings.Join(strings.Fields(p), " ")
			}
		}
	}
	return ""
}

// Symbols lists the API symbols (see the package comment).
func Symbols(secs []Section) []sdk.Symbol {
	var out []sdk.Symbol
	inAPI := false
	for _, s := range secs {
		switch {
		case s.Level == 2:
			inAPI = strings.EqualFold(s.Title, "API")
		case s.Level <= 1:
			inAPI = false
		case s.Level == 3 && inAPI:
			sig, doc := signatureAndDoc(s.Body)
			out = append(out, sdk.Symbol{Name: s.Title, Kind: "symbol", Signature: sig, Doc: doc})
		}
	}
	return out
}

// Body is the body of the first section titled title.
func Body(secs []Section, title string) string {
	for _, s := range secs {
		if s.Title == title {
			return s.Body
		}
	}
	return ""
}

// WithoutFirstFence drops the first fenced code block of body (a symbol's
// signature, already shown as such).
func WithoutFirstFence(body string) string {
	lines := strings.Split(body, "\n")
	for i := 0; i < len(lines); i++ {
		if strings.HasPrefix(strings.TrimSpace(lines[i]), "```") {
			for j := i + 1; j < len(lines); j++ {
				if strings.HasPrefix(strings.TrimSpace(lines[j]), "```") {
					return strings.TrimSpace(strings.Join(append(lines[:i:i], lines[j+1:]...), "\n"))
				}
			}
			break
		}
	}
	return body
}

// signatureAndDoc returns the first code block and the first prose line.
func signatureAndDoc(body string) (sig, doc string) {
	lines := strings.Split(body, "\n")
	for i := 0; i < len(lines); i++ {
		t := strings.TrimSpace(lines[i])
		if sig == "" && strings.HasPrefix(t, "```") {
			var code []string
			for i++; i < len(lines) && !strings.HasPrefix(strings.TrimSpace(lines[i]), "```"); i++ {
				code = append(code, lines[i])
			}
			sig = strings.Join(code, "\n")
			continue
		}
		if doc == "" && t != "" {
			doc = t
		}
	}
	return sig, doc
}
