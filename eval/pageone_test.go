package eval

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestReadPageOne(t *testing.T) {
	head := "# p@1.0.0 (go) · source: registry\n\nA package.\n\n"
	overview := "<!-- begin third-party content: package documentation -->\n## Overview\n\nPackage p does things.\n<!-- end third-party content: package documentation -->\n\n"
	index := "**Also in this package** (signatures on the next pages):\n- Funcs (3): A, B, C\n- … and 40 more not spelled out above (every one with its signature on the next pages, or ask for one by name)\n"
	tests := []struct {
		name string
		text string
		want PageOne
	}{
		{"empty", "", PageOne{}},
		{"header only", head, PageOne{Lead: true}},
		{"facts and notes are no lead", "# p@1 (npm) · source: registry\n\n> **Note:** x\n\n- License: MIT\n\n", PageOne{}},
		{"one-line signature", head + overview + "## API\n\n- `func A(x int) error` — A does.\n\n" + index + "\n## README\n\n",
			PageOne{Lead: true, Overview: true, Signature: true, Index: len(index)}},
		{"fenced declaration", head + "## API\n\n```\ntype T struct {\n\tA int\n}\n```\n\n",
			PageOne{Lead: true, Signature: true}},
		{"only shortened declarations and names", head + "## API\n\n- `type T struct { …` _(full declaration on the next pages)_\n- `T`\n\n" + index,
			PageOne{Lead: true, Index: len(index)}},
		{"a qualified name before its declaration", head + "## API\n\n- `locale.get`: `def get(*codes: str) -> Locale` — Returns.\n",
			PageOne{Lead: true, Signature: true}},
		{"a qualified name before a bare name", head + "## API\n\n- `locale.CODES`: `CODES`\n",
			PageOne{Lead: true}},
		{"index alone", head + "## API\n\n- 120 more symbols, every one with its signature on the next pages\n",
			PageOne{Lead: true, Index: len("- 120 more symbols, every one with its signature on the next pages\n")}},
		{"a README with content is an overview", head + "## README\n\nUse it so.\n", PageOne{Lead: true, Overview: true}},
		{"an empty overview is none", head + "## Overview\n\n<!-- end -->\n", PageOne{Lead: true}},
		{"a signature in the README is not the API's", head + "## README\n\n- `func A()`\n", PageOne{Lead: true, Overview: true}},
		{"a README that starts with its own heading", head + "<!-- begin third-party content: README, written by the package authors -->\n## README\n\n## Adapter\n\nUse it so.\n\n## API\n\n- `func A(x int)`\n<!-- end third-party content: README -->\n",
			PageOne{Lead: true, Overview: true}},
		{"a fenced README with only its heading is none", head + "<!-- begin third-party content: README -->\n## README\n\n<!-- end third-party content: README -->\n",
			PageOne{Lead: true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.want.Chars = len(tt.text)
			if diff := cmp.Diff(tt.want, ReadPageOne(tt.text)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func TestPageOneFigures(t *testing.T) {
	r := NewResult(&Truth{Ecosystem: "go", Package: "p"})
	pageOneFigures(r, PageOne{Chars: 30000, Index: 12000, Overview: true, Signature: true}, 7000)
	pageOneFigures(r, PageOne{Chars: 30000, Index: 9000}, 4000)
	got := map[string]Ratio{}
	for f, v := range r.Figures {
		got[f] = *v
	}
	want := map[string]Ratio{
		"page1_index_share": {Num: 1, Den: 2},
		"page1_overview":    {Num: 1, Den: 2},
		"page1_signature":   {Num: 1, Den: 2},
		"page1_within_36k":  {Num: 1, Den: 2},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if m := strings.Join(r.Misses["page1_index_share"], ";"); m != "index 12000 of 30000 characters" {
		t.Errorf("miss %q", m)
	}
}

// TestExpandIndex: names written after their group's prefix are read
// whole; what a line leaves out, and a bare name after a prefix, are not
// read as names of their own.
func TestExpandIndex(t *testing.T) {
	text := "## API\n\n- `pub fn open()`\n\n**Also in this package** (signatures on the next pages):\n" +
		"- Functions: a, b\n- `fcntl::`: AtFlags, OFlag, … (38 more)\n- `prelude::` re-exports: Future\n- `T` members: x\n" +
		"- … and 40 more not spelled out: `sys::` 30 (every one with its signature on the next pages, or ask for one by name)\n\n## README\n\n- `x::`: y\n"
	got := NewTokens(ExpandIndex(text), "::")
	for name, want := range map[string]bool{
		"a": true, "b": true, "fcntl::AtFlags": true, "fcntl::OFlag": true, "prelude::Future": true, "x": true,
		"fcntl::Other": false, "x::y": false, // the README's line is not the index
	} {
		if got.Has(name) != want {
			t.Errorf("%s: shown %v, want %v", name, got.Has(name), want)
		}
	}
	if s := ExpandIndex(text); !strings.Contains(s, "\n- fcntl::AtFlags\n- fcntl::OFlag\n") || strings.Contains(s, "38 more") {
		t.Errorf("expanded:\n%s", s)
	}
}

// A lead paragraph is the package's own summary outside Go, where it is
// the package doc's synopsis (shown in full anyway) or the host's line for
// a module with no root package.
func TestPageOneLeadOverview(t *testing.T) {
	tests := []struct {
		eco  string
		p    PageOne
		want float64
	}{
		{"npm", PageOne{Lead: true}, 1},
		{"python", PageOne{Lead: true}, 1},
		{"go", PageOne{Lead: true}, 0},
		{"go", PageOne{Lead: true, Overview: true}, 1},
		{"npm", PageOne{}, 0},
	}
	for _, tt := range tests {
		r := NewResult(&Truth{Ecosystem: tt.eco, Package: "p"})
		pageOneFigures(r, tt.p, 0)
		if got := r.Figures["page1_overview"].Num; got != tt.want {
			t.Errorf("%s %+v: page1_overview %v, want %v", tt.eco, tt.p, got, tt.want)
		}
	}
}
