package gateway

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

func TestDiffAPI(t *testing.T) {
	sym := func(name, sig string) sdk.Symbol { return sdk.Symbol{Name: name, Kind: "func", Signature: sig} }
	dep := func(s sdk.Symbol, note string) sdk.Symbol { s.Deprecated = note; return s }
	tests := map[string]struct {
		old, new []sdk.Symbol
		want     apiDiff
	}{
		"nil":  {nil, nil, apiDiff{}},
		"same": {[]sdk.Symbol{sym("A", "func A()")}, []sdk.Symbol{sym("A", "func A()")}, apiDiff{Same: 1}},
		"whitespace only": {
			[]sdk.Symbol{sym("A", "func A(x int,\n\ty int)")},
			[]sdk.Symbol{sym("A", "func A(x int, y int)")},
			apiDiff{Same: 1},
		},
		"all kinds": {
			[]sdk.Symbol{sym("Gone", "func Gone()"), sym("Kept", "func Kept()"), sym("Sig", "func Sig(a int)"), sym("Old", "func Old()")},
			[]sdk.Symbol{sym("Kept", "func Kept()"), sym("Sig", "func Sig(a int, b string)"), dep(sym("Old", "func Old()"), "use New"), sym("New", "func New()")},
			apiDiff{
				Removed:    []sdk.Symbol{sym("Gone", "func Gone()")},
				Added:      []sdk.Symbol{sym("New", "func New()")},
				Changed:    []symbolChange{{Name: "Sig", Old: "func Sig(a int)", New: "func Sig(a int, b string)"}},
				Deprecated: []sdk.Symbol{dep(sym("Old", "func Old()"), "use New")},
				Same:       2,
			},
		},
		"already deprecated is not news": {
			[]sdk.Symbol{dep(sym("Old", "func Old()"), "x")},
			[]sdk.Symbol{dep(sym("Old", "func Old()"), "x")},
			apiDiff{Same: 1},
		},
		"overloads compare as a set": {
			[]sdk.Symbol{sym("f", "f(int)"), sym("f", "f(string)")},
			[]sdk.Symbol{sym("f", "f(string)"), sym("f", "f(int)")},
			apiDiff{Same: 1},
		},
		// An unlisted name (apicheck.KindUnlisted) stands for what one
		// outline could not declare (npm names a package's JavaScript
		// defines when its @types package was written for another
		// major.minor): present on one side only because that side's
		// types are older, not because the release added or removed it.
		"unlisted names are neither added nor removed": {
			[]sdk.Symbol{sym("spawn", "f()"), {Name: "_old", Kind: apicheck.KindUnlisted, Signature: "_old: defined by …"}},
			[]sdk.Symbol{sym("spawn", "f()"), {Name: "_parse", Kind: apicheck.KindUnlisted, Signature: "_parse: defined by …"}},
			apiDiff{Same: 1},
		},
		"declared, then unlisted, is not removed": {
			[]sdk.Symbol{sym("A", "func A()")},
			[]sdk.Symbol{{Name: "A", Kind: apicheck.KindUnlisted, Signature: "A: defined by …"}},
			apiDiff{},
		},
		"overload added": {
			[]sdk.Symbol{sym("f", "f(int)")},
			[]sdk.Symbol{sym("f", "f(int)"), sym("f", "f(bool)")},
			apiDiff{Changed: []symbolChange{{Name: "f", Old: "f(int)", New: "f(bool)\nf(int)"}}},
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			got := diffAPI(tc.old, tc.new)
			// The name counts are checked by TestRenderDiff.
			if diff := cmp.Diff(tc.want, got, cmpopts.EquateEmpty(), cmpopts.IgnoreFields(apiDiff{}, "OldNames", "NewNames")); diff != "" {
				t.Errorf("diffAPI (-want +got):\n%s", diff)
			}
		})
	}
}

