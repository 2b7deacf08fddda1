package goproxy

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/pkgdocs/pkgdocs/sdk/credentials"
	"github.com/pkgdocs/pkgdocs/sdk/fetch"
	"github.com/pkgdocs/pkgdocs/sdk/localfile"

	"golang.org/x/mod/module"
	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// RevInfo is a proxy's .info answer.
type RevInfo struct {
	Version string
	Time    time.Time
}

// Direct fetches modules without a proxy, for the "direct" GOPROXY entry
// and for modules matching GONOPROXY. Nil in Client means unsupported.
type Direct interface {
	List(ctx context.Context, mod string) ([]string, error)
	Info(ctx context.Context, mod, query string) (*RevInfo, error)
	GoMod(ctx context.Context, mod, version string) ([]byte, error)
	Zip(ctx context.Context, mod, version string) ([]byte, error)
}

// Client fetches from a GOPROXY list. Fill the exported fields, then use
// it from many goroutines.
type Client struct {
	// Entries is the parsed GOPROXY list (ParseList).
	Entries []Entry
	// NoProxy holds GONOPROXY patterns (comma-separated path globs):
	// matching modules skip every proxy and use Direct.
	NoProxy string
	// HTTP is the client; nil means a client with the default transport.
	// Requests go through sdk/fetch, whose redirect policy runs first.
	HTTP *http.Client
	// Netrc is the content of the netrc file (GOENV's NETRC, else
	// ~/.netrc): each machine's credential is sent only to that host, as
	// is the userinfo of a GOPROXY entry to that entry's URL prefix.
	Netrc []byte
	// Direct handles "direct" entries; nil means they fail with
	// Unimplemented (the go command is not installed).
	Direct Direct
	// MaxZipBytes caps a module zip; zero means 500 MiB, the go command's
	// own limit.
	MaxZipBytes int64
	// MaxMetaBytes caps .info, .mod and list answers; zero means 16 MiB
	// (the go command's limit for go.mod files).
	MaxMetaBytes int64
	// Timeout bounds one request; zero means 2 minutes (a large zip over a
	// slow link).
	Timeout time.Duration
	// UserAgent is sent with each request; empty means "pkgdocs".
	UserAgent string
	// Auth is GOAUTH's git and command methods (goauth.Runner); nil
	// means none.
	Auth Auth
	// Log receives Auth's failures (which say how a command failed, never
	// what it printed); nil drops them.
	Log func(error)

	once      sync.Once
	http      *fetch.Client
	authOnce  sync.Once
	authAsked sync.Map // GOPROXY entry → After was run for it
}

// BytesRead is the number of response body bytes read so far.
func (c *Client) BytesRead() int64 { return c.fetcher().BytesRead() }

// Origin says which GOPROXY entry answered ("direct" or a URL without
// credentials).
type Origin string

// List returns the versions the proxy lists for mod, unsorted, as served
// (the list may contain pseudo-versions).
func (c *Client) List(ctx context.Context, mod string) ([]string, Origin, error) {
	var out []string
	origin, err := c.each(ctx, mod, func(ctx context.Context, e Entry) error {
		if e.Direct {
			v, err := c.Direct.List(ctx, mod)
			out = v
			return err
		}
		body, err := c.get(ctx, e, mod, "@v/list", c.maxMeta())
		if err != nil {
			return err
		}
		out = strings.Fields(string(body))
		return nil
	})
	return out, origin, err
}

// Latest asks for mod's @latest. Proxies may 404 it for modules with only
// tagged versions; callers fall back to List.
func (c *Client) Latest(ctx context.Context, mod string) (*RevInfo, Origin, error) {
	return c.info(ctx, mod, "", "@latest")
}

