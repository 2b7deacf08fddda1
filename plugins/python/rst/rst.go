package rst

import (
	"regexp"
	"strings"
	"sync"
)

const adornChars = "=-~^\"'`#*+<>:._"

func isAdornment(l string) bool {
	l = strings.TrimRight(l, " ")
	if len(l) < 2 {
		return false
	}
	if !strings.ContainsRune(adornChars, rune(l[0])) {
		return false
	}
	return strings.Count(l, l[:1]) == len(l)
}

func indentOf(l string) int { return len(l) - len(strings.TrimLeft(l, " \t")) }

var directiveRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^\.\.\s+([A-Za-z][\w:-]*)::\s*(.*)$`) })

// ToMarkdown converts a reStructuredText document.
func ToMarkdown(src string) string {
	src = strings.ReplaceAll(src, "\r\n", "\n")
	src = strings.ReplaceAll(src, "\t", "    ")
	lines := strings.Split(src, "\n")
	var out []string
	levels := map[string]int{}
	emit := func(s ...string) { out = append(out, s...) }
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		t := strings.TrimSpace(l)
		// Overlined title: adornment, text, adornment.
		if isAdornment(l) && i+2 < len(lines) && isAdornment(lines[i+2]) && strings.TrimSpace(lines[i+1]) != "" && lines[i][0] == lines[i+2][0] {
			key := "o" + l[:1]
			emit(heading(levels, key, strings.TrimSpace(lines[i+1])), "")
			i += 2
			continue
		}
		// Underlined title.
		if t != "" && indentOf(l) == 0 && i+1 < len(lines) && isAdornment(lines[i+1]) && len(strings.TrimRight(lines[i+1], " ")) >= len([]rune(t)) && !isAdornment(l) {
			emit(heading(levels, "u"+lines[i+1][:1], inline(t)), "")
			i++
			continue
		}
		if m := directiveRE().FindStringSubmatch(t); m != nil && indentOf(l) == 0 {
			name, arg := strings.ToLower(m[1]), m[2]
			body, next := block(lines, i+1, indentOf(l))
			i = next - 1
			switch name {
			case "code-block", "code", "sourcecode", "highlight", "doctest":
				if name == "highlight" {
					continue
				}
				lang := arg
				if name == "doctest" {
					lang = "pycon"
				}
				emit(fence(lang, dropOptions(body))...)
			case "note", "warning", "tip", "important", "caution", "attention", "hint", "danger", "error", "seealso", "deprecated", "versionadded", "versionchanged":
				text := strings.TrimSpace(arg + " " + strings.Join(ToLines(dropOptions(body)), " "))
				if text != "" {
					emit("> **"+strings.ToUpper(name[:1])+name[1:]+":** "+inline(text), "")
				}
			}
			continue
		}
		if strings.HasPrefix(t, "..") && indentOf(l) == 0 {
			// comment, link target, substitution definition: dropped with its body.
			_, next := block(lines, i+1, 0)
			i = next - 1
			continue
		}
		if strings.HasSuffix(t, "::") {
			// Literal block follows.
			intro := strings.TrimSuffix(l, "::")
			if strings.TrimSpace(intro) != "" {
				if strings.HasSuffix(intro, " ") {
					emit(inline(strings.TrimRight(intro, " ")))
				} else {
					emit(inline(intro) + ":")
				}
				emit("")
			}
			j := i + 1
			for j < len(lines) && strings.TrimSpace(lines[j]) == "" {
				j++
			}
			body, next := block(lines, j, indentOf(l))
			if len(body) > 0 {
				lang := ""
				if looksPython(body) {
					lang = "python"
				}
				emit(fence(lang, body)...)
			}
			i = next - 1
			continue
		}
		if strings.HasPrefix(t, "#. ") {
			l = strings.Repeat(" ", indentOf(l)) + "1. " + t[3:]
		}
		if strings.HasPrefix(t, ">>> ") {
			body, next := block(lines, i, indentOf(l)-1)
			emit(fence("pycon", body)...)
			i = next - 1
			continue
		}
		emit(inline(l))
	}
	return strings.TrimSpace(collapseBlank(strings.Join(out, "\n"))) + "\n"
}

// ToLines trims each line.
func ToLines(ls []string) []string {
	var out []string
	for _, l := range ls {
		if t := strings.TrimSpace(l); t != "" {
			out = append(out, t)
		}
	}
	return out
}

func heading(levels map[string]int, key, text string) string {
	lv, ok := levels[key]
	if !ok {
		lv = len(levels) + 1
		levels[key] = lv
	}
	if lv > 6 {
		lv = 6
	}
	return strings.Repeat("#", lv) + " " + text
}

// block returns the lines indented more than indent starting at i (blank
// lines inside kept), dedented, and the index after it.
func block(lines []string, i, indent int) ([]string, int) {
	var body []string
	j := i
	for ; j < len(lines); j++ {
		l := lines[j]
		if strings.TrimSpace(l) == "" {
			body = append(body, "")
			continue
		}
		if indentOf(l) <= indent {
			break
		}
		body = append(body, l)
	}
	for len(body) > 0 && body[len(body)-1] == "" {
		body = body[:len(body)-1]
		j--
	}
	min := -1
	for _, l := range body {
		if strings.TrimSpace(l) == "" {
			continue
		}
		if n := indentOf(l); min < 0 || n < min {
			min = n
		}
	}
	for k, l := range body {
		if len(l) >= min && min > 0 {
			body[k] = l[min:]
		}
	}
	return body, j
}

func dropOptions(body []string) []string {
	k := 0
	for k < len(body) && strings.HasPrefix(strings.TrimSpace(body[k]), ":") {
		k++
	}
	for k < len(body) && strings.TrimSpace(body[k]) == "" {
		k++
	}
	return body[k:]
}

func fence(lang string, body []string) []string {
	for len(body) > 0 && strings.TrimSpace(body[0]) == "" {
		body = body[1:]
	}
	out := []string{"```" + lang}
	out = append(out, body...)
	return append(out, "```", "")
}

