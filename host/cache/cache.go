package cache

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"time"

	"github.com/hashicorp/go-hclog"
)

// Cache is the host's answer cache. Its methods are safe for concurrent
// use. Values handed to or returned by a Cache are shared, not copied:
// callers must not modify them.
type Cache struct {
	opts Options
	log  hclog.Logger
	mem  *memory
	// big is the memory-only tier of answers over MaxValueBytes; nil when
	// MaxOversizeBytes is negative.
	big  *memory
	disk *disk // nil: memory only, or Redis
	// remote is the Redis tier, in place of disk when Options.RedisURL is
	// set; nil otherwise.
	remote *remote

	providers sync.Map // provider name -> *providerCounters

	mu      sync.Mutex
	flights map[ID]*flight

	hits, misses, memHits, diskHits, stale, fetches, coalesced, oversize atomic.Uint64
	redisHits, leaseWon, leaseWaited, leaseGaveUp                        atomic.Uint64
}

// tier says where an entry was read from.
type tier uint8

const (
	tierMemory tier = iota
	tierDisk
	tierRedis
)

// Entry is a stored answer.
type Entry struct {
	Value     []byte
	Immutable bool
	Stored    time.Time
	Expires   time.Time // zero when Immutable
	Age       time.Duration
	Stale     bool // expired (returned only by GetStale)
	FromDisk  bool // read from the disk tier, not memory
	FromRedis bool // read from the Redis tier, not memory
}

// Result is what Do returns.
type Result struct {
	// Value is the answer.
	Value []byte
	// Hit: Value came from the cache (fresh, or Stale).
	Hit bool
	// FromDisk: Value was read from the disk tier.
	FromDisk bool
	// FromRedis: Value was read from the Redis tier (possibly after waiting
	// for another replica's fetch).
	FromRedis bool
	// Stale: fetch failed with an error ServeStaleOn accepts, and Value is
	// an expired answer. The host should say so, with Age.
	Stale bool
	// Age is how long ago Value was fetched; zero for a fresh fetch.
	Age time.Duration
	// Err is the fetch error that made the cache serve a Stale answer.
	Err error
	// Shared: this call joined a fetch another caller started.
	Shared bool
}

// New returns a Cache. Disk problems never make it fail: they are logged
// and the cache runs memory-only (see the package documentation).
func New(opts Options) *Cache {
	o := opts.withDefaults()
	c := &Cache{
		opts:    o,
		log:     o.Logger.Named("cache"),
		mem:     newMemory(o.MaxMemoryBytes, o.MaxMemoryEntries),
		flights: map[ID]*flight{},
	}
	if o.MaxOversizeBytes > 0 {
		c.big = newMemory(o.MaxOversizeBytes, maxOversizeEntries)
	}
	if o.RedisURL != "" {
		r, err := newRemote(o)
		if err != nil {
			c.log.Warn("redis cache not usable; caching in memory only", "error", err)
			return c
		}
		c.remote = r
		return c
	}
	if !o.NoDisk {
		dir := o.Dir
		if dir == "" {
			d, err := DefaultDir()
			if err != nil {
				c.log.Warn("no user cache directory; caching in memory only", "error", err)
				return c
			}
			dir = d
		}
		c.disk = newDisk(dir, o)
	}
	return c
}

// Close waits for queued disk writes and stops the background writer.
// The Cache keeps working, memory-only, after Close.
func (c *Cache) Close() error {
	if c.disk != nil {
		c.disk.close()
	}
	if c.remote != nil {
		c.remote.close()
	}
	return nil
}

// Get returns the fresh entry for key, from memory or disk.
func (c *Cache) Get(key Key) (Entry, bool) {
	id, err := key.ID()
	if err != nil {
		c.misses.Add(1)
		return Entry{}, false
	}
	e, ok := c.lookup(context.Background(), id)
	if !ok || e.Stale {
		c.misses.Add(1)
		return Entry{}, false
	}
	c.hit(e)
	return e, true
}

// GetStale returns the entry for key even when it has expired (Stale set).
// It does not count as a hit or a miss.
func (c *Cache) GetStale(key Key) (Entry, bool) {
	id, err := key.ID()
	if err != nil {
		return Entry{}, false
	}
	return c.lookup(context.Background(), id)
}

// Put stores value under key. immutable (or a key with ResolvedVersion)
// keeps it until evicted; otherwise it expires after ResolveTTL. Values
// larger than MaxValueBytes are not stored. The disk write happens in the
// background; Put returns an error only for a key that cannot be encoded.
func (c *Cache) Put(key Key, value []byte, immutable bool) error {
	id, err := key.ID()
	if err != nil {
		return err
	}
	c.put(id, key, value, immutable)
	return nil
}

