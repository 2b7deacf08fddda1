// Package gateway aggregates the supervised providers into one mcp-go
// server: describe_<ecosystem>_package per provider, each provider's
// declared tools (validated first: a malformed declaration is skipped and
// reported, never a panic), and the host-owned search_package_docs and
// list_providers.
package gateway
