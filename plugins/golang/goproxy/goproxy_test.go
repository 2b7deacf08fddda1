package goproxy

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/sdk"
)

func TestParseList(t *testing.T) {
	tests := map[string]struct {
		in   string
		want []string // Entry.String() + "|" when AnyError
		code codes.Code
	}{
		"empty":         {in: "", code: codes.FailedPrecondition},
		"only commas":   {in: ",,", code: codes.FailedPrecondition},
		"comma":         {in: "http://a.invalid,direct", want: []string{"http://a.invalid", "direct"}},
		"pipe":          {in: "http://a.invalid|http://b.invalid/p/,off", want: []string{"http://a.invalid|", "http://b.invalid/p", "off"}},
		"trailing pipe": {in: "http://a.invalid|", want: []string{"http://a.invalid"}},
		"bare host":     {in: "a.invalid", want: []string{"https://a.invalid"}},
		"userinfo":      {in: "https://u:secret@a.invalid", want: []string{"https://a.invalid"}},
		"file":          {in: "file:///tmp/p", want: []string{"file:///tmp/p"}},
		"bad scheme":    {in: "ftp://a.invalid", code: codes.InvalidArgument},
		"noproxy":       {in: "noproxy,direct", want: []string{"direct"}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			got, err := ParseList(tc.in)
			if sdk.Code(err) != tc.code {
				t.Fatalf("ParseList(%q) err = %v, want code %v", tc.in, err, tc.code)
			}
			if err != nil && strings.Contains(err.Error(), "secret") {
				t.Errorf("error leaks a credential: %v", err)
			}
			var s []string
			for _, e := range got {
				x := e.String()
				if e.AnyError {
					x += "|"
				}
				s = append(s, x)
			}
			if diff := cmp.Diff(tc.want, s); diff != "" {
				t.Errorf("ParseList (-want +got):\n%s", diff)
			}
		})
	}
}

// fakeProxy serves fixed paths; anything else is a 404.
type fakeProxy struct {
	mu    sync.Mutex
	files map[string]string
	code  int // when nonzero, every request gets this status
	auth  []string
	srv   *httptest.Server
}

func newFakeProxy(t *testing.T, files map[string]string) *fakeProxy {
	p := &fakeProxy{files: files}
	p.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p.mu.Lock()
		p.auth = append(p.auth, r.Header.Get("Authorization"))
		code := p.code
		p.mu.Unlock()
		if code != 0 {
			http.Error(w, "boom", code)
			return
		}
		body, ok := p.files[r.URL.Path]
		if !ok {
			http.Error(w, "not found: "+r.URL.Path, http.StatusNotFound)
			return
		}
		w.Write([]byte(body))
	}))
	t.Cleanup(p.srv.Close)
	return p
}

func entries(t *testing.T, list string) []Entry {
	t.Helper()
	e, err := ParseList(list)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

type fakeDirect struct{ versions []string }

func (d fakeDirect) List(context.Context, string) ([]string, error) { return d.versions, nil }
func (d fakeDirect) Info(_ context.Context, _, q string) (*RevInfo, error) {
	return &RevInfo{Version: q}, nil
}
func (d fakeDirect) GoMod(context.Context, string, string) ([]byte, error) { return nil, nil }
func (d fakeDirect) Zip(context.Context, string, string) ([]byte, error)   { return nil, nil }

func TestFallThrough(t *testing.T) {
	a := newFakeProxy(t, map[string]string{})
	b := newFakeProxy(t, map[string]string{"/example.com/!m/@v/list": "v1.0.0\nv1.1.0\n"})
	broken := newFakeProxy(t, nil)
	broken.code = http.StatusInternalServerError
	tests := map[string]struct {
		list    string
		direct  Direct
		noProxy string
		want    []string
		origin  Origin
		code    codes.Code
	}{
		"comma after 404":      {list: a.srv.URL + "," + b.srv.URL, want: []string{"v1.0.0", "v1.1.0"}, origin: Origin(b.srv.URL)},
		"comma stops on 500":   {list: broken.srv.URL + "," + b.srv.URL, code: codes.Unavailable},
		"pipe after 500":       {list: broken.srv.URL + "|" + b.srv.URL, want: []string{"v1.0.0", "v1.1.0"}, origin: Origin(b.srv.URL)},
		"all 404":              {list: a.srv.URL + "," + a.srv.URL, code: codes.NotFound},
		"500 beats 404":        {list: a.srv.URL + "|" + broken.srv.URL, code: codes.Unavailable},
		"off":                  {list: "off", code: codes.FailedPrecondition},
		"404 then off":         {list: a.srv.URL + ",off", code: codes.FailedPrecondition},
		"direct without go":    {list: "direct", code: codes.Unimplemented},
		"direct":               {list: a.srv.URL + ",direct", direct: fakeDirect{[]string{"v9.0.0"}}, want: []string{"v9.0.0"}, origin: "direct"},
		"noproxy goes direct":  {list: b.srv.URL, noProxy: "example.com", direct: fakeDirect{[]string{"v9.0.0"}}, want: []string{"v9.0.0"}, origin: "direct"},
		"noproxy other module": {list: b.srv.URL, noProxy: "corp.invalid", direct: fakeDirect{[]string{"v9.0.0"}}, want: []string{"v1.0.0", "v1.1.0"}, origin: Origin(b.srv.URL)},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			c := &Client{Entries: entries(t, tc.list), Direct: tc.direct, NoProxy: tc.noProxy}
			got, origin, err := c.List(context.Background(), "example.com/M")
			if sdk.Code(err) != tc.code {
				t.Fatalf("List err = %v, want code %v", err, tc.code)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("List (-want +got):\n%s", diff)
			}
			if origin != tc.origin {
				t.Errorf("origin = %q, want %q", origin, tc.origin)
			}
		})
	}
}

