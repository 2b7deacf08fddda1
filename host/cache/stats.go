package cache

import "fmt"

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
