package cache

import (
	"bytes"
	"context"
	"testing"
)

// benchKey has the shape of a real describe call.
func benchKey(n int) Key {
	return Key{Provider: "npm", ProviderVersion: "0.1.0", Tool: "describe_npm_package",
		Args: map[string]any{"package": "lodash", "version": "^4.17.0",
			"projectPath": "/home/user/src/app", "n": n}}
}

// benchValue is about the size of a described package: 24 KB.
var benchValue = bytes.Repeat([]byte("lorem ipsum "), 2048)

func noFetch(b *testing.B) func(context.Context) ([]byte, bool, error) {
	return func(context.Context) ([]byte, bool, error) {
		b.Fatal("fetch called on a warm cache")
		return nil, false, nil
	}
}

func BenchmarkKeyID(b *testing.B) {
	k := benchKey(0)
	for b.Loop() {
		if _, err := k.ID(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDoMemoryHit is the warm path of every cached tool call.
func BenchmarkDoMemoryHit(b *testing.B) {
	c := newTestCache(b, Options{})
	k := benchKey(0)
	if err := c.Put(k, benchValue, true); err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	fetch := noFetch(b)
	for b.Loop() {
		r, err := c.Do(ctx, k, fetch)
		if err != nil || !r.Hit || r.FromDisk {
			b.Fatalf("Do = %+v, %v", r.Hit, err)
		}
	}
}

func BenchmarkDoMemoryHitParallel(b *testing.B) {
	c := newTestCache(b, Options{})
	k := benchKey(0)
	if err := c.Put(k, benchValue, true); err != nil {
		b.Fatal(err)
	}
	fetch := noFetch(b)
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			if r, err := c.Do(context.Background(), k, fetch); err != nil || !r.Hit {
				b.Fatal("miss")
			}
		}
	})
}

// BenchmarkDoDiskHit reads from the file every time: the memory tier holds
// one entry and the loop alternates between two keys.
func BenchmarkDoDiskHit(b *testing.B) {
	c := newTestCache(b, Options{MaxMemoryEntries: 1})
	keys := []Key{benchKey(0), benchKey(1)}
	for _, k := range keys {
		if err := c.Put(k, benchValue, true); err != nil {
			b.Fatal(err)
		}
	}
	c.flush()
	ctx := context.Background()
	fetch := noFetch(b)
	i := 0
	for b.Loop() {
		r, err := c.Do(ctx, keys[i%2], fetch)
		if err != nil || !r.FromDisk {
			b.Fatalf("Do = FromDisk %t, %v", r.FromDisk, err)
		}
		i++
	}
}

// BenchmarkDiskHitFreshCache is what a new host process pays for its first
// cached answer: New (which opens and checks the file), one disk hit, Close.
func BenchmarkDiskHitFreshCache(b *testing.B) {
	dir := b.TempDir()
	seed := New(Options{Dir: dir})
	k := benchKey(0)
	if err := seed.Put(k, benchValue, true); err != nil {
		b.Fatal(err)
	}
	seed.Close()
	ctx := context.Background()
	fetch := noFetch(b)
	for b.Loop() {
		c := New(Options{Dir: dir})
		r, err := c.Do(ctx, k, fetch)
		if err != nil || !r.FromDisk {
			b.Fatalf("Do = FromDisk %t, %v", r.FromDisk, err)
		}
		c.Close()
	}
}

// BenchmarkDoMissAndStore is the cache's own cost on a miss (the fetch is
// free here): lookup in both tiers, coalescing, storing in memory, queueing
// the disk write. The writes themselves happen in the background.
func BenchmarkDoMissAndStore(b *testing.B) {
	c := newTestCache(b, Options{})
	ctx := context.Background()
	fetch := func(context.Context) ([]byte, bool, error) { return benchValue, true, nil }
	i := 0
	for b.Loop() {
		if _, err := c.Do(ctx, benchKey(i), fetch); err != nil {
			b.Fatal(err)
		}
		i++
	}
	b.StopTimer()
	c.flush()
}
