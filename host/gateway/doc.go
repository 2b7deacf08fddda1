// Package gateway aggregates the supervised providers into one mcp-go
// server: describe_<ecosystem>_package per provider, each provider's
// declared tools (validated first: a malformed declaration is skipped and
// reported, never a panic), and the host-owned search_package_docs and
// list_providers. Beside the tools it serves package docs as pkgdocs://
// resources (uri.go, resources.go), the use_package and upgrade_package
// prompts (prompts.go) and argument completions (completions.go), and
// takes the default project from the client's MCP roots (roots.go).
package gateway