// Info resolves a version or query (a canonical version, a branch, a
// commit) to a RevInfo.
func (c *Client) Info(ctx context.Context, mod, query string) (*RevInfo, Origin, error) {
	esc, err := module.EscapeVersion(query)
	if err != nil {
		return nil, "", sdk.InvalidArgument("invalid version %q: %v", query, err)
	}
	return c.info(ctx, mod, query, "@v/"+esc+".info")
}

func (c *Client) info(ctx context.Context, mod, query, suffix string) (*RevInfo, Origin, error) {
	var info *RevInfo
	origin, err := c.each(ctx, mod, func(ctx context.Context, e Entry) error {
		if e.Direct {
			q := query
			if q == "" {
				q = "latest"
			}
			i, err := c.Direct.Info(ctx, mod, q)
			info = i
			return err
		}
		body, err := c.get(ctx, e, mod, suffix, c.maxMeta())
		if err != nil {
			return err
		}
		var i RevInfo
		if err := json.Unmarshal(body, &i); err != nil || i.Version == "" {
			return sdk.Unavailable("%s: bad %s answer for %s", e, suffix, mod)
		}
		info = &i
		return nil
	})
	return info, origin, err
}

// GoMod returns mod@version's go.mod file.
func (c *Client) GoMod(ctx context.Context, mod, version string) ([]byte, Origin, error) {
	return c.file(ctx, mod, version, ".mod", c.maxMeta(), func(ctx context.Context) ([]byte, error) {
		return c.Direct.GoMod(ctx, mod, version)
	})
}

// Zip returns mod@version's module zip, at most MaxZipBytes: over it,
// the error wraps ErrTooLarge.
func (c *Client) Zip(ctx context.Context, mod, version string) ([]byte, Origin, error) {
	return c.file(ctx, mod, version, ".zip", c.maxZip(), func(ctx context.Context) ([]byte, error) {
		return c.Direct.Zip(ctx, mod, version)
	})
}

// ErrTooLarge is wrapped by the error for a proxy's file over the bound
// asked for.
var ErrTooLarge = errors.New("too large")

// GoCmdMaxZip is the go command's bound on a module zip
// (golang.org/x/mod/zip.MaxZipFile).
const GoCmdMaxZip = 500 << 20

// ZipFile returns mod@version's module zip as an open file, at most
// GoCmdMaxZip, for a zip over what Zip reads into memory: a module with
// megabytes of test data. A proxy's answer is streamed into a temporary
// file, removed at once, so the disk space is freed when the caller
// closes it; a "direct" entry's zip is read by Direct (bounded as Zip).
func (c *Client) ZipFile(ctx context.Context, mod, version string) (*os.File, Origin, error) {
	esc, err := module.EscapeVersion(version)
	if err != nil {
		return nil, "", sdk.InvalidArgument("invalid version %q: %v", version, err)
	}
	var out *os.File
	origin, err := c.each(ctx, mod, func(ctx context.Context, e Entry) error {
		f, err := os.CreateTemp("", "pkgdocs-modzip-*")
		if err != nil {
			return sdk.Unavailable("temporary file for %s@%s's zip: %v", mod, version, err)
		}
		_ = os.Remove(f.Name())
		if e.Direct {
			var b []byte
			if b, err = c.Direct.Zip(ctx, mod, version); err == nil {
				_, err = f.Write(b)
			}
		} else {
			err = c.getTo(ctx, e, mod, "@v/"+esc+".zip", GoCmdMaxZip, f)
		}
		if err != nil {
			f.Close()
			return err
		}
		out = f
		return nil
	})
	return out, origin, err
}

func (c *Client) file(ctx context.Context, mod, version, ext string, limit int64, direct func(context.Context) ([]byte, error)) ([]byte, Origin, error) {
	esc, err := module.EscapeVersion(version)
	if err != nil {
		return nil, "", sdk.InvalidArgument("invalid version %q: %v", version, err)
	}
	var out []byte
	origin, err := c.each(ctx, mod, func(ctx context.Context, e Entry) error {
		if e.Direct {
			b, err := direct(ctx)
			out = b
			return err
		}
		b, err := c.get(ctx, e, mod, "@v/"+esc+ext, limit)
		out = b
		return err
	})
	return out, origin, err
}

