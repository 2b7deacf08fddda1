// Package pgoprofile records the CPU profile that bin/pkgdocs is built
// with (host/cmd/pkgdocs/default.pgo, which go build applies to the main
// package it sits beside): `make pgo` builds the host with the
// pkgdocs_pgo tag, which imports this package, and runs it over a
// workload of starts (initialize + tools/list) and warm describes.
//
// With PKGDOCS_PGO_DIR set, the package starts the runtime's CPU profiler
// when it initialises and the command stops it at exit (Stop), writing
// DIR/PID.pprof. Like internal/initgc it imports little and its import
// path sorts before the heavy dependencies, so Go's initialisation order
// runs it before most of them: a start's profile holds the package
// initialisation that is most of a start's CPU time. The profiler samples
// at 5 kHz, since a start lasts about 10 ms.
package pgoprofile
