package memo

import (
	"container/list"
	"context"
	"fmt"
	"sync"
	"time"
)

// Defaults for zero Options fields.
const (
	// DefaultTTL is how long a Floating value is kept (see the package
	// comment for why 10 minutes).
	DefaultTTL = 10 * time.Minute
	// DefaultMaxEntries bounds the entries: enough for the packages of a
	// few projects' worth of questions.
	DefaultMaxEntries = 512
	// DefaultMaxBytes bounds the summed Size of the values: a provider
	// process should stay within tens of megabytes beside the host.
	DefaultMaxBytes = 128 << 20
)

// Lifetime says how long a loaded value stays valid.
type Lifetime uint8

const (
	// Floating: resolved from something that moves (latest, a range, a
	// tag); kept for Options.TTL. The zero Lifetime, so a value is never
	// kept forever by omission.
	Floating Lifetime = iota
	// Stable: the value of an exact version, which cannot change; kept
	// until evicted.
	Stable
)

// Options configure a Memo. Every zero field means the default noted on it.
type Options[V any] struct {
	// MaxEntries bounds the number of values kept; 0 means
	// DefaultMaxEntries.
	MaxEntries int
	// MaxBytes bounds the summed Size of the values kept; 0 means
	// DefaultMaxBytes.
	MaxBytes int64
	// Size is a value's approximate size in bytes; nil means every value
	// counts as 1 (only the entry bound then matters in practice).
	Size func(V) int64
	// TTL is how long Floating values and kept errors live; 0 means
	// DefaultTTL.
	TTL time.Duration
	// KeepError says whether a load's error is kept (for TTL) instead of
	// retried by the next caller; nil keeps none.
	KeepError func(error) bool
	// Now is the clock; nil means time.Now.
	Now func() time.Time
}

// Memo holds values by key. It is safe for concurrent use.
type Memo[V any] struct {
	opt Options[V]

	mu      sync.Mutex
	order   *list.List // of *entry[V], front = most recently used
	items   map[string]*list.Element
	bytes   int64
	flights map[string]*flight[V]
}

type entry[V any] struct {
	key     string
	val     V
	err     error
	size    int64
	expires time.Time // zero: never (Stable)
}

// flight is one load shared by the callers of Do for its key.
type flight[V any] struct {
	done    chan struct{} // closed when val, err are set
	val     V
	err     error
	waiters int // guarded by Memo.mu
	cancel  context.CancelFunc
}

// New returns an empty Memo.
func New[V any](opt Options[V]) *Memo[V] {
	if opt.MaxEntries <= 0 {
		opt.MaxEntries = DefaultMaxEntries
	}
	if opt.MaxBytes <= 0 {
		opt.MaxBytes = DefaultMaxBytes
	}
	if opt.Size == nil {
		opt.Size = func(V) int64 { return 1 }
	}
	if opt.TTL <= 0 {
		opt.TTL = DefaultTTL
	}
	if opt.Now == nil {
		opt.Now = time.Now
	}
	return &Memo[V]{opt: opt, order: list.New(), items: map[string]*list.Element{}, flights: map[string]*flight[V]{}}
}

