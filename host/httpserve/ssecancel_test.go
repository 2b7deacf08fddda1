package httpserve

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/mark3labs/mcp-go/mcp"
)

// sseClient speaks the legacy SSE transport by hand: it holds the
// session's GET /sse stream open and POSTs to the endpoint it names, so a
// test sees exactly which messages the stream carries.
type sseClient struct {
	t        *testing.T
	base     string
	endpoint string // "/message?sessionId=…"
	headers  map[string]string
	events   chan string // a summary of each message on the stream
}

func newSSEClient(t *testing.T, base string, headers map[string]string) *sseClient {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, base+PathSSE, nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Accept", "text/event-stream")
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cancel()
		resp.Body.Close()
	})
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %d", PathSSE, resp.StatusCode)
	}
	c := &sseClient{t: t, base: base, headers: headers, events: make(chan string, 64)}
	br := bufio.NewReader(resp.Body)
	for c.endpoint == "" {
		line, err := br.ReadString('\n')
		if err != nil {
			t.Fatalf("reading the endpoint event: %v", err)
		}
		if data, ok := strings.CutPrefix(line, "data: "); ok {
			c.endpoint = strings.TrimSpace(data)
		}
	}
	go func() {
		defer close(c.events)
		for {
			line, err := br.ReadString('\n')
			if data, ok := strings.CutPrefix(line, "data:"); ok {
				c.events <- summary(strings.TrimSpace(data))
			}
			if err != nil {
				return
			}
		}
	}()
	if st := c.post(fmt.Sprintf(`{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":%q,"capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}`, mcp.ProtocolVersion20241105)); st != http.StatusAccepted {
		t.Fatalf("initialize: %d", st)
	}
	if got := c.until("result 0"); !cmp.Equal(got, []string{"result 0"}) {
		t.Fatalf("initialize: %q", got)
	}
	if st := c.post(`{"jsonrpc":"2.0","method":"notifications/initialized"}`); st != http.StatusAccepted {
		t.Fatalf("notifications/initialized: %d", st)
	}
	return c
}

// summary is summarize's answer for a JSON-RPC message, or "unparsed …".
func summary(data string) string {
	s, err := summaryOf([]byte(data))
	if err != nil {
		return "unparsed " + data
	}
	return s
}

