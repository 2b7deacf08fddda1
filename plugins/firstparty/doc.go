// Package firstparty lists the first-party providers, for the binaries
// that link them all: pkgdocs itself (host/cmd/pkgdocs), which runs them
// as its built-in providers by starting itself as their process, and
// plugins/cmd/pkgdocs-providers, the same providers without the host.
package firstparty
