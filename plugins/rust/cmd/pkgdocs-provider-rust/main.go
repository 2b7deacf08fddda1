// Command pkgdocs-provider-rust is the pkgdocs provider for Rust crates.
// The pkgdocs host starts it; run from a terminal it is a small CLI over
// itself (see sdk.Serve).
package main

import (
	"github.com/pkgdocs/pkgdocs/internal/initgc" // the collector is off while packages initialise
	"github.com/pkgdocs/pkgdocs/internal/version"
	"github.com/pkgdocs/pkgdocs/plugins/rust"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// The version is stamped by the Makefile into internal/version, like the host's.
func main() {
	initgc.Resume()
	sdk.Serve(rust.New(rust.Config{Version: version.Version}))
}
