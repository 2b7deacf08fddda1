package httpserve

import (
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func TestNormalizeAddr(t *testing.T) {
	tests := map[string]struct {
		in, want string
		err      bool
	}{
		"empty":         {in: "", want: DefaultAddr},
		"port only":     {in: "9000", want: "127.0.0.1:9000"},
		"colon port":    {in: ":9000", want: "127.0.0.1:9000"},
		"any port":      {in: ":0", want: "127.0.0.1:0"},
		"host and port": {in: "localhost:9000", want: "localhost:9000"},
		"all ipv4":      {in: "0.0.0.0:9000", want: "0.0.0.0:9000"},
		"ipv6 loopback": {in: "[::1]:9000", want: "[::1]:9000"},
		"spaces":        {in: " 9000 ", want: "127.0.0.1:9000"},
		"no port":       {in: "localhost:", err: true},
		"bad":           {in: "a:b:c", err: true},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			got, err := NormalizeAddr(tc.in)
			if (err != nil) != tc.err {
				t.Fatalf("NormalizeAddr(%q) error = %v, want error %v", tc.in, err, tc.err)
			}
			if got != tc.want {
				t.Errorf("NormalizeAddr(%q) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}

func TestCheckBind(t *testing.T) {
	loop := &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 1}
	loop6 := &net.TCPAddr{IP: net.IPv6loopback, Port: 1}
	any4 := &net.TCPAddr{IP: net.IPv4zero, Port: 1}
	lan := &net.TCPAddr{IP: net.IPv4(192, 0, 2, 7), Port: 1} // TEST-NET-1: never dialled
	tests := map[string]struct {
		addr     net.Addr
		token    string
		insecure bool
		ok       bool
	}{
		"loopback, no token":     {addr: loop, ok: true},
		"ipv6 loopback":          {addr: loop6, ok: true},
		"all interfaces refused": {addr: any4},
		"lan address refused":    {addr: lan},
		"all with token":         {addr: any4, token: strings.Repeat("t", MinTokenLen), ok: true},
		"all insecure":           {addr: any4, insecure: true, ok: true},
		"nil-ish unix addr":      {addr: &net.UnixAddr{Name: "/x", Net: "unix"}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			s := &Server{opt: Options{AuthToken: tc.token, Insecure: tc.insecure}}
			err := s.checkBind(tc.addr)
			if (err == nil) != tc.ok {
				t.Fatalf("checkBind(%v) = %v, want ok=%v", tc.addr, err, tc.ok)
			}
			if err != nil && !strings.Contains(err.Error(), "--auth-token") {
				t.Errorf("error %q does not say how to fix it", err)
			}
		})
	}
}

func TestNewRejectsShortTokenAndBadOrigins(t *testing.T) {
	if _, err := New(testMCP(), Options{AuthToken: "short"}); err == nil || !strings.Contains(err.Error(), "at least") {
		t.Errorf("short token: err = %v", err)
	}
	if _, err := New(testMCP(), Options{AllowedOrigins: []string{"https://ok.example/path"}}); err == nil {
		t.Error("origin with a path accepted")
	}
	if _, err := New(testMCP(), Options{Addr: "x:y:z"}); err == nil {
		t.Error("bad address accepted")
	}
}

func TestOriginPolicy(t *testing.T) {
	p, err := newOriginPolicy([]string{"https://App.Example.com", " http://tools.example:8443 ", ""})
	if err != nil {
		t.Fatal(err)
	}
	tests := map[string]bool{
		"":                               true, // programs send no Origin
		"http://localhost:3000":          true,
		"http://127.0.0.1":               true,
		"http://127.9.9.9:1":             true,
		"http://[::1]:8080":              true,
		"https://app.localhost":          true,
		"https://app.example.com":        true,
		"https://app.example.com:443":    true,
		"https://APP.example.com/":       true,
		"http://tools.example:8443":      true,
		"http://app.example.com":         false, // scheme differs
		"https://app.example.com:444":    false,
		"http://tools.example":           false,
		"http://evil.example.com":        false,
		"http://localhost.evil.com":      false,
		"http://127.0.0.1.evil.com":      false,
		"null":                           false,
		"file://":                        false,
		"chrome-extension://abcdef":      false,
		"http://user@localhost":          false,
		"https://app.example.com/x":      false,
		"http://[::ffff:127.0.0.1]:8080": true, // IPv4-mapped loopback
		"http://0.0.0.0:8080":            false,
		"%":                              false,
	}
	for origin, want := range tests {
		if got := p.allows(origin); got != want {
			t.Errorf("allows(%q) = %v, want %v", origin, got, want)
		}
	}
	star, _ := newOriginPolicy([]string{"*"})
	if !star.allows("http://evil.example.com") {
		t.Error(`"*" does not allow every origin`)
	}
}

func FuzzOriginPolicy(f *testing.F) {
	for _, s := range []string{"", "null", "http://localhost:1", "https://a.example", "http://[::1", "http://%zz"} {
		f.Add(s)
	}
	p, _ := newOriginPolicy([]string{"https://a.example"})
	f.Fuzz(func(t *testing.T, origin string) {
		if !p.allows(origin) || origin == "" {
			return
		}
		c, host, ok := canonicalOrigin(origin)
		if !ok {
			t.Fatalf("allowed %q, which is not an origin", origin)
		}
		if _, err := url.Parse(c); err != nil {
			t.Fatalf("canonical origin %q does not parse: %v", c, err)
		}
		if c != "https://a.example:443" && !isLoopbackName(host) {
			t.Fatalf("allowed foreign origin %q (canonical %q)", origin, c)
		}
	})
}

func TestBearer(t *testing.T) {
	tests := map[string]struct {
		in, tok string
		ok      bool
	}{
		"empty":          {in: ""},
		"basic":          {in: "Basic dXNlcjpwYXNz"},
		"bearer":         {in: "Bearer abc", tok: "abc", ok: true},
		"lower case":     {in: "bearer abc", tok: "abc", ok: true},
		"extra spaces":   {in: "  Bearer   abc  ", tok: "abc", ok: true},
		"no token":       {in: "Bearer ", tok: ""},
		"scheme only":    {in: "Bearer"},
		"token w/ space": {in: "Bearer a b", tok: "a b", ok: true},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			tok, ok := bearer(tc.in)
			if tok != tc.tok || ok != tc.ok {
				t.Errorf("bearer(%q) = %q, %v; want %q, %v", tc.in, tok, ok, tc.tok, tc.ok)
			}
		})
	}
}

func TestRequireBearer(t *testing.T) {
	token := "0123456789abcdef0123"
	h := requireBearer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusTeapot) }), token)
	tests := map[string]struct {
		header string
		want   int
	}{
		"none":         {want: 401},
		"wrong":        {header: "Bearer 0123456789abcdef0124", want: 401},
		"prefix":       {header: "Bearer " + token[:10], want: 401},
		"longer":       {header: "Bearer " + token + "x", want: 401},
		"basic":        {header: "Basic " + token, want: 401},
		"right":        {header: "Bearer " + token, want: http.StatusTeapot},
		"right, lower": {header: "bearer " + token, want: http.StatusTeapot},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			r := httptest.NewRequest("POST", "/mcp", nil)
			if tc.header != "" {
				r.Header.Set("Authorization", tc.header)
			}
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			if w.Code != tc.want {
				t.Fatalf("status %d, want %d", w.Code, tc.want)
			}
			if tc.want == 401 && w.Header().Get("WWW-Authenticate") == "" {
				t.Error("401 without WWW-Authenticate")
			}
			if strings.Contains(w.Body.String(), token) {
				t.Error("response echoes the token")
			}
		})
	}
}