func TestRequests(t *testing.T) {
	p := newFakeProxy(t, map[string]string{
		"/example.com/m/@latest":          `{"Version":"v1.2.0","Time":"2024-01-02T03:04:05Z"}`,
		"/example.com/m/@v/v1.2.0.info":   `{"Version":"v1.2.0"}`,
		"/example.com/m/@v/master.info":   `{"Version":"v1.2.1-0.20240102030405-abcdefabcdef"}`,
		"/example.com/m/@v/v1.2.0.mod":    "module example.com/m\n",
		"/example.com/m/@v/v1.2.0.zip":    strings.Repeat("z", 100),
		"/example.com/m/@v/v1.3.0.info":   `not json`,
		"/example.com/m/@v/v1.4.0!+x.mod": "module example.com/m\n",
	})
	c := &Client{Entries: entries(t, p.srv.URL), MaxZipBytes: 50}
	ctx := context.Background()
	if info, _, err := c.Latest(ctx, "example.com/m"); err != nil || info.Version != "v1.2.0" || info.Time.Year() != 2024 {
		t.Errorf("Latest = %+v, %v", info, err)
	}
	if info, _, err := c.Info(ctx, "example.com/m", "master"); err != nil || info.Version != "v1.2.1-0.20240102030405-abcdefabcdef" {
		t.Errorf("Info(master) = %+v, %v", info, err)
	}
	if _, _, err := c.Info(ctx, "example.com/m", "v1.3.0"); sdk.Code(err) != codes.Unavailable {
		t.Errorf("Info(bad json) err = %v, want Unavailable", err)
	}
	if _, _, err := c.Info(ctx, "example.com/m", "bad!version"); sdk.Code(err) != codes.InvalidArgument {
		t.Errorf("Info(bad!version) err = %v, want InvalidArgument", err)
	}
	if mod, _, err := c.GoMod(ctx, "example.com/m", "v1.2.0"); err != nil || string(mod) != "module example.com/m\n" {
		t.Errorf("GoMod = %q, %v", mod, err)
	}
	if _, _, err := c.Zip(ctx, "example.com/m", "v1.2.0"); sdk.Code(err) != codes.ResourceExhausted {
		t.Errorf("Zip over cap err = %v, want ResourceExhausted", err)
	}
	if _, _, err := c.List(ctx, "../../etc"); sdk.Code(err) != codes.InvalidArgument {
		t.Errorf("List(../../etc) err = %v, want InvalidArgument", err)
	}
	if c.BytesRead() == 0 {
		t.Error("BytesRead = 0")
	}
}

func TestStatusCodes(t *testing.T) {
	for status, want := range map[int]codes.Code{
		http.StatusUnauthorized: codes.Unauthenticated, http.StatusForbidden: codes.NotFound, // no credentials sent
		http.StatusTooManyRequests: codes.ResourceExhausted, http.StatusGone: codes.NotFound,
		http.StatusBadGateway: codes.Unavailable, http.StatusRequestTimeout: codes.Unavailable,
		// A refusal the proxy would repeat is not "try again".
		http.StatusBadRequest: codes.FailedPrecondition, http.StatusUnprocessableEntity: codes.FailedPrecondition,
		http.StatusTeapot: codes.FailedPrecondition,
	} {
		p := newFakeProxy(t, nil)
		p.code = status
		c := &Client{Entries: entries(t, p.srv.URL)}
		if _, _, err := c.List(context.Background(), "example.com/m"); sdk.Code(err) != want {
			t.Errorf("HTTP %d: err = %v, want %v", status, err, want)
		}
	}
}

