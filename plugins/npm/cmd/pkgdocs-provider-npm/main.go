package main

import (
	"github.com/pkgdocs/pkgdocs/internal/initgc" // the collector is off while packages initialise
	"github.com/pkgdocs/pkgdocs/internal/version"
	"github.com/pkgdocs/pkgdocs/plugins/npm"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
)

func main() {
	initgc.Resume()
	serve.Serve(npm.New(npm.Config{Version: version.Version}))
}
