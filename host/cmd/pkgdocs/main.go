// Command pkgdocs is the MCP server that gives AI coding agents package
// documentation. See `pkgdocs --help`.
package main

import (
	"os"

	"github.com/pkgdocs/pkgdocs/host/cli"
)

func main() { os.Exit(cli.Main(os.Args[1:], os.Stdout, os.Stderr)) }
