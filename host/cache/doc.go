// Package cache is the host's two-tier answer cache: a bounded in-memory
// LRU in front of an embedded on-disk store (bbolt) shared by every pkgdocs
// host on the machine. The host wraps every provider call in Cache.Do, so it
// works the same for every provider, third-party ones included.
//
// # What is cached, and for how long
//
// A Key names one answer: provider name and version, tool, the tool's
// arguments normalised (strings trimmed, empty and default values dropped,
// object keys sorted) and, for answers about an exact version, that version.
// An answer about an exact, published version never changes, so it is kept
// until evicted. An answer whose version had to be resolved first (latest, a
// range, a tag, or nothing given) is only good while that resolution holds:
// it expires after Options.ResolveTTL. The host stores such an answer twice,
// under the request key (expiring) and under Key.Exact(version) (immutable);
// see the example on Cache.Do.
//
// Expired answers are not deleted: when the upstream cannot be reached
// (Options.ServeStaleOn), Do serves the expired answer with Result.Stale and
// its age, so the host keeps working offline for everything it saw before
// and can tell the user how old the answer is.
//
// Identical concurrent requests share one fetch. Each caller can give up on
// its own context; the shared fetch is cancelled only when every caller has.
// (golang.org/x/sync/singleflight cannot do the latter, hence flight.go.)
//
// # Sharing the disk store between processes
//
// bbolt allows one writer process per file, enforced with flock. Keeping the
// file open for the life of a host would lock every other host (two agents,
// or `pkgdocs cache stats` next to a running server) out of the disk tier.
// So this package opens the file per operation instead: a read opens it
// read-only under a shared lock, a batch of writes opens it read-write under
// the exclusive lock, and both close it again at once. Locks are held for
// microseconds, so hosts take turns instead of excluding each other, and the
// flock guarantees they never write the file at the same time. Writes go
// through one background writer per Cache that batches them into one
// transaction, so the fsync a commit costs is not on the caller's path.
//
// # When the file is bad
//
// Nothing on the disk side ever fails a call or blocks it for long:
//
//   - locked: another process holding the lock beyond Options.LockTimeout
//     (default 200 ms) makes this Cache skip the disk for a while (memory
//     only) with a logged warning, then try again;
//   - corrupt (not a bbolt file, truncated, checksum or record CRC mismatch,
//     a bbolt panic or a memory fault while reading the mapping): the file is
//     deleted and rebuilt empty, with a logged warning;
//   - incompatible: a file from an older schema is rebuilt; one from a newer
//     schema (a newer pkgdocs) is left alone and this Cache runs memory-only;
//   - unusable (no permission, disk full): memory only for a while, warned;
//   - stuck (a write hanging in fsync on a failing disk): reads give up after
//     LockTimeout and count as misses; Close gives up after a few seconds.
//
// Reads wait for a write in progress in the same process (the file is
// opened per operation, so they cannot share its transaction): a few
// milliseconds for the fsync of a commit, on the miss path only.
package cache
