// Command floor is benchcmd's one-tool mcp-go baseline with the plugin
// stack the architecture prescribes linked in: go-plugin (with its gRPC
// health and reflection services and its net/rpc side), gRPC, protobuf
// and the DocsProvider contract's generated code. It does nothing with
// them: linking a package runs its initialisation at every start, and that
// is the cost measured. Its start-up is the floor for any host that talks
// to providers the prescribed way; make bench prints it beside the
// baseline.
//
//	floor -baseline-server FILE
package main
