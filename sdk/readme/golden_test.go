package readme

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite testdata/golden from the current output")

// report is the human-checkable summary stored next to each golden output.
func report(name string, r Result) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %d → %d bytes, ~%d → ~%d tokens (chars/4), %.0f%% kept\n",
		name, r.InBytes, r.OutBytes, r.InBytes/4, r.OutBytes/4, 100*float64(r.OutBytes)/float64(max(r.InBytes, 1)))
	b.WriteString("\nkept sections:\n")
	for _, s := range r.Sections {
		fmt.Fprintf(&b, "  %s%q [%s] #%s line %d\n", strings.Repeat("  ", max(s.Level-1, 0)), s.Title, s.Kind, s.Slug, s.Line)
	}
	b.WriteString("\ndropped:\n")
	for _, d := range r.Drops {
		title := d.Title
		if title == "" {
			title = "(block)"
		}
		fmt.Fprintf(&b, "  line %d %q: %s, %d bytes\n", d.Line, title, d.Reason, d.Bytes)
	}
	fmt.Fprintf(&b, "\nDropped: %s\n", strings.Join(r.Dropped, ", "))
	return b.String()
}

// TestGolden filters real READMEs (see testdata/SOURCES.md) and compares
// with reviewed output. Run with -update after a deliberate change and
// review the diff.
func TestGolden(t *testing.T) {
	inputs, err := filepath.Glob("testdata/in/*.md")
	if err != nil || len(inputs) == 0 {
		t.Fatalf("no inputs: %v", err)
	}
	var totalIn, totalOut int
	for _, in := range inputs {
		name := strings.TrimSuffix(filepath.Base(in), ".md")
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			r := Filter(src)
			totalIn += r.InBytes
			totalOut += r.OutBytes
			checkInvariants(t, src, r)
			rep := report(name, r)
			outPath := filepath.Join("testdata", "golden", name+".md")
			repPath := filepath.Join("testdata", "golden", name+".report.txt")
			if *update {
				if err := os.WriteFile(outPath, []byte(r.Markdown), 0o644); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(repPath, []byte(rep), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			for path, got := range map[string]string{outPath: r.Markdown, repPath: rep} {
				want, err := os.ReadFile(path)
				if err != nil {
					t.Fatalf("%v (run go test -update)", err)
				}
				if diff := cmp.Diff(string(want), got); diff != "" {
					t.Errorf("%s differs (-want +got):\n%s", path, diff)
				}
			}
		})
	}
	t.Logf("all golden READMEs: %d → %d bytes (~%d → ~%d tokens), %.0f%% kept",
		totalIn, totalOut, totalIn/4, totalOut/4, 100*float64(totalOut)/float64(max(totalIn, 1)))
}

// checkInvariants holds for every input: output lines are input lines in
// order, code blocks come out whole or not at all and byte-identical, and
// sections add up to the output.
func checkInvariants(t *testing.T, src []byte, r Result) {
	t.Helper()
	if !isSubsequence(splitLines(string(src)), splitLines(r.Markdown)) {
		t.Errorf("output is not a subsequence of the input lines")
	}
	var joined strings.Builder
	for _, s := range r.Sections {
		joined.WriteString(s.Markdown)
	}
	if joined.String() != r.Markdown {
		t.Errorf("sections do not add up to Markdown")
	}
	if r.InBytes != len(src) || r.OutBytes != len(r.Markdown) {
		t.Errorf("byte counts %d/%d, want %d/%d", r.InBytes, r.OutBytes, len(src), len(r.Markdown))
	}
	inBlocks := map[string]int{}
	for _, b := range CodeBlocks(src) {
		inBlocks[b.Lang+"\x00"+b.Code]++
	}
	for _, b := range CodeBlocks([]byte(r.Markdown)) {
		k := b.Lang + "\x00" + b.Code
		if inBlocks[k] == 0 {
			t.Errorf("output has a code block not in the input (line %d, %q): %.80q", b.Line, b.Lang, b.Code)
		}
		inBlocks[k]--
	}
}

func splitLines(s string) []string {
	if s == "" {
		return nil
	}
	l := strings.SplitAfter(s, "\n")
	if l[len(l)-1] == "" {
		l = l[:len(l)-1]
	}
	return l
}

// isSubsequence reports whether sub's lines appear in all, in order. The
// last line of sub may lack the newline its input line has.
func isSubsequence(all, sub []string) bool {
	i := 0
	for j, l := range sub {
		for i < len(all) && all[i] != l && !(j == len(sub)-1 && strings.TrimSuffix(all[i], "\n") == l) {
			i++
		}
		if i == len(all) {
			return false
		}
		i++
	}
	return true
}
