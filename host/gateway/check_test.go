package gateway

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/schema"
)

func TestCheckStructuredMatchesOutputSchema(t *testing.T) {
	s, err := schema.Compile("mem://check.json", checkOutputSchema)
	if err != nil {
		t.Fatal(err)
	}
	full := &sdk.CheckResult{Name: "widget", Version: "1.1.0", Source: sdk.Source{Kind: sdk.SourceLockfile, Detail: "/p/x.lock"},
		Compared: []string{"2.0.0 (latest)"}, Notes: []string{"n"}, Checks: []sdk.SymbolCheck{
			{Query: "paint", Verdict: sdk.VerdictExists, Symbol: "paint", Kind: "func", Signature: "function paint()", Deprecated: "d"},
			{Query: "rotate", Verdict: sdk.VerdictAdded, AddedIn: "2.0.0", FromCode: true},
			{Query: "legacy", Verdict: sdk.VerdictRemoved, ExistedIn: "1.0.0"},
			{Query: "paitn", Verdict: sdk.VerdictMissing, Nearest: []string{"paint"}},
			{Query: "app.use", Verdict: sdk.VerdictOutOfReach, Note: "why"},
			{Query: "?", Verdict: sdk.VerdictUnknown},
		}}
	for name, r := range map[string]*sdk.CheckResult{"zero": {}, "full": full} {
		b, _ := json.Marshal(checkToStructured(r, "versioned"))
		var v any
		_ = json.Unmarshal(b, &v)
		if err := s.Validate(v); err != nil {
			t.Errorf("%s: structured check does not match its output schema: %v\n%s", name, err, b)
		}
	}
	text := renderCheck(full, "versioned")
	for _, want := range []string{
		"# widget@1.1.0 (versioned): API check\n\nChecked against widget 1.1.0, from the lockfile (/p/x.lock). Also compared: 2.0.0 (latest).",
		"6 names: 1 exists, 3 do not exist at 1.1.0 (1 of them added later, 1 removed), 1 out of reach.",
		"- `paint`: **exists** as `paint`: `function paint()`; **deprecated**: d",
		"- `rotate` (from code): **not in 1.1.0**; added later: in 2.0.0",
		"- `legacy`: **removed**: in 1.0.0",
		"- `paitn`: **does not exist** in 1.1.0; nearest in 1.1.0: `paint`",
		"- `app.use`: **out of reach**: why",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("text lacks %q:\n%s", want, text)
		}
	}
}

// A signature holding backquotes (a Go struct field with its tag,
// github.com/gorilla/feeds v1.2.0's JSONFeed.Items) stays one code span:
// in single backquotes its tag closed the span and left the rest as text.
func TestCheckSignatureWithBackquotes(t *testing.T) {
	r := &sdk.CheckResult{Name: "github.com/gorilla/feeds", Version: "v1.2.0", Checks: []sdk.SymbolCheck{
		{Query: "JSONFeed.Items", Verdict: sdk.VerdictExists, Symbol: "JSONFeed.Items", Signature: "Items       []*JSONItem   `json:\"items,omitempty\"`"},
		{Query: "JSONFeed.`Items`", Verdict: sdk.VerdictMissing, Nearest: []string{"JSONFeed.Items"}},
	}}
	text := renderCheck(r, "go")
	for _, want := range []string{
		"- `JSONFeed.Items`: **exists** as `JSONFeed.Items`: `` Items       []*JSONItem   `json:\"items,omitempty\"` ``\n",
		"- `` JSONFeed.`Items` ``: **does not exist** in v1.2.0; nearest in v1.2.0: `JSONFeed.Items`\n",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("text lacks %q:\n%s", want, text)
		}
	}
}

func TestCheckSummaryCounts(t *testing.T) {
	tests := map[string]struct {
		verdicts []sdk.Verdict
		want     string
	}{
		"none":   {nil, "0 names: 0 exist, 0 do not exist at 1.0.0 (0 of them added later, 0 removed), 0 out of reach."},
		"one":    {[]sdk.Verdict{sdk.VerdictExists}, "1 name: 1 exists, 0 do not exist at 1.0.0"},
		"absent": {[]sdk.Verdict{sdk.VerdictExists, sdk.VerdictMissing}, "2 names: 1 exists, 1 does not exist at 1.0.0"},
		"many":   {[]sdk.Verdict{sdk.VerdictExists, sdk.VerdictExists, sdk.VerdictRemoved, sdk.VerdictAdded}, "4 names: 2 exist, 2 do not exist at 1.0.0"},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			r := &sdk.CheckResult{Name: "w", Version: "1.0.0"}
			for _, v := range tc.verdicts {
				r.Checks = append(r.Checks, sdk.SymbolCheck{Query: "x", Verdict: v})
			}
			if text := renderCheck(r, "versioned"); !strings.Contains(text, tc.want) {
				t.Errorf("summary lacks %q:\n%s", tc.want, text)
			}
		})
	}
}

func TestOlderQuery(t *testing.T) {
	tests := map[string]string{
		"":         "",
		"5.1.0":    "<5.0.0",
		"v1.6.0":   "<v1.0.0",
		"0.27.2":   "<0.27.0",
		"v0.0.3":   "",
		"1":        "",
		"latest":   "",
		"2.0.0-rc": "<2.0.0",
	}
	for in, want := range tests {
		if got := olderQuery(in); got != want {
			t.Errorf("olderQuery(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestCheckRequest(t *testing.T) {
	ref := sdk.PackageRef{Ecosystem: "npm", Name: "x"}
	many := make([]any, maxCheckSymbols+1)
	for i := range many {
		many[i] = "a"
	}
	tests := []struct {
		name    string
		args    map[string]any
		want    sdk.CheckRequest
		wantErr string
	}{
		{"nil", nil, sdk.CheckRequest{}, "give symbols"},
		{"names trimmed", map[string]any{"symbols": []any{" a.b ", "c"}}, sdk.CheckRequest{Package: ref, Symbols: []string{"a.b", "c"}}, ""},
		{"code only", map[string]any{"code": "x.y()"}, sdk.CheckRequest{Package: ref, Code: "x.y()"}, ""},
		{"blank code, no names", map[string]any{"code": "  \n"}, sdk.CheckRequest{}, "give symbols"},
		{"empty name", map[string]any{"symbols": []any{"a", " "}}, sdk.CheckRequest{}, "argument symbols[1] is empty"},
		{"not a string", map[string]any{"symbols": []any{5.0}}, sdk.CheckRequest{}, "argument symbols[0] is empty"},
		{"too many", map[string]any{"symbols": many}, sdk.CheckRequest{}, "over the 50 limit"},
		{"code too long", map[string]any{"code": strings.Repeat("x", maxCodeLen+1)}, sdk.CheckRequest{}, "over the 65536 limit"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := checkRequest(ref, tt.args)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) || sdk.Code(err).String() != "InvalidArgument" {
					t.Fatalf("err = %v, want InvalidArgument containing %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("(-want +got):\n%s", d)
			}
		})
	}
}
