// Package discovery finds provider binaries (pkgdocs-provider-<name>) in
// the plugins directories, by precedence, and says why it skipped anything.
package discovery
