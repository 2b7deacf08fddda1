package fetch

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/credentials"
)

// Defaults for zero Client fields.
const (
	// DefaultTimeout bounds one request, body included: long enough for a
	// large tarball over a slow link, short enough that an agent is not
	// left waiting on a dead mirror.
	DefaultTimeout = 30 * time.Second
	// DefaultHeaderTimeout bounds the wait for a response's status and
	// headers: a server that accepts the connection and then says nothing
	// is reported as such, by name, long before a generous body timeout
	// (or the host's call limit) would end the wait.
	DefaultHeaderTimeout = 30 * time.Second
	// DefaultMaxBytes caps one body. The largest npm packuments (every
	// version of a much-published package) are tens of megabytes.
	DefaultMaxBytes = 64 << 20
	// DefaultUserAgent is sent when the caller sets none.
	DefaultUserAgent = "pkgdocs"
)

const (
	// maxErrorBody is how much of a non-2xx body StatusError keeps:
	// registries explain failures in a few hundred bytes.
	maxErrorBody = 64 << 10
	// maxRedirects matches net/http's own default.
	maxRedirects = 10
)

// Client makes bounded GET requests. The zero value is ready to use; a
// Client must not be copied after first use (it holds a counter). It is
// safe for concurrent use.
type Client struct {
	// HTTP does the requests. Nil means a client on http.DefaultTransport
	// (which honours HTTPS_PROXY and friends). Its CheckRedirect, if any,
	// runs after this package's redirect policy.
	HTTP *http.Client
	// MaxBytes caps a response body; a larger body fails with
	// ResourceExhausted. Zero means DefaultMaxBytes.
	MaxBytes int64
	// Timeout bounds each request including reading its body (GetStream:
	// until Close). An earlier deadline on the context wins. Zero means
	// DefaultTimeout.
	Timeout time.Duration
	// HeaderTimeout bounds the wait for the status and headers of the
	// response (redirect hops included) when it is shorter than Timeout; a
	// server that misses it fails the request as Unavailable, "no response
	// within". Zero means DefaultHeaderTimeout.
	HeaderTimeout time.Duration
	// UserAgent is sent unless the request's header sets one. Empty means
	// DefaultUserAgent.
	UserAgent string
	// Credentials, if set, alone decides the Authorization header (and
	// the set's custom credential headers) of every request and of every
	// redirect hop: each hop gets the credential its own URL earns (see
	// package credentials), and a header of those names passed to Get is
	// replaced. Nil means no credentials beyond the header the caller
	// passes, which is dropped when a redirect leaves the host.
	Credentials *credentials.Set
	// (Leave Accept-Encoding out of request headers: the transport then
	// asks for gzip itself and decompresses, so MaxBytes bounds the
	// decompressed body.)

	read atomic.Int64
}

// Response is a complete 2xx response.
type Response struct {
	Status int
	Header http.Header
	Body   []byte
	// URL is the final URL after redirects, redacted (no userinfo, query
	// or fragment: a redirect to signed storage carries its token in the
	// query), so it can be shown as a source.
	URL string
}

// StatusError is the cause inside the error Get and GetStream return for a
// non-2xx status; get it with errors.As to read the registry's explanation.
type StatusError struct {
	Status int
	Header http.Header
	// Body holds the first 64 KiB of the response body.
	Body []byte
	// URL is the request URL without query string or userinfo.
	URL string
	// SentCredential says whether the request that got this status
	// carried a credential from Client.Credentials (a 403 after sending
	// one means "not allowed"; without one, often "not there").
	SentCredential bool
}

func (e *StatusError) Error() string {
	msg := fmt.Sprintf("GET %s: %d %s", e.URL, e.Status, http.StatusText(e.Status))
	if d, ok := e.RetryAfter(time.Now()); ok {
		msg += fmt.Sprintf(" (the server asks to retry after %s)", d)
	}
	return msg
}

// maxRetryAfter caps what RetryAfter reports: a larger value is a
// misconfigured or hostile server, not advice to wait for days.
const maxRetryAfter = 24 * time.Hour

// RetryAfter is the wait a 429 or 503 response asks for in its
// Retry-After header (seconds, or an HTTP date relative to now), rounded
// to the second and capped at a day; false when there is none or it does
// not parse.
func (e *StatusError) RetryAfter(now time.Time) (time.Duration, bool) {
	if e.Status != http.StatusTooManyRequests && e.Status != http.StatusServiceUnavailable {
		return 0, false
	}
	v := strings.TrimSpace(e.Header.Get("Retry-After"))
	if v == "" {
		return 0, false
	}
	var d time.Duration
	if n, err := strconv.ParseUint(v, 10, 32); err == nil {
		d = time.Duration(n) * time.Second
	} else if t, err := http.ParseTime(v); err == nil {
		d = max(t.Sub(now), 0)
	} else {
		return 0, false
	}
	return min(d, maxRetryAfter).Round(time.Second), true
}

