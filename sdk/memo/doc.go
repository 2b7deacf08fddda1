// Package memo is the one in-process memo a provider keeps for resolved
// versions and fetched artifacts (a packument, a module zip, a parsed API).
//
// The host caches whole answers; a provider still asks for the same
// registry documents many times within one answer and across the answers
// of one session (describe, then search, then a symbol of the same
// package). Each provider used to keep its own LRU with its own TTL; this
// package is the shared one, with one policy:
//
//   - Bounded twice: by entries and by bytes, with the size of a value
//     given by the caller (Options.Size). A value larger than the byte
//     bound on its own is returned but not kept.
//   - Stable values (what an exact version resolves to, the artifact of an
//     exact version) are kept until evicted: every supported registry
//     forbids republishing a version, so they cannot go stale.
//   - Floating values (what "latest", a range or a tag resolved to) are
//     kept for a TTL, 10 minutes unless set: an agent asks about the same
//     package dozens of times within minutes and should cost one registry
//     round trip, while a version published during a session must show up
//     within minutes, well inside the host's own answer cache hour.
//   - Concurrent Do calls for one key share one load (singleflight). The
//     load runs with the first caller's values but not its cancellation; a
//     caller whose context ends leaves at once, and the load is cancelled
//     when no caller waits for it any more.
//   - Errors are not kept unless Options.KeepError says so (a NotFound
//     kept for the TTL spares the registry a repeated miss).
package memo
