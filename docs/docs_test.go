package docs

import (
	"bytes"
	"encoding/json"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/host/cli"
)

// maxReadme is issue 31's bound on README.md: what a newcomer reads
// first; the reference is in docs/.
const maxReadme = 10 << 10

func pages(t *testing.T) map[string]string {
	t.Helper()
	names, err := filepath.Glob("*.md")
	if err != nil {
		t.Fatal(err)
	}
	names = append(names, filepath.Join("..", "README.md"))
	out := map[string]string{}
	for _, n := range names {
		b, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		out[n] = string(b)
	}
	if len(out) < 2 {
		t.Fatalf("found %d pages; want README.md and docs/*.md", len(out))
	}
	return out
}

func TestReadmeSize(t *testing.T) {
	fi, err := os.Stat(filepath.Join("..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	if fi.Size() > maxReadme {
		t.Errorf("README.md is %d bytes, over %d: move reference material into docs/", fi.Size(), maxReadme)
	}
}

// block is one fenced code block.
type block struct {
	lang, text string
	line       int
}

func blocks(md string) []block {
	var out []block
	var cur *block
	for i, l := range strings.Split(md, "\n") {
		trimmed := strings.TrimSpace(l)
		if !strings.HasPrefix(trimmed, "```") {
			if cur != nil {
				cur.text += l + "\n"
			}
			continue
		}
		if cur == nil {
			cur = &block{lang: strings.TrimSpace(strings.TrimPrefix(trimmed, "```")), line: i + 1}
			continue
		}
		out = append(out, *cur)
		cur = nil
	}
	return out
}

// commands are pkgdocs's commands (host/cli.Main).
var commands = []string{"serve", "plugins", "describe", "call", "cache", "prefetch", "version"}

// cliFlags is every command of `pkgdocs` with its flags, read from the
// CLI's own --help.
func cliFlags(t *testing.T) map[string][]string {
	t.Helper()
	flagLine := regexp.MustCompile(`(?m)^  -([a-z][a-z0-9-]*)`)
	out := map[string][]string{}
	for _, cmd := range commands {
		var stdout, stderr bytes.Buffer
		cli.Main([]string{cmd, "--help"}, &stdout, &stderr)
		help := stdout.String() + stderr.String()
		if strings.Contains(help, "unknown command") || help == "" {
			t.Fatalf("pkgdocs %s --help: %s", cmd, help)
		}
		var flags []string
		for _, m := range flagLine.FindAllStringSubmatch(help, -1) {
			flags = append(flags, m[1])
		}
		if cmd != "version" && len(flags) == 0 {
			t.Fatalf("pkgdocs %s --help lists no flags:\n%s", cmd, help)
		}
		out[cmd] = append(flags, "help", "h")
	}
	return out
}

// TestBlocks: json blocks parse, go blocks are Go, and every pkgdocs
// command line in a sh or plain block names a command and flags the CLI
// has.
func TestBlocks(t *testing.T) {
	cmds := cliFlags(t)
	found := 0
	for name, md := range pages(t) {
		for _, b := range blocks(md) {
			where := func() string { return name + ":" + itoa(b.line) }
			switch b.lang {
			case "json":
				if !json.Valid([]byte(b.text)) {
					t.Errorf("%s: json block does not parse:\n%s", where(), b.text)
				}
			case "go":
				if _, err := parser.ParseFile(token.NewFileSet(), "block.go", "package p\n"+b.text, 0); err != nil {
					t.Errorf("%s: go block does not parse: %v", where(), err)
				}
			case "sh", "":
				for _, line := range shellLines(b.text) {
					if b.lang == "" && !strings.HasPrefix(strings.TrimSpace(line), "pkgdocs ") {
						continue // a plain block: only its command lines (a synopsis)
					}
					for _, c := range pkgdocsCommands(line) {
						found++
						flags, ok := cmds[c.command]
						if !ok {
							t.Errorf("%s: `%s`: pkgdocs has no command %q", where(), line, c.command)
							continue
						}
						for _, f := range c.flags {
							if !slices.Contains(flags, f) {
								t.Errorf("%s: `%s`: pkgdocs %s has no flag --%s", where(), line, c.command, f)
							}
						}
					}
				}
			}
		}
	}
	if found < 10 {
		t.Errorf("found %d pkgdocs command lines in the pages; the extraction is broken", found)
	}
}

// TestNamedFlags: every --flag the command-line and operations pages name
// in backquotes is a flag of some pkgdocs command.
func TestNamedFlags(t *testing.T) {
	all := map[string]bool{}
	for _, flags := range cliFlags(t) {
		for _, f := range flags {
			all[f] = true
		}
	}
	named := regexp.MustCompile("`[^`]*`")
	flag := regexp.MustCompile(`(?:^|[\s\[])--([a-z][a-z0-9-]*)`)
	ps := pages(t)
	n := 0
	for _, name := range []string{"command-line.md", "operations.md"} {
		md, ok := ps[name]
		if !ok {
			t.Fatalf("no docs/%s", name)
		}
		// Fenced blocks are TestBlocks' (and may hold other programs).
		for _, b := range blocks(md) {
			md = strings.Replace(md, b.text, "", 1)
		}
		for _, code := range named.FindAllString(md, -1) {
			code = strings.Trim(code, "`")
			words := strings.Fields(code)
			if len(words) == 0 {
				continue
			}
			if first := words[0]; !strings.HasPrefix(first, "-") && first != "pkgdocs" && !isCommand(first) {
				continue // another program's command line (claude mcp add --transport …)
			}
			for _, m := range flag.FindAllStringSubmatch(code, -1) {
				n++
				if !all[m[1]] {
					t.Errorf("docs/%s names %s: no pkgdocs command has --%s", name, code, m[1])
				}
			}
		}
	}
	if n < 20 {
		t.Errorf("found %d flags named in the pages; the extraction is broken", n)
	}
}

// TestLinks: every relative link leads to a file or directory that
// exists.
func TestLinks(t *testing.T) {
	link := regexp.MustCompile(`\]\(([^)\s]+)\)`)
	for name, md := range pages(t) {
		for _, m := range link.FindAllStringSubmatch(md, -1) {
			target := m[1]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "#") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			target, _, _ = strings.Cut(target, "#")
			p := filepath.Join(filepath.Dir(name), filepath.FromSlash(target))
			if _, err := os.Stat(p); err != nil {
				t.Errorf("%s links to %s: %v", name, m[1], err)
			}
		}
	}
}

