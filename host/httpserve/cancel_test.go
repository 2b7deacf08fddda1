package httpserve

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// cancelMCP is an MCP server whose "block" tool runs until its context is
// cancelled ("block_notify" first sends a notification, which makes mcp-go
// answer with an event stream), with "sleep" and "echo" from testMCP and a
// prompt whose errors are an argument's fault or not. started receives a
// block call's tag when it runs; cancelled when its context ends.
type cancelMCP struct {
	*server.MCPServer
	started   chan string
	cancelled chan string
}

func newCancelMCP() *cancelMCP {
	m := &cancelMCP{MCPServer: testMCP(), started: make(chan string, 16), cancelled: make(chan string, 16)}
	block := func(notify bool) server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			tag := req.GetString("tag", "")
			if notify {
				_ = server.ServerFromContext(ctx).SendNotificationToClient(ctx, "notifications/message",
					map[string]any{"level": "info", "data": "working on " + tag})
			}
			m.started <- tag
			<-ctx.Done()
			m.cancelled <- tag
			return nil, ctx.Err()
		}
	}
	m.AddTool(mcp.NewTool("block", mcp.WithString("tag")), block(false))
	m.AddTool(mcp.NewTool("block_notify", mcp.WithString("tag")), block(true))
	m.AddPrompt(mcp.NewPrompt("use", mcp.WithArgument("what"), mcp.WithArgument("notify")), func(ctx context.Context, req mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
		if req.Params.Arguments["notify"] != "" {
			_ = server.ServerFromContext(ctx).SendNotificationToClient(ctx, "notifications/message",
				map[string]any{"level": "info", "data": "preparing"})
		}
		// The host's prompt errors read "<prompt>: <cause>: <detail>".
		switch w := req.Params.Arguments["what"]; w {
		case "":
			return nil, errors.New("use: invalid argument: argument what is required")
		case "down":
			return nil, errors.New("use: unavailable: the registry is down")
		default:
			return mcp.NewGetPromptResult("use "+w, []mcp.PromptMessage{mcp.NewPromptMessage(mcp.RoleUser, mcp.NewTextContent(w))}), nil
		}
	})
	return m
}

// wait returns the next tag from ch, failing t after d.
func wait(t *testing.T, ch chan string, d time.Duration, what string) string {
	t.Helper()
	select {
	case tag := <-ch:
		return tag
	case <-time.After(d):
		t.Fatalf("%s: nothing within %v", what, d)
		return ""
	}
}

// rawClient speaks the streamable transport by hand, so a test sees
// exactly what the server writes.
type rawClient struct {
	t       *testing.T
	url     string
	session string
	headers map[string]string
}

const rawVersion = mcp.ProtocolVersion20250618

func newRawClient(t *testing.T, url string) *rawClient {
	t.Helper()
	return newRawClientWith(t, url, nil)
}

func newRawClientWith(t *testing.T, url string, headers map[string]string) *rawClient {
	t.Helper()
	c := &rawClient{t: t, url: url, headers: headers}
	resp := c.post(fmt.Sprintf(`{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":%q,"capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}`, rawVersion))
	a := readAnswer(t, resp)
	if a.Status != http.StatusOK || len(a.Messages) != 1 {
		t.Fatalf("initialize: %+v", a)
	}
	c.session = resp.Header.Get(server.HeaderKeySessionID)
	if a := readAnswer(t, c.post(`{"jsonrpc":"2.0","method":"notifications/initialized"}`)); a.Status != http.StatusAccepted {
		t.Fatalf("notifications/initialized: %+v", a)
	}
	return c
}

