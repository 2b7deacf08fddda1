package docc

import (
	"regexp"
	"strings"
	"sync"
)

var (
	directiveLine = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^\s*@([A-Za-z]+)\s*(\((.*)\))?\s*(\{)?\s*$`) })
	argRE         = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`([A-Za-z]+)\s*:\s*("([^"]*)"|[^,)]+)`) })
)

// CodeFunc returns the contents of a file a tutorial's @Code directive
// names (found in the catalog's resources), or "".
type CodeFunc func(file string) string

// ParseTutorial turns a DocC tutorial (.tutorial) into Markdown: the
// titles of @Intro, @Section, @Chapter and @Tutorials as headings, the
// prose as written, each @Step's text as a numbered item with its @Code
// file inlined, media left out.
func ParseTutorial(src string, code CodeFunc) Article {
	var a Article
	var out []string
	step := 0
	for _, line := range strings.Split(src, "\n") {
		m := directiveLine().FindStringSubmatch(line)
		if m == nil {
			t := strings.TrimSpace(line)
			if t == "}" || t == "" {
				if t == "" && (len(out) == 0 || out[len(out)-1] != "") {
					out = append(out, "")
				}
				continue
			}
			out = append(out, Inline(t))
			continue
		}
		args := map[string]string{}
		for _, am := range argRE().FindAllStringSubmatch(m[3], -1) {
			v := am[3]
			if v == "" {
				v = strings.TrimSpace(am[2])
			}
			args[am[1]] = v
		}
		switch m[1] {
		case "Tutorials", "Tutorial":
			if n := args["name"]; n != "" && a.Title == "" {
				a.Title = n
				out = append(out, "# "+n, "")
			}
		case "Intro":
			if t := args["title"]; t != "" {
				if a.Title == "" {
					a.Title = t
					out = append(out, "# "+t, "")
				} else {
					out = append(out, "## "+t, "")
				}
			}
		case "Section", "Chapter", "Volume":
			if t := firstNonEmpty(args["title"], args["name"]); t != "" {
				out = append(out, "## "+t, "")
				step = 0
			}
		case "Step":
			step++
			out = append(out, "", "**Step "+itoa(step)+":**")
		case "Code":
			if code != nil {
				if c := code(args["file"]); c != "" {
					out = append(out, "", "```swift", "// "+firstNonEmpty(args["name"], args["file"]), strings.TrimRight(c, "\n"), "```", "")
				}
			}
		case "TutorialReference":
			if t := args["tutorial"]; t != "" {
				out = append(out, "- "+Inline("<"+strings.TrimPrefix(t, "<")))
			}
		}
	}
	a.Markdown = strings.TrimSpace(strings.Join(out, "\n")) + "\n"
	return a
}

func firstNonEmpty(s ...string) string {
	for _, x := range s {
		if x != "" {
			return x
		}
	}
	return ""
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}
