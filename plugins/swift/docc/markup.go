package docc

import (
	"regexp"
	"strings"
	"sync"
)

var (
	symbolLink = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile("``([^`]+)``") })
	docLink    = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`<doc:([^>]+)>`) })
	// a DocC disambiguation suffix: a hash ("-7p2fr") or a kind
	// ("-swift.struct", "-swift.type.property")
	disambiguation = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`-(swift\.[a-z.]+|[0-9a-z]{4,6})$`) })
	calloutRE      = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(\s*)[-*+]\s+([A-Za-z]+)(\s+[^:]+)?:\s*(.*)$`) })
)

// callouts DocC renders as asides.
var asides = map[string]string{
	"attention": "Attention", "author": "Author", "authors": "Authors", "bug": "Bug",
	"complexity": "Complexity", "copyright": "Copyright", "date": "Date", "experiment": "Experiment",
	"important": "Important", "invariant": "Invariant", "mutatingvariant": "Mutating variant",
	"nonmutatingvariant": "Non-mutating variant", "note": "Note", "postcondition": "Postcondition",
	"precondition": "Precondition", "remark": "Remark", "requires": "Requires", "seealso": "See also",
	"since": "Since", "tip": "Tip", "todo": "To do", "version": "Version", "warning": "Warning",
}

// LinkText spells a symbol link's destination for reading:
// "ArgumentParser/ParsableCommand/run()-7p2fr" → "ParsableCommand.run()".
func LinkText(dest string) string {
	parts := strings.Split(dest, "/")
	for i, p := range parts {
		parts[i] = disambiguation().ReplaceAllString(p, "")
	}
	return strings.Join(parts, ".")
}

// Inline rewrites symbol and article links in one line of text.
func Inline(s string) string {
	s = symbolLink().ReplaceAllStringFunc(s, func(m string) string {
		return "`" + LinkText(m[2:len(m)-2]) + "`"
	})
	return docLink().ReplaceAllStringFunc(s, func(m string) string {
		dest := m[len("<doc:") : len(m)-1]
		if i := strings.LastIndex(dest, "/"); i >= 0 {
			dest = dest[i+1:]
		}
		return "*" + dest + "*"
	})
}

// Markdown renders a doc comment's DocC markup as Markdown: the abstract
// and discussion as written (links rewritten), then the parameters,
// return value and errors under their own headings.
func Markdown(doc string) string {
	var body, params []string
	var returns, throws string
	lines := strings.Split(doc, "\n")
	fence := ""
	// cur points at the text the current continuation line belongs to
	var cur *string
	curIndent := 0
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		trimmed := strings.TrimSpace(line)
		if fence != "" {
			body = append(body, line)
			if strings.HasPrefix(trimmed, fence) {
				fence = ""
			}
			continue
		}
		if strings.HasPrefix(trimmed, "```") || strings.HasPrefix(trimmed, "~~~") {
			fence = trimmed[:3]
			cur = nil
			body = append(body, line)
			continue
		}
		indent := len(line) - len(strings.TrimLeft(line, " \t"))
		if cur != nil && trimmed != "" && indent > curIndent && !calloutRE().MatchString(line) {
			*cur += " " + Inline(trimmed)
			continue
		}
		m := calloutRE().FindStringSubmatch(line)
		if m == nil {
			cur = nil
			body = append(body, Inline(line))
			continue
		}
		word := strings.ToLower(m[2])
		name := strings.TrimSpace(m[3])
		text := Inline(m[4])
		switch {
		case word == "parameters" && name == "":
			// nested items: "  - name: description"
			cur = nil
			for i+1 < len(lines) {
				n := lines[i+1]
				nm := calloutRE().FindStringSubmatch(n)
				nIndent := len(n) - len(strings.TrimLeft(n, " \t"))
				if nm != nil && nIndent > len(m[1]) && nm[3] == "" {
					params = append(params, "- `"+nm[2]+"`: "+Inline(nm[4]))
					cur, curIndent = &params[len(params)-1], nIndent
					i++
					continue
				}
				if strings.TrimSpace(n) != "" && nIndent > len(m[1]) && nm == nil && cur != nil {
					*cur += " " + Inline(strings.TrimSpace(n))
					i++
					continue
				}
				break
			}
			cur = nil
		case word == "parameter" && name != "":
			params = append(params, "- `"+name+"`: "+text)
			cur, curIndent = &params[len(params)-1], len(m[1])
		case word == "returns" && name == "":
			returns = text
			cur, curIndent = &returns, len(m[1])
		case word == "throws" && name == "":
			throws = text
			cur, curIndent = &throws, len(m[1])
		case asides[word] != "" && name == "":
			body = append(body, "> "+asides[word]+": "+text)
			cur, curIndent = &body[len(body)-1], len(m[1])
		default:
			cur = nil
			body = append(body, Inline(line))
		}
	}
	out := strings.TrimSpace(strings.Join(body, "\n"))
	var b strings.Builder
	b.WriteString(out)
	if len(params) > 0 {
		b.WriteString("\n\n**Parameters:**\n" + strings.Join(params, "\n"))
	}
	if returns != "" {
		b.WriteString("\n\n**Returns:** " + returns)
	}
	if throws != "" {
		b.WriteString("\n\n**Throws:** " + throws)
	}
	return strings.TrimSpace(b.String())
}

// Abstract returns the first paragraph of a doc comment, links rewritten,
// on one line: what an outline shows.
func Abstract(doc string) string {
	var out []string
	for _, l := range strings.Split(strings.TrimSpace(doc), "\n") {
		t := strings.TrimSpace(l)
		if t == "" || calloutRE().MatchString(l) || strings.HasPrefix(t, "```") {
			break
		}
		out = append(out, t)
	}
	return Inline(strings.Join(out, " "))
}
