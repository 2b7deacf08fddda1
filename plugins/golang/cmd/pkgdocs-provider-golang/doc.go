// Command pkgdocs-provider-golang is the pkgdocs provider for Go packages.
// The pkgdocs host starts it; run from a terminal it is a small CLI over
// itself (see serve.Serve).
package main
