package main

import (
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/pkgdocs/pkgdocs/host/cli"
	"github.com/pkgdocs/pkgdocs/internal/initgc" // the collector is off while the command starts
	"github.com/pkgdocs/pkgdocs/sdk/serve"
)

// serveStartup is how long serve keeps the collector off: long enough for
// a client's initialize and tools/list, under initgc.Guard.
const serveStartup = 250 * time.Millisecond

func main() {
	if runsAsProvider(os.Args[0]) {
		initgc.Resume()
		exit(serveBuiltin())
	}
	if cli.Serves(os.Args[1:]) {
		initgc.ResumeAfter(serveStartup)
	} else {
		initgc.Resume()
	}
	exit(cli.Run(cli.Options{Builtin: builtinNames}, os.Args[1:], os.Stdout, os.Stderr))
}

// atExit run before the process exits (pgo.go's, in a build that records
// a profile for profile-guided optimisation).
var atExit []func()

func exit(code int) {
	for _, f := range atExit {
		f()
	}
	os.Exit(code)
}

// runsAsProvider reports whether the binary was started under a provider
// file name (by the host, for a built-in provider, or as a link so named
// from a terminal, where it is that provider's CLI).
func runsAsProvider(argv0 string) bool {
	base := strings.TrimSuffix(filepath.Base(argv0), ".exe")
	return strings.HasPrefix(base, serve.BinaryPrefix)
}
