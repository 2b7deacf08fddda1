package httpserve

import (
	"context"
	"encoding/json"
	"net/http"
	"sync"
	"time"
)

// readiness caches the host's readiness check: probes may come often and
// from anyone (they are not authenticated), and each check asks every
// provider for its health.
type readiness struct {
	check func(context.Context) error

	mu      sync.Mutex
	at      time.Time
	lastErr error
}

// readyCacheFor is how long one readiness answer is reused.
const readyCacheFor = time.Second

func newReadiness(check func(context.Context) error) *readiness {
	return &readiness{check: check}
}

func (r *readiness) get(ctx context.Context) error {
	if r.check == nil {
		return nil
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if !r.at.IsZero() && time.Since(r.at) < readyCacheFor {
		return r.lastErr
	}
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	r.lastErr = r.check(ctx)
	r.at = time.Now()
	return r.lastErr
}

func (s *Server) serveHealth(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "Method Not Allowed", http.StatusMethodNotAllowed)
		return
	}
	writeStatus(w, http.StatusOK, map[string]string{"status": "ok"})
}

func (s *Server) serveReady(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "Method Not Allowed", http.StatusMethodNotAllowed)
		return
	}
	if err := s.ready.get(r.Context()); err != nil {
		writeStatus(w, http.StatusServiceUnavailable, map[string]string{"status": "not ready", "reason": err.Error()})
		return
	}
	writeStatus(w, http.StatusOK, map[string]string{"status": "ready"})
}

func writeStatus(w http.ResponseWriter, code int, body any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(body)
}

// getOnly answers only GET and HEAD.
func getOnly(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "Method Not Allowed", http.StatusMethodNotAllowed)
			return
		}
		h.ServeHTTP(w, r)
	})
}
