// Package host is the pkgdocs MCP host: it discovers provider binaries,
// supervises them over go-plugin, and aggregates their tools into one MCP
// server. The binary is host/cmd/pkgdocs; the parts live in discovery,
// supervise, gateway, logging and cli.
package host
