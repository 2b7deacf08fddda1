package cache

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/hashicorp/go-hclog"
	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// Defaults for the zero values of Options.
const (
	// DefaultMaxMemoryBytes bounds the in-memory tier: a few hundred
	// described packages, small next to the host's other memory use.
	DefaultMaxMemoryBytes = 64 << 20
	// DefaultMaxMemoryEntries bounds the number of in-memory entries, so
	// many tiny answers cannot grow the LRU's bookkeeping without limit.
	DefaultMaxMemoryEntries = 4096
	// DefaultMaxDiskBytes bounds the stored records on disk; past it the
	// oldest records are dropped until 80 % of it is used.
	DefaultMaxDiskBytes = 512 << 20
	// DefaultMaxValueBytes: larger answers are returned but not stored. A
	// filtered README plus API outline is well under this; something larger
	// is an outlier not worth evicting dozens of ordinary answers for.
	DefaultMaxValueBytes = 4 << 20
	// DefaultMaxOversizeBytes bounds the memory kept for answers over
	// MaxValueBytes (see Options.MaxOversizeBytes): a generated API
	// client's describe answer (6 MB for 28,649 declarations) under both
	// of its keys, the request's and its exact version's.
	DefaultMaxOversizeBytes = 32 << 20
	// maxOversizeEntries bounds how many such answers are kept: a few
	// packages an agent pages through at once.
	maxOversizeEntries = 8
	// DefaultResolveTTL is how long an answer whose version was resolved
	// (latest, a range, a tag) is served without asking the provider again.
	DefaultResolveTTL = time.Hour
	// DefaultLockTimeout is how long one disk operation waits for another
	// process's lock before this Cache goes memory-only for a while. Other
	// hosts hold the lock for microseconds; anything longer is a stuck or
	// foreign process, and a docs call must not wait on it.
	DefaultLockTimeout = 200 * time.Millisecond
)

// Options configures a Cache. The zero value is a working cache in
// os.UserCacheDir()/pkgdocs.
type Options struct {
	// Dir is the directory of the on-disk store (file cache.db). Empty
	// means os.UserCacheDir()/pkgdocs; when that cannot be determined or
	// created, the cache is memory-only and says so in the log.
	Dir string

	// NoDisk keeps the cache in memory only. False: use Dir.
	NoDisk bool

	// MaxMemoryBytes bounds the memory tier (values plus a fixed per-entry
	// overhead). Zero or less: DefaultMaxMemoryBytes.
	MaxMemoryBytes int64

	// MaxMemoryEntries bounds the number of entries in memory. Zero or
	// less: DefaultMaxMemoryEntries.
	MaxMemoryEntries int

	// MaxDiskBytes bounds the records on disk. Zero or less:
	// DefaultMaxDiskBytes.
	MaxDiskBytes int64

	// MaxValueBytes: values larger than this are not stored on disk or in
	// Redis, nor in the memory tier. Zero or less: DefaultMaxValueBytes.
	MaxValueBytes int

	// MaxOversizeBytes bounds a memory-only tier of its own for values
	// larger than MaxValueBytes, so that each page of one very large answer
	// is not fetched again (a provider takes seconds to build it) while no
	// ordinary answer is evicted for it; they are never written to disk or
	// Redis. Zero: DefaultMaxOversizeBytes; negative: such values are not
	// kept at all.
	MaxOversizeBytes int64

	// ResolveTTL is how long a non-immutable answer stays fresh. Zero or
	// less: DefaultResolveTTL.
	ResolveTTL time.Duration

	// LockTimeout bounds the wait for another process's lock on the disk
	// store. Zero or less: DefaultLockTimeout.
	LockTimeout time.Duration

	// ServeStaleOn reports whether a fetch error means "upstream
	// unreachable", in which case Do serves an expired answer if it has
	// one. Nil: errors whose sdk.Code is Unavailable or DeadlineExceeded.
	ServeStaleOn func(error) bool

	// Now is the clock. Nil: time.Now. Tests pass a fake one.
	Now func() time.Time

	// Logger receives warnings about the disk store (bypassed, rebuilt).
	// Nil: hclog.NewNullLogger().
	Logger hclog.Logger

	// RedisURL, when set (redis://[user:password@]host:port/db or
	// rediss:// for TLS), makes Redis the shared tier behind memory in place
	// of the disk store (Dir, NoDisk and MaxDiskBytes are then ignored).
	// Zero: the disk store.
	RedisURL string

	// RedisPrefix starts every Redis key this Cache writes or clears.
	// Zero: DefaultRedisPrefix.
	RedisPrefix string

	// RedisTimeout bounds each Redis command on a call's path; past it, or
	// on any error, Redis is skipped until it answers a ping again. Zero or
	// less: DefaultRedisTimeout.
	RedisTimeout time.Duration

	// RedisKeep is the expiry Redis itself gives an entry. Zero or less:
	// DefaultRedisKeep.
	RedisKeep time.Duration

	// LeaseTTL is the life of a fetch lease not extended by its holder.
	// Zero or less: DefaultLeaseTTL.
	LeaseTTL time.Duration

	// LeaseWait bounds how long a miss waits for another replica's fetch
	// before fetching itself. Zero: DefaultLeaseWait; negative: no leases
	// (every replica fetches its own misses).
	LeaseWait time.Duration
}

