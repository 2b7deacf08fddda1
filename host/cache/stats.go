package cache

import (
	"context"
	"fmt"
	"sort"
	"time"
)

// Stats describes a Cache, for `pkgdocs cache stats`. Counters cover this
// Cache's life; the disk figures are read from the file, so a fresh process
// sees what every host stored.
type Stats struct {
	// Path is the disk store's file; empty when memory-only.
	Path string `json:"path"`
	// Disk is "ok", "off" (memory only by choice), "bypassed" (skipped for
	// now) or "disabled" (skipped for this Cache's life); DiskError says why.
	Disk      string `json:"disk"`
	DiskError string `json:"diskError"`

	MemoryEntries   int    `json:"memoryEntries"`
	MemoryBytes     int64  `json:"memoryBytes"`
	MemoryEvictions uint64 `json:"memoryEvictions"`

	DiskEntries   int    `json:"diskEntries"`
	DiskBytes     int64  `json:"diskBytes"`     // stored records
	DiskFileBytes int64  `json:"diskFileBytes"` // the file, free pages included
	DiskDropped   uint64 `json:"diskDropped"`
	DiskRebuilds  uint64 `json:"diskRebuilds"`

	Hits       uint64 `json:"hits"`
	MemoryHits uint64 `json:"memoryHits"`
	DiskHits   uint64 `json:"diskHits"`
	Misses     uint64 `json:"misses"`
	Stale      uint64 `json:"stale"`     // expired answers served on upstream errors
	Fetches    uint64 `json:"fetches"`   // calls to a fetch function
	Coalesced  uint64 `json:"coalesced"` // Do calls that joined a running fetch
	Oversize   uint64 `json:"oversize"`  // answers too large to store

	// Redis is the shared tier's URL with its password masked; empty when
	// the shared tier is the disk. RedisStatus is "ok" or "down"
	// (RedisError says why); the entry figures count keys under
	// RedisPrefix, read with SCAN.
	Redis         string `json:"redis,omitempty"`
	RedisPrefix   string `json:"redisPrefix,omitempty"`
	RedisStatus   string `json:"redisStatus,omitempty"`
	RedisError    string `json:"redisError,omitempty"`
	RedisEntries  int    `json:"redisEntries"`
	RedisBytes    int64  `json:"redisBytes"` // compressed, as stored
	RedisHits     uint64 `json:"redisHits"`
	RedisErrors   uint64 `json:"redisErrors"`
	RedisOutages  uint64 `json:"redisOutages"`
	RedisForeign  uint64 `json:"redisForeign"` // entries of another format, ignored
	RedisDropped  uint64 `json:"redisDropped"` // writes dropped on a full queue
	LeasesWon     uint64 `json:"leasesWon"`    // fetches this process made holding the fleet lease
	LeasesWaited  uint64 `json:"leasesWaited"` // misses answered by another replica's fetch
	LeasesTimeout uint64 `json:"leasesTimeout"`
}

// Counters are the figures Stats reports that cost nothing to read (no
// disk or Redis access), for metrics scraped every few seconds.
type Counters struct {
	Hits, MemoryHits, DiskHits, RedisHits, Misses, Stale, Fetches, Coalesced, Oversize uint64
	LeasesWon, LeasesWaited, LeasesTimeout                                             uint64
	RedisErrors, RedisOutages                                                          uint64
	// RedisUp: the Redis tier is configured and answering.
	RedisUp, RedisConfigured bool
	// Providers: fetches and bytes fetched per provider, sorted by name.
	Providers []ProviderFetches
}

// ProviderFetches counts the cache misses Do sent to one provider.
type ProviderFetches struct {
	Provider       string
	Fetches, Bytes uint64
}

