package httpserve

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"strings"
	"sync/atomic"
	"time"

	hclog "github.com/hashicorp/go-hclog"
	"github.com/mark3labs/mcp-go/server"
	"golang.org/x/time/rate"
)

// Paths the server answers on.
const (
	PathMCP     = "/mcp"     // streamable HTTP transport
	PathSSE     = "/sse"     // legacy SSE transport: event stream (with Options.SSE)
	PathMessage = "/message" // legacy SSE transport: client messages (with Options.SSE)
	PathHealth  = "/healthz" // liveness: the process serves HTTP
	PathReady   = "/readyz"  // readiness: Options.Ready says the host can serve
	PathMetrics = "/metrics" // Prometheus metrics (with Options.Metrics)
)

// Options configures a Server. Zero values take the defaults noted.
type Options struct {
	// Addr is the listen address: "HOST:PORT", ":PORT" or "PORT". A missing
	// host means loopback (127.0.0.1), never every interface: say
	// "0.0.0.0:PORT" for that. Zero: 127.0.0.1:8080.
	Addr string
	// Stateless serves the streamable transport without sessions: no
	// Mcp-Session-Id is issued, any replica can answer any request, and
	// there is no GET stream (405): a call's notifications come on its own
	// POST. Zero: sessions, which carry server notifications
	// (tools/list_changed) over a GET stream.
	Stateless bool
	// SSE also serves the legacy HTTP+SSE transport (protocol 2024-11-05)
	// at /sse and /message. Zero: off.
	SSE bool
	// AuthToken, when set, must come as "Authorization: Bearer <token>" on
	// every MCP request (not on /healthz, /readyz). Zero: no authentication,
	// which Listen allows only on a loopback address unless Insecure.
	AuthToken string
	// Insecure allows a non-loopback bind without AuthToken. Zero: refused.
	Insecure bool
	// AllowedOrigins are browser origins ("https://app.example.com") let in
	// besides loopback ones; a request with any other Origin header gets 403.
	// These origins (not loopback ones) also get CORS headers and preflight
	// answers, so a web page there can call the server. "*" allows every
	// origin (not recommended). Zero: loopback origins only, no CORS.
	AllowedOrigins []string
	// MaxBodyBytes bounds a request body; larger ones get 413. Zero: 1 MiB.
	MaxBodyBytes int64
	// RateLimit is each client's (remote IP's) sustained request rate on the
	// MCP endpoints, with bursts of RateBurst; over it a request gets 429 and
	// Retry-After. Zero: 50 per second. Negative: no limit.
	RateLimit rate.Limit
	// RateBurst is the burst a client may send at once. Zero: twice
	// RateLimit, at least 1.
	RateBurst int
	// ReadHeaderTimeout bounds reading a request's headers. Zero: 10 s.
	ReadHeaderTimeout time.Duration
	// ReadTimeout bounds reading a whole request. Zero: 30 s.
	ReadTimeout time.Duration
	// WriteTimeout bounds a response, and so one MCP call; event streams
	// (GET /mcp, /sse) are exempt. Zero: 90 s, above the gateway's 60 s
	// per-call bound.
	WriteTimeout time.Duration
	// IdleTimeout closes keep-alive connections idle this long. Zero: 120 s.
	IdleTimeout time.Duration
	// ShutdownTimeout bounds a graceful shutdown: in-flight calls get this
	// long to finish, then connections are closed (cancelling the calls).
	// Zero: 10 s.
	ShutdownTimeout time.Duration
	// SessionIdleTTL forgets sessions idle this long (stateful mode); a
	// client using a forgotten session gets 404 and re-initializes.
	// Zero: 1 h.
	SessionIdleTTL time.Duration
	// MaxSessions caps live sessions (each holds about 10 KB of transport
	// buffers); past it the least recently used one is ended and its client
	// must initialize again. Zero: 1,000.
	MaxSessions int
	// Ready answers /readyz: nil error means ready. Nil: ready once serving.
	Ready func(context.Context) error
	// Logger receives the transport's logs. Nil: discard.
	Logger hclog.Logger
	// Metrics, when set, is served at /metrics behind the same guards as
	// the MCP endpoint (origin, rate limit, AuthToken) unless MetricsPublic.
	// Zero: no /metrics.
	Metrics http.Handler
	// MetricsPublic serves /metrics without the auth token (for a scraper
	// inside a trusted network). Zero: the token is required.
	MetricsPublic bool
	// OnRateLimited is called for each request refused with 429. Nil: not
	// counted.
	OnRateLimited func()
}

