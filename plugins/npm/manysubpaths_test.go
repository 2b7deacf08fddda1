package npm

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestReexportFromManySubpaths: @react-aria/grid 3.15.1
// (testdata/manysubpaths, trimmed to the grid modules) declares nothing of
// its own: it re-exports its names from eight modules of react-aria 3.53.1
// (react-aria/private/grid/useGridCell and seven more, through the "./*"
// pattern of its exports map). The bound on what is read for a package
// counted modules, not packages, so the four past the fourth were "not
// read": GridCellProps was a bare alias and its members (node,
// allowsArrowNavigation) out of reach. One package read serves each of
// its modules.
func TestReexportFromManySubpaths(t *testing.T) {
	ref, d := describeTestdata(t, "@react-aria/grid", "manysubpaths")
	members := map[string][]string{}
	for _, s := range d.Symbols {
		if s.Parent != "" {
			members[s.Parent] = append(members[s.Parent], strings.TrimPrefix(s.Name, s.Parent+"."))
		}
	}
	want := map[string][]string{
		"GridCellProps":                      {"node", "isVirtualized", "focusMode", "allowsArrowNavigation", "shouldSelectOnPressUp", "colSpan", "onAction"},
		"GridSelectionAnnouncementProps":     {"getRowText"},
		"HighlightSelectionDescriptionProps": {"selectionManager", "hasItemActions"},
	}
	for parent, w := range want {
		if diff := cmp.Diff(w, dedupe(members[parent])); diff != "" {
			t.Errorf("%s's members (-want +got):\n%s", parent, diff)
		}
	}
	for _, n := range d.Notes {
		if strings.Contains(n, "not read") {
			t.Errorf("note: %s", n)
		}
	}
	wantVerdicts(t, ref.Name, d.Symbols, map[string]sdk.Verdict{
		"GridCellProps.onAction":              sdk.VerdictExists,
		"GridCellProps.allowsArrowNavigatoin": sdk.VerdictMissing,
		"useGridSelectionCheckbox":            sdk.VerdictExists,
	})
}
