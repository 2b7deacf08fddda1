package npm

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestJSONMain: tzdata 1.0.51 (testdata/jsonmain, its data trimmed to one
// zone and one rule) has "main": "timezone-data.json" and no types:
// require('tzdata') is that object. It had no outline, so check could
// not answer; its top-level keys are now its names.
func TestJSONMain(t *testing.T) {
	ref, d := describeTestdata(t, "tzdata", "jsonmain")
	var got []string
	for _, s := range d.Symbols {
		got = append(got, s.Name+" ["+s.Kind+"] "+s.Signature)
	}
	want := []string{"zones [property] zones: object", "rules [property] rules: object", "version [property] version: string"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("symbols (-want +got):\n%s", diff)
	}
	wantVerdicts(t, ref.Name, d.Symbols, map[string]sdk.Verdict{"zones": sdk.VerdictExists, "version": sdk.VerdictExists, "zonse": sdk.VerdictMissing})
}

// TestJSONExportsEntry: @tabler/icons 3.52.0 (testdata/jsonexports, its
// icons.json trimmed to three icons) has no "main", and its exports map
// gives "." as "./icons.json". The JSON file was not kept, so it had no
// outline and check could not answer; its top-level keys are its names.
func TestJSONExportsEntry(t *testing.T) {
	ref, d := describeTestdata(t, "@tabler/icons", "jsonexports")
	var got []string
	for _, s := range d.Symbols {
		got = append(got, s.Name+" ["+s.Kind+"] "+s.Signature)
	}
	want := []string{`a-b-2 [property] "a-b-2": object`, "activity [property] activity: object", `alert-small-off [property] "alert-small-off": object`}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("symbols (-want +got):\n%s", diff)
	}
	wantVerdicts(t, ref.Name, d.Symbols, map[string]sdk.Verdict{"activity": sdk.VerdictExists, "a-b-2": sdk.VerdictExists, "actvity": sdk.VerdictMissing})
}