// each tries the entries in order with GOPROXY's fall-through rules.
func (c *Client) each(ctx context.Context, mod string, try func(context.Context, Entry) error) (Origin, error) {
	if err := module.CheckPath(mod); err != nil {
		return "", sdk.InvalidArgument("invalid module path %q: %v", mod, err)
	}
	if len(c.Entries) == 0 {
		return "", sdk.FailedPrecondition("no GOPROXY configured")
	}
	entries, err := c.entriesFor(ctx, mod)
	if err != nil {
		return "", err
	}
	var firstErr error
	for _, e := range entries {
		var err error
		switch {
		case e.Off:
			err = sdk.FailedPrecondition("module lookup disabled by GOPROXY=off (the module cache is used only when it already holds %s)", mod)
		case e.Direct && ctx.Value(withoutDirect{}) != nil:
			err = sdk.NotFound("%s: not looked up directly (a probe)", mod)
		case e.Direct && c.Direct == nil:
			err = sdk.Unimplemented("GOPROXY says direct for %s, which needs the go command, and it is not installed", mod)
		default:
			err = try(ctx, e)
		}
		if err == nil {
			return Origin(e.String()), nil
		}
		if ctx.Err() != nil {
			return "", ctx.Err()
		}
		// Keep the most useful error: one that is not "not found" beats
		// the not-found answers of earlier proxies.
		if firstErr == nil || sdk.Code(firstErr) == codes.NotFound && sdk.Code(err) != codes.NotFound {
			firstErr = err
		}
		if !e.AnyError && sdk.Code(err) != codes.NotFound {
			return "", err
		}
	}
	return "", firstErr
}

type withoutDirect struct{}

// WithoutDirect returns a context under which "direct" GOPROXY entries
// (and GONOPROXY modules) are not tried: for probes that may well miss
// (does a /v3 of this module exist?), where asking a repository through
// the go command would cost seconds each time.
func WithoutDirect(ctx context.Context) context.Context {
	return context.WithValue(ctx, withoutDirect{}, true)
}

func (c *Client) maxMeta() int64 {
	if c.MaxMetaBytes > 0 {
		return c.MaxMetaBytes
	}
	return 16 << 20
}

func (c *Client) maxZip() int64 {
	if c.MaxZipBytes > 0 {
		return c.MaxZipBytes
	}
	return 500 << 20
}

