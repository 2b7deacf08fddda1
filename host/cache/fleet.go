package cache

import (
	"context"
	"sync/atomic"
	"time"
)

// awaitFleet runs before a fetch when the cache is shared through Redis,
// so that a fleet of replicas fetches each cold answer once. It takes the
// fetch lease for id (returned: this replica fetches and must hand the
// lease to putLeased or release it), or, when another replica holds it,
// waits for that replica's answer to appear in Redis (ok: res is that
// answer). It gives up waiting, and lets the caller fetch without a
// lease, after Options.LeaseWait, when Redis stops answering, or when ctx
// ends; it takes the lease itself when the holder lets go of it without
// storing an answer (its fetch failed, or it died and the lease expired).
//
// rctx is the call's Redis budget (see Do), for the first attempt at the
// lease; each later poll has a budget of its own.
func (c *Cache) awaitFleet(ctx, rctx context.Context, id ID) (res Result, l *lease, ok bool) {
	l, busy := c.remote.tryLease(rctx, id)
	if !busy {
		return c.won(id, l)
	}
	deadline := time.Now().Add(c.opts.LeaseWait)
	t := time.NewTicker(leasePoll)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return Result{}, nil, false
		case <-t.C:
		}
		r, found, l, busy := c.poll(id)
		if found && r.fresh(c.opts.Now(), c.opts.ResolveTTL) {
			c.mem.add(id, r)
			c.leaseWaited.Add(1)
			c.hits.Add(1)
			c.redisHits.Add(1)
			return Result{Value: r.value, Hit: true, FromRedis: true}, nil, true
		}
		if !busy {
			// The lease is ours now, or Redis is down: fetch.
			return c.won(id, l)
		}
		if time.Now().After(deadline) {
			c.leaseGaveUp.Add(1)
			c.log.Debug("gave up waiting for another replica's fetch", "key", id, "after", c.opts.LeaseWait)
			return Result{}, nil, false
		}
	}
}

// won handles a lease just taken (l nil: Redis is not answering, fetch
// without one). Another replica may have stored the answer and released
// its lease between our read and our SET NX: look once more, and if the
// answer is there, use it and let the lease go.
func (c *Cache) won(id ID, l *lease) (Result, *lease, bool) {
	if l == nil {
		return Result{}, nil, false
	}
	ctx, cancel := c.remote.budget()
	defer cancel()
	if r, ok := c.remote.get(ctx, id); ok && r.fresh(c.opts.Now(), c.opts.ResolveTTL) {
		c.remote.background(l.release)
		c.mem.add(id, r)
		c.leaseWaited.Add(1)
		c.hits.Add(1)
		c.redisHits.Add(1)
		return Result{Value: r.value, Hit: true, FromRedis: true}, nil, true
	}
	c.leaseWon.Add(1)
	return Result{}, l, false
}

// poll looks once for the answer, and when there is none for the lease.
func (c *Cache) poll(id ID) (r *record, found bool, l *lease, busy bool) {
	ctx, cancel := c.remote.budget()
	defer cancel()
	if r, found = c.remote.get(ctx, id); found && r.fresh(c.opts.Now(), c.opts.ResolveTTL) {
		return r, true, nil, true
	}
	l, busy = c.remote.tryLease(ctx, id)
	if l == nil && !busy && c.remote.up() {
		// A slow answer, not (yet) an outage: keep waiting; three in a
		// row make it one, and LeaseWait bounds the wait anyway.
		busy = true
	}
	return r, false, l, busy
}

// putLeased stores a fetched answer like put, then writes it to Redis and
// releases the lease in the background: the waiting replicas find the
// answer there before they see the lease gone.
func (c *Cache) putLeased(id ID, key Key, value []byte, immutable bool, l *lease) {
	r := c.newRecord(key, value, immutable)
	if r == nil || c.keptBig(id, r) {
		c.remote.background(l.release)
		return
	}
	c.mem.add(id, r)
	c.remote.background(func() {
		c.remote.store(id, r)
		l.release()
	})
}

// providerCounters count the fetches Do made for one provider: the
// cache misses that went upstream, as far as the host sees them.
type providerCounters struct {
	fetches, bytes atomic.Uint64
}

func (c *Cache) provider(name string) *providerCounters {
	if v, ok := c.providers.Load(name); ok {
		return v.(*providerCounters)
	}
	v, _ := c.providers.LoadOrStore(name, &providerCounters{})
	return v.(*providerCounters)
}
