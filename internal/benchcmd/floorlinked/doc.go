// Command floorlinked is the floor (internal/benchcmd/floor: the one-tool
// mcp-go server) linked with everything bin/pkgdocs links: the host's
// packages and the first-party providers built into it, with the
// collector off at start as pkgdocs has it (internal/initgc). With
// -baseline-server it serves the floor's one tool and does nothing else;
// any other command line runs pkgdocs itself, only so that the linker
// keeps the same code.
//
// Go initialises every package a binary links at every start, and the
// runtime registers every interface table and maps the binary's pages
// whether or not the code runs. So its start-up is what the one-binary
// layout costs before the host does any work of its own: make bench
// prints the host against it (the host's own work) and it against the
// floor (the price of linking the providers into the binary `go install`
// gives).
//
//	floorlinked -baseline-server FILE
package main
