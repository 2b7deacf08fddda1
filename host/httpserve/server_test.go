package httpserve

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/pkgdocs/pkgdocs/internal/waitfor"
)

// testMCP is an MCP server with an echo tool and a sleep tool that
// honours cancellation.
func testMCP() *server.MCPServer {
	s, _ := testMCPSleeps()
	return s
}

// testMCPSleeps is testMCP and a channel that gets a value as each sleep
// call begins: the event a test waits for before it acts on a call in
// flight.
func testMCPSleeps() (*server.MCPServer, <-chan struct{}) {
	started := make(chan struct{}, 16)
	s := server.NewMCPServer("test", "1", server.WithToolCapabilities(true))
	s.AddTool(mcp.NewTool("echo", mcp.WithString("text", mcp.Required())), func(_ context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(req.GetString("text", "")), nil
	})
	s.AddTool(mcp.NewTool("sleep", mcp.WithNumber("ms", mcp.Required())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		select {
		case started <- struct{}{}:
		default:
		}
		select {
		case <-time.After(time.Duration(req.GetInt("ms", 0)) * time.Millisecond):
			return mcp.NewToolResultText("slept"), nil
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	})
	return s, started
}

// running is a Server serving on a loopback port until stopped.
type running struct {
	srv  *Server
	url  string // base, no path
	stop context.CancelFunc
	done chan error
}

func serve(t *testing.T, mcpSrv *server.MCPServer, opt Options) *running {
	t.Helper()
	if opt.Addr == "" {
		opt.Addr = "127.0.0.1:0"
	}
	s, err := New(mcpSrv, opt)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := s.Listen()
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	r := &running{srv: s, url: "http://" + ln.Addr().String(), stop: cancel, done: make(chan error, 1)}
	go func() { r.done <- s.Serve(ctx, ln) }()
	t.Cleanup(func() {
		cancel()
		select {
		case <-r.done:
		case <-time.After(waitfor.Left(t)):
			t.Error("server did not stop")
		}
	})
	return r
}

func connect(t *testing.T, url string, opts ...client.ClientOption) *client.Client {
	t.Helper()
	return connectHeaders(t, url, nil, opts...)
}

func connectHeaders(t *testing.T, url string, headers map[string]string, opts ...client.ClientOption) *client.Client {
	t.Helper()
	tr, err := transport.NewStreamableHTTP(url, transport.WithHTTPHeaders(headers))
	if err != nil {
		t.Fatal(err)
	}
	c := client.NewClient(tr, opts...)
	t.Cleanup(func() { c.Close() })
	ctx, cancel := context.WithCancel(waitfor.Context(t))
	defer cancel()
	if err := c.Start(context.Background()); err != nil { // lives as long as c
		t.Fatal(err)
	}
	req := mcp.InitializeRequest{}
	req.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	req.Params.ClientInfo = mcp.Implementation{Name: "test", Version: "1"}
	if _, err := c.Initialize(ctx, req); err != nil {
		t.Fatalf("initialize: %v", err)
	}
	return c
}

func call(ctx context.Context, c *client.Client, name string, args map[string]any) (string, error) {
	req := mcp.CallToolRequest{}
	req.Params.Name, req.Params.Arguments = name, args
	res, err := c.CallTool(ctx, req)
	if err != nil {
		return "", err
	}
	if res.IsError {
		return "", fmt.Errorf("tool error: %v", res.Content)
	}
	return res.Content[0].(mcp.TextContent).Text, nil
}

func TestRoundTrip(t *testing.T) {
	modes := map[string]struct {
		opt  Options
		copt []client.ClientOption
	}{
		"sessions, 2025-06-18":  {copt: []client.ClientOption{client.WithProtocolVersion(mcp.ProtocolVersion20250618)}},
		"sessions, latest":      {},
		"stateless, 2025-06-18": {opt: Options{Stateless: true}, copt: []client.ClientOption{client.WithProtocolVersion(mcp.ProtocolVersion20250618)}},
		"with token":            {opt: Options{AuthToken: "0123456789abcdef"}},
	}
	for name, m := range modes {
		t.Run(name, func(t *testing.T) {
			r := serve(t, testMCP(), m.opt)
			var headers map[string]string
			if m.opt.AuthToken != "" {
				headers = map[string]string{"Authorization": "Bearer " + m.opt.AuthToken}
			}
			c := connectHeaders(t, r.url+PathMCP, headers, m.copt...)
			ctx := context.Background()
			tools, err := c.ListTools(ctx, mcp.ListToolsRequest{})
			if err != nil || len(tools.Tools) != 2 {
				t.Fatalf("tools/list = %v, %v", tools, err)
			}
			got, err := call(ctx, c, "echo", map[string]any{"text": "hi"})
			if err != nil || got != "hi" {
				t.Fatalf("echo = %q, %v", got, err)
			}
		})
	}
}

func TestSessionHeader(t *testing.T) {
	init := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`
	for _, stateless := range []bool{false, true} {
		t.Run(fmt.Sprint("stateless=", stateless), func(t *testing.T) {
			r := serve(t, testMCP(), Options{Stateless: stateless})
			resp := post(t, r.url+PathMCP, init, nil)
			sid := resp.Header.Get("Mcp-Session-Id")
			if stateless != (sid == "") {
				t.Fatalf("Mcp-Session-Id = %q with stateless=%v", sid, stateless)
			}
			list := `{"jsonrpc":"2.0","id":2,"method":"tools/list"}`
			h := map[string]string{"Mcp-Protocol-Version": "2025-06-18"}
			if stateless {
				// Any replica can answer: no session needed.
				if resp := post(t, r.url+PathMCP, list, h); resp.StatusCode != 200 {
					t.Errorf("stateless tools/list: %d", resp.StatusCode)
				}
				return
			}
			h["Mcp-Session-Id"] = "pkgdocs-NOTISSUED"
			if resp := post(t, r.url+PathMCP, list, h); resp.StatusCode != http.StatusNotFound {
				t.Errorf("unknown session: %d, want 404", resp.StatusCode)
			}
			h["Mcp-Session-Id"] = sid
			if resp := post(t, r.url+PathMCP, list, h); resp.StatusCode != 200 {
				t.Errorf("issued session: %d", resp.StatusCode)
			}
			del, _ := http.NewRequest("DELETE", r.url+PathMCP, nil)
			del.Header.Set("Mcp-Session-Id", sid)
			del.Header.Set("Mcp-Protocol-Version", "2025-06-18")
			if resp, err := http.DefaultClient.Do(del); err != nil || resp.StatusCode != 200 {
				t.Fatalf("DELETE: %v %v", resp, err)
			}
			if resp := post(t, r.url+PathMCP, list, h); resp.StatusCode != http.StatusNotFound {
				t.Errorf("deleted session: %d, want 404", resp.StatusCode)
			}
		})
	}
}

func post(t *testing.T, url, body string, headers map[string]string) *http.Response {
	t.Helper()
	req, _ := http.NewRequest("POST", url, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp
}

func TestGuards(t *testing.T) {
	token := "0123456789abcdef0123456789abcdef"
	r := serve(t, testMCP(), Options{
		AuthToken: token, MaxBodyBytes: 4096, RateLimit: 1, RateBurst: 8,
		AllowedOrigins: []string{"https://app.example.com"},
		Ready:          func(context.Context) error { return errors.New("providers are still starting") },
	})
	ping := `{"jsonrpc":"2.0","id":1,"method":"ping"}`
	init := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`
	tests := []struct {
		name    string
		method  string
		path    string
		body    string
		headers map[string]string
		want    int
		inBody  string
	}{
		{"healthz needs no token", "GET", PathHealth, "", nil, 200, `"ok"`},
		{"readyz says why", "GET", PathReady, "", nil, 503, "still starting"},
		{"healthz post", "POST", PathHealth, "", nil, 405, ""},
		{"unknown path", "GET", "/nope", "", nil, 404, ""},
		{"sse off", "GET", PathSSE, "", map[string]string{"Authorization": "Bearer " + token}, 404, ""},
		{"no token", "POST", PathMCP, ping, nil, 401, ""},
		{"wrong token", "POST", PathMCP, ping, map[string]string{"Authorization": "Bearer x" + token[1:]}, 401, ""},
		{"foreign origin, even with token", "POST", PathMCP, ping, map[string]string{"Authorization": "Bearer " + token, "Origin": "http://evil.example.com"}, 403, "evil.example.com"},
		{"rebinding host", "POST", PathMCP, ping, map[string]string{"Authorization": "Bearer " + token, "Host": "evil.example.com"}, 403, ""},
		{"rebinding host with a name for a port", "POST", PathMCP, ping, map[string]string{"Authorization": "Bearer " + token, "Host": "127.0.0.1:18900.evil.example"}, 403, ""},
		{"allowed origin", "POST", PathMCP, init, map[string]string{"Authorization": "Bearer " + token, "Origin": "https://app.example.com"}, 200, ""},
		{"loopback origin", "POST", PathMCP, init, map[string]string{"Authorization": "Bearer " + token, "Origin": "http://localhost:5173"}, 200, ""},
		{"body too large", "POST", PathMCP, `{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":"` + strings.Repeat("a", 5000) + `"}}`, map[string]string{"Authorization": "Bearer " + token}, 413, "4096"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			req, _ := http.NewRequest(tc.method, r.url+tc.path, strings.NewReader(tc.body))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Accept", "application/json, text/event-stream")
			for k, v := range tc.headers {
				req.Header.Set(k, v)
			}
			if h := tc.headers["Host"]; h != "" {
				req.Host = h
			}
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			b, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != tc.want {
				t.Fatalf("status %d, want %d; body %s", resp.StatusCode, tc.want, b)
			}
			if !strings.Contains(string(b), tc.inBody) {
				t.Errorf("body %q lacks %q", b, tc.inBody)
			}
		})
	}
	// The burst of 8 is spent by now (every /mcp request counts, even
	// refused ones): the next requests are refused with Retry-After.
	var limited *http.Response
	for range 10 {
		resp := post(t, r.url+PathMCP, ping, map[string]string{"Authorization": "Bearer " + token})
		if resp.StatusCode == http.StatusTooManyRequests {
			limited = resp
			break
		}
	}
	if limited == nil {
		t.Fatal("no 429 after the burst")
	}
	if ra := limited.Header.Get("Retry-After"); ra != "1" {
		t.Errorf("Retry-After = %q, want 1", ra)
	}
	// Probes are not rate limited.
	if resp, err := http.Get(r.url + PathHealth); err != nil || resp.StatusCode != 200 {
		t.Errorf("healthz while limited: %v %v", resp, err)
	}
}

