// Package metrics is what `pkgdocs serve --http` shows at GET /metrics in
// the Prometheus text format, so an operator running several replicas can
// see what the fleet is doing: tool calls by tool and outcome with their
// latency, cache hits by tier, upstream fetches by provider, the Redis
// tier's health, providers' state, sessions and rate-limited requests,
// and the Go runtime's and the process's usual go_* and process_*
// figures.
//
// It writes the text format itself (expose.go) rather than through
// Prometheus' client library, whose package initialisation registers its
// default collectors in every process of the binary at every start. The
// hot path is one sync.Map load and a few atomic adds per tool call: each
// tool's counters are created once and kept. Everything the cache and the
// supervisor already count is read at scrape time instead of being
// counted twice.
package metrics
