package fetch

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk/credentials"
)

// hopLog records, per request a test server saw, "server path: headers".
type hopLog struct {
	mu   sync.Mutex
	hops []string
}

func (l *hopLog) server(t *testing.T, label string) *httptest.Server {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var creds []string
		if a := r.Header.Get("Authorization"); a != "" {
			creds = append(creds, a)
		}
		if x := r.Header.Get("X-Token"); x != "" {
			creds = append(creds, "X-Token "+x)
		}
		l.mu.Lock()
		l.hops = append(l.hops, label+" "+r.URL.Path+": "+strings.Join(creds, ", "))
		l.mu.Unlock()
		if to := r.URL.Query().Get("to"); to != "" {
			http.Redirect(w, r, to, http.StatusFound)
			return
		}
		if strings.HasSuffix(r.URL.Path, "/forbidden") {
			http.Error(w, "no", http.StatusForbidden)
			return
		}
		w.Write([]byte("ok"))
	}))
	t.Cleanup(srv.Close)
	return srv
}

// chain is a URL that redirects through each of urls in turn.
func chain(urls ...string) string {
	out := urls[len(urls)-1]
	for i := len(urls) - 2; i >= 0; i-- {
		out = urls[i] + "?to=" + url.QueryEscape(out)
	}
	return out
}

// TestCredentialsOnRedirects: two servers on two ports; each hop of a
// redirect chain carries exactly the credential its own URL earns.
func TestCredentialsOnRedirects(t *testing.T) {
	var log hopLog
	a := log.server(t, "A").URL
	b := log.server(t, "B").URL
	set := new(credentials.Set)
	if err := set.Add(a+"/reg/", credentials.Bearer("tok-a")); err != nil {
		t.Fatal(err)
	}
	if err := set.Add(b+"/", credentials.Header("X-Token", "tok-b")); err != nil {
		t.Fatal(err)
	}
	c := &Client{Credentials: set}
	const bearerA, tokenB = "Bearer tok-a", "X-Token tok-b"
	tests := []struct {
		name   string
		url    string
		header http.Header
		want   []string
	}{
		{"under the prefix", a + "/reg/p", nil, []string{"A /reg/p: " + bearerA}},
		{"outside the prefix", a + "/regx", nil, []string{"A /regx: "}},
		{"same prefix", chain(a+"/reg/p", a+"/reg/q"), nil,
			[]string{"A /reg/p: " + bearerA, "A /reg/q: " + bearerA}},
		{"out of the prefix, same host", chain(a+"/reg/p", a+"/other"), nil,
			[]string{"A /reg/p: " + bearerA, "A /other: "}},
		{"dot segments out of the prefix", chain(a+"/reg/p", a+"/reg/../other"), nil,
			[]string{"A /reg/p: " + bearerA, "A /other: "}},
		{"to the other port", chain(a+"/reg/p", b+"/x"), nil,
			[]string{"A /reg/p: " + bearerA, "B /x: " + tokenB}},
		{"there and back", chain(a+"/reg/p", b+"/x", a+"/reg/q"), nil,
			[]string{"A /reg/p: " + bearerA, "B /x: " + tokenB, "A /reg/q: " + bearerA}},
		{"into the prefix", chain(b+"/x", a+"/other", a+"/reg/q"), nil,
			[]string{"B /x: " + tokenB, "A /other: ", "A /reg/q: " + bearerA}},
		{"caller's Authorization is the set's business", a + "/other",
			http.Header{"Authorization": {"Bearer caller"}}, []string{"A /other: "}},
		{"caller's Authorization replaced", a + "/reg/p",
			http.Header{"Authorization": {"Bearer caller"}}, []string{"A /reg/p: " + bearerA}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			log.mu.Lock()
			log.hops = nil
			log.mu.Unlock()
			if _, err := c.Get(context.Background(), tt.url, tt.header); err != nil {
				t.Fatal(err)
			}
			log.mu.Lock()
			defer log.mu.Unlock()
			if diff := cmp.Diff(tt.want, log.hops); diff != "" {
				t.Errorf("hops (-want +got):\n%s", diff)
			}
		})
	}
}

// TestCredentialsNilSet: without a set, a redirect to another port drops
// the caller's header, as before.
func TestCredentialsNilSet(t *testing.T) {
	var log hopLog
	a := log.server(t, "A").URL
	b := log.server(t, "B").URL
	c := &Client{}
	if _, err := c.Get(context.Background(), chain(a+"/p", b+"/x"), http.Header{"Authorization": {"Bearer caller"}}); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"A /p: Bearer caller", "B /x: "}, log.hops); diff != "" {
		t.Errorf("hops (-want +got):\n%s", diff)
	}
}

func TestSentCredential(t *testing.T) {
	var log hopLog
	a := log.server(t, "A").URL
	set := new(credentials.Set)
	if err := set.Add(a+"/reg/", credentials.Bearer("tok-a")); err != nil {
		t.Fatal(err)
	}
	c := &Client{Credentials: set}
	for u, want := range map[string]bool{
		a + "/reg/forbidden":                      true,
		a + "/other/forbidden":                    false,
		chain(a+"/reg/p", a+"/other/forbidden"):   false,
		chain(a+"/other/p", a+"/reg/x/forbidden"): true,
	} {
		_, err := c.Get(context.Background(), u, nil)
		var se *StatusError
		if !errors.As(err, &se) {
			t.Fatalf("%s: err = %v, want a StatusError", u, err)
		}
		if se.SentCredential != want {
			t.Errorf("%s: SentCredential = %v, want %v", u, se.SentCredential, want)
		}
		if strings.Contains(err.Error(), "tok-a") {
			t.Errorf("%s: error shows the token: %v", u, err)
		}
	}
}
