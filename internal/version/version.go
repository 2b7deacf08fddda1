// Package version holds the build version of pkgdocs binaries, stamped by
// the Makefile with -ldflags "-X github.com/pkgdocs/pkgdocs/internal/version.Version=...".
package version

// Version is "dev" in unstamped builds (plain go build / go test).
var Version = "dev"
