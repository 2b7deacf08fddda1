package cratesio

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/fetch"
)

// Getter is what the client needs of an HTTP client.
type Getter interface {
	Get(ctx context.Context, url string, header http.Header) (*fetch.Response, error)
}

// Crate is the metadata of a crate and its versions.
type Crate struct {
	Name          string
	Description   string
	Homepage      string
	Repository    string
	Documentation string
	// MaxStable is the newest release that is not a pre-release or
	// yanked, as the registry says ("" in the old schema).
	MaxStable string
	Versions  []Version
}

// Version is one published version.
type Version struct {
	Num         string
	Yanked      bool
	License     string
	RustVersion string
	Checksum    string
}

// Version returns the metadata of version v.
func (c *Crate) Version(v string) (Version, bool) {
	for _, x := range c.Versions {
		if x.Num == v {
			return x, true
		}
	}
	return Version{}, false
}

type response struct {
	Crate struct {
		Name             string  `json:"name"`
		Description      *string `json:"description"`
		Homepage         *string `json:"homepage"`
		Repository       *string `json:"repository"`
		Documentation    *string `json:"documentation"`
		MaxStableVersion *string `json:"max_stable_version"`
	} `json:"crate"`
	Versions []struct {
		Num         string  `json:"num"`
		Yanked      bool    `json:"yanked"`
		License     *string `json:"license"`
		RustVersion *string `json:"rust_version"`
		Checksum    *string `json:"checksum"`
	} `json:"versions"`
}

func str(s *string) string {
	if s == nil {
		return ""
	}
	return strings.TrimSpace(*s)
}

// Get fetches {api}/api/v1/crates/{name}.
func Get(ctx context.Context, h Getter, api, name string) (*Crate, error) {
	if api == "" {
		return nil, sdk.FailedPrecondition("the registry declares no web API")
	}
	u := strings.TrimSuffix(api, "/") + "/api/v1/crates/" + url.PathEscape(name)
	r, err := h.Get(ctx, u, nil)
	if err != nil {
		return nil, fmt.Errorf("registry API: %w", err)
	}
	return Parse(r.Body)
}

// Parse reads a /api/v1/crates/{name} response.
func Parse(b []byte) (*Crate, error) {
	var r response
	if err := json.Unmarshal(b, &r); err != nil {
		return nil, sdk.Unavailable("registry API response: %v", err)
	}
	c := &Crate{Name: r.Crate.Name, Description: str(r.Crate.Description), Homepage: str(r.Crate.Homepage),
		Repository: str(r.Crate.Repository), Documentation: str(r.Crate.Documentation), MaxStable: str(r.Crate.MaxStableVersion)}
	for _, v := range r.Versions {
		c.Versions = append(c.Versions, Version{Num: v.Num, Yanked: v.Yanked, License: str(v.License), RustVersion: str(v.RustVersion), Checksum: str(v.Checksum)})
	}
	return c, nil
}
