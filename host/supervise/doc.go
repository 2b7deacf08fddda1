// Package supervise runs provider binaries with go-plugin: it starts them
// in parallel, checks their handshake and declarations, relaunches a
// crashed one on next use with backoff, gives in-flight calls to a crashed
// provider a clear error, and kills them all on exit.
//
// Each provider runs in a process group of its own, through a go-plugin
// runner of this package that owns the provider's stdout and stderr pipes,
// and is killed as a group: a wrapper script's children and a provider's
// helpers go with it, and a descendant holding the pipes open cannot hide
// the provider's exit or make a stop wait forever. Every wait on a
// provider is bounded and no lock is held across one. A lifeline pipe on
// each provider's stdin (and, on Linux, a parent-death signal) makes sure
// none outlives the host, even a SIGKILLed one. Providers get only the
// part of the host's environment their ecosystem needs (see providerEnv).
//
// Providers run on demand. What a provider declares is kept in a manifest
// (Manifests) keyed by its binary's path, size, times and inode, so the
// host lists every tool without starting anything; a provider starts on
// its first call (concurrent first calls start it once) and, with
// Options.Idle, stops after that long without calls. A call in flight
// holds its run; a call arriving during an idle stop starts a new run.
package supervise
