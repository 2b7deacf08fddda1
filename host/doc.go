// Package host is the pkgdocs MCP host: it discovers provider binaries,
// supervises them over go-plugin, and aggregates their tools into one MCP
// server. Its packages:
//
//   - cmd/pkgdocs: the binary, with the first-party providers linked in
//     (it is their process too, started under a provider's file name).
//   - cli: the command line (serve, plugins, describe, call, cache,
//     prefetch, version).
//   - discovery: finding provider binaries in the plugins directories, and
//     the pins in providers.lock.
//   - supervise: running providers with go-plugin, on demand, several in
//     one process when they share a binary, relaunched after a crash.
//   - gateway: the MCP server over the providers: tools, resources,
//     prompts, completions, roots.
//   - cache: the answer cache (memory, disk, or Redis shared by a fleet);
//     cache/redistest starts a private redis-server for tests.
//   - fingerprint: the configuration a provider declared, as a fingerprint
//     its cache keys follow; filestamp: telling file versions apart by one
//     stat.
//   - httpserve: MCP over streamable HTTP (and legacy SSE), with its
//     authentication, origin checks, rate limit and health endpoints;
//     metrics: what GET /metrics shows.
//   - logging: every logger in the host routed to one log file, or nowhere.
//   - e2e: end-to-end tests of the real binaries.
package host
