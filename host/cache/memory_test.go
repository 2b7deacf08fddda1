package cache

import (
	"bytes"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func rec(n int) *record { return &record{value: bytes.Repeat([]byte("x"), n), immutable: true} }

func TestMemoryBounds(t *testing.T) {
	const v = 1000
	per := int64(v + entryOverhead)
	type step struct {
		op string // "add" or "get"
		id byte
	}
	tests := []struct {
		name       string
		maxBytes   int64
		maxEntries int
		steps      []step
		want       []byte // ids present afterwards, in no particular order
		evictions  uint64
	}{
		{"empty", 3 * per, 10, nil, nil, 0},
		{"under both bounds", 3 * per, 10, []step{{"add", 1}, {"add", 2}, {"add", 3}}, []byte{1, 2, 3}, 0},
		{"bytes evict oldest", 3 * per, 10, []step{{"add", 1}, {"add", 2}, {"add", 3}, {"add", 4}}, []byte{2, 3, 4}, 1},
		{"get refreshes recency", 3 * per, 10, []step{{"add", 1}, {"add", 2}, {"add", 3}, {"get", 1}, {"add", 4}}, []byte{1, 3, 4}, 1},
		{"count evicts oldest", 100 * per, 2, []step{{"add", 1}, {"add", 2}, {"add", 3}}, []byte{2, 3}, 1},
		{"replace does not double count", 3 * per, 10, []step{{"add", 1}, {"add", 1}, {"add", 1}, {"add", 2}, {"add", 3}}, []byte{1, 2, 3}, 0},
		{"too large is not stored", per - 1, 10, []step{{"add", 1}}, nil, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := newMemory(tt.maxBytes, tt.maxEntries)
			for _, s := range tt.steps {
				switch s.op {
				case "add":
					m.add(ID{s.id}, rec(v))
				case "get":
					m.get(ID{s.id})
				}
			}
			var got []byte
			for id := range 10 {
				if _, ok := m.lru.Peek(ID{byte(id)}); ok {
					got = append(got, byte(id))
				}
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("present (-want +got):\n%s", diff)
			}
			n, b, ev := m.stats()
			if n != len(tt.want) || b != int64(len(tt.want))*per || ev != tt.evictions {
				t.Errorf("stats = %d entries, %d bytes, %d evictions; want %d, %d, %d",
					n, b, ev, len(tt.want), int64(len(tt.want))*per, tt.evictions)
			}
			if b > tt.maxBytes {
				t.Errorf("%d bytes charged, bound %d", b, tt.maxBytes)
			}
		})
	}
}

func TestMemoryPurge(t *testing.T) {
	m := newMemory(1<<20, 10)
	m.add(ID{1}, rec(10))
	m.purge()
	if n, b, ev := m.stats(); n != 0 || b != 0 || ev != 0 {
		t.Errorf("after purge: %d entries, %d bytes, %d evictions", n, b, ev)
	}
}