// Counters returns the cheap figures.
func (c *Cache) Counters() Counters {
	n := Counters{
		Hits: c.hits.Load(), MemoryHits: c.memHits.Load(), DiskHits: c.diskHits.Load(), RedisHits: c.redisHits.Load(),
		Misses: c.misses.Load(), Stale: c.stale.Load(), Fetches: c.fetches.Load(), Coalesced: c.coalesced.Load(),
		Oversize: c.oversize.Load(), LeasesWon: c.leaseWon.Load(), LeasesWaited: c.leaseWaited.Load(), LeasesTimeout: c.leaseGaveUp.Load(),
	}
	if c.remote != nil {
		n.RedisConfigured, n.RedisUp = true, c.remote.up()
		n.RedisErrors, n.RedisOutages = c.remote.errs.Load(), c.remote.outages.Load()
	}
	c.providers.Range(func(k, v any) bool {
		pc := v.(*providerCounters)
		n.Providers = append(n.Providers, ProviderFetches{Provider: k.(string), Fetches: pc.fetches.Load(), Bytes: pc.bytes.Load()})
		return true
	})
	sort.Slice(n.Providers, func(i, j int) bool { return n.Providers[i].Provider < n.Providers[j].Provider })
	return n
}

// statsTimeout bounds the SCAN behind the Redis figures of Stats.
const statsTimeout = 10 * time.Second

// Stats returns the cache's figures. Reading the disk ones opens the file;
// if that fails, DiskError says why and the other figures are still there.
func (c *Cache) Stats() Stats {
	s := Stats{
		Disk:       "off",
		Hits:       c.hits.Load(),
		MemoryHits: c.memHits.Load(),
		DiskHits:   c.diskHits.Load(),
		Misses:     c.misses.Load(),
		Stale:      c.stale.Load(),
		Fetches:    c.fetches.Load(),
		Coalesced:  c.coalesced.Load(),
		Oversize:   c.oversize.Load(),
	}
	s.MemoryEntries, s.MemoryBytes, s.MemoryEvictions = c.mem.stats()
	if c.big != nil {
		n, b, e := c.big.stats()
		s.MemoryEntries, s.MemoryBytes, s.MemoryEvictions = s.MemoryEntries+n, s.MemoryBytes+b, s.MemoryEvictions+e
	}
	if c.remote != nil {
		c.redisStats(&s)
	}
	if c.disk == nil {
		return s
	}
	s.Path = c.disk.path
	ds, err := c.disk.stats()
	s.DiskEntries, s.DiskBytes, s.DiskFileBytes = ds.entries, ds.bytes, ds.fileBytes
	var why error
	s.Disk, why = c.disk.status()
	if why == nil {
		why = err
	}
	if why != nil {
		s.DiskError = why.Error()
	}
	c.disk.stateMu.Lock()
	s.DiskDropped, s.DiskRebuilds = c.disk.dropped, c.disk.rebuilds
	c.disk.stateMu.Unlock()
	return s
}

func (c *Cache) redisStats(s *Stats) {
	r := c.remote
	s.Redis, s.RedisPrefix = r.display, r.prefix
	s.RedisHits, s.RedisErrors, s.RedisOutages = c.redisHits.Load(), r.errs.Load(), r.outages.Load()
	s.RedisForeign, s.RedisDropped = r.foreign.Load(), r.dropped.Load()
	s.LeasesWon, s.LeasesWaited, s.LeasesTimeout = c.leaseWon.Load(), c.leaseWaited.Load(), c.leaseGaveUp.Load()
	ctx, cancel := context.WithTimeout(context.Background(), statsTimeout)
	defer cancel()
	rs, err := r.stats(ctx)
	s.RedisEntries, s.RedisBytes = rs.entries, rs.bytes
	s.RedisStatus, s.RedisError = r.status()
	if err != nil && s.RedisError == "" {
		s.RedisStatus, s.RedisError = "down", err.Error()
	}
}

// Clear empties both tiers: memory, and the shared one. The disk file is
// deleted (under its lock, so no other host is writing it) and recreated
// on next use; it fails when another process holds the file's lock beyond
// LockTimeout. In Redis, the keys under RedisPrefix are deleted (SCAN and
// UNLINK), never the whole database.
func (c *Cache) Clear() error {
	c.mem.purge()
	if c.big != nil {
		c.big.purge()
	}
	if c.remote != nil {
		ctx, cancel := context.WithTimeout(context.Background(), statsTimeout)
		defer cancel()
		if _, err := c.remote.clear(ctx); err != nil {
			return fmt.Errorf("clear cache: %w", err)
		}
	}
	if c.disk == nil {
		return nil
	}
	if err := c.disk.clear(); err != nil {
		return fmt.Errorf("clear cache: %w", err)
	}
	return nil
}
