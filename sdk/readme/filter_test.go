package readme

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// md joins lines with "\n" and ends with one, to keep test inputs readable.
func md(lines ...string) string { return strings.Join(lines, "\n") + "\n" }

func TestFilter(t *testing.T) {
	tests := []struct {
		name        string
		in          string
		want        string
		wantDropped []string
	}{
		{name: "nil input", in: "", want: ""},
		{name: "whitespace only", in: "\n\n  \n", want: ""},
		{name: "no headings kept", in: md("Just text.", "", "More."), want: md("Just text.", "", "More.")},
		{
			name: "licence and contributing dropped with subsections",
			in: md("# pkg", "Intro.", "## Install", "npm i pkg", "## License", "MIT", "### Third party", "BSD",
				"## Usage", "use it", "## Contributing", "PRs welcome"),
			want:        md("# pkg", "Intro.", "## Install", "npm i pkg", "## Usage", "use it"),
			wantDropped: []string{"License", "Contributing"},
		},
		{
			name:        "setext headings",
			in:          md("pkg", "===", "", "Intro.", "", "License", "-------", "", "MIT", "", "Usage", "-----", "", "call()"),
			want:        md("pkg", "===", "", "Intro.", "", "Usage", "-----", "", "call()"),
			wantDropped: []string{"License"},
		},
		{
			name:        "ATX with closing hashes and emoji",
			in:          md("## 📄 License ##", "MIT", "## API ##", "f()"),
			want:        md("## API ##", "f()"),
			wantDropped: []string{"📄 License"},
		},
		{
			name: "hash lines in code fences are not headings",
			in: md("## Usage", "```sh", "# License", "echo hi", "```", "~~~", "## Contributing", "~~~",
				"## Licence", "MIT"),
			want:        md("## Usage", "```sh", "# License", "echo hi", "```", "~~~", "## Contributing", "~~~"),
			wantDropped: []string{"Licence"},
		},
		{
			name:        "headings in lists and quotes do not cut",
			in:          md("## Usage", "- item", "  ## License", "> ## Contributing", "> text", "## Sponsors", "x"),
			want:        md("## Usage", "- item", "  ## License", "> ## Contributing", "> text"),
			wantDropped: []string{"Sponsors"},
		},
		{
			name:        "table of contents heading drops only its own list",
			in:          md("# pkg", "## Table of Contents", "- [Install](#install)", "- [Usage](#usage)", "### Install", "npm i", "## Usage", "u"),
			want:        md("# pkg", "### Install", "npm i", "## Usage", "u"),
			wantDropped: []string{"Table of Contents"},
		},
		{
			name:        "anchor list without heading is a toc",
			in:          md("# pkg", "", "* [Install](#install)", "* [API](#api)", "", "## Install", "npm i", "## API", "f"),
			want:        md("# pkg", "", "## Install", "npm i", "## API", "f"),
			wantDropped: []string{"table of contents"},
		},
		{
			name:        "first H1 is the title even if it reads like a drop",
			in:          md("# changelog", "Parse changelogs.", "## Usage", "x", "## Changelog", "v1"),
			want:        md("# changelog", "Parse changelogs.", "## Usage", "x"),
			wantDropped: []string{"Changelog"},
		},
		{
			name:        "a first H1 after prose is no title",
			in:          md("celery - Distributed Task Queue", "", "Donations", "=========", "Please donate.", "", "Installation", "============", "pip install celery"),
			want:        md("celery - Distributed Task Queue", "", "Installation", "============", "pip install celery"),
			wantDropped: []string{"Donations"},
		},
		{
			name: "badges at the top, logo and badge rows",
			in: md("![logo](logo.png)", "", "[![npm](https://img.shields.io/npm/v/x.svg)](https://npm.im/x)",
				"[![ci](https://github.com/o/x/actions/workflows/ci.yml/badge.svg)](https://github.com/o/x)", "",
				"x does things.", "", "## Usage", "", "![screenshot](shot.png)", "", "![cov](https://codecov.io/x.svg)", "", "done"),
			// An agent cannot see a screenshot: an image-only paragraph goes
			// anywhere, and the report says so.
			want:        md("x does things.", "", "## Usage", "", "done"),
			wantDropped: []string{"badges", "images without text"},
		},
		{
			name: "sponsor blocks by content",
			in: md("x does things.", "", "## Usage", "", "use it", "",
				`<h2 align="center">Featured sponsor</h2>`, "",
				`<a href="https://acme.dev/?utm_source=x&utm_campaign=readme"><img src="acme.png"></a> <a href="https://b.dev?ref=x"><img src="b.png"></a>`, "",
				"> [**Get security updates for x →**](https://vendor.example/x?utm_source=x-site&utm_medium=referral)", "",
				"## Sponsored by", "", "Acme Inc.", "",
				"## Gitpod", "", "Open it online.", "",
				"more"),
			want:        md("x does things.", "", "## Usage", "", "use it"),
			wantDropped: []string{"Featured sponsor", "sponsors", "Sponsored by", "Gitpod"},
		},
		{
			name: "table of badges and a table of logos",
			in: md("x does things.", "", "## Build status", "",
				"| Linux | Windows |", "| --- | --- |", "| [![ci](https://github.com/o/x/actions/workflows/l.yml/badge.svg)](https://github.com/o/x) | [![ci](https://ci.appveyor.com/api/projects/status/x)](https://ci.appveyor.com/x) |", "",
				"## Browsers", "", "| Chrome | Firefox |", "| --- | --- |", "| ![c](c.png) | ![f](f.png) |", "| Latest ✔ | Latest ✔ |", "",
				"## Options", "", "| Option | Meaning |", "| --- | --- |", "| a | the first option, explained at length |"),
			want:        md("x does things.", "", "## Options", "", "| Option | Meaning |", "| --- | --- |", "| a | the first option, explained at length |"),
			wantDropped: []string{"Build status", "badges", "Browsers", "images without text"},
		},
		{
			name: "html badge block and layout",
			in: md(`<p align="center">`, `  <a href="https://x"><img src="https://badgen.net/npm/v/x"></a>`, `</p>`, "",
				`<div align="center">`, "", "A fast lib.", "", `</div>`, "", "## API", "f()"),
			want:        md("A fast lib.", "", "## API", "f()"),
			wantDropped: []string{"badges", "HTML wrappers without content"},
		},
		{
			name:        "html heading sponsor block",
			in:          md("# x", "", `<h3 align="center">Gold Sponsors</h3><table><tr><td><img src="a.png"></td></tr></table>`, "", "## Usage", "u"),
			want:        md("# x", "", "## Usage", "u"),
			wantDropped: []string{"Gold Sponsors"},
		},
		{
			name:        "html comments dropped",
			in:          md("# x", "<!-- markdownlint-disable -->", "", "text", "", "<!-- toc -->", "", "## API", "f"),
			want:        md("# x", "", "text", "", "## API", "f"),
			wantDropped: []string{"HTML comment"},
		},
		{
			name: "unused link definitions dropped, used ones restored from dropped sections",
			in: md("# x", "[![b][bimg]][badge]", "", "See the [docs] and [guide][g].", "", "[bimg]: https://img.shields.io/b.svg",
				"[badge]: https://ci.example", "", "## License", "", "[docs]: https://docs.example", "[g]: https://guide.example",
				"[lic]: https://lic.example"),
			want:        md("# x", "", "See the [docs] and [guide][g].", "", "[docs]: https://docs.example", "[g]: https://guide.example"),
			wantDropped: []string{"badges", "unused link definitions", "License"},
		},
		{
			name:        "indented code keeps its separating blank line",
			in:          md("# x", "Para.", `<p align="center"><img src="https://img.shields.io/x"></p>`, "", "    code()", "", "## API"),
			want:        md("# x", "Para.", "", "    code()", "", "## API"),
			wantDropped: []string{"badges"},
		},
		{
			name:        "parent left empty by its dropped subsections goes too",
			in:          md("# x", "## Usage", "u", "## Development", "### Contributing", "c", "### Maintainers", "m", "## API", "a"),
			want:        md("# x", "## Usage", "u", "## API", "a"),
			wantDropped: []string{"Development", "Contributing", "Maintainers"},
		},
		{
			name:        "unknown headings kept, browser support is not support",
			in:          md("## Browser support", "all", "## Security considerations", "escape input", "## Support", "ask on chat", "## Why not X?", "because"),
			want:        md("## Browser support", "all", "## Security considerations", "escape input", "## Why not X?", "because"),
			wantDropped: []string{"Support"},
		},
		{
			name:        "CRLF line endings",
			in:          "# x\r\nIntro.\r\n## License\r\nMIT\r\n## Usage\r\n```\r\ncode\r\n```\r\n",
			want:        "# x\r\nIntro.\r\n## Usage\r\n```\r\ncode\r\n```\r\n",
			wantDropped: []string{"License"},
		},
		{
			name:        "no trailing newline",
			in:          "## Usage\nuse\n## License\nMIT",
			want:        "## Usage\nuse\n",
			wantDropped: []string{"License"},
		},
		{
			name:        "blank lines collapsed outside code",
			in:          md("# x", "", "", "", "a", "", "", "```", "", "", "```", "", ""),
			want:        md("# x", "", "a", "", "```", "", "", "```"),
			wantDropped: nil,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := Filter([]byte(tc.in))
			if diff := cmp.Diff(tc.want, r.Markdown); diff != "" {
				t.Errorf("Markdown (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tc.wantDropped, r.Dropped); diff != "" {
				t.Errorf("Dropped (-want +got):\n%s", diff)
			}
			checkInvariants(t, []byte(tc.in), r)
		})
	}
}

