// Command pkgdocs-providers is every first-party pkgdocs provider in one
// binary. `make build` and `make install` install it once under each
// provider's name (pkgdocs-provider-npm, -golang, -python, -rust,
// -swift: hard links to one file), and the host then runs the providers
// it needs in one process instead of one each: a Go process costs its
// mapped binary and runtime once, not five times (see serve.ServeShared).
// Run as pkgdocs-provider-<name> from a terminal it is that provider's
// CLI. Each provider also keeps a main of its own, at
// plugins/<name>/cmd/pkgdocs-provider-<name>, for a binary of one.
package main

import (
	"github.com/pkgdocs/pkgdocs/internal/initgc" // the collector is off while packages initialise
	"github.com/pkgdocs/pkgdocs/internal/version"
	"github.com/pkgdocs/pkgdocs/plugins/golang"
	"github.com/pkgdocs/pkgdocs/plugins/npm"
	"github.com/pkgdocs/pkgdocs/plugins/python"
	"github.com/pkgdocs/pkgdocs/plugins/rust"
	"github.com/pkgdocs/pkgdocs/plugins/swift"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
)

func main() {
	initgc.Resume()
	serve.ServeShared(providers()...)
}

func providers() []sdk.Provider {
	return []sdk.Provider{
		golang.New(golang.Config{Version: version.Version}),
		npm.New(npm.Config{Version: version.Version}),
		python.New(python.Config{Version: version.Version}),
		rust.New(rust.Config{Version: version.Version}),
		swift.New(swift.Config{Version: version.Version}),
	}
}
