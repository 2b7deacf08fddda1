package registry

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync/atomic"
	"time"

	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/plugins/npm/npmname"
	"github.com/pkgdocs/pkgdocs/plugins/npm/semrange"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/archive"
	"github.com/pkgdocs/pkgdocs/sdk/credentials"
	"github.com/pkgdocs/pkgdocs/sdk/fetch"
)

// Auth says where a package lives and what credential a URL gets.
type Auth interface {
	// Registry returns the registry base URL (ending in "/") for a package.
	Registry(name string) string
	// Credentials are the credentials by URL prefix (npmrc's nerf
	// darts); nil for none. fetch.Client applies them to every request
	// and redirect hop.
	Credentials() *credentials.Set
}

// Client talks to one configuration's registries. Zero fields take the
// defaults noted on them.
type Client struct {
	Auth Auth
	// HTTP is the transport; nil means http.DefaultTransport. Redirects
	// follow fetch.Client's policy: credentials are re-decided per hop.
	HTTP *http.Client
	// UserAgent; "" means "pkgdocs-provider-npm".
	UserAgent string
	// MaxDocBytes caps a manifest or packument; 0 means 64 MiB (abbreviated
	// packuments of the most-published packages reach tens of MB).
	MaxDocBytes int64
	// MaxTarballBytes caps a compressed tarball; 0 means 64 MiB.
	MaxTarballBytes int64
	// Timeout bounds one request (headers and body), npm's fetch-timeout
	// when the user set one; 0 means 60 s, with the headers due within
	// fetch.DefaultHeaderTimeout (a registry that never answers is named
	// after 30 s). A set Timeout bounds the headers too, as npm's does.
	Timeout time.Duration

	bytesRead atomic.Int64
	transient atomic.Int64
}

// BytesRead is the number of response body bytes read so far.
func (c *Client) BytesRead() int64 { return c.bytesRead.Load() }

// Transient is the number of requests so far that failed in a way asking
// again may not: the network, a timeout, a registry error (5xx) or a rate
// limit. An answer built while one failed is not worth keeping.
func (c *Client) Transient() int64 { return c.transient.Load() }

const (
	acceptJSON        = "application/json"
	acceptAbbreviated = "application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8, */*"
)

// Manifest fetches one version's manifest; ref is an exact version or a
// dist-tag.
func (c *Client) Manifest(ctx context.Context, name, ref string) (*Manifest, error) {
	u := c.Auth.Registry(name) + npmname.RegistryPath(name) + "/" + url.PathEscape(ref)
	var m Manifest
	if err := c.getJSON(ctx, u, acceptJSON, c.maxDoc(), &m); err != nil {
		return nil, err
	}
	if m.Version == "" || m.Dist.Tarball == "" {
		return nil, badResponse("registry answered %s with no version or tarball", fetch.RedactString(u))
	}
	if err := checkManifest(&m, name, ref, u); err != nil {
		return nil, err
	}
	return &m, nil
}

// Packument fetches the abbreviated packument (all versions, dist-tags).
func (c *Client) Packument(ctx context.Context, name string) (*Packument, error) {
	u := c.Auth.Registry(name) + npmname.RegistryPath(name)
	var p Packument
	if err := c.getJSON(ctx, u, acceptAbbreviated, c.maxDoc(), &p); err != nil {
		return nil, err
	}
	return &p, nil
}

// Resolved is a version chosen at the registry.
type Resolved struct {
	Manifest *Manifest
	Latest   string // the "latest" dist-tag, when it was learned on the way
}

