package gateway

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	hclog "github.com/hashicorp/go-hclog"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Notifier makes the notifications the gateway sends for a call arrive
// before the call's response on transports that write both to one stream
// (stdio). mcp-go queues notifications to a goroutine of their own while
// the response is written by the handler's, so without help a progress or
// log notification can trail the response it belongs to. The gateway
// counts what it queued; Writer counts what reached the stream; a handler
// waits for its own notifications to be written before it returns.
type Notifier struct {
	mu      sync.Mutex
	cond    *sync.Cond
	queued  uint64
	written uint64
}

// NewNotifier returns a Notifier; wrap the transport's output with Writer.
func NewNotifier() *Notifier {
	n := &Notifier{}
	n.cond = sync.NewCond(&n.mu)
	return n
}

// tracked are the notification methods the gateway sends and counts.
var tracked = [][]byte{[]byte(`"method":"notifications/progress"`), []byte(`"method":"notifications/message"`)}

// Writer wraps the stream the transport writes messages to (one Write per
// message, as mcp-go's stdio transport does).
func (n *Notifier) Writer(w io.Writer) io.Writer { return &countingWriter{w: w, n: n} }

type countingWriter struct {
	w io.Writer
	n *Notifier
}

func (c *countingWriter) Write(p []byte) (int, error) {
	k, err := c.w.Write(p)
	head := p[:min(len(p), 80)]
	for _, t := range tracked {
		if bytes.Contains(head, t) {
			c.n.mu.Lock()
			c.n.written++
			c.n.cond.Broadcast()
			c.n.mu.Unlock()
			break
		}
	}
	return k, err
}

