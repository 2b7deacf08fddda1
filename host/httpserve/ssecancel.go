package httpserve

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/json"
	"net/http"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/pkgdocs/pkgdocs/internal/jsonrpcfix"
)

// sseGuard gives the legacy SSE transport (/sse, /message) what callGuard
// gives the streamable one: no response to a request the client cancelled,
// and -32602 instead of -32603 for a prompt's argument errors.
//
// There a client POSTs each message to /message?sessionId=…, which mcp-go
// (v1.2.1) accepts at once (202, no body); a goroutine handles it and puts
// the answer, as a "message" event, on the session's queue, which the
// session's GET /sse stream writes out in order. On notifications/cancelled
// mcp-go cancels the handler's context but still queues what the handler
// returns, an isError "cancelled" result. So the guard notes, by session
// and id, each request mcp-go accepts, and reads the events the stream
// writes: an event answering a noted call is let through (a prompt's
// argument error corrected) and the call forgotten, except when the call
// was cancelled while in flight, whose answer is dropped.
//
// "Before the cancellation" is decided by the queue, not by the clock: when
// a cancellation for a noted call is accepted, before mcp-go sees it, the
// guard queues a marker event behind whatever the session has queued
// (SSEServer.SendEventToSession). The stream swallows the marker, and only
// an answer queued after it is dropped: one queued, or written, before
// the cancellation goes out as usual (the client ignores it), as on stdio.
// When the queue is full (the client does not read its stream), the call
// counts as cancelled at once.
//
// A cancellation reaches only the calls of the session it is POSTed to (its
// sessionId, which only that client knows; mcp-go scopes its own
// cancellation the same way). A cancellation that matches two calls in
// flight with one id cancels neither. Ids are compared as mcp-go writes
// them back (1.0 is answered as 1); an id mcp-go cannot echo (an object) is
// not noted.
//
// Memory: a session is known only while its stream is open, its calls only
// until answered (or the stream ends), within maxCallsPerScope per session
// and maxCalls in all; past those a call is served untracked (it gets its
// response, as before). Bodies are the ones limitBody already read.
type sseGuard struct {
	nonce string
	// send queues an event on a session's stream (SSEServer.SendEventToSession).
	send func(session string, event any) error

	mu       sync.Mutex
	sessions map[string]*sseCalls // by session ID, while its stream is open
	total    int
	seq      uint64
}

// sseCalls are one session's noted calls.
type sseCalls struct {
	calls  map[string][]*sseCall // by id as mcp-go writes it
	n      int
	marked map[uint64]*sseCall // calls whose cancellation marker is queued
}

// sseCall is one request in flight.
type sseCall struct {
	prompt bool
	state  sseCallState
	seq    uint64 // its marker, once cancelled
}

type sseCallState int

const (
	sseRunning   sseCallState = iota
	sseMarking                // cancelled; the marker is queued
	sseCancelled              // the marker went out: the answer is dropped
)

// sseMark is the marker event's data.
type sseMark struct {
	Mark string `json:"pkgdocsCancelMark"`
	Seq  uint64 `json:"seq"`
}

var sseMarkPrefix = []byte(`{"pkgdocsCancelMark":`)

func newSSEGuard() *sseGuard {
	return &sseGuard{nonce: rand.Text(), sessions: map[string]*sseCalls{}}
}

// sseStreamKey carries a GET /sse request's *sseStream to sessionID.
type sseStreamKey struct{}

// sseStream is one GET /sse stream.
type sseStream struct {
	id    string
	calls *sseCalls // nil until the session has an ID
}

// stream wraps the SSE transport's GET /sse.
func (g *sseGuard) stream(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet {
			next.ServeHTTP(w, r)
			return
		}
		st := &sseStream{}
		ctx := context.WithValue(r.Context(), sseStreamKey{}, st)
		next.ServeHTTP(&sseStreamWriter{w: w, g: g, st: st}, r.WithContext(ctx))
		g.end(st)
	})
}

// sessionID is the SSE transport's session ID generator (130 random bits,
// as the streamable transport's): it also tells the guard which stream
// the session's events go out on.
func (g *sseGuard) sessionID(ctx context.Context, _ *http.Request) (string, error) {
	id := rand.Text()
	if st, ok := ctx.Value(sseStreamKey{}).(*sseStream); ok && st.calls == nil {
		calls := &sseCalls{calls: map[string][]*sseCall{}, marked: map[uint64]*sseCall{}}
		g.mu.Lock()
		g.sessions[id] = calls
		g.mu.Unlock()
		st.id, st.calls = id, calls
	}
	return id, nil
}

// end forgets a stream's session and its calls.
func (g *sseGuard) end(st *sseStream) {
	if st.calls == nil {
		return
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	delete(g.sessions, st.id)
	g.total -= st.calls.n
}

// message wraps the SSE transport's POST /message. A request is noted, and
// a cancellation acted on, when mcp-go accepts the message (202), which it
// does before it starts handling it: so no answer can be queued before
// the call is noted, or (from a handler mcp-go cancelled) before the
// cancellation's marker.
func (g *sseGuard) message(next http.Handler) http.Handler {
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
		sid := r.URL.Query().Get("sessionId") // as mcp-go reads it
		var accepted func()
		switch {
		case in.CancelID != "":
			accepted = func() { g.cancel(sid, in.CancelID) }
		case in.Cancellable():
			accepted = func() { g.add(sid, in.ID, in.Method == jsonrpcfix.MethodPromptsGet) }
		default:
			next.ServeHTTP(w, r)
			return
		}
		next.ServeHTTP(&acceptWriter{ResponseWriter: w, accepted: accepted}, r)
	})
}

