package httpserve

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/server"
)

// BenchmarkHandler measures one tools/call through the HTTP handler, in
// process (no sockets): mcp-go's streamable transport alone, and with
// every guard of this package in front (Origin, rate limit, token, body
// limit), to show what the guards cost per call.
func BenchmarkHandler(b *testing.B) {
	body := `{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"echo","arguments":{"text":"hello"}}}`
	token := "0123456789abcdef0123456789abcdef"
	guarded, err := New(testMCP(), Options{Stateless: true, AuthToken: token, RateLimit: 1e9, RateBurst: 1e9})
	if err != nil {
		b.Fatal(err)
	}
	handlers := map[string]http.Handler{
		"mcp-go alone": server.NewStreamableHTTPServer(testMCP(), server.WithStateLess(true)),
		"guarded":      guarded.Handler(),
	}
	for name, h := range handlers {
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			b.RunParallel(func(pb *testing.PB) {
				for pb.Next() {
					r := httptest.NewRequest("POST", PathMCP, strings.NewReader(body))
					r.Header.Set("Content-Type", "application/json")
					r.Header.Set("Accept", "application/json, text/event-stream")
					r.Header.Set("Mcp-Protocol-Version", "2025-06-18")
					r.Header.Set("Authorization", "Bearer "+token)
					r.Header.Set("Origin", "http://localhost:3000")
					w := httptest.NewRecorder()
					h.ServeHTTP(w, r)
					if w.Code != 200 || !strings.Contains(w.Body.String(), "hello") {
						b.Fatalf("%d %s", w.Code, w.Body.String())
					}
				}
			})
		})
	}
}
