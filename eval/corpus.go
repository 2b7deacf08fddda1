package eval

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// CorpusNames reads an extractor's package names: the comma-separated
// only list when given, else the corpus file, one name a line, blank and
// "#" lines skipped. A name that valid (when not nil) does not match is an
// error naming what a line should be.
func CorpusNames(corpus, only string, valid *regexp.Regexp, what string) ([]string, error) {
	var lines []string
	switch {
	case only != "":
		lines = strings.Split(only, ",")
	case corpus != "":
		f, err := os.Open(corpus)
		if err != nil {
			return nil, fmt.Errorf("read corpus: %w", err)
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			lines = append(lines, sc.Text())
		}
		if err := sc.Err(); err != nil {
			return nil, fmt.Errorf("read corpus %q: %w", filepath.Base(corpus), err)
		}
	default:
		return nil, fmt.Errorf("give -corpus or -only")
	}
	var out []string
	for _, l := range lines {
		l = strings.TrimSpace(l)
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		if valid != nil && !valid.MatchString(l) {
			return nil, fmt.Errorf("corpus line %q is not %s", l, what)
		}
		out = append(out, l)
	}
	return out, nil
}
