package npm

import (
	"fmt"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// markUnreadStars adds to k's outline one unlisted symbol
// (apicheck.KindUnlisted) for each module the API re-exports whole
// (export * from '…') that was not read: another package whose
// declarations were not given, or a file of the package with none
// (export * from "./SEO.astro"). The names they give are the package's
// but not listed, so a check of a name the outline lacks answers "cannot
// tell", never "does not exist".
func markUnreadStars(k *pkg) {
	if k.api == nil {
		return
	}
	for _, spec := range k.api.ExternalStars {
		name := fmt.Sprintf("(export * from '%s')", spec)
		seen := false
		for _, s := range k.api.Symbols {
			if s.Name == name && s.Kind == apicheck.KindUnlisted {
				seen = true
				break
			}
		}
		if seen {
			continue
		}
		k.api.Symbols = append(k.api.Symbols, sdk.Symbol{Name: name, Kind: apicheck.KindUnlisted,
			Signature: fmt.Sprintf("export * from '%s': its names are re-exported here, and this outline could not read them", spec)})
	}
}
