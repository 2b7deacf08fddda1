package firstparty

import (
	"github.com/pkgdocs/pkgdocs/internal/version"
	"github.com/pkgdocs/pkgdocs/plugins/golang"
	"github.com/pkgdocs/pkgdocs/plugins/npm"
	"github.com/pkgdocs/pkgdocs/plugins/python"
	"github.com/pkgdocs/pkgdocs/plugins/rust"
	"github.com/pkgdocs/pkgdocs/plugins/swift"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// Names are the first-party providers' names, sorted: what Providers
// returns, known without building them (a host lists them at every
// start; building a provider reads its configuration).
var Names = []string{"golang", "npm", "python", "rust", "swift"}

// Providers builds every first-party provider, at this build's version.
func Providers() []sdk.Provider {
	return []sdk.Provider{
		golang.New(golang.Config{Version: version.Version}),
		npm.New(npm.Config{Version: version.Version}),
		python.New(python.Config{Version: version.Version}),
		rust.New(rust.Config{Version: version.Version}),
		swift.New(swift.Config{Version: version.Version}),
	}
}
