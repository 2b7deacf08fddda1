package cache

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"net"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/hashicorp/go-hclog"
	"github.com/redis/go-redis/v9"
	"github.com/redis/go-redis/v9/maintnotifications"
)

// Defaults for the Redis tier (see Options).
const (
	// DefaultRedisPrefix starts every key pkgdocs writes, so that it shares
	// a database with other applications and `cache clear` deletes only its
	// own keys.
	DefaultRedisPrefix = "pkgdocs:"
	// DefaultRedisTimeout bounds every Redis command on a call's path: the
	// shared tier is an optimisation, and a call must not wait on a slow or
	// dead Redis longer than this.
	DefaultRedisTimeout = 50 * time.Millisecond
	// DefaultRedisKeep is how long Redis keeps an entry after it was
	// stored. Freshness is decided by the reader (ResolveTTL), as on disk;
	// this only lets Redis forget what nobody has asked for in a month, and
	// keeps expired answers around for stale serving meanwhile.
	DefaultRedisKeep = 30 * 24 * time.Hour
	// DefaultLeaseTTL is how long a fetch lease lives without being
	// extended: a replica that dies while fetching blocks the others for at
	// most this long. The holder extends it every third of it.
	DefaultLeaseTTL = 5 * time.Second
	// DefaultLeaseWait bounds how long a replica waits for another one's
	// fetch before fetching itself.
	DefaultLeaseWait = 15 * time.Second
)

const (
	// redisWriteTimeout bounds a background write (not on a call's path):
	// a few MB over a LAN take milliseconds; longer means trouble.
	redisWriteTimeout = 2 * time.Second
	// redisProbeEvery: while Redis is down, how often it is pinged to see
	// whether it is back. Calls skip Redis entirely meanwhile.
	redisProbeEvery = 500 * time.Millisecond
	// leasePoll is how often a replica waiting for another's fetch looks
	// for the value: a few Redis round trips per second per waiting key.
	leasePoll = 20 * time.Millisecond
	// redisWriters write queued entries in parallel; redisQueue bounds the
	// queue, beyond which writes are dropped (counted).
	redisWriters = 4
	redisQueue   = 256
	// scanBatch is the COUNT hint of SCAN and the UNLINK batch size.
	scanBatch = 500
)

