package e2e

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/mark3labs/mcp-go/mcp"
)

// checkAnswer is check_package_api's structured content, as a client
// reads it.
type checkAnswer struct {
	Name     string   `json:"name"`
	Version  string   `json:"version"`
	Compared []string `json:"compared"`
	Source   struct {
		Kind   string `json:"kind"`
		Detail string `json:"detail"`
	} `json:"source"`
	Checks []checkEntry `json:"checks"`
	Notes  []string     `json:"notes"`
}

type checkEntry struct {
	Query      string   `json:"query"`
	Verdict    string   `json:"verdict"`
	Symbol     string   `json:"symbol,omitempty"`
	Signature  string   `json:"signature,omitempty"`
	Deprecated string   `json:"deprecated,omitempty"`
	Nearest    []string `json:"nearest"`
	AddedIn    string   `json:"addedIn,omitempty"`
	ExistedIn  string   `json:"existedIn,omitempty"`
	FromCode   bool     `json:"fromCode,omitempty"`
}

// callCheck calls check_package_api and returns its text and structured
// answer; isError results come back as text with a nil answer.
func callCheck(t *testing.T, s *session, args map[string]any) (string, *checkAnswer) {
	t.Helper()
	req := mcp.CallToolRequest{}
	req.Params.Name, req.Params.Arguments = "check_package_api", args
	res, err := s.CallTool(tctx(t), req)
	if err != nil {
		t.Fatalf("call check_package_api: %v", err)
	}
	text := res.Content[0].(mcp.TextContent).Text
	if res.IsError {
		return text, nil
	}
	b, err := json.Marshal(res.StructuredContent)
	if err != nil {
		t.Fatal(err)
	}
	var a checkAnswer
	if err := json.Unmarshal(b, &a); err != nil {
		t.Fatal(err)
	}
	return text, &a
}

// verdicts keeps what each test compares: query, verdict and the
// version fields, nearest names and the matched symbol.
func verdicts(a *checkAnswer) []checkEntry {
	out := make([]checkEntry, len(a.Checks))
	for i, c := range a.Checks {
		out[i] = checkEntry{Query: c.Query, Verdict: c.Verdict, Symbol: c.Symbol, Nearest: c.Nearest, AddedIn: c.AddedIn, ExistedIn: c.ExistedIn, Deprecated: c.Deprecated, FromCode: c.FromCode}
	}
	return out
}