// Resolve picks the version spec names (exact, range, tag; "" = latest)
// and returns its manifest. Exact versions and tags cost one small request;
// ranges need the abbreviated packument first.
func (c *Client) Resolve(ctx context.Context, name, spec string) (*Resolved, error) {
	s, err := semrange.Parse(spec)
	if err != nil {
		return nil, sdk.InvalidArgument("version %q: %w", spec, err)
	}
	if spec == "" {
		s = semrange.Spec{Raw: "latest", Kind: semrange.Tag}
	}
	switch s.Kind {
	case semrange.Exact, semrange.Tag:
		ref := s.Version
		if s.Kind == semrange.Tag {
			if err := npmname.ValidateTag(s.Raw); err != nil {
				return nil, sdk.InvalidArgument("%w", err)
			}
			ref = s.Raw
		}
		m, err := c.Manifest(ctx, name, ref)
		if err == nil {
			r := &Resolved{Manifest: m}
			if ref == "latest" {
				r.Latest = m.Version
			}
			return r, nil
		}
		if sdk.Code(err) != codes.NotFound {
			return nil, err
		}
		// Some registries do not serve /<name>/<version>; the packument says
		// whether the package or the version is missing.
	}
	p, err := c.Packument(ctx, name)
	if err != nil {
		return nil, err
	}
	var version string
	switch s.Kind {
	case semrange.Exact:
		version = s.Version
	case semrange.Tag:
		version = p.DistTags[s.Raw]
		if version == "" {
			return nil, sdk.NotFound("%s has no dist-tag %q (tags: %s)", name, s.Raw, tagList(p.DistTags))
		}
	case semrange.Range:
		// npm prefers "latest" when it satisfies the range.
		if l := p.DistTags["latest"]; l != "" && s.Satisfies(l) {
			version = l
		} else {
			version = s.Max(p.VersionList())
		}
		if version == "" {
			return nil, sdk.NotFound("no version of %s satisfies %q (latest is %s)", name, s.Raw, p.DistTags["latest"])
		}
	}
	if _, ok := p.Versions[version]; !ok {
		return nil, sdk.NotFound("%s@%s is not published (latest is %s)", name, version, p.DistTags["latest"])
	}
	m, err := c.Manifest(ctx, name, version)
	if err != nil && sdk.Code(err) == codes.NotFound {
		// No per-version endpoint: the abbreviated entry has dist, engines
		// and dependencies, which is enough to go on.
		m, err = p.Versions[version], nil
		if m == nil {
			return nil, badResponse("registry listed %s@%s with no manifest", name, version)
		}
		if m.Version == "" {
			m.Version = version
		}
		if err == nil {
			err = checkManifest(m, name, version, c.Auth.Registry(name)+npmname.RegistryPath(name))
		}
	}
	if err != nil {
		return nil, err
	}
	latest := p.DistTags["latest"]
	if !ValidVersion(latest) {
		latest = "" // it would land in the header: only a version does
	}
	return &Resolved{Manifest: m, Latest: latest}, nil
}

func tagList(tags map[string]string) string {
	var out []string
	for t := range tags {
		out = append(out, t)
	}
	return strings.Join(out, ", ")
}

// Tarball downloads m's tarball (capped), verifies it against
// dist.integrity or shasum, and reads it in memory.
// lim zero means TarballLimits.
func (c *Client) Tarball(ctx context.Context, m *Manifest, lim archive.Limits, keep func(string) bool) (*Contents, error) {
	if lim == (archive.Limits{}) {
		lim = TarballLimits
	}
	u, err := url.Parse(m.Dist.Tarball)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		return nil, badResponse("%s@%s: tarball URL %q is not http(s)", m.Name, m.Version, fetch.RedactString(m.Dist.Tarball))
	}
	data, err := c.get(ctx, u.String(), "*/*", c.maxTarball())
	if err != nil {
		return nil, err
	}
	if err := verify(data, m.Dist.Integrity, m.Dist.Shasum); err != nil {
		return nil, &sdk.Error{Code: codes.DataLoss, Msg: fmt.Sprintf("%s@%s tarball from %s: %v", m.Name, m.Version, fetch.Redact(u), err), Err: err}
	}
	contents, err := readTarball(ctx, data, lim, keep)
	if err != nil {
		if ctx.Err() != nil && errors.Is(err, ctx.Err()) {
			return nil, fmt.Errorf("%s@%s tarball: %w", m.Name, m.Version, err)
		}
		return nil, badResponse("%s@%s tarball: %w", m.Name, m.Version, err)
	}
	return contents, nil
}

