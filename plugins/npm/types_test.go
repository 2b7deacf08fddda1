package npm

import (
	"context"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
)

func TestPickTypesVersion(t *testing.T) {
	dt := []string{"3.0.1", "7.0.0", "7.0.5", "7.1.0", "7.2.0", "8.0.0-beta.1", "9.0.0", "11.1.0"}
	tests := map[string]struct {
		version  string
		versions []string
		want     string
	}{
		"zero":                           {"", nil, ""},
		"no releases":                    {"1.0.0", []string{"2.0.0-rc.1"}, ""},
		"same major.minor":               {"7.0.0", dt, "7.0.5"},
		"same major.minor newer minor":   {"7.1.3", dt, "7.1.0"},
		"lower minor of the same major":  {"7.5.0", dt, "7.2.0"},
		"higher minor of the same major": {"7.0.0", []string{"7.1.0", "7.3.0"}, "7.3.0"},
		"nearest major above":            {"6.0.0", dt, "7.2.0"},
		"nearest major below":            {"4.0.0", dt, "3.0.1"},
		"tie prefers the newer":          {"10.0.0", dt, "11.1.0"},
		"prerelease never chosen":        {"8.0.0", dt, "9.0.0"},
		"unparseable version":            {"next", dt, "3.0.1"},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			if got := pickTypesVersion(tc.version, tc.versions); got != tc.want {
				t.Errorf("pickTypesVersion(%q) = %q, want %q", tc.version, got, tc.want)
			}
		})
	}
}

func TestLatestTypesFit(t *testing.T) {
	tests := map[string]struct {
		version, latest string
		want            bool
	}{
		"zero":          {"", "", false},
		"same":          {"7.0.0", "7.0.5", true},
		"package ahead": {"7.3.0", "7.0.5", true},
		"types ahead":   {"7.0.0", "7.2.0", false},
		"other major":   {"6.0.0", "7.0.5", false},
		"prerelease":    {"7.0.0", "7.0.6-beta", false},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			if got := latestTypesFit(tc.version, tc.latest); got != tc.want {
				t.Errorf("latestTypesFit(%q, %q) = %v", tc.version, tc.latest, got)
			}
		})
	}
}

// TestTypesForAnotherVersion: is-number@6.0.0 ships no types and no
// @types/is-number 6.x exists; the outline comes from the nearest, 7.0.5,
// and the document says plainly that it is for another version. 7.0.0
// gets the same types without a warning.
func TestTypesForAnotherVersion(t *testing.T) {
	e := newEnv(t)
	e.synthetic("is-number", "6.0.0", nil,
		makeTarball(t, tarEntry{name: "package/package.json", body: `{"name":"is-number","version":"6.0.0","main":"index.js"}`},
			tarEntry{name: "package/README.md", body: "# is-number\n\n## Usage\n\n```js\nisNumber(5)\n```\n"},
			tarEntry{name: "package/index.js", body: "module.exports = function(n) {}"}))
	// synthetic also set /is-number/latest to 6.0.0; the recorded 7.0.0
	// answers for its exact version.
	delete(e.srv.Extra, "/is-number/latest")
	p := e.provider()
	ctx := context.Background()

	d, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "is-number", Version: "6.0.0"}})
	if err != nil {
		t.Fatal(err)
	}
	if !symbolNames(d)["is_number"] {
		t.Errorf("no outline from @types/is-number: %v", d.Symbols)
	}
	if got := fact(d, "Types"); !strings.Contains(got, "@types/is-number@7.0.5") || !strings.Contains(got, "another version") {
		t.Errorf("Types fact %q does not warn", got)
	}
	var warned []string
	for _, n := range d.Notes {
		if strings.Contains(n, "@types/is-number@7.0.5") {
			warned = append(warned, n)
		}
	}
	want := []string{"The API outline comes from @types/is-number@7.0.5, which is written for is-number 7.x, not is-number@6.0.0 (no @types/is-number version matches it); the API may differ."}
	if diff := cmp.Diff(want, warned); diff != "" {
		t.Errorf("notes -want +got\n%s", diff)
	}

	d, err = p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "is-number", Version: "7.0.0"}})
	if err != nil {
		t.Fatal(err)
	}
	if got := fact(d, "Types"); got != "from @types/is-number@7.0.5 (not installed)" {
		t.Errorf("7.0.0 Types fact %q", got)
	}
	for _, n := range d.Notes {
		if strings.Contains(n, "may differ") {
			t.Errorf("7.0.0 warned: %s", n)
		}
	}
}