func (c *Cache) put(id ID, key Key, value []byte, immutable bool) {
	r := c.newRecord(key, value, immutable)
	if r == nil || c.keptBig(id, r) {
		return
	}
	c.mem.add(id, r)
	if c.disk != nil {
		c.disk.put(id, r)
	}
	if c.remote != nil {
		c.remote.put(id, r)
	}
}

// record builds the record put would store, or nil when value is too
// large to store even in the oversize tier.
func (c *Cache) newRecord(key Key, value []byte, immutable bool) *record {
	if len(value) > c.opts.MaxValueBytes {
		c.oversize.Add(1)
		if c.big == nil || int64(len(value)) > c.opts.MaxOversizeBytes-entryOverhead {
			c.log.Debug("answer too large to cache", "tool", key.Tool, "bytes", len(value), "max", c.opts.MaxValueBytes)
			return nil
		}
		c.log.Debug("answer too large for the shared tier; kept in memory only", "tool", key.Tool, "bytes", len(value), "max", c.opts.MaxValueBytes)
	}
	now := c.opts.Now()
	r := &record{value: value, immutable: immutable || key.ResolvedVersion != "", stored: now}
	if !r.immutable {
		r.expires = now.Add(c.opts.ResolveTTL)
	}
	return r
}

// Do returns the answer for key: from the cache when it holds a fresh one,
// else from fetch, whose answer it stores. Concurrent calls with the same
// key share one fetch. fetch runs with a context that carries ctx's values
// and is cancelled once every caller waiting for it has given up; each
// caller returns as soon as its own ctx ends.
//
// fetch reports whether its answer is immutable (about an exact version).
// When fetch fails with an error Options.ServeStaleOn accepts, or ctx's
// deadline passes first and ServeStaleOn accepts that, and the cache holds
// an expired answer, Do returns it with Stale, Age and Err set, and a nil
// error. Otherwise it returns fetch's error, or ctx.Err().
func (c *Cache) Do(ctx context.Context, key Key, fetch func(context.Context) (value []byte, immutable bool, err error)) (Result, error) {
	id, err := key.ID()
	if err != nil {
		return Result{}, err
	}
	if c.remote != nil {
		// Memory only here: Redis is read inside the flight below, so that
		// concurrent misses of one key in this process make one Redis
		// round trip, not one each.
		if e, ok := c.memLookup(id); ok {
			c.hit(e)
			return Result{Value: e.Value, Hit: true, Age: e.Age}, nil
		}
	} else if e, ok := c.lookup(context.Background(), id); ok && !e.Stale {
		c.hit(e)
		return Result{Value: e.Value, Hit: true, FromDisk: e.FromDisk, Age: e.Age}, nil
	}
	if c.remote == nil {
		c.misses.Add(1)
	}
	if err := ctx.Err(); err != nil {
		// A deadline already past (a busy machine got here late) is as
		// good a reason to serve an expired answer as one that passes
		// while the upstream hangs, below.
		if errors.Is(err, context.DeadlineExceeded) {
			if sr, ok := c.fallback(id, key, err); ok {
				return sr, nil
			}
		}
		return Result{}, err
	}
	f, shared := c.join(ctx, id, func(fctx context.Context) (Result, error) {
		var l *lease
		if c.remote != nil {
			// One Redis budget for the read and the lease: together they
			// wait at most Options.RedisTimeout.
			rctx, rcancel := c.remote.budget()
			defer rcancel()
			if r, ok := c.remote.get(rctx, id); ok && r.fresh(c.opts.Now(), c.opts.ResolveTTL) {
				c.mem.add(id, r)
				e := entry(r, c.opts.Now(), c.opts.ResolveTTL, tierRedis)
				c.hit(e)
				return Result{Value: e.Value, Hit: true, FromRedis: true, Age: e.Age}, nil
			}
			if c.opts.LeaseWait > 0 {
				var res Result
				var ok bool
				if res, l, ok = c.awaitFleet(fctx, rctx, id); ok {
					return res, nil
				}
			}
		}
		if c.remote != nil {
			// Counted here, once per flight that missed memory and Redis.
			c.misses.Add(1)
		}
		c.fetches.Add(1)
		pc := c.provider(key.Provider)
		pc.fetches.Add(1)
		value, immutable, err := fetch(fctx)
		if err == nil {
			pc.bytes.Add(uint64(len(value)))
			if l != nil {
				c.putLeased(id, key, value, immutable, l)
			} else {
				c.put(id, key, value, immutable)
			}
			return Result{Value: value}, nil
		}
		if l != nil {
			c.remote.background(l.release)
		}
		if res, ok := c.fallback(id, key, err); ok {
			return res, nil
		}
		return Result{}, err
	})
	res, err := c.wait(ctx, id, f)
	if err != nil && errors.Is(err, context.DeadlineExceeded) && ctx.Err() != nil {
		// The caller's own deadline passed while the upstream hung (a
		// network that drops packets rather than refusing): as good a
		// reason to serve a stale answer as a refused connection.
		if sr, ok := c.fallback(id, key, err); ok {
			return sr, nil
		}
	}
	res.Shared = shared
	return res, err
}

