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
//
// Built with the pkgdocs_nobuiltin tag (`make build SEPARATE=1`, which
// builds every first-party provider as a binary of its own into
// bin/plugins), it links no provider (nobuiltin.go): it has no built-in
// providers and serves provider files only, and a host that links less
// starts faster. Started under a provider's file name, that build says
// it has none and exits non-zero.
package main
