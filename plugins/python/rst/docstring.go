package rst

import (
	"regexp"
	"strings"
	"sync"
)

var (
	fieldRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^:(param|parameter|arg|argument|key|keyword|type|raises|raise|except|exception|returns|return|rtype|yields|yield|ivar|cvar|var|vartype)\b\s*([^:]*):\s*(.*)$`)
	})
	googleHeadRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^(Args|Arguments|Parameters|Params|Keyword Args|Keyword Arguments|Kwargs|Other Parameters|Returns|Return|Yields|Yield|Raises|Raise|Attributes|Warns|Example|Examples|Note|Notes|Warning|Warnings|See Also|Todo|References):\s*$`)
	})
	googleItemRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(\*{0,2}[\w.]+)\s*(?:\(([^)]*)\))?\s*:\s*(.*)$`) })
	numpyHeads   = map[string]bool{"Parameters": true, "Returns": true, "Yields": true, "Raises": true, "Attributes": true, "Other Parameters": true, "Receives": true, "Warns": true, "Warnings": true, "See Also": true, "Notes": true, "References": true, "Examples": true, "Methods": true}
	numpyItemRE  = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^(\*{0,2}[\w.]+(?:\s*,\s*\*{0,2}[\w.]+)*)\s*(?::\s*(.*))?$`)
	})
)

// listSections are the sections whose entries are "name (type): text".
var listSections = map[string]bool{"Args": true, "Arguments": true, "Parameters": true, "Params": true, "Keyword Args": true,
	"Keyword Arguments": true, "Kwargs": true, "Other Parameters": true, "Raises": true, "Raise": true, "Attributes": true,
	"Warns": true, "Receives": true, "Methods": true}

// Docstring converts a cleaned docstring (inspect.cleandoc) to Markdown:
// reST field lists, Google and NumPy sections become bold titles with
// lists, and the prose goes through ToMarkdown.
func Docstring(doc string) string {
	lines := strings.Split(doc, "\n")
	var out []string
	var fieldTitle string
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		t := strings.TrimSpace(l)
		// reST field list entry.
		if m := fieldRE().FindStringSubmatch(t); m != nil && indentOf(l) == 0 {
			text := m[3]
			// Continuation lines: indented, or (as many docstrings write
			// them) not indented but before the next field or blank line.
			for i+1 < len(lines) && strings.TrimSpace(lines[i+1]) != "" && (indentOf(lines[i+1]) > 0 || !fieldRE().MatchString(strings.TrimSpace(lines[i+1]))) {
				i++
				text += " " + strings.TrimSpace(lines[i])
			}
			kind, arg := m[1], strings.ReplaceAll(strings.TrimSpace(m[2]), `\*`, "*")
			title := ""
			item := ""
			switch kind {
			case "param", "parameter", "arg", "argument", "key", "keyword":
				title, item = "Parameters", "- `"+lastField(arg)+"`"+typeIn(arg)+": "+text
			case "type", "vartype":
				out = appendType(out, arg, text)
				continue
			case "raises", "raise", "except", "exception":
				title, item = "Raises", "- `"+arg+"`: "+text
			case "returns", "return":
				title, item = "Returns", "- "+text
			case "rtype":
				title, item = "Returns", "- type: `"+text+"`"
			case "yields", "yield":
				title, item = "Yields", "- "+text
			default:
				title, item = "Attributes", "- `"+lastField(arg)+"`: "+text
			}
			if title != fieldTitle {
				out = append(out, "", "**"+title+"**", "")
				fieldTitle = title
			}
			out = append(out, strings.TrimRight(item, " :"))
			continue
		}
		if t == "" && fieldTitle != "" && nextIsField(lines, i+1) {
			continue // blank lines between fields (:param a: …, blank, :param b: …) keep one list
		}
		fieldTitle = ""
		// NumPy section: title line and dashes.
		if numpyHeads[t] && i+1 < len(lines) && isAdornment(strings.TrimSpace(lines[i+1])) && strings.TrimSpace(lines[i+1])[0] == '-' {
			body, next := sectionBody(lines, i+2, indentOf(l), true)
			out = append(out, "", "**"+t+"**", "")
			out = append(out, numpyItems(t, body)...)
			i = next - 1
			continue
		}
		// Google section.
		if m := googleHeadRE().FindStringSubmatch(t); m != nil {
			body, next := sectionBody(lines, i+1, indentOf(l), false)
			if len(body) > 0 {
				out = append(out, "", "**"+m[1]+"**", "")
				out = append(out, googleItems(m[1], body)...)
				i = next - 1
				continue
			}
		}
		out = append(out, l)
	}
	return strings.TrimSpace(ToMarkdown(strings.Join(out, "\n")))
}

