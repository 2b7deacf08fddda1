package metrics

import (
	"context"
	"errors"
	"io"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/pkgdocs/pkgdocs/host/cache"
)

// scrape returns the lines of /metrics that start with one of prefixes.
func scrape(t *testing.T, m *Metrics, prefixes ...string) []string {
	t.Helper()
	rec := httptest.NewRecorder()
	m.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	body, _ := io.ReadAll(rec.Body)
	var out []string
	for _, l := range strings.Split(string(body), "\n") {
		for _, p := range prefixes {
			if strings.HasPrefix(l, p) {
				out = append(out, l)
			}
		}
	}
	return out
}

func TestCountersMoveWithCalls(t *testing.T) {
	c := cache.New(cache.Options{NoDisk: true})
	defer c.Close()
	m := New(Sources{
		Cache:     c,
		Providers: func() []Provider { return []Provider{{Name: "npm", Running: true}, {Name: "go", Crashes: 2}} },
		Sessions:  func() int { return 3 },
	})
	key := cache.Key{Provider: "npm", Tool: "describe", Args: map[string]any{"package": "zod"}}
	fetch := func(context.Context) ([]byte, bool, error) { return []byte("12345"), true, nil }
	for range 3 { // one fetch, then two memory hits
		if _, err := c.Do(context.Background(), key, fetch); err != nil {
			t.Fatal(err)
		}
	}
	mw := m.ToolMiddleware()
	call := func(name string, res *mcp.CallToolResult, err error) {
		h := mw(func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) { return res, err })
		req := mcp.CallToolRequest{}
		req.Params.Name = name
		_, _ = h(context.Background(), req)
	}
	call("describe_npm_package", &mcp.CallToolResult{}, nil)
	call("describe_npm_package", &mcp.CallToolResult{}, nil)
	call("describe_npm_package", &mcp.CallToolResult{IsError: true}, nil)
	call("search_package_docs", nil, errors.New("boom"))
	m.RateLimited()

	got := scrape(t, m, "pkgdocs_tool_calls_total", "pkgdocs_cache_hits_total", "pkgdocs_upstream_", "pkgdocs_http_", "pkgdocs_provider_", "pkgdocs_tool_call_duration_seconds_count")
	want := []string{
		`pkgdocs_cache_hits_total{tier="disk"} 0`,
		`pkgdocs_cache_hits_total{tier="memory"} 2`,
		`pkgdocs_cache_hits_total{tier="redis"} 0`,
		`pkgdocs_cache_hits_total{tier="stale"} 0`,
		`pkgdocs_http_rate_limited_total 1`,
		`pkgdocs_http_sessions_active 3`,
		`pkgdocs_provider_consecutive_crashes{provider="go"} 2`,
		`pkgdocs_provider_consecutive_crashes{provider="npm"} 0`,
		`pkgdocs_provider_running{provider="go"} 0`,
		`pkgdocs_provider_running{provider="npm"} 1`,
		`pkgdocs_tool_call_duration_seconds_count{tool="describe_npm_package"} 3`,
		`pkgdocs_tool_call_duration_seconds_count{tool="search_package_docs"} 1`,
		`pkgdocs_tool_calls_total{outcome="error",tool="describe_npm_package"} 0`,
		`pkgdocs_tool_calls_total{outcome="error",tool="search_package_docs"} 1`,
		`pkgdocs_tool_calls_total{outcome="ok",tool="describe_npm_package"} 2`,
		`pkgdocs_tool_calls_total{outcome="ok",tool="search_package_docs"} 0`,
		`pkgdocs_tool_calls_total{outcome="tool_error",tool="describe_npm_package"} 1`,
		`pkgdocs_tool_calls_total{outcome="tool_error",tool="search_package_docs"} 0`,
		`pkgdocs_upstream_fetch_bytes_total{provider="npm"} 5`,
		`pkgdocs_upstream_fetches_total{provider="npm"} 1`,
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("metrics (-want +got):\n%s", diff)
	}
}

func TestNilSources(t *testing.T) {
	m := New(Sources{})
	if got := scrape(t, m, "pkgdocs_cache", "pkgdocs_provider", "pkgdocs_http_sessions"); len(got) != 0 {
		t.Errorf("metrics for absent sources: %v", got)
	}
}

// BenchmarkToolMiddleware: the per-call cost the metrics add.
func BenchmarkToolMiddleware(b *testing.B) {
	m := New(Sources{})
	h := m.ToolMiddleware()(func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return &mcp.CallToolResult{}, nil
	})
	req := mcp.CallToolRequest{}
	req.Params.Name = "describe_npm_package"
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		_, _ = h(ctx, req)
	}
}
