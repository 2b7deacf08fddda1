package registrytest

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
)

// Placeholder is the origin recorded fixtures use for the registry.
const Placeholder = "http://registry.invalid"

// Request is one request the server saw.
type Request struct {
	Path          string // escaped path, without Prefix
	Accept        string
	Authorization string
}

// Server is a fake registry.
type Server struct {
	*httptest.Server
	// Dir holds the fixtures.
	Dir string
	// Prefix is a path the registry lives under ("/api/npm/repo"), as
	// Artifactory, Nexus and GitLab registries do; "" for the root.
	Prefix string
	// Token, when set, is required as "Bearer <Token>" (401 without it).
	Token string
	// Extra serves bodies for paths the directory lacks (synthetic cases),
	// keyed by escaped path without Prefix; the placeholder is rewritten too.
	Extra map[string][]byte
	// Replace holds more placeholder → value rewrites for JSON bodies.
	Replace map[string]string
	// Down, while set, answers every request 503 (a registry that is
	// briefly out of service).
	Down atomic.Bool

	mu       sync.Mutex
	requests []Request
}

// New starts a server for dir; it is closed when the test ends. Set fields
// before the first request.
func New(t testing.TB, dir string) *Server {
	s := &Server{Dir: dir, Extra: map[string][]byte{}, Replace: map[string]string{}}
	s.Server = httptest.NewServer(http.HandlerFunc(s.serve))
	t.Cleanup(s.Close)
	return s
}

// RegistryURL is the base URL clients should use, ending in "/".
func (s *Server) RegistryURL() string { return s.URL + s.Prefix + "/" }

// Requests returns the requests seen so far.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.requests...)
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	p := r.URL.EscapedPath()
	s.mu.Lock()
	s.requests = append(s.requests, Request{Path: strings.TrimPrefix(p, s.Prefix), Accept: r.Header.Get("Accept"), Authorization: r.Header.Get("Authorization")})
	s.mu.Unlock()
	if s.Down.Load() {
		http.Error(w, `{"error":"service unavailable"}`, http.StatusServiceUnavailable)
		return
	}
	if s.Prefix != "" {
		if !strings.HasPrefix(p, s.Prefix+"/") {
			http.NotFound(w, r)
			return
		}
		p = strings.TrimPrefix(p, s.Prefix)
	}
	if s.Token != "" && r.Header.Get("Authorization") != "Bearer "+s.Token {
		http.Error(w, `{"error":"unauthorized"}`, http.StatusUnauthorized)
		return
	}
	body, ok := s.Extra[p]
	if !ok {
		rel := strings.TrimPrefix(p, "/")
		if strings.Contains(rel, "..") || rel == "" {
			http.NotFound(w, r)
			return
		}
		file := filepath.Join(s.Dir, filepath.FromSlash(rel))
		if !strings.HasSuffix(file, ".tgz") {
			file += ".json"
		}
		data, err := os.ReadFile(file)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		body = data
	}
	if strings.HasSuffix(p, ".tgz") {
		w.Header().Set("Content-Type", "application/octet-stream")
		w.Write(body)
		return
	}
	text := strings.ReplaceAll(string(body), Placeholder, s.URL+s.Prefix)
	for from, to := range s.Replace {
		text = strings.ReplaceAll(text, from, to)
	}
	w.Header().Set("Content-Type", "application/json")
	w.Write([]byte(text))
}
