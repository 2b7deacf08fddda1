// Package cli is the pkgdocs command line: serve (the MCP server on stdio,
// or over HTTP with --http), plugins, describe, call, cache
// (stats, clear, export, import), prefetch and version, with --help
// everywhere. docs/command-line.md documents it, and the docs package's
// test holds that page to the flags defined here.
package cli
