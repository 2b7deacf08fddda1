package cli

import (
	"flag"
	"io"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/host/cache"
)

// TestFleetFlagsReachTheCache: the Redis knobs, by flag or environment,
// end up in the cache's options; unset, the options stay zero so the
// cache's own defaults apply.
func TestFleetFlagsReachTheCache(t *testing.T) {
	type knobs struct {
		URL, Prefix        string
		Timeout, LeaseWait time.Duration
	}
	tests := []struct {
		name string
		env  map[string]string
		args []string
		want knobs
	}{
		{"none", nil, nil, knobs{}},
		{"flags", nil, []string{"--cache-url", "redis://h:6379/0", "--cache-prefix", "p:", "--cache-timeout", "2s", "--cache-lease-wait", "1m"},
			knobs{"redis://h:6379/0", "p:", 2 * time.Second, time.Minute}},
		{"environment", map[string]string{"PKGDOCS_CACHE_URL": "redis://h:6379/1", "PKGDOCS_CACHE_TIMEOUT": "250ms", "PKGDOCS_CACHE_LEASE_WAIT": "-1s"}, nil,
			knobs{URL: "redis://h:6379/1", Timeout: 250 * time.Millisecond, LeaseWait: -time.Second}},
		{"flag over environment", map[string]string{"PKGDOCS_CACHE_TIMEOUT": "250ms"}, []string{"--cache-timeout", "3s"},
			knobs{Timeout: 3 * time.Second}},
		{"environment not a duration", map[string]string{"PKGDOCS_CACHE_TIMEOUT": "soon", "PKGDOCS_CACHE_LEASE_WAIT": "later"}, nil, knobs{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, k := range []string{"PKGDOCS_CACHE_URL", "PKGDOCS_CACHE_PREFIX", "PKGDOCS_CACHE_TIMEOUT", "PKGDOCS_CACHE_LEASE_WAIT"} {
				t.Setenv(k, tt.env[k])
			}
			var f fleetFlags
			fs := flag.NewFlagSet("test", flag.ContinueOnError)
			fs.SetOutput(io.Discard)
			f.add(fs)
			if err := fs.Parse(tt.args); err != nil {
				t.Fatal(err)
			}
			o := f.apply(cache.Options{})
			got := knobs{o.RedisURL, o.RedisPrefix, o.RedisTimeout, o.LeaseWait}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("cache options (-want +got):\n%s", diff)
			}
		})
	}
}
