// Package jsonrpcfix reads and corrects the JSON-RPC messages the host's
// MCP transports carry, where mcp-go's behaviour departs from the MCP spec:
// a request the client cancelled still gets a response, and a prompt's
// argument error goes out as an internal error (-32603) instead of invalid
// params (-32602); and where it follows the spec but a major client does
// not: a roots/list request inside an input_required result goes out
// without params, which the official Go SDK client cannot decode
// (RootsListParams).
//
// The stdio transport filter (host/cli) and the streamable HTTP middleware
// (host/httpserve) both use it, so the two transports decide alike: which
// client messages are cancellable requests or cancellations (Inbound),
// which server message answers which request (Head), and which prompt
// errors are the client's fault (PromptParamsError).
package jsonrpcfix
