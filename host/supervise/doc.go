// Package supervise runs provider binaries with go-plugin: it starts them
// in parallel, checks their handshake and declarations, relaunches a
// crashed one on next use with backoff, gives in-flight calls to a crashed
// provider a clear error, and kills them all on exit. A lifeline pipe on
// each provider's stdin (and, on Linux, a parent-death signal) makes sure
// none outlives the host, even a SIGKILLed one.
package supervise
