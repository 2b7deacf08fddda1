// Command pkgdocs-provider-python is the pkgdocs provider for Python
// packages. The pkgdocs host starts it; run from a terminal it is a small
// CLI over the same provider (see serve.Standalone).
package main
