package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/pkgdocs/pkgdocs/internal/waitfor"
)

// httpHost is `pkgdocs serve --http 127.0.0.1:0 ...` running.
type httpHost struct {
	t      *testing.T
	cmd    *exec.Cmd
	url    string // the /mcp endpoint
	base   string // scheme://host:port
	stdout *lockedBuffer
	stderr *lockedBuffer
	exited chan struct{}
	code   int
}

var bannerRE = regexp.MustCompile(`pkgdocs: serving MCP at (http://\S+)`)

// startHTTP starts the host over HTTP on a free loopback port and waits
// for the line saying where it listens. At cleanup it stops the host with
// SIGTERM and checks that it wrote nothing to stdout and nothing to
// stderr but that line.
func startHTTP(t *testing.T, pluginsDir string, env []string, args ...string) *httpHost {
	t.Helper()
	h := launchHTTP(t, pluginsDir, env, append([]string{"--http", "127.0.0.1:0"}, args...)...)
	deadline := time.Now().Add(waitfor.Left(t))
	for {
		if m := bannerRE.FindStringSubmatch(h.stderr.String()); m != nil {
			h.url = m[1]
			h.base = strings.TrimSuffix(h.url, "/mcp")
			break
		}
		select {
		case <-h.exited:
			t.Fatalf("host exited (%d) before serving; stderr: %s", h.code, h.stderr.String())
		case <-time.After(20 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			t.Fatalf("host did not say where it serves; stderr: %q", h.stderr.String())
		}
	}
	t.Cleanup(func() {
		h.stop(waitfor.Left(t))
		if s := h.stdout.String(); s != "" {
			t.Errorf("serve --http wrote to stdout: %q", s)
		}
		if s := strings.TrimSpace(bannerRE.ReplaceAllString(h.stderr.String(), "")); s != "" {
			t.Errorf("serve --http wrote to stderr besides its address: %q", s)
		}
	})
	return h
}

func launchHTTP(t *testing.T, pluginsDir string, env []string, args ...string) *httpHost {
	t.Helper()
	cmd := exec.Command(binHost, append([]string{"serve"}, args...)...)
	cmd.Env = append(append(os.Environ(), hostEnv(pluginsDir)...), env...)
	h := &httpHost{t: t, cmd: cmd, stdout: &lockedBuffer{}, stderr: &lockedBuffer{}, exited: make(chan struct{})}
	cmd.Stdout, cmd.Stderr = h.stdout, h.stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		cmd.Wait()
		h.code = cmd.ProcessState.ExitCode()
		close(h.exited)
	}()
	t.Cleanup(func() {
		cmd.Process.Kill()
		<-h.exited
	})
	return h
}

// stop sends SIGTERM and waits up to d for the host to exit.
func (h *httpHost) stop(d time.Duration) (time.Duration, bool) {
	t0 := time.Now()
	h.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-h.exited:
		return time.Since(t0), true
	case <-time.After(d):
		h.t.Errorf("host still running %v after SIGTERM", d)
		return d, false
	}
}

// httpClient connects an mcp-go streamable HTTP client. version pins the
// protocol ("" for the newest, which has no sessions).
func httpClient(t *testing.T, url, version string, headers map[string]string, opts ...transport.StreamableHTTPCOption) *client.Client {
	t.Helper()
	tr, err := transport.NewStreamableHTTP(url, append(opts, transport.WithHTTPHeaders(headers))...)
	if err != nil {
		t.Fatal(err)
	}
	var copts []client.ClientOption
	if version != "" {
		copts = append(copts, client.WithProtocolVersion(version))
	}
	c := client.NewClient(tr, copts...)
	t.Cleanup(func() { c.Close() })
	// Start's context lives as long as the client: it carries the
	// notification stream.
	if err := c.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(waitfor.Context(t))
	defer cancel()
	req := mcp.InitializeRequest{}
	req.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	req.Params.ClientInfo = mcp.Implementation{Name: "e2e-http", Version: "1"}
	res, err := c.Initialize(ctx, req)
	if err != nil {
		t.Fatalf("initialize: %v", err)
	}
	if res.ServerInfo.Name != "pkgdocs" {
		t.Fatalf("server name %q", res.ServerInfo.Name)
	}
	return c
}

func httpGet(t *testing.T, url string) (int, string) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

func rawPost(t *testing.T, url, body string, headers map[string]string) (*http.Response, string) {
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
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, string(b)
}

