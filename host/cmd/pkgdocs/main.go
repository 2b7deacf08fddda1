// Command pkgdocs is the MCP server that gives AI coding agents package
// documentation. See `pkgdocs --help`.
package main

import (
	"os"

	"github.com/pkgdocs/pkgdocs/host/cli"
	"github.com/pkgdocs/pkgdocs/internal/initgc" // the collector is off while packages initialise
)

func main() {
	initgc.Resume()
	os.Exit(cli.Main(os.Args[1:], os.Stdout, os.Stderr))
}
