package gateway

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/schema"
)

func TestStructuredMatchesOutputSchema(t *testing.T) {
	docSchema, err := schema.Compile("mem://doc.json", docOutputSchema)
	if err != nil {
		t.Fatal(err)
	}
	searchSchema, err := schema.Compile("mem://search.json", searchOutputSchema)
	if err != nil {
		t.Fatal(err)
	}
	full := &sdk.Document{Name: "x", Version: "1.0.0", LatestVersion: "1.1.0", Summary: "s", License: "MIT", Deprecated: "use y",
		Links: []sdk.Link{{Title: "home", URL: "https://example.com"}}, Install: []string{"npm i x"}, Facts: []sdk.Fact{{Label: "Module", Value: "ESM"}},
		Symbols:  []sdk.Symbol{{Name: "f", Kind: "function", Signature: "function f(): void", Doc: "does f", Deprecated: "old"}},
		DocFiles: []sdk.DocFile{{Path: "docs/a.md", Size: 10}}, Subpackages: []sdk.Subpackage{{Path: "x/y", Synopsis: "y"}},
		Source: sdk.Source{Kind: sdk.SourceRegistry, Detail: "https://registry.invalid/x", FetchedAt: time.Unix(1700000000, 0)}, Notes: []string{"n"}}
	for name, d := range map[string]*sdk.Document{"zero": {}, "full": full} {
		for _, budget := range []int{0, 10, 4000} {
			b, _ := json.Marshal(docToStructured(d, "npm", "cur", budget, false, budget == 0))
			var v any
			if err := json.Unmarshal(b, &v); err != nil {
				t.Fatal(err)
			}
			if err := docSchema.Validate(v); err != nil {
				t.Errorf("%s/budget %d: structured describe does not match its output schema: %v\n%s", name, budget, err, b)
			}
		}
	}
	if s := docToStructured(full, "npm", "", 10, false, false); !s.SymbolsCut || len(s.Symbols) != 0 {
		t.Errorf("a tiny budget should cut the symbols: %+v", s)
	}
	for name, r := range map[string]*sdk.SearchResult{"zero": {}, "hits": {Name: "x", Version: "1", Hits: []sdk.Hit{{Title: "f", Kind: "symbol", Locator: sdk.Locator{Symbol: "f"}}}}} {
		b, _ := json.Marshal(searchToStructured(r, "q"))
		var v any
		_ = json.Unmarshal(b, &v)
		if err := searchSchema.Validate(v); err != nil {
			t.Errorf("%s: structured search does not match its output schema: %v\n%s", name, err, b)
		}
	}
}

// TestStructuredLatestOnlyWhenNewer: latestVersion, as the text's header
// line, names a newer release only; a provider reporting the latest it
// knows is the version described (so the upgrade prompt can tell "up to
// date" from "unknown") spends none of the structured budget on it.
func TestStructuredLatestOnlyWhenNewer(t *testing.T) {
	for _, tc := range []struct{ version, latest, want string }{
		{"1.0.0", "1.1.0", "1.1.0"}, {"1.1.0", "1.1.0", ""}, {"v1.1.0", "1.1.0", ""}, {"1.0.0", "", ""},
	} {
		s := docToStructured(&sdk.Document{Name: "x", Version: tc.version, LatestVersion: tc.latest}, "npm", "", 4000, false, false)
		if s.LatestVersion != tc.want {
			t.Errorf("version %s latest %s: latestVersion %q, want %q", tc.version, tc.latest, s.LatestVersion, tc.want)
		}
	}
}

