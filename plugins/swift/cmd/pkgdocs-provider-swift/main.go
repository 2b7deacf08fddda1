package main

import (
	"github.com/pkgdocs/pkgdocs/internal/initgc" // the collector is off while packages initialise
	"github.com/pkgdocs/pkgdocs/internal/version"
	"github.com/pkgdocs/pkgdocs/plugins/swift"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
)

func main() {
	initgc.Resume()
	serve.Serve(swift.New(swift.Config{Version: version.Version}))
}