func TestRenderDiff(t *testing.T) {
	cur := &sdk.Document{Version: "1.0.0", Symbols: []sdk.Symbol{{Name: "A", Signature: "a()"}, {Name: "B", Signature: "b()"}}}
	next := &sdk.Document{Version: "2.0.0", Symbols: []sdk.Symbol{{Name: "A", Signature: "a(x)"}, {Name: "C", Signature: "c()", Doc: "C does things.\nMore."}}}
	got := renderDiff(diffAPI(cur.Symbols, next.Symbols), cur, next)
	for _, want := range []string{
		"1.0.0 (2 names) and 2.0.0 (2 names); 0 unchanged",
		"### Removed (1)\n\n- `b()`",
		"### Changed signature (1)\n\n- `A`\n  - was: `a()`\n  - now: `a(x)`",
		"### Added (1)\n\n- `c()` — C does things. …",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("renderDiff lacks %q:\n%s", want, got)
		}
	}
	// A signature holding backquotes (a Go struct field's tag, as
	// github.com/gorilla/feeds writes JSONFeed.Items) stays one code span.
	tagged := renderDiff(diffAPI(
		[]sdk.Symbol{{Name: "JSONFeed", Signature: "type JSONFeed struct"}, {Name: "JSONFeed.Items", Parent: "JSONFeed", Signature: "Items []*JSONItem `json:\"items\"`"}},
		[]sdk.Symbol{{Name: "JSONFeed", Signature: "type JSONFeed struct"}, {Name: "JSONFeed.Items", Parent: "JSONFeed", Signature: "Items []*JSONItem `json:\"items,omitempty\"`"}}), cur, next)
	if want := "- `JSONFeed.Items`\n  - was: `` Items []*JSONItem `json:\"items\"` ``\n  - now: `` Items []*JSONItem `json:\"items,omitempty\"` ``\n"; !strings.Contains(tagged, want) {
		t.Errorf("renderDiff lacks %q:\n%s", want, tagged)
	}
	// A member whose signature does not name its parent (a TypeScript
	// property, a Rust method) is named with it: "path: string" alone
	// does not say what lost it.
	members := renderDiff(diffAPI(
		[]sdk.Symbol{{Name: "EntryInfo.path", Parent: "EntryInfo", Signature: "path: string"}, {Name: "Conn.Close", Parent: "Conn", Signature: "func (c *Conn) Close() error"}, {Name: "ParseContext.parent", Parent: "ParseContext", Signature: "readonly parent: ParseContext | null"}},
		[]sdk.Symbol{{Name: "Poll::registry", Parent: "Poll", Signature: "pub fn registry(&self) -> &Registry"}}), cur, next)
	for _, want := range []string{
		"- `EntryInfo.path`: `path: string`\n",
		"- `func (c *Conn) Close() error`\n",
		"- `Poll::registry`: `pub fn registry(&self) -> &Registry`\n",
		// The parent named as a type in the signature is not its owner.
		"- `ParseContext.parent`: `readonly parent: ParseContext | null`\n",
	} {
		if !strings.Contains(members, want) {
			t.Errorf("renderDiff lacks %q:\n%s", want, members)
		}
	}
	// A major release of a large package (a thousand names removed, long
	// signatures) is cut by characters too: each section stays within
	// maxDiffSectionLen and says how many it left out.
	var many, long []sdk.Symbol
	for i := range 400 {
		many = append(many, sdk.Symbol{Name: fmt.Sprintf("Schema%03d", i), Signature: fmt.Sprintf("function schema%03d(params?: { errorMap?: ErrorMap | undefined; invalid_type_error?: string | undefined; description?: string | undefined; }): Schema", i)})
		long = append(long, sdk.Symbol{Name: fmt.Sprintf("Schema%03d", i), Signature: fmt.Sprintf("function schema%03d(params: string | core.$Params<core.$Schema, never>, options?: { abort?: boolean; when?: (payload: core.$Payload) => boolean }): $Schema", i)})
	}
	big := renderDiff(diffAPI(many, long), cur, next)
	for _, sec := range strings.Split(big, "\n### ")[1:] {
		if len(sec) > maxDiffSectionLen+1000 {
			t.Errorf("section %q is %d characters, want at most about %d", strings.SplitN(sec, "\n", 2)[0], len(sec), maxDiffSectionLen)
		}
		if !strings.Contains(sec, " more (check_package_api ") {
			t.Errorf("section %q does not say how many it left out:\n%.300s", strings.SplitN(sec, "\n", 2)[0], sec)
		}
	}
	// An overloaded name (one outline entry per signature) counts once,
	// as "unchanged" does: 3 entries, 2 names, both unchanged.
	overloads := []sdk.Symbol{{Name: "map", Signature: "map(a)"}, {Name: "map", Signature: "map(a, b)"}, {Name: "each", Signature: "each(a)"}}
	if got := renderDiff(diffAPI(overloads, overloads), &sdk.Document{Version: "4.17.20", Symbols: overloads}, &sdk.Document{Version: "4.18.1", Symbols: overloads}); !strings.Contains(got, "4.17.20 (2 names) and 4.18.1 (2 names); 2 unchanged") {
		t.Errorf("overloads counted apart from unchanged:\n%s", got)
	}
	empty := renderDiff(apiDiff{}, &sdk.Document{Version: "1"}, &sdk.Document{Version: "2"})
	if !strings.Contains(empty, "no API outline") || !strings.Contains(empty, "No differences") {
		t.Errorf("empty outlines:\n%s", empty)
	}
}

