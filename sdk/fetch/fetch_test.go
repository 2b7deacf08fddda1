package fetch

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/sdk"
)

func TestGetStatusCodes(t *testing.T) {
	tests := []struct {
		status int
		code   codes.Code
	}{
		{200, codes.OK},
		{204, codes.OK},
		{400, codes.InvalidArgument},
		{401, codes.Unauthenticated},
		{403, codes.PermissionDenied},
		{404, codes.NotFound},
		{408, codes.Unavailable},
		{410, codes.NotFound},
		{418, codes.Unknown},
		{422, codes.InvalidArgument},
		{429, codes.ResourceExhausted},
		{500, codes.Unavailable},
		{502, codes.Unavailable},
		{503, codes.Unavailable},
		{304, codes.Unknown},
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var st int
		fmt.Sscanf(strings.TrimPrefix(r.URL.Path, "/"), "%d", &st)
		w.Header().Set("X-Why", "because")
		w.WriteHeader(st)
		if st != 204 && st != 304 {
			fmt.Fprintf(w, "status %d body", st)
		}
	}))
	defer srv.Close()
	c := &Client{}
	for _, tc := range tests {
		t.Run(fmt.Sprint(tc.status), func(t *testing.T) {
			resp, err := c.Get(context.Background(), fmt.Sprintf("%s/%d?token=SECRET", srv.URL, tc.status), nil)
			if got := sdk.Code(err); got != tc.code {
				t.Fatalf("code %v, want %v (err %v)", got, tc.code, err)
			}
			if err == nil {
				if resp.Status != tc.status {
					t.Errorf("Status %d", resp.Status)
				}
				return
			}
			if resp != nil {
				t.Errorf("response returned with error")
			}
			if strings.Contains(err.Error(), "SECRET") {
				t.Errorf("error leaks the query string: %v", err)
			}
			var se *StatusError
			if !errors.As(err, &se) {
				t.Fatalf("error %v does not wrap *StatusError", err)
			}
			if se.Status != tc.status || se.Header.Get("X-Why") != "because" {
				t.Errorf("StatusError = %+v", se)
			}
			if tc.status != 304 && string(se.Body) != fmt.Sprintf("status %d body", tc.status) {
				t.Errorf("StatusError.Body = %q", se.Body)
			}
		})
	}
}

