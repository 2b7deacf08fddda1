package metrics

import (
	"context"
	"math"
	"net/http"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

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

// Metrics holds the counters the host updates and reads src at scrape
// time.
type Metrics struct {
	src         Sources
	rateLimited atomic.Uint64
	tools       sync.Map // tool name -> *toolMetrics
}

// toolMetrics are one tool's call counts by outcome and its latency
// histogram.
type toolMetrics struct {
	ok, toolError, failed atomic.Uint64
	// buckets[i] counts calls at most latencyBuckets[i] seconds and more
	// than the bucket before (the text format's buckets are cumulative:
	// summed when written); count is every call, the +Inf bucket.
	buckets [len(latencyBuckets)]atomic.Uint64
	count   atomic.Uint64
	sumBits atomic.Uint64 // float64 bits of the seconds summed
}

func (t *toolMetrics) observe(seconds float64) {
	if i := sort.SearchFloat64s(latencyBuckets[:], seconds); i < len(latencyBuckets) {
		t.buckets[i].Add(1)
	}
	for {
		old := t.sumBits.Load()
		if t.sumBits.CompareAndSwap(old, math.Float64bits(math.Float64frombits(old)+seconds)) {
			break
		}
	}
	t.count.Add(1)
}

// Outcomes of a tool call, the "outcome" label.
const (
	OutcomeOK        = "ok"         // a result
	OutcomeToolError = "tool_error" // a result with isError (package not found, upstream down...)
	OutcomeError     = "error"      // a JSON-RPC error (a fault, not an answer)
)

// latencyBuckets span a memory hit (well under a millisecond) to a cold
// fetch of a large package over a slow registry (tens of seconds).
var latencyBuckets = [...]float64{.0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60}

// New returns Metrics reading src at each scrape.
func New(src Sources) *Metrics { return &Metrics{src: src} }

// Handler serves the metrics in the Prometheus text format.
func (m *Metrics) Handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", contentType)
		_ = writeFamilies(w, m.families())
	})
}

// families gathers every metric now.
func (m *Metrics) families() []family {
	calls := family{name: "pkgdocs_tool_calls_total", help: "MCP tool calls by tool and outcome (ok, tool_error, error).", typ: typeCounter}
	latency := family{name: "pkgdocs_tool_call_duration_seconds", help: "MCP tool call latency by tool.", typ: typeHistogram}
	var names []string
	tools := map[string]*toolMetrics{}
	m.tools.Range(func(k, v any) bool {
		names = append(names, k.(string))
		tools[k.(string)] = v.(*toolMetrics)
		return true
	})
	sort.Strings(names)
	for _, outcome := range []string{OutcomeError, OutcomeOK, OutcomeToolError} { // sorted
		for _, n := range names {
			t := tools[n]
			v := map[string]*atomic.Uint64{OutcomeOK: &t.ok, OutcomeToolError: &t.toolError, OutcomeError: &t.failed}[outcome].Load()
			calls.samples = append(calls.samples, sample{labels: []string{"outcome", outcome, "tool", n}, value: float64(v)})
		}
	}
	for _, n := range names {
		t := tools[n]
		count := t.count.Load()
		var cum uint64
		for i, le := range latencyBuckets {
			cum += t.buckets[i].Load()
			latency.samples = append(latency.samples, sample{suffix: "_bucket", labels: []string{"tool", n, "le", formatFloat(le)}, value: float64(cum)})
		}
		latency.samples = append(latency.samples,
			sample{suffix: "_bucket", labels: []string{"tool", n, "le", "+Inf"}, value: float64(count)},
			sample{suffix: "_sum", labels: []string{"tool", n}, value: math.Float64frombits(t.sumBits.Load())},
			sample{suffix: "_count", labels: []string{"tool", n}, value: float64(count)})
	}
	fams := []family{calls, latency,
		{name: "pkgdocs_http_rate_limited_total", help: "HTTP requests refused with 429 by the per-client rate limit.", typ: typeCounter,
			samples: []sample{{value: float64(m.rateLimited.Load())}}},
	}
	if m.src.Cache != nil {
		fams = append(fams, cacheFamilies(m.src.Cache)...)
	}
	if m.src.Providers != nil {
		fams = append(fams, providerFamilies(m.src.Providers())...)
	}
	if m.src.Sessions != nil {
		fams = append(fams, family{name: "pkgdocs_http_sessions_active", help: "Live MCP sessions (always 0 with --stateless).", typ: typeGauge,
			samples: []sample{{value: float64(m.src.Sessions())}}})
	}
	if m.src.InFlight != nil {
		fams = append(fams, family{name: "pkgdocs_http_requests_in_flight", help: "MCP HTTP requests being served.", typ: typeGauge,
			samples: []sample{{value: float64(m.src.InFlight())}}})
	}
	return append(fams, runtimeFamilies()...)
}

// RateLimited counts one request refused by the rate limit.
func (m *Metrics) RateLimited() { m.rateLimited.Add(1) }

func (m *Metrics) tool(name string) *toolMetrics {
	if v, ok := m.tools.Load(name); ok {
		return v.(*toolMetrics)
	}
	v, _ := m.tools.LoadOrStore(name, &toolMetrics{})
	return v.(*toolMetrics)
}

// ToolMiddleware counts and times every tool call.
func (m *Metrics) ToolMiddleware() server.ToolHandlerMiddleware {
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			t0 := time.Now()
			res, err := next(ctx, req)
			tm := m.tool(req.Params.Name)
			tm.observe(time.Since(t0).Seconds())
			switch {
			case err != nil:
				tm.failed.Add(1)
			case res != nil && res.IsError:
				tm.toolError.Add(1)
			default:
				tm.ok.Add(1)
			}
			return res, err
		}
	}
}
