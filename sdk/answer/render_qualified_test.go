package answer

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestQualifiedTopLevelLine: a top-level symbol of a submodule or module
// whose declaration does not spell where it lives is written with its
// qualified name; members, root names and declarations that spell it are
// not.
func TestQualifiedTopLevelLine(t *testing.T) {
	tests := []struct {
		name string
		sym  sdk.Symbol
		full bool
		want string
	}{
		{"python submodule function", sdk.Symbol{Name: "autoreload.wait", Kind: "func", Signature: "def wait() -> None", Doc: "Wait for a watched file to change."},
			false, "- `autoreload.wait`: `def wait() -> None` — Wait for a watched file to change.\n"},
		{"rust module item", sdk.Symbol{Name: "error::Format", Kind: "enum", Signature: "pub enum Format"},
			false, "- `error::Format`: `pub enum Format`\n"},
		{"several lines", sdk.Symbol{Name: "httputil.url_concat", Kind: "func", Signature: "def url_concat(\n    url: str,\n) -> str"},
			false, "`httputil.url_concat`:\n```\ndef url_concat(\n    url: str,\n) -> str\n```\n\n"},
		{"root name", sdk.Symbol{Name: "wait", Kind: "func", Signature: "def wait() -> None"},
			false, "- `def wait() -> None`\n"},
		{"member", sdk.Symbol{Name: "Server.Close", Parent: "Server", Kind: "method", Signature: "func (s *Server) Close() error"},
			false, "- `func (s *Server) Close() error`\n"},
		{"doc opens with it", sdk.Symbol{Name: "hash_map::Iter", Kind: "struct", Signature: "pub struct Iter", Doc: "hash_map::Iter: An iterator."},
			false, "- `pub struct Iter` — hash_map::Iter: An iterator.\n"},
		{"declaration spells it", sdk.Symbol{Name: "z.string", Kind: "function", Signature: "z.string(): ZodString"},
			false, "- `z.string(): ZodString`\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, entryText(tc.sym, tc.full)); diff != "" {
				t.Errorf("line (-want +got):\n%s", diff)
			}
		})
	}
}