// DefaultAddr is where the server listens when Options.Addr is empty.
const DefaultAddr = "127.0.0.1:8080"

func (o *Options) defaults() {
	if o.Addr == "" {
		o.Addr = DefaultAddr
	}
	if o.MaxBodyBytes == 0 {
		o.MaxBodyBytes = 1 << 20
	}
	if o.RateLimit == 0 {
		o.RateLimit = 50
	}
	if o.RateBurst == 0 {
		o.RateBurst = max(1, int(2*o.RateLimit))
	}
	if o.ReadHeaderTimeout == 0 {
		o.ReadHeaderTimeout = 10 * time.Second
	}
	if o.ReadTimeout == 0 {
		o.ReadTimeout = 30 * time.Second
	}
	if o.WriteTimeout == 0 {
		o.WriteTimeout = 90 * time.Second
	}
	if o.IdleTimeout == 0 {
		o.IdleTimeout = 120 * time.Second
	}
	if o.ShutdownTimeout == 0 {
		o.ShutdownTimeout = 10 * time.Second
	}
	if o.SessionIdleTTL == 0 {
		o.SessionIdleTTL = time.Hour
	}
	if o.MaxSessions == 0 {
		o.MaxSessions = 1000
	}
	if o.Logger == nil {
		o.Logger = hclog.NewNullLogger()
	}
}

// Server is the HTTP face of an MCP server.
type Server struct {
	opt        Options
	mcp        *server.MCPServer
	streamable *server.StreamableHTTPServer
	sse        *server.SSEServer
	sessions   *sessionIDs
	calls      *callGuard
	sseCalls   *sseGuard // with Options.SSE
	ready      *readiness
	handler    http.Handler
	http       *http.Server
	inFlight   atomic.Int64
}

// Sessions is the number of live MCP sessions (0 when stateless).
func (s *Server) Sessions() int {
	if s.sessions == nil {
		return 0
	}
	return s.sessions.Len()
}

// InFlight is the number of MCP requests being served (event streams
// included while open).
func (s *Server) InFlight() int { return int(s.inFlight.Load()) }

func (s *Server) countInFlight(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.inFlight.Add(1)
		defer s.inFlight.Add(-1)
		next.ServeHTTP(w, r)
	})
}

