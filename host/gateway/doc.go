// Package gateway aggregates the supervised providers into one mcp-go
// server: describe_<ecosystem>_package per provider, each provider's
// declared tools (validated first: a malformed declaration is skipped and
// reported, never a panic), and the host-owned search_package_docs,
// check_package_api and list_providers. Beside the tools it serves package
// docs as pkgdocs:// resources, the use_package and upgrade_package
// prompts and argument completions, and takes the default project from
// the client's MCP roots.
//
// One file per tool and per MCP feature:
//
//   - gateway.go: Options, New, the Gateway and the ecosystems it serves;
//     register.go: turning the providers' declarations into the tool set
//     (Refresh), vetted.go: declarations that passed validation, remembered
//     across starts.
//   - describe.go: describe_<ecosystem>_package; search.go:
//     search_package_docs; check.go and checkhistory.go:
//     check_package_api; list.go: list_providers; providertools.go and
//     toolpolicy.go: the providers' own tools and how they are cached.
//   - answers.go: provider answers through the cache, keyed by the
//     configuration that decides the registry; pages.go: rendered describe
//     pages; structured.go: the tools' structuredContent.
//   - args.go and validate.go: arguments checked before a handler runs;
//     ecosystemarg.go: ecosystem and its alias language on the host's
//     tools; toolerror.go: errors as results an agent can act on.
//   - uri.go and resources.go: resources; prompts.go: prompts;
//     completions.go: completion/complete; roots.go: MCP roots and which
//     projects are trusted; notify.go: progress and log notifications in
//     order; ready.go: readiness.
package gateway