// fallback returns the answer to serve instead of failing with err: an
// expired one when ServeStaleOn(err), or a fresh one another host stored
// meanwhile.
func (c *Cache) fallback(id ID, key Key, err error) (Result, bool) {
	if !c.opts.ServeStaleOn(err) {
		return Result{}, false
	}
	ctx, cancel := c.redisBudget()
	defer cancel()
	e, ok := c.lookup(ctx, id)
	if !ok {
		return Result{}, false
	}
	res := Result{Value: e.Value, Hit: true, FromDisk: e.FromDisk, FromRedis: e.FromRedis, Age: e.Age}
	if e.Stale {
		c.stale.Add(1)
		c.log.Debug("serving a stale answer", "tool", key.Tool, "age", e.Age, "error", err)
		res.Stale, res.Err = true, err
	}
	return res, true
}

// keptBig stores r in the oversize tier when its value is over
// MaxValueBytes (newRecord let it through), and reports whether it was
// such a value: then it goes nowhere else.
func (c *Cache) keptBig(id ID, r *record) bool {
	if len(r.value) <= c.opts.MaxValueBytes {
		return false
	}
	c.big.add(id, r)
	return true
}

// memGet returns id's record from the memory tier or the oversize tier.
func (c *Cache) memGet(id ID) (*record, bool) {
	if r, ok := c.mem.get(id); ok || c.big == nil {
		return r, ok
	}
	return c.big.get(id)
}

// memLookup returns the fresh memory entry for id.
func (c *Cache) memLookup(id ID) (Entry, bool) {
	r, ok := c.memGet(id)
	if !ok {
		return Entry{}, false
	}
	now := c.opts.Now()
	if !r.fresh(now, c.opts.ResolveTTL) {
		return Entry{}, false
	}
	return entry(r, now, c.opts.ResolveTTL, tierMemory), true
}

// redisBudget is the context bounding one call's Redis commands.
func (c *Cache) redisBudget() (context.Context, context.CancelFunc) {
	if c.remote == nil {
		return context.Background(), func() {}
	}
	return c.remote.budget()
}

func (c *Cache) hit(e Entry) {
	c.hits.Add(1)
	switch {
	case e.FromDisk:
		c.diskHits.Add(1)
	case e.FromRedis:
		c.redisHits.Add(1)
	default:
		c.memHits.Add(1)
	}
}

// lookup finds id in memory, then in the shared tier (disk or Redis): a
// fresh entry if either tier has one, else the most recently stored
// expired one (Stale set).
// ctx bounds the Redis read; without a deadline, the Redis timeout does.
func (c *Cache) lookup(ctx context.Context, id ID) (Entry, bool) {
	now := c.opts.Now()
	var best *record
	if r, ok := c.memGet(id); ok {
		if r.fresh(now, c.opts.ResolveTTL) {
			return entry(r, now, c.opts.ResolveTTL, tierMemory), true
		}
		best = r
	}
	var (
		r    *record
		ok   bool
		from tier
	)
	switch {
	case c.remote != nil:
		if _, has := ctx.Deadline(); !has {
			var cancel context.CancelFunc
			ctx, cancel = c.remote.budget()
			defer cancel()
		}
		r, ok = c.remote.get(ctx, id)
		from = tierRedis
	case c.disk != nil:
		r, ok = c.disk.get(id)
		from = tierDisk
	}
	switch {
	case ok && r.fresh(now, c.opts.ResolveTTL):
		c.mem.add(id, r)
		return entry(r, now, c.opts.ResolveTTL, from), true
	case ok && (best == nil || r.stored.After(best.stored)):
		// Expired: not promoted, so the memory tier holds only what may be
		// served as is, and an offline host keeps reading it from disk.
		return entry(r, now, c.opts.ResolveTTL, from), true
	case best != nil:
		return entry(best, now, c.opts.ResolveTTL, tierMemory), true
	}
	return Entry{}, false
}

// expiry is when r stops being fresh for a reader with resolve TTL ttl;
// zero for an immutable answer.
func expiry(r *record, ttl time.Duration) time.Time {
	if r.immutable {
		return time.Time{}
	}
	return r.stored.Add(ttl)
}

func entry(r *record, now time.Time, ttl time.Duration, from tier) Entry {
	return Entry{
		Value:     r.value,
		Immutable: r.immutable,
		Stored:    r.stored,
		Expires:   expiry(r, ttl),
		Age:       max(now.Sub(r.stored), 0),
		Stale:     !r.fresh(now, ttl),
		FromDisk:  from == tierDisk,
		FromRedis: from == tierRedis,
	}
}
