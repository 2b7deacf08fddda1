package httpserve

import (
	"math"
	"net"
	"net/http"
	"strconv"
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// clientLimiter is a token bucket per client, keyed by remote IP: one
// agent (or one runaway script) cannot starve the others sharing the host
// and its providers. Forwarding headers are not trusted, so behind a
// reverse proxy every client shares the proxy's bucket; put the limit in
// the proxy then, and run pkgdocs with --rate-limit 0.
type clientLimiter struct {
	limit     rate.Limit
	burst     int
	now       func() time.Time
	onLimited func() // nil: not counted

	mu        sync.Mutex
	clients   map[string]*clientBucket
	lastSweep time.Time
}

type clientBucket struct {
	lim  *rate.Limiter
	seen time.Time
}

// idleForget is how long a client's bucket is kept without requests. By
// then any bucket has refilled (burst ≤ a few hundred at ≥ 1/s), so
// forgetting it changes nothing but memory.
const idleForget = 5 * time.Minute

func newClientLimiter(limit rate.Limit, burst int) *clientLimiter {
	return &clientLimiter{limit: limit, burst: burst, now: time.Now, clients: map[string]*clientBucket{}}
}

// reserve takes a token for client and returns 0, or how long the client
// must wait before a token is free (taking none).
func (c *clientLimiter) reserve(client string) time.Duration {
	now := c.now()
	c.mu.Lock()
	defer c.mu.Unlock()
	if now.Sub(c.lastSweep) > idleForget {
		for k, b := range c.clients {
			if now.Sub(b.seen) > idleForget {
				delete(c.clients, k)
			}
		}
		c.lastSweep = now
	}
	b := c.clients[client]
	if b == nil {
		b = &clientBucket{lim: rate.NewLimiter(c.limit, c.burst)}
		c.clients[client] = b
	}
	b.seen = now
	r := b.lim.ReserveN(now, 1)
	if !r.OK() {
		return time.Minute // cannot happen with burst ≥ 1
	}
	if d := r.DelayFrom(now); d > 0 {
		r.CancelAt(now)
		return d
	}
	return 0
}

func (c *clientLimiter) middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if d := c.reserve(clientKey(r)); d > 0 {
			if c.onLimited != nil {
				c.onLimited()
			}
			secs := int(math.Ceil(d.Seconds()))
			w.Header().Set("Retry-After", strconv.Itoa(max(1, secs)))
			http.Error(w, "Too Many Requests: this client is over pkgdocs' per-client rate limit; retry after the Retry-After seconds", http.StatusTooManyRequests)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// clientKey is the remote IP of r.
func clientKey(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}
