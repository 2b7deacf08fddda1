package githost

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strings"
	"sync"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/credentials"
	"github.com/pkgdocs/pkgdocs/sdk/fetch"
)

// DefaultAPI is GitHub's REST API.
const DefaultAPI = "https://api.github.com"

// GitHub reads repositories through the GitHub REST API.
type GitHub struct {
	// API is the API base URL. Empty means DefaultAPI.
	API string
	// Token authenticates API requests. Empty means $GITHUB_TOKEN, else
	// $GH_TOKEN, read when the client is made (NewGitHub).
	Token string
	// Fetch makes the requests. Nil means a client with fetch's defaults.
	// When Token is set and Fetch has no credential set, one holding the
	// token for the API's URL only is added on first use.
	Fetch *fetch.Client
	// Archive makes the archive download, which redirects to another host
	// and is larger. Nil means Fetch.
	Archive *fetch.Client

	once sync.Once
}

// NewGitHub returns a client reading the token from the environment.
func NewGitHub(api string, f *fetch.Client) *GitHub {
	tok := os.Getenv("GITHUB_TOKEN")
	if tok == "" {
		tok = os.Getenv("GH_TOKEN")
	}
	return &GitHub{API: api, Token: tok, Fetch: f}
}

// Anonymous reports whether requests go to GitHub's own API with no
// credential at all (no token, no credential set on either client): what
// it serves then is what anyone may read.
func (g *GitHub) Anonymous() bool {
	if g.base() != DefaultAPI || g.Token != "" {
		return false
	}
	for _, f := range []*fetch.Client{g.Fetch, g.Archive} {
		if f != nil && f.Credentials != nil && f.Credentials.Len() > 0 {
			return false
		}
	}
	return true
}

func (g *GitHub) base() string {
	if g.API == "" {
		return DefaultAPI
	}
	return strings.TrimSuffix(g.API, "/")
}

func (g *GitHub) client() *fetch.Client {
	g.once.Do(func() {
		if g.Fetch == nil {
			g.Fetch = &fetch.Client{}
		}
		if g.Token != "" && g.Fetch.Credentials == nil {
			set := &credentials.Set{}
			if err := set.Add(g.base()+"/", credentials.Bearer(g.Token)); err == nil {
				g.Fetch.Credentials = set
			}
		}
	})
	return g.Fetch
}

// header is what every API request sends; the token is not in it: the
// client's credential set holds it, scoped to the API's URL, so fetch sends
// it there and to no redirect target.
func (g *GitHub) header() http.Header {
	return http.Header{"Accept": {"application/vnd.github+json"}, "X-Github-Api-Version": {"2022-11-28"}}
}

func (g *GitHub) get(ctx context.Context, path string) (*fetch.Response, error) {
	target := g.base() + path
	resp, err := g.client().Get(ctx, target, g.header())
	return resp, g.explain(err)
}

// explain turns GitHub's rate-limit answers into a message an agent can
// act on.
func (g *GitHub) explain(err error) error {
	var se *fetch.StatusError
	if err == nil || !errors.As(err, &se) {
		return err
	}
	if (se.Status == http.StatusForbidden || se.Status == http.StatusTooManyRequests) && (se.Header.Get("X-Ratelimit-Remaining") == "0" || strings.Contains(strings.ToLower(string(se.Body)), "rate limit")) {
		if g.Token == "" {
			return sdk.ResourceExhausted("GitHub API rate limit reached (60 requests an hour without a token): set GITHUB_TOKEN or GH_TOKEN for 5,000 an hour, or describe the package from a project whose .build/checkouts holds it")
		}
		return sdk.ResourceExhausted("GitHub API rate limit reached for the configured token; retry after %s", se.Header.Get("X-Ratelimit-Reset"))
	}
	return err
}

// Repo is what the repository endpoint says.
type Repo struct {
	Description   string `json:"description"`
	DefaultBranch string `json:"default_branch"`
	HTMLURL       string `json:"html_url"`
	License       *struct {
		SPDXID string `json:"spdx_id"`
		Name   string `json:"name"`
	} `json:"license"`
}

