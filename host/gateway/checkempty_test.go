package gateway

import (
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// An empty outline means "the package exports nothing" only when the
// provider says its outline lists every exported name
// (Document.OutlineComplete), whatever the ecosystem: runtime/race as the
// Go provider describes it. The same empty outline without it (a Go module
// root without a package, npm without types, a provider older than
// contract minor 8), a focused document and an outline with names stay as
// they were.
func TestExportsNothing(t *testing.T) {
	race := func(complete bool) *sdk.Document {
		return &sdk.Document{Name: "runtime/race", Version: "go1.26.8",
			Summary: "Package race implements data race detection logic.",
			Facts:   []sdk.Fact{{Label: "Import path", Value: "runtime/race"}, {Label: "Platform", Value: "linux/amd64"}},
			Source:  sdk.Source{Kind: sdk.SourceToolchain, Detail: "/usr/local/go/src"}, OutlineComplete: complete}
	}
	withSymbols := race(true)
	withSymbols.Symbols = []sdk.Symbol{{Name: "Enable", Kind: "func"}}
	focused := race(true)
	focused.Focus = "Enable"
	tests := []struct {
		name string
		doc  *sdk.Document
		want bool
	}{
		{"nil", nil, false},
		{"zero", &sdk.Document{}, false},
		{"empty outline said complete", race(true), true},
		{"empty outline said complete, another ecosystem", &sdk.Document{Name: "marker", Version: "1.0.0", OutlineComplete: true}, true},
		{"empty outline not said complete (older provider, or could not see)", race(false), false},
		{"go module root, no package", &sdk.Document{Name: "golang.org/x/sync", Version: "v0.24.0",
			Summary: "Module golang.org/x/sync has no package at its root; import one of its packages."}, false},
		{"outline with names", withSymbols, false},
		{"focused document", focused, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := exportsNothing(tt.doc); got != tt.want {
				t.Errorf("exportsNothing = %v, want %v", got, tt.want)
			}
		})
	}
}
