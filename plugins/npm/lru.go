package npm

import "container/list"

// lru is a small least-recently-used cache of loaded packages, bounded by
// entry count and by their approximate size in bytes; callers lock.
type lru struct {
	max      int
	maxBytes int64
	bytes    int64
	order    *list.List // front = most recent; values are *lruItem
	items    map[string]*list.Element
}

type lruItem struct {
	key  string
	val  *pkg
	size int64
}

func newLRU(max int, maxBytes int64) *lru {
	return &lru{max: max, maxBytes: maxBytes, order: list.New(), items: map[string]*list.Element{}}
}

func (c *lru) get(key string) (*pkg, bool) {
	e, ok := c.items[key]
	if !ok {
		return nil, false
	}
	c.order.MoveToFront(e)
	return e.Value.(*lruItem).val, true
}

// put stores v under key, evicting the least recently used entries until
// both bounds hold. A value bigger than the byte bound on its own is not
// cached at all: it would evict everything else and then itself.
func (c *lru) put(key string, v *pkg) {
	if e, ok := c.items[key]; ok {
		c.remove(e)
	}
	size := v.size()
	if size > c.maxBytes {
		return
	}
	c.items[key] = c.order.PushFront(&lruItem{key, v, size})
	c.bytes += size
	for c.order.Len() > c.max || c.bytes > c.maxBytes {
		c.remove(c.order.Back())
	}
}

func (c *lru) remove(e *list.Element) {
	it := e.Value.(*lruItem)
	c.order.Remove(e)
	delete(c.items, it.key)
	c.bytes -= it.size
}
