package gateway

import (
	"context"
	"fmt"
	"strings"

	"github.com/pkgdocs/pkgdocs/host/supervise"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
	"google.golang.org/grpc/codes"
)

// lookupUnseen asks a provider that looks names up (sdk.CapLookup,
// contract minor 9) about the names the outline check could not tell
// (out of reach: a compiled module without stubs, names bound when a
// module runs), and about those it did not find (applyLookup says which
// answers change those), and takes its answers: exists, saying what it was read
// from (a compiled module's binary is weaker evidence than source, and
// the note says so), does not exist, with the provider's reason, or still
// cannot tell, the reason added to the note. A provider without the
// capability, or one answering Unimplemented, leaves every check as it
// was. It returns a note for the result when the lookup failed otherwise.
func (g *Gateway) lookupUnseen(ctx context.Context, p *supervise.Provider, ref sdk.PackageRef, ix *apicheck.Index, refs []apicheck.Ref, checks []sdk.SymbolCheck) string {
	if !p.Info().Has(sdk.CapLookup) {
		return ""
	}
	byName := map[string][]int{}
	var names []string
	// The names the outline could not decide first, then those it did
	// not find, which a provider may see bound beyond it.
	for _, v := range []sdk.Verdict{sdk.VerdictOutOfReach, sdk.VerdictMissing} {
		for i := range checks {
			if checks[i].Verdict != v {
				continue
			}
			n := ix.Relative(refs[i])
			if n == "" || len(n) > sdk.MaxLookupNameLen {
				continue
			}
			if _, asked := byName[n]; !asked {
				if len(names) == sdk.MaxLookupNames {
					continue
				}
				names = append(names, n)
			}
			byName[n] = append(byName[n], i)
		}
	}
	if len(names) == 0 {
		return ""
	}
	var res *sdk.LookupResult
	err := p.Do(ctx, func(r *serve.Remote) error {
		var err error
		res, err = r.LookupNames(ctx, sdk.LookupRequest{Package: ref, Names: names})
		return err
	})
	switch {
	case sdk.Code(err) == codes.Unimplemented:
		return ""
	case err != nil:
		return fmt.Sprintf("the %s provider could not look up the %d names its outline could not decide (%v): they stay cannot tell", ref.Ecosystem, len(names), err)
	}
	for _, a := range res.Names {
		for _, i := range byName[a.Name] {
			applyLookup(&checks[i], a)
		}
	}
	return ""
}

// applyLookup sets c, an out-of-reach or missing check, from a
// provider's answer a. A name the outline did not find keeps that verdict
// unless the provider read, in source, what binds it beyond the outline:
// then it exists, or, when the source shows only where it would come from
// (another module a module imports), it cannot be told.
func applyLookup(c *sdk.SymbolCheck, a sdk.NameLookup) {
	if c.Verdict == sdk.VerdictMissing {
		if a.Evidence != sdk.EvidenceSource {
			return
		}
		switch a.Verdict {
		case sdk.VerdictExists:
		case sdk.VerdictUnknown:
			c.Verdict, c.Note, c.Nearest = sdk.VerdictOutOfReach, "cannot tell: "+a.Reason, nil
			return
		default:
			return
		}
	}
	switch a.Verdict {
	case sdk.VerdictExists:
		c.Verdict, c.Symbol, c.Kind, c.Nearest = sdk.VerdictExists, a.Name, a.Kind, nil
		c.Note = lookupExistsNote(a)
	case sdk.VerdictMissing:
		c.Verdict = sdk.VerdictMissing
		c.Note = a.Reason
		if c.Note == "" {
			c.Note = "the provider looked it up beyond its outline and did not find it"
		}
	default:
		if a.Reason != "" {
			c.Note = strings.TrimPrefix(c.Note+"; ", "; ") + a.Reason
		}
	}
}

// lookupExistsNote says what an exists answer rests on, so that an agent
// can weigh it: a string in a binary is not a declaration.
func lookupExistsNote(a sdk.NameLookup) string {
	var note string
	switch a.Evidence {
	case sdk.EvidenceBinary:
		note = "exists by weaker evidence: the name is a string in a compiled module's binary, not a declaration in source or stubs, so its kind and signature are unknown"
	case sdk.EvidenceSource:
		note = "found by the provider beyond its outline, in source"
	default:
		note = "found by the provider beyond its outline"
	}
	if a.Reason != "" {
		note += " (" + a.Reason + ")"
	}
	return note
}
