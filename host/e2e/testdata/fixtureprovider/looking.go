package main

import (
	"context"
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// looking is versioned with a NameLooker (contract minor 9): of the names
// native's outline cannot list, fast_sum is a string of its compiled
// module's binary, made_up is not there, and any other it cannot tell.
// It answers one name it was not asked about and one reason spread over
// lines and far over the host's bound: the host keeps neither as sent.
type looking struct{ versioned }

func (looking) Info() sdk.Info {
	return sdk.Info{Name: "looking", DisplayName: "Fixture looking", Version: "0.0.1", Ecosystem: "looking", DescribeParams: []string{"symbol"}}
}

func (l looking) LookupNames(_ context.Context, req sdk.LookupRequest) (*sdk.LookupResult, error) {
	if _, _, _, err := l.resolve(req.Package); err != nil {
		return nil, err
	}
	out := &sdk.LookupResult{Names: []sdk.NameLookup{{Name: "not_asked", Verdict: sdk.VerdictExists}}}
	for _, n := range req.Names {
		switch n {
		case "fast_sum":
			out.Names = append(out.Names, sdk.NameLookup{Name: n, Verdict: sdk.VerdictExists, Evidence: sdk.EvidenceBinary, Reason: "fast_sum is a name string in native.so"})
		case "made_up":
			out.Names = append(out.Names, sdk.NameLookup{Name: n, Verdict: sdk.VerdictMissing, Reason: "not among the\nname strings of native.so" + strings.Repeat(" and more", 100)})
		default:
			out.Names = append(out.Names, sdk.NameLookup{Name: n, Reason: "not in native.so either"})
		}
	}
	return out, nil
}
