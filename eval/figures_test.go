package eval

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func tinyTruth(t *testing.T) *Truth {
	t.Helper()
	b, err := os.ReadFile("testdata/go/tiny.truth.json")
	if err != nil {
		t.Fatal(err)
	}
	tr := &Truth{Ecosystem: "go", Package: "example.com/tiny", Version: "v1.0.0", Shape: "proxy"}
	if err := json.Unmarshal(b, &tr.Items); err != nil {
		t.Fatal(err)
	}
	return tr
}

// TestNameFigures computes recall and precision for the tiny Go package
// over a hand-written page one; the right answers are counted by hand:
// top-level names are Version, ErrShort, Box, NewBox, Color, Red, Green,
// Opener (8); page one shows Box, NewBox, Color, Red, ErrShort (5); a
// second page adds Opener (6 of 8 over all pages). pkgdocs lists Box,
// NewBox, Box.Open and a name the package lacks (3 of 4 precise); a name
// under the member Box.Open is deeper than the truth measures and counts
// neither way, one under the wrong name Bogus is wrong (3 of 5).
func TestNameFigures(t *testing.T) {
	tr := tinyTruth(t)
	p1, err := os.ReadFile("testdata/go/tiny.page1.md")
	if err != nil {
		t.Fatal(err)
	}
	page1 := NewTokens(string(p1), ".")
	all := NewTokens(string(p1), ".")
	all.Add("## More\n- `type Opener interface` …")
	r := NewResult(tr)
	shown := map[string]bool{"Box": true, "NewBox": true, "Box.Open": true, "Bogus": true, "Box.Open.Deeper": true, "Bogus.Deeper": true}
	NameFigures(r, tr, page1, all, shown)
	want := map[string]*Ratio{
		"recall_page1": {Num: 5, Den: 8},
		"recall_all":   {Num: 6, Den: 8},
		"precision":    {Num: 3, Den: 5},
	}
	if d := cmp.Diff(want, r.Figures); d != "" {
		t.Errorf("figures (-want +got):\n%s", d)
	}
	if d := cmp.Diff([]string{"Bogus", "Bogus.Deeper"}, r.Misses["precision"]); d != "" {
		t.Errorf("precision misses (-want +got):\n%s", d)
	}
	if d := cmp.Diff([]string{"Version", "Green"}, r.Misses["recall_all"]); d != "" {
		t.Errorf("recall misses (-want +got):\n%s", d)
	}
}

func TestTokens(t *testing.T) {
	tk := NewTokens("use `toml.Decode(x)` and Box#open, then tokio::sync::Mutex", ".")
	for _, n := range []string{"toml.Decode", "Decode", "Box.open", "open", "tokio.sync.Mutex", "sync.Mutex"} {
		if !tk.Has(n) {
			t.Errorf("Has(%q) = false", n)
		}
	}
	for _, n := range []string{"Deco", "x.Box", "ecode"} {
		if tk.Has(n) {
			t.Errorf("Has(%q) = true", n)
		}
	}
	// Quoted keys that are not identifiers are names too; prose in
	// quotes and identifiers in quotes are not read that way.
	q := NewTokens(`"-moz-animation-delay"?: string; 'boolean-negation': boolean; "--"?: string[]; say "hello world"`, ".")
	for _, n := range []string{"-moz-animation-delay", "boolean-negation", "--"} {
		if !q.Has(n) {
			t.Errorf("Has(%q) = false", n)
		}
	}
	for _, n := range []string{"hello world", "-moz", "?: string; "} {
		if q.Has(n) {
			t.Errorf("Has(%q) = true", n)
		}
	}
	// A computed key written as a quoted string is a name, spaces and all
	// (webidl-conversions' ["unsigned short"](V)); the brackets must close
	// right after the quote.
	ck := NewTokens(`["unsigned short"](V: unknown): number; x["long long"]; see ["a b" + c]`, ".")
	for _, n := range []string{"unsigned short", "long long"} {
		if !ck.Has(n) {
			t.Errorf("computed key: Has(%q) = false", n)
		}
	}
	if ck.Has("a b") {
		t.Errorf(`computed key: Has("a b") = true for an unclosed key`)
	}
	if !NewTokens("tokio::sync::Mutex::lock", "::").Has("sync::Mutex::lock") {
		t.Error("rust path not found")
	}
	// page one's grouped index writes a prefix once for its names
	idx := NewTokens("**Also in this package** (signatures on the next pages):\n- `pymongo.` (70): DESCENDING, GEO2D, …\n- `bson.json_util.` (13): dumps, loads\n- Members (40, of 3 types; each under its type on the next pages)\n", ".")
	for _, n := range []string{"pymongo.DESCENDING", "pymongo.GEO2D", "bson.json_util.dumps", "json_util.loads", "DESCENDING"} {
		if !idx.Has(n) {
			t.Errorf("grouped index: Has(%q) = false", n)
		}
	}
	if idx.Has("pymongo.dumps") || idx.Has("bson.DESCENDING") {
		t.Error("grouped index: a name under another group's prefix")
	}
}

func TestDocQuery(t *testing.T) {
	for _, c := range []struct {
		it   Item
		want string
	}{
		{Item{Name: "NewDecoder", Doc: "NewDecoder creates a new decoder reading from r."}, "creates a reading from r."},
		{Item{Name: "Box.Open", Parent: "Box", Member: "Open", Doc: "Open opens the box."}, ""}, // too few words left
		{Item{Name: "ParseDuration", Doc: "ParseDuration parses a duration string like 300ms."}, "a string like 300ms."},
	} {
		if got := DocQuery(c.it); got != c.want {
			t.Errorf("DocQuery(%s) = %q, want %q", c.it.Name, got, c.want)
		}
	}
}

