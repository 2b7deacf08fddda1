// Package httpserve serves the host's MCP server over HTTP, for teams that
// run one pkgdocs for many agents and for clients that only speak HTTP.
//
// It mounts mcp-go's streamable HTTP transport at /mcp (stateful sessions,
// or stateless so replicas can sit behind any load balancer), the legacy
// SSE transport at /sse and /message only when asked, and /healthz and
// /readyz for probes. Around the transport it puts what a server reachable
// by more than one user needs: a loopback bind unless a bearer token (or an
// explicit opt-out) is given, tokens compared in constant time, Origin
// validation against DNS rebinding, a request body limit, a per-client rate
// limit answering 429 with Retry-After, read/write/idle timeouts and a
// bounded graceful shutdown. It also corrects what the transport answers
// where mcp-go departs from the MCP spec, as the stdio filter in host/cli
// does (both decide through internal/jsonrpcfix): a request the client
// cancelled gets no response, and a prompt's argument error is -32602, on
// the streamable transport (cancel.go) and the SSE one (ssecancel.go).
//
// The package never writes to stdout or stderr: it logs through the hclog
// logger it is given.
package httpserve
