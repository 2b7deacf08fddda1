package crateapi

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestEvalCfg(t *testing.T) {
	declared := map[string]bool{"std": true, "serde": true}
	for _, tc := range []struct {
		gate    string
		want    cfgValue
		missing []string
	}{
		{`feature = "std"`, cfgMaybe, nil},
		{`feature = "unstable-locales"`, cfgFalse, []string{"unstable-locales"}},
		{`all(feature = "std", feature = "unstable-locales")`, cfgFalse, []string{"unstable-locales"}},
		{`any(feature = "std", feature = "unstable-locales")`, cfgMaybe, []string{"unstable-locales"}},
		{`any(feature = "a", feature = "b")`, cfgFalse, []string{"a", "b"}},
		{`not(feature = "unstable-locales")`, cfgTrue, []string{"unstable-locales"}},
		{`all(unix, not(feature = "x"))`, cfgMaybe, []string{"x"}},
		{`span_locations`, cfgMaybe, nil},
		{`target_feature = "sse2"`, cfgMaybe, nil},
		{`all(feature = "x"`, cfgMaybe, []string{"x"}}, // unbalanced: cannot tell
		{`feature = "x" garbage`, cfgMaybe, []string{"x"}},
	} {
		var missing []string
		got := evalCfg(tc.gate, declared, &missing)
		if got != tc.want || !cmp.Equal(missing, tc.missing) {
			t.Errorf("evalCfg(%q) = %v, missing %v; want %v, %v", tc.gate, got, missing, tc.want, tc.missing)
		}
	}
}

func TestDropUnavailable(t *testing.T) {
	c := &Crate{Modules: []*Module{
		{Path: "", Items: []*Item{
			{Name: "Locale", Gate: `feature = "unstable-locales"`},
			{Name: "DateTime", Members: []*Item{
				{Name: "format_localized", Gate: `all(feature = "std", feature = "unstable-locales")`},
				{Name: "format", Gate: `feature = "std"`},
			}},
		}},
		{Path: "locales", Gate: `feature = "unstable-locales"`},
		{Path: "naive"},
	}}
	got := c.DropUnavailable(map[string]bool{"std": true})
	if d := cmp.Diff([]string{"unstable-locales"}, got); d != "" {
		t.Errorf("features (-want +got):\n%s", d)
	}
	var names []string
	for _, m := range c.Modules {
		names = append(names, "mod "+m.Path)
		for _, it := range m.Items {
			names = append(names, m.ItemPath(it))
			for _, mem := range it.Members {
				names = append(names, m.ItemPath(it)+"::"+mem.Name)
			}
		}
	}
	if d := cmp.Diff([]string{"mod ", "DateTime", "DateTime::format", "mod naive"}, names); d != "" {
		t.Errorf("left (-want +got):\n%s", d)
	}
}
