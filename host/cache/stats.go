package cache

import "fmt"

// Stats describes a Cache, for `pkgdocs cache stats`. Counters cover this
// Cache's life; the disk figures are read from the file, so a fresh process
// sees what every host stored.
type Stats struct {
	// Path is the disk store's file; empty when memory-only.
	Path string
	// Disk is "ok", "off" (memory only by choice), "bypassed" (skipped for
	// now) or "disabled" (skipped for this Cache's life); DiskError says why.
	Disk      string
	DiskError string

	MemoryEntries   int
	MemoryBytes     int64
	MemoryEvictions uint64

	DiskEntries   int
	DiskBytes     int64 // stored records
	DiskFileBytes int64 // the file, free pages included
	DiskDropped   uint64
	DiskRebuilds  uint64

	Hits, MemoryHits, DiskHits, Misses uint64
	Stale                              uint64 // expired answers served on upstream errors
	Fetches                            uint64 // calls to a fetch function
	Coalesced                          uint64 // Do calls that joined a running fetch
	Oversize                           uint64 // answers too large to store
}

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

// Clear empties both tiers: memory, and the disk file, which is deleted
// (under its lock, so no other host is writing it) and recreated on next
// use. It fails when another process holds the file's lock beyond
// LockTimeout.
func (c *Cache) Clear() error {
	c.mem.purge()
	if c.disk == nil {
		return nil
	}
	if err := c.disk.clear(); err != nil {
		return fmt.Errorf("clear cache: %w", err)
	}
	return nil
}