func checkName(owner, repo string) error {
	for _, s := range []string{owner, repo} {
		if s == "" || strings.ContainsAny(s, "/?#%\\ ") || s == "." || s == ".." {
			return sdk.InvalidArgument("bad GitHub owner/repo %q/%q", owner, repo)
		}
	}
	return nil
}

// Repo reads the repository's description, licence and default branch.
func (g *GitHub) Repo(ctx context.Context, owner, repo string) (*Repo, error) {
	if err := checkName(owner, repo); err != nil {
		return nil, err
	}
	resp, err := g.get(ctx, "/repos/"+owner+"/"+repo)
	if err != nil {
		return nil, err
	}
	var r Repo
	if err := json.Unmarshal(resp.Body, &r); err != nil {
		return nil, sdk.Unavailable("GitHub repository %s/%s: %v", owner, repo, err)
	}
	return &r, nil
}

// maxTagPages bounds tag listing: 1,000 tags.
const maxTagPages = 10

// Tags lists the repository's tag names.
func (g *GitHub) Tags(ctx context.Context, owner, repo string) ([]string, error) {
	if err := checkName(owner, repo); err != nil {
		return nil, err
	}
	var out []string
	for page := 1; page <= maxTagPages; page++ {
		resp, err := g.get(ctx, fmt.Sprintf("/repos/%s/%s/tags?per_page=100&page=%d", owner, repo, page))
		if err != nil {
			return nil, err
		}
		var tags []struct {
			Name string `json:"name"`
		}
		if err := json.Unmarshal(resp.Body, &tags); err != nil {
			return nil, sdk.Unavailable("GitHub tags of %s/%s: %v", owner, repo, err)
		}
		for _, t := range tags {
			out = append(out, t.Name)
		}
		if len(tags) < 100 || !strings.Contains(resp.Header.Get("Link"), `rel="next"`) {
			break
		}
	}
	return out, nil
}

// Readme returns the README at ref (a tag; "" means the default branch).
func (g *GitHub) Readme(ctx context.Context, owner, repo, ref string) (name string, content []byte, err error) {
	if err := checkName(owner, repo); err != nil {
		return "", nil, err
	}
	p := "/repos/" + owner + "/" + repo + "/readme"
	if ref != "" {
		p += "?ref=" + url.QueryEscape(ref)
	}
	resp, err := g.get(ctx, p)
	if err != nil {
		return "", nil, err
	}
	var r struct {
		Name     string `json:"name"`
		Content  string `json:"content"`
		Encoding string `json:"encoding"`
	}
	if err := json.Unmarshal(resp.Body, &r); err != nil {
		return "", nil, sdk.Unavailable("GitHub README of %s/%s: %v", owner, repo, err)
	}
	if r.Encoding != "base64" {
		return "", nil, sdk.Unavailable("GitHub README of %s/%s: encoding %q", owner, repo, r.Encoding)
	}
	b, err := base64.StdEncoding.DecodeString(strings.ReplaceAll(r.Content, "\n", ""))
	if err != nil {
		return "", nil, sdk.Unavailable("GitHub README of %s/%s: %v", owner, repo, err)
	}
	return r.Name, b, nil
}

// Zipball downloads the source archive at ref (bounded by the Archive
// client's MaxBytes). GitHub answers with a redirect to its archive host;
// the token is not sent there.
func (g *GitHub) Zipball(ctx context.Context, owner, repo, ref string) ([]byte, error) {
	if err := checkName(owner, repo); err != nil {
		return nil, err
	}
	target := g.base() + "/repos/" + owner + "/" + repo + "/zipball/" + url.PathEscape(ref)
	c := g.client()
	if g.Archive != nil {
		c = g.Archive
	}
	resp, err := c.Get(ctx, target, g.header())
	if err != nil {
		return nil, g.explain(err)
	}
	return resp.Body, nil
}