// TestForbidden checks a proxy's 403: without credentials it is the
// proxy refusing or lacking the module (NotFound, and the next GOPROXY
// entry is tried); with credentials they lack access (PermissionDenied).
func TestForbidden(t *testing.T) {
	refusing := newFakeProxy(t, nil)
	refusing.code = http.StatusForbidden
	ok := newFakeProxy(t, map[string]string{"/example.com/m/@v/list": "v1.0.0\n"})
	host := func(u string) string { pu, _ := url.Parse(u); return pu.Hostname() }
	tests := map[string]struct {
		list  string
		netrc string
		code  codes.Code
		msg   string
		want  []string
	}{
		"no credentials":         {list: refusing.srv.URL, code: codes.NotFound, msg: "no credentials were sent"},
		"netrc credentials":      {list: refusing.srv.URL, netrc: "machine " + host(refusing.srv.URL) + " login u password pw", code: codes.PermissionDenied, msg: "credentials sent"},
		"userinfo credentials":   {list: strings.Replace(refusing.srv.URL, "http://", "http://u:pw@", 1), code: codes.PermissionDenied, msg: "credentials sent"},
		"netrc for another host": {list: refusing.srv.URL, netrc: "machine other.invalid login u password pw", code: codes.NotFound},
		"falls through on comma": {list: refusing.srv.URL + "," + ok.srv.URL, want: []string{"v1.0.0"}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			c := &Client{Entries: entries(t, tc.list), Netrc: []byte(tc.netrc)}
			got, _, err := c.List(context.Background(), "example.com/m")
			if sdk.Code(err) != tc.code {
				t.Fatalf("List err = %v, want code %v", err, tc.code)
			}
			if err != nil {
				if !strings.Contains(err.Error(), tc.msg) {
					t.Errorf("error %q lacks %q", err, tc.msg)
				}
				if strings.Contains(err.Error(), "pw") {
					t.Errorf("error shows the password: %v", err)
				}
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("versions (-want +got):\n%s", diff)
			}
		})
	}
}

func TestCredentials(t *testing.T) {
	other := newFakeProxy(t, map[string]string{"/example.com/m/@v/list": "v1.0.0\n"})
	// The private proxy redirects to another host; the credential must not
	// follow.
	private := newFakeProxy(t, nil)
	private.srv.Config.Handler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		private.mu.Lock()
		private.auth = append(private.auth, r.Header.Get("Authorization"))
		private.mu.Unlock()
		// Another host name: a netrc machine is a host, any port (as
		// for the go command), so another port of 127.0.0.1 would not do.
		http.Redirect(w, r, strings.Replace(other.srv.URL, "127.0.0.1", "localhost", 1)+r.URL.Path, http.StatusFound)
	})
	pu, _ := url.Parse(private.srv.URL)
	c := &Client{
		Entries: entries(t, private.srv.URL),
		Netrc:   []byte("machine " + pu.Hostname() + " login u password secret"),
	}
	if _, _, err := c.List(context.Background(), "example.com/m"); err != nil {
		t.Fatal(err)
	}
	if len(private.auth) != 1 || private.auth[0] == "" {
		t.Errorf("private proxy got Authorization %q, want a credential", private.auth)
	}
	for _, a := range other.auth {
		if a != "" {
			t.Errorf("redirect target got Authorization %q", a)
		}
	}
	// Userinfo in GOPROXY is used and never shown.
	withUser := strings.Replace(private.srv.URL, "http://", "http://u:secret@", 1)
	c = &Client{Entries: entries(t, withUser)}
	_, origin, err := c.List(context.Background(), "example.com/m")
	if err != nil || strings.Contains(string(origin), "secret") {
		t.Errorf("origin = %q, err = %v", origin, err)
	}
}

func TestFileProxy(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "example.com", "m", "@v"), 0o755); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "example.com", "m", "@v", "list"), []byte("v0.1.0\n"), 0o644)
	c := &Client{Entries: entries(t, "file://"+filepath.ToSlash(dir))}
	got, _, err := c.List(context.Background(), "example.com/m")
	if err != nil || !cmp.Equal(got, []string{"v0.1.0"}) {
		t.Errorf("List = %v, %v", got, err)
	}
	if _, _, err := c.List(context.Background(), "example.com/none"); sdk.Code(err) != codes.NotFound {
		t.Errorf("missing err = %v, want NotFound", err)
	}
}

func TestCancelled(t *testing.T) {
	p := newFakeProxy(t, map[string]string{"/example.com/m/@v/list": "v1.0.0"})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	c := &Client{Entries: entries(t, p.srv.URL+"|"+p.srv.URL)}
	if _, _, err := c.List(ctx, "example.com/m"); sdk.Code(err) != codes.Canceled {
		t.Errorf("err = %v, want Canceled", err)
	}
}
