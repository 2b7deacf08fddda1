// Package sdk is what a pkgdocs provider author imports.
//
// A provider is a separate binary named pkgdocs-provider-<name> that the
// pkgdocs host discovers in its plugins directory and runs with
// hashicorp/go-plugin. The author implements Provider (and, optionally, the
// capability interfaces DocGetter, Searcher, Completer, ToolCaller and
// HealthChecker) and calls Serve from main. Serve owns the handshake, the
// protocol version, logging to the host, panic recovery, error mapping and
// exiting when the host goes away; run from a terminal, the same binary is a
// small CLI over itself (see Standalone).
//
// The types in this package are the Go side of the DocsProvider gRPC
// contract in proto/pkgdocs/provider/v1 (defined in internal/contract,
// which the host shares); provider code never touches generated types.
package sdk
