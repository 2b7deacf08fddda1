package npm

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// A type's bases declared in a dependency's files, three packages away
// (@react-types/button 3.16.0, testdata/depbases, trimmed): it re-exports
// AriaButtonProps from @react-aria/button, which re-exports it from
// react-aria/useButton, where it extends ButtonProps and
// AriaBaseButtonProps, which extend @react-types/shared's PressEvents,
// FocusableProps, FocusableDOMProps. The dependency read for the type did
// not follow its own bases into the next package, so onPress was not
// listed and every member a check asked was "cannot tell".
func TestBasesOfADependencysType(t *testing.T) {
	p := newEnv(t).provider()
	ref := sdk.PackageRef{Name: "@react-types/button", ProjectPath: filepath.Join("testdata", "depbases")}
	d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref, Symbol: "AriaButtonProps"})
	if err != nil {
		t.Fatal(err)
	}
	have := map[string]bool{}
	for _, s := range d.Symbols {
		if s.Parent == "AriaButtonProps" {
			have[strings.TrimPrefix(s.Name, "AriaButtonProps.")] = true
		}
	}
	// isDisabled: ButtonProps' own; href: LinkButtonProps'; elementType:
	// its base's; onPress, autoFocus, onKeyDown, id: @react-types/shared's.
	for _, n := range []string{"isDisabled", "href", "elementType", "excludeFromTabOrder", "onPress", "autoFocus", "onFocus", "onKeyDown", "aria-label", "id"} {
		if !have[n] {
			t.Errorf("AriaButtonProps.%s not listed", n)
		}
	}
	ix := apicheck.NewIndex("npm", d.Name, d.Symbols)
	if v := ix.Check(apicheck.Ref{Query: "AriaButtonProps.onPres"}).Verdict; v != sdk.VerdictMissing {
		t.Errorf("AriaButtonProps.onPres: %v, want missing (every base is seen)", v)
	}
}
