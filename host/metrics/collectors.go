package metrics

import (
	"github.com/pkgdocs/pkgdocs/host/cache"
)

// cacheFamilies reads the cache's own atomic counters at scrape time.
func cacheFamilies(c *cache.Cache) []family {
	n := c.Counters()
	counter := func(name, help string) family {
		return family{name: name, help: help, typ: typeCounter}
	}
	hits := counter("pkgdocs_cache_hits_total",
		"Answers served from the cache, by tier: memory, disk, redis, or stale (an expired answer served because the upstream failed).")
	hits.samples = []sample{
		{labels: []string{"tier", "disk"}, value: float64(n.DiskHits)},
		{labels: []string{"tier", "memory"}, value: float64(n.MemoryHits)},
		{labels: []string{"tier", "redis"}, value: float64(n.RedisHits)},
		{labels: []string{"tier", "stale"}, value: float64(n.Stale)},
	}
	misses := counter("pkgdocs_cache_misses_total", "Lookups that found no fresh answer.")
	misses.samples = []sample{{value: float64(n.Misses)}}
	coalesced := counter("pkgdocs_cache_coalesced_total", "Misses that joined a fetch already running in this process.")
	coalesced.samples = []sample{{value: float64(n.Coalesced)}}
	fetches := counter("pkgdocs_upstream_fetches_total", "Cache misses sent to a provider (what the host sees of upstream fetches), by provider.")
	fetchBytes := counter("pkgdocs_upstream_fetch_bytes_total", "Bytes of the answers those fetches returned, by provider.")
	for _, p := range n.Providers {
		fetches.samples = append(fetches.samples, sample{labels: []string{"provider", p.Provider}, value: float64(p.Fetches)})
		fetchBytes.samples = append(fetchBytes.samples, sample{labels: []string{"provider", p.Provider}, value: float64(p.Bytes)})
	}
	sortSamples(fetches.samples)
	sortSamples(fetchBytes.samples)
	fams := []family{hits, misses, coalesced, fetches, fetchBytes}
	if !n.RedisConfigured {
		return fams
	}
	leases := counter("pkgdocs_cache_fleet_leases_total",
		"Fleet fetch leases (Redis tier): won (this replica fetched), waited (another replica's fetch answered), timeout (gave up waiting).")
	leases.samples = []sample{
		{labels: []string{"result", "timeout"}, value: float64(n.LeasesTimeout)},
		{labels: []string{"result", "waited"}, value: float64(n.LeasesWaited)},
		{labels: []string{"result", "won"}, value: float64(n.LeasesWon)},
	}
	up := 0.0
	if n.RedisUp {
		up = 1
	}
	redisErrors := counter("pkgdocs_cache_redis_errors_total", "Failed Redis commands.")
	redisErrors.samples = []sample{{value: float64(n.RedisErrors)}}
	outages := counter("pkgdocs_cache_redis_outages_total", "Times the Redis tier was found down (one warning in the log each).")
	outages.samples = []sample{{value: float64(n.RedisOutages)}}
	return append(fams, leases, redisErrors, outages,
		family{name: "pkgdocs_cache_redis_up", help: "1 when the Redis tier answers, 0 while it is skipped after a failure.", typ: typeGauge,
			samples: []sample{{value: up}}})
}

// providerFamilies are the supervisor's state at scrape time.
func providerFamilies(ps []Provider) []family {
	up := family{name: "pkgdocs_provider_running", help: "1 when the provider's process is running.", typ: typeGauge}
	crashes := family{name: "pkgdocs_provider_consecutive_crashes", help: "Crashes in a row (reset once the provider ran stably).", typ: typeGauge}
	for _, p := range ps {
		running := 0.0
		if p.Running {
			running = 1
		}
		up.samples = append(up.samples, sample{labels: []string{"provider", p.Name}, value: running})
		crashes.samples = append(crashes.samples, sample{labels: []string{"provider", p.Name}, value: float64(p.Crashes)})
	}
	sortSamples(up.samples)
	sortSamples(crashes.samples)
	return []family{up, crashes}
}
