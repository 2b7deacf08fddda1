package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/pkgdocs/pkgdocs/host/httpserve"
	"golang.org/x/time/rate"
)

// httpFlags are serve's flags for the HTTP transport.
type httpFlags struct {
	addr, token, origins string
	stateless, sse       bool
	insecure             bool
	metricsPublic        bool
	rateLimit            float64
	shutdown             time.Duration
}

const httpUsage = `
With --http ADDR, serve MCP over streamable HTTP at http://ADDR/mcp instead of
stdio, with GET /healthz, /readyz and /metrics (Prometheus; behind the token
unless --metrics-public). ADDR is HOST:PORT, or PORT alone for
127.0.0.1:PORT. Any address other than loopback needs --auth-token (or
$PKGDOCS_AUTH_TOKEN); clients then send "Authorization: Bearer <token>".
`

// used reports whether any HTTP flag was given (the token may come from
// the environment and does not count).
func (h *httpFlags) used() bool {
	return h.addr != "" || h.stateless || h.sse || h.insecure || h.origins != ""
}

func addHTTPFlags(fs *flag.FlagSet) *httpFlags {
	h := &httpFlags{}
	fs.StringVar(&h.addr, "http", "", "serve MCP over streamable HTTP on this address (HOST:PORT; PORT alone means 127.0.0.1:PORT) instead of stdio")
	fs.BoolVar(&h.stateless, "stateless", false, "HTTP: no sessions, so any replica behind a load balancer can answer any request")
	fs.BoolVar(&h.sse, "sse", false, "HTTP: also serve the legacy SSE transport at /sse and /message")
	fs.StringVar(&h.token, "auth-token", os.Getenv("PKGDOCS_AUTH_TOKEN"), "HTTP: require Authorization: Bearer <token> ($PKGDOCS_AUTH_TOKEN; prefer the variable: flags show in ps)")
	fs.BoolVar(&h.insecure, "insecure", false, "HTTP: allow a non-loopback address without --auth-token")
	fs.StringVar(&h.origins, "allow-origin", "", "HTTP: comma-separated browser origins allowed besides loopback ones (e.g. https://app.example.com)")
	fs.Float64Var(&h.rateLimit, "rate-limit", 50, "HTTP: requests per second per client IP, bursts of twice that; 0 turns the limit off")
	fs.BoolVar(&h.metricsPublic, "metrics-public", false, "HTTP: serve GET /metrics without the auth token (default: the same token as /mcp)")
	fs.DurationVar(&h.shutdown, "shutdown-timeout", 10*time.Second, "HTTP: on SIGINT/SIGTERM, how long in-flight calls may take to finish")
	return h
}

// serveHTTP runs `pkgdocs serve --http`: the same host as stdio, shared
// by every HTTP session, until SIGINT or SIGTERM; then a bounded graceful
// shutdown, then every provider is stopped.
func serveHTTP(c common, h *httpFlags, stderr io.Writer) int {
	if h.addr == "" {
		fmt.Fprintln(stderr, "pkgdocs serve: --stateless, --sse, --insecure and --allow-origin need --http ADDR")
		return 2
	}
	if err := quietStdout(); err != nil {
		fmt.Fprintf(stderr, "pkgdocs: %v\n", err)
		return 1
	}
	limit := rate.Limit(h.rateLimit)
	if h.rateLimit <= 0 {
		limit = -1
	}
	opt := httpserve.Options{
		Addr: h.addr, Stateless: h.stateless, SSE: h.sse, AuthToken: h.token, Insecure: h.insecure,
		RateLimit: limit, ShutdownTimeout: h.shutdown,
	}
	for _, o := range strings.Split(h.origins, ",") {
		if o = strings.TrimSpace(o); o != "" {
			opt.AllowedOrigins = append(opt.AllowedOrigins, o)
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	// No Notifier: the streamable transport itself writes a call's
	// notifications before its response (on the same POST's SSE stream).
	hst, err := NewHost(c, nil)
	if err != nil {
		fmt.Fprintf(stderr, "pkgdocs: %v\n", err)
		return 1
	}
	defer hst.Close()
	hst.Start(ctx, true)
	opt.Logger = hst.Log.Named("http")
	opt.Ready = hst.Gateway.Ready
	setMetricsServer := attachMetrics(hst, &opt, h.metricsPublic)
	srv, err := httpserve.New(hst.Gateway.Server(), opt)
	if err != nil {
		fmt.Fprintf(stderr, "pkgdocs: %v\n", err)
		return 2
	}
	setMetricsServer(srv)
	ln, err := srv.Listen()
	if err != nil {
		fmt.Fprintf(stderr, "pkgdocs: %v\n", err)
		return 1
	}
	go hst.Rescan(ctx)
	// The one line serve --http prints: where to point clients.
	fmt.Fprintf(stderr, "pkgdocs: serving MCP at %s\n", httpserve.URL(ln.Addr()))
	if err := srv.Serve(ctx, ln); err != nil {
		hst.Log.Error("http server stopped", "error", err)
		return 1
	}
	hst.Log.Info("stopping providers")
	return 0
}
