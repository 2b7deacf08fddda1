// Package discovery finds provider binaries (pkgdocs-provider-<name>) in
// the plugins directories, by precedence, and says why it skipped anything:
// a binary or directory others can write to, or, when a providers.lock
// pin file sits next to the directory, a binary it does not list or whose
// SHA-256 differs from its pin.
package discovery