const initBody = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"e2e","version":"1"}}}`

// waitReady polls /readyz until it answers 200.
func waitReady(t *testing.T, base string) {
	t.Helper()
	deadline := time.Now().Add(waitfor.Left(t))
	for {
		code, body := httpGet(t, base+"/readyz")
		if code == 200 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("/readyz still %d: %s", code, body)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// TestHTTPManySessions: many clients at once, over both protocol eras,
// share one set of providers and get the same tools as over stdio.
func TestHTTPManySessions(t *testing.T) {
	h := startHTTP(t, plugins(t, "mdfolder", "crashy"), nil)
	versions := []string{mcp.ProtocolVersion20250618, mcp.ProtocolVersion20251125, ""}
	const n = 9
	pids := make([]map[string]int, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c := httpClient(t, h.url, versions[i%len(versions)], nil)
			ctx := context.Background()
			tools, err := c.ListTools(ctx, mcp.ListToolsRequest{})
			if err != nil {
				t.Errorf("client %d: tools/list: %v", i, err)
				return
			}
			names := map[string]bool{}
			for _, tl := range tools.Tools {
				names[tl.Name] = true
			}
			for _, want := range []string{"describe_mdfolder_package", "list_mdfolder_packages", "describe_crashy_package", "search_package_docs", "list_providers"} {
				if !names[want] {
					t.Errorf("client %d: tools/list lacks %s", i, want)
				}
			}
			text, isErr := httpCall(t, c, "describe_mdfolder_package", map[string]any{"package": "acme-widgets"})
			if isErr || !strings.Contains(text, "acme-widgets@") {
				t.Errorf("client %d: describe: isError=%v %.200q", i, isErr, text)
			}
			res, err := c.CallTool(ctx, toolReq("list_providers", nil))
			if err != nil {
				t.Errorf("client %d: list_providers: %v", i, err)
				return
			}
			pids[i] = providerPIDsFrom(t, res)
		}()
	}
	wg.Wait()
	for i := 1; i < n; i++ {
		if pids[i] == nil || fmt.Sprint(pids[i]) != fmt.Sprint(pids[0]) {
			t.Errorf("sessions see different providers: %v vs %v", pids[i], pids[0])
		}
	}
	if len(pids[0]) != 2 {
		t.Errorf("providers = %v, want mdfolder and crashy", pids[0])
	}
	// The legacy transport is off unless asked for.
	if code, _ := httpGet(t, h.base+"/sse"); code != http.StatusNotFound {
		t.Errorf("/sse without --sse: %d, want 404", code)
	}
}

func toolReq(name string, args map[string]any) mcp.CallToolRequest {
	if args == nil {
		args = map[string]any{}
	}
	req := mcp.CallToolRequest{}
	req.Params.Name, req.Params.Arguments = name, args
	return req
}

func httpCall(t *testing.T, c *client.Client, name string, args map[string]any) (string, bool) {
	t.Helper()
	ctx, cancel := context.WithCancel(waitfor.Context(t))
	defer cancel()
	res, err := c.CallTool(ctx, toolReq(name, args))
	if err != nil {
		t.Errorf("call %s: %v", name, err)
		return "", true
	}
	var parts []string
	for _, ct := range res.Content {
		if tc, ok := ct.(mcp.TextContent); ok {
			parts = append(parts, tc.Text)
		}
	}
	return strings.Join(parts, "\n"), res.IsError
}

func providerPIDsFrom(t *testing.T, res *mcp.CallToolResult) map[string]int {
	t.Helper()
	b, _ := json.Marshal(res.StructuredContent)
	var sc struct {
		Providers []struct {
			Name string
			PID  int
		}
	}
	if err := json.Unmarshal(b, &sc); err != nil || len(sc.Providers) == 0 {
		t.Fatalf("list_providers structured content %.300s: %v", b, err)
	}
	out := map[string]int{}
	for _, p := range sc.Providers {
		out[p.Name] = p.PID
	}
	return out
}

func TestHTTPStateless(t *testing.T) {
	h := startHTTP(t, plugins(t, "mdfolder"), nil, "--stateless")
	resp, _ := rawPost(t, h.url, initBody, nil)
	if resp.StatusCode != 200 || resp.Header.Get("Mcp-Session-Id") != "" {
		t.Fatalf("stateless initialize: %d, Mcp-Session-Id %q", resp.StatusCode, resp.Header.Get("Mcp-Session-Id"))
	}
	// A call that names no session works: any replica could take it.
	call := `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"describe_mdfolder_package","arguments":{"package":"tiny"}}}`
	resp, body := rawPost(t, h.url, call, map[string]string{"Mcp-Protocol-Version": "2025-06-18"})
	if resp.StatusCode != 200 || !strings.Contains(body, "tiny@") {
		t.Fatalf("stateless call: %d %.300s", resp.StatusCode, body)
	}
	c := httpClient(t, h.url, mcp.ProtocolVersion20250618, nil)
	if text, isErr := httpCall(t, c, "describe_mdfolder_package", map[string]any{"package": "acme-widgets"}); isErr || !strings.Contains(text, "acme-widgets@") {
		t.Errorf("describe over a stateless client: %.200q", text)
	}
}

func TestHTTPProbes(t *testing.T) {
	h := startHTTP(t, plugins(t, "mdfolder"), nil)
	if code, body := httpGet(t, h.base+"/healthz"); code != 200 || !strings.Contains(body, "ok") {
		t.Errorf("/healthz: %d %s", code, body)
	}
	waitReady(t, h.base)

	empty := startHTTP(t, t.TempDir(), nil)
	if code, _ := httpGet(t, empty.base+"/healthz"); code != 200 {
		t.Errorf("/healthz without providers: %d", code)
	}
	// Once start-up is over (and the probe's cache has expired), the
	// answer names the cause: polled for, however long start-up takes.
	var code int
	var body string
	if !waitfor.Poll(t, func() bool {
		code, body = httpGet(t, empty.base+"/readyz")
		return strings.Contains(body, "no provider")
	}) || code != http.StatusServiceUnavailable {
		t.Errorf("/readyz without providers: %d %s, want 503 naming the cause", code, body)
	}
}

func TestHTTPAccessControl(t *testing.T) {
	t.Run("open bind needs a token", func(t *testing.T) {
		h := launchHTTP(t, plugins(t, "mdfolder"), nil, "--http", "0.0.0.0:0")
		select {
		case <-h.exited:
		case <-time.After(waitfor.Left(t)):
			t.Fatal("host serves every interface without a token")
		}
		if h.code == 0 || !strings.Contains(h.stderr.String(), "--auth-token") {
			t.Errorf("exit %d, stderr %q: want a failure saying to set --auth-token", h.code, h.stderr.String())
		}
	})
	t.Run("short token refused", func(t *testing.T) {
		h := launchHTTP(t, plugins(t, "mdfolder"), []string{"PKGDOCS_AUTH_TOKEN=short"}, "--http", "127.0.0.1:0")
		<-h.exited
		if h.code == 0 || !strings.Contains(h.stderr.String(), "at least") {
			t.Errorf("exit %d, stderr %q", h.code, h.stderr.String())
		}
	})
	t.Run("token, origin, body, rate", func(t *testing.T) {
		token := "e2e-token-0123456789abcdef"
		h := startHTTP(t, plugins(t, "mdfolder"), []string{"PKGDOCS_AUTH_TOKEN=" + token}, "--rate-limit", "20")
		auth := map[string]string{"Authorization": "Bearer " + token}
		if resp, _ := rawPost(t, h.url, initBody, nil); resp.StatusCode != http.StatusUnauthorized || resp.Header.Get("WWW-Authenticate") == "" {
			t.Errorf("no token: %d", resp.StatusCode)
		}
		if resp, _ := rawPost(t, h.url, initBody, map[string]string{"Authorization": "Bearer nope"}); resp.StatusCode != http.StatusUnauthorized {
			t.Errorf("wrong token: %d", resp.StatusCode)
		}
		if resp, _ := rawPost(t, h.url, initBody, map[string]string{"Authorization": "Bearer " + token, "Origin": "http://evil.example.com"}); resp.StatusCode != http.StatusForbidden {
			t.Errorf("foreign origin: %d, want 403", resp.StatusCode)
		}
		big := `{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":"` + strings.Repeat("a", 2<<20) + `"}}`
		if resp, _ := rawPost(t, h.url, big, auth); resp.StatusCode != http.StatusRequestEntityTooLarge {
			t.Errorf("2 MiB body: %d, want 413", resp.StatusCode)
		}
		if code, _ := httpGet(t, h.base+"/healthz"); code != 200 {
			t.Errorf("/healthz needs no token: %d", code)
		}
		c := httpClient(t, h.url, mcp.ProtocolVersion20250618, auth)
		if text, isErr := httpCall(t, c, "describe_mdfolder_package", map[string]any{"package": "tiny"}); isErr {
			t.Errorf("describe with token: %s", text)
		}
		// 20/s with bursts of 40: a quick loop runs into the limit.
		var limited *http.Response
		for range 100 {
			if resp, _ := rawPost(t, h.url, initBody, auth); resp.StatusCode == http.StatusTooManyRequests {
				limited = resp
				break
			}
		}
		if limited == nil {
			t.Fatal("no 429 from 100 quick requests at --rate-limit 20")
		}
		if limited.Header.Get("Retry-After") == "" {
			t.Error("429 without Retry-After")
		}
	})
}

