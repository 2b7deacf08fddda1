// Command pkgdocs is the MCP server that gives AI coding agents package
// documentation. See `pkgdocs --help`.
//
// It carries the first-party providers (package firstparty) and is their
// process too: the host finds them as built-in providers and starts this
// same binary under a provider's file name, pkgdocs-provider-<name>,
// which then serves them over the DocsProvider contract like any provider
// binary (serve.ServeShared), in a process of their own. So one binary,
// as `go install` gives it, is a working server; third-party providers
// in a plugins directory still come and go as separate files. This main
// is the one place under host/ that imports the providers: it is where
// the two are put together, and the host's packages still know providers
// only by the contract.
package main

import (
	"github.com/pkgdocs/pkgdocs/internal/version"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/pkgdocs/pkgdocs/host/cli"
	"github.com/pkgdocs/pkgdocs/internal/initgc" // the collector is off while the command starts
	"github.com/pkgdocs/pkgdocs/plugins/firstparty"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
)

// serveStartup is how long serve keeps the collector off: long enough for
// a client's initialize and tools/list, under initgc.Guard.
const serveStartup = 250 * time.Millisecond

func main() {
	if runsAsProvider(os.Args[0]) {
		initgc.Resume()
		serve.ServeShared(firstparty.Providers(version.Version)...)
		return
	}
	if cli.Serves(os.Args[1:]) {
		initgc.ResumeAfter(serveStartup)
	} else {
		initgc.Resume()
	}
	os.Exit(cli.Run(cli.Options{Builtin: firstparty.Names}, os.Args[1:], os.Stdout, os.Stderr))
}

// runsAsProvider reports whether the binary was started under a provider
// file name (by the host, for a built-in provider, or as a link so named
// from a terminal, where it is that provider's CLI).
func runsAsProvider(argv0 string) bool {
	base := strings.TrimSuffix(filepath.Base(argv0), ".exe")
	return strings.HasPrefix(base, serve.BinaryPrefix)
}
