package cache

import (
	"context"
	"fmt"
)

// flight is one fetch shared by every caller of Do with the same key while
// it runs. Unlike singleflight, a caller whose context ends leaves without
// cancelling the fetch, and the fetch is cancelled when the last caller has
// left: nobody is waiting for it any more.
type flight struct {
	done    chan struct{} // closed when res and err are set
	res     Result
	err     error
	waiters int // guarded by Cache.mu
	cancel  context.CancelFunc
}

// join returns the running flight for id, or starts one with run, and
// counts the caller as waiting for it. shared reports whether the flight
// was already running.
func (c *Cache) join(ctx context.Context, id ID, run func(context.Context) (Result, error)) (f *flight, shared bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if f, ok := c.flights[id]; ok {
		f.waiters++
		c.coalesced.Add(1)
		return f, true
	}
	// The fetch outlives the caller that started it (others may join), so
	// it keeps the caller's values but not its cancellation or deadline.
	fctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	f = &flight{done: make(chan struct{}), waiters: 1, cancel: cancel}
	c.flights[id] = f
	go func() {
		defer cancel()
		res, err := runGuarded(fctx, run)
		c.mu.Lock()
		if c.flights[id] == f {
			delete(c.flights, id)
		}
		c.mu.Unlock()
		f.res, f.err = res, err
		close(f.done)
	}()
	return f, false
}

// wait waits for f or for ctx, whichever ends first.
func (c *Cache) wait(ctx context.Context, id ID, f *flight) (Result, error) {
	select {
	case <-f.done:
		return f.res, f.err
	case <-ctx.Done():
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	f.waiters--
	if f.waiters == 0 {
		f.cancel()
		// A caller arriving now starts a fresh fetch rather than joining
		// one that is being cancelled.
		if c.flights[id] == f {
			delete(c.flights, id)
		}
	}
	return Result{}, ctx.Err()
}

// runGuarded turns a panic in the fetch into an error: it runs on its own
// goroutine, where a panic would take the whole host down.
func runGuarded(ctx context.Context, run func(context.Context) (Result, error)) (res Result, err error) {
	defer func() {
		if r := recover(); r != nil {
			res, err = Result{}, fmt.Errorf("cache fetch panicked: %v", r)
		}
	}()
	return run(ctx)
}
