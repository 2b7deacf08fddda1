//go:build pkgdocs_nobuiltin

package main

import (
	"fmt"
	"os"
	"path/filepath"
)

// builtinNames is empty: built with the pkgdocs_nobuiltin tag (make
// build SEPARATE=1, which builds every provider as a binary of its own
// into bin/plugins), pkgdocs links no provider, so discovery finds
// providers only as files.
var builtinNames []string

// serveBuiltin is what this build does when started under a provider
// file name (a link to it named pkgdocs-provider-<name>): it has no
// provider to serve, so it says so and fails rather than starting as
// the MCP server.
func serveBuiltin() int {
	name := filepath.Base(os.Args[0])
	fmt.Fprintf(os.Stderr, "%s: this pkgdocs build has no built-in providers (built with the pkgdocs_nobuiltin tag, as make build SEPARATE=1 builds it): install the provider's own binary %s in a plugins directory (make install SEPARATE=1), or use a pkgdocs built without that tag\n", name, name)
	return 1
}
