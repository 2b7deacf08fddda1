package gfm

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestDelimiterRow(t *testing.T) {
	tests := map[string][]Alignment{
		"|---|---|\n":           {AlignNone, AlignNone},
		"| :-- | :-: | --: |\n": {AlignLeft, AlignCenter, AlignRight},
		"---|---":               {AlignNone, AlignNone},
		"  |:-|\n":              {AlignLeft},
		"--:\n":                 {AlignRight},
		" :---:\t|\t---\r\n":    {AlignCenter, AlignNone},
		"\t:---:|---\n":         nil, // a tab indents four columns
		"---":                   nil, // dashes only: a thematic break or setext underline
		"    |---|\n":           nil, // indented four: code
		"|--||--|\n":            nil, // an empty cell between pipes
		"|:|\n":                 nil, // a colon with no dash
		"| -- | x |\n":          nil,
		"|\n":                   nil,
		"| ::- |\n":             nil,
		"| -:- |\n":             nil,
		"|-\v-|\n":              nil, // vertical tab is not a space here
	}
	for line, want := range tests {
		if d := cmp.Diff(want, delimiterRow([]byte(line))); d != "" {
			t.Errorf("delimiterRow(%q) (-want +got):\n%s", line, d)
		}
	}
}

func TestScanURL(t *testing.T) {
	tests := []struct {
		line string
		url  int // scanURL or scanWWW
		link string
	}{
		{"https://example.com/a_b?x=1&y=2. more", 32, "https://example.com/a_b?x=1&y=2"},
		{"http://a.b:8080/p, next", 18, "http://a.b:8080/p"},
		{"http://a.b:port", 10, "http://a.b"},
		{"https://x.org/p(1)) and", 19, "https://x.org/p(1)"},
		{"https://a.B", -1, ""},
		{"https://UPPER.org/", 18, "https://UPPER.org/"},
		{"https://x.y.co.uk/_z_", 21, "https://x.y.co.uk/_z"},
		{"https://e.com/x&amp;", 20, "https://e.com/x"},
		{"https://e.com/x&1;", 18, "https://e.com/x"},
		{"https://e.com/$x", 16, "https://e.com/$x"},
		{"www.e.com/$x", 10, "www.e.com/"},
		{"www.example.com!", 15, "www.example.com"},
		{"ftp://files.example.org", 23, "ftp://files.example.org"},
		{"http://localhost/", -1, ""},
		{"https://例え.jp", -1, ""},
		{"https://example.com/é", 20, "https://example.com/"},
	}
	for _, tt := range tests {
		line := []byte(tt.line)
		end := scanURL(line)
		if end < 0 {
			end = scanWWW(line)
		}
		link := ""
		if end >= 0 {
			link = tt.line[:trimURLEnd(line, end)]
		}
		if d := cmp.Diff([]any{tt.url, tt.link}, []any{end, link}); d != "" {
			t.Errorf("%q: (-want +got):\n%s", tt.line, d)
		}
	}
}
