// Package initgc keeps the garbage collector off while a command's
// packages initialise, and gives it back to main.
//
// Package initialisation in pkgdocs' binaries allocates a few megabytes
// that all stay live (JSON Schema metaschemas, Markdown parser tables,
// gRPC and protobuf registries): a collection during it frees nothing,
// yet with GOGC's default the runtime starts one or two, each a
// stop-the-world handshake with every thread, before main runs. That is
// start-up time an MCP client waits for on every launch, and a provider's
// first call waits for on every on-demand start.
//
// Importing this package first (its import path sorts before the heavy
// dependencies, and it imports only the runtime, so Go's initialisation
// order runs it before them) turns the collector off; main calls Resume
// before doing any work, which restores the setting the process started
// with (GOGC, or 100). GOMEMLIMIT still bounds the heap meanwhile.
package initgc
