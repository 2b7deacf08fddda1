package cli

import (
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/pkgdocs/pkgdocs/host/cache"
)

// fleetFlags are the flags that let several pkgdocs share one cache
// (issue 17): every command takes them, so `cache stats`, `cache clear`
// and `describe` see the same Redis tier as serve.
type fleetFlags struct {
	cacheURL    string // redis:// or rediss://; empty: the disk tier
	cachePrefix string
	// cacheTimeout bounds each Redis command on a call's path
	// (cache.Options.RedisTimeout); zero: cache.DefaultRedisTimeout.
	cacheTimeout time.Duration
	// leaseWait bounds how long a miss waits for another replica's fetch
	// (cache.Options.LeaseWait); zero: cache.DefaultLeaseWait; negative:
	// no leases.
	leaseWait time.Duration
}

func (f *fleetFlags) add(fs *flag.FlagSet) {
	f.cacheURL = os.Getenv("PKGDOCS_CACHE_URL")
	f.cachePrefix = os.Getenv("PKGDOCS_CACHE_PREFIX")
	fs.Var((*cacheURLFlag)(f), "cache-url", "share the answer cache through Redis: redis://[user:password@]host:port/db or rediss:// ($PKGDOCS_CACHE_URL; replaces the on-disk cache)")
	fs.StringVar(&f.cachePrefix, "cache-prefix", f.cachePrefix, "prefix of every Redis key pkgdocs writes or clears ($PKGDOCS_CACHE_PREFIX; default "+cache.DefaultRedisPrefix+")")
	fs.DurationVar(&f.leaseWait, "cache-lease-wait", envDurationAny("PKGDOCS_CACHE_LEASE_WAIT"), "how long a replica waits for another one's fetch of the same answer before it fetches too ($PKGDOCS_CACHE_LEASE_WAIT; default "+cache.DefaultLeaseWait.String()+"; negative: never wait)")
	fs.DurationVar(&f.cacheTimeout, "cache-timeout", envDuration("PKGDOCS_CACHE_TIMEOUT", 0), "how long a call waits on Redis per command before it goes without ($PKGDOCS_CACHE_TIMEOUT; default "+cache.DefaultRedisTimeout.String()+")")
}

// cacheURLFlag is --cache-url. It accepts any value while parsing and is
// checked after (checkFleetFlags): package flag quotes a refused value in
// its message, and this one may hold a password. String masks it too, for
// the usage text.
type cacheURLFlag fleetFlags

func (c *cacheURLFlag) String() string {
	if c == nil || c.cacheURL == "" {
		return ""
	}
	return cache.RedactURL(c.cacheURL)
}

func (c *cacheURLFlag) Set(v string) error { c.cacheURL = v; return nil }

// checkFleetFlags checks the cache URL and prefix (flag or environment)
// once parsing is done, and says what is wrong without the password.
func checkFleetFlags(fs *flag.FlagSet) error {
	fl := fs.Lookup("cache-url")
	if fl == nil {
		return nil
	}
	f := (*fleetFlags)(fl.Value.(*cacheURLFlag))
	err := f.apply(cache.Options{}).Check()
	if err != nil {
		fmt.Fprintf(fs.Output(), "%s: --cache-url / PKGDOCS_CACHE_URL: %v\n", fs.Name(), err)
	}
	return err
}

// apply adds the fleet settings to the cache options.
func (f *fleetFlags) apply(o cache.Options) cache.Options {
	o.RedisURL = f.cacheURL
	o.RedisPrefix = f.cachePrefix
	o.RedisTimeout = f.cacheTimeout
	o.LeaseWait = f.leaseWait
	return o
}

// printRedisStats adds the Redis tier to `pkgdocs cache stats`.
func printRedisStats(w io.Writer, st cache.Stats) {
	if st.Redis == "" {
		return
	}
	fmt.Fprintf(w, "redis:    %s prefix %s (%s)\n", st.Redis, st.RedisPrefix, st.RedisStatus)
	if st.RedisError != "" {
		fmt.Fprintf(w, "          %s\n", st.RedisError)
	}
	fmt.Fprintf(w, "          %d entries, %d bytes stored (compressed)\n", st.RedisEntries, st.RedisBytes)
}

// envDurationAny is the duration in $name, negative ones included; zero
// when unset or not a duration.
func envDurationAny(name string) time.Duration {
	d, _ := time.ParseDuration(os.Getenv(name))
	return d
}
