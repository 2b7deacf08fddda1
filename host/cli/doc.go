// Package cli is the pkgdocs command line: serve (the MCP server on
// stdio), plugins, describe, call and version, with --help everywhere.
package cli