// New builds a Server for mcp. It checks the options but binds nothing.
func New(mcp *server.MCPServer, opt Options) (*Server, error) {
	opt.defaults()
	addr, err := NormalizeAddr(opt.Addr)
	if err != nil {
		return nil, err
	}
	opt.Addr = addr
	if opt.AuthToken != "" && len(opt.AuthToken) < MinTokenLen {
		return nil, fmt.Errorf("auth token is %d characters; use at least %d (for example: openssl rand -hex 32)", len(opt.AuthToken), MinTokenLen)
	}
	origins, err := newOriginPolicy(opt.AllowedOrigins)
	if err != nil {
		return nil, err
	}
	s := &Server{opt: opt, mcp: mcp, ready: newReadiness(opt.Ready)}
	slog := slogFor(opt.Logger.Named("transport"))
	sopts := []server.StreamableHTTPOption{
		server.WithEndpointPath(PathMCP),
		server.WithStreamableHTTPLogger(slog),
		// Keeps proxies from closing a quiet notification stream.
		server.WithHeartbeatInterval(30 * time.Second),
	}
	cors := corsOrigins(opt.AllowedOrigins)
	if len(cors) > 0 {
		sopts = append(sopts, server.WithStreamableHTTPCORS(corsOptions(cors)...))
	}
	if opt.Stateless {
		// No GET stream: mcp-go registers one opened without a session
		// under the empty session ID, which every stateless POST shares,
		// so it would carry other clients' progress and log messages.
		// Clients take 405 as "this server offers no stream".
		sopts = append(sopts, server.WithStateLess(true), server.WithDisableStreaming(true))
	} else {
		s.sessions = newSessionIDs(opt.MaxSessions, func(id string) { go s.endSession(id) })
		sopts = append(sopts, server.WithSessionIdManager(s.sessions), server.WithSessionIdleTTL(opt.SessionIdleTTL))
	}
	s.streamable = server.NewStreamableHTTPServer(mcp, sopts...)

	mux := http.NewServeMux()
	mux.HandleFunc(PathHealth, s.serveHealth)
	mux.HandleFunc(PathReady, s.serveReady)
	mcpMux := http.NewServeMux()
	s.calls = newCallGuard(opt.Stateless)
	mcpMux.Handle(PathMCP, streamExempt(s.calls.middleware(s.streamable)))
	if opt.SSE {
		s.sseCalls = newSSEGuard()
		s.sse = server.NewSSEServer(mcp,
			server.WithSSEEndpoint(PathSSE),
			server.WithMessageEndpoint(PathMessage),
			// The endpoint event carries a path, so the client resolves it
			// against whatever address it used to reach us.
			server.WithUseFullURLForMessageEndpoint(false),
			server.WithKeepAliveInterval(30*time.Second),
			server.WithSessionIDGenerator(s.sseCalls.sessionID),
		)
		s.sseCalls.send = s.sse.SendEventToSession
		if len(cors) > 0 {
			server.WithSSECORS(corsOptions(cors)...)(s.sse)
		}
		mcpMux.Handle(PathSSE, streamExempt(s.sseCalls.stream(s.sse)))
		mcpMux.Handle(PathMessage, s.sseCalls.message(s.sse))
	}
	// Outermost first: Origin (403), rate (429), token (401), body (413).
	// Rate comes before the token so guessing tokens is rate limited too.
	var guarded http.Handler = limitBody(s.countInFlight(mcpMux), opt.MaxBodyBytes)
	if opt.AuthToken != "" {
		guarded = requireBearer(guarded, opt.AuthToken)
	}
	var limiter *clientLimiter
	if opt.RateLimit > 0 {
		limiter = newClientLimiter(opt.RateLimit, opt.RateBurst)
		limiter.onLimited = opt.OnRateLimited
		guarded = limiter.middleware(guarded)
	}
	guarded = origins.middleware(guarded)
	mux.Handle(PathMCP, guarded)
	if opt.Metrics != nil {
		metrics := getOnly(opt.Metrics)
		if opt.AuthToken != "" && !opt.MetricsPublic {
			metrics = requireBearer(metrics, opt.AuthToken)
		}
		if limiter != nil {
			metrics = limiter.middleware(metrics)
		}
		mux.Handle(PathMetrics, origins.middleware(metrics))
	}
	if opt.SSE {
		mux.Handle(PathSSE, guarded)
		mux.Handle(PathMessage, guarded)
	}
	s.handler = mux
	s.http = &http.Server{
		Handler:           mux,
		ReadHeaderTimeout: opt.ReadHeaderTimeout,
		ReadTimeout:       opt.ReadTimeout,
		WriteTimeout:      opt.WriteTimeout,
		IdleTimeout:       opt.IdleTimeout,
		MaxHeaderBytes:    64 << 10, // MCP sends a handful of short headers
		ErrorLog:          stdLogger(opt.Logger.Named("http")),
	}
	return s, nil
}

// Handler returns the server's routes with every guard in place, for tests
// and for mounting under another server.
func (s *Server) Handler() http.Handler { return s.handler }

// Listen binds the configured address. A non-loopback address needs an
// auth token or Insecure.
func (s *Server) Listen() (net.Listener, error) {
	ln, err := net.Listen("tcp", s.opt.Addr)
	if err != nil {
		return nil, fmt.Errorf("listen on %s: %w", s.opt.Addr, err)
	}
	if err := s.checkBind(ln.Addr()); err != nil {
		ln.Close()
		return nil, err
	}
	return ln, nil
}

func (s *Server) checkBind(a net.Addr) error {
	tcp, ok := a.(*net.TCPAddr)
	if ok && tcp.IP.IsLoopback() {
		return nil
	}
	if s.opt.AuthToken != "" || s.opt.Insecure {
		return nil
	}
	return fmt.Errorf("refusing to serve on %s without authentication: it is reachable from other machines; set --auth-token or PKGDOCS_AUTH_TOKEN (or --insecure, if something in front of pkgdocs authenticates)", a)
}