func (c *rawClient) post(body string) *http.Response {
	c.t.Helper()
	req, err := http.NewRequest(http.MethodPost, c.url, strings.NewReader(body))
	if err != nil {
		c.t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	req.Header.Set(mcp.HeaderProtocolVersion, rawVersion)
	if c.session != "" {
		req.Header.Set(server.HeaderKeySessionID, c.session)
	}
	for k, v := range c.headers {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		c.t.Fatal(err)
	}
	return resp
}

func (c *rawClient) callTool(id int, name string, args map[string]any) *http.Response {
	c.t.Helper()
	b, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": id, "method": "tools/call", "params": map[string]any{"name": name, "arguments": args}})
	return c.post(string(b))
}

func (c *rawClient) cancel(id int) answer {
	c.t.Helper()
	return readAnswer(c.t, c.post(fmt.Sprintf(`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":%d,"reason":"test"}}`, id)))
}

// answer is what one POST got back: its status, whether it was an event
// stream, and a summary of each JSON-RPC message in it.
type answer struct {
	Status   int
	Stream   bool
	Messages []string
}

// stream reads a POST's answer message by message.
type stream struct {
	resp *http.Response
	sse  bool
	br   *bufio.Reader
	done bool
}

func openAnswer(resp *http.Response) *stream {
	return &stream{resp: resp, sse: isEventStream(resp.Header.Get("Content-Type")), br: bufio.NewReader(resp.Body)}
}

// next returns the next message's summary, or "" at the end.
func (s *stream) next(t *testing.T) string {
	t.Helper()
	if s.done {
		return ""
	}
	if !s.sse {
		s.done = true
		b, err := io.ReadAll(s.br)
		if err != nil {
			t.Fatal(err)
		}
		if n := s.resp.ContentLength; n >= 0 && n != int64(len(b)) {
			t.Errorf("Content-Length %d for a body of %d bytes", n, len(b))
		}
		if len(strings.TrimSpace(string(b))) == 0 {
			return ""
		}
		return summarize(t, b)
	}
	for {
		line, err := s.br.ReadString('\n')
		if data, ok := strings.CutPrefix(line, "data: "); ok {
			return summarize(t, []byte(data))
		}
		if err == io.EOF {
			s.done = true
			return ""
		}
		if err != nil {
			t.Fatal(err)
		}
	}
}

func (s *stream) rest(t *testing.T) answer {
	t.Helper()
	defer s.resp.Body.Close()
	a := answer{Status: s.resp.StatusCode, Stream: s.sse}
	for m := s.next(t); m != ""; m = s.next(t) {
		a.Messages = append(a.Messages, m)
	}
	return a
}

func readAnswer(t *testing.T, resp *http.Response) answer {
	t.Helper()
	return openAnswer(resp).rest(t)
}

// summarize names a JSON-RPC message: "result 3", "result 3 isError",
// "error 3 -32602", "notification notifications/message".
func summarize(t *testing.T, b []byte) string {
	t.Helper()
	s, err := summaryOf(b)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func summaryOf(b []byte) (string, error) {
	var m struct {
		ID     json.RawMessage `json:"id"`
		Method string          `json:"method"`
		Result *struct {
			IsError bool `json:"isError"`
		} `json:"result"`
		Error *struct {
			Code int `json:"code"`
		} `json:"error"`
	}
	if err := json.Unmarshal(b, &m); err != nil {
		return "", fmt.Errorf("not a JSON-RPC message: %q: %w", b, err)
	}
	switch {
	case m.Method != "" && len(m.ID) == 0:
		return "notification " + m.Method, nil
	case m.Method != "":
		return "request " + m.Method, nil
	case m.Error != nil:
		return fmt.Sprintf("error %s %d", m.ID, m.Error.Code), nil
	case m.Result != nil && m.Result.IsError:
		return fmt.Sprintf("result %s isError", m.ID), nil
	default:
		return fmt.Sprintf("result %s", m.ID), nil
	}
}

// waitIdle waits until the guard tracks no call.
func waitIdle(t *testing.T, s *Server) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for s.calls.inFlight() != 0 {
		if time.Now().After(deadline) {
			t.Fatalf("%d calls still tracked", s.calls.inFlight())
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestCancelledCallGetsNoResponse: over streamable HTTP, a request the
// client cancels while it runs gets no JSON-RPC response, whether mcp-go
// answers with a JSON document (then the POST gets 202 and no body) or an
// event stream (then what went out before the cancellation stays, and the
// stream ends without the response); its handler is cancelled, and the
// session goes on.
func TestCancelledCallGetsNoResponse(t *testing.T) {
	tests := map[string]struct {
		stateless bool
		tool      string
		want      answer
	}{
		"sessions, JSON":  {tool: "block", want: answer{Status: http.StatusAccepted}},
		"sessions, SSE":   {tool: "block_notify", want: answer{Status: http.StatusOK, Stream: true, Messages: []string{"notification notifications/message"}}},
		"stateless, JSON": {stateless: true, tool: "block", want: answer{Status: http.StatusAccepted}},
		"stateless, SSE":  {stateless: true, tool: "block_notify", want: answer{Status: http.StatusOK, Stream: true, Messages: []string{"notification notifications/message"}}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			m := newCancelMCP()
			r := serve(t, m.MCPServer, Options{Stateless: tc.stateless})
			c := newRawClient(t, r.url+PathMCP)
			s := make(chan *stream, 1)
			go func() { s <- openAnswer(c.callTool(7, tc.tool, map[string]any{"tag": "seven"})) }()
			wait(t, m.started, 5*time.Second, "the call to start")
			var got answer
			var st *stream
			if tc.want.Stream {
				// The notification went out before the cancellation.
				st = <-s
				got.Messages = append(got.Messages, st.next(t))
			}
			if a := c.cancel(7); a.Status != http.StatusAccepted || len(a.Messages) != 0 {
				t.Errorf("the cancellation's own POST: %+v", a)
			}
			if tag := wait(t, m.cancelled, 5*time.Second, "the handler to be cancelled"); tag != "seven" {
				t.Errorf("cancelled %q", tag)
			}
			if st == nil {
				st = <-s
			}
			rest := st.rest(t)
			got.Status, got.Stream = rest.Status, rest.Stream
			got.Messages = append(got.Messages, rest.Messages...)
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("the cancelled call's POST (-want +got):\n%s", diff)
			}
			// (Once a session has had a notification, mcp-go streams all its
			// answers.)
			if a := readAnswer(t, c.callTool(8, "echo", map[string]any{"text": "hi"})); a.Status != http.StatusOK || !cmp.Equal(a.Messages, []string{"result 8"}) {
				t.Errorf("the next call in the session: %+v", a)
			}
			waitIdle(t, r.srv)
		})
	}
}

// TestCancelLeavesOtherCallsAlone: a cancellation ends only the call it
// names, in the session (or, stateless, from the client) that sent it.
func TestCancelLeavesOtherCallsAlone(t *testing.T) {
	type step func(t *testing.T, m *cancelMCP, a, b *rawClient)
	tests := map[string]struct {
		stateless bool
		run       step
	}{
		"answered before the cancellation": {run: func(t *testing.T, m *cancelMCP, a, _ *rawClient) {
			got := readAnswer(t, a.callTool(3, "echo", map[string]any{"text": "x"}))
			if ca := a.cancel(3); ca.Status != http.StatusAccepted {
				t.Errorf("cancel: %+v", ca)
			}
			if diff := cmp.Diff(answer{Status: http.StatusOK, Messages: []string{"result 3"}}, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		}},
		"unknown id": {run: func(t *testing.T, m *cancelMCP, a, _ *rawClient) {
			if ca := a.cancel(999); ca.Status != http.StatusAccepted || len(ca.Messages) != 0 {
				t.Errorf("cancel: %+v", ca)
			}
			got := readAnswer(t, a.callTool(4, "echo", map[string]any{"text": "x"}))
			if diff := cmp.Diff(answer{Status: http.StatusOK, Messages: []string{"result 4"}}, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		}},
		"another call in the session": {run: func(t *testing.T, m *cancelMCP, a, _ *rawClient) {
			slow := make(chan answer, 1)
			go func() { slow <- readAnswer(t, a.callTool(5, "sleep", map[string]any{"ms": 400})) }()
			blocked := make(chan answer, 1)
			go func() { blocked <- readAnswer(t, a.callTool(6, "block", nil)) }()
			wait(t, m.started, 5*time.Second, "the call to start")
			a.cancel(6)
			got := []answer{<-blocked, <-slow}
			want := []answer{{Status: http.StatusAccepted}, {Status: http.StatusOK, Messages: []string{"result 5"}}}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		}},
		"another session's id": {run: func(t *testing.T, m *cancelMCP, a, b *rawClient) {
			blocked := make(chan answer, 1)
			go func() { blocked <- readAnswer(t, a.callTool(9, "block", nil)) }()
			wait(t, m.started, 5*time.Second, "the call to start")
			b.cancel(9)
			select {
			case <-m.cancelled:
				t.Fatal("another session cancelled the call")
			case <-time.After(200 * time.Millisecond):
			}
			a.cancel(9)
			if got := <-blocked; !cmp.Equal(got, answer{Status: http.StatusAccepted}) {
				t.Errorf("after its own session's cancellation: %+v", got)
			}
		}},
		"stateless: one id twice from one client": {stateless: true, run: func(t *testing.T, m *cancelMCP, a, _ *rawClient) {
			// Which of the two is meant cannot be told: neither is cancelled.
			got := make(chan answer, 2)
			for range 2 {
				go func() { got <- readAnswer(t, a.callTool(7, "sleep", map[string]any{"ms": 400})) }()
			}
			time.Sleep(100 * time.Millisecond)
			a.cancel(7)
			for range 2 {
				if a := <-got; !cmp.Equal(a, answer{Status: http.StatusOK, Messages: []string{"result 7"}}) {
					t.Errorf("got %+v", a)
				}
			}
		}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			m := newCancelMCP()
			r := serve(t, m.MCPServer, Options{Stateless: tc.stateless})
			a, b := newRawClient(t, r.url+PathMCP), newRawClient(t, r.url+PathMCP)
			tc.run(t, m, a, b)
			waitIdle(t, r.srv)
		})
	}
}

// TestPromptArgumentErrorsOverHTTP: a prompt's argument error is -32602
// (invalid params) over streamable HTTP as on stdio, in a JSON answer and
// in an event stream; its other errors stay -32603.
func TestPromptArgumentErrorsOverHTTP(t *testing.T) {
	get := func(id int, args map[string]any) string {
		b, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": id, "method": "prompts/get", "params": map[string]any{"name": "use", "arguments": args}})
		return string(b)
	}
	tests := map[string]struct {
		args map[string]any
		want answer
	}{
		"missing argument":        {map[string]any{}, answer{Status: http.StatusOK, Messages: []string{"error 1 -32602"}}},
		"internal error":          {map[string]any{"what": "down"}, answer{Status: http.StatusOK, Messages: []string{"error 1 -32603"}}},
		"answer":                  {map[string]any{"what": "x"}, answer{Status: http.StatusOK, Messages: []string{"result 1"}}},
		"SSE: missing argument":   {map[string]any{"notify": "1"}, answer{Status: http.StatusOK, Stream: true, Messages: []string{"error 1 -32602"}}},
		"SSE: internal error":     {map[string]any{"notify": "1", "what": "down"}, answer{Status: http.StatusOK, Stream: true, Messages: []string{"error 1 -32603"}}},
		"unknown prompt, already": {nil, answer{Status: http.StatusOK, Messages: []string{"error 1 -32602"}}},
	}
	for _, stateless := range []bool{false, true} {
		r := serve(t, newCancelMCP().MCPServer, Options{Stateless: stateless})
		for name, tc := range tests {
			t.Run(fmt.Sprintf("stateless=%v/%s", stateless, name), func(t *testing.T) {
				// A session of its own: once a session has had a
				// notification, mcp-go streams all its answers.
				c := newRawClient(t, r.url+PathMCP)
				body := get(1, tc.args)
				if tc.args == nil {
					body = `{"jsonrpc":"2.0","id":1,"method":"prompts/get","params":{"name":"nope"}}`
				}
				got := readAnswer(t, c.post(body))
				// The notification that made the answer a stream is not
				// compared: mcp-go drops one that its forwarder takes off
				// the queue just as the handler returns (seen under load).
				got.Messages = slices.DeleteFunc(got.Messages, func(m string) bool { return strings.HasPrefix(m, "notification ") })
				if diff := cmp.Diff(tc.want, got); diff != "" {
					t.Errorf("(-want +got):\n%s", diff)
				}
			})
		}
	}
}

// TestPromptArgumentErrorsModern: with protocol 2026-07-28, where the HTTP
// status follows the error code, mcp-go's own client sees invalid params.
func TestPromptArgumentErrorsModern(t *testing.T) {
	r := serve(t, newCancelMCP().MCPServer, Options{})
	c := connect(t, r.url+PathMCP) // the newest protocol
	tests := map[string]struct {
		args map[string]string
		want error
	}{
		"missing argument": {map[string]string{}, mcp.ErrInvalidParams},
		"internal error":   {map[string]string{"what": "down"}, mcp.ErrInternalError},
		"answer":           {map[string]string{"what": "x"}, nil},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			req := mcp.GetPromptRequest{}
			req.Params.Name, req.Params.Arguments = "use", tc.args
			_, err := c.GetPrompt(context.Background(), req)
			if !errors.Is(err, tc.want) || (tc.want == nil) != (err == nil) {
				t.Errorf("GetPrompt = %v, want %v", err, tc.want)
			}
		})
	}
}

// TestCancelWithMCPGoClient: mcp-go's own client cancels by its context;
// it sends notifications/cancelled, and the call ends either way.
func TestCancelWithMCPGoClient(t *testing.T) {
	for _, version := range []string{mcp.ProtocolVersion20250618, ""} {
		t.Run("version="+version, func(t *testing.T) {
			m := newCancelMCP()
			r := serve(t, m.MCPServer, Options{})
			var opts []client.ClientOption
			if version != "" {
				opts = append(opts, client.WithProtocolVersion(version))
			}
			c := connect(t, r.url+PathMCP, opts...)
			ctx, cancel := context.WithCancel(context.Background())
			var wg sync.WaitGroup
			wg.Add(1)
			go func() {
				defer wg.Done()
				if _, err := call(ctx, c, "block", map[string]any{"tag": "x"}); err == nil {
					t.Error("a cancelled call succeeded")
				}
			}()
			wait(t, m.started, 5*time.Second, "the call to start")
			cancel()
			wait(t, m.cancelled, 5*time.Second, "the handler to be cancelled")
			wg.Wait()
			if got, err := call(context.Background(), c, "echo", map[string]any{"text": "after"}); err != nil || got != "after" {
				t.Errorf("echo after the cancellation = %q, %v", got, err)
			}
			waitIdle(t, r.srv)
		})
	}
}

// TestStatelessNotificationsStayWithTheirCall: without sessions a client's
// notifications go only to the POST of the call they belong to. mcp-go
// (v1.2.1) registers a GET stream opened without a session under the empty
// session ID, which every stateless POST then shares: another client's
// progress and log messages would go out on that stream. So stateless mode
// offers no GET stream (405, which clients take as "no stream").
func TestStatelessNotificationsStayWithTheirCall(t *testing.T) {
	m := newCancelMCP()
	r := serve(t, m.MCPServer, Options{Stateless: true})
	get, err := http.NewRequest(http.MethodGet, r.url+PathMCP, nil)
	if err != nil {
		t.Fatal(err)
	}
	get.Header.Set("Accept", "text/event-stream")
	get.Header.Set(mcp.HeaderProtocolVersion, rawVersion)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	resp, err := http.DefaultClient.Do(get.WithContext(ctx))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusMethodNotAllowed {
		// The stream is open: see whether another client's call leaks into it.
		leaked := make(chan string, 1)
		go func() { leaked <- openAnswer(resp).next(t) }()
		b := newRawClient(t, r.url+PathMCP)
		s := make(chan answer, 1)
		go func() { s <- readAnswer(t, b.callTool(1, "block_notify", map[string]any{"tag": "b"})) }()
		wait(t, m.started, 5*time.Second, "the call to start")
		select {
		case msg := <-leaked:
			t.Errorf("another client's GET stream got %q", msg)
		case <-time.After(300 * time.Millisecond):
		}
		b.cancel(1)
		<-s
		t.Errorf("GET without a session: %d, want 405", resp.StatusCode)
	}
}

// TestCallGuardBounds: the guard remembers only calls in flight, within
// its caps; past them a call is served untracked, and ending calls frees
// their places.
func TestCallGuardBounds(t *testing.T) {
	nop := func() {}
	type counts struct{ Tracked, Untracked, Left int }
	tests := map[string]struct {
		run  func(g *callGuard) counts
		want counts
	}{
		"per scope": {run: func(g *callGuard) (c counts) {
			for i := range maxCallsPerScope + 5 {
				if g.add("s a", fmt.Sprint(i), nop) != nil {
					c.Tracked++
				} else {
					c.Untracked++
				}
			}
			if g.add("s b", "1", nop) == nil {
				c.Untracked += 1000 // another scope must still be served
			}
			c.Left = g.inFlight()
			return c
		}, want: counts{Tracked: maxCallsPerScope, Untracked: 5, Left: maxCallsPerScope + 1}},
		"in all": {run: func(g *callGuard) (c counts) {
			for i := range maxCalls + 3 {
				if g.add(fmt.Sprint("s ", i%(maxCalls/maxCallsPerScope+1)), fmt.Sprint(i), nop) != nil {
					c.Tracked++
				} else {
					c.Untracked++
				}
			}
			c.Left = g.inFlight()
			return c
		}, want: counts{Tracked: maxCalls, Untracked: 3, Left: maxCalls}},
		"a long id is untracked": {run: func(g *callGuard) (c counts) {
			if g.add("s a", `"`+strings.Repeat("x", maxIDLen)+`"`, nop) == nil {
				c.Untracked++
			}
			c.Left = g.inFlight()
			return c
		}, want: counts{Untracked: 1}},
		"ended calls are forgotten": {run: func(g *callGuard) (c counts) {
			var added []*inflight
			for i := range 100 {
				added = append(added, g.add("s a", fmt.Sprint(i%10), nop)) // ids reused
			}
			for i, x := range added {
				g.remove("s a", fmt.Sprint(i%10), x)
			}
			c.Tracked = len(added)
			c.Left = g.inFlight() + len(g.calls) + len(g.scopes)
			return c
		}, want: counts{Tracked: 100}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, tc.run(newCallGuard(false))); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// TestCancelBehindTheGuards: a cancellation is a request like any other:
// without the token it is refused (401) and cancels nothing.
func TestCancelBehindTheGuards(t *testing.T) {
	const token = "0123456789abcdef0123"
	m := newCancelMCP()
	r := serve(t, m.MCPServer, Options{AuthToken: token})
	c := newRawClientWith(t, r.url+PathMCP, map[string]string{"Authorization": "Bearer " + token})
	blocked := make(chan answer, 1)
	go func() { blocked <- readAnswer(t, c.callTool(1, "block", nil)) }()
	wait(t, m.started, 5*time.Second, "the call to start")
	anon := &rawClient{t: t, url: c.url, session: c.session}
	resp := anon.post(`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}`)
	resp.Body.Close()
	if resp.StatusCode != http.StatusUnauthorized {
		t.Errorf("cancellation without the token: %d", resp.StatusCode)
	}
	select {
	case <-m.cancelled:
		t.Fatal("a cancellation without the token cancelled the call")
	case <-time.After(200 * time.Millisecond):
	}
	c.cancel(1)
	if got := <-blocked; !cmp.Equal(got, answer{Status: http.StatusAccepted}) {
		t.Errorf("after the cancellation with the token: %+v", got)
	}
}

// TestRootsListParamsOverHTTP: a 2026-07-28 call answered input_required
// asking roots/list gets the request with empty params (jsonrpcfix.
// RootsListParams), in a JSON answer and in an event stream, with
// sessions and stateless.
func TestRootsListParamsOverHTTP(t *testing.T) {
	m := testMCP()
	m.AddTool(mcp.NewTool("ask", mcp.WithString("notify")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.GetString("notify", "") != "" {
			_ = server.ServerFromContext(ctx).SendNotificationToClient(ctx, "notifications/progress",
				map[string]any{"progressToken": "p", "progress": 1})
		}
		return server.NewInputRequestBuilder("").Roots("r").ToolResult(), nil
	})
	want := map[string]any{"r": map[string]any{"method": "roots/list", "params": map[string]any{}}}
	for _, stateless := range []bool{false, true} {
		r := serve(t, m, Options{Stateless: stateless})
		for name, args := range map[string]map[string]any{"JSON": {}, "SSE": {"notify": "1"}} {
			t.Run(fmt.Sprintf("stateless=%v/%s", stateless, name), func(t *testing.T) {
				b, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": map[string]any{
					"name": "ask", "arguments": args,
					"_meta": map[string]any{
						"progressToken": "p",
						"io.modelcontextprotocol/protocolVersion":    "2026-07-28",
						"io.modelcontextprotocol/clientInfo":         map[string]any{"name": "raw", "version": "1"},
						"io.modelcontextprotocol/clientCapabilities": map[string]any{"roots": map[string]any{}},
					}}})
				req, err := http.NewRequest(http.MethodPost, r.url+PathMCP, bytes.NewReader(b))
				if err != nil {
					t.Fatal(err)
				}
				req.Header.Set("Content-Type", "application/json")
				req.Header.Set("Accept", "application/json, text/event-stream")
				req.Header.Set(mcp.HeaderProtocolVersion, "2026-07-28")
				req.Header.Set("Mcp-Method", "tools/call")
				req.Header.Set("Mcp-Name", "ask")
				resp, err := http.DefaultClient.Do(req)
				if err != nil {
					t.Fatal(err)
				}
				defer resp.Body.Close()
				body, err := io.ReadAll(resp.Body)
				if err != nil {
					t.Fatal(err)
				}
				if sse := isEventStream(resp.Header.Get("Content-Type")); sse != (name == "SSE") {
					t.Errorf("event stream: %v, want %v", sse, name == "SSE")
				}
				var result map[string]any
				for _, line := range strings.Split(string(body), "\n") {
					line = strings.TrimPrefix(line, "data: ")
					var msg struct {
						ID     any            `json:"id"`
						Result map[string]any `json:"result"`
					}
					if json.Unmarshal([]byte(line), &msg) == nil && msg.Result != nil {
						result = msg.Result
					}
				}
				if result == nil || result["resultType"] != "input_required" {
					t.Fatalf("status %d, no input_required result in %q", resp.StatusCode, body)
				}
				if d := cmp.Diff(want, result["inputRequests"]); d != "" {
					t.Errorf("inputRequests (-want +got):\n%s", d)
				}
			})
		}
	}
}
