package metrics

import (
	"context"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"

	"github.com/pkgdocs/pkgdocs/host/cache"
)

// TestExpositionParsesWithPrometheus: /metrics is written by hand
// (expose.go), so Prometheus' own text parser reads all of it, and each
// family keeps the type it declares: a scraper that rejects one line
// drops the whole scrape.
func TestExpositionParsesWithPrometheus(t *testing.T) {
	c := cache.New(cache.Options{NoDisk: true})
	defer c.Close()
	m := New(Sources{
		Cache:     c,
		Providers: func() []Provider { return []Provider{{Name: "npm", Running: true}, {Name: `we"ird\name`}} },
		Sessions:  func() int { return 1 },
	})
	h := m.ToolMiddleware()(func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return &mcp.CallToolResult{}, nil
	})
	req := mcp.CallToolRequest{}
	req.Params.Name = "describe_npm_package"
	_, _ = h(context.Background(), req)

	rec := httptest.NewRecorder()
	m.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	if ct := rec.Header().Get("Content-Type"); !strings.HasPrefix(ct, "text/plain; version=0.0.4") {
		t.Errorf("Content-Type %q, want the text format's", ct)
	}
	parser := expfmt.NewTextParser(model.LegacyValidation)
	families, err := parser.TextToMetricFamilies(rec.Body)
	if err != nil {
		t.Fatalf("Prometheus' parser rejects /metrics: %v", err)
	}
	for name, want := range map[string]string{
		"pkgdocs_tool_calls_total":           "COUNTER",
		"pkgdocs_tool_call_duration_seconds": "HISTOGRAM",
		"pkgdocs_provider_running":           "GAUGE",
		"go_goroutines":                      "GAUGE",
		"process_resident_memory_bytes":      "GAUGE",
	} {
		f, ok := families[name]
		if !ok {
			t.Errorf("family %s missing", name)
			continue
		}
		if got := f.GetType().String(); got != want {
			t.Errorf("%s: type %s, want %s", name, got, want)
		}
	}
}
