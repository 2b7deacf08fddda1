// Package initgc keeps the garbage collector off while a command starts,
// and gives it back once start-up is over.
//
// Package initialisation in pkgdocs' binaries allocates a few megabytes,
// most of it short-lived (JSON Schema metaschemas, Markdown and gRPC
// tables), and serve then builds its gateway. With GOGC's default the
// heap passes the collector's first 4 MB goal during that, so a
// collection runs in the middle of start-up, competing for the CPU with
// the work an MCP client waits for (initialize, tools/list) on every
// launch. Measured on the host over stdio: about 5 ms of a 25 ms start on
// a loaded two-core machine.
//
// Importing this package turns the collector off when it initialises (its
// import path sorts before the heavy dependencies, and it imports only the
// runtime, so Go's initialisation order runs it before most of them) and
// caps the heap meanwhile with a soft memory limit (Guard, or the
// process's GOMEMLIMIT when lower): past it the runtime collects anyway.
// The command then calls Resume, or ResumeAfter to keep the collector off
// for the first moments of serving; either restores the settings the
// process started with (GOGC or 100, GOMEMLIMIT or none).
package initgc
