// Command pkgdocs-provider-swift is the pkgdocs provider for Swift
// packages: project checkouts, SwiftPM registries and GitHub.
package main

import (
	"github.com/pkgdocs/pkgdocs/plugins/swift"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// version is stamped with -ldflags "-X main.version=...".
var version = "dev"

func main() { sdk.Serve(swift.New(swift.Config{Version: version})) }