// nextIsField reports whether the first non-blank line from i on is a
// reST field list entry at the margin.
func nextIsField(lines []string, i int) bool {
	for ; i < len(lines); i++ {
		if t := strings.TrimSpace(lines[i]); t != "" {
			return indentOf(lines[i]) == 0 && fieldRE().MatchString(t)
		}
	}
	return false
}

func lastField(arg string) string {
	f := strings.Fields(arg)
	if len(f) == 0 {
		return arg
	}
	return f[len(f)-1]
}

func typeIn(arg string) string {
	f := strings.Fields(arg)
	if len(f) > 1 {
		return " (" + strings.Join(f[:len(f)-1], " ") + ")"
	}
	return ""
}

// appendType adds ":type x: T" to the parameter x's item.
func appendType(out []string, arg, typ string) []string {
	for k := len(out) - 1; k >= 0; k-- {
		if strings.HasPrefix(out[k], "- `"+arg+"`") {
			out[k] = strings.Replace(out[k], "- `"+arg+"`", "- `"+arg+"` (`"+typ+"`)", 1)
			return out
		}
	}
	return out
}

// sectionBody returns a section's lines: deeper than indent (Google), or
// up to the next NumPy title (NumPy).
func sectionBody(lines []string, i, indent int, numpy bool) ([]string, int) {
	var body []string
	j := i
	for ; j < len(lines); j++ {
		l := lines[j]
		t := strings.TrimSpace(l)
		if numpy {
			if numpyHeads[t] && j+1 < len(lines) && isAdornment(strings.TrimSpace(lines[j+1])) {
				break
			}
			body = append(body, l)
			continue
		}
		if t == "" {
			body = append(body, "")
			continue
		}
		if indentOf(l) <= indent {
			break
		}
		body = append(body, l)
	}
	for len(body) > 0 && strings.TrimSpace(body[len(body)-1]) == "" {
		body = body[:len(body)-1]
	}
	return dedent(body), j
}

func dedent(body []string) []string {
	min := -1
	for _, l := range body {
		if strings.TrimSpace(l) != "" {
			if n := indentOf(l); min < 0 || n < min {
				min = n
			}
		}
	}
	out := make([]string, len(body))
	for k, l := range body {
		if len(l) >= min && min > 0 {
			l = l[min:]
		}
		out[k] = l
	}
	return out
}

func googleItems(section string, body []string) []string {
	if !listSections[section] && section != "Returns" && section != "Return" && section != "Yields" && section != "Yield" {
		return body // prose or examples: converted with the rest
	}
	var out []string
	for _, l := range body {
		t := strings.TrimSpace(l)
		if t == "" {
			continue
		}
		if indentOf(l) == 0 {
			if m := googleItemRE().FindStringSubmatch(t); m != nil && listSections[section] {
				item := "- `" + m[1] + "`"
				if m[2] != "" {
					item += " (" + m[2] + ")"
				}
				out = append(out, item+": "+m[3])
				continue
			}
			out = append(out, "- "+t)
			continue
		}
		if len(out) > 0 {
			out[len(out)-1] += " " + t
		} else {
			out = append(out, "- "+t)
		}
	}
	return append(out, "")
}

func numpyItems(section string, body []string) []string {
	if !listSections[section] && section != "Returns" && section != "Yields" {
		return body
	}
	var out []string
	for _, l := range body {
		t := strings.TrimSpace(l)
		if t == "" {
			continue
		}
		if indentOf(l) == 0 {
			if m := numpyItemRE().FindStringSubmatch(t); m != nil {
				item := "- `" + m[1] + "`"
				if m[2] != "" {
					item += " (" + m[2] + ")"
				}
				out = append(out, item+":")
				continue
			}
			out = append(out, "- "+t)
			continue
		}
		if len(out) > 0 {
			out[len(out)-1] += " " + t
		}
	}
	for k := range out {
		out[k] = strings.TrimSuffix(out[k], ":")
	}
	return append(out, "")
}