func TestNormSig(t *testing.T) {
	a := NormSig("function f(\n    a: string,\n    b: 'x',\n): void")
	b := NormSig(`function f(a: string, b: "x",): void`)
	if a != b {
		t.Errorf("%q != %q", a, b)
	}
}

func TestThresholds(t *testing.T) {
	g := []*Group{{Ecosystem: "go", Shape: "all", Figures: map[string]*Ratio{"recall_all": {Num: 9, Den: 10}}}}
	th := Thresholds{"go/all/recall_all": 0.95}
	if bad := th.Compare(g); len(bad) != 1 {
		t.Errorf("Compare = %v, want one figure below", bad)
	}
	up := Thresholds{"go/all/recall_all": 0.5}.Raise(g)
	if up["go/all/recall_all"] != 0.9 {
		t.Errorf("Raise = %v", up)
	}
	if Thresholds(map[string]float64{"go/all/recall_all": 0.95}).Raise(g)["go/all/recall_all"] != 0.95 {
		t.Error("Raise lowered a threshold")
	}
}

// make eval-ci ECO=swift compares Swift's thresholds only: the other
// ecosystems' are not measured in that run, and are no failure of it.
func TestThresholdsOnly(t *testing.T) {
	th := Thresholds{"swift/all/recall_all": 0.9, "swift/checkouts/precision": 0.5, "go/all/recall_all": 0.95, "swiftly/all/x": 1}
	want := Thresholds{"swift/all/recall_all": 0.9, "swift/checkouts/precision": 0.5}
	if d := cmp.Diff(want, th.Only(map[string]bool{"swift": true})); d != "" {
		t.Errorf("Only (-want +got):\n%s", d)
	}
	g := []*Group{{Ecosystem: "swift", Shape: "all", Figures: map[string]*Ratio{"recall_all": {Num: 1, Den: 1}}},
		{Ecosystem: "swift", Shape: "checkouts", Figures: map[string]*Ratio{"precision": {Num: 1, Den: 2}}}}
	if bad := th.Only(map[string]bool{"swift": true}).Compare(g); len(bad) != 0 {
		t.Errorf("Compare on Swift's thresholds = %v, want none below", bad)
	}
	if bad := th.Compare(g); len(bad) != 2 {
		t.Errorf("Compare on every threshold = %v, want go's and swiftly's not measured", bad)
	}
}

// A default export listed as "default" is the truth's declaration name
// (ansi-styles: ansiStyles); "default.red" is ansiStyles.red.
func TestNameFiguresDefaultExport(t *testing.T) {
	tr := &Truth{Ecosystem: "npm", Package: "styles", Items: []Item{
		{Name: "ansiStyles", Kind: "default export"},
		{Name: "ansiStyles.red", Parent: "ansiStyles", Member: "red", Kind: "property"},
	}}
	r := NewResult(tr)
	shown := map[string]bool{"default": true, "default.red": true, "default.bogus": true, "defaultish": true}
	NameFigures(r, tr, NewTokens("", "."), NewTokens("", "."), shown)
	if d := cmp.Diff(&Ratio{Num: 2, Den: 4}, r.Figures["precision"]); d != "" {
		t.Errorf("precision (-want +got):\n%s", d)
	}
}

// A package whose describe fails counts in no name figure, so the gate
// holds the share of packages measured: one failing package out of two
// must fall below a threshold set when both were measured.
func TestMeasuredGatesFailures(t *testing.T) {
	ok := &Result{Ecosystem: "go", Package: "a", Shape: "proxy", Figures: map[string]*Ratio{"recall_all": {Num: 3, Den: 3}}}
	both := Summarise([]*Result{ok, {Ecosystem: "go", Package: "b", Shape: "proxy", Figures: map[string]*Ratio{"recall_all": {Num: 2, Den: 2}}}}, nil)
	th := Thresholds{}.Raise(both)
	failed := Summarise([]*Result{ok, {Ecosystem: "go", Package: "b", Shape: "proxy", Failure: "not found: module", Figures: map[string]*Ratio{}}}, nil)
	want := []string{
		"go/all/measured: 0.500 < threshold 1.000",
		"go/proxy/measured: 0.500 < threshold 1.000",
	}
	if d := cmp.Diff(want, th.Compare(failed)); d != "" {
		t.Errorf("Compare (-want +got):\n%s", d)
	}
}

// The npm truth does not list the members of a top-level variable
// (js-yaml's "declare const CHOMPING_MODE: { CLIP: … }"): a listed member
// of one counts neither way, while a made-up top-level name, and a
// member of a type whose members the truth lists, still count.
func TestNameFiguresVariableMembers(t *testing.T) {
	tr := &Truth{Ecosystem: "npm", Package: "js-yaml", Items: []Item{
		{Name: "CHOMPING_MODE", Kind: "variable"},
		{Name: "Schema", Kind: "class"},
		{Name: "Schema.extend", Parent: "Schema", Member: "extend", Kind: "method"},
	}}
	r := NewResult(tr)
	shown := map[string]bool{"CHOMPING_MODE": true, "CHOMPING_MODE.CLIP": true, "Schema.extend": true, "Schema.bogus": true, "Bogus": true}
	NameFigures(r, tr, NewTokens("", "."), NewTokens("", "."), shown)
	if d := cmp.Diff(&Ratio{Num: 2, Den: 4}, r.Figures["precision"]); d != "" {
		t.Errorf("precision (-want +got):\n%s", d)
	}
	if d := cmp.Diff([]string{"Bogus", "Schema.bogus"}, r.Misses["precision"]); d != "" {
		t.Errorf("precision misses (-want +got):\n%s", d)
	}
}