// BytesRead is the number of response body bytes read through c so far,
// after transport decompression, error bodies included.
func (c *Client) BytesRead() int64 { return c.read.Load() }

// Get fetches url with the extra request header (nil for none) and returns
// the whole body. Errors carry contract codes (see package sdk): 404 and
// 410 NotFound, 401 Unauthenticated, 403 PermissionDenied, 429 and an
// over-size body ResourceExhausted, 5xx and network failures Unavailable,
// 400 and 422 InvalidArgument, a missed deadline DeadlineExceeded; a
// malformed or non-HTTP URL is InvalidArgument.
func (c *Client) Get(ctx context.Context, url string, header http.Header) (*Response, error) {
	s, err := c.GetStream(ctx, url, header)
	if err != nil {
		return nil, err
	}
	defer s.Close()
	body, err := io.ReadAll(s)
	if err != nil {
		return nil, err
	}
	return &Response{Status: s.Status, Header: s.Header, Body: body, URL: s.URL}, nil
}

// Stream is a 2xx response whose body is read as it arrives (a tarball
// piped into archive.ReadTarGz). Reading more than MaxBytes fails with
// ResourceExhausted; Close releases the connection and the request's
// deadline, and must be called.
type Stream struct {
	Status int
	Header http.Header
	// URL is the final URL after redirects, redacted like Response.URL.
	URL string

	body   io.ReadCloser
	cancel context.CancelFunc
	ctx    context.Context
	c      *Client
	safe   string
	left   int64 // bytes still allowed
	max    int64
}

// Read reads the body, enforcing the size cap.
func (s *Stream) Read(p []byte) (int, error) {
	if s.left < 0 {
		return 0, s.tooLarge()
	}
	if int64(len(p)) > s.left+1 {
		p = p[:s.left+1]
	}
	n, err := s.body.Read(p)
	s.left -= int64(n)
	s.c.read.Add(int64(n))
	if s.left < 0 {
		return n, s.tooLarge()
	}
	if err != nil && err != io.EOF {
		err = s.c.netError(s.ctx, s.safe, err)
	}
	return n, err
}

func (s *Stream) tooLarge() error {
	return sdk.ResourceExhausted("GET %s: response body over %d bytes", s.safe, s.max)
}

// Close closes the body and cancels the request.
func (s *Stream) Close() error {
	err := s.body.Close()
	s.cancel()
	return err
}

// GetStream fetches url like Get but returns before reading the body.
func (c *Client) GetStream(ctx context.Context, rawURL string, header http.Header) (*Stream, error) {
	u, err := url.Parse(rawURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		// Never echo the URL: it may hold a token.
		return nil, sdk.InvalidArgument("fetch: not an http(s) URL")
	}
	safe := Redact(u)
	timeout := c.Timeout
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	limit := c.MaxBytes
	if limit <= 0 {
		limit = DefaultMaxBytes
	}
	headerTimeout := c.HeaderTimeout
	if headerTimeout <= 0 {
		headerTimeout = DefaultHeaderTimeout
	}
	ctx, cancelTimeout := context.WithTimeout(ctx, timeout)
	ctx, cancelCause := context.WithCancelCause(ctx)
	cancel := func() { cancelCause(nil); cancelTimeout() }
	// Armed until the final response's headers are in, when it would end
	// the wait before Timeout: a hop that never answers ends the request
	// with errNoResponse as the cause.
	var headers *time.Timer
	if headerTimeout < timeout {
		headers = time.AfterFunc(headerTimeout, func() { cancelCause(errNoResponse) })
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		cancel()
		return nil, sdk.InvalidArgument("GET %s: %v", safe, errors.Unwrap(err))
	}
	for k, vs := range header {
		req.Header[http.CanonicalHeaderKey(k)] = append([]string(nil), vs...)
	}
	if req.Header.Get("User-Agent") == "" {
		ua := c.UserAgent
		if ua == "" {
			ua = DefaultUserAgent
		}
		req.Header.Set("User-Agent", ua)
	}
	sent := c.Credentials.Apply(req)
	resp, err := c.client(&sent).Do(req)
	if headers != nil {
		headers.Stop()
	}
	if err != nil {
		if errors.Is(context.Cause(ctx), errNoResponse) {
			err = sdk.Unavailable("GET %s: no response within %s", safe, headerTimeout)
		} else {
			err = c.netError(ctx, safe, err) // before cancel, which would mask the cause
		}
		cancel()
		return nil, err
	}
	final := safe
	if resp.Request != nil && resp.Request.URL != nil {
		final = Redact(resp.Request.URL)
	}
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		body, _ := io.ReadAll(io.LimitReader(resp.Body, maxErrorBody))
		c.read.Add(int64(len(body)))
		resp.Body.Close()
		cancel()
		return nil, statusError(&StatusError{Status: resp.StatusCode, Header: resp.Header, Body: body, URL: safe, SentCredential: sent})
	}
	if resp.ContentLength > limit {
		resp.Body.Close()
		cancel()
		return nil, sdk.ResourceExhausted("GET %s: response body of %d bytes is over %d", safe, resp.ContentLength, limit)
	}
	return &Stream{
		Status: resp.StatusCode, Header: resp.Header, URL: final,
		body: resp.Body, cancel: cancel, ctx: ctx, c: c, safe: safe, left: limit, max: limit,
	}, nil
}

