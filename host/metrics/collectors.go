package metrics

import (
	"github.com/prometheus/client_golang/prometheus"

	"github.com/pkgdocs/pkgdocs/host/cache"
)

var (
	descHits = prometheus.NewDesc("pkgdocs_cache_hits_total",
		"Answers served from the cache, by tier: memory, disk, redis, or stale (an expired answer served because the upstream failed).", []string{"tier"}, nil)
	descMisses = prometheus.NewDesc("pkgdocs_cache_misses_total",
		"Lookups that found no fresh answer.", nil, nil)
	descCoalesced = prometheus.NewDesc("pkgdocs_cache_coalesced_total",
		"Misses that joined a fetch already running in this process.", nil, nil)
	descLeases = prometheus.NewDesc("pkgdocs_cache_fleet_leases_total",
		"Fleet fetch leases (Redis tier): won (this replica fetched), waited (another replica's fetch answered), timeout (gave up waiting).", []string{"result"}, nil)
	descFetches = prometheus.NewDesc("pkgdocs_upstream_fetches_total",
		"Cache misses sent to a provider (what the host sees of upstream fetches), by provider.", []string{"provider"}, nil)
	descFetchBytes = prometheus.NewDesc("pkgdocs_upstream_fetch_bytes_total",
		"Bytes of the answers those fetches returned, by provider.", []string{"provider"}, nil)
	descRedisUp = prometheus.NewDesc("pkgdocs_cache_redis_up",
		"1 when the Redis tier answers, 0 while it is skipped after a failure.", nil, nil)
	descRedisErrors = prometheus.NewDesc("pkgdocs_cache_redis_errors_total",
		"Failed Redis commands.", nil, nil)
	descRedisOutages = prometheus.NewDesc("pkgdocs_cache_redis_outages_total",
		"Times the Redis tier was found down (one warning in the log each).", nil, nil)

	descProviderUp = prometheus.NewDesc("pkgdocs_provider_running",
		"1 when the provider's process is running.", []string{"provider"}, nil)
	descProviderCrashes = prometheus.NewDesc("pkgdocs_provider_consecutive_crashes",
		"Crashes in a row (reset once the provider ran stably).", []string{"provider"}, nil)
)

// cacheCollector reads the cache's own atomic counters at scrape time.
type cacheCollector struct{ c *cache.Cache }

func (cc *cacheCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{descHits, descMisses, descCoalesced, descLeases, descFetches, descFetchBytes, descRedisUp, descRedisErrors, descRedisOutages} {
		ch <- d
	}
}

func (cc *cacheCollector) Collect(ch chan<- prometheus.Metric) {
	n := cc.c.Counters()
	counter := func(d *prometheus.Desc, v uint64, labels ...string) {
		ch <- prometheus.MustNewConstMetric(d, prometheus.CounterValue, float64(v), labels...)
	}
	counter(descHits, n.MemoryHits, "memory")
	counter(descHits, n.DiskHits, "disk")
	counter(descHits, n.RedisHits, "redis")
	counter(descHits, n.Stale, "stale")
	counter(descMisses, n.Misses)
	counter(descCoalesced, n.Coalesced)
	for _, p := range n.Providers {
		counter(descFetches, p.Fetches, p.Provider)
		counter(descFetchBytes, p.Bytes, p.Provider)
	}
	if !n.RedisConfigured {
		return
	}
	counter(descLeases, n.LeasesWon, "won")
	counter(descLeases, n.LeasesWaited, "waited")
	counter(descLeases, n.LeasesTimeout, "timeout")
	up := 0.0
	if n.RedisUp {
		up = 1
	}
	ch <- prometheus.MustNewConstMetric(descRedisUp, prometheus.GaugeValue, up)
	counter(descRedisErrors, n.RedisErrors)
	counter(descRedisOutages, n.RedisOutages)
}

// providerCollector reads the supervisor's state at scrape time.
type providerCollector struct{ list func() []Provider }

func (pc *providerCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- descProviderUp
	ch <- descProviderCrashes
}

func (pc *providerCollector) Collect(ch chan<- prometheus.Metric) {
	for _, p := range pc.list() {
		up := 0.0
		if p.Running {
			up = 1
		}
		ch <- prometheus.MustNewConstMetric(descProviderUp, prometheus.GaugeValue, up, p.Name)
		ch <- prometheus.MustNewConstMetric(descProviderCrashes, prometheus.GaugeValue, float64(p.Crashes), p.Name)
	}
}
