package markdown

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
)

func TestSplit(t *testing.T) {
	tests := []struct {
		name string
		md   string
		want []Section
	}{
		{"empty", "", []Section{{}}},
		{"intro only", "Hello.\n", []Section{{Body: "Hello."}}},
		{"headings", "# T\n\nIntro.\n\n## API\n### f\nbody\r\n", []Section{
			{}, {Level: 1, Title: "T", Body: "Intro."}, {Level: 2, Title: "API"}, {Level: 3, Title: "f", Body: "body"}}},
		{"heading in a fence is text", "## A\n```\n# not a heading\n```\n", []Section{
			{}, {Level: 2, Title: "A", Body: "```\n# not a heading\n```"}}},
		{"no space: not a heading", "#hashtag\n####### seven\n", []Section{{Body: "#hashtag\n####### seven"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, Split(tt.md)); diff != "" {
				t.Errorf("Split (-want +got):\n%s", diff)
			}
		})
	}
}

func TestSymbolsAndSummary(t *testing.T) {
	md := "# pkg\n\n![badge](x)\n\nDoes things\nwell.\n\n## API\n\n### f\n\n```ts\nf(): void\n```\n\nRuns f.\n\n## Other\n\n### g\n\nnot API\n"
	secs := Split(md)
	if got, want := Summary(secs), "Does things well."; got != want {
		t.Errorf("Summary = %q, want %q", got, want)
	}
	want := []sdk.Symbol{{Name: "f", Kind: "symbol", Signature: "f(): void", Doc: "Runs f."}}
	if diff := cmp.Diff(want, Symbols(secs)); diff != "" {
		t.Errorf("Symbols (-want +got):\n%s", diff)
	}
	if got := WithoutFirstFence(Body(secs, "f")); got != "Runs f." {
		t.Errorf("WithoutFirstFence = %q", got)
	}
}

func FuzzSplit(f *testing.F) {
	f.Add("# T\n## API\n### f\n```\nx\n```\n")
	f.Fuzz(func(t *testing.T, md string) {
		secs := Split(md)
		if len(secs) == 0 || secs[0].Level != 0 {
			t.Fatalf("Split(%q) = %v: want a level-0 section first", md, secs)
		}
		Symbols(secs)
		Summary(secs)
	})
}
