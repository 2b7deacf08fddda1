package answer

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestNextPagesNameWhatPageOneCouldNot: when page one's index cannot
// spell every name (a package of thousands of declarations), the next
// pages open with an index spelling every top-level name page one did
// not show with its signature, in lines no longer than maxIndexLine, so
// no page cuts inside a name and an agent finds any name within a few
// pages instead of paging through every signature; members of types are
// counted there, each under its type's signature after it.
func TestNextPagesNameWhatPageOneCouldNot(t *testing.T) {
	tests := []struct {
		name      string
		funcs     int
		limit     int
		wantIndex bool
	}{
		{"index cut on page one", 600, 4000, true},
		{"every name in page one's index", 40, 4000, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := wideDoc(tt.funcs)
			// Constants of a type, listed under it but named on their
			// own (Go's typed constants): top-level names.
			d.Symbols = append(d.Symbols, sdk.Symbol{Name: "Mode", Kind: "type", Signature: "type Mode int"})
			for i := range 30 {
				d.Symbols = append(d.Symbols, sdk.Symbol{Name: fmt.Sprintf("ModeNumber%02d", i), Kind: "const", Parent: "Mode",
					Signature: fmt.Sprintf("const ModeNumber%02d Mode = %d", i, i)})
			}
			pages := allPages(t, d, tt.limit)
			if len(pages) < 2 {
				t.Fatalf("%d page: the test no longer shows the shape", len(pages))
			}
			cut := strings.Contains(pages[0].Text, "more not spelled out") || strings.Contains(pages[0].Text, "more symbols, ")
			if cut != tt.wantIndex {
				t.Fatalf("page one's index cut: %v, want %v", cut, tt.wantIndex)
			}
			var rest strings.Builder
			for _, p := range pages[1:] {
				rest.WriteString(p.Text)
			}
			text := rest.String()
			start := strings.Index(text, restIndexIntro)
			if (start >= 0) != tt.wantIndex {
				t.Fatalf("the next pages open with an index: %v, want %v", start >= 0, tt.wantIndex)
			}
			if !tt.wantIndex {
				return
			}
			if i := strings.Index(pages[1].Text, restIndexIntro); i < 0 || strings.Contains(pages[1].Text[:i], "```") {
				t.Errorf("page two does not open with the index")
			}
			end := start + strings.Index(text[start:], "\n### ")
			if end < start {
				t.Fatal("no signatures after the index")
			}
			index := text[start:end]
			words := map[string]bool{}
			for _, w := range regexp.MustCompile(`\w+`).FindAllString(index, -1) {
				words[w] = true
			}
			var missing []string
			members := 0
			for _, s := range d.Symbols {
				if s.Parent != "" && s.Kind == "method" {
					members++
					continue
				}
				if !words[s.Name] && !strings.Contains(pages[0].Text, "`"+s.Signature+"`") {
					missing = append(missing, s.Name)
				}
			}
			if len(missing) > 0 {
				t.Errorf("%d top-level names neither with their signature on page one nor in the next pages' index, e.g. %v", len(missing), missing[:min(5, len(missing))])
			}
			m := regexp.MustCompile(`(?m)^- and (\d+) members of types, each under its type below$`).FindStringSubmatch(index)
			if n, _ := strconv.Atoi(m1(m)); n == 0 || n > members {
				t.Errorf("index counts %q members, want 1 to %d", m1(m), members)
			}
			for _, line := range strings.Split(index, "\n") {
				if len(line) > maxIndexLine {
					t.Errorf("index line of %d characters, over %d: %.80s…", len(line), maxIndexLine, line)
				}
			}
		})
	}
}

// TestRestIndexLines: a group too long for one line goes on in lines
// under the same head, each within maxIndexLine, names in order.
func TestRestIndexLines(t *testing.T) {
	d := wideDoc(800)
	l := newLayout(d, "go")
	var left []int
	var want []string
	for i, e := range l.entries {
		if e.sym.Kind == "func" && e.parent < 0 {
			left = append(left, i)
			want = append(want, e.sym.Name)
		}
	}
	text, stops := l.restIndex(left)
	lines := strings.Split(strings.TrimSuffix(strings.TrimPrefix(text, restIndexIntro), "\n"), "\n")
	if len(lines) < 2 {
		t.Fatalf("%d line: the test no longer shows a long group", len(lines))
	}
	if len(stops) != len(lines) {
		t.Errorf("%d stops for %d lines", len(stops), len(lines))
	}
	var got []string
	for _, line := range lines {
		if len(line) > maxIndexLine {
			t.Errorf("line of %d characters", len(line))
		}
		names, ok := strings.CutPrefix(line, "- Funcs: ")
		if !ok {
			t.Fatalf("line without its head: %.60s", line)
		}
		got = append(got, strings.Split(names, ", ")...)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("names (-want +got):\n%s", diff)
	}
}

// m1 is a match's first group; "" for no match.
func m1(m []string) string {
	if len(m) < 2 {
		return ""
	}
	return m[1]
}