func TestClientLimiter(t *testing.T) {
	now := time.Unix(1000, 0)
	l := newClientLimiter(2, 3) // 2/s, bursts of 3
	l.now = func() time.Time { return now }
	var got []time.Duration
	for range 4 {
		got = append(got, l.reserve("a"))
	}
	want := []time.Duration{0, 0, 0, 500 * time.Millisecond}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("client a delays (-want +got):\n%s", diff)
	}
	if d := l.reserve("b"); d != 0 {
		t.Errorf("client b limited by a's requests: %v", d)
	}
	// A refused request takes no token: half a second later one is free.
	now = now.Add(500 * time.Millisecond)
	if d := l.reserve("a"); d != 0 {
		t.Errorf("after waiting, a still limited: %v", d)
	}
	// Idle buckets are forgotten.
	now = now.Add(2 * idleForget)
	l.reserve("c")
	l.mu.Lock()
	_, hasA := l.clients["a"]
	l.mu.Unlock()
	if hasA {
		t.Error("idle client bucket kept")
	}
}

func TestRateLimitMiddleware(t *testing.T) {
	l := newClientLimiter(0.5, 1) // one request, then one every 2 s
	h := l.middleware(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	send := func(remote string) *httptest.ResponseRecorder {
		r := httptest.NewRequest("POST", "/mcp", nil)
		r.RemoteAddr = remote
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		return w
	}
	if w := send("192.0.2.1:1000"); w.Code != 200 {
		t.Fatalf("first request: %d", w.Code)
	}
	w := send("192.0.2.1:1001") // same client, other port
	if w.Code != http.StatusTooManyRequests {
		t.Fatalf("second request: %d, want 429", w.Code)
	}
	if ra := w.Header().Get("Retry-After"); ra != "2" {
		t.Errorf("Retry-After = %q, want 2", ra)
	}
	if w := send("[2001:db8::1]:1000"); w.Code != 200 {
		t.Errorf("other client: %d", w.Code)
	}
}

func TestLimitBody(t *testing.T) {
	var seen int
	h := limitBody(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		seen = len(b)
	}), 10)
	tests := map[string]struct {
		body    string
		chunked bool
		want    int
	}{
		"empty":           {body: "", want: 200},
		"at limit":        {body: "0123456789", want: 200},
		"over":            {body: "0123456789a", want: 413},
		"over, chunked":   {body: "0123456789a", chunked: true, want: 413},
		"at limit, chunk": {body: "0123456789", chunked: true, want: 200},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			r := httptest.NewRequest("POST", "/mcp", strings.NewReader(tc.body))
			if tc.chunked {
				r.ContentLength = -1
			}
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			if w.Code != tc.want {
				t.Fatalf("status %d, want %d", w.Code, tc.want)
			}
			if tc.want == 200 && seen != len(tc.body) {
				t.Errorf("handler read %d bytes, want %d", seen, len(tc.body))
			}
		})
	}
}

