// Command pkgdocs-providers is every first-party pkgdocs provider in one
// binary, without the host (pkgdocs itself holds them too, as its
// built-in providers). Installed once under each provider's name
// (pkgdocs-provider-npm, -golang, -python, -rust, -swift: hard links to
// one file) in a plugins directory, the host runs the providers it needs
// in one process instead of one each: a Go process costs its mapped
// binary and runtime once, not five times (see serve.ServeShared). Run as
// pkgdocs-provider-<name> from a terminal it is that provider's CLI. Each
// provider also keeps a main of its own, at
// plugins/<name>/cmd/pkgdocs-provider-<name>, for a binary of one.
package main
