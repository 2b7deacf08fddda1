package httpserve

import (
	"io"
	"net/http"
	"sync/atomic"
	"testing"
)

// TestMetricsEndpoint: /metrics is behind the MCP token unless public,
// answers GET only, and rate-limited requests are reported.
func TestMetricsEndpoint(t *testing.T) {
	const token = "0123456789abcdef0123"
	handler := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "pkgdocs_up 1\n") })
	var limited atomic.Int32
	for name, tc := range map[string]struct {
		public     bool
		method     string
		auth       string
		wantStatus int
	}{
		"no token":          {method: "GET", wantStatus: 401},
		"token":             {method: "GET", auth: "Bearer " + token, wantStatus: 200},
		"wrong token":       {method: "GET", auth: "Bearer nope-nope-nope-nope", wantStatus: 401},
		"public":            {public: true, method: "GET", wantStatus: 200},
		"post":              {public: true, method: "POST", wantStatus: 405},
		"public with token": {public: true, method: "GET", auth: "Bearer " + token, wantStatus: 200},
	} {
		t.Run(name, func(t *testing.T) {
			r := serve(t, testMCP(), Options{AuthToken: token, Metrics: handler, MetricsPublic: tc.public})
			req, _ := http.NewRequest(tc.method, r.url+PathMetrics, nil)
			if tc.auth != "" {
				req.Header.Set("Authorization", tc.auth)
			}
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != tc.wantStatus {
				t.Errorf("status %d, want %d", resp.StatusCode, tc.wantStatus)
			}
		})
	}
	t.Run("absent", func(t *testing.T) {
		r := serve(t, testMCP(), Options{})
		resp, err := http.Get(r.url + PathMetrics)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 404 {
			t.Errorf("status %d without Options.Metrics, want 404", resp.StatusCode)
		}
	})
	t.Run("rate limited", func(t *testing.T) {
		r := serve(t, testMCP(), Options{RateLimit: 1, RateBurst: 1, OnRateLimited: func() { limited.Add(1) }})
		var codes []int
		for range 3 {
			resp := post(t, r.url+PathMCP, `{"jsonrpc":"2.0","id":1,"method":"ping"}`, nil)
			resp.Body.Close()
			codes = append(codes, resp.StatusCode)
		}
		if limited.Load() != 2 {
			t.Errorf("statuses %v; %d rate-limit reports, want 2", codes, limited.Load())
		}
	})
}