func TestReadyzCachesAndRecovers(t *testing.T) {
	var calls atomic.Int32
	var ready atomic.Bool
	r := serve(t, testMCP(), Options{Ready: func(context.Context) error {
		calls.Add(1)
		if !ready.Load() {
			return errors.New("not yet")
		}
		return nil
	}})
	get := func() int {
		resp, err := http.Get(r.url + PathReady)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	if a, b := get(), get(); a != 503 || b != 503 {
		t.Fatalf("not ready: %d %d", a, b)
	}
	if n := calls.Load(); n != 1 {
		t.Errorf("two probes within %v ran %d checks, want 1", readyCacheFor, n)
	}
	ready.Store(true)
	time.Sleep(readyCacheFor + 50*time.Millisecond)
	if code := get(); code != 200 {
		t.Errorf("ready: %d", code)
	}
}

// TestShutdownFinishesInFlightCalls: shutdown lets a call in flight
// finish and then returns. The shutdown timeout is as long as the test
// may run, so returning at all shows it waited for the call, not for the
// timeout.
func TestShutdownFinishesInFlightCalls(t *testing.T) {
	mcpSrv, started := testMCPSleeps()
	r := serve(t, mcpSrv, Options{ShutdownTimeout: waitfor.Left(t)})
	c := connect(t, r.url+PathMCP)
	res := make(chan error, 1)
	go func() {
		got, err := call(context.Background(), c, "sleep", map[string]any{"ms": 400})
		if err == nil && got != "slept" {
			err = fmt.Errorf("got %q", got)
		}
		res <- err
	}()
	waitfor.Chan(t, started, "the call to be in flight")
	r.stop()
	if err := waitfor.Chan(t, res, "the in-flight call's answer"); err != nil {
		t.Errorf("in-flight call during shutdown: %v", err)
	}
	if err := waitfor.Chan(t, r.done, "Serve to return after the call"); err != nil {
		t.Errorf("Serve: %v", err)
	}
	if _, err := http.Get(r.url + PathHealth); err == nil {
		t.Error("still accepting connections after shutdown")
	}
	r.done <- nil // for the cleanup
}

// TestShutdownIsBounded: a call in flight that would outlast the test
// is cut off at the shutdown timeout. The call never ends by itself, so
// Serve returning at all is the bound at work.
func TestShutdownIsBounded(t *testing.T) {
	mcpSrv, started := testMCPSleeps()
	const bound = 300 * time.Millisecond
	r := serve(t, mcpSrv, Options{ShutdownTimeout: bound})
	c := connect(t, r.url+PathMCP)
	res := make(chan error, 1)
	go func() {
		_, err := call(context.Background(), c, "sleep", map[string]any{"ms": time.Hour.Milliseconds()})
		res <- err
	}()
	waitfor.Chan(t, started, "the call to be in flight")
	t0 := time.Now()
	r.stop()
	if err := waitfor.Chan(t, r.done, "Serve to return past its shutdown timeout"); err != nil {
		t.Errorf("Serve: %v", err)
	}
	if d := time.Since(t0); d < bound {
		t.Errorf("shutdown took %v, before its %v bound, with a call in flight", d, bound)
	}
	if err := waitfor.Chan(t, res, "the cut-off call's answer"); err == nil {
		t.Error("a call cut off by shutdown reported success")
	}
	r.done <- nil
}

func TestEventStreamOutlivesWriteTimeout(t *testing.T) {
	mcpSrv := testMCP()
	r := serve(t, mcpSrv, Options{WriteTimeout: 200 * time.Millisecond, ReadTimeout: 200 * time.Millisecond})
	init := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`
	sid := post(t, r.url+PathMCP, init, nil).Header.Get("Mcp-Session-Id")
	req, _ := http.NewRequest("GET", r.url+PathMCP, nil)
	req.Header.Set("Accept", "text/event-stream")
	req.Header.Set("Mcp-Session-Id", sid)
	req.Header.Set("Mcp-Protocol-Version", "2025-06-18")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("GET stream: %d", resp.StatusCode)
	}
	time.Sleep(600 * time.Millisecond) // three write timeouts
	mcpSrv.SendNotificationToAllClients("notifications/tools/list_changed", nil)
	lines := make(chan string)
	go func() {
		sc := bufio.NewScanner(resp.Body)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	deadline := time.After(waitfor.Left(t))
	for {
		select {
		case l, ok := <-lines:
			if !ok {
				t.Fatal("event stream closed before the notification")
			}
			if strings.Contains(l, "list_changed") {
				return
			}
		case <-deadline:
			t.Fatal("no notification on the event stream")
		}
	}
}

func TestLegacySSE(t *testing.T) {
	r := serve(t, testMCP(), Options{SSE: true})
	c, err := client.NewSSEMCPClient(r.url + PathSSE)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	ctx, cancel := context.WithCancel(waitfor.Context(t))
	defer cancel()
	if err := c.Start(context.Background()); err != nil { // lives as long as c
		t.Fatal(err)
	}
	req := mcp.InitializeRequest{}
	req.Params.ProtocolVersion = mcp.ProtocolVersion20241105
	req.Params.ClientInfo = mcp.Implementation{Name: "test", Version: "1"}
	if _, err := c.Initialize(ctx, req); err != nil {
		t.Fatalf("initialize: %v", err)
	}
	got, err := call(ctx, c, "echo", map[string]any{"text": "over sse"})
	if err != nil || got != "over sse" {
		t.Fatalf("echo = %q, %v", got, err)
	}
}

func TestListenRefusesOpenBindWithoutToken(t *testing.T) {
	s, err := New(testMCP(), Options{Addr: "0.0.0.0:0"})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := s.Listen()
	if err == nil {
		ln.Close()
		t.Fatal("bound every interface without a token")
	}
	if !strings.Contains(err.Error(), "PKGDOCS_AUTH_TOKEN") {
		t.Errorf("error %q does not say how to fix it", err)
	}
}

func TestURL(t *testing.T) {
	tests := map[string]struct {
		addr net.Addr
		want string
	}{
		"loopback": {&net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 80}, "http://127.0.0.1:80/mcp"},
		"any":      {&net.TCPAddr{IP: net.IPv4zero, Port: 80}, "http://localhost:80/mcp"},
		"ipv6":     {&net.TCPAddr{IP: net.IPv6loopback, Port: 80}, "http://[::1]:80/mcp"},
	}
	for name, tc := range tests {
		if got := URL(tc.addr); got != tc.want {
			t.Errorf("%s: URL = %q, want %q", name, got, tc.want)
		}
	}
}

// TestSessionCapFreesTransportState: a session evicted by the cap is gone
// from the MCP server too (its buffers freed), not only refused.
func TestSessionCapFreesTransportState(t *testing.T) {
	mcpSrv := testMCP()
	r := serve(t, mcpSrv, Options{MaxSessions: 2})
	init := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`
	registered := func(id string) bool {
		return mcpSrv.AddSessionTool(id, mcp.NewTool("probe"), func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) { return nil, nil }) == nil
	}
	var ids []string
	for range 3 {
		ids = append(ids, post(t, r.url+PathMCP, init, nil).Header.Get("Mcp-Session-Id"))
		time.Sleep(5 * time.Millisecond) // distinct last-seen times
	}
	deadline := time.Now().Add(5 * time.Second)
	for registered(ids[0]) && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if registered(ids[0]) {
		t.Error("evicted session still registered with the MCP server")
	}
	for !registered(ids[2]) && time.Now().Before(deadline) { // registered just after its response
		time.Sleep(10 * time.Millisecond)
	}
	if !registered(ids[2]) {
		t.Error("newest session not registered")
	}
	h := map[string]string{"Mcp-Session-Id": ids[0], "Mcp-Protocol-Version": "2025-06-18"}
	if resp := post(t, r.url+PathMCP, `{"jsonrpc":"2.0","id":2,"method":"tools/list"}`, h); resp.StatusCode != http.StatusNotFound {
		t.Errorf("evicted session: %d, want 404", resp.StatusCode)
	}
}

