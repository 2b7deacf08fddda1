package npm

import (
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// TestFacadePackage: ckeditor5-premium-features 48.1.0 (testdata/facade,
// trimmed to two of its two dozen lines) declares nothing of its own: its
// dist/index.d.ts is export * from '@ckeditor/ckeditor5-case-change' and
// the like, one line per dependency. Its outline was empty ("ships no
// type declarations ... no API outline"); the dependencies the project
// installs are read as for any re-export, and one it does not install
// stays an unlisted symbol, so a name from it is "cannot tell".
func TestFacadePackage(t *testing.T) {
	ref, d := describeTestdata(t, "ckeditor5-premium-features", "facade")
	var got []string
	for _, s := range d.Symbols {
		if s.Parent == "" {
			got = append(got, s.Name+" ["+s.Kind+"]")
		}
	}
	want := []string{
		"CaseChange [class]",
		"CaseChangeCommand [class]",
		"CaseChangeCommand [class]", // its constructor
		"CaseChangeConfig [interface]",
		"CaseChangeEditing [class]",
		"CaseChangeExcludeWordsCallback [type]",
		"CaseChangeExcludeWordsCallbackContext [interface]",
		"CaseChangeTitleCaseConfig [interface]",
		"CaseChangeTransformCallback [type]",
		"CaseChangeUI [class]",
		"(export * from '@ckeditor/ckeditor5-email') [" + apicheck.KindUnlisted + "]",
	}
	sort.Strings(want)
	sort.Strings(got)
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("top-level symbols (-want +got):\n%s", diff)
	}
	if notes := strings.Join(d.Notes, "\n"); strings.Contains(notes, "ships no type declarations") || strings.Contains(notes, "no API outline") {
		t.Errorf("notes still say there are no types:\n%s", notes)
	}
	wantVerdicts(t, ref.Name, d.Symbols, map[string]sdk.Verdict{"CaseChange": sdk.VerdictExists, "CaseChangeCommand": sdk.VerdictExists, "EmailConfigurationHelper": sdk.VerdictOutOfReach})
}
