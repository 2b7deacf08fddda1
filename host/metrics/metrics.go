package metrics

import (
	"context"
	"net/http"
	"sync"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/pkgdocs/pkgdocs/host/cache"
)

// Provider is one provider's supervision state, as the supervisor keeps it.
type Provider struct {
	Name    string
	Running bool
	// Crashes is the count of consecutive crashes (reset once the provider
	// has run stably), not a lifetime total: that is what the supervisor
	// keeps.
	Crashes int
}

// Sources are the host parts whose own figures are read at scrape time.
// Every field may be nil (that part is left out).
type Sources struct {
	Cache     *cache.Cache
	Providers func() []Provider
	// Sessions is the number of live MCP sessions (0 when stateless).
	Sessions func() int
	// InFlight is the number of MCP requests being served.
	InFlight func() int
}

// Metrics holds the registry and the counters the host updates.
type Metrics struct {
	reg         *prometheus.Registry
	calls       *prometheus.CounterVec
	latency     *prometheus.HistogramVec
	rateLimited prometheus.Counter
	tools       sync.Map // tool name -> *toolMetrics
}

type toolMetrics struct {
	ok, toolError, failed prometheus.Counter
	latency               prometheus.Observer
}

// Outcomes of a tool call, the "outcome" label.
const (
	OutcomeOK        = "ok"         // a result
	OutcomeToolError = "tool_error" // a result with isError (package not found, upstream down...)
	OutcomeError     = "error"      // a JSON-RPC error (a fault, not an answer)
)

// latencyBuckets span a memory hit (well under a millisecond) to a cold
// fetch of a large package over a slow registry (tens of seconds).
var latencyBuckets = []float64{.0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60}

// New returns Metrics reading src at each scrape.
func New(src Sources) *Metrics {
	m := &Metrics{reg: prometheus.NewRegistry()}
	m.calls = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "pkgdocs_tool_calls_total", Help: "MCP tool calls by tool and outcome (ok, tool_error, error).",
	}, []string{"tool", "outcome"})
	m.latency = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name: "pkgdocs_tool_call_duration_seconds", Help: "MCP tool call latency by tool.", Buckets: latencyBuckets,
	}, []string{"tool"})
	m.rateLimited = prometheus.NewCounter(prometheus.CounterOpts{
		Name: "pkgdocs_http_rate_limited_total", Help: "HTTP requests refused with 429 by the per-client rate limit.",
	})
	m.reg.MustRegister(m.calls, m.latency, m.rateLimited,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	if src.Cache != nil {
		m.reg.MustRegister(&cacheCollector{c: src.Cache})
	}
	if src.Providers != nil {
		m.reg.MustRegister(&providerCollector{list: src.Providers})
	}
	if src.Sessions != nil {
		m.reg.MustRegister(prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "pkgdocs_http_sessions_active", Help: "Live MCP sessions (always 0 with --stateless).",
		}, func() float64 { return float64(src.Sessions()) }))
	}
	if src.InFlight != nil {
		m.reg.MustRegister(prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "pkgdocs_http_requests_in_flight", Help: "MCP HTTP requests being served.",
		}, func() float64 { return float64(src.InFlight()) }))
	}
	return m
}

// Handler serves the registry in the Prometheus text format.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{Registry: m.reg})
}

// Registry is the registry, for tests and for adding collectors.
func (m *Metrics) Registry() *prometheus.Registry { return m.reg }

// RateLimited counts one request refused by the rate limit.
func (m *Metrics) RateLimited() { m.rateLimited.Inc() }

func (m *Metrics) tool(name string) *toolMetrics {
	if v, ok := m.tools.Load(name); ok {
		return v.(*toolMetrics)
	}
	t := &toolMetrics{
		ok:        m.calls.WithLabelValues(name, OutcomeOK),
		toolError: m.calls.WithLabelValues(name, OutcomeToolError),
		failed:    m.calls.WithLabelValues(name, OutcomeError),
		latency:   m.latency.WithLabelValues(name),
	}
	v, _ := m.tools.LoadOrStore(name, t)
	return v.(*toolMetrics)
}

// ToolMiddleware counts and times every tool call.
func (m *Metrics) ToolMiddleware() server.ToolHandlerMiddleware {
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			t0 := time.Now()
			res, err := next(ctx, req)
			tm := m.tool(req.Params.Name)
			tm.latency.Observe(time.Since(t0).Seconds())
			switch {
			case err != nil:
				tm.failed.Inc()
			case res != nil && res.IsError:
				tm.toolError.Inc()
			default:
				tm.ok.Inc()
			}
			return res, err
		}
	}
}
