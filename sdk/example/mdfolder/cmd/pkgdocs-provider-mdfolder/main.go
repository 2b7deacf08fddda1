package main

import (
	"github.com/pkgdocs/pkgdocs/sdk/example/mdfolder"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
)

// version is stamped with -ldflags "-X main.version=...".
var version = "dev"

func main() { serve.Serve(mdfolder.New(mdfolder.Config{Version: version})) }