// The fixture's widget: 1.0.0 has legacy; 1.1.0 adds paint; 2.0.0 drops
// legacy, adds rotate and deprecates spin. The host checks over describe
// (the fixture has no Checker).
func TestCheckPackageAPIVersions(t *testing.T) {
	s := newSession(t, plugins(t, "versioned"), nil, nil)
	tests := []struct {
		name    string
		pin     string
		symbols []string
		version string
		want    []checkEntry
		compare []string
	}{
		{"pinned version lacks what the latest has", "widget 1.1.0", []string{"widget.paint", "rotate", "paitn", "legacy", "w.spin"}, "1.1.0", []checkEntry{
			{Query: "widget.paint", Verdict: "exists", Symbol: "paint", Nearest: []string{}},
			{Query: "rotate", Verdict: "added-later", Symbol: "rotate", AddedIn: "2.0.0", Nearest: []string{}},
			{Query: "paitn", Verdict: "missing", Nearest: []string{"paint"}},
			{Query: "legacy", Verdict: "exists", Symbol: "legacy", Nearest: []string{}},
			{Query: "w.spin", Verdict: "out-of-reach", Nearest: []string{}},
		}, []string{"2.0.0 (latest)"}},
		{"removed since an older release, deprecated now", "widget 2.0.0", []string{"legacy", "spin()", "widget.make", "nothing"}, "2.0.0", []checkEntry{
			{Query: "legacy", Verdict: "removed", Symbol: "legacy", ExistedIn: "1.1.0", Nearest: []string{}},
			{Query: "spin()", Verdict: "exists", Symbol: "spin", Deprecated: "use rotate", Nearest: []string{}},
			{Query: "widget.make", Verdict: "exists", Symbol: "make", Nearest: []string{}},
			{Query: "nothing", Verdict: "missing", Nearest: []string{}},
		}, []string{"1.1.0 (older)"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			proj := project(t, tt.pin)
			text, a := callCheck(t, s, map[string]any{"ecosystem": "versioned", "package": "widget", "projectPath": proj, "symbols": tt.symbols})
			if a == nil {
				t.Fatalf("error: %s", text)
			}
			if a.Version != tt.version || a.Source.Kind != "lockfile" || !strings.HasSuffix(a.Source.Detail, "versioned.lock") {
				t.Errorf("checked %s from %+v, want %s from the lockfile", a.Version, a.Source, tt.version)
			}
			if d := cmp.Diff(tt.want, verdicts(a)); d != "" {
				t.Errorf("verdicts (-want +got):\n%s", d)
			}
			if d := cmp.Diff(tt.compare, a.Compared); d != "" {
				t.Errorf("compared (-want +got):\n%s", d)
			}
			if !strings.HasPrefix(text, "# widget@"+tt.version+" (versioned): API check\n\nChecked against widget "+tt.version+", from the lockfile (") {
				t.Errorf("text does not name the version checked and its source:\n%s", text)
			}
		})
	}
	t.Run("text says added later and the project's version", func(t *testing.T) {
		text, _ := callCheck(t, s, map[string]any{"ecosystem": "versioned", "package": "widget", "projectPath": project(t, "widget 1.1.0"), "symbols": []string{"rotate"}})
		if want := "- `rotate`: **not in 1.1.0**; added later: in 2.0.0 as `function rotate(w: Widget, deg: number): void` (the project uses 1.1.0)"; !strings.Contains(text, want) {
			t.Errorf("text lacks %q:\n%s", want, text)
		}
	})
	t.Run("an explicit version wins", func(t *testing.T) {
		_, a := callCheck(t, s, map[string]any{"ecosystem": "versioned", "package": "widget", "version": "1.0.0", "symbols": []string{"paint"}})
		if a == nil || a.Version != "1.0.0" || a.Source.Kind != "registry" || a.Checks[0].Verdict != "added-later" || a.Checks[0].AddedIn != "2.0.0" {
			t.Errorf("got %+v", a)
		}
	})
}

func TestCheckPackageAPIArguments(t *testing.T) {
	s := newSession(t, plugins(t, "versioned"), nil, nil)
	many := make([]string, 51)
	for i := range many {
		many[i] = "spin"
	}
	tests := []struct {
		name string
		args map[string]any
		want string
	}{
		{"nothing to check", map[string]any{"ecosystem": "versioned", "package": "widget"}, "give symbols"},
		{"too many names", map[string]any{"ecosystem": "versioned", "package": "widget", "symbols": many}, "invalid argument"},
		{"code too long", map[string]any{"ecosystem": "versioned", "package": "widget", "code": strings.Repeat("x", 64<<10+1)}, "invalid argument"},
		{"control character in a name", map[string]any{"ecosystem": "versioned", "package": "widget", "symbols": []string{"a\x00b"}}, "control character"},
		{"unknown ecosystem", map[string]any{"ecosystem": "cobol", "package": "widget", "symbols": []string{"x"}}, `unknown ecosystem "cobol"`},
		{"unknown package", map[string]any{"ecosystem": "versioned", "package": "nope", "symbols": []string{"x"}}, "not found"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text, a := callCheck(t, s, tt.args)
			if a != nil || !strings.Contains(text, tt.want) {
				t.Errorf("got %q (answer %v), want an error containing %q", text, a, tt.want)
			}
		})
	}
	t.Run("code without an extractor says so", func(t *testing.T) {
		_, a := callCheck(t, s, map[string]any{"ecosystem": "versioned", "package": "widget", "symbols": []string{"spin"}, "code": "widget.spin()"})
		if a == nil || len(a.Checks) != 1 || !strings.Contains(strings.Join(a.Notes, "\n"), "no snippet extractor for versioned") {
			t.Errorf("got %+v", a)
		}
	})
}