// URL is the streamable HTTP endpoint's URL for a listener address.
func URL(a net.Addr) string {
	host := a.String()
	if tcp, ok := a.(*net.TCPAddr); ok && tcp.IP.IsUnspecified() {
		host = net.JoinHostPort("localhost", fmt.Sprint(tcp.Port))
	}
	return "http://" + host + PathMCP
}

// Serve serves on ln until ctx is done, then shuts down gracefully: it
// stops accepting, lets in-flight requests finish within ShutdownTimeout,
// ends event streams, and closes whatever is left. It returns nil after a
// shutdown that ctx asked for.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	s.opt.Logger.Info("serving MCP over HTTP", "url", URL(ln.Addr()), "stateless", s.opt.Stateless, "sse", s.opt.SSE, "auth", s.opt.AuthToken != "")
	errc := make(chan error, 1)
	go func() { errc <- s.http.Serve(ln) }()
	select {
	case err := <-errc:
		return fmt.Errorf("serve http: %w", err)
	case <-ctx.Done():
	}
	return s.shutdown(errc)
}

func (s *Server) shutdown(errc <-chan error) error {
	t0 := time.Now()
	s.opt.Logger.Info("shutting down", "bound", s.opt.ShutdownTimeout)
	ctx, cancel := context.WithTimeout(context.Background(), s.opt.ShutdownTimeout)
	defer cancel()
	done := make(chan error, 1)
	go func() { done <- s.http.Shutdown(ctx) }()
	// Event streams never go idle on their own: end them now, and keep
	// ending any that an in-flight request opens while we wait.
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	var err error
wait:
	for {
		s.closeStreams(ctx)
		select {
		case err = <-done:
			break wait
		case <-tick.C:
		}
	}
	if errors.Is(err, context.DeadlineExceeded) {
		s.opt.Logger.Warn("in-flight requests outlived the shutdown bound; closing their connections", "bound", s.opt.ShutdownTimeout)
		s.http.Close()
		err = nil
	}
	if serr := <-errc; serr != nil && !errors.Is(serr, http.ErrServerClosed) {
		err = errors.Join(err, serr)
	}
	s.streamable.Shutdown(context.Background()) // stops the session sweeper
	s.opt.Logger.Info("http server stopped", "took", time.Since(t0))
	return err
}

// endSession frees the transport's state for a session the cap evicted,
// exactly as the client's DELETE would: mcp-go has no other public way to
// end one.
func (s *Server) endSession(id string) {
	req, err := http.NewRequest(http.MethodDelete, PathMCP, nil)
	if err != nil {
		return
	}
	req.Header.Set(server.HeaderKeySessionID, id)
	w := &discardResponse{header: http.Header{}}
	s.streamable.ServeHTTP(w, req)
	s.opt.Logger.Debug("session evicted: over the live-session cap", "session", id, "status", w.status)
}

// discardResponse is an http.ResponseWriter that keeps only the status.
type discardResponse struct {
	header http.Header
	status int
}

func (d *discardResponse) Header() http.Header         { return d.header }
func (d *discardResponse) Write(b []byte) (int, error) { return len(b), nil }
func (d *discardResponse) WriteHeader(code int)        { d.status = code }

func (s *Server) closeStreams(ctx context.Context) {
	s.streamable.CloseSessions(ctx)
	if s.sse != nil {
		s.sse.CloseSessions()
	}
}

// streamExempt lifts the server's read and write deadlines from requests
// that open an event stream (GET), which lives as long as the client wants;
// the heartbeat and the client's disconnect end it, and shutdown closes it.
func streamExempt(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodGet {
			rc := http.NewResponseController(w)
			_ = rc.SetWriteDeadline(time.Time{})
			_ = rc.SetReadDeadline(time.Time{})
		}
		h.ServeHTTP(w, r)
	})
}

// NormalizeAddr fills in a listen address: "PORT" and ":PORT" become
// "127.0.0.1:PORT" (loopback unless a host is named).
func NormalizeAddr(addr string) (string, error) {
	addr = strings.TrimSpace(addr)
	if addr == "" {
		return DefaultAddr, nil
	}
	if !strings.Contains(addr, ":") {
		addr = ":" + addr
	}
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return "", fmt.Errorf("listen address %q: %w", addr, err)
	}
	if port == "" {
		return "", fmt.Errorf("listen address %q: no port", addr)
	}
	if host == "" {
		host = "127.0.0.1"
	}
	return net.JoinHostPort(host, port), nil
}
