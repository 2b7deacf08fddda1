package sparse

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/plugins/rust/cargoreq"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/fetch"
)

// Getter is what the client needs of an HTTP client (sdk/fetch.Client).
type Getter interface {
	Get(ctx context.Context, url string, header http.Header) (*fetch.Response, error)
}

// Client reads one sparse index.
type Client struct {
	// Index is the index URL, "sparse+https://…".
	Index string
	// HTTP does the requests; it decides which carry a token (an
	// sdk/fetch.Client with the registry's credentials).
	HTTP Getter
}

// Config is an index's config.json.
type Config struct {
	DL           string `json:"dl"`
	API          string `json:"api"`
	AuthRequired bool   `json:"auth-required"`
}

// Entry is one version line of an index file.
type Entry struct {
	Name        string              `json:"name"`
	Vers        string              `json:"vers"`
	Cksum       string              `json:"cksum"`
	Yanked      bool                `json:"yanked"`
	Features    map[string][]string `json:"features"`
	Features2   map[string][]string `json:"features2"`
	RustVersion string              `json:"rust_version"`
	Deps        []struct {
		Name     string `json:"name"`
		Req      string `json:"req"`
		Optional bool   `json:"optional"`
		Kind     string `json:"kind"`
		Package  string `json:"package"`
	} `json:"deps"`
}

// AllFeatures merges features and features2 (the "dep:" and "?" syntax
// lives in the latter).
func (e Entry) AllFeatures() map[string][]string {
	out := map[string][]string{}
	for k, v := range e.Features {
		out[k] = v
	}
	for k, v := range e.Features2 {
		out[k] = append(out[k], v...)
	}
	return out
}

// base is the index URL without "sparse+", ending in "/".
func (c *Client) base() (string, error) {
	// Cargo reads an index URL without "sparse+" as a git index.
	u, ok := strings.CutPrefix(c.Index, "sparse+")
	if !ok || !strings.HasPrefix(u, "http://") && !strings.HasPrefix(u, "https://") {
		return "", sdk.FailedPrecondition("registry index %s is not a sparse index (git indexes are not supported; use sparse+https://…)", fetch.RedactString(c.Index))
	}
	if !strings.HasSuffix(u, "/") {
		u += "/"
	}
	if _, err := url.Parse(u); err != nil {
		return "", sdk.FailedPrecondition("registry index: %v", err)
	}
	return u, nil
}

// Base is the index URL without "sparse+", ending in "/".
func (c *Client) Base() (string, error) { return c.base() }

// DLPrefix is the fixed part of a dl template, up to its first marker:
// the URL prefix a registry's download credential covers.
func DLPrefix(cfg *Config) string {
	dl := cfg.DL
	if i := strings.IndexByte(dl, '{'); i >= 0 {
		dl = dl[:i]
		if j := strings.LastIndexByte(dl, '/'); j >= 0 {
			dl = dl[:j+1]
		}
	}
	return dl
}

// Config fetches config.json.
func (c *Client) Config(ctx context.Context) (*Config, error) {
	base, err := c.base()
	if err != nil {
		return nil, err
	}
	r, err := c.HTTP.Get(ctx, base+"config.json", nil)
	if err != nil {
		return nil, fmt.Errorf("registry config: %w", err)
	}
	var cfg Config
	if err := json.Unmarshal(r.Body, &cfg); err != nil {
		return nil, sdk.Unavailable("registry config.json: %v", err)
	}
	return &cfg, nil
}

// Path is the index file path of a crate ("se/rd/serde", "3/a/abc").
func Path(name string) string {
	n := strings.ToLower(name)
	switch len(n) {
	case 1:
		return "1/" + n
	case 2:
		return "2/" + n
	case 3:
		return "3/" + n[:1] + "/" + n
	}
	return n[:2] + "/" + n[2:4] + "/" + n
}

// Versions fetches a crate's index file. A missing crate is NotFound.
func (c *Client) Versions(ctx context.Context, cfg *Config, name string) ([]Entry, error) {
	base, err := c.base()
	if err != nil {
		return nil, err
	}
	r, err := c.HTTP.Get(ctx, base+Path(name), nil)
	if err != nil {
		if sdk.Code(err) == codes.NotFound {
			return nil, sdk.NotFound("crate %q not found in the registry index %s", name, fetch.RedactString(base))
		}
		return nil, fmt.Errorf("registry index: %w", err)
	}
	out := ParseEntries(r.Body)
	if len(out) == 0 {
		return nil, sdk.NotFound("crate %q has no versions in the registry index", name)
	}
	return out, nil
}

// ParseEntries reads an index file: one JSON object per line. Lines that
// do not parse are skipped, so one bad line does not hide every version.
func ParseEntries(b []byte) []Entry {
	var out []Entry
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(make([]byte, 64<<10), 16<<20)
	for sc.Scan() {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		var e Entry
		if err := json.Unmarshal(line, &e); err != nil {
			continue
		}
		out = append(out, e)
	}
	return out
}

// Candidates turns entries into cargoreq candidates.
func Candidates(es []Entry) []cargoreq.Candidate {
	out := make([]cargoreq.Candidate, len(es))
	for i, e := range es {
		out[i] = cargoreq.Candidate{Version: e.Vers, Yanked: e.Yanked}
	}
	return out
}

// DownloadURL is where a .crate is fetched from, per config.json's dl
// template ({crate}, {version}, {prefix}, {lowerprefix}, {sha256-checksum})
// or, without markers, dl/{crate}/{version}/download.
func DownloadURL(cfg *Config, e Entry) string {
	dl := cfg.DL
	if !strings.Contains(dl, "{") {
		return strings.TrimSuffix(dl, "/") + "/" + e.Name + "/" + e.Vers + "/download"
	}
	return strings.NewReplacer("{crate}", e.Name, "{version}", e.Vers, "{prefix}", prefixOf(e.Name), "{lowerprefix}", prefixOf(strings.ToLower(e.Name)), "{sha256-checksum}", e.Cksum).Replace(dl)
}

func prefixOf(name string) string {
	switch len(name) {
	case 1:
		return "1"
	case 2:
		return "2"
	case 3:
		return "3/" + name[:1]
	}
	return name[:2] + "/" + name[2:4]
}