func TestSessionIDs(t *testing.T) {
	now := time.Unix(0, 0)
	var evicted []string
	m := newSessionIDs(2, func(id string) { evicted = append(evicted, id) })
	m.now = func() time.Time { now = now.Add(time.Second); return now }
	a, b := m.Generate(), m.Generate()
	if a == b || !strings.HasPrefix(a, sessionPrefix) || len(a) < len(sessionPrefix)+26 {
		t.Fatalf("ids %q, %q", a, b)
	}
	for _, id := range []string{a, b} {
		if term, err := m.Validate(id); term || err != nil {
			t.Errorf("Validate(%q) = %v, %v", id, term, err)
		}
	}
	for _, id := range []string{"", "mcp-session-x", sessionPrefix + "unknown"} {
		if _, err := m.Validate(id); err == nil {
			t.Errorf("Validate(%q) accepted", id)
		}
	}
	// Touch a so b is the least recently seen, then overflow the cap.
	m.Validate(a)
	c := m.Generate()
	if _, err := m.Validate(b); err == nil {
		t.Error("least recently seen session kept past the cap")
	}
	if diff := cmp.Diff([]string{b}, evicted); diff != "" {
		t.Errorf("evicted (-want +got):\n%s", diff)
	}
	for _, id := range []string{a, c} {
		if _, err := m.Validate(id); err != nil {
			t.Errorf("Validate(%q) after eviction: %v", id, err)
		}
	}
	m.Terminate(a)
	if _, err := m.Validate(a); err == nil {
		t.Error("terminated session still valid")
	}
	if n := m.Len(); n != 1 {
		t.Errorf("Len = %d, want 1 (terminated ids are forgotten)", n)
	}
}

func TestLoopbackHostHeader(t *testing.T) {
	tests := map[string]bool{
		"127.0.0.1:18900":              true,
		"localhost":                    true,
		"localhost:8080":               true,
		"[::1]:8080":                   true,
		"app.localhost:1":              true,
		"127.0.0.1:18900.evil.example": false, // the port is not a number
		"localhost:80x":                false,
		"localhost:+80":                false,
		"localhost:99999":              false,
		"localhost:0":                  false,
		"evil.example.com":             false,
		"127.0.0.1.evil.example":       false,
		"":                             false,
	}
	for h, want := range tests {
		if got := loopbackHostHeader(h); got != want {
			t.Errorf("loopbackHostHeader(%q) = %v, want %v", h, got, want)
		}
	}
}