// TestStructuredBudget: describe's structured part stays within its
// budget whatever the package's size, lists symbols as locators (no
// signature) in the provider's order, none on a continuation page, and
// every one with its signature only when asked.
func TestStructuredBudget(t *testing.T) {
	big := &sdk.Document{Name: "big", Version: "1.0.0", Summary: strings.Repeat("word ", 400),
		Source: sdk.Source{Kind: sdk.SourceRegistry, Detail: "https://registry.invalid/big"}}
	for i := range 5000 {
		big.Symbols = append(big.Symbols, sdk.Symbol{Name: fmt.Sprintf("Symbol%d", i), Kind: "function", Signature: "function f(a: string, b: number): Promise<void>"})
		big.DocFiles = append(big.DocFiles, sdk.DocFile{Path: fmt.Sprintf("docs/page%d.md", i), Title: "Page"})
	}
	tests := map[string]struct {
		budget    int
		cont, all bool
		wantMax   int // bound on the encoded length
		wantSyms  bool
		wantSig   bool
	}{
		"default":      {budget: defaultStructuredBudget, wantMax: defaultStructuredBudget, wantSyms: true},
		"small":        {budget: 1000, wantMax: 1000, wantSyms: true},
		"continuation": {budget: defaultStructuredBudget, cont: true, wantMax: defaultStructuredBudget},
		"all":          {budget: 1000, all: true, wantMax: maxAllSymbols, wantSyms: true, wantSig: true},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			s := docToStructured(big, "npm", "cursor", tc.budget, tc.cont, tc.all)
			b, _ := json.Marshal(s)
			if len(b) > tc.wantMax {
				t.Errorf("%d characters, over %d", len(b), tc.wantMax)
			}
			if got := len(s.Symbols) > 0; got != tc.wantSyms {
				t.Errorf("symbols listed: %v, want %v", got, tc.wantSyms)
			}
			if s.SymbolCount != 5000 || s.SymbolsCut == tc.all {
				t.Errorf("symbolCount %d, truncated %v: want 5000, %v", s.SymbolCount, s.SymbolsCut, !tc.all)
			}
			if len(s.Symbols) > 0 {
				if s.Symbols[0].Name != "Symbol0" || (s.Symbols[0].Signature != "") != tc.wantSig {
					t.Errorf("first symbol %+v", s.Symbols[0])
				}
			}
			if len(s.Summary) > maxSummary {
				t.Errorf("summary %d bytes", len(s.Summary))
			}
		})
	}
}

// TestStructuredLocatorsOnce: a name the document holds more than once
// with the same kind and parent (a method's overloads, a class's
// constructor keyed by the class's name, as i18next 22's i18n.on and
// ResourceStore) is one locator on page one, so the budget goes to other
// names; with allSymbols each comes with its own signature.
func TestStructuredLocatorsOnce(t *testing.T) {
	d := &sdk.Document{Name: "i18next", Version: "22.5.1", Symbols: []sdk.Symbol{
		{Name: "ResourceStore", Kind: "class", Signature: "class ResourceStore"},
		{Name: "ResourceStore", Kind: "class", Signature: "constructor(data: Resource, options: InitOptions)"},
		{Name: "default.on", Kind: "method", Parent: "default", Signature: "on(event: 'initialized', callback: (options: InitOptions) => void): void"},
		{Name: "default.on", Kind: "method", Parent: "default", Signature: "on(event: string, listener: (...args: any[]) => void): void"},
		{Name: "default.off", Kind: "method", Parent: "default", Signature: "off(event: string, listener?: (...args: any[]) => void): void"},
		{Name: "default.on", Kind: "method", Parent: "default", Signature: "on(event: 'languageChanged', callback: (lng: string) => void): void", Deprecated: "use x"},
	}}
	names := func(s docStructured) []string {
		var out []string
		for _, sy := range s.Symbols {
			out = append(out, fmt.Sprintf("%s/%s/%s/%v", sy.Name, sy.Kind, sy.Parent, sy.Deprecated))
		}
		return out
	}
	tests := map[string]struct {
		all  bool
		want []string
	}{
		"page one": {false, []string{"ResourceStore/class//false", "default.on/method/default/false", "default.off/method/default/false", "default.on/method/default/true"}},
		"allSymbols": {true, []string{"ResourceStore/class//false", "ResourceStore/class//false", "default.on/method/default/false",
			"default.on/method/default/false", "default.off/method/default/false", "default.on/method/default/true"}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			s := docToStructured(d, "npm", "", defaultStructuredBudget, false, tc.all)
			if diff := cmp.Diff(tc.want, names(s)); diff != "" {
				t.Errorf("locators -want +got:\n%s", diff)
			}
			if s.SymbolCount != 6 || s.SymbolsCut {
				t.Errorf("symbolCount %d, truncated %v: want 6, false", s.SymbolCount, s.SymbolsCut)
			}
		})
	}
}

