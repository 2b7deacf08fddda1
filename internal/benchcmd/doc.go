// Command benchcmd prints the host's start-up, memory and call-latency
// figures for `make bench`: it starts `pkgdocs serve` over stdio with every
// built provider plus the example one, and measures process start →
// initialize response, → first complete tools/list, the RSS of the host
// and each provider, and the latency of a trivial call host → provider →
// host. With -http-clients it then starts `pkgdocs serve --http` and has
// that many concurrent clients on loopback make warm describe calls for
// -http-duration (throughput, p50/p90/p99), then soaks for -soak with
// session churn (-soak-churn; -soak-abandon leaves old sessions without
// DELETE, to watch the live-session cap hold memory), printing the host's
// and providers' RSS at start and end.
// Figures are printed, not asserted.
//
// Wall and CPU time of a start move with the machine's load. For a figure
// that does not, count the instructions of one start with callgrind (perf
// has no counters on the build machines): run the server under
// `valgrind --tool=callgrind` with GODEBUG=asyncpreemptoff=1,cpu.rdtscp=off
// (callgrind asserts on the runtime's preemption signal, and valgrind 3.19
// does not decode RDTSCP) and GOGC=off (under valgrind the 250 ms for
// which bin/pkgdocs keeps the collector off runs out before tools/list,
// which never happens natively), send initialize and tools/list, close
// stdin, and read "Collected". Repeated starts agree within 1%. Exclusive
// costs per function are reliable; inclusive ones are not (goroutine
// switches and stack growth confuse callgrind's call stack): to charge a
// function with what it calls, collect only inside it
// (--collect-atstart=no --toggle-collect=FUNC), which holds for code that
// does not block.
package main