// errNoResponse is the cause a request is cancelled with when no headers
// came within the header timeout.
var errNoResponse = errors.New("no response headers in time")

// statusError maps a status to its contract code.
func statusError(e *StatusError) error {
	switch s := e.Status; {
	case s == http.StatusNotFound || s == http.StatusGone:
		return sdk.NotFound("%w", e)
	case s == http.StatusUnauthorized:
		return sdk.Unauthenticated("%w", e)
	case s == http.StatusForbidden:
		return sdk.PermissionDenied("%w", e)
	case s == http.StatusTooManyRequests:
		return sdk.ResourceExhausted("%w", e)
	case s == http.StatusBadRequest || s == http.StatusUnprocessableEntity:
		return sdk.InvalidArgument("%w", e)
	case s == http.StatusRequestTimeout || s >= 500:
		return sdk.Unavailable("%w", e)
	}
	return e
}

// netError turns a transport failure into a contract error whose message
// names the redacted URL only (*url.Error would print the full one).
func (c *Client) netError(ctx context.Context, safe string, err error) error {
	var ue *url.Error
	if errors.As(err, &ue) {
		err = ue.Err
	}
	if ctxErr := ctx.Err(); ctxErr != nil {
		// Code() maps these to DeadlineExceeded / Canceled.
		return fmt.Errorf("GET %s: %w", safe, ctxErr)
	}
	var se *sdk.Error
	if errors.As(err, &se) {
		return se // from our redirect policy, already redacted
	}
	return sdk.Unavailable("GET %s: %w", safe, err)
}

// client returns the HTTP client with this package's redirect policy in
// front of the caller's; *sent tracks whether the latest hop carries a
// credential of c.Credentials.
func (c *Client) client(sent *bool) *http.Client {
	base := c.HTTP
	if base == nil {
		base = &http.Client{Transport: http.DefaultTransport}
	}
	hc := *base
	next := base.CheckRedirect
	hc.CheckRedirect = func(req *http.Request, via []*http.Request) error {
		if err := redirectPolicy(req, via); err != nil {
			return err
		}
		if c.Credentials != nil {
			*sent = c.Credentials.Apply(req)
		}
		if next != nil {
			return next(req, via)
		}
		return nil
	}
	return &hc
}

// safeOnRedirect are request headers kept when a redirect leaves the
// original host; every other header the caller set (Authorization, tokens
// in custom headers, cookies) is dropped, since it was meant for that host.
var safeOnRedirect = map[string]bool{"Accept": true, "Accept-Language": true, "User-Agent": true}

func redirectPolicy(req *http.Request, via []*http.Request) error {
	first := via[0]
	if len(via) >= maxRedirects {
		return sdk.Unavailable("GET %s: stopped after %d redirects", Redact(first.URL), maxRedirects)
	}
	if first.URL.Scheme == "https" && req.URL.Scheme != "https" {
		return sdk.PermissionDenied("GET %s: redirect from https to %s refused", Redact(first.URL), Redact(req.URL))
	}
	if !strings.EqualFold(req.URL.Host, first.URL.Host) {
		for k := range req.Header {
			if !safeOnRedirect[k] {
				req.Header.Del(k)
			}
		}
	}
	return nil
}

// Redact returns u without userinfo, query string or fragment: what error
// messages and logs may show.
func Redact(u *url.URL) string {
	if u == nil {
		return ""
	}
	r := *u
	r.User = nil
	r.RawQuery = ""
	r.ForceQuery = false
	r.Fragment = ""
	r.RawFragment = ""
	return r.String()
}

// RedactString is Redact for a URL string; an unparsable one comes back as
// "<invalid URL>".
func RedactString(s string) string {
	u, err := url.Parse(s)
	if err != nil {
		return "<invalid URL>"
	}
	return Redact(u)
}