func TestHTTPLegacySSE(t *testing.T) {
	h := startHTTP(t, plugins(t, "mdfolder"), nil, "--sse")
	c, err := client.NewSSEMCPClient(h.base + "/sse")
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
	req.Params.ClientInfo = mcp.Implementation{Name: "e2e-sse", Version: "1"}
	if _, err := c.Initialize(ctx, req); err != nil {
		t.Fatalf("initialize over SSE: %v", err)
	}
	if text, isErr := httpCall(t, c, "describe_mdfolder_package", map[string]any{"package": "acme-widgets"}); isErr || !strings.Contains(text, "acme-widgets@") {
		t.Errorf("describe over SSE: %.200q", text)
	}
}

// TestHTTPGracefulShutdown: SIGTERM with a call in flight that never
// ends: the host waits its --shutdown-timeout, cuts the call off, stops
// every provider and exits 0.
func TestHTTPGracefulShutdown(t *testing.T) {
	dir := plugins(t, "mdfolder", "crashy")
	h := startHTTP(t, dir, nil, "--shutdown-timeout", "1s")
	c := httpClient(t, h.url, mcp.ProtocolVersion20250618, nil)
	res, err := c.CallTool(context.Background(), toolReq("list_providers", nil))
	if err != nil {
		t.Fatal(err)
	}
	pids := providerPIDsFrom(t, res)
	slow := make(chan error, 1)
	go func() {
		r, err := c.CallTool(context.Background(), toolReq("describe_crashy_package", map[string]any{"package": "slow"}))
		if err == nil && !r.IsError {
			err = fmt.Errorf("slow call succeeded")
		}
		slow <- err
	}()
	waitCalls(t, dir, "slow", 1) // the slow call is in flight
	// The call never ends by itself: the host exiting at all means its
	// shutdown timeout cut the call off. Exiting is the event waited for;
	// not before the timeout is the bound checked.
	took, ok := h.stop(waitfor.Left(t))
	if !ok {
		return
	}
	if h.code != 0 {
		t.Errorf("exit code %d after SIGTERM; stderr %q", h.code, h.stderr.String())
	}
	if took < time.Second {
		t.Errorf("shutdown took %v with --shutdown-timeout 1s and a call in flight: it did not wait for the call", took)
	}
	waitfor.Chan(t, slow, "the cut-off call's answer")
	for name, pid := range pids {
		if !waitfor.Poll(t, func() bool { return !alive(pid) }) {
			t.Errorf("provider %s (pid %d) outlived the host", name, pid)
		}
	}
}

