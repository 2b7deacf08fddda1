package answer

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// openAfter reports what s leaves open by the rules budget.go pages with: a
// code fence (CommonMark's: up to three spaces of indent, closed by a run of
// the same character at least as long) and a named third-party marker.
func openAfter(s string) (fence string, marker bool) {
	return openFence(s), openMarker(s) != ""
}

// codeReadme is a README whose code block is longer than small budgets.
var codeReadme = "Intro.\n\n```go\n" + strings.Repeat("x := compute(1, 2, 3)\n", 60) + "```\n\nAfter the code.\n\n~~~~sh\nrun it\n~~~~\n"

func budgetDoc() *sdk.Document {
	return &sdk.Document{
		Name: "pkg", Version: "1.0.0", Summary: "A package.", Source: sdk.Source{Kind: sdk.SourceRegistry},
		Symbols:  []sdk.Symbol{{Name: "F", Kind: "func", Signature: "func F()", Doc: "F does."}},
		Readme:   codeReadme,
		Examples: []sdk.Example{{Title: "E", Language: "go", Code: "F()\n"}},
		DocFiles: []sdk.DocFile{{Path: "docs/a.md"}},
	}
}

func TestRenderDocumentUnlimited(t *testing.T) {
	d := budgetDoc()
	d.Readme = strings.Repeat("word ", sdk.DefaultMaxLength)
	full := RenderDocument(d, RenderOptions{MaxLength: -1})
	if strings.Contains(full, "_Cut to the") || !strings.Contains(full, strings.TrimSpace(d.Readme)) {
		t.Errorf("MaxLength -1 cut the document")
	}
	def := RenderDocument(d, RenderOptions{})
	if len(def) > sdk.DefaultMaxLength || !strings.Contains(def, "_Cut to the 32000-character budget") {
		t.Errorf("MaxLength 0: %d bytes, want the default budget of %d applied", len(def), sdk.DefaultMaxLength)
	}
}

// TestRenderDocumentEveryBudget renders page one at every budget from one
// byte to the whole document.
func TestRenderDocumentEveryBudget(t *testing.T) {
	d := budgetDoc()
	full := RenderDocument(d, RenderOptions{MaxLength: -1})
	header := renderHeader(d, "")
	if got := RenderDocument(d, RenderOptions{MaxLength: len(full)}); got != full {
		t.Errorf("a budget of exactly the document's length cut it")
	}
	for limit := 1; limit < len(full); limit++ {
		out := RenderDocument(d, RenderOptions{MaxLength: limit, More: "ask for one symbol"})
		if !strings.HasPrefix(out, header) && !strings.HasPrefix(header, strings.TrimSuffix(strings.SplitAfter(out, "\n")[0], "\n")) {
			t.Fatalf("limit %d: header lost:\n%s", limit, out)
		}
		if !strings.Contains(out, "_Cut to the") || !strings.HasSuffix(out, "; or ask for one symbol._\n") {
			t.Fatalf("limit %d: no closing hint:\n%s", limit, out)
		}
		// Over the budget by no more than the header, the footer (whose
		// cursor grows with what it records) and a line on the API.
		footerLen := len(out) - strings.LastIndex(out, "\n_Cut to the")
		if len(out) > limit && len(out) > len(header)+footerLen+100 {
			t.Fatalf("limit %d: %d bytes, over the budget by more than the header and footer:\n%s", limit, len(out), out)
		}
		if fence, marker := openAfter(out); fence != "" || marker {
			t.Fatalf("limit %d: left open fence %q, marker %v:\n%s", limit, fence, marker, out)
		}
		if !utf8.ValidString(out) {
			t.Fatalf("limit %d: invalid UTF-8", limit)
		}
	}
}

func TestRenderDocumentCutInsideFence(t *testing.T) {
	out := RenderDocument(budgetDoc(), RenderOptions{MaxLength: 1200})
	if !strings.Contains(out, "x := compute(1, 2, 3)\n```\n…\n<!-- end third-party content: README -->\n") {
		t.Errorf("the README's code block was not closed where it was cut:\n%s", out)
	}
	if len(out) > 1200 {
		t.Errorf("%d bytes, over the 1200 budget", len(out))
	}
}

