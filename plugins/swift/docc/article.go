package docc

import (
	"regexp"
	"strings"
	"sync"
)

var (
	directiveStart = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^\s*@([A-Za-z]+)\s*(\(.*\))?\s*(\{)?\s*$`) })
	snippetPath    = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`@Snippet\s*\(\s*path:\s*"([^"]+)"`) })
	titleLink      = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile("^#\\s+``([^`]+)``\\s*$") })
)

// Article is a DocC catalog page turned into Markdown.
type Article struct {
	// Title is the first heading's text; for an extension page
	// ("# ``Module/Symbol``"), the symbol's name.
	Title string
	// Symbol is set on extension pages: the symbol the page documents.
	Symbol string
	// Markdown is the page with directives removed (a @Snippet becomes the
	// snippet's code when Snippet finds it) and links rewritten.
	Markdown string
}

// SnippetFunc returns the code of a snippet named by its @Snippet path
// ("package/Snippets/name"), or "" when it is not known.
type SnippetFunc func(path string) string

// ParseArticle reads one catalog page.
func ParseArticle(src string, snippet SnippetFunc) Article {
	var a Article
	var out []string
	lines := strings.Split(src, "\n")
	fence := false
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		t := strings.TrimSpace(line)
		if strings.HasPrefix(t, "```") {
			fence = !fence
			out = append(out, line)
			continue
		}
		if fence {
			out = append(out, line)
			continue
		}
		if a.Title == "" && strings.HasPrefix(t, "# ") {
			if m := titleLink().FindStringSubmatch(t); m != nil {
				a.Symbol = LinkText(m[1])
				if j := strings.Index(a.Symbol, "."); j >= 0 && !strings.Contains(m[1], "(") {
					// drop the module: "ArgumentParser/Flag" → "Flag"
					a.Symbol = a.Symbol[j+1:]
				}
				a.Title = a.Symbol
				out = append(out, "# "+a.Title)
				continue
			}
			a.Title = Inline(strings.TrimPrefix(t, "# "))
		}
		if m := directiveStart().FindStringSubmatch(line); m != nil {
			if m[1] == "Snippet" && snippet != nil {
				if p := snippetPath().FindStringSubmatch(line); p != nil {
					if code := snippet(p[1]); code != "" {
						out = append(out, "```swift", strings.TrimRight(code, "\n"), "```")
					}
				}
			}
			if m[3] == "{" {
				// skip the directive's block, nested braces included
				depth := 1
				for i+1 < len(lines) && depth > 0 {
					i++
					depth += strings.Count(lines[i], "{") - strings.Count(lines[i], "}")
				}
			}
			continue
		}
		out = append(out, Inline(line))
	}
	a.Markdown = strings.TrimSpace(strings.Join(out, "\n")) + "\n"
	return a
}