// shellLines joins a block's lines continued with a backslash.
func shellLines(text string) []string {
	var out []string
	cur := ""
	for _, l := range strings.Split(text, "\n") {
		if s, ok := strings.CutSuffix(l, "\\"); ok {
			cur += s + " "
			continue
		}
		out = append(out, cur+l)
		cur = ""
	}
	return out
}

// commandPosition reports whether the word after before is where a shell
// line runs a program: first, after environment assignments, or after
// --, &&, ;, |, & or exec.
func commandPosition(before []string) bool {
	for i := len(before) - 1; i >= 0; i-- {
		switch w := before[i]; {
		case w == "--" || w == "&&" || w == ";" || w == "|" || w == "&" || w == "exec":
			return true
		case strings.Contains(w, "=") && !strings.HasPrefix(w, "-"):
			continue // VAR=value
		default:
			return false
		}
	}
	return true
}

// invocation is one pkgdocs command line: the command and the flags given.
type invocation struct {
	command string
	flags   []string
}

// pkgdocsCommands finds the pkgdocs invocations on a shell line: a word
// whose base name is pkgdocs, then the command (the first word not a flag;
// "[serve]" as a synopsis writes it counts), and the flags up to the end
// of that command (a comment, |, ;, &&, &).
func pkgdocsCommands(line string) []invocation {
	line, _, _ = strings.Cut(line, " #")
	words := strings.Fields(line)
	var out []invocation
	for i := 0; i < len(words); i++ {
		if filepath.Base(words[i]) != "pkgdocs" || !commandPosition(words[:i]) {
			continue // not the binary (claude mcp add pkgdocs -- …: a server's name)
		}
		var inv invocation
		for j := i + 1; j < len(words); j++ {
			w := strings.Trim(words[j], "[]")
			if w == "|" || w == ";" || w == "&&" || w == "&" || strings.HasPrefix(w, "$(") {
				break
			}
			if f, ok := strings.CutPrefix(w, "-"); ok && f != "" {
				f = strings.TrimPrefix(f, "-")
				f, _, _ = strings.Cut(f, "=")
				inv.flags = append(inv.flags, f)
				continue
			}
			if inv.command == "" {
				if c, _, _ := strings.Cut(w, "|"); c != "" {
					inv.command = c
				}
			}
		}
		if inv.command == "" {
			inv.command = "serve" // plain pkgdocs serves
		}
		out = append(out, inv)
	}
	return out
}

func itoa(n int) string { return strconv.Itoa(n) }

// isCommand reports whether w is a pkgdocs command, as a table row writes
// one before its flag ("serve --workers N").
func isCommand(w string) bool {
	return slices.Contains(commands, w)
}

// TestSectionReferences: "see *Title* in the README" or "*Title* in
// [page.md](page.md)" names a heading or a bold lead-in (**Title.**) that
// page has, so a reader who follows it finds the section.
func TestSectionReferences(t *testing.T) {
	ref := regexp.MustCompile(`\*([A-Z][^*\n]{2,80})\* in (the README|\[[a-z-]+\.md\]\(([a-z-]+\.md)\))`)
	all := pages(t)
	n := 0
	for name, md := range all {
		for _, m := range ref.FindAllStringSubmatch(md, -1) {
			n++
			target := filepath.Join("..", "README.md")
			if m[3] != "" {
				target = filepath.Join(filepath.Dir(name), m[3])
			}
			page, ok := all[target]
			if !ok {
				t.Errorf("%s refers to *%s* in %s: no such page", name, m[1], m[2])
				continue
			}
			title := regexp.QuoteMeta(m[1])
			if !regexp.MustCompile(`(?m)^#+ ` + title + `\s*$|\*\*` + title + `\.?\*\*`).MatchString(page) {
				t.Errorf("%s refers to *%s* in %s: it has no heading or bold lead-in of that name", name, m[1], m[2])
			}
		}
	}
	if n < 5 {
		t.Errorf("found %d section references; the extraction is broken", n)
	}
}