func TestFilterSectionsAndKinds(t *testing.T) {
	in := md("# pkg", "Intro.", "## Installation", "npm i", "### Yarn", "yarn add", "## Quick start", "go",
		"## API Reference", "f", "## Configuration options", "o", "## Examples", "e", "## FAQ", "q", "## Migration guide", "m",
		"## Frobnication", "f", "## License", "MIT")
	r := Filter([]byte(in))
	type sk struct{ Title, Kind, Slug string }
	var got []sk
	for _, s := range r.Sections {
		got = append(got, sk{s.Title, s.Kind, s.Slug})
	}
	want := []sk{
		{"pkg", KindSummary, "pkg"}, {"Installation", KindInstall, "installation"}, {"Yarn", KindInstall, "yarn"},
		{"Quick start", KindUsage, "quick-start"}, {"API Reference", KindAPI, "api-reference"},
		{"Configuration options", KindConfig, "configuration-options"}, {"Examples", KindExamples, "examples"},
		{"FAQ", KindFAQ, "faq"}, {"Migration guide", KindGuide, "migration-guide"}, {"Frobnication", KindOther, "frobnication"},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("sections (-want +got):\n%s", diff)
	}
	if len(r.Drops) != 1 || r.Drops[0].Reason != ReasonLicence || r.Drops[0].Line != 21 || r.Drops[0].Bytes != len("## License\nMIT\n") {
		t.Errorf("Drops = %+v", r.Drops)
	}
}

