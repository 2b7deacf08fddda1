package gateway

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// A provider's lookup answer decides an out-of-reach check: exists says
// on what evidence, missing keeps the provider's reason (or says it looked),
// and cannot tell keeps the outline's note with the provider's reason
// after it.
func TestApplyLookup(t *testing.T) {
	reach := func() sdk.SymbolCheck {
		return sdk.SymbolCheck{Query: "ujson.dumps", Verdict: sdk.VerdictOutOfReach, Note: "cannot tell: module ujson has no Python source", Nearest: []string{"dump"}}
	}
	tests := []struct {
		name string
		in   sdk.NameLookup
		want sdk.SymbolCheck
	}{
		{name: "zero answer", in: sdk.NameLookup{}, want: reach()},
		{name: "exists in a binary", in: sdk.NameLookup{Name: "dumps", Verdict: sdk.VerdictExists, Evidence: sdk.EvidenceBinary, Reason: "dumps is a name string in ujson.so"},
			want: sdk.SymbolCheck{Query: "ujson.dumps", Verdict: sdk.VerdictExists, Symbol: "dumps",
				Note: "exists by weaker evidence: the name is a string in a compiled module's binary, not a declaration in source or stubs, so its kind and signature are unknown (dumps is a name string in ujson.so)"}},
		{name: "exists in source", in: sdk.NameLookup{Name: "dumps", Verdict: sdk.VerdictExists, Evidence: sdk.EvidenceSource, Kind: "function"},
			want: sdk.SymbolCheck{Query: "ujson.dumps", Verdict: sdk.VerdictExists, Symbol: "dumps", Kind: "function", Note: "found by the provider beyond its outline, in source"}},
		{name: "exists, evidence not said", in: sdk.NameLookup{Name: "dumps", Verdict: sdk.VerdictExists},
			want: sdk.SymbolCheck{Query: "ujson.dumps", Verdict: sdk.VerdictExists, Symbol: "dumps", Note: "found by the provider beyond its outline"}},
		{name: "missing with a reason", in: sdk.NameLookup{Name: "dumps", Verdict: sdk.VerdictMissing, Reason: "not among the 29 name strings of ujson.so"},
			want: sdk.SymbolCheck{Query: "ujson.dumps", Verdict: sdk.VerdictMissing, Note: "not among the 29 name strings of ujson.so", Nearest: []string{"dump"}}},
		{name: "missing without one", in: sdk.NameLookup{Name: "dumps", Verdict: sdk.VerdictMissing},
			want: sdk.SymbolCheck{Query: "ujson.dumps", Verdict: sdk.VerdictMissing, Note: "the provider looked it up beyond its outline and did not find it", Nearest: []string{"dump"}}},
		{name: "cannot tell, with a reason", in: sdk.NameLookup{Name: "dumps", Reason: "not in its binaries either"},
			want: sdk.SymbolCheck{Query: "ujson.dumps", Verdict: sdk.VerdictOutOfReach, Note: "cannot tell: module ujson has no Python source; not in its binaries either", Nearest: []string{"dump"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := reach()
			applyLookup(&got, tt.in)
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("check (-want +got):\n%s", d)
			}
		})
	}
}

// On a name the outline did not find, only what the provider read in
// source changes the verdict: exists, or cannot tell when the source shows
// the module it would come from (requests' "import urllib3"). Binary
// strings, the provider's own missing and a bare cannot tell leave "does
// not exist" with its nearest names.
func TestApplyLookupMissing(t *testing.T) {
	missing := func() sdk.SymbolCheck {
		return sdk.SymbolCheck{Query: "requests.urllib3", Verdict: sdk.VerdictMissing, Note: "requests has no module or name urllib3", Nearest: []string{"utils"}}
	}
	tests := []struct {
		name string
		in   sdk.NameLookup
		want sdk.SymbolCheck
	}{
		{name: "zero answer", in: sdk.NameLookup{}, want: missing()},
		{name: "exists in source", in: sdk.NameLookup{Name: "urllib3", Verdict: sdk.VerdictExists, Evidence: sdk.EvidenceSource, Reason: `requests binds urllib3 by "import urllib3"`},
			want: sdk.SymbolCheck{Query: "requests.urllib3", Verdict: sdk.VerdictExists, Symbol: "urllib3", Note: `found by the provider beyond its outline, in source (requests binds urllib3 by "import urllib3")`}},
		{name: "exists in a binary", in: sdk.NameLookup{Name: "urllib3", Verdict: sdk.VerdictExists, Evidence: sdk.EvidenceBinary, Reason: "a name string"}, want: missing()},
		{name: "cannot tell from source", in: sdk.NameLookup{Name: "urllib3.x", Evidence: sdk.EvidenceSource, Reason: "urllib3 is another module"},
			want: sdk.SymbolCheck{Query: "requests.urllib3", Verdict: sdk.VerdictOutOfReach, Note: "cannot tell: urllib3 is another module"}},
		{name: "cannot tell", in: sdk.NameLookup{Name: "urllib3", Reason: "not in its binaries"}, want: missing()},
		{name: "missing", in: sdk.NameLookup{Name: "urllib3", Verdict: sdk.VerdictMissing, Evidence: sdk.EvidenceSource, Reason: "read whole"}, want: missing()},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := missing()
			applyLookup(&got, tt.in)
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("check (-want +got):\n%s", d)
			}
		})
	}
}