func TestRenderDocumentHeaderKept(t *testing.T) {
	d := budgetDoc()
	d.Summary = strings.Repeat("long summary ", 50)
	out := RenderDocument(d, RenderOptions{MaxLength: 1000})
	if !strings.HasPrefix(out, renderHeader(d, "")) {
		t.Errorf("header not kept whole:\n%s", out)
	}
}

func TestRenderDocumentZero(t *testing.T) {
	got := RenderDocument(&sdk.Document{}, RenderOptions{})
	if want := "#  · source: unknown\n"; got != want {
		t.Errorf("zero document = %q, want %q", got, want)
	}
}

func TestTruncateMarkdown(t *testing.T) {
	tests := []struct {
		name string
		s    string
		n    int
		want string
	}{
		{"fits", "a\nb\n", 4, "a\nb\n"},
		{"negative is unlimited", "a\nb\n", -1, "a\nb\n"},
		{"empty", "", 0, ""},
		{"zero budget", "abc\n", 0, "…\n"},
		{"line boundary", "one\ntwo\nthree\nfour\n", 14, "one\ntwo\n…\n"},
		{"closing lines count", "one\ntwo\nthree\n", 11, "one\n…\n"},
		{"closing lines fit exactly", "one\ntwo\nthree\n", 12, "one\ntwo\n…\n"},
		{"fence closed", "text\n```go\ncode1\ncode2\ncode3\n```\n", 30, "text\n```go\ncode1\n```\n…\n"},
		{"longer fence closed with its own length", "````md\n```\nin\n```\nmore\n````\n", 24, "````md\n```\nin\n````\n…\n"},
		{"tilde fence", "~~~\na\nb\nc\n~~~\nz\n", 14, "~~~\na\n~~~\n…\n"},
		{"fence closing line counts", "~~~\na\nb\nc\n~~~\nz\n", 13, "~~~\n~~~\n…\n"},
		{"closed fence stays closed", "```\na\n```\nb\nc\nd\n", 15, "```\na\n```\n…\n"},
		{"marker closed", "<!-- begin third-party content: README, by authors -->\nline one\nline two\nline three\n<!-- end third-party content: README -->\n",
			110, "<!-- begin third-party content: README, by authors -->\nline one\n…\n<!-- end third-party content: README -->\n"},
		{"one long line cut at a character", "héllo wörld", 9, "hél\n…\n"},
		{"never inside a character", "ééééé", 8, "é\n…\n"},
		{"leading newline", "\nabcdefghij", 8, "\nab\n…\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := TruncateMarkdown(tt.s, tt.n)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("TruncateMarkdown(%q, %d) (-want +got):\n%s", tt.s, tt.n, diff)
			}
		})
	}
}

func FuzzTruncateMarkdown(f *testing.F) {
	f.Add(codeReadme, 100)
	f.Add("```\na\n", 3)
	f.Add("<!-- begin third-party content: x -->\n```\ncode\n", 20)
	f.Add("héllo\n~~~~\nwörld\n~~~\n", 15)
	f.Add("abc", -5)
	f.Fuzz(func(t *testing.T, s string, n int) {
		got := TruncateMarkdown(s, n)
		if n < 0 || len(s) <= n {
			if got != s {
				t.Fatalf("TruncateMarkdown(%q, %d) = %q, want s unchanged", s, n, got)
			}
			return
		}
		if len(got) > max(n, len("…\n")) {
			t.Fatalf("TruncateMarkdown(%q, %d) = %q: %d bytes, over the limit", s, n, got, len(got))
		}
		if utf8.ValidString(s) && !utf8.ValidString(got) {
			t.Fatalf("TruncateMarkdown(%q, %d) = %q: invalid UTF-8", s, n, got)
		}
		i := strings.LastIndex(got, "…\n")
		if i < 0 {
			t.Fatalf("TruncateMarkdown(%q, %d) = %q: no ellipsis", s, n, got)
		}
		// What precedes the ellipsis is a prefix of s, then maybe the line
		// closing a fence.
		kept := got[:i]
		trimmed := strings.TrimSuffix(kept, "\n")
		k := strings.LastIndexByte(trimmed, '\n')
		if fence, _ := openAfter(kept[:k+1]); fence != "" && trimmed[k+1:] == fenceChars(fence) {
			kept = kept[:k+1]
		}
		if !strings.HasPrefix(s, strings.TrimSuffix(kept, "\n")) {
			t.Fatalf("TruncateMarkdown(%q, %d) = %q: does not keep a prefix of s", s, n, got)
		}
		// Nothing is left open unless s opened it in an invalid way that
		// this check's parser reads differently.
		if fence, marker := openAfter(got); fence != "" || marker {
			t.Fatalf("TruncateMarkdown(%q, %d) = %q: leaves open fence %q, marker %v", s, n, got, fence, marker)
		}
	})
}

