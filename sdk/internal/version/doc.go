// Package version holds the version of this module that sdk/serve reports:
// the SDK version a provider was built with when build information does
// not name it (a binary built inside this module), and the host version
// its client sends. The Makefile stamps it with the same value as the
// host's own internal/version:
// -ldflags "-X github.com/pkgdocs/pkgdocs/sdk/internal/version.Version=...".
package version
