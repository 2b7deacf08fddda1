package cli

import (
	"sync/atomic"

	"github.com/pkgdocs/pkgdocs/host/httpserve"
	"github.com/pkgdocs/pkgdocs/host/metrics"
)

// attachMetrics builds serve --http's /metrics from the host's parts,
// counts tool calls through a middleware on the MCP server, and fills in
// opt. The returned function hands it the server once built (for its
// session and in-flight figures).
func attachMetrics(h *Host, opt *httpserve.Options, public bool) func(*httpserve.Server) {
	var srv atomic.Pointer[httpserve.Server]
	m := metrics.New(metrics.Sources{
		Cache: h.Cache,
		Providers: func() []metrics.Provider {
			var out []metrics.Provider
			for _, p := range h.Supervisor.Providers() {
				st := p.Status()
				out = append(out, metrics.Provider{Name: p.Name, Running: st.Running, Crashes: st.Restarts})
			}
			return out
		},
		Sessions: func() int {
			if s := srv.Load(); s != nil {
				return s.Sessions()
			}
			return 0
		},
		InFlight: func() int {
			if s := srv.Load(); s != nil {
				return s.InFlight()
			}
			return 0
		},
	})
	h.Gateway.Server().Use(m.ToolMiddleware())
	opt.Metrics = m.Handler()
	opt.MetricsPublic = public
	opt.OnRateLimited = m.RateLimited
	return srv.Store
}