func looksPython(body []string) bool {
	for _, l := range body {
		t := strings.TrimSpace(l)
		if strings.HasPrefix(t, ">>>") || strings.HasPrefix(t, "import ") || strings.HasPrefix(t, "from ") || strings.HasPrefix(t, "def ") || strings.HasPrefix(t, "class ") {
			return true
		}
	}
	return false
}

var (
	linkRE      = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile("`([^`<]+?)\\s*<([^`>]+)>`__?") })
	refRE       = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile("`([^`]+)`__?") })
	roleRE      = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(":[a-zA-Z][\\w:.-]*:`([^`]+)`") })
	literalRE   = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile("``([^`]+)``") })
	subRE       = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\|[\w .-]+\|_{0,2}`) })
	tildeRoleRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile("^~?(?:[^<]*<)?([^>]+?)>?$") })
)

// inline converts one line's inline markup.
func inline(l string) string {
	// Protect ``literals`` first.
	var lits []string
	l = literalRE().ReplaceAllStringFunc(l, func(m string) string {
		lits = append(lits, m[2:len(m)-2])
		return "\x00" + string(rune('A'+len(lits)-1)) + "\x00"
	})
	l = roleRE().ReplaceAllStringFunc(l, func(m string) string {
		inner := roleRE().FindStringSubmatch(m)[1]
		if s := tildeRoleRE().FindStringSubmatch(inner); s != nil {
			inner = s[1]
			if strings.HasPrefix(roleRE().FindStringSubmatch(m)[1], "~") {
				if i := strings.LastIndexByte(inner, '.'); i >= 0 {
					inner = inner[i+1:]
				}
			}
		}
		return "`" + inner + "`"
	})
	l = linkRE().ReplaceAllString(l, "[$1]($2)")
	l = refRE().ReplaceAllString(l, "$1")
	l = subRE().ReplaceAllString(l, "")
	for i, lit := range lits {
		l = strings.Replace(l, "\x00"+string(rune('A'+i))+"\x00", "`"+lit+"`", 1)
	}
	return l
}

var blankRunRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\n{3,}`) })

func collapseBlank(s string) string { return blankRunRE().ReplaceAllString(s, "\n\n") }

// Inline converts one line or paragraph's inline markup (literals, roles,
// links, substitutions).
func Inline(s string) string { return inline(s) }
