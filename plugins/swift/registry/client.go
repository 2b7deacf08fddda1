package registry

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"sort"
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/credentials"
	"github.com/pkgdocs/pkgdocs/sdk/fetch"
)

// Client talks to one registry.
type Client struct {
	// Base is the registry URL from the configuration.
	Base string
	// Fetch makes the requests and carries the registry's credential (see
	// NewClient); nil means fetch's defaults, without credentials.
	Fetch *fetch.Client
}

// NewClient returns a client for the registry at base, with the
// credential SwiftPM would send it: the netrc entry for its host, as a
// bearer token when registries.json says the registry uses tokens, else
// as basic authentication. The credential is scoped to base (sdk/
// credentials), so no other host or redirect target sees it.
func NewClient(cfg *Config, base, netrcPath string, hc *http.Client) (*Client, error) {
	set := &credentials.Set{}
	if u, err := url.Parse(base); err == nil && netrcPath != "" {
		if cred, ok := Netrc(netrcPath, u.Hostname()); ok {
			c := credentials.Basic(cred.Login, cred.Password)
			if cfg != nil && cfg.Auth[strings.ToLower(u.Host)] == "token" || cfg != nil && cfg.Auth[strings.ToLower(u.Hostname())] == "token" {
				c = credentials.Bearer(cred.Password)
			}
			if err := set.Add(base, c); err != nil {
				return nil, fmt.Errorf("registry %s: %w", fetch.RedactString(base), err)
			}
		}
	}
	return &Client{Base: base, Fetch: &fetch.Client{HTTP: hc, Credentials: set}}, nil
}

const accept = "application/vnd.swift.registry.v1+json"

func (c *Client) get(ctx context.Context, path, accepts string) (*fetch.Response, error) {
	f := c.Fetch
	if f == nil {
		f = &fetch.Client{}
	}
	target := strings.TrimSuffix(c.Base, "/") + path
	return f.Get(ctx, target, http.Header{"Accept": {accepts}})
}

// pathOf escapes scope and name, already validated by pkgref.
func pathOf(scope, name string) string {
	return "/" + url.PathEscape(scope) + "/" + url.PathEscape(name)
}

// Releases lists a package's versions, problems (withdrawn releases)
// left out.
func (c *Client) Releases(ctx context.Context, scope, name string) ([]string, error) {
	resp, err := c.get(ctx, pathOf(scope, name), accept)
	if err != nil {
		return nil, err
	}
	var r struct {
		Releases map[string]struct {
			Problem *struct{} `json:"problem"`
		} `json:"releases"`
	}
	if err := json.Unmarshal(resp.Body, &r); err != nil {
		return nil, sdk.Unavailable("registry releases of %s.%s: %v", scope, name, err)
	}
	var out []string
	for v, rel := range r.Releases {
		if rel.Problem == nil {
			out = append(out, v)
		}
	}
	sort.Strings(out)
	return out, nil
}

// Release is a release's metadata.
type Release struct {
	ID        string `json:"id"`
	Version   string `json:"version"`
	Resources []struct {
		Name     string `json:"name"`
		Type     string `json:"type"`
		Checksum string `json:"checksum"`
	} `json:"resources"`
	Metadata struct {
		Description    string   `json:"description"`
		LicenseURL     string   `json:"licenseURL"`
		ReadmeURL      string   `json:"readmeURL"`
		RepositoryURLs []string `json:"repositoryURLs"`
		Author         *struct {
			Name string `json:"name"`
		} `json:"author"`
	} `json:"metadata"`
}

// Release reads a release's metadata.
func (c *Client) Release(ctx context.Context, scope, name, version string) (*Release, error) {
	resp, err := c.get(ctx, pathOf(scope, name)+"/"+url.PathEscape(version), accept)
	if err != nil {
		return nil, err
	}
	var r Release
	if err := json.Unmarshal(resp.Body, &r); err != nil {
		return nil, sdk.Unavailable("registry release %s.%s %s: %v", scope, name, version, err)
	}
	return &r, nil
}

// Manifest returns the release's Package.swift.
func (c *Client) Manifest(ctx context.Context, scope, name, version string) ([]byte, error) {
	resp, err := c.get(ctx, pathOf(scope, name)+"/"+url.PathEscape(version)+"/Package.swift", "application/vnd.swift.registry.v1+swift")
	if err != nil {
		return nil, err
	}
	return resp.Body, nil
}

// Archive downloads the source archive and checks it against the
// checksum in the release metadata when one is given.
func (c *Client) Archive(ctx context.Context, scope, name, version string, rel *Release) ([]byte, error) {
	resp, err := c.get(ctx, pathOf(scope, name)+"/"+url.PathEscape(version)+".zip", "application/vnd.swift.registry.v1+zip")
	if err != nil {
		return nil, err
	}
	if rel != nil {
		for _, r := range rel.Resources {
			if r.Name != "source-archive" || r.Checksum == "" {
				continue
			}
			sum := sha256.Sum256(resp.Body)
			if !strings.EqualFold(hex.EncodeToString(sum[:]), r.Checksum) {
				return nil, sdk.Unavailable("registry archive %s.%s %s: checksum mismatch: %w", scope, name, version, fetch.ErrIntegrity)
			}
		}
	}
	return resp.Body, nil
}

// String names the registry without credentials.
func (c *Client) String() string { return fmt.Sprint(fetch.RedactString(c.Base)) }
