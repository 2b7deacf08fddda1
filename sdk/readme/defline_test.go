package readme

import (
	"regexp"
	"strings"
	"testing"
)

// TestIsDefLine checks isDefLine against the regexp it replaces.
func TestIsDefLine(t *testing.T) {
	re := regexp.MustCompile(`^ {0,3}\[[^\]]{1,999}\]:`)
	for _, line := range []string{
		"", "[", "[]:", "[a]:", "[a]: http://x", "   [a]:", "    [a]:", "[a]", "[a] :",
		"x[a]:", " [a]b]:", "[a\nb]:", "[" + strings.Repeat("x", 999) + "]:",
		"[" + strings.Repeat("x", 1000) + "]:", "\t[a]:", "[[a]:", "[a]]:",
	} {
		if got, want := isDefLine([]byte(line)), re.MatchString(line); got != want {
			t.Errorf("isDefLine(%q) = %v, the regexp says %v", line, got, want)
		}
	}
}

func FuzzIsDefLine(f *testing.F) {
	re := regexp.MustCompile(`^ {0,3}\[[^\]]{1,999}\]:`)
	for _, s := range []string{"[a]:", "  [x]: y", "[]:"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		if got, want := isDefLine([]byte(line)), re.MatchString(line); got != want {
			t.Errorf("isDefLine(%q) = %v, the regexp says %v", line, got, want)
		}
	})
}
