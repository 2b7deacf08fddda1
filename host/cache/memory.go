package cache

import (
	"sync"

	"github.com/hashicorp/golang-lru/v2/simplelru"
)

// entryOverhead is charged per memory entry on top of its value: the map
// slot, list element, record and ID come to roughly this on 64-bit, and
// charging it keeps a flood of tiny answers within MaxMemoryBytes too.
const entryOverhead = 160

// memory is the in-memory tier: an LRU bounded by entry count (by
// simplelru) and by bytes (here, evicting the oldest until under).
type memory struct {
	mu        sync.Mutex
	lru       *simplelru.LRU[ID, *record]
	bytes     int64
	maxBytes  int64
	evictions uint64
}

func newMemory(maxBytes int64, maxEntries int) *memory {
	m := &memory{maxBytes: maxBytes}
	// NewLRU fails only for a size ≤ 0, which withDefaults rules out.
	lru, err := simplelru.NewLRU(maxEntries, func(_ ID, r *record) {
		m.bytes -= size(r)
		m.evictions++
	})
	if err != nil {
		panic(err)
	}
	m.lru = lru
	return m
}

func size(r *record) int64 { return int64(len(r.value)) + entryOverhead }

// get returns the entry for id and marks it recently used.
func (m *memory) get(id ID) (*record, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.lru.Get(id)
}

// add stores r under id, evicting the least recently used entries until
// both bounds hold. It reports false (and stores nothing) when r alone is
// larger than the byte bound.
func (m *memory) add(id ID, r *record) bool {
	if size(r) > m.maxBytes {
		return false
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if old, ok := m.lru.Peek(id); ok {
		// simplelru replaces in place without calling the evict callback.
		m.bytes -= size(old)
	}
	m.lru.Add(id, r)
	m.bytes += size(r)
	for m.bytes > m.maxBytes {
		if _, _, ok := m.lru.RemoveOldest(); !ok {
			break
		}
	}
	return true
}

func (m *memory) purge() {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.lru.Purge()
	m.evictions = 0
	m.bytes = 0
}

// stats returns the entry count, bytes charged and evictions so far.
func (m *memory) stats() (entries int, bytes int64, evictions uint64) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.lru.Len(), m.bytes, m.evictions
}