func TestGetBodyAndHeaders(t *testing.T) {
	var gotUA, gotAccept, gotAuth string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		gotUA, gotAccept, gotAuth = r.UserAgent(), r.Header.Get("Accept"), r.Header.Get("Authorization")
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"ok":true}`)
	}))
	defer srv.Close()
	c := &Client{UserAgent: "pkgdocs-test/1"}
	h := http.Header{"accept": {"application/vnd.npm.install-v1+json"}, "Authorization": {"Bearer T"}}
	resp, err := c.Get(context.Background(), srv.URL+"/pkg", h)
	if err != nil {
		t.Fatal(err)
	}
	if string(resp.Body) != `{"ok":true}` || resp.Status != 200 || resp.Header.Get("Content-Type") != "application/json" || resp.URL != srv.URL+"/pkg" {
		t.Errorf("response %+v", resp)
	}
	if gotUA != "pkgdocs-test/1" || gotAccept != "application/vnd.npm.install-v1+json" || gotAuth != "Bearer T" {
		t.Errorf("sent UA %q Accept %q Auth %q", gotUA, gotAccept, gotAuth)
	}
	if c.BytesRead() != int64(len(`{"ok":true}`)) {
		t.Errorf("BytesRead = %d", c.BytesRead())
	}
	// The caller's User-Agent wins; the default one otherwise.
	_, _ = c.Get(context.Background(), srv.URL, http.Header{"User-Agent": {"mine"}})
	if gotUA != "mine" {
		t.Errorf("UA %q", gotUA)
	}
	_, _ = (&Client{}).Get(context.Background(), srv.URL, nil)
	if gotUA != DefaultUserAgent {
		t.Errorf("default UA %q", gotUA)
	}
}

func TestSizeCap(t *testing.T) {
	big := strings.Repeat("x", 1000)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/declared":
			w.Header().Set("Content-Length", "1000")
			io.WriteString(w, big)
		case "/chunked":
			w.(http.Flusher).Flush() // no Content-Length: the cap must hold while streaming
			io.WriteString(w, big)
		case "/exact":
			io.WriteString(w, big[:100])
		case "/gzip":
			// A small compressed body that inflates past the cap.
			var b bytes.Buffer
			zw := gzip.NewWriter(&b)
			zw.Write(bytes.Repeat([]byte{0}, 1<<20))
			zw.Close()
			w.Header().Set("Content-Encoding", "gzip")
			w.Write(b.Bytes())
		}
	}))
	defer srv.Close()
	c := &Client{MaxBytes: 100}
	for _, path := range []string{"/declared", "/chunked", "/gzip"} {
		_, err := c.Get(context.Background(), srv.URL+path, nil)
		if sdk.Code(err) != codes.ResourceExhausted {
			t.Errorf("%s: err %v, want ResourceExhausted", path, err)
		}
	}
	resp, err := c.Get(context.Background(), srv.URL+"/exact", nil)
	if err != nil || len(resp.Body) != 100 {
		t.Errorf("/exact at the cap: %v", err)
	}
	if n := c.BytesRead(); n > 100+101+101+100+32<<10 {
		t.Errorf("BytesRead %d: read far past the cap", n)
	}
}

func TestTimeouts(t *testing.T) {
	release := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/slowbody" {
			w.Write([]byte("partial"))
			w.(http.Flusher).Flush()
		}
		select {
		case <-release:
		case <-r.Context().Done():
		}
	}))
	defer srv.Close()
	defer close(release)

	c := &Client{Timeout: 50 * time.Millisecond}
	start := time.Now()
	_, err := c.Get(context.Background(), srv.URL+"/slow?sig=SECRET", nil)
	if sdk.Code(err) != codes.DeadlineExceeded {
		t.Errorf("client timeout: code %v err %v", sdk.Code(err), err)
	}
	if time.Since(start) > 5*time.Second {
		t.Errorf("timeout not honoured: %v", time.Since(start))
	}
	if err != nil && strings.Contains(err.Error(), "SECRET") {
		t.Errorf("error leaks query: %v", err)
	}

	_, err = c.Get(context.Background(), srv.URL+"/slowbody", nil)
	if sdk.Code(err) != codes.DeadlineExceeded {
		t.Errorf("timeout while reading body: code %v err %v", sdk.Code(err), err)
	}

	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Millisecond)
	defer cancel()
	_, err = (&Client{Timeout: time.Hour}).Get(ctx, srv.URL+"/slow", nil)
	if sdk.Code(err) != codes.DeadlineExceeded {
		t.Errorf("context deadline: code %v err %v", sdk.Code(err), err)
	}

	ctx, cancel = context.WithCancel(context.Background())
	cancel()
	_, err = (&Client{}).Get(ctx, srv.URL+"/slow", nil)
	if sdk.Code(err) != codes.Canceled {
		t.Errorf("cancelled context: code %v err %v", sdk.Code(err), err)
	}
}

func TestNetworkErrorsRedacted(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	url := srv.URL
	srv.Close() // connection refused from now on
	_, err := (&Client{}).Get(context.Background(), strings.Replace(url, "http://", "http://user:PASSWORD@", 1)+"/x?token=SECRET#frag", nil)
	if sdk.Code(err) != codes.Unavailable {
		t.Errorf("code %v err %v", sdk.Code(err), err)
	}
	for _, leak := range []string{"PASSWORD", "user", "SECRET", "frag"} {
		if strings.Contains(err.Error(), leak) {
			t.Errorf("error leaks %q: %v", leak, err)
		}
	}
}

func TestBadURLs(t *testing.T) {
	for _, u := range []string{"", "not a url", "ftp://host/x", "file:///etc/passwd", "http://", "://x", "http://u:SECRET@[::1"} {
		_, err := (&Client{}).Get(context.Background(), u, nil)
		if sdk.Code(err) != codes.InvalidArgument {
			t.Errorf("%q: code %v err %v", u, sdk.Code(err), err)
		}
		if err != nil && strings.Contains(err.Error(), "SECRET") {
			t.Errorf("%q: error leaks the URL: %v", u, err)
		}
	}
}

func TestRedirects(t *testing.T) {
	var otherAuth, otherCustom, otherAccept atomic.Value
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		otherAuth.Store(r.Header.Get("Authorization"))
		otherCustom.Store(r.Header.Get("Private-Token"))
		otherAccept.Store(r.Header.Get("Accept"))
		io.WriteString(w, "tarball")
	}))
	defer other.Close()
	var sameAuth atomic.Value
	origin := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/away":
			http.Redirect(w, r, other.URL+"/t.tgz?X-Signature=SIGNED", http.StatusFound)
		case "/here":
			http.Redirect(w, r, "/final", http.StatusMovedPermanently)
		case "/final":
			sameAuth.Store(r.Header.Get("Authorization"))
			io.WriteString(w, "same host")
		case "/loop":
			http.Redirect(w, r, "/loop", http.StatusFound)
		}
	}))
	defer origin.Close()
	h := http.Header{"Authorization": {"Bearer SECRET"}, "Private-Token": {"SECRET2"}, "Accept": {"application/json"}}
	c := &Client{}

	resp, err := c.Get(context.Background(), origin.URL+"/away", h)
	if err != nil || string(resp.Body) != "tarball" {
		t.Fatalf("cross-host redirect: %v", err)
	}
	if otherAuth.Load() != "" || otherCustom.Load() != "" {
		t.Errorf("credentials sent to another host: Authorization %q Private-Token %q", otherAuth.Load(), otherCustom.Load())
	}
	if otherAccept.Load() != "application/json" {
		t.Errorf("Accept dropped on redirect: %q", otherAccept.Load())
	}
	if resp.URL != other.URL+"/t.tgz" {
		t.Errorf("final URL %q, want it redacted", resp.URL)
	}

	if _, err := c.Get(context.Background(), origin.URL+"/here", h); err != nil || sameAuth.Load() != "Bearer SECRET" {
		t.Errorf("same-host redirect lost Authorization: %v %q", err, sameAuth.Load())
	}

	_, err = c.Get(context.Background(), origin.URL+"/loop?k=SECRET", nil)
	if sdk.Code(err) != codes.Unavailable || !strings.Contains(err.Error(), "redirects") || strings.Contains(err.Error(), "SECRET") {
		t.Errorf("redirect loop: code %v err %v", sdk.Code(err), err)
	}

	// The caller's own CheckRedirect still runs after ours.
	called := false
	c2 := &Client{HTTP: &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { called = true; return nil }}}
	if _, err := c2.Get(context.Background(), origin.URL+"/here", nil); err != nil || !called {
		t.Errorf("caller CheckRedirect not run: %v %v", err, called)
	}
}

func TestHTTPSDowngradeRefused(t *testing.T) {
	plain := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "plain") }))
	defer plain.Close()
	tls := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, plain.URL+"/x", http.StatusFound)
	}))
	defer tls.Close()
	c := &Client{HTTP: tls.Client()}
	_, err := c.Get(context.Background(), tls.URL+"/start", http.Header{"Authorization": {"Bearer SECRET"}})
	if sdk.Code(err) != codes.PermissionDenied {
		t.Errorf("https→http redirect: code %v err %v", sdk.Code(err), err)
	}
}

func TestGetStream(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.(http.Flusher).Flush() // chunked: no Content-Length to reject early
		io.WriteString(w, strings.Repeat("a", 300))
	}))
	defer srv.Close()
	c := &Client{MaxBytes: 1000}
	s, err := c.GetStream(context.Background(), srv.URL, nil)
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(s)
	if err != nil || len(b) != 300 || s.Status != 200 {
		t.Errorf("stream read %d bytes, %v", len(b), err)
	}
	if err := s.Close(); err != nil {
		t.Errorf("Close: %v", err)
	}
	small := &Client{MaxBytes: 100}
	s, err = small.GetStream(context.Background(), srv.URL, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	_, err = io.ReadAll(s)
	if sdk.Code(err) != codes.ResourceExhausted {
		t.Errorf("stream over cap: %v", err)
	}
	// Reading again after the cap keeps failing.
	if _, err := s.Read(make([]byte, 10)); sdk.Code(err) != codes.ResourceExhausted {
		t.Errorf("second read after cap: %v", err)
	}
}

func TestRedact(t *testing.T) {
	for in, want := range map[string]string{
		"https://user:pw@host.example/a/b?token=x#f": "https://host.example/a/b",
		"http://host:8080/p?":                        "http://host:8080/p",
		"https://host.example":                       "https://host.example",
		"%%":                                         "<invalid URL>",
	} {
		if got := RedactString(in); got != want {
			t.Errorf("RedactString(%q) = %q, want %q", in, got, want)
		}
	}
	if Redact(nil) != "" {
		t.Error("Redact(nil)")
	}
}

func TestHeaderTimeout(t *testing.T) {
	release := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/slowbody" {
			w.Write([]byte("partial"))
			w.(http.Flusher).Flush()
			time.Sleep(150 * time.Millisecond) // past HeaderTimeout, within Timeout
			w.Write([]byte(" and the rest"))
			return
		}
		select { // no headers at all
		case <-release:
		case <-r.Context().Done():
		}
	}))
	defer srv.Close()
	defer close(release)

	c := &Client{Timeout: 10 * time.Second, HeaderTimeout: 50 * time.Millisecond}
	start := time.Now()
	_, err := c.Get(context.Background(), srv.URL+"/silent?sig=SECRET", nil)
	took := time.Since(start)
	if sdk.Code(err) != codes.Unavailable || err == nil || !strings.Contains(err.Error(), "no response within 50ms") {
		t.Errorf("silent server: code %v, err %v; want Unavailable, no response within 50ms", sdk.Code(err), err)
	}
	if took > 5*time.Second {
		t.Errorf("silent server: waited %v, want about the 50ms header timeout", took)
	}
	if err != nil && strings.Contains(err.Error(), "SECRET") {
		t.Errorf("error leaks the query: %v", err)
	}

	// Headers in time: a slow body is bounded by Timeout only.
	resp, err := c.Get(context.Background(), srv.URL+"/slowbody", nil)
	if err != nil || string(resp.Body) != "partial and the rest" {
		t.Errorf("slow body after timely headers: %v", err)
	}
}

func TestRetryAfter(t *testing.T) {
	now := time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC)
	for _, tt := range []struct {
		status int
		header string
		want   string // "" for none
	}{
		{http.StatusTooManyRequests, "120", "2m0s"},
		{http.StatusServiceUnavailable, "5", "5s"},
		{http.StatusTooManyRequests, now.Add(90 * time.Second).Format(http.TimeFormat), "1m30s"},
		{http.StatusTooManyRequests, now.Add(-time.Hour).Format(http.TimeFormat), "0s"},
		{http.StatusTooManyRequests, "999999999", "24h0m0s"},
		{http.StatusTooManyRequests, "soon", ""},
		{http.StatusTooManyRequests, "-3", ""},
		{http.StatusTooManyRequests, "", ""},
		{http.StatusNotFound, "120", ""},
	} {
		e := &StatusError{Status: tt.status, Header: http.Header{"Retry-After": {tt.header}}, URL: "http://r/x"}
		d, ok := e.RetryAfter(now)
		got := ""
		if ok {
			got = d.String()
		}
		if got != tt.want {
			t.Errorf("%d Retry-After %q: got %q, want %q", tt.status, tt.header, got, tt.want)
		}
	}
	e := &StatusError{Status: http.StatusTooManyRequests, Header: http.Header{"Retry-After": {"120"}}, URL: "http://r/x"}
	if got, want := e.Error(), "GET http://r/x: 429 Too Many Requests (the server asks to retry after 2m0s)"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
}