func TestClassify(t *testing.T) {
	tests := []struct{ title, kind, reason string }{
		{"", KindOther, ""},
		{"License", "", ReasonLicence},
		{"LICENCE", "", ReasonLicence},
		{"License and Copyright", "", ReasonLicence},
		{"Authors & License", "", ReasonCommunity},
		{"Contributing Guidelines", "", ReasonCommunity},
		{"How to contribute", "", ReasonCommunity},
		{"Code of Conduct", "", ReasonConduct},
		{"Security Policy", "", ReasonSecurity},
		{"Reporting security issues", "", ReasonSecurity},
		{"Backers", "", ReasonSponsors},
		{"Financial Contributors", "", ReasonSponsors},
		{"Release notes", "", ReasonChangelog},
		{"Changelog", "", ReasonChangelog},
		{"Table of Contents", "", ReasonTOC},
		{"Contents", "", ReasonTOC},
		{"Support", "", ReasonSupport},
		{"Acknowledgments", "", ReasonCommunity},
		{"1. License", "", ReasonLicence},
		{"Browser Support", KindOther, ""},
		{"Package contents", KindOther, ""},
		{"Security considerations", KindOther, ""},
		{"History API", KindAPI, ""},
		{"Getting Started", KindUsage, ""},
		{"Install", KindInstall, ""},
		{"Usage", KindUsage, ""},
		{"Notes", KindFAQ, ""},
	}
	for _, tc := range tests {
		kind, reason := classify(tc.title)
		if kind != tc.kind || reason != tc.reason {
			t.Errorf("classify(%q) = %q, %q; want %q, %q", tc.title, kind, reason, tc.kind, tc.reason)
		}
	}
}