// DefaultServeStaleOn is the default Options.ServeStaleOn: the upstream
// could not be reached or did not answer in time.
func DefaultServeStaleOn(err error) bool {
	switch sdk.Code(err) {
	case codes.Unavailable, codes.DeadlineExceeded:
		return true
	}
	return false
}

// DefaultDir is the directory used when Options.Dir is empty.
func DefaultDir() (string, error) {
	d, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(d, "pkgdocs"), nil
}

// withDefaults returns o with every zero value filled in.
func (o Options) withDefaults() Options {
	if o.MaxMemoryBytes <= 0 {
		o.MaxMemoryBytes = DefaultMaxMemoryBytes
	}
	if o.MaxMemoryEntries <= 0 {
		o.MaxMemoryEntries = DefaultMaxMemoryEntries
	}
	if o.MaxDiskBytes <= 0 {
		o.MaxDiskBytes = DefaultMaxDiskBytes
	}
	if o.MaxValueBytes <= 0 {
		o.MaxValueBytes = DefaultMaxValueBytes
	}
	if o.MaxOversizeBytes == 0 {
		o.MaxOversizeBytes = DefaultMaxOversizeBytes
	}
	if o.ResolveTTL <= 0 {
		o.ResolveTTL = DefaultResolveTTL
	}
	if o.LockTimeout <= 0 {
		o.LockTimeout = DefaultLockTimeout
	}
	if o.ServeStaleOn == nil {
		o.ServeStaleOn = DefaultServeStaleOn
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.Logger == nil {
		o.Logger = hclog.NewNullLogger()
	}
	if o.RedisPrefix == "" {
		o.RedisPrefix = DefaultRedisPrefix
	}
	if o.RedisTimeout <= 0 {
		o.RedisTimeout = DefaultRedisTimeout
	}
	if o.RedisKeep <= 0 {
		o.RedisKeep = DefaultRedisKeep
	}
	if o.LeaseTTL <= 0 {
		o.LeaseTTL = DefaultLeaseTTL
	}
	if o.LeaseWait == 0 {
		o.LeaseWait = DefaultLeaseWait
	}
	return o
}

// Check reports options that New would reject and replace with a
// memory-only cache: a malformed RedisURL or RedisPrefix. Its errors never
// contain the Redis password.
func (o Options) Check() error {
	if o.RedisURL == "" {
		return nil
	}
	o = o.withDefaults()
	if _, err := redisOptions(o.RedisURL); err != nil {
		return err
	}
	if !validPrefix().MatchString(o.RedisPrefix) {
		return fmt.Errorf("redis key prefix %q: use 1 to 64 of A-Z a-z 0-9 : _ . -", o.RedisPrefix)
	}
	return nil
}
