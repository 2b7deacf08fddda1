package npm

import (
	"fmt"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/npm/dts"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// cutOutlineName is the unlisted symbol that stands for the names an
// outline cut at the scanner's limits did not reach.
const cutOutlineName = "(names past the outline's limits)"

// markCutOutline adds to k's outline one unlisted symbol
// (apicheck.KindUnlisted) at the top level when the scan stopped at a
// limit (declaration files read, symbols listed): the names past it are
// the package's but not listed, so a check of a top-level name the
// outline lacks answers "cannot tell", never "does not exist" (an icon
// set of one declaration file an icon, past the files bound). An outline
// cut only at the symbol bound lists every top-level name
// (dts.Result.TopListed): a name it lacks does not exist
// (@temporalio/proto's coresdk, temporal, google, grpc and
// nexusannotations, whose members spent the bound).
func markCutOutline(k *pkg) {
	if k.api == nil || !k.api.Truncated || k.api.TopListed {
		return // whole, or cut only in members (each marked where cut)
	}
	for _, s := range k.api.Symbols {
		if s.Name == cutOutlineName && s.Kind == apicheck.KindUnlisted {
			return
		}
	}
	k.api.Symbols = append(k.api.Symbols, sdk.Symbol{Name: cutOutlineName, Kind: apicheck.KindUnlisted,
		Signature: "the outline stopped at the scanner's limits: names past them are not listed"})
}

// maxOutlineBytes bounds the API outline a document carries, signatures
// and doc lines together. The host pages the whole outline at any budget;
// this cap only protects memory (the scanners' symbol caps bound the count,
// this the size: the largest real outlines are a few MB, and one
// generated client's 8: @turnkey/http's TurnkeyApi spells each
// response type inline in its 600 functions' signatures).
//
// Past the cut, maxPastCutBytes more keep every top-level name, with the
// first maxPastCutSig bytes of its signature: a name code imports is never
// dropped for another's long signature.
const (
	maxOutlineBytes = 8 << 20
	maxPastCutBytes = 1 << 20
	maxPastCutSig   = 200
)

// capOutline keeps the outline within limit bytes (maxOutlineBytes) and returns a note
// when it had to cut it. Past the cut, each top-level name is still listed
// (within maxPastCutBytes, its signature shortened and its doc left out),
// and a declaration whose members were cut, or a top level cut past that,
// carries an unlisted symbol (apicheck.KindUnlisted): a check of a name
// the cut outline lacks cannot tell, never says it does not exist.
func capOutline(doc *sdk.Document, limit int) string {
	n, cut := 0, -1
	for i, s := range doc.Symbols {
		n += symbolBytes(s)
		if n > limit {
			cut = i
			break
		}
	}
	if cut < 0 {
		return ""
	}
	rest := doc.Symbols[cut:]
	kept := doc.Symbols[:cut:cut]
	listed := map[string]bool{}
	for _, s := range kept {
		listed[s.Name] = true
	}
	extra, topCut, marked := 0, false, map[string]bool{}
	for _, s := range rest {
		switch {
		case s.Kind == apicheck.KindUnlisted:
			if !listed[s.Name] {
				kept = append(kept, s) // a mark of names not listed: small
				listed[s.Name] = true
			}
		case s.Parent == "":
			if extra > maxPastCutBytes {
				topCut = true
				continue
			}
			if len(s.Signature) > maxPastCutSig {
				s.Signature = strings.ToValidUTF8(s.Signature[:maxPastCutSig], "") + "…"
			}
			s.Doc = ""
			extra += symbolBytes(s)
			kept = append(kept, s)
			listed[s.Name] = true
		case listed[s.Parent] && !marked[s.Parent]:
			// A listed declaration's member cut (a member of a member
			// cut is in its cut parent's reach).
			marked[s.Parent] = true
			if name := s.Parent + "." + dts.CutMembers; !listed[name] {
				kept = append(kept, sdk.Symbol{Name: name, Kind: apicheck.KindUnlisted, Parent: s.Parent,
					Signature: "the outline was cut here at its size bound: the rest of " + s.Parent + "'s members are not listed"})
				listed[name] = true
			}
		}
	}
	if topCut {
		kept = append(kept, sdk.Symbol{Name: cutOutlineName, Kind: apicheck.KindUnlisted,
			Signature: "the outline was cut at its size bound: names past it are not listed"})
	}
	for j := range kept {
		// A value's members may be past the cut: its mark no longer
		// holds (apicheck.TypeMembersListed).
		kept[j].Signature = strings.TrimSuffix(kept[j].Signature, apicheck.TypeMembersListed)
	}
	doc.Symbols = kept
	return fmt.Sprintf("The API outline was cut at %d symbols (%d MB), each top-level name still listed; describe with symbol=NAME reads any export in full.", cut, limit>>20)
}

func symbolBytes(s sdk.Symbol) int {
	return len(s.Name) + len(s.Signature) + len(s.Doc) + len(s.Deprecated)
}
