package httpserve

import (
	"bytes"
	"context"
	"io"
	"mime"
	"net/http"
	"sync"
	"sync/atomic"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/pkgdocs/pkgdocs/internal/jsonrpcfix"
)

// callGuard gives the streamable HTTP transport what the stdio filter in
// host/cli gives stdio: no response to a request the client cancelled (the
// MCP spec says the receiver of notifications/cancelled should not answer
// it), and -32602 instead of -32603 for a prompt's argument errors.
//
// mcp-go (v1.2.1) cancels the handler's context on notifications/cancelled
// but still writes what the handler returns, an isError "cancelled" result,
// into the request's open POST. So the guard notes each request POST in
// flight by scope and JSON-RPC id, and when a cancellation for it arrives
// it marks the call and cancels the POST's own context: mcp-go then writes
// no response (it writes none for a request whose HTTP request ended), and
// the call's ResponseWriter drops anything written after the mark anyway.
// The POST then ends without a JSON-RPC message: 202 Accepted with no body
// when nothing was sent yet (what the transport answers for a message that
// needs no response, and what the TypeScript SDK client accepts), or the
// end of the event stream when it was already one. What went out before
// the cancellation arrived stays out, as on stdio.
//
// A scope is the session (Mcp-Session-Id) in stateful mode. Without a
// session (stateless mode, or protocol 2026-07-28, which has none) mcp-go
// keys its own cancellation on the id alone (plus whatever session header
// the client sends), so any client could cancel another's request with the
// same id; there the guard answers the cancellation itself, scoped to the
// client's address (and that header), and does not pass it on. Clients
// behind one proxy share an address: a cancellation that matches two calls
// in flight in one scope cancels neither.
//
// Only request POSTs are held in memory, and only while they run, within
// maxCallsPerScope and maxCalls; past those a call is served untracked
// (it gets its response, as before). Bodies are the ones limitBody already
// read; the guard reads them in place.
type callGuard struct {
	stateless bool

	mu     sync.Mutex
	calls  map[callKey][]*inflight
	scopes map[string]int // calls in flight per scope
	total  int
}

const (
	maxCallsPerScope = 1024
	maxCalls         = 16384
	// maxIDLen bounds a tracked id's text; a longer one is served untracked.
	maxIDLen = 256
)

type callKey struct{ scope, id string }

// inflight is one request POST in flight.
type inflight struct {
	cancel    context.CancelFunc
	cancelled atomic.Bool
}

func newCallGuard(stateless bool) *callGuard {
	return &callGuard{stateless: stateless, calls: map[callKey][]*inflight{}, scopes: map[string]int{}}
}

// middleware wraps the streamable transport.
func (g *callGuard) middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			next.ServeHTTP(w, r)
			return
		}
		in, ok := inbound(r)
		if !ok {
			next.ServeHTTP(w, r)
			return
		}
		modern := mcp.IsModernProtocol(r.Header.Get(mcp.HeaderProtocolVersion))
		sessionless := g.stateless || modern
		scope := g.scope(r, sessionless)
		switch {
		case in.CancelID != "":
			g.cancel(scope, in.CancelID)
			if sessionless && isJSON(r.Header.Get("Content-Type")) {
				w.WriteHeader(http.StatusAccepted)
				return
			}
			next.ServeHTTP(w, r)
		case in.Cancellable():
			ctx, cancel := context.WithCancel(r.Context())
			defer cancel()
			c := g.add(scope, in.ID, cancel)
			prompt := in.Method == jsonrpcfix.MethodPromptsGet
			asks := modern && jsonrpcfix.AnswersInputRequired(in.Method)
			if c == nil && !prompt && !asks {
				next.ServeHTTP(w, r)
				return
			}
			if c != nil {
				defer g.remove(scope, in.ID, c)
			}
			cw := &callWriter{w: w, id: in.ID, call: c, prompt: prompt, asks: asks, modern: modern}
			next.ServeHTTP(cw, r.WithContext(ctx))
			cw.finish()
		default:
			next.ServeHTTP(w, r)
		}
	})
}

// scope is who may cancel a request: its session, or without one the
// client's address.
func (g *callGuard) scope(r *http.Request, sessionless bool) string {
	sid := r.Header.Get(server.HeaderKeySessionID)
	if !sessionless {
		return "s " + sid
	}
	return "a " + clientKey(r) + " " + sid
}

