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
package main
