package npm

import (
	"context"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/answer"
)

const focusDTS = `/**
 * Parses a thing. The second sentence explains edge cases.
 *
 * @param input - the text
 * @returns the parsed value
 */
export declare function parse(input: string): Value;
export declare function parse(input: Uint8Array): Value;
/** A parsed value. Has one member. */
export interface Value {
  /** The kind. Always set, never empty. */
  kind: string;
}
/** Unrelated. */
export declare function other(): void;
`

// TestDescribeSymbolFocus: describe with a symbol answers with that symbol
// (every overload, its members, whole doc comments) under the package
// header, and leaves out the README and examples, which are about the
// package.
func TestDescribeSymbolFocus(t *testing.T) {
	e := newEnv(t)
	e.synthetic("focus-demo", "1.0.0", nil,
		makeTarball(t, tarEntry{name: "package/package.json", body: `{"name":"focus-demo","version":"1.0.0","types":"index.d.ts"}`},
			tarEntry{name: "package/README.md", body: "# focus-demo\n\n## Usage\n\n```js\nconst {parse} = require('focus-demo')\nparse('x')\n```\n"},
			tarEntry{name: "package/examples/basic.js", body: "require('focus-demo').parse('y')\n"},
			tarEntry{name: "package/index.d.ts", body: focusDTS}))
	p := e.provider()
	ctx := context.Background()
	ref := sdk.PackageRef{Name: "focus-demo"}

	type sym struct{ Name, Signature, Doc string }
	tests := map[string]struct {
		symbol string
		want   []sym
	}{
		"overloads with the whole doc": {symbol: "parse", want: []sym{
			{"parse", "function parse(input: string): Value", "Parses a thing. The second sentence explains edge cases.\n\n@param input - the text\n@returns the parsed value"},
			{"parse", "function parse(input: Uint8Array): Value", ""},
		}},
		"members": {symbol: "Value", want: []sym{
			{"Value", "interface Value", "A parsed value. Has one member."},
			{"Value.kind", "kind: string", "The kind. Always set, never empty."},
		}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			d, err := p.Describe(ctx, sdk.DescribeRequest{Package: ref, Symbol: tc.symbol})
			if err != nil {
				t.Fatal(err)
			}
			var got []sym
			for _, s := range d.Symbols {
				got = append(got, sym{s.Name, s.Signature, s.Doc})
			}
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("symbols -want +got\n%s", d)
			}
			if d.Focus != tc.symbol || d.Readme != "" || len(d.Examples) != 0 || len(d.DocFiles) != 0 {
				t.Errorf("focus %q, README %d bytes, %d examples, %d doc files; want the symbol alone", d.Focus, len(d.Readme), len(d.Examples), len(d.DocFiles))
			}
			if d.Name != "focus-demo" || d.Version != "1.0.0" || len(d.Install) == 0 {
				t.Errorf("header: %s@%s install %v", d.Name, d.Version, d.Install)
			}
			text := answer.RenderDocument(d, answer.RenderOptions{Ecosystem: "npm"})
			if strings.Contains(text, "require('focus-demo')") {
				t.Errorf("rendered focus repeats the README or examples:\n%s", text)
			}
		})
	}

	t.Run("outline keeps one sentence", func(t *testing.T) {
		d, err := p.Describe(ctx, sdk.DescribeRequest{Package: ref})
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range d.Symbols {
			if strings.Contains(s.Doc, "@param") || strings.Contains(s.Doc, "second sentence") {
				t.Errorf("outline symbol %s has the full doc %q", s.Name, s.Doc)
			}
		}
		if d.Readme == "" {
			t.Error("the package document lost its README")
		}
	})

	t.Run("get doc symbol has the whole doc", func(t *testing.T) {
		d, err := p.GetDoc(ctx, sdk.GetDocRequest{Package: ref, Symbol: "parse"})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(d.Content, "@returns the parsed value") {
			t.Errorf("content lacks the full doc:\n%s", d.Content)
		}
	})
}