// send queues a notification and returns its sequence number; 0 when it
// was not queued.
func (n *Notifier) send(fn func() error) uint64 {
	if n == nil {
		_ = fn()
		return 0
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	if fn() != nil {
		return 0
	}
	n.queued++
	return n.queued
}

// wait blocks until notification seq has been written, or d has passed.
func (n *Notifier) wait(seq uint64, d time.Duration) {
	if n == nil || seq == 0 {
		return
	}
	deadline := time.Now().Add(d)
	t := time.AfterFunc(d, func() { n.mu.Lock(); n.cond.Broadcast(); n.mu.Unlock() })
	defer t.Stop()
	n.mu.Lock()
	defer n.mu.Unlock()
	for n.written < seq && time.Now().Before(deadline) {
		n.cond.Wait()
	}
}

// orderWait bounds how long a response waits for its notifications.
const orderWait = time.Second

// callNotes sends a call's progress and log notifications and, before the
// response, waits for them to be written.
type callNotes struct {
	g     *Gateway
	ctx   context.Context
	token mcp.ProgressToken
	mu    sync.Mutex
	step  float64
	last  uint64
}

func (g *Gateway) notes(ctx context.Context, req mcp.CallToolRequest) *callNotes {
	c := &callNotes{g: g, ctx: ctx}
	if req.Params.Meta != nil {
		c.token = req.Params.Meta.ProgressToken
	}
	return c
}

// progress sends notifications/progress when the request asked for it,
// and nothing once the request was cancelled: the client has forgotten its
// token (the TypeScript SDK reports an error for each such notification).
func (c *callNotes) progress(msg string, done bool) {
	if c.token == nil || c.ctx.Err() != nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.step++
	params := map[string]any{"progressToken": c.token, "progress": c.step, "message": msg}
	if done {
		params["total"] = c.step
	}
	if seq := c.g.opt.Notifier.send(func() error {
		return c.g.srv.SendNotificationToClient(c.ctx, "notifications/progress", params)
	}); seq > 0 {
		c.last = seq
	}
}

// warn sends a warning as an MCP log message to the calling client, if its
// log level lets warnings through.
func (c *callNotes) warn(logger, msg string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	// mcp-go drops a message below the session's level without an error;
	// check first, so only messages actually queued are waited for.
	ls, ok := server.ClientSessionFromContext(c.ctx).(server.SessionWithLogging)
	if !ok || !mcp.LoggingLevelWarning.ShouldSendTo(ls.GetLogLevel()) {
		return
	}
	n := mcp.NewLoggingMessageNotification(mcp.LoggingLevelWarning, logger, msg)
	if seq := c.g.opt.Notifier.send(func() error { return c.g.srv.SendLogMessageToClient(c.ctx, n) }); seq > 0 {
		c.last = seq
	}
}

// run runs fn, sending progress while it works (every progressEvery, when
// the client asked for progress), then waits for every notification of the
// call to be written so none trails the response.
func (c *callNotes) run(label string, fn func()) {
	if c.token != nil {
		c.progress(label, false)
		done := make(chan struct{})
		var wg sync.WaitGroup
		wg.Add(1)
		go func() {
			defer wg.Done()
			start := time.Now()
			t := time.NewTicker(progressEvery)
			defer t.Stop()
			for {
				select {
				case <-done:
					return
				case <-t.C:
					c.progress(fmt.Sprintf("%s: still working (%s)", label, time.Since(start).Round(100*time.Millisecond)), false)
				}
			}
		}()
		func() {
			// Stop the ticker even if fn panics (mcp-go recovers it).
			defer func() { close(done); wg.Wait() }()
			fn()
		}()
		c.progress(label+": done", true)
	} else {
		fn()
	}
	c.mu.Lock()
	last := c.last
	c.mu.Unlock()
	c.g.opt.Notifier.wait(last, orderWait)
}

// progressEvery is how often a long call reports that it is still working.
const progressEvery = 500 * time.Millisecond

// sessions tracks the MCP sessions, to relay provider warnings to them.
type sessions struct {
	mu  sync.Mutex
	ids map[string]bool
}

func (s *sessions) hooks(h *server.Hooks) {
	h.AddOnRegisterSession(func(_ context.Context, cs server.ClientSession) {
		s.mu.Lock()
		defer s.mu.Unlock()
		if s.ids == nil {
			s.ids = map[string]bool{}
		}
		s.ids[cs.SessionID()] = true
	})
	h.AddOnUnregisterSession(func(_ context.Context, cs server.ClientSession) {
		s.mu.Lock()
		defer s.mu.Unlock()
		delete(s.ids, cs.SessionID())
	})
}

func (s *sessions) list() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]string, 0, len(s.ids))
	for id := range s.ids {
		out = append(out, id)
	}
	return out
}

// providerSink relays providers' warnings and errors (logged through
// go-plugin into the host logger, under "supervise.<provider>") to every
// MCP session whose log level lets them through.
type providerSink struct{ g *Gateway }

func (s providerSink) Accept(name string, level hclog.Level, msg string, args ...any) {
	if level < hclog.Warn || !strings.Contains(name, "supervise.") {
		return
	}
	provider := name[strings.LastIndex(name, "supervise.")+len("supervise."):]
	if i := strings.IndexByte(provider, '.'); i >= 0 {
		provider = provider[:i]
	}
	data := map[string]any{"message": msg}
	for i := 0; i+1 < len(args); i += 2 {
		if k, ok := args[i].(string); ok && k != "timestamp" && k != "@module" {
			data[k] = fmt.Sprint(args[i+1])
		}
	}
	mlevel := mcp.LoggingLevelWarning
	if level >= hclog.Error {
		mlevel = mcp.LoggingLevelError
	}
	n := mcp.NewLoggingMessageNotification(mlevel, "provider/"+provider, data)
	// A provider's log cannot be tied to the request that caused it, so
	// with several sessions (HTTP) one client's request could show up in
	// another's log: relay only when one session is open (stdio).
	ids := s.g.sess.list()
	if len(ids) != 1 {
		return
	}
	_ = s.g.srv.SendLogMessageToSpecificClient(ids[0], n)
}
