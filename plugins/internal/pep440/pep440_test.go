package pep440

import (
	stdcmp "cmp"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestNormalise(t *testing.T) {
	for in, want := range map[string]string{
		"1.0":              "1.0",
		"v1.0":             "1.0",
		" 1.0\n":           "1.0",
		"1!2.0":            "1!2.0",
		"0!2.0":            "2.0",
		"1.0-alpha-1":      "1.0a1",
		"1.0.BETA2":        "1.0b2",
		"1.0c3":            "1.0rc3",
		"1.0preview":       "1.0rc0",
		"1.0-1":            "1.0.post1",
		"1.0.rev":          "1.0.post0",
		"1.0-dev-2":        "1.0.dev2",
		"1.0a1.post2.dev3": "1.0a1.post2.dev3",
		"1.0+Ubuntu-1.2":   "1.0+ubuntu-1.2",
	} {
		v, err := Parse(in)
		if err != nil {
			t.Errorf("Parse(%q): %v", in, err)
			continue
		}
		if got := v.String(); got != want {
			t.Errorf("Parse(%q) = %q, want %q", in, got, want)
		}
	}
	for _, in := range []string{"", "1.0.", "1.x", "1.0+", "1!", "a1"} {
		if _, err := Parse(in); err == nil {
			t.Errorf("Parse(%q) succeeded, want an error", in)
		}
	}
}

func TestOrder(t *testing.T) {
	want := []string{"1.0.dev0", "1.0a1.dev1", "1.0a1", "1.0b1", "1.0rc1", "1.0", "1.0+local.1", "1.0+local.7", "1.0.post1.dev1", "1.0.post1", "1.0.1", "1.1", "1!0.1"}
	for i := range want {
		for j := range want {
			a, b := mustParse(want[i]), mustParse(want[j])
			if got, w := a.Compare(b), stdcmp.Compare(i, j); got != w {
				t.Errorf("Compare(%s, %s) = %d, want %d", want[i], want[j], got, w)
			}
		}
	}
	if !mustParse("1.0").Equal(mustParse("1.0.0")) {
		t.Error("1.0 != 1.0.0, want equal (releases padded with zeros)")
	}
}

func TestCheck(t *testing.T) {
	versions := []string{"1.9", "2.0a1", "2.0", "2.0.1", "2.0+local", "2.0.post1", "2.1", "2.28", "2.28.2", "2.29", "3.0a1", "3.0"}
	for _, tc := range []struct {
		name, spec string
		pre        bool
		want       []string
	}{
		{"range", ">=2,<3", false, []string{"2.0", "2.0.1", "2.0+local", "2.0.post1", "2.1", "2.28", "2.28.2", "2.29"}},
		{"compatible", "~=2.28", false, []string{"2.28", "2.28.2", "2.29"}},
		{"compatible patch", "~=2.28.0", false, []string{"2.28", "2.28.2"}},
		{"wildcard", "==2.*", false, []string{"2.0a1", "2.0", "2.0.1", "2.0+local", "2.0.post1", "2.1", "2.28", "2.28.2", "2.29"}},
		{"not equal", "!=2.0,<2.1", false, []string{"1.9", "2.0a1", "2.0.1", "2.0.post1"}},
		{"exact ignores local", "==2.0", false, []string{"2.0", "2.0+local"}},
		{"arbitrary", "===2.0+local", false, []string{"2.0+local"}},
		{"less excludes own pre-releases", "<3", false, []string{"1.9", "2.0a1", "2.0", "2.0.1", "2.0+local", "2.0.post1", "2.1", "2.28", "2.28.2", "2.29"}},
		{"less with pre-releases wanted", "<3", true, []string{"1.9", "2.0a1", "2.0", "2.0.1", "2.0+local", "2.0.post1", "2.1", "2.28", "2.28.2", "2.29", "3.0a1"}},
		{"greater excludes own post-releases", ">2.0", false, []string{"2.0.1", "2.1", "2.28", "2.28.2", "2.29", "3.0a1", "3.0"}},
		{"any", "*", false, []string{"1.9", "2.0a1", "2.0", "2.0.1", "2.0+local", "2.0.post1", "2.1", "2.28", "2.28.2", "2.29", "3.0a1", "3.0"}},
		{"alternatives", "<2 || >=3", false, []string{"1.9", "3.0"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ss, err := ParseSpecifiers(tc.spec)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, s := range versions {
				v := mustParse(s)
				if tc.pre && ss.CheckPreRelease(v) || !tc.pre && ss.Check(v) {
					got = append(got, s)
				}
			}
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("%s (-want +got):\n%s", tc.spec, d)
			}
		})
	}
}

func TestParseSpecifiersErrors(t *testing.T) {
	for _, spec := range []string{"", ",", ">=2,,<3", "~=2", "~=2.*", ">=2.*", "<2+local", "==2.0.dev1.*", "=>2", ">=V2"} {
		if _, err := ParseSpecifiers(spec); err == nil {
			t.Errorf("ParseSpecifiers(%q) succeeded, want an error", spec)
		}
	}
}

func TestZeroVersion(t *testing.T) {
	var zero Version
	if zero.String() != "" || zero.IsPreRelease() || zero.IsPostRelease() || !zero.Equal(mustParse("0")) {
		t.Errorf("zero Version: String %q, want empty and equal to 0", zero.String())
	}
}