func (g *callGuard) add(scope, id string, cancel context.CancelFunc) *inflight {
	if len(id) > maxIDLen || len(scope) > 2*maxIDLen {
		return nil
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.total >= maxCalls || g.scopes[scope] >= maxCallsPerScope {
		return nil
	}
	c := &inflight{cancel: cancel}
	k := callKey{scope, id}
	g.calls[k] = append(g.calls[k], c)
	g.scopes[scope]++
	g.total++
	return c
}

func (g *callGuard) remove(scope, id string, c *inflight) {
	g.mu.Lock()
	defer g.mu.Unlock()
	k := callKey{scope, id}
	cs := g.calls[k]
	for i, x := range cs {
		if x == c {
			cs = append(cs[:i], cs[i+1:]...)
			break
		}
	}
	if len(cs) == 0 {
		delete(g.calls, k)
	} else {
		g.calls[k] = cs
	}
	if g.scopes[scope]--; g.scopes[scope] <= 0 {
		delete(g.scopes, scope)
	}
	g.total--
}

// cancel marks and cancels the one call in flight with id in scope.
func (g *callGuard) cancel(scope, id string) {
	g.mu.Lock()
	cs := g.calls[callKey{scope, id}]
	var c *inflight
	if len(cs) == 1 {
		c = cs[0]
	}
	g.mu.Unlock()
	if c != nil {
		c.cancelled.Store(true)
		c.cancel()
	}
}

// inFlight is the number of calls tracked.
func (g *callGuard) inFlight() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.total
}

// inbound reads the JSON-RPC message in the body limitBody read, leaving
// r.Body readable. ok is false when there is none to inspect (no
// buffered body, or not one JSON-RPC message): the guards then pass the
// request on untouched.
func inbound(r *http.Request) (jsonrpcfix.Inbound, bool) {
	b, ok := r.Body.(*bufferedBody)
	if !ok {
		return jsonrpcfix.Inbound{}, false
	}
	return jsonrpcfix.ReadInbound(b.b)
}

// bufferedBody is a request body limitBody read whole (within its limit).
type bufferedBody struct {
	*bytes.Reader
	b []byte
}

func (*bufferedBody) Close() error { return nil }

var _ io.ReadCloser = (*bufferedBody)(nil)

func isJSON(contentType string) bool {
	mt, _, err := mime.ParseMediaType(contentType)
	return err == nil && mt == "application/json"
}

func isEventStream(contentType string) bool {
	mt, _, err := mime.ParseMediaType(contentType)
	return err == nil && mt == "text/event-stream"
}

// callWriter is the ResponseWriter the transport writes one request's
// answer to. mcp-go writes that answer either as one JSON document
// (WriteHeader, then one Write of the whole message) or, once it has
// notifications to send first, as an event stream (one Write per event).
// A JSON answer's status is held back until its body shows whether it is
// the answer to a cancelled call (then 202 with no body goes out instead)
// or a prompt argument error or a roots/list request without params to
// correct (see jsonrpcfix); events go out as written, except that nothing
// is written after the call was cancelled, and those answers are
// corrected in their event.
type callWriter struct {
	w      http.ResponseWriter
	id     string    // the request's IDKey
	call   *inflight // nil when untracked
	prompt bool      // the request is prompts/get
	asks   bool      // a 2026-07-28 request whose answer may ask for input (input_required)
	modern bool      // protocol 2026-07-28: the HTTP status follows the error code

	held  int  // a JSON answer's status, not yet written
	wrote bool // the status line went out
	sse   bool // the answer is an event stream
	drop  bool // cancelled: nothing more goes out
}

func (c *callWriter) cancelled() bool { return c.call != nil && c.call.cancelled.Load() }

func (c *callWriter) Header() http.Header { return c.w.Header() }

// Unwrap lets http.ResponseController reach the connection (mcp-go sets
// write deadlines through it).
func (c *callWriter) Unwrap() http.ResponseWriter { return c.w }

func (c *callWriter) WriteHeader(code int) {
	if c.wrote || c.held != 0 {
		return
	}
	ct := c.w.Header().Get("Content-Type")
	switch {
	case isJSON(ct):
		c.held = code
	case isEventStream(ct) && c.cancelled():
		c.accepted()
	case isEventStream(ct):
		c.sse = true
		c.w.WriteHeader(code)
		c.wrote = true
	default:
		c.w.WriteHeader(code)
		c.wrote = true
	}
}