func (c *Client) maxDoc() int64 {
	if c.MaxDocBytes > 0 {
		return c.MaxDocBytes
	}
	return 64 << 20
}

func (c *Client) maxTarball() int64 {
	if c.MaxTarballBytes > 0 {
		return c.MaxTarballBytes
	}
	return 64 << 20
}

func (c *Client) getJSON(ctx context.Context, u, accept string, max int64, v any) error {
	data, err := c.get(ctx, u, accept, max)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(data, v); err != nil {
		return badResponse("registry response from %s is not JSON: %w", fetch.RedactString(u), err)
	}
	return nil
}

// get fetches u with the credential its own URL earns (fetch.Client with
// Auth's credentials), and maps failures to contract errors with npm's
// hints.
func (c *Client) get(ctx context.Context, u, accept string, max int64) ([]byte, error) {
	timeout := c.Timeout
	if timeout == 0 {
		timeout = 60 * time.Second
	}
	ua := c.UserAgent
	if ua == "" {
		ua = "pkgdocs-provider-npm"
	}
	fc := &fetch.Client{HTTP: c.HTTP, MaxBytes: max, Timeout: timeout, HeaderTimeout: c.Timeout, UserAgent: ua, Credentials: c.Auth.Credentials()}
	resp, err := fc.Get(ctx, u, http.Header{"Accept": {accept}})
	c.bytesRead.Add(fc.BytesRead())
	var se *fetch.StatusError
	if errors.As(err, &se) {
		if se.Status >= 500 || se.Status == http.StatusTooManyRequests {
			c.transient.Add(1)
		}
		return nil, statusError(se.Status, u, se.SentCredential)
	}
	if err != nil {
		c.transient.Add(1)
		return nil, err
	}
	return resp.Body, nil
}

func statusError(code int, u string, sentAuth bool) error {
	ru := fetch.RedactString(u)
	switch {
	case code >= 200 && code < 300:
		return nil
	case code == http.StatusNotFound || code == http.StatusGone:
		return sdk.NotFound("not found at the registry: %s", ru)
	case code == http.StatusUnauthorized:
		if sentAuth {
			return sdk.Unauthenticated("%s refused the configured credential (401); check the _authToken for this registry in .npmrc", ru)
		}
		return sdk.Unauthenticated("%s needs a login (401); add //host/path/:_authToken=... for this registry to .npmrc", ru)
	case code == http.StatusForbidden:
		return sdk.PermissionDenied("%s: access denied (403)", ru)
	case code == http.StatusTooManyRequests:
		return sdk.ResourceExhausted("%s: rate limited (429)", ru)
	case code >= 500:
		return sdk.Unavailable("%s: registry error %d", ru, code)
	}
	return badResponse("%s: unexpected status %d", ru, code)
}

// badResponse is an upstream answer this client cannot use: a body that is
// not JSON, a manifest without a tarball, an unreadable archive. Asking
// again gets the same answer, so unlike Unavailable (network errors, 5xx)
// it is Internal, which the host does not present as worth retrying.
func badResponse(format string, args ...any) error {
	err := fmt.Errorf(format, args...)
	return &sdk.Error{Code: codes.Internal, Msg: err.Error(), Err: errors.Unwrap(err)}
}

// GetRaw fetches a registry URL (JSON accepted) with the usual credential
// rules and caps, for endpoints this package has no type for (search).
func (c *Client) GetRaw(ctx context.Context, u string) ([]byte, error) {
	return c.get(ctx, u, acceptJSON, c.maxDoc())
}
