package readme

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestGFMInlineExtensions shows that the filter's verdicts read what GFM's
// inline extensions (package gfm) make of the text, so each is needed: a
// bare URL counts as a link only as an autolink literal, a task box is no
// text, "~~" is no part of a heading's title.
func TestGFMInlineExtensions(t *testing.T) {
	tests := []struct {
		name        string
		in          string
		want        string
		wantDropped []string
		wantTitles  []string
	}{
		{
			name: "autolink literals: a roll of bare profile URLs is a people list",
			in: md("# pkg", "Parses things.", "## Notes", "- https://github.com/alice", "- https://github.com/bob",
				"- https://github.com/carol", "- https://github.com/dave", "## Usage", "call()"),
			want:        md("# pkg", "Parses things.", "## Usage", "call()"),
			wantDropped: []string{"Notes", "contributors"},
			wantTitles:  []string{"pkg", "Notes", "Usage"},
		},
		{
			name:        "autolink literals: bare URLs between separators are a nav bar",
			in:          md("# pkg", "", "https://pkg.example.org · www.example.org/docs", "", "Parses things.", "## Usage", "call()"),
			want:        md("# pkg", "", "Parses things.", "## Usage", "call()"),
			wantDropped: []string{"navigation links"},
			wantTitles:  []string{"pkg", "Usage"},
		},
		{
			name:        "task boxes: a checked list of anchor links is a table of contents",
			in:          md("# pkg", "", "- [x] [Install](#install)", "- [ ] [Usage](#usage)", "", "## Install", "npm i", "## Usage", "u"),
			want:        md("# pkg", "", "## Install", "npm i", "## Usage", "u"),
			wantDropped: []string{"table of contents"},
			wantTitles:  []string{"pkg", "Install", "Usage"},
		},
		{
			name:       "strikethrough: a heading's title is its text",
			in:         md("# pkg", "## ~~Old~~ New API", "f()"),
			want:       md("# pkg", "## ~~Old~~ New API", "f()"),
			wantTitles: []string{"pkg", "Old New API"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Filter([]byte(tt.in))
			if d := cmp.Diff(tt.want, r.Markdown); d != "" {
				t.Errorf("Markdown (-want +got):\n%s", d)
			}
			if d := cmp.Diff(tt.wantDropped, r.Dropped); d != "" {
				t.Errorf("Dropped (-want +got):\n%s", d)
			}
			var titles []string
			for _, s := range Split([]byte(tt.in)) {
				titles = append(titles, s.Title)
			}
			if d := cmp.Diff(tt.wantTitles, titles); d != "" {
				t.Errorf("Split titles (-want +got):\n%s", d)
			}
		})
	}
}
