package gateway

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/pkgdocs/pkgdocs/host/cache"
	"github.com/pkgdocs/pkgdocs/host/supervise"
	"github.com/pkgdocs/pkgdocs/sdk"
)

func TestPolicyOf(t *testing.T) {
	withProject := json.RawMessage(`{"type":"object","properties":{"version":{"type":"string"},"projectPath":{"type":"string"}}}`)
	without := json.RawMessage(`{"type":"object","properties":{"version":{"type":"string"}}}`)
	numberProject := json.RawMessage(`{"type":"object","properties":{"projectPath":{"type":"number"}}}`)
	tests := []struct {
		name    string
		tool    sdk.Tool
		minor   uint32
		want    toolPolicy
		wantErr bool
	}{
		{"zero tool, old provider", sdk.Tool{}, 1, toolPolicy{legacy: true}, false},
		{"zero tool, new provider", sdk.Tool{}, 2, toolPolicy{}, false},
		// Before minor 2: guessed from the schema; read-only tools cached by args.
		{"old: projectPath guessed", sdk.Tool{InputSchema: withProject, ReadOnly: true}, 1, toolPolicy{takesProject: true, legacy: true, readOnly: true}, false},
		{"old: no projectPath", sdk.Tool{InputSchema: without}, 0, toolPolicy{legacy: true}, false},
		{"old: projectPath not a string", sdk.Tool{InputSchema: numberProject}, 1, toolPolicy{legacy: true}, false},
		// From minor 2: the declaration, whatever the schema looks like.
		{"new: declared", sdk.Tool{InputSchema: withProject, TakesProject: true, CacheTTL: time.Minute, ReadOnly: true}, 2,
			toolPolicy{takesProject: true, cacheTTL: time.Minute, readOnly: true}, false},
		{"new: projectPath not declared is not filled", sdk.Tool{InputSchema: withProject, ReadOnly: true}, 2, toolPolicy{readOnly: true}, false},
		{"new: read-only alone is not cached", sdk.Tool{InputSchema: without, ReadOnly: true}, 3, toolPolicy{readOnly: true}, false},
		{"new: negative TTL", sdk.Tool{InputSchema: without, CacheTTL: -time.Second}, 2, toolPolicy{}, false},
		{"new: takes the project without the property", sdk.Tool{InputSchema: without, TakesProject: true}, 2, toolPolicy{}, true},
		{"new: takes the project, property not a string", sdk.Tool{InputSchema: numberProject, TakesProject: true}, 2, toolPolicy{}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := policyOf(tt.tool, tt.minor, schemaTakesProject(tt.tool.InputSchema))
			if (err != nil) != tt.wantErr {
				t.Fatalf("err = %v, want error %v", err, tt.wantErr)
			}
			if diff := cmp.Diff(tt.want, got, cmp.AllowUnexported(toolPolicy{})); diff != "" {
				t.Errorf("policy (-want +got):\n%s", diff)
			}
		})
	}
}

// TestProjectMiddlewareFollowsDeclaration: projectPath is filled for a
// provider tool that declared it takes the project, and for a host tool
// whose schema has it; never for a provider tool that did not declare it.
func TestProjectMiddlewareFollowsDeclaration(t *testing.T) {
	g := &Gateway{
		opt:     Options{Project: t.TempDir()},
		srv:     server.NewMCPServer("t", "1"),
		project: map[string]bool{"declared": true, "undeclared": false},
	}
	g.srv.AddTools(g.schemas.record([]server.ServerTool{
		{Tool: mcp.NewTool("host_tool", mcp.WithString("projectPath"))},
		{Tool: mcp.NewTool("host_tool_without")},
	}, false)...)
	for name, want := range map[string]bool{"declared": true, "undeclared": false, "host_tool": true, "host_tool_without": false, "missing": false} {
		var got map[string]any
		h := g.projectMiddleware(func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			got = req.GetArguments()
			return nil, nil
		})
		req := mcp.CallToolRequest{}
		req.Params.Name = name
		req.Params.Arguments = map[string]any{"q": "x"}
		if _, err := h(context.Background(), req); err != nil {
			t.Fatal(err)
		}
		if _, filled := got["projectPath"]; filled != want {
			t.Errorf("%s: projectPath filled = %v, want %v (args %v)", name, filled, want, got)
		}
	}
}

