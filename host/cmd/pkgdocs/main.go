// Command pkgdocs is the MCP server that gives AI coding agents package
// documentation. See `pkgdocs --help`.
package main

import (
	"os"
	"time"

	"github.com/pkgdocs/pkgdocs/host/cli"
	"github.com/pkgdocs/pkgdocs/internal/initgc" // the collector is off while the command starts
)

// serveStartup is how long serve keeps the collector off: long enough for
// a client's initialize and tools/list, under initgc.Guard.
const serveStartup = 250 * time.Millisecond

func main() {
	if cli.Serves(os.Args[1:]) {
		initgc.ResumeAfter(serveStartup)
	} else {
		initgc.Resume()
	}
	os.Exit(cli.Main(os.Args[1:], os.Stdout, os.Stderr))
}