func TestCORSForAllowedOrigins(t *testing.T) {
	token := "0123456789abcdef0123456789abcdef"
	r := serve(t, testMCP(), Options{AuthToken: token, AllowedOrigins: []string{"https://app.example.com/"}})
	pre, _ := http.NewRequest("OPTIONS", r.url+PathMCP, nil)
	pre.Header.Set("Origin", "https://app.example.com")
	pre.Header.Set("Access-Control-Request-Method", "POST")
	pre.Header.Set("Access-Control-Request-Headers", "authorization, content-type, mcp-protocol-version")
	resp, err := http.DefaultClient.Do(pre)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusNoContent || resp.Header.Get("Access-Control-Allow-Origin") != "https://app.example.com" {
		t.Fatalf("preflight without credentials: %d, Allow-Origin %q", resp.StatusCode, resp.Header.Get("Access-Control-Allow-Origin"))
	}
	if h := resp.Header.Get("Access-Control-Allow-Headers"); !strings.Contains(h, "Mcp-Protocol-Version") || !strings.Contains(h, "Authorization") {
		t.Errorf("Allow-Headers %q", h)
	}
	init := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`
	got := post(t, r.url+PathMCP, init, map[string]string{"Origin": "https://app.example.com", "Authorization": "Bearer " + token})
	if got.StatusCode != 200 || got.Header.Get("Access-Control-Allow-Origin") != "https://app.example.com" {
		t.Errorf("POST from the allowed origin: %d, Allow-Origin %q", got.StatusCode, got.Header.Get("Access-Control-Allow-Origin"))
	}
	if !strings.Contains(got.Header.Get("Access-Control-Expose-Headers"), "Mcp-Session-Id") {
		t.Errorf("Mcp-Session-Id not exposed to the page: %q", got.Header.Get("Access-Control-Expose-Headers"))
	}
	// A preflight is not a way around the token: the real request still needs it.
	if got := post(t, r.url+PathMCP, init, map[string]string{"Origin": "https://app.example.com"}); got.StatusCode != 401 {
		t.Errorf("POST without token: %d", got.StatusCode)
	}
	// No CORS for origins not listed, loopback included.
	got = post(t, r.url+PathMCP, init, map[string]string{"Origin": "http://localhost:3000", "Authorization": "Bearer " + token})
	if got.Header.Get("Access-Control-Allow-Origin") != "" {
		t.Errorf("CORS headers for an unlisted origin")
	}
}
