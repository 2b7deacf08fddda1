// Package version holds the build version of the host and the provider
// mains, stamped by the Makefile with
// -ldflags "-X github.com/pkgdocs/pkgdocs/internal/version.Version=...".
// sdk/internal/version is its twin for sdk/serve, stamped with the same
// value: packages under sdk import nothing from this internal/.
package version