// TestHTTPToolsListChanged: a session's notification stream carries
// tools/list_changed when a provider binary is added.
func TestHTTPToolsListChanged(t *testing.T) {
	dir := plugins(t, "mdfolder")
	h := startHTTP(t, dir, nil)
	waitReady(t, h.base) // the start-up refresh is over
	// The session's GET stream is what clients of 2025-11-25 and earlier
	// use, which is most of them; newer ones listen differently.
	// The stream is open when the host answers the GET: it registers the
	// session's listener before it sends the status.
	open := make(chan struct{}, 1)
	hc := &http.Client{Transport: roundTripFunc(func(r *http.Request) (*http.Response, error) {
		resp, err := http.DefaultTransport.RoundTrip(r)
		if err == nil && r.Method == http.MethodGet && resp.StatusCode == http.StatusOK {
			select {
			case open <- struct{}{}:
			default:
			}
		}
		return resp, err
	})}
	//lint:ignore SA1019 the legacy GET stream is what this test is about
	c := httpClient(t, h.url, mcp.ProtocolVersion20250618, nil, transport.WithContinuousListening(), transport.WithHTTPBasicClient(hc))
	got := make(chan struct{}, 1)
	c.OnNotification(func(n mcp.JSONRPCNotification) {
		if n.Method == "notifications/tools/list_changed" {
			select {
			case got <- struct{}{}:
			default:
			}
		}
	})
	if _, err := c.ListTools(context.Background(), mcp.ListToolsRequest{}); err != nil {
		t.Fatal(err)
	}
	waitfor.Chan(t, open, "the session's GET stream to open")
	install(t, binFixture, filepath.Join(dir, "pkgdocs-provider-crashy"), 0o755)
	select {
	case <-got:
	case <-time.After(waitfor.Left(t)):
		t.Fatal("no notifications/tools/list_changed over HTTP after a provider was added")
	}
	tools, err := c.ListTools(context.Background(), mcp.ListToolsRequest{})
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, tl := range tools.Tools {
		found = found || tl.Name == "describe_crashy_package"
	}
	if !found {
		t.Error("tools/list after the notification lacks describe_crashy_package")
	}
}