// TestFencedMemberIndented: a member whose declaration spans lines
// (PyPump 0.7's PyPump.__init__ and PyPump.request, one parameter a
// line) is fenced, indented under its class like the one-line members
// beside it, so it does not read as a top-level function; every page
// that cuts the outline still closes the fence (CheckReachable).
func TestFencedMemberIndented(t *testing.T) {
	d := &sdk.Document{Name: "PyPump", Version: "0.7", Symbols: []sdk.Symbol{
		{Name: "PyPump", Kind: "class", Signature: "class PyPump(object)", Doc: "Main class to interface with PyPump."},
		{Name: "PyPump.__init__", Kind: "method", Parent: "PyPump", Signature: "def __init__(\n    self,\n    client,\n    verifier_callback,\n    store=None,\n)"},
		{Name: "PyPump.me", Kind: "method", Parent: "PyPump", Signature: "def me(self)", Doc: "Returns `pypump.models.person.Person` instance of the logged in user."},
		{Name: "PyPump.request", Kind: "method", Parent: "PyPump", Signature: "def request(\n    self,\n    endpoint,\n    method='GET',\n    **kwargs,\n)", Doc: "Make request to endpoint with OAuth."},
		{Name: "webfinger_validator", Kind: "function", Signature: "def webfinger_validator(webfinger)"},
	}}
	got := RenderDocument(d, RenderOptions{Ecosystem: "python", MaxLength: -1})
	want := "- `class PyPump(object)` — Main class to interface with PyPump.\n" +
		"  ```\n  def __init__(\n      self,\n      client,\n      verifier_callback,\n      store=None,\n  )\n  ```\n\n" +
		"  - `def me(self)` — Returns `pypump.models.person.Person` instance of the logged in user.\n" +
		"  ```\n  def request(\n      self,\n      endpoint,\n      method='GET',\n      **kwargs,\n  )\n  ```\n  Make request to endpoint with OAuth.\n\n"
	if !strings.Contains(got, want) {
		t.Errorf("members of PyPump not indented under it; want\n%s\nin\n%s", want, got)
	}
	if !strings.Contains(got, "\n- `def webfinger_validator(webfinger)`") {
		t.Errorf("a top-level function is indented:\n%s", got)
	}
	for limit := 500; limit <= 1200; limit += 50 { // the tools take 1000 at least
		if _, err := CheckReachable(d, RenderOptions{Ecosystem: "python", MaxLength: limit}); err != nil {
			t.Errorf("limit %d: %v", limit, err)
		}
	}
}

// A declaration holding backquotes (a TypeScript template literal type,
// as in csstype's or type-fest's declarations) is one code span in the
// outline, not a span closed by its first backquote.
func TestBackquotedDeclarationOneSpan(t *testing.T) {
	d := &sdk.Document{Name: "x", Version: "1.0.0", Symbols: []sdk.Symbol{
		{Name: "Hex", Kind: "type", Signature: "type Hex = `#${string}`", Doc: "A colour."},
		{Name: "f", Kind: "function", Signature: "function f(h: Hex): void"},
	}}
	got := RenderDocument(d, RenderOptions{Ecosystem: "npm", MaxLength: -1})
	for _, want := range []string{"- `` type Hex = `#${string}` `` — A colour.\n", "- `function f(h: Hex): void`\n"} {
		if !strings.Contains(got, want) {
			t.Errorf("outline lacks %q:\n%s", want, got)
		}
	}
}
