package docc

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestMarkdown(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"empty", "", ""},
		{"plain", "Returns the sum.", "Returns the sum."},
		{"symbol links", "Call ``ParsableCommand/run()-7p2fr`` or ``Flag``; see <doc:GettingStarted>.",
			"Call `ParsableCommand.run()` or `Flag`; see *GettingStarted*."},
		{"parameters, returns, throws",
			"Adds.\n\nMore text.\n\n- Parameters:\n  - lhs: The left\n    operand.\n  - rhs: The right one.\n- Returns: The sum.\n- Throws: ``MathError`` when it overflows.",
			"Adds.\n\nMore text.\n\n**Parameters:**\n- `lhs`: The left operand.\n- `rhs`: The right one.\n\n**Returns:** The sum.\n\n**Throws:** `MathError` when it overflows."},
		{"single parameter", "- Parameter value: The value.\n- Returns: Nothing.",
			"**Parameters:**\n- `value`: The value.\n\n**Returns:** Nothing."},
		{"aside", "Text.\n\n- Note: Be careful\n  with this.\n- Warning: Really.",
			"Text.\n\n> Note: Be careful with this.\n> Warning: Really."},
		{"ordinary list stays", "- one: two\n- three", "- one: two\n- three"},
		{"code untouched", "```swift\n- Returns: x\n``a``\n```", "```swift\n- Returns: x\n``a``\n```"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, Markdown(tt.in)); diff != "" {
				t.Errorf("Markdown(%q) (-want +got):\n%s", tt.in, diff)
			}
		})
	}
}

func TestAbstract(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"A shape.\nWith sides.\n\nMore.", "A shape. With sides."},
		{"Uses ``Canvas/draw(_:)``.\n- Returns: x", "Uses `Canvas.draw(_:)`."},
	}
	for _, tt := range tests {
		if got := Abstract(tt.in); got != tt.want {
			t.Errorf("Abstract(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestParseArticle(t *testing.T) {
	src := "# ``ArgumentParser/Flag``\n\n@Metadata {\n  @DocumentationExtension(mergeBehavior: append)\n}\n\nUse ``init(name:)``.\n\n@Snippet(path: \"pkg/Snippets/hello\")\n\n@Image(source: x.png, alt: \"x\")\n\n```swift\n@Flag var v = false\n```\n"
	got := ParseArticle(src, func(p string) string {
		if p == "pkg/Snippets/hello" {
			return "print(\"hello\")\n"
		}
		return ""
	})
	want := Article{Title: "Flag", Symbol: "Flag", Markdown: "# Flag\n\n\nUse `init(name:)`.\n\n```swift\nprint(\"hello\")\n```\n\n\n```swift\n@Flag var v = false\n```\n"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("ParseArticle (-want +got):\n%s", diff)
	}
}
