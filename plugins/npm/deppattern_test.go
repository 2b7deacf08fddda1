package npm

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestReexportFromDependencyPattern: @react-aria/button 3.15.1
// (testdata/deppattern, trimmed) declares nothing of its own: it
// re-exports names from react-aria/useButton, a subpath react-aria 3.52.1
// gives through a pattern of its exports map ("./*": {"types":
// "./dist/types/exports/*.d.ts"}). Only exact subpaths were looked up, so
// every name was a bare alias and LinkButtonProps had no members (href
// "missing"); the pattern gives the declaration file, as the compiler
// resolves it. What LinkButtonProps inherits from AriaButtonElementTypeProps,
// declared beside it in react-aria, is not read (a base of a dependency's
// declaration), so a name it lacks stays "cannot tell", not "missing".
func TestReexportFromDependencyPattern(t *testing.T) {
	ref, d := describeTestdata(t, "@react-aria/button", "deppattern")
	var got []string
	for _, s := range d.Symbols {
		got = append(got, s.Name+" ["+s.Kind+"]")
	}
	want := []string{
		"useButton [function]",
		"ButtonProps [interface]",
		"ButtonProps.isDisabled [property]",
		"ButtonProps.children [property]",
		"LinkButtonProps [interface]",
		"LinkButtonProps.href [property]",
		"LinkButtonProps.target [property]",
		"LinkButtonProps.rel [property]",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("symbols (-want +got):\n%s", diff)
	}
	wantVerdicts(t, ref.Name, d.Symbols, map[string]sdk.Verdict{"LinkButtonProps.href": sdk.VerdictExists, "LinkButtonProps.herf": sdk.VerdictOutOfReach})
}

// TestReexportTwoPackagesAway: @react-types/button 3.16.0
// (testdata/deppattern) re-exports LinkButtonProps from @react-aria/button,
// which re-exports it from react-aria/useButton: two packages away. The
// dependency read for the first step passed on a bare alias, so
// LinkButtonProps had no members; what a read dependency takes from
// another package is read too (one step further, no more), from the
// packages it depends on or the project installs.
func TestReexportTwoPackagesAway(t *testing.T) {
	ref, d := describeTestdata(t, "@react-types/button", "deppattern")
	var got []string
	for _, s := range d.Symbols {
		got = append(got, s.Name+" ["+s.Kind+"]")
	}
	want := []string{
		"AriaButtonElementTypeProps [type]",
		"LinkButtonProps [interface]",
		"LinkButtonProps.href [property]",
		"LinkButtonProps.target [property]",
		"LinkButtonProps.rel [property]",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("symbols (-want +got):\n%s", diff)
	}
	wantVerdicts(t, ref.Name, d.Symbols, map[string]sdk.Verdict{"LinkButtonProps.href": sdk.VerdictExists})
}
