package semver

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestCheck(t *testing.T) {
	versions := []string{"0.2.3", "0.2.9", "0.3.0", "1.2.2", "1.2.3-beta.2", "1.2.3", "1.2.9", "1.3.0", "1.9.0", "2.0.0-rc.1", "2.0.0", "3.1.0"}
	for _, tc := range []struct {
		name, rng string
		want      []string
	}{
		{"any", "*", []string{"0.2.3", "0.2.9", "0.3.0", "1.2.2", "1.2.3", "1.2.9", "1.3.0", "1.9.0", "2.0.0", "3.1.0"}},
		{"caret", "^1.2.3", []string{"1.2.3", "1.2.9", "1.3.0", "1.9.0"}},
		{"caret zero major", "^0.2.3", []string{"0.2.3", "0.2.9"}},
		{"tilde", "~1.2.3", []string{"1.2.3", "1.2.9"}},
		{"x-range", "1.x", []string{"1.2.2", "1.2.3", "1.2.9", "1.3.0", "1.9.0"}},
		{"hyphen", "1.2.3 - 1.3", []string{"1.2.3", "1.2.9", "1.3.0"}},
		{"or", "<1 || >=3", []string{"0.2.3", "0.2.9", "0.3.0", "3.1.0"}},
		{"and with comma", ">=1.2, <1.3", []string{"1.2.2", "1.2.3", "1.2.9"}},
		{"exact", "=1.2.3", []string{"1.2.3"}},
		{"not equal", "!=1.2.3 <1.3", []string{"0.2.3", "0.2.9", "0.3.0", "1.2.2", "1.2.9"}},
		{"prerelease named", ">=1.2.3-beta.1 <1.3", []string{"1.2.3-beta.2", "1.2.3", "1.2.9"}},
		{"prerelease not named", ">=1.2.3 <=2", []string{"1.2.3", "1.2.9", "1.3.0", "1.9.0", "2.0.0"}},
		// Any prerelease once the set names one (npm narrows this in
		// plugins/npm/semrange).
		{"prerelease of another version", ">=1.2.3-beta.1 <=2", []string{"1.2.3-beta.2", "1.2.3", "1.2.9", "1.3.0", "1.9.0", "2.0.0-rc.1", "2.0.0"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := ParseConstraints(tc.rng)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, s := range versions {
				if c.Check(mustLoose(t, s)) {
					got = append(got, s)
				}
			}
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("%s (-want +got):\n%s", tc.rng, d)
			}
		})
	}
}

func TestParseConstraintsErrors(t *testing.T) {
	for _, rng := range []string{"", " ", "||", "1 ||", ">>1", "1.2.3.4", "1 -2", "a", "1.x1", ">=1,"} {
		if _, err := ParseConstraints(rng); err == nil {
			t.Errorf("ParseConstraints(%q) succeeded, want an error", rng)
		}
	}
}

func TestVersionZeroAndNil(t *testing.T) {
	var zero Version
	if got := zero.String(); got != "0.0.0" {
		t.Errorf("zero Version = %q, want 0.0.0", got)
	}
	var a, b *Version
	if !a.Equal(b) || a.Equal(New(0, 0, 0, "", "")) {
		t.Error("nil versions: want nil == nil and nil != 0.0.0")
	}
	if got := New(1, 2, 3, "rc.1", "b5").Original(); got != "1.2.3-rc.1+b5" {
		t.Errorf("New(...).Original() = %q", got)
	}
}

func mustLoose(t *testing.T, s string) *Version {
	t.Helper()
	v, err := ParseLoose(s)
	if err != nil {
		t.Fatal(err)
	}
	return v
}