func TestAnswerBudgets(t *testing.T) {
	tests := map[string]struct {
		maxLength, budget, floor int
		text, structured         int
	}{
		"default":           {0, 0, 300, sdk.DefaultMaxLength, defaultStructuredBudget},
		"quarter":           {4000, 0, 300, 3000, 1000},
		"floor":             {1000, 0, 400, 600, 400},
		"host budget":       {0, 2000, 300, defaultAnswerLength - 2000, 2000},
		"large maxLength":   {100000, 0, 300, 100000 - defaultStructuredBudget, defaultStructuredBudget},
		"zero floor, small": {1000, 0, 0, 750, 250},
	}
	for name, tc := range tests {
		text, st := answerBudgets(tc.maxLength, tc.budget, tc.floor)
		if diff := cmp.Diff([2]int{tc.text, tc.structured}, [2]int{text, st}); diff != "" {
			t.Errorf("%s: (-want +got):\n%s", name, diff)
		}
	}
}

func TestClipLine(t *testing.T) {
	tests := map[string]struct {
		in   string
		n    int
		want string
	}{
		"short":     {"a  b\nc", 20, "a b c"},
		"word":      {"alpha beta gamma", 14, "alpha beta…"},
		"one word":  {"abcdefghij", 8, "abcde…"},
		"multibyte": {"ééééé", 7, "éé…"},
		"empty":     {"", 5, ""},
	}
	for name, tc := range tests {
		if got := clipLine(tc.in, tc.n); got != tc.want {
			t.Errorf("%s: clipLine(%q, %d) = %q, want %q", name, tc.in, tc.n, got, tc.want)
		}
	}
}

// TestDescribeWithinMaxLength: text and structured part together stay
// within maxLength for a package whose metadata alone outgrows the
// structured part's share at a small budget: a crate read from its
// source while docs.rs was unreachable carries four notes of up to 300
// characters each (http 0.2.7, trimmed to a few symbols; the live answer
// at maxLength 1,000 was 1,518 characters: 644 of text and 874
// structured). The notes shorten in the structured part first; at the
// default budget they are whole.
func TestDescribeWithinMaxLength(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("testdata", "describe-notes-http-0.2.7.json"))
	if err != nil {
		t.Fatal(err)
	}
	var doc sdk.Document
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	info := sdk.RemoteInfo{Info: sdk.Info{Ecosystem: "rust", DescribeParams: []string{"symbol"}}}
	ref := sdk.PackageRef{Name: "http", ProjectPath: "/home/someone/src/a-project-with-a-long-name/http"}
	g := &Gateway{}
	for _, maxLen := range []int{1000, 1200, 1500, 2000, 4000, 0} {
		t.Run(fmt.Sprint(maxLen), func(t *testing.T) {
			pg, err := g.renderDescribe(&doc, info, ref, "", "", maxLen, false)
			if err != nil {
				t.Fatal(err)
			}
			bound := maxLen
			if bound == 0 {
				bound = defaultAnswerLength
			}
			if total := len(pg.text) + len(pg.structured); total > bound {
				t.Errorf("text %d + structured %d = %d characters, over maxLength %d", len(pg.text), len(pg.structured), total, bound)
			}
			var st docStructured
			if err := json.Unmarshal(pg.structured, &st); err != nil {
				t.Fatal(err)
			}
			if st.Name != "http" || st.Version != "0.2.7" || st.Source.Kind != "local install" {
				t.Errorf("metadata lost: %+v", st)
			}
			if strings.Contains(pg.text, `"cursor"`) != (st.NextCursor != "") {
				t.Errorf("the text's follow-up call and the structured cursor disagree: cursor %q", st.NextCursor)
			}
			if maxLen == 0 {
				want := make([]string, len(doc.Notes))
				for i, n := range doc.Notes {
					want[i] = clipLine(n, maxSummary)
				}
				if diff := cmp.Diff(want, st.Notes); diff != "" || st.NotesCut {
					t.Errorf("default budget: notes changed (truncated %v) (-want +got):\n%s", st.NotesCut, diff)
				}
			} else if len(st.Notes) < len(doc.Notes) && !st.NotesCut {
				t.Errorf("notes left out without notesTruncated: %q", st.Notes)
			}
		})
	}
}