func TestSplitAndLookup(t *testing.T) {
	in := md("Preamble.", "# pkg", "## Usage", "u1", "### Options", "o", "## Usage", "u2", "", "Setext", "---", "s", "## License", "MIT")
	secs := Split([]byte(in))
	type st struct {
		Level       int
		Title, Slug string
		Markdown    string
		Drop        string
		Line        int
	}
	var got []st
	for _, s := range secs {
		got = append(got, st{s.Level, s.Title, s.Slug, s.Markdown, s.Drop, s.Line})
	}
	want := []st{
		{0, "", "", "Preamble.\n", "", 1},
		{1, "pkg", "pkg", "# pkg\n", "", 2},
		{2, "Usage", "usage", "## Usage\nu1\n", "", 3},
		{3, "Options", "options", "### Options\no\n", "", 5},
		{2, "Usage", "usage-1", "## Usage\nu2\n\n", "", 7},
		{2, "Setext", "setext", "Setext\n---\ns\n", "", 10},
		{2, "License", "license", "## License\nMIT\n", ReasonLicence, 13},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Split (-want +got):\n%s", diff)
	}
	if s := Split(nil); len(s) != 0 {
		t.Errorf("Split(nil) = %v", s)
	}

	for _, tc := range []struct {
		name, want string
		ok         bool
	}{
		{"Usage", "## Usage\nu1\n### Options\no\n", true},
		{"usage", "## Usage\nu1\n### Options\no\n", true},
		{"#usage-1", "## Usage\nu2\n\n", true},
		{"usage-1", "## Usage\nu2\n\n", true},
		{"  OPTIONS! ", "### Options\no\n", true},
		{"pkg", "# pkg\n## Usage\nu1\n### Options\no\n## Usage\nu2\n\nSetext\n---\ns\n## License\nMIT\n", true},
		{"nope", "", false},
		{"", "", false},
	} {
		s, ok := Lookup([]byte(in), tc.name)
		if ok != tc.ok || s.Markdown != tc.want {
			t.Errorf("Lookup(%q) = %q, %v; want %q, %v", tc.name, s.Markdown, ok, tc.want, tc.ok)
		}
	}
}

func TestCodeBlocks(t *testing.T) {
	in := md("Intro", "", "    indented()", "", "## Usage", "```js title=\"x\"", "a()", "```", "", "- item", "",
		"  ~~~python", "  b()", "  ~~~", "", "> ```", "> c()", "> ```", "## Empty", "```", "```", "## Open", "```go", "d()")
	got := CodeBlocks([]byte(in))
	want := []Block{
		{Lang: "", Code: "indented()\n", Section: "", Line: 3},
		{Lang: "js", Code: "a()\n", Section: "Usage", Line: 6},
		{Lang: "python", Code: "b()\n", Section: "Usage", Line: 12},
		{Lang: "", Code: "c()\n", Section: "Usage", Line: 16},
		{Lang: "", Code: "", Section: "Empty", Line: 20},
		{Lang: "go", Code: "d()\n", Section: "Open", Line: 23},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("CodeBlocks (-want +got):\n%s", diff)
	}
	if b := CodeBlocks(nil); len(b) != 0 {
		t.Errorf("CodeBlocks(nil) = %v", b)
	}
}

func TestTrimLinkDefs(t *testing.T) {
	tests := map[string]struct{ in, want string }{
		"zero":    {"", ""},
		"no defs": {"## License\n\nMIT\n", "## License\n\nMIT\n"},
		"unused badge defs": {"## License\n\n[MIT](LICENSE)\n\n[npm-image]: https://img.shields.io/npm/v/x.svg\n[npm-url]: https://npmjs.org/x\n",
			"## License\n\n[MIT](LICENSE)\n"},
		"used def kept": {"## License\n\n[MIT][lic]\n\n[lic]: LICENSE\n[ci]: https://ci\n", "## License\n\n[MIT][lic]\n\n[lic]: LICENSE\n"},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			if got := TrimLinkDefs(tt.in); got != tt.want {
				t.Errorf("TrimLinkDefs(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}
