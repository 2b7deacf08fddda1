package firstparty

import (
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

// Providers builds every first-party provider, reporting version (the
// caller's build version: this package takes nothing from the module's
// internal packages, as a third party could not).
func Providers(version string) []sdk.Provider {
	return []sdk.Provider{
		golang.New(golang.Config{Version: version}),
		npm.New(npm.Config{Version: version}),
		python.New(python.Config{Version: version}),
		rust.New(rust.Config{Version: version}),
		swift.New(swift.Config{Version: version}),
	}
}
