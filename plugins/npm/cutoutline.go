package npm

import (
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