// validPrefix: the prefix goes into SCAN MATCH patterns, so it may not
// hold glob characters.
var validPrefix = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[A-Za-z0-9:_.\-]{1,64}$`) })

// CheckRedisURL validates a --cache-url (redis:// or rediss://) and
// returns it with its password masked, for logs and output. Its errors
// never contain the password.
func CheckRedisURL(raw string) (redacted string, err error) {
	if _, err := redisOptions(raw); err != nil {
		return "", err
	}
	return RedactURL(raw), nil
}

// RedactURL returns raw with any password masked; a string that is not a
// URL comes back as a fixed placeholder, since it could be anything.
func RedactURL(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return "(invalid URL)"
	}
	return u.Redacted()
}

func redisOptions(raw string) (*redis.Options, error) {
	u, err := url.Parse(raw)
	if err != nil {
		// url.Error quotes the whole URL, password included: say less.
		return nil, errors.New("cache URL: not a valid URL (expected redis://[user:password@]host:port/db or rediss://...)")
	}
	if u.Scheme != "redis" && u.Scheme != "rediss" {
		return nil, fmt.Errorf("cache URL %s: scheme must be redis or rediss", u.Redacted())
	}
	o, err := redis.ParseURL(raw)
	if err != nil {
		msg := err.Error()
		if pw, ok := u.User.Password(); ok && pw != "" {
			msg = strings.ReplaceAll(msg, pw, "xxxxx")
		}
		return nil, fmt.Errorf("cache URL %s: %s", u.Redacted(), msg)
	}
	return o, nil
}

// remote is the Redis tier, shared by every replica of a fleet.
type remote struct {
	rdb      *redis.Client
	password string
	display  string // URL with the password masked
	prefix   string
	timeout  time.Duration
	keep     time.Duration
	leaseTTL time.Duration
	maxValue int
	log      hclog.Logger

	down    atomic.Bool
	errMu   sync.Mutex
	lastErr string

	errs, outages, dropped, foreign, damaged atomic.Uint64
	timeouts                                 atomic.Int32 // consecutive
	pending                                  atomic.Int64 // queued or running writes, lease releases included

	writes  chan remoteWrite
	closeMu sync.RWMutex
	closed  bool
	stop    chan struct{}
	wg      sync.WaitGroup
}

type remoteWrite struct {
	id  ID
	rec *record
}

// redisLogger routes go-redis's own log lines (a process-wide setting)
// to the first Cache's logger at debug level, passwords masked; by default
// they would go to stderr, which serve keeps quiet.
type redisLogger struct {
	log      hclog.Logger
	password string
}

func (l redisLogger) Printf(_ context.Context, format string, v ...any) {
	msg := fmt.Sprintf(format, v...)
	if l.password != "" {
		msg = strings.ReplaceAll(msg, l.password, "xxxxx")
	}
	l.log.Debug(msg)
}

var setRedisLogger sync.Once

func newRemote(o Options) (*remote, error) {
	ro, err := redisOptions(o.RedisURL)
	if err != nil {
		return nil, err
	}
	if !validPrefix().MatchString(o.RedisPrefix) {
		return nil, fmt.Errorf("redis key prefix %q: use 1 to 64 of A-Z a-z 0-9 : _ . -", o.RedisPrefix)
	}
	// Every command on a call's path carries its own deadline (Options.
	// RedisTimeout); the socket timeouts are for background writes.
	ro.ContextTimeoutEnabled = true
	// Dials on a call's path are bounded by the call's context; this
	// bounds the background ones (writes, the idle connections kept ready).
	ro.DialTimeout = time.Second
	ro.MinIdleConns = 4 // a call rarely pays for a dial
	// RESP2: a new connection needs no HELLO round trip, and pkgdocs uses
	// nothing RESP3 adds.
	ro.Protocol = 2
	ro.DialerRetries = 1 // default 5, 100 ms apart: far beyond the call bound
	ro.ReadTimeout = redisWriteTimeout
	ro.WriteTimeout = redisWriteTimeout
	ro.PoolTimeout = o.RedisTimeout
	ro.MaxRetries = -1 // a retry would double the wait; the next call tries again
	ro.DisableIdentity = true
	ro.MaintNotificationsConfig = &maintnotifications.Config{Mode: maintnotifications.ModeDisabled}
	setRedisLogger.Do(func() { redis.SetLogger(redisLogger{o.Logger.Named("redis"), ro.Password}) })
	r := &remote{
		rdb:      redis.NewClient(ro),
		password: ro.Password,
		display:  RedactURL(o.RedisURL),
		prefix:   o.RedisPrefix,
		timeout:  o.RedisTimeout,
		keep:     o.RedisKeep,
		leaseTTL: o.LeaseTTL,
		maxValue: o.MaxValueBytes,
		log:      o.Logger.Named("cache"),
		writes:   make(chan remoteWrite, redisQueue),
		stop:     make(chan struct{}),
	}
	for range redisWriters {
		r.wg.Add(1)
		go r.writer()
	}
	// One ping now, so a wrong address or password is in the log at start.
	ctx, cancel := context.WithTimeout(context.Background(), 10*o.RedisTimeout)
	defer cancel()
	if err := r.rdb.Ping(ctx).Err(); err != nil {
		r.fail(err)
	} else {
		r.log.Info("shared cache on redis", "url", r.display, "prefix", r.prefix)
	}
	return r, nil
}

func (r *remote) entryKey(id ID) string { return r.prefix + "e:" + id.String() }
func (r *remote) leaseKey(id ID) string { return r.prefix + "l:" + id.String() }

// redact masks the password in err's text.
func (r *remote) redact(err error) string {
	if r.password == "" {
		return err.Error()
	}
	return strings.ReplaceAll(err.Error(), r.password, "xxxxx")
}

// fail records a failed command. The first failure of an outage is
// logged, and Redis is skipped (no call waits on it) until a background
// ping succeeds.
func (r *remote) fail(err error) {
	r.errs.Add(1)
	r.errMu.Lock()
	r.lastErr = r.redact(err)
	r.errMu.Unlock()
	if !r.down.CompareAndSwap(false, true) {
		return
	}
	r.outages.Add(1)
	r.log.Warn("redis cache unreachable; serving from memory and upstream until it is back", "url", r.display, "error", r.redact(err))
	r.wg.Add(1)
	go r.probe()
}

// probe pings Redis until it answers, then lets calls use it again.
func (r *remote) probe() {
	defer r.wg.Done()
	t := time.NewTicker(redisProbeEvery)
	defer t.Stop()
	for {
		select {
		case <-r.stop:
			return
		case <-t.C:
		}
		ctx, cancel := context.WithTimeout(context.Background(), redisProbeEvery)
		err := r.rdb.Ping(ctx).Err()
		cancel()
		if err == nil {
			r.log.Info("redis cache reachable again", "url", r.display)
			r.down.Store(false)
			return
		}
	}
}

// up reports whether Redis may be tried now.
func (r *remote) up() bool { return !r.down.Load() }

// timeoutsForOutage: this many timeouts in a row (and any other error at
// once) mean Redis is down. One timeout alone may be a busy machine, and
// costs the call no more than its budget anyway.
const timeoutsForOutage = 3

// ok sorts a command's error: nil and redis.Nil are fine, anything else
// is a failure (recorded). A caller's own cancellation is neither.
func (r *remote) ok(err error) bool {
	if err == nil || errors.Is(err, redis.Nil) {
		r.timeouts.Store(0)
		return true
	}
	if errors.Is(err, context.Canceled) {
		return false
	}
	var ne net.Error
	if errors.Is(err, context.DeadlineExceeded) || (errors.As(err, &ne) && ne.Timeout()) {
		if r.timeouts.Add(1) < timeoutsForOutage {
			r.errs.Add(1)
			return false
		}
	}
	r.fail(err)
	return false
}

// budget returns the context for the Redis commands of one call: all of
// them together wait at most the Redis timeout.
func (r *remote) budget() (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), r.timeout)
}

// get reads the record for id within ctx (a call's budget). Any failure,
// an entry of another format or a damaged one is a miss.
func (r *remote) get(ctx context.Context, id ID) (*record, bool) {
	if !r.up() || ctx.Err() != nil {
		return nil, false
	}
	b, err := r.rdb.Get(ctx, r.entryKey(id)).Bytes()
	if err != nil {
		r.ok(err)
		return nil, false
	}
	rec, err := decodeRemote(b, r.maxValue)
	switch {
	case errors.Is(err, errOtherFormat):
		r.foreign.Add(1)
		return nil, false
	case err != nil:
		r.damaged.Add(1)
		r.log.Debug("ignoring a damaged redis cache entry", "key", r.entryKey(id), "error", err)
		return nil, false
	}
	return rec, true
}

// put queues rec for a background write; never blocks.
func (r *remote) put(id ID, rec *record) {
	r.closeMu.RLock()
	defer r.closeMu.RUnlock()
	if r.closed || !r.up() {
		return
	}
	r.pending.Add(1)
	select {
	case r.writes <- remoteWrite{id, rec}:
	default:
		r.pending.Add(-1)
		r.dropped.Add(1)
	}
}

// background runs fn, a write off the call path (a leased answer's store,
// a lease's release), on a goroutine of its own that flush and close wait
// for as for queued writes: a host closing right after its last call (a
// one-shot command) lost the answer it had fetched under the lease, and
// left the lease to expire while other replicas waited on it. Once the
// cache is closing, fn runs now, on the caller.
func (r *remote) background(fn func()) {
	r.closeMu.RLock()
	defer r.closeMu.RUnlock()
	if r.closed {
		fn()
		return
	}
	r.pending.Add(1)
	r.wg.Add(1)
	go func() {
		defer r.wg.Done()
		defer r.pending.Add(-1)
		fn()
	}()
}

func (r *remote) writer() {
	defer r.wg.Done()
	for w := range r.writes {
		r.store(w.id, w.rec)
		r.pending.Add(-1)
	}
}

// flush waits (at most redisWriteTimeout) until the queued and background
// writes are done.
func (r *remote) flush() {
	deadline := time.Now().Add(redisWriteTimeout)
	for r.pending.Load() > 0 && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
}

// store writes rec now (off the call path: bounded by redisWriteTimeout).
func (r *remote) store(id ID, rec *record) bool {
	if !r.up() {
		return false
	}
	b, err := encodeRemote(rec)
	if err != nil {
		r.log.Debug("not storing in redis", "error", err)
		return false
	}
	ctx, cancel := context.WithTimeout(context.Background(), redisWriteTimeout)
	defer cancel()
	return r.ok(r.rdb.Set(ctx, r.entryKey(id), b, r.keep).Err())
}

// Lease scripts: only the holder (who knows the token) may extend or
// release a lease, so a holder whose lease expired and was taken by
// another replica cannot delete the new holder's lease.
var (
	releaseLease = sync.OnceValue(func() *redis.Script {
		return redis.NewScript(`if redis.call("GET", KEYS[1]) == ARGV[1] then return redis.call("DEL", KEYS[1]) end return 0`)
	})
	extendLease = sync.OnceValue(func() *redis.Script {
		return redis.NewScript(`if redis.call("GET", KEYS[1]) == ARGV[1] then return redis.call("PEXPIRE", KEYS[1], ARGV[2]) end return 0`)
	})
)

// lease is a held fetch lease.
type lease struct {
	r     *remote
	id    ID
	token string
	stop  chan struct{}
	done  chan struct{}
}

// tryLease takes the fetch lease for id. held: this replica now fetches;
// busy: another replica does; neither: Redis is not answering.
func (r *remote) tryLease(ctx context.Context, id ID) (l *lease, busy bool) {
	if !r.up() || ctx.Err() != nil {
		return nil, false
	}
	token := rand.Text()
	got, err := r.rdb.SetNX(ctx, r.leaseKey(id), token, r.leaseTTL).Result()
	if !r.ok(err) {
		return nil, false
	}
	if !got {
		return nil, true
	}
	l = &lease{r: r, id: id, token: token, stop: make(chan struct{}), done: make(chan struct{})}
	go l.keepAlive()
	return l, false
}

// keepAlive extends the lease while the fetch runs, so a slow upstream
// does not let a second replica start the same fetch.
func (l *lease) keepAlive() {
	defer close(l.done)
	t := time.NewTicker(l.r.leaseTTL / 3)
	defer t.Stop()
	for {
		select {
		case <-l.stop:
			return
		case <-t.C:
		}
		ctx, cancel := context.WithTimeout(context.Background(), l.r.timeout)
		err := extendLease().Run(ctx, l.r.rdb, []string{l.r.leaseKey(l.id)}, l.token, l.r.leaseTTL.Milliseconds()).Err()
		cancel()
		l.r.ok(err)
	}
}

// release ends the lease; waiting replicas then read the value (stored
// before) or, if there is none, take the lease themselves.
func (l *lease) release() {
	close(l.stop)
	<-l.done
	ctx, cancel := context.WithTimeout(context.Background(), redisWriteTimeout)
	defer cancel()
	l.r.ok(releaseLease().Run(ctx, l.r.rdb, []string{l.r.leaseKey(l.id)}, l.token).Err())
}

// close drains queued writes (bounded) and closes the client.
func (r *remote) close() {
	r.closeMu.Lock()
	if !r.closed {
		r.closed = true
		close(r.writes)
		close(r.stop)
	}
	r.closeMu.Unlock()
	done := make(chan struct{})
	go func() { r.wg.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(closeTimeout):
		r.log.Warn("gave up waiting for the redis cache's last writes", "after", closeTimeout)
	}
	_ = r.rdb.Close()
}

// status is "ok" or "down", and the last error.
func (r *remote) status() (string, string) {
	r.errMu.Lock()
	defer r.errMu.Unlock()
	if r.down.Load() {
		return "down", r.lastErr
	}
	return "ok", ""
}

// scan calls fn with each batch of keys under the prefix.
func (r *remote) scan(ctx context.Context, fn func(keys []string) error) error {
	var cursor uint64
	for {
		keys, next, err := r.rdb.Scan(ctx, cursor, r.prefix+"*", scanBatch).Result()
		if err != nil {
			return fmt.Errorf("scan redis keys %s*: %s", r.prefix, r.redact(err))
		}
		if len(keys) > 0 {
			if err := fn(keys); err != nil {
				return err
			}
		}
		if cursor = next; cursor == 0 {
			return nil
		}
	}
}

// remoteStats counts the entries under the prefix and their bytes.
type remoteStats struct {
	entries int
	bytes   int64
}

func (r *remote) stats(ctx context.Context) (remoteStats, error) {
	var s remoteStats
	entryPrefix := r.prefix + "e:"
	err := r.scan(ctx, func(keys []string) error {
		pipe := r.rdb.Pipeline()
		var lens []*redis.IntCmd
		for _, k := range keys {
			if strings.HasPrefix(k, entryPrefix) {
				lens = append(lens, pipe.StrLen(ctx, k))
			}
		}
		if len(lens) == 0 {
			return nil
		}
		if _, err := pipe.Exec(ctx); err != nil && !errors.Is(err, redis.Nil) {
			return fmt.Errorf("redis key sizes: %s", r.redact(err))
		}
		for _, l := range lens {
			if n := l.Val(); n > 0 {
				s.entries++
				s.bytes += n
			}
		}
		return nil
	})
	return s, err
}

// clear deletes every key under the prefix (SCAN + UNLINK), never the
// whole database. It returns how many keys it deleted.
func (r *remote) clear(ctx context.Context) (int64, error) {
	var n int64
	err := r.scan(ctx, func(keys []string) error {
		d, err := r.rdb.Unlink(ctx, keys...).Result()
		if err != nil {
			return fmt.Errorf("unlink redis keys: %s", r.redact(err))
		}
		n += d
		return nil
	})
	return n, err
}
