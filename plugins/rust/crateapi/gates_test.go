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

// TestSimplifyCfg: cfg_if!'s branches (dashmap's `pub use
// util::SharedValue;` under raw-api) print without the parts that decide
// nothing.
func TestSimplifyCfg(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{`all(feature = "raw-api", not(any()))`, `feature = "raw-api"`},
		{`all(not(any(feature = "raw-api")), not(any()))`, `not(feature = "raw-api")`},
		{`not(any(feature = "a", feature = "b"))`, `not(any(feature = "a", feature = "b"))`},
		{`all(unix, any(feature = "std", not(any())))`, `unix`},
		{`all()`, ``},
		{`any()`, `any()`},
		{`all(feature = "x", any())`, `any()`},
		{`feature = "a,b(c"`, `feature = "a,b(c"`},
		{`all(feature = "x"`, `all(feature = "x"`}, // unbalanced: as written
	} {
		if got := SimplifyCfg(tc.in); got != tc.want {
			t.Errorf("SimplifyCfg(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestOnDefaultTarget: what holds on x86_64-unknown-linux-gnu, which
// docs.rs documents crates for by default.
func TestOnDefaultTarget(t *testing.T) {
	for _, tc := range []struct {
		in           string
		holds, known bool
	}{
		{`target_arch = "x86_64"`, true, true},
		{`target_arch = "arm"`, false, true},
		{`all(unix, not(target_os = "macos"))`, true, true},
		{`windows`, false, true},
		{`any(windows, feature = "x")`, false, false},
		{`feature = "x"`, false, false},
		{``, false, false},
	} {
		holds, known := OnDefaultTarget(tc.in)
		if holds != tc.holds || known != tc.known {
			t.Errorf("OnDefaultTarget(%q) = %v, %v; want %v, %v", tc.in, holds, known, tc.holds, tc.known)
		}
	}
}