// add notes a request mcp-go accepted.
func (g *sseGuard) add(session, id string, prompt bool) {
	key, ok := sseIDKey(id)
	if !ok {
		return
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	s := g.sessions[session]
	if s == nil || s.n >= maxCallsPerScope || g.total >= maxCalls {
		return
	}
	s.calls[key] = append(s.calls[key], &sseCall{prompt: prompt})
	s.n++
	g.total++
}

// cancel marks the one call in flight with id in session as cancelled and
// queues its marker.
func (g *sseGuard) cancel(session, id string) {
	key, ok := sseIDKey(id)
	if !ok {
		return
	}
	g.mu.Lock()
	s := g.sessions[session]
	if s == nil || len(s.calls[key]) != 1 || s.calls[key][0].state != sseRunning {
		g.mu.Unlock()
		return
	}
	c := s.calls[key][0]
	g.seq++
	c.state, c.seq = sseMarking, g.seq
	s.marked[c.seq] = c
	g.mu.Unlock()
	if g.send(session, sseMark{Mark: g.nonce, Seq: c.seq}) != nil {
		g.mu.Lock()
		g.marked(s, c.seq)
		g.mu.Unlock()
	}
}

// marked records that call seq's marker went out (or could not be queued):
// from now on its answer is dropped. The caller holds g.mu.
func (g *sseGuard) marked(s *sseCalls, seq uint64) {
	if c := s.marked[seq]; c != nil {
		delete(s.marked, seq)
		c.state = sseCancelled
	}
}

// answered forgets the call an answer with id belongs to and returns it
// (nil if none is noted). With two in flight under one id, the older one.
func (g *sseGuard) answered(s *sseCalls, id string) *sseCall {
	key, ok := sseIDKey(id)
	if !ok {
		return nil
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	cs := s.calls[key]
	if len(cs) == 0 {
		return nil
	}
	c := cs[0]
	if len(cs) == 1 {
		delete(s.calls, key)
	} else {
		s.calls[key] = cs[1:]
	}
	delete(s.marked, c.seq)
	s.n--
	g.total--
	return c
}

// filter decides what of one event the stream writes out: the event
// itself (out nil, drop false), a corrected event, or nothing.
func (g *sseGuard) filter(s *sseCalls, ev []byte) (out []byte, drop bool) {
	data, ok := messageEventData(ev)
	if !ok {
		return nil, false
	}
	if bytes.HasPrefix(data, sseMarkPrefix) {
		var m sseMark
		if json.Unmarshal(data, &m) == nil && m.Mark == g.nonce {
			g.mu.Lock()
			g.marked(s, m.Seq)
			g.mu.Unlock()
			return nil, true
		}
	}
	g.mu.Lock()
	n := s.n
	g.mu.Unlock()
	if n == 0 {
		return nil, false
	}
	id, kind := jsonrpcfix.Head(data)
	if id == "" || kind == "" {
		return nil, false
	}
	c := g.answered(s, id)
	switch {
	case c == nil:
		return nil, false
	case c.state == sseCancelled:
		return nil, true
	case c.prompt && kind == "error":
		if q, ok := jsonrpcfix.PromptParamsError(data); ok {
			return messageEvent(q), false
		}
	}
	return nil, false
}

// inFlight is the number of calls noted.
func (g *sseGuard) inFlight() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.total
}

// sseIDKey is a request id's IDKey as mcp-go writes it back in its answer:
// mcp-go reads an id into a string or a number and writes that, so 1.0
// comes back as 1 and "<" as "\u003c". ok is false for an id mcp-go
// cannot read (its answer then has a null id) or one over maxIDLen.
func sseIDKey(id string) (string, bool) {
	if len(id) > maxIDLen {
		return "", false
	}
	var rid mcp.RequestId
	if json.Unmarshal([]byte(id), &rid) != nil || rid.IsNil() {
		return "", false
	}
	b, err := json.Marshal(rid)
	if err != nil {
		return "", false
	}
	return jsonrpcfix.IDKey(b), true
}

// sseStreamWriter is a GET /sse stream's ResponseWriter: mcp-go writes
// each event with one Write, from the one goroutine serving the stream.
type sseStreamWriter struct {
	w  http.ResponseWriter
	g  *sseGuard
	st *sseStream
}

func (s *sseStreamWriter) Header() http.Header  { return s.w.Header() }
func (s *sseStreamWriter) WriteHeader(code int) { s.w.WriteHeader(code) }

// Unwrap lets http.ResponseController reach the connection.
func (s *sseStreamWriter) Unwrap() http.ResponseWriter { return s.w }

// Flush is needed: mcp-go refuses a stream it cannot flush.
func (s *sseStreamWriter) Flush() { _ = http.NewResponseController(s.w).Flush() }

func (s *sseStreamWriter) Write(p []byte) (int, error) {
	if s.st.calls == nil {
		return s.w.Write(p)
	}
	out, drop := s.g.filter(s.st.calls, p)
	switch {
	case drop:
		return len(p), nil
	case out != nil:
		if _, err := s.w.Write(out); err != nil {
			return 0, err
		}
		return len(p), nil
	}
	return s.w.Write(p)
}

// acceptWriter calls accepted just before the transport accepts a message
// (202), before it starts handling it.
type acceptWriter struct {
	http.ResponseWriter
	accepted func()
}

func (a *acceptWriter) WriteHeader(code int) {
	if f := a.accepted; f != nil && code == http.StatusAccepted {
		a.accepted = nil
		f()
	}
	a.ResponseWriter.WriteHeader(code)
}

// Unwrap lets http.ResponseController reach the connection.
func (a *acceptWriter) Unwrap() http.ResponseWriter { return a.ResponseWriter }
