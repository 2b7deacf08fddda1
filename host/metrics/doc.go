// Package metrics is what `pkgdocs serve --http` shows at GET /metrics in
// the Prometheus text format, so an operator running several replicas can
// see what the fleet is doing: tool calls by tool and outcome with their
// latency, cache hits by tier, upstream fetches by provider, the Redis
// tier's health, providers' state, sessions and rate-limited requests.
//
// It keeps its own registry (never Prometheus' global one, which any
// imported library may write to). The hot path is one sync.Map load and a
// few atomic adds per tool call: the labelled children of each tool are
// resolved once and kept. Everything the cache and the supervisor already
// count is read at scrape time instead of being counted twice.
package metrics
