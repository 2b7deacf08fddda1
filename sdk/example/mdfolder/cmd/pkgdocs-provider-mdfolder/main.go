// Command pkgdocs-provider-mdfolder is the example third-party provider:
// documentation from a local folder of Markdown files ($PKGDOCS_MDFOLDER_DIR).
package main

import (
	"github.com/pkgdocs/pkgdocs/sdk/example/mdfolder"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
)

// version is stamped with -ldflags "-X main.version=...".
var version = "dev"

func main() { serve.Serve(mdfolder.New(mdfolder.Config{Version: version})) }