func (c *callWriter) Write(p []byte) (int, error) {
	if !c.wrote && c.held == 0 {
		c.WriteHeader(http.StatusOK) // as net/http would
	}
	if c.drop {
		return len(p), nil
	}
	if c.held != 0 {
		status := c.held
		c.held = 0
		// Only a cancelled call's, a prompt's or an input_required
		// answer needs reading.
		if !c.cancelled() && !c.prompt && !c.asks {
			c.w.WriteHeader(status)
			c.wrote = true
			return c.w.Write(p)
		}
		if id, kind := jsonrpcfix.Head(p); id == c.id && kind != "" {
			if c.cancelled() {
				c.accepted()
				return len(p), nil
			}
			if q, ok := c.fixPrompt(p, kind); ok {
				p = q
				if c.modern && status == http.StatusOK {
					status = http.StatusBadRequest // as mcp-go maps -32602
				}
			} else if q, ok := c.fixRoots(p, kind); ok {
				p = q
			}
		}
		c.w.WriteHeader(status)
		c.wrote = true
		return c.write(p, len(p))
	}
	if c.sse {
		if c.cancelled() {
			c.drop = true // the stream ends when the transport returns
			return len(p), nil
		}
		if q, ok := c.fixEvent(p); ok {
			return c.write(q, len(p))
		}
	}
	return c.w.Write(p)
}

// write writes p in place of n bytes the transport wrote.
func (c *callWriter) write(p []byte, n int) (int, error) {
	if _, err := c.w.Write(p); err != nil {
		return 0, err
	}
	return n, nil
}

func (c *callWriter) fixPrompt(msg []byte, kind string) ([]byte, bool) {
	if !c.prompt || kind != "error" {
		return nil, false
	}
	return jsonrpcfix.PromptParamsError(msg)
}

// fixRoots gives a roots/list request in an input_required answer its
// params.
func (c *callWriter) fixRoots(msg []byte, kind string) ([]byte, bool) {
	if !c.asks || kind != "result" {
		return nil, false
	}
	return jsonrpcfix.RootsListParams(msg)
}

// fixEvent corrects a prompt argument error, or a roots/list request
// without params, in an event that answers the call.
func (c *callWriter) fixEvent(ev []byte) ([]byte, bool) {
	if !c.prompt && !c.asks {
		return nil, false
	}
	data, ok := messageEventData(ev)
	if !ok {
		return nil, false
	}
	id, kind := jsonrpcfix.Head(data)
	if id != c.id {
		return nil, false
	}
	q, ok := c.fixPrompt(data, kind)
	if !ok {
		q, ok = c.fixRoots(data, kind)
	}
	if !ok {
		return nil, false
	}
	return messageEvent(q), true
}

// mcp-go writes a JSON-RPC message as an event "event: message\ndata:
// <JSON>\n\n", on both HTTP transports.
const eventHead, eventTail = "event: message\ndata: ", "\n\n"

// messageEventData returns the JSON-RPC message of an event mcp-go wrote;
// ok is false for anything else.
func messageEventData(ev []byte) (data []byte, ok bool) {
	if !bytes.HasPrefix(ev, []byte(eventHead)) || !bytes.HasSuffix(ev, []byte(eventTail)) {
		return nil, false
	}
	data = ev[len(eventHead) : len(ev)-len(eventTail)]
	if bytes.ContainsAny(data, "\r\n") {
		return nil, false
	}
	return data, true
}

// messageEvent is the event carrying data, a JSON-RPC message on one line.
func messageEvent(data []byte) []byte {
	return append(append([]byte(eventHead), data...), eventTail...)
}

// accepted ends the answer to a cancelled call as the transport ends one
// that carries no JSON-RPC message.
func (c *callWriter) accepted() {
	h := c.w.Header()
	h.Del("Content-Type")
	h.Del("Content-Length")
	c.w.WriteHeader(http.StatusAccepted)
	c.wrote, c.drop, c.held = true, true, 0
}

// Flush sends what was written, except a held JSON status.
func (c *callWriter) Flush() {
	if c.held != 0 || !c.wrote {
		return
	}
	_ = http.NewResponseController(c.w).Flush()
}

// finish completes the answer once the transport returned: a held status
// goes out, and a cancelled call the transport wrote nothing for gets 202.
func (c *callWriter) finish() {
	switch {
	case c.held != 0:
		c.w.WriteHeader(c.held)
		c.held, c.wrote = 0, true
	case !c.wrote && c.cancelled():
		c.accepted()
	}
}
