package npm

import "container/list"

// lru is a small least-recently-used cache; callers lock.
type lru struct {
	max   int
	order *list.List // front = most recent; values are *lruItem
	items map[string]*list.Element
}

type lruItem struct {
	key string
	val *pkg
}

func newLRU(max int) *lru {
	return &lru{max: max, order: list.New(), items: map[string]*list.Element{}}
}

func (c *lru) get(key string) (*pkg, bool) {
	e, ok := c.items[key]
	if !ok {
		return nil, false
	}
	c.order.MoveToFront(e)
	return e.Value.(*lruItem).val, true
}

func (c *lru) put(key string, v *pkg) {
	if e, ok := c.items[key]; ok {
		e.Value.(*lruItem).val = v
		c.order.MoveToFront(e)
		return
	}
	c.items[key] = c.order.PushFront(&lruItem{key, v})
	for c.order.Len() > c.max {
		last := c.order.Back()
		c.order.Remove(last)
		delete(c.items, last.Value.(*lruItem).key)
	}
}
