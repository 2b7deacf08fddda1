package npm

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// A value typed by object types written in type aliases (ansi-styles
// 6.2.3, testdata/literaldocs: "declare const ansiStyles: {…} &
// ForegroundColor & BackgroundColor & Modifier & ConvertColor", each
// alias "type Modifier = { /** Prints the text, but makes it invisible.
// */ readonly hidden: CSPair; … }"): its members keep the docs written
// on them. The aliases were read back from their declaration lines,
// which keep no comments, so every member of the default export was
// listed bare and search could not find one by what it does.
func TestObjectTypeMembersKeepDocs(t *testing.T) {
	p := newEnv(t).provider()
	ref := sdk.PackageRef{Ecosystem: "npm", Name: "ansi-styles", ProjectPath: filepath.Join("testdata", "literaldocs")}
	l, err := p.load(context.Background(), ref)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, s := range l.api.Symbols {
		switch s.Name {
		case "default.hidden", "default.gray", "default.hexToRgb", "default.modifier", "default.codes":
			got[s.Name] = s.Doc
		}
	}
	want := map[string]string{
		"default.hidden":   "Prints the text, but makes it invisible.",
		"default.gray":     "Alias for `blackBright`.",
		"default.hexToRgb": "Convert from the RGB HEX color space to the RGB color space.",
		// Undocumented where they are written: still nothing.
		"default.modifier": "",
		"default.codes":    "",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("docs (-want +got):\n%s", d)
	}
}
