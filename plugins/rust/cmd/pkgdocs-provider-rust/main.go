package main

import (
	"github.com/pkgdocs/pkgdocs/internal/initgc" // the collector is off while packages initialise
	"github.com/pkgdocs/pkgdocs/internal/version"
	"github.com/pkgdocs/pkgdocs/plugins/rust"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
)

// The version is stamped by the Makefile into internal/version, like the host's.
func main() {
	initgc.Resume()
	serve.Serve(rust.New(rust.Config{Version: version.Version}))
}