// TestCachedFor: an answer is reused while younger than the declared TTL,
// fetched again after, and served stale (with a note) when the upstream is
// down.
func TestCachedFor(t *testing.T) {
	now := time.Unix(1e9, 0)
	c := cache.New(cache.Options{NoDisk: true, Now: func() time.Time { return now }})
	defer c.Close()
	g := &Gateway{opt: Options{Cache: c}}
	p := &supervise.Provider{Name: "fake"}
	args := map[string]any{"q": "x"}
	fetches := 0
	answerWith := func(err error) fetchFunc {
		return func(context.Context) (fetched, error) {
			fetches++
			if err != nil {
				return fetched{}, err
			}
			return fetched{value: []byte{byte('0' + fetches)}}, nil
		}
	}
	call := func(err error) (string, string) {
		t.Helper()
		a, gotErr := g.cachedFor(context.Background(), p, "tool:t", args, time.Minute, answerWith(err))
		if gotErr != nil {
			return "error: " + gotErr.Error(), ""
		}
		return string(a.value), a.note
	}
	steps := []struct {
		advance  time.Duration
		err      error
		want     string
		wantNote bool
	}{
		{0, nil, "1", false},
		{30 * time.Second, nil, "1", false}, // younger than the TTL
		{31 * time.Second, nil, "2", false}, // older: fetched again
		{2 * time.Minute, sdk.Unavailable("down"), "2", true},
		{0, sdk.NotFound("gone"), "error: gone", false},
	}
	for i, s := range steps {
		now = now.Add(s.advance)
		got, note := call(s.err)
		if got != s.want || (note != "") != s.wantNote {
			t.Errorf("step %d: got %q (note %q), want %q (note %v)", i, got, note, s.want, s.wantNote)
		}
	}
	// A zero TTL never caches.
	fetches = 0
	for range 2 {
		if _, err := g.cachedFor(context.Background(), p, "tool:u", args, 0, answerWith(nil)); err != nil {
			t.Fatal(err)
		}
	}
	if fetches != 2 {
		t.Errorf("zero TTL: %d fetches, want 2", fetches)
	}
}

// TestCachedForSharesOneCall: concurrent identical calls to a tool with a
// cache TTL make one provider call, when nothing is cached and again when
// the cached answer has grown older than the TTL.
func TestCachedForSharesOneCall(t *testing.T) {
	var mu sync.Mutex
	now := time.Unix(1e9, 0)
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	c := cache.New(cache.Options{NoDisk: true, Now: clock})
	defer c.Close()
	g := &Gateway{opt: Options{Cache: c}}
	p := &supervise.Provider{Name: "fake"}
	var calls atomic.Int32
	const callers = 8
	round := func(want string) {
		t.Helper()
		release := make(chan struct{})
		fetch := func(ctx context.Context) (fetched, error) {
			n := calls.Add(1)
			select {
			case <-release:
			case <-ctx.Done():
				return fetched{}, ctx.Err()
			}
			return fetched{value: []byte(fmt.Sprint(n))}, nil
		}
		joined := c.Stats().Coalesced
		var wg sync.WaitGroup
		got := make([]string, callers)
		for i := range callers {
			wg.Go(func() {
				a, err := g.cachedFor(context.Background(), p, "tool:t", map[string]any{"q": "x"}, time.Minute, fetch)
				if err != nil {
					got[i] = "error: " + err.Error()
					return
				}
				got[i] = string(a.value)
			})
		}
		// Release the provider once every other caller has joined the
		// first one's call (or after a while, so a broken flight fails
		// the test instead of hanging it).
		for deadline := time.Now().Add(5 * time.Second); c.Stats().Coalesced-joined < callers-1 && time.Now().Before(deadline); {
			time.Sleep(time.Millisecond)
		}
		close(release)
		wg.Wait()
		for i, v := range got {
			if v != want {
				t.Errorf("caller %d got %q, want %q", i, v, want)
			}
		}
	}
	round("1")
	if n := calls.Load(); n != 1 {
		t.Fatalf("%d concurrent identical calls made %d provider calls, want 1", callers, n)
	}
	mu.Lock()
	now = now.Add(2 * time.Minute) // older than the TTL, fresh for the cache
	mu.Unlock()
	round("2")
	if n := calls.Load(); n != 2 {
		t.Fatalf("after the TTL: %d provider calls in all, want 2", n)
	}
	// Within the TTL the refreshed answer is served without a call.
	a, err := g.cachedFor(context.Background(), p, "tool:t", map[string]any{"q": "x"}, time.Minute, func(context.Context) (fetched, error) {
		calls.Add(1)
		return fetched{value: []byte("x")}, nil
	})
	if err != nil || string(a.value) != "2" || !a.hit || calls.Load() != 2 {
		t.Errorf("within the TTL: %q hit=%v err=%v calls=%d, want the cached \"2\"", a.value, a.hit, err, calls.Load())
	}
}
