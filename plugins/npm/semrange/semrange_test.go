package semrange

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParse(t *testing.T) {
	tests := map[string]struct {
		spec    string
		kind    Kind
		version string
		wantErr bool
	}{
		"zero":          {"", Range, "", false},
		"exact":         {"1.2.3", Exact, "1.2.3", false},
		"v exact":       {"v1.2.3", Exact, "1.2.3", false},
		"eq exact":      {"=1.2.3", Exact, "1.2.3", false},
		"prerelease":    {"1.0.0-rc.1", Exact, "1.0.0-rc.1", false},
		"caret":         {"^1.2.3", Range, "", false},
		"tilde":         {"~1.2", Range, "", false},
		"x":             {"1.x", Range, "", false},
		"star":          {"*", Range, "", false},
		"or":            {"^1 || ^2", Range, "", false},
		"hyphen":        {"1.2.3 - 2.3.4", Range, "", false},
		"partial":       {"1.2", Range, "", false},
		"tag":           {"latest", Tag, "", false},
		"tag next":      {"next", Tag, "", false},
		"bad range":     {">=foo", Tag, "", true},
		"digit garbage": {"1.2.3.4.5", Tag, "", true},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			s, err := Parse(tc.spec)
			if (err != nil) != tc.wantErr {
				t.Fatalf("Parse(%q) err = %v, wantErr %v", tc.spec, err, tc.wantErr)
			}
			if err != nil {
				return
			}
			if s.Kind != tc.kind || s.Version != tc.version {
				t.Fatalf("Parse(%q) = %v %q, want %v %q", tc.spec, s.Kind, s.Version, tc.kind, tc.version)
			}
		})
	}
}

func TestMax(t *testing.T) {
	versions := []string{"0.0.3", "0.0.4", "0.2.3", "0.2.9", "0.3.0", "1.0.0", "1.2.3", "1.2.9", "1.9.0",
		"2.0.0-beta.1", "2.0.0", "2.3.4", "2.3.5", "3.0.0-rc.1", "1.2.4-beta.1", "1.2.3-beta.4", "not-a-version"}
	tests := map[string]struct {
		spec string
		want string
	}{
		"star":                {"*", "2.3.5"},
		"empty":               {"", "2.3.5"},
		"caret":               {"^1.2.3", "1.9.0"},
		"caret zero minor":    {"^0.2.3", "0.2.9"},
		"caret zero zero":     {"^0.0.3", "0.0.3"},
		"tilde":               {"~1.2.3", "1.2.9"},
		"x":                   {"1.x", "1.9.0"},
		"or":                  {"^0.2 || 1.2.x", "1.2.9"},
		"hyphen":              {"1.2.3 - 2.3.4", "2.3.4"},
		"hyphen partial":      {"1 - 2", "2.3.5"},
		"comparators":         {">=1.0.0 <2", "1.9.0"},
		"exact":               {"1.2.3", "1.2.3"},
		"no match":            {"^4", ""},
		"prerelease named":    {"^1.2.3-beta.2", "1.9.0"},
		"prerelease same":     {">=1.2.3-beta.2 <1.2.3", "1.2.3-beta.4"},
		"prerelease other":    {">=1.2.4-alpha <1.2.4", "1.2.4-beta.1"},
		"prerelease excluded": {">=2.0.0-0 <3.0.0", "2.3.5"},
		"tag":                 {"latest", ""},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			s, err := Parse(tc.spec)
			if err != nil {
				t.Fatal(err)
			}
			if got := s.Max(versions); got != tc.want {
				t.Fatalf("Max(%q) = %q, want %q", tc.spec, got, tc.want)
			}
		})
	}
	// nil and empty lists.
	s, _ := Parse("*")
	if got := s.Max(nil); got != "" {
		t.Fatalf("Max(nil) = %q", got)
	}
}

func TestSort(t *testing.T) {
	got := []string{"1.10.0", "x", "1.2.0", "1.2.0-rc.1", "0.9.0"}
	Sort(got)
	want := []string{"x", "0.9.0", "1.2.0-rc.1", "1.2.0", "1.10.0"}
	if d := cmp.Diff(want, got); d != "" {
		t.Fatal(d)
	}
	Sort(nil)
}