const changelogMD = `# Changelog

All notable changes.

## [2.1.0] - 2024-05-01

- Added ` + "`widget.spin()`" + `.

## 2.0.0

- Breaking: ` + "`make`" + ` takes options.

### Migration

Pass an object.

## v1.4.2 (2023-01-01)

- Fixed a leak.

## 1.4.1

- Old.
`

func TestChangelogSince(t *testing.T) {
	tests := map[string]struct {
		from     string
		want     []string
		dontWant []string
		empty    bool
	}{
		"from the middle":         {from: "1.4.2", want: []string{"## [2.1.0]", "## 2.0.0", "### Migration"}, dontWant: []string{"1.4.2", "Fixed a leak"}},
		"with a v":                {from: "v1.4.2", want: []string{"## 2.0.0"}, dontWant: []string{"Fixed a leak"}},
		"newest is current":       {from: "2.1.0", empty: true},
		"unknown version":         {from: "0.9.0", want: []string{"## 1.4.1"}},
		"prefix is not a version": {from: "1.4", want: []string{"## 1.4.1"}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			got := changelogSince(changelogMD, tc.from)
			if tc.empty {
				if strings.TrimSpace(got) != "" {
					t.Errorf("want nothing, got:\n%s", got)
				}
				return
			}
			for _, w := range tc.want {
				if !strings.Contains(got, w) {
					t.Errorf("lacks %q:\n%s", w, got)
				}
			}
			for _, w := range tc.dontWant {
				if strings.Contains(got, w) {
					t.Errorf("has %q:\n%s", w, got)
				}
			}
		})
	}
}

func TestChangelogSection(t *testing.T) {
	tests := map[string]struct {
		readme, want string
	}{
		"none":          {"# x\n\n## Usage\n\nUse it.\n", ""},
		"changelog":     {"# x\n\n## Usage\n\nUse it.\n\n## Changelog\n\n### 1.1.0\n\n- New.\n\n## License\n\nMIT\n", "## Changelog\n\n### 1.1.0\n\n- New.\n"},
		"release notes": {"# x\n\n## Release notes\n\n- 2.0: big.\n", "## Release notes\n\n- 2.0: big.\n"},
		"history":       {"# x\n\n## History\n\n- old\n", "## History\n\n- old\n"},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			got := changelogSection(tc.readme)
			if strings.TrimSpace(got) != strings.TrimSpace(tc.want) {
				t.Errorf("changelogSection = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestIsChangelogFile(t *testing.T) {
	for p, want := range map[string]bool{
		"CHANGELOG.md": true, "docs/changelog.md": true, "HISTORY.rst": true, "CHANGES": true, "release-notes.md": true, "NEWS.txt": true,
		"README.md": false, "guides/changes-to-api.md": false, "changelog.go": false, "": false,
	} {
		if got := isChangelogFile(p); got != want {
			t.Errorf("isChangelogFile(%q) = %v, want %v", p, got, want)
		}
	}
}
