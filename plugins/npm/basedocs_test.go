package npm

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// A member a class redeclares without a doc comment (entities 9.0.0,
// testdata/basedocs, trimmed: HtmlEntityDecoder overrides startEntity of
// EntityDecoderBase, which documents it; XmlEntityDecoder redeclares
// replaceNumericCodePoint) is shown, as TypeScript shows it, with the doc
// of the member it overrides: describe and search read "Resets the
// instance to make it reusable." where they had nothing.
func TestOverrideBorrowsBaseDoc(t *testing.T) {
	p := newEnv(t).provider()
	ref := sdk.PackageRef{Ecosystem: "npm", Name: "entities", ProjectPath: filepath.Join("testdata", "basedocs")}
	l, err := p.load(context.Background(), ref)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, s := range l.api.Symbols {
		switch s.Name {
		case "HtmlEntityDecoder", "HtmlEntityDecoder.startEntity", "XmlEntityDecoder.replaceNumericCodePoint":
			got[s.Name] = s.Doc
		}
	}
	want := map[string]string{
		"HtmlEntityDecoder":                        "Streaming decoder for HTML entities.",
		"HtmlEntityDecoder.startEntity":            "Resets the instance to make it reusable.",
		"XmlEntityDecoder.replaceNumericCodePoint": "Replacement rules for numeric character references.",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("docs (-want +got):\n%s", d)
	}
	doc, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref, Symbol: "HtmlEntityDecoder.startEntity"})
	if err != nil {
		t.Fatal(err)
	}
	if len(doc.Symbols) == 0 || !strings.Contains(doc.Symbols[0].Doc, "@param decodeMode Entity decoding mode to use.") {
		t.Errorf("symbol=HtmlEntityDecoder.startEntity lacks the base's full doc: %+v", doc.Symbols)
	}
	var first string
	if hits := l.search("make the decoder reusable again", 3, false); len(hits) > 0 {
		first = hits[0].Doc.Locator.Symbol
	}
	if first != "HtmlEntityDecoder.startEntity" {
		t.Errorf("search: first hit %q, want HtmlEntityDecoder.startEntity", first)
	}
}
