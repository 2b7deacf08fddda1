package answer

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestNestHeadings(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{
			name: "levels 1 and 2 move under the part's heading",
			in:   "# acme\n\nWidgets.\n\n## Install\n\n```sh\n# not a heading\nacme get\n```\n\n### Flags\n\ntext\n",
			want: "### acme\n\nWidgets.\n\n#### Install\n\n```sh\n# not a heading\nacme get\n```\n\n##### Flags\n\ntext\n",
		},
		{
			name: "shallowest level 2",
			in:   "intro\n\n## Usage\n\nx\n\n###### Deep\n",
			want: "intro\n\n### Usage\n\nx\n\n###### Deep\n",
		},
		{
			name: "setext headings become ATX",
			in:   "Title *here*\n============\n\nbody\n\nUsage\n-----\n\nmore\n",
			want: "### Title *here*\n\nbody\n\n#### Usage\n\nmore\n",
		},
		{
			name: "already nested",
			in:   "### Example\n\ncode\n",
			want: "### Example\n\ncode\n",
		},
		{
			name: "no headings; quoted and listed hashes stay",
			in:   "> # quoted\n\n- # listed\n\ntext",
			want: "> # quoted\n\n- # listed\n\ntext",
		},
		{
			name: "indented ATX and closing hashes",
			in:   "  # Name #\n\nbody",
			want: "### Name #\n\nbody",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, nestHeadings(tc.in)); diff != "" {
				t.Errorf("nestHeadings (-want +got):\n%s", diff)
			}
		})
	}
}

// FuzzNestHeadings: nesting never panics, and nested text is nested
// already (no heading above nestedLevel is left to move).
func FuzzNestHeadings(f *testing.F) {
	for _, s := range []string{"# a\n\n## b\n", "T\n=\n\nU\n-\n", "> # q\n", "```\n# c\n```\n# d\n", "  # x #\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, md string) {
		once := nestHeadings(md)
		if twice := nestHeadings(once); twice != once && once != md {
			t.Errorf("nesting %q twice moved its headings again:\n%q\n%q", md, once, twice)
		}
	})
}