// TestHTTPSameSurfaceAsStdio: over HTTP an agent sees the same tools
// (with the same input schemas: stdio registers them light, HTTP whole),
// prompts and resource templates as over stdio, and reads resources and
// gets prompts the same way.
func TestHTTPSameSurfaceAsStdio(t *testing.T) {
	dir := plugins(t, "mdfolder")
	h := startHTTP(t, dir, nil)
	clients := map[string]*client.Client{
		"stdio":                newClient(t, dir),
		"http 2025-06-18":      httpClient(t, h.url, mcp.ProtocolVersion20250618, nil),
		"http latest protocol": httpClient(t, h.url, "", nil),
	}
	type surface struct {
		Tools, Prompts, Templates []string
		Schemas                   map[string]string
		Resource                  string
		Prompt                    string
	}
	got := map[string]surface{}
	for name, c := range clients {
		ctx, cancel := context.WithCancel(waitfor.Context(t))
		s := surface{Schemas: map[string]string{}}
		tools, err := c.ListTools(ctx, mcp.ListToolsRequest{})
		if err != nil {
			t.Fatalf("%s: tools/list: %v", name, err)
		}
		for _, tl := range tools.Tools {
			s.Tools = append(s.Tools, tl.Name)
			b, err := json.Marshal(tl.InputSchema)
			if err != nil {
				t.Fatal(err)
			}
			s.Schemas[tl.Name] = string(b)
		}
		prompts, err := c.ListPrompts(ctx, mcp.ListPromptsRequest{})
		if err != nil {
			t.Fatalf("%s: prompts/list: %v", name, err)
		}
		for _, p := range prompts.Prompts {
			s.Prompts = append(s.Prompts, p.Name)
		}
		tmpls, err := c.ListResourceTemplates(ctx, mcp.ListResourceTemplatesRequest{})
		if err != nil {
			t.Fatalf("%s: resources/templates/list: %v", name, err)
		}
		for _, tm := range tmpls.ResourceTemplates {
			s.Templates = append(s.Templates, tm.URITemplate.Raw())
		}
		rreq := mcp.ReadResourceRequest{}
		rreq.Params.URI = "pkgdocs://mdfolder/acme-widgets"
		rr, err := c.ReadResource(ctx, rreq)
		if err != nil || len(rr.Contents) == 0 {
			t.Fatalf("%s: resources/read: %v", name, err)
		}
		if tc, ok := rr.Contents[0].(mcp.TextResourceContents); ok {
			s.Resource = firstLine(tc.Text)
		}
		if len(s.Prompts) > 0 {
			preq := mcp.GetPromptRequest{}
			preq.Params.Name = "use_package"
			preq.Params.Arguments = map[string]string{"ecosystem": "mdfolder", "package": "acme-widgets"}
			pr, err := c.GetPrompt(ctx, preq)
			if err != nil {
				t.Fatalf("%s: prompts/get use_package: %v", name, err)
			}
			s.Prompt = fmt.Sprint(len(pr.Messages), " messages")
		}
		cancel()
		sort.Strings(s.Tools)
		sort.Strings(s.Prompts)
		sort.Strings(s.Templates)
		got[name] = s
	}
	want := got["stdio"]
	if len(want.Tools) == 0 || len(want.Prompts) == 0 || len(want.Templates) == 0 || !strings.Contains(want.Resource, "acme-widgets@") ||
		!strings.Contains(want.Schemas["describe_mdfolder_package"], `"package"`) {
		t.Fatalf("stdio surface looks empty: %+v", want)
	}
	for name, s := range got {
		if diff := cmp.Diff(want, s); diff != "" {
			t.Errorf("%s differs from stdio (-stdio +%s):\n%s", name, name, diff)
		}
	}
}

func firstLine(s string) string {
	l, _, _ := strings.Cut(s, "\n")
	return l
}

// roundTripFunc is an http.RoundTripper from a function.
type roundTripFunc func(*http.Request) (*http.Response, error)

func (f roundTripFunc) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }
