package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/pkgdocs/pkgdocs/host/cli"
	"github.com/pkgdocs/pkgdocs/internal/benchcmd/onetool"
	"github.com/pkgdocs/pkgdocs/internal/initgc" // as in bin/pkgdocs: the collector is off while the command starts
	"github.com/pkgdocs/pkgdocs/internal/version"
	"github.com/pkgdocs/pkgdocs/plugins/firstparty"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
)

// serveStartup is how long bin/pkgdocs keeps the collector off in serve
// (host/cmd/pkgdocs).
const serveStartup = 250 * time.Millisecond

func main() {
	if len(os.Args) == 3 && os.Args[1] == "-baseline-server" {
		initgc.ResumeAfter(serveStartup)
		if err := onetool.Serve(os.Args[2]); err != nil {
			fmt.Fprintln(os.Stderr, "floorlinked:", err)
			os.Exit(1)
		}
		return
	}
	// What host/cmd/pkgdocs does, so that the same code is linked.
	initgc.Resume()
	if strings.HasPrefix(filepath.Base(os.Args[0]), serve.BinaryPrefix) {
		serve.ServeShared(firstparty.Providers(version.Version)...)
		return
	}
	os.Exit(cli.Run(cli.Options{Builtin: firstparty.Names}, os.Args[1:], os.Stdout, os.Stderr))
}
