//go:build !pkgdocs_nobuiltin

package main

import (
	"github.com/pkgdocs/pkgdocs/internal/version"
	"github.com/pkgdocs/pkgdocs/plugins/firstparty"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
)

// builtinNames are the providers this binary carries and serves when
// started under a provider file name: every first-party one.
var builtinNames = firstparty.Names

// serveBuiltin serves the built-in providers, as the process of the one
// the binary's name says (serve.ServeShared exits on its own errors).
func serveBuiltin() int {
	serve.ServeShared(firstparty.Providers(version.Version)...)
	return 0
}
