package npm

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// sized is a pkg whose one file makes it about n bytes.
func sized(name string, n int) *pkg {
	k := &pkg{name: name, files: map[string][]byte{"f": []byte(strings.Repeat("x", n))}}
	return k
}

// TestLRUBounds: the cache holds at most max entries and at most maxBytes,
// evicting the least recently used first.
func TestLRUBounds(t *testing.T) {
	type op struct {
		put  string // key to put ("" for a get)
		size int
		get  string
	}
	tests := map[string]struct {
		max      int
		maxBytes int64
		ops      []op
		want     []string // keys left, most recent first
	}{
		"zero ops": {max: 2, maxBytes: 1 << 20, want: nil},
		"by count": {max: 2, maxBytes: 1 << 20,
			ops:  []op{{put: "a", size: 10}, {put: "b", size: 10}, {put: "c", size: 10}},
			want: []string{"c", "b"}},
		"get refreshes": {max: 2, maxBytes: 1 << 20,
			ops:  []op{{put: "a", size: 10}, {put: "b", size: 10}, {get: "a"}, {put: "c", size: 10}},
			want: []string{"c", "a"}},
		"by bytes": {max: 10, maxBytes: 10_000,
			ops:  []op{{put: "a", size: 4000}, {put: "b", size: 4000}, {put: "c", size: 4000}},
			want: []string{"c", "b"}},
		"one big evicts several": {max: 10, maxBytes: 10_000,
			ops:  []op{{put: "a", size: 2000}, {put: "b", size: 2000}, {put: "c", size: 2000}, {put: "d", size: 8000}},
			want: []string{"d"}},
		"over the bound alone is not cached": {max: 10, maxBytes: 10_000,
			ops:  []op{{put: "a", size: 2000}, {put: "huge", size: 20_000}},
			want: []string{"a"}},
		"replace counts the new size": {max: 10, maxBytes: 10_000,
			ops:  []op{{put: "a", size: 4000}, {put: "b", size: 4000}, {put: "a", size: 100}, {put: "c", size: 4000}},
			want: []string{"c", "a", "b"}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			c := newLRU(tc.max, tc.maxBytes)
			for _, o := range tc.ops {
				if o.put != "" {
					c.put(o.put, sized(o.put, o.size))
				} else {
					c.get(o.get)
				}
			}
			var got []string
			var bytes int64
			for e := c.order.Front(); e != nil; e = e.Next() {
				it := e.Value.(*lruItem)
				got = append(got, it.key)
				bytes += it.val.size()
			}
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("keys -want +got\n%s", d)
			}
			if bytes != c.bytes || c.bytes > tc.maxBytes || len(c.items) != len(got) {
				t.Errorf("accounting: %d bytes counted, %d held, bound %d; %d items for %d keys", c.bytes, bytes, tc.maxBytes, len(c.items), len(got))
			}
		})
	}
}