// Do returns the value kept for key, or loads it: one load per key at a
// time, shared by every concurrent caller. The load gets a context with
// the first caller's values, cancelled when no caller waits any more; a
// caller whose ctx ends returns ctx's error at once. A panic in load is
// returned as an error.
func (m *Memo[V]) Do(ctx context.Context, key string, load func(context.Context) (V, Lifetime, error)) (V, error) {
	if v, err, ok := m.lookup(key); ok {
		return v, err
	}
	if err := ctx.Err(); err != nil {
		var zero V
		return zero, err
	}
	f := m.join(ctx, key, load)
	select {
	case <-f.done:
		return f.val, f.err
	case <-ctx.Done():
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	f.waiters--
	if f.waiters == 0 {
		f.cancel()
		// A caller arriving now starts a fresh load rather than joining
		// one that is being cancelled.
		if m.flights[key] == f {
			delete(m.flights, key)
		}
	}
	var zero V
	return zero, ctx.Err()
}

// join counts the caller as waiting for key's load, starting it if none
// runs.
func (m *Memo[V]) join(ctx context.Context, key string, load func(context.Context) (V, Lifetime, error)) *flight[V] {
	m.mu.Lock()
	defer m.mu.Unlock()
	if f, ok := m.flights[key]; ok {
		f.waiters++
		return f
	}
	lctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	f := &flight[V]{done: make(chan struct{}), waiters: 1, cancel: cancel}
	m.flights[key] = f
	go func() {
		defer cancel()
		v, life, err := guarded(lctx, load)
		m.mu.Lock()
		current := m.flights[key] == f
		if current {
			delete(m.flights, key)
		}
		// A load cancelled because everyone left is not kept, nor is the
		// result of a flight something newer replaced.
		if current && lctx.Err() == nil {
			switch {
			case err == nil:
				m.store(key, v, nil, life)
			case m.opt.KeepError != nil && m.opt.KeepError(err):
				m.store(key, v, err, Floating)
			}
		}
		m.mu.Unlock()
		f.val, f.err = v, err
		close(f.done)
	}()
	return f
}

func guarded[V any](ctx context.Context, load func(context.Context) (V, Lifetime, error)) (v V, life Lifetime, err error) {
	defer func() {
		if r := recover(); r != nil {
			var zero V
			v, life, err = zero, Floating, fmt.Errorf("memo: load panicked: %v", r)
		}
	}()
	return load(ctx)
}

// Get returns the value kept for key, if any and still valid, without
// loading. A kept error counts as absent.
func (m *Memo[V]) Get(key string) (V, bool) {
	v, err, ok := m.lookup(key)
	return v, ok && err == nil
}

// lookup returns key's live entry and marks it recently used.
func (m *Memo[V]) lookup(key string) (v V, err error, ok bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	el, ok := m.items[key]
	if !ok {
		return v, nil, false
	}
	e := el.Value.(*entry[V])
	if !e.expires.IsZero() && !m.opt.Now().Before(e.expires) {
		m.remove(el)
		return v, nil, false
	}
	m.order.MoveToFront(el)
	return e.val, e.err, true
}

// Put keeps v under key with the given lifetime, replacing what was kept.
func (m *Memo[V]) Put(key string, v V, life Lifetime) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.store(key, v, nil, life)
}

// store keeps an entry and evicts least recently used ones until both
// bounds hold; m.mu is held.
func (m *Memo[V]) store(key string, v V, err error, life Lifetime) {
	if el, ok := m.items[key]; ok {
		m.remove(el)
	}
	var size int64
	if err == nil {
		size = max(m.opt.Size(v), 0)
	}
	if size > m.opt.MaxBytes {
		return // it would evict everything else, then itself
	}
	e := &entry[V]{key: key, val: v, err: err, size: size}
	if life != Stable {
		e.expires = m.opt.Now().Add(m.opt.TTL)
	}
	m.items[key] = m.order.PushFront(e)
	m.bytes += size
	for m.order.Len() > m.opt.MaxEntries || m.bytes > m.opt.MaxBytes {
		m.remove(m.order.Back())
	}
}

func (m *Memo[V]) remove(el *list.Element) {
	e := m.order.Remove(el).(*entry[V])
	delete(m.items, e.key)
	m.bytes -= e.size
}

// Forget drops what is kept for key (a load in flight still completes and
// is kept).
func (m *Memo[V]) Forget(key string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if el, ok := m.items[key]; ok {
		m.remove(el)
	}
}

// Len is the number of entries kept, expired ones not yet dropped
// included.
func (m *Memo[V]) Len() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.order.Len()
}

// Bytes is the summed Size of the values kept.
func (m *Memo[V]) Bytes() int64 {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.bytes
}