// get fetches base/<escaped mod>/<suffix> from one proxy.
func (c *Client) get(ctx context.Context, e Entry, mod, suffix string, limit int64) ([]byte, error) {
	var b bytes.Buffer
	if err := c.getTo(ctx, e, mod, suffix, limit, &b); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// getTo writes base/<escaped mod>/<suffix> from one proxy to w, at most
// limit bytes: over it, the error wraps ErrTooLarge.
func (c *Client) getTo(ctx context.Context, e Entry, mod, suffix string, limit int64, w io.Writer) error {
	escMod, err := module.EscapePath(mod)
	if err != nil {
		return sdk.InvalidArgument("invalid module path %q: %v", mod, err)
	}
	rel := escMod + "/" + suffix
	if e.URL.Scheme == "file" {
		b, err := c.getFile(e, rel, limit)
		if err == nil {
			_, err = w.Write(b)
		}
		return err
	}
	u := *e.URL
	u.User = nil
	u.Path = u.Path + "/" + rel
	c.authInitial(ctx)
	s, err := c.fetcher().GetStream(ctx, u.String(), nil)
	var se *fetch.StatusError
	if errors.As(err, &se) && c.authAfter(ctx, e, u.String(), se) {
		s, err = c.fetcher().GetStream(ctx, u.String(), nil)
	}
	if err != nil {
		if errors.As(err, &se) {
			return statusError(e, rel, se.Status, se.Body, se.SentCredential)
		}
		return err
	}
	defer s.Close()
	tooLarge := func() error {
		return sdk.ResourceExhausted("%s: %s is %w: over the %d-byte limit", e, rel, ErrTooLarge, limit)
	}
	if n, err := strconv.ParseInt(s.Header.Get("Content-Length"), 10, 64); err == nil && n > limit {
		return tooLarge() // said before a byte is read
	}
	n, err := io.Copy(w, io.LimitReader(s, limit+1))
	if err != nil {
		return err
	}
	if n > limit {
		return tooLarge()
	}
	return nil
}

// Auth adds credentials the way GOAUTH's commands give them (go help
// goauth): Initial before the first request, After for a URL the server
// answered with a 4xx, after which the request is tried once more when
// it added a credential for that URL.
type Auth interface {
	Initial(ctx context.Context, set *credentials.Set) []error
	After(ctx context.Context, rawURL string, status int, header http.Header, set *credentials.Set) (bool, []error)
}

// authInitial runs Auth.Initial once, before the first request.
func (c *Client) authInitial(ctx context.Context) {
	if c.Auth == nil {
		return
	}
	f := c.fetcher()
	c.authOnce.Do(func() {
		for _, err := range c.Auth.Initial(ctx, f.Credentials) {
			c.logAuth(err)
		}
	})
}

// authAfter runs Auth.After for a 4xx answer from entry e, once per
// entry, and reports whether a retry may now succeed.
func (c *Client) authAfter(ctx context.Context, e Entry, rawURL string, se *fetch.StatusError) bool {
	if c.Auth == nil || se.Status < 400 || se.Status > 499 {
		return false
	}
	key := e.String()
	if _, done := c.authAsked.LoadOrStore(key, true); done {
		return false
	}
	ok, errs := c.Auth.After(ctx, rawURL, se.Status, se.Header, c.fetcher().Credentials)
	for _, err := range errs {
		c.logAuth(err)
	}
	return ok
}

func (c *Client) logAuth(err error) {
	if c.Log != nil {
		c.Log(err)
	}
}

// fetcher is the HTTP client: sdk/fetch with the GOPROXY entries' userinfo
// and the netrc machines as credentials, each sent only under its own
// prefix and re-decided on every redirect hop.
func (c *Client) fetcher() *fetch.Client {
	c.once.Do(func() {
		creds := &credentials.Set{}
		for _, e := range c.Entries {
			if e.URL != nil && e.URL.User != nil {
				// Entries come from ParseList, so the URL parses.
				_, _ = creds.AddFromURL(e.URL.String())
			}
		}
		creds.AddNetrc(c.Netrc)
		timeout := c.Timeout
		if timeout == 0 {
			timeout = 2 * time.Minute
		}
		// Each request's own bound is get's; ZipFile's is the go
		// command's.
		c.http = &fetch.Client{HTTP: c.HTTP, MaxBytes: max(c.maxZip(), c.maxMeta(), GoCmdMaxZip), Timeout: timeout,
			UserAgent: cmp.Or(c.UserAgent, "pkgdocs"), Credentials: creds}
	})
	return c.http
}

// statusError maps an HTTP status to a contract error, quoting the
// proxy's short explanation (proxies put the reason in the body). authed
// says whether the request carried credentials.
//
// The go command treats 404 and 410 as "not found" (and falls through to
// the next GOPROXY entry). Public proxies also answer 403 ("This module
// version is not available") for modules they refuse or cannot fetch,
// such as nonexistent repositories; when we sent no credentials that
// cannot be a permission problem the user could fix with a login, so it
// is NotFound too. After sending credentials a 403 stays PermissionDenied:
// those credentials lack access.
func statusError(e Entry, rel string, status int, body []byte, authed bool) error {
	msg := strings.TrimSpace(string(body))
	if len(msg) > 200 {
		msg = msg[:200] + "…"
	}
	if msg != "" {
		msg = ": " + msg
	}
	switch {
	case status == http.StatusNotFound || status == http.StatusGone:
		return sdk.NotFound("%s: %s not found%s", e, rel, msg)
	case status == http.StatusUnauthorized:
		return sdk.Unauthenticated("%s: %s needs credentials (GOPROXY userinfo or netrc)%s", e, rel, msg)
	case status == http.StatusForbidden && !authed:
		return sdk.NotFound("%s: %s not available: the proxy refused it or does not have it (HTTP 403; no credentials were sent)%s", e, rel, msg)
	case status == http.StatusForbidden:
		return sdk.PermissionDenied("%s: %s forbidden with the credentials sent (GOPROXY userinfo or netrc)%s", e, rel, msg)
	case status == http.StatusTooManyRequests:
		return sdk.ResourceExhausted("%s: rate limited%s", e, msg)
	case status >= 500:
		return sdk.Unavailable("%s: %s: HTTP %d%s", e, rel, status, msg)
	case status >= 400 && status != http.StatusRequestTimeout:
		// The proxy refused this request (400 "not permitted", 422 and
		// the like): the go command stops there too, and asking again
		// gets the same answer, so it is not Unavailable.
		return sdk.FailedPrecondition("%s refused %s (HTTP %d)%s; asking again will not change that: check the module path and version, or, for a module this proxy will not serve, list it in GOPRIVATE or GONOPROXY so it is fetched from its origin", e, rel, status, msg)
	}
	return sdk.Unavailable("%s: %s: unexpected HTTP %d%s", e, rel, status, msg)
}

// getFile serves a file:// proxy (a directory laid out like a proxy).
func (c *Client) getFile(e Entry, rel string, limit int64) ([]byte, error) {
	p := filepath.Join(filepath.FromSlash(e.URL.Path), filepath.FromSlash(rel))
	body, err := localfile.Read(p, limit)
	var tooLarge *localfile.TooLargeError
	switch {
	case err == nil:
		return body, nil
	case errors.Is(err, os.ErrNotExist):
		return nil, sdk.NotFound("%s: %s not found", e, rel)
	case errors.As(err, &tooLarge):
		return nil, sdk.ResourceExhausted("%s: %s is %w: over the %d-byte limit", e, rel, ErrTooLarge, limit)
	}
	return nil, sdk.Unavailable("%s: %v", e, err)
}

// SendsCredentials reports whether a request to rawURL would carry a
// credential (a GOPROXY entry's userinfo or a netrc machine).
func (c *Client) SendsCredentials(rawURL string) bool {
	u, err := url.Parse(rawURL)
	if err != nil {
		return true // cannot tell: assume so
	}
	return !c.fetcher().Credentials.For(u).IsZero()
}

// Public reports whether mod's files that origin served are what anyone
// may read (sdk.Source.Public): origin is the first entry of defaultList,
// the GOPROXY the go command uses with no configuration (goenv's
// DefaultGOPROXY), and a proxy, not "direct"; mod matches none of the
// private pattern lists given (GOPRIVATE, GONOPROXY, GONOSUMDB); and no
// credential was sent for it (no userinfo in the GOPROXY entry, no netrc
// machine for its host).
func (c *Client) Public(defaultList string, origin Origin, mod string, private ...string) bool {
	entries, err := ParseList(defaultList)
	if err != nil || len(entries) == 0 || entries[0].URL == nil || Origin(entries[0].String()) != origin {
		return false
	}
	for _, patterns := range private {
		if module.MatchPrefixPatterns(patterns, mod) {
			return false
		}
	}
	esc, err := module.EscapePath(mod)
	if err != nil {
		return false
	}
	return !c.SendsCredentials(string(origin)) && !c.SendsCredentials(string(origin)+"/"+esc+"/@v/")
}