// post POSTs a message to the session's endpoint and returns the status.
func (c *sseClient) post(body string) int {
	c.t.Helper()
	req, err := http.NewRequest(http.MethodPost, c.base+c.endpoint, strings.NewReader(body))
	if err != nil {
		c.t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	for k, v := range c.headers {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		c.t.Fatal(err)
	}
	resp.Body.Close()
	return resp.StatusCode
}

func (c *sseClient) callTool(id any, name string, args map[string]any) {
	c.t.Helper()
	b, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": id, "method": "tools/call", "params": map[string]any{"name": name, "arguments": args}})
	if st := c.post(string(b)); st != http.StatusAccepted {
		c.t.Fatalf("tools/call %s: %d", name, st)
	}
}

// cancel sends notifications/cancelled for id (its JSON text).
func (c *sseClient) cancel(id string) {
	c.t.Helper()
	if st := c.post(fmt.Sprintf(`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":%s,"reason":"test"}}`, id)); st != http.StatusAccepted {
		c.t.Errorf("notifications/cancelled %s: %d", id, st)
	}
}

// until returns the messages the stream carries up to and including want
// (all within 5 s), then whatever follows within 100 ms.
func (c *sseClient) until(want string) []string {
	c.t.Helper()
	var got []string
	deadline := time.After(5 * time.Second)
	for !strings.Contains(strings.Join(got, "\n")+"\n", want+"\n") {
		select {
		case m, ok := <-c.events:
			if !ok {
				c.t.Fatalf("the stream ended; got %q", got)
			}
			got = append(got, m)
		case <-deadline:
			c.t.Fatalf("no %q within 5 s; got %q", want, got)
		}
	}
	return append(got, c.quiet(100*time.Millisecond)...)
}

// quiet returns the messages the stream carries within d.
func (c *sseClient) quiet(d time.Duration) []string {
	var got []string
	deadline := time.After(d)
	for {
		select {
		case m, ok := <-c.events:
			if !ok {
				return got
			}
			got = append(got, m)
		case <-deadline:
			return got
		}
	}
}

// waitSSEIdle waits until the SSE guard has forgotten every call (so an
// answer it drops has gone by).
func waitSSEIdle(t *testing.T, s *Server) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for s.sseCalls.inFlight() != 0 {
		if time.Now().After(deadline) {
			t.Fatalf("%d SSE calls still tracked", s.sseCalls.inFlight())
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestSSECancel: over the legacy SSE transport, a request the client
// cancels while it runs gets no response on the session's stream (what
// went out before the cancellation stays), and nothing else changes: an
// answer written before the cancellation, another call in the session, a
// cancellation from another session, an unknown id.
func TestSSECancel(t *testing.T) {
	tests := map[string]struct {
		run  func(t *testing.T, r *running, m *cancelMCP, a, b *sseClient) []string
		want []string
	}{
		"cancelled in flight": {run: func(t *testing.T, r *running, m *cancelMCP, a, _ *sseClient) []string {
			a.callTool(7, "block", map[string]any{"tag": "seven"})
			wait(t, m.started, 5*time.Second, "the call to start")
			a.cancel("7")
			wait(t, m.cancelled, 5*time.Second, "the handler to be cancelled")
			waitSSEIdle(t, r.srv)
			a.callTool(8, "echo", map[string]any{"text": "after"})
			return a.until("result 8")
		}, want: []string{"result 8"}},
		"cancelled after a notification": {run: func(t *testing.T, r *running, m *cancelMCP, a, _ *sseClient) []string {
			a.callTool(7, "block_notify", map[string]any{"tag": "seven"})
			wait(t, m.started, 5*time.Second, "the call to start")
			got := a.until("notification notifications/message")
			a.cancel("7")
			wait(t, m.cancelled, 5*time.Second, "the handler to be cancelled")
			waitSSEIdle(t, r.srv)
			a.callTool(8, "echo", map[string]any{"text": "after"})
			return append(got, a.until("result 8")...)
		}, want: []string{"notification notifications/message", "result 8"}},
		"string id": {run: func(t *testing.T, r *running, m *cancelMCP, a, _ *sseClient) []string {
			a.callTool("call-7", "block", nil)
			wait(t, m.started, 5*time.Second, "the call to start")
			a.cancel(`"call-7"`)
			wait(t, m.cancelled, 5*time.Second, "the handler to be cancelled")
			waitSSEIdle(t, r.srv)
			a.callTool(8, "echo", map[string]any{"text": "after"})
			return a.until("result 8")
		}, want: []string{"result 8"}},
		"id 7.0, answered as 7": {run: func(t *testing.T, r *running, m *cancelMCP, a, _ *sseClient) []string {
			if st := a.post(`{"jsonrpc":"2.0","id":7.0,"method":"tools/call","params":{"name":"block"}}`); st != http.StatusAccepted {
				t.Fatalf("tools/call: %d", st)
			}
			wait(t, m.started, 5*time.Second, "the call to start")
			a.cancel("7.0")
			wait(t, m.cancelled, 5*time.Second, "the handler to be cancelled")
			waitSSEIdle(t, r.srv)
			a.callTool(8, "echo", map[string]any{"text": "after"})
			return a.until("result 8")
		}, want: []string{"result 8"}},
		"answered before the cancellation": {run: func(t *testing.T, r *running, m *cancelMCP, a, _ *sseClient) []string {
			a.callTool(3, "echo", map[string]any{"text": "x"})
			got := a.until("result 3")
			a.cancel("3")
			a.callTool(4, "echo", map[string]any{"text": "y"})
			return append(got, a.until("result 4")...)
		}, want: []string{"result 3", "result 4"}},
		"another call in the session": {run: func(t *testing.T, r *running, m *cancelMCP, a, _ *sseClient) []string {
			a.callTool(5, "sleep", map[string]any{"ms": 400})
			a.callTool(6, "block", nil)
			wait(t, m.started, 5*time.Second, "the call to start")
			a.cancel("6")
			wait(t, m.cancelled, 5*time.Second, "the handler to be cancelled")
			return a.until("result 5")
		}, want: []string{"result 5"}},
		"another session's id": {run: func(t *testing.T, r *running, m *cancelMCP, a, b *sseClient) []string {
			a.callTool(9, "sleep", map[string]any{"ms": 300})
			time.Sleep(50 * time.Millisecond)
			b.cancel("9")
			got := a.until("result 9")
			for _, msg := range b.quiet(100 * time.Millisecond) {
				got = append(got, "b: "+msg)
			}
			return got
		}, want: []string{"result 9"}},
		"unknown id": {run: func(t *testing.T, r *running, m *cancelMCP, a, _ *sseClient) []string {
			a.cancel("999")
			a.callTool(4, "echo", map[string]any{"text": "x"})
			return a.until("result 4")
		}, want: []string{"result 4"}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			m := newCancelMCP()
			r := serve(t, m.MCPServer, Options{SSE: true})
			a, b := newSSEClient(t, r.url, nil), newSSEClient(t, r.url, nil)
			got := tc.run(t, r, m, a, b)
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("the session's stream (-want +got):\n%s", diff)
			}
			waitSSEIdle(t, r.srv)
		})
	}
}

// TestSSEPromptArgumentErrors: a prompt's argument error is -32602 over
// the legacy SSE transport too; its other errors stay -32603.
func TestSSEPromptArgumentErrors(t *testing.T) {
	tests := map[string]struct {
		params string
		want   string
	}{
		"missing argument":              {`{"name":"use","arguments":{}}`, "error 1 -32602"},
		"missing, after a notification": {`{"name":"use","arguments":{"notify":"1"}}`, "error 1 -32602"},
		"internal error":                {`{"name":"use","arguments":{"what":"down"}}`, "error 1 -32603"},
		"answer":                        {`{"name":"use","arguments":{"what":"x"}}`, "result 1"},
		"unknown prompt, already":       {`{"name":"nope"}`, "error 1 -32602"},
	}
	r := serve(t, newCancelMCP().MCPServer, Options{SSE: true})
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			c := newSSEClient(t, r.url, nil)
			if st := c.post(`{"jsonrpc":"2.0","id":1,"method":"prompts/get","params":` + tc.params + `}`); st != http.StatusAccepted {
				t.Fatalf("prompts/get: %d", st)
			}
			var got string
			deadline := time.After(5 * time.Second)
			for got == "" || strings.HasPrefix(got, "notification ") {
				select {
				case got = <-c.events:
				case <-deadline:
					t.Fatalf("no answer within 5 s")
				}
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
	waitSSEIdle(t, r.srv)
}

// TestSSECancelBehindTheGuards: a cancellation POSTed without the token is
// refused (401) and cancels nothing.
func TestSSECancelBehindTheGuards(t *testing.T) {
	const token = "0123456789abcdef0123"
	m := newCancelMCP()
	r := serve(t, m.MCPServer, Options{SSE: true, AuthToken: token})
	a := newSSEClient(t, r.url, map[string]string{"Authorization": "Bearer " + token})
	a.callTool(1, "block", nil)
	wait(t, m.started, 5*time.Second, "the call to start")
	anon := &sseClient{t: t, base: a.base, endpoint: a.endpoint}
	if st := anon.post(`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}`); st != http.StatusUnauthorized {
		t.Errorf("cancellation without the token: %d", st)
	}
	select {
	case <-m.cancelled:
		t.Fatal("a cancellation without the token cancelled the call")
	case <-time.After(200 * time.Millisecond):
	}
	a.cancel("1")
	wait(t, m.cancelled, 5*time.Second, "the handler to be cancelled")
	waitSSEIdle(t, r.srv)
	a.callTool(2, "echo", map[string]any{"text": "x"})
	if diff := cmp.Diff([]string{"result 2"}, a.until("result 2")); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// TestSSEGuardQueueOrder: the guard drops an answer queued after the
// cancellation's marker, not one queued (or written) before it, and a
// marker left over from an answered call touches no later call with the
// same id. Each op stands for what reaches the stream's writer, in queue
// order.
func TestSSEGuardQueueOrder(t *testing.T) {
	const argErr = `{"jsonrpc":"2.0","id":%s,"error":{"code":-32603,"message":"use: invalid argument: what"}}`
	tests := map[string]struct {
		ops  []string // "add ID", "prompt ID", "cancel ID", "answer ID", "error ID", "mark" (the oldest queued marker), "full" (the queue is full from now on)
		want []string // what the stream wrote
	}{
		"answer after the marker": {
			ops:  []string{"add 1", "cancel 1", "mark", "answer 1"},
			want: nil,
		},
		"answer queued before the marker": {
			ops:  []string{"add 1", "cancel 1", "answer 1", "mark"},
			want: []string{"result 1"},
		},
		"queue full: cancelled at once": {
			ops:  []string{"add 1", "full", "cancel 1", "answer 1"},
			want: nil,
		},
		"id reused after its answer": {
			ops:  []string{"add 1", "cancel 1", "answer 1", "add 1", "mark", "answer 1"},
			want: []string{"result 1", "result 1"},
		},
		"one id twice: neither cancelled": {
			ops:  []string{"add 1", "add 1", "cancel 1", "answer 1", "answer 1"},
			want: []string{"result 1", "result 1"},
		},
		"other ids untouched": {
			ops:  []string{"add 1", "add 2", "cancel 1", "mark", "answer 2", "answer 1"},
			want: []string{"result 2"},
		},
		"string and number ids differ": {
			ops:  []string{"add 1", `add "1"`, `cancel "1"`, "mark", "answer 1", `answer "1"`},
			want: []string{"result 1"},
		},
		"cancelled twice": {
			ops:  []string{"add 1", "cancel 1", "cancel 1", "mark", "answer 1"},
			want: nil,
		},
		"prompt argument error corrected": {
			ops:  []string{"prompt 1", "error 1"},
			want: []string{"error 1 -32602"},
		},
		"tool error left alone": {
			ops:  []string{"add 1", "error 1"},
			want: []string{"error 1 -32603"},
		},
		"unnoted answer": {
			ops:  []string{"add 2", "answer 1"},
			want: []string{"result 1"},
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			g := newSSEGuard()
			var queued []sseMark
			full := false
			g.send = func(_ string, ev any) error {
				if full {
					return errors.New("event queue full")
				}
				queued = append(queued, ev.(sseMark))
				return nil
			}
			st := &sseStream{}
			sid, _ := g.sessionID(context.WithValue(context.Background(), sseStreamKey{}, st), nil)
			rec := httptest.NewRecorder()
			w := &sseStreamWriter{w: rec, g: g, st: st}
			write := func(data string) {
				if _, err := w.Write(messageEvent([]byte(data))); err != nil {
					t.Fatal(err)
				}
			}
			for _, op := range tc.ops {
				verb, id, _ := strings.Cut(op, " ")
				switch verb {
				case "add", "prompt":
					g.add(sid, id, verb == "prompt")
				case "cancel":
					g.cancel(sid, id)
				case "answer":
					write(fmt.Sprintf(`{"jsonrpc":"2.0","id":%s,"result":{"content":[]}}`, id))
				case "error":
					write(fmt.Sprintf(argErr, id))
				case "mark":
					b, _ := json.Marshal(queued[0])
					queued = queued[1:]
					write(string(b))
				case "full":
					full = true
				}
			}
			var got []string
			for _, line := range strings.Split(rec.Body.String(), "\n") {
				if data, ok := strings.CutPrefix(line, "data: "); ok {
					got = append(got, summary(data))
				}
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// TestSSEGuardBounds: the guard notes calls only for open streams, within
// its caps, and forgets them once answered or when the stream ends.
func TestSSEGuardBounds(t *testing.T) {
	type counts struct{ Tracked, Left int }
	open := func(g *sseGuard) (string, *sseStream) {
		st := &sseStream{}
		sid, _ := g.sessionID(context.WithValue(context.Background(), sseStreamKey{}, st), nil)
		return sid, st
	}
	tests := map[string]struct {
		run  func(g *sseGuard) counts
		want counts
	}{
		"per session": {run: func(g *sseGuard) (c counts) {
			a, _ := open(g)
			b, _ := open(g)
			for i := range maxCallsPerScope + 5 {
				g.add(a, fmt.Sprint(i), false)
			}
			g.add(b, "1", false)
			c.Tracked = g.inFlight()
			return c
		}, want: counts{Tracked: maxCallsPerScope + 1}},
		"in all": {run: func(g *sseGuard) (c counts) {
			var sids []string
			for range maxCalls/maxCallsPerScope + 1 {
				sid, _ := open(g)
				sids = append(sids, sid)
			}
			for i := range maxCalls + 3 {
				g.add(sids[i%len(sids)], fmt.Sprint(i), false)
			}
			c.Tracked = g.inFlight()
			return c
		}, want: counts{Tracked: maxCalls}},
		"unknown session, odd ids": {run: func(g *sseGuard) (c counts) {
			a, _ := open(g)
			g.add("nope", "1", false)
			g.add(a, `{"a":1}`, false)
			g.add(a, `"`+strings.Repeat("x", maxIDLen)+`"`, false)
			c.Tracked = g.inFlight()
			return c
		}, want: counts{}},
		"answered calls are forgotten": {run: func(g *sseGuard) (c counts) {
			a, st := open(g)
			for i := range 100 {
				g.add(a, fmt.Sprint(i%10), false) // ids reused
			}
			c.Tracked = g.inFlight()
			for i := range 100 {
				g.filter(st.calls, messageEvent(fmt.Appendf(nil, `{"jsonrpc":"2.0","id":%d,"result":{}}`, i%10)))
			}
			c.Left = g.inFlight() + len(st.calls.calls) + len(st.calls.marked)
			return c
		}, want: counts{Tracked: 100}},
		"a stream's end frees its calls": {run: func(g *sseGuard) (c counts) {
			_, keep := open(g)
			a, st := open(g)
			for i := range 10 {
				g.add(a, fmt.Sprint(i), false)
			}
			g.send = func(string, any) error { return nil }
			g.cancel(a, "3")
			c.Tracked = g.inFlight()
			g.end(st)
			c.Left = g.inFlight() + len(g.sessions)
			_ = keep
			return c
		}, want: counts{Tracked: 10, Left: 1}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, tc.run(newSSEGuard())); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}
