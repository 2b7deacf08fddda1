package pyindex

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"net/http"
	"net/url"
	"regexp"
	"sort"
	"strings"
	"sync"

	"github.com/pkgdocs/pkgdocs/plugins/internal/pep440"
	"github.com/pkgdocs/pkgdocs/plugins/python/pyname"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/fetch"
	"google.golang.org/grpc/codes"
)

// Index is one configured package index.
type Index struct {
	// URL is the simple index root ("https://pypi.org/simple"), without
	// userinfo.
	URL string
	// Name is the index's name in uv or Poetry configuration, if any.
	Name string
	// JSONAPI says the index's host serves PyPI's JSON API
	// (/pypi/<name>/json); true for pypi.org without saying so.
	JSONAPI bool
}

// IsPyPI reports whether the index is PyPI, whose JSON API is richer than
// the simple API.
func (ix Index) IsPyPI() bool {
	u, err := url.Parse(ix.URL)
	return ix.JSONAPI || err == nil && (u.Host == "pypi.org" || u.Host == "test.pypi.org")
}

// File is one distribution file of a release.
type File struct {
	Filename, URL, SHA256 string
	Size                  int64
	Yanked                bool
	YankedReason          string
	RequiresPython        string
	// MetadataURL is the PEP 658 METADATA file, when the index serves one.
	MetadataURL string
}

// Project is what an index knows of a project.
type Project struct {
	Name string
	// Versions, sorted ascending by PEP 440; invalid versions left out.
	Versions []string
	Files    map[string][]File // by version
	// Info is the PyPI JSON "info" of the latest release, when the index
	// is PyPI (nil otherwise).
	Info *Info
	// Index is where it was found.
	Index Index
}

// Info is PyPI's JSON "info" object.
type Info struct {
	Name                   string            `json:"name"`
	Version                string            `json:"version"`
	Summary                string            `json:"summary"`
	Description            string            `json:"description"`
	DescriptionContentType string            `json:"description_content_type"`
	License                string            `json:"license"`
	LicenseExpression      string            `json:"license_expression"`
	HomePage               string            `json:"home_page"`
	ProjectURLs            map[string]string `json:"project_urls"`
	RequiresPython         string            `json:"requires_python"`
	RequiresDist           []string          `json:"requires_dist"`
	Yanked                 bool              `json:"yanked"`
	YankedReason           string            `json:"yanked_reason"`
	ProvidesExtra          []string          `json:"provides_extra"`
}

// Client reads indexes.
type Client struct {
	Indexes []Index // the first is the primary; the rest are extras
	// HTTP makes the requests; its Credentials (Config.Credentials) decide
	// what each URL gets. Nil means a client without credentials.
	HTTP *fetch.Client
	// MaxFileBytes caps a wheel or sdist; zero means 64 MiB.
	MaxFileBytes int64
}

func (c *Client) http() *fetch.Client {
	if c.HTTP == nil {
		c.HTTP = &fetch.Client{}
	}
	return c.HTTP
}

// Lookup finds the project on the first index that has it, in the
// configured order but for the public default index (isDefault), which is
// asked last, and only when every other index answered that it does not
// have the name. A project on a private index (an extra index, a
// project's own) is so never looked up, nor documented, on the public
// one, where anyone may have published a package of that name
// (dependency confusion); and when a private index fails (unreachable,
// credentials refused), the public one is not asked either: the answer is
// that failure, "cannot tell", not a public package that may be another.
func (c *Client) Lookup(ctx context.Context, name string) (*Project, error) {
	if !pyname.ValidDist(name) {
		return nil, sdk.InvalidArgument("invalid distribution name %q", name)
	}
	if len(c.Indexes) == 0 {
		return nil, sdk.FailedPrecondition("no package index configured")
	}
	var firstErr error
	asked := make([]string, 0, len(c.Indexes)) // each index and what it answered
	for _, ix := range c.lookupOrder() {
		if firstErr != nil && isDefault(ix) {
			asked = append(asked, fetch.RedactString(ix.URL)+": not asked, since a private index failed")
			continue
		}
		p, err := c.lookup(ctx, ix, name)
		if err == nil {
			return p, nil
		}
		what := "no such distribution"
		if code := sdk.Code(err); code != codes.NotFound {
			what = outcome(code)
			if firstErr == nil {
				firstErr = err
			}
		}
		asked = append(asked, fetch.RedactString(ix.URL)+": "+what)
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
	}
	if firstErr != nil {
		if len(c.Indexes) == 1 {
			return nil, firstErr
		}
		// The first failure says what to fix; the list says that every
		// configured index was asked (an extra index that has the
		// package may be the one that failed).
		return nil, &sdk.Error{Code: sdk.Code(firstErr), Msg: firstErr.Error() + " (indexes asked for " + name + ", in order: " + strings.Join(asked, "; ") + ")", Err: firstErr}
	}
	return nil, sdk.NotFound("no distribution %q on %s", name, indexList(c.Indexes))
}

// lookupOrder is c.Indexes with the public default index (isDefault)
// moved after every other one.
func (c *Client) lookupOrder() []Index {
	out := make([]Index, 0, len(c.Indexes))
	var public []Index
	for _, ix := range c.Indexes {
		if isDefault(ix) {
			public = append(public, ix)
		} else {
			out = append(out, ix)
		}
	}
	return append(out, public...)
}

// isDefault reports whether ix is pip's and uv's default index, the
// public one anyone may publish to.
func isDefault(ix Index) bool { return strings.TrimSuffix(ix.URL, "/") == DefaultIndex }

// outcome says in a few words what an index's failure was.
func outcome(c codes.Code) string {
	switch c {
	case codes.Unavailable, codes.DeadlineExceeded:
		return "unreachable"
	case codes.Unauthenticated:
		return "credentials needed"
	case codes.PermissionDenied:
		return "credentials refused"
	case codes.ResourceExhausted:
		return "rate limited or too large"
	}
	return "failed (" + c.String() + ")"
}

func indexList(ixs []Index) string {
	var s []string
	for _, ix := range ixs {
		s = append(s, fetch.RedactString(ix.URL))
	}
	return strings.Join(s, ", ")
}

func (c *Client) lookup(ctx context.Context, ix Index, name string) (*Project, error) {
	norm := pyname.Normalize(name)
	if ix.IsPyPI() {
		u, _ := url.Parse(ix.URL)
		api := u.Scheme + "://" + u.Host + "/pypi/" + norm + "/json"
		resp, err := c.http().Get(ctx, api, nil)
		if err != nil {
			return nil, err
		}
		return parsePyPI(resp.Body, ix)
	}
	page := strings.TrimSuffix(ix.URL, "/") + "/" + norm + "/"
	h := http.Header{}
	h.Set("Accept", "application/vnd.pypi.simple.v1+json, application/vnd.pypi.simple.v1+html;q=0.2, text/html;q=0.01")
	resp, err := c.http().Get(ctx, page, h)
	if err != nil {
		return nil, err
	}
	ct := resp.Header.Get("Content-Type")
	base := resp.URL
	if strings.Contains(ct, "json") {
		return parseSimpleJSON(resp.Body, base, ix)
	}
	return parseSimpleHTML(resp.Body, base, ix, norm)
}

// ReleaseInfo reads PyPI's per-version JSON (info for that version).
func (c *Client) ReleaseInfo(ctx context.Context, p *Project, version string) (*Info, error) {
	if !p.Index.IsPyPI() {
		return nil, sdk.Unimplemented("not PyPI")
	}
	u, _ := url.Parse(p.Index.URL)
	api := u.Scheme + "://" + u.Host + "/pypi/" + pyname.Normalize(p.Name) + "/" + url.PathEscape(version) + "/json"
	resp, err := c.http().Get(ctx, api, nil)
	if err != nil {
		return nil, err
	}
	var doc struct {
		Info Info `json:"info"`
	}
	if err := json.Unmarshal(resp.Body, &doc); err != nil {
		return nil, fmt.Errorf("parse %s: %w", fetch.RedactString(api), err)
	}
	return &doc.Info, nil
}

func parsePyPI(b []byte, ix Index) (*Project, error) {
	var doc struct {
		Info     Info `json:"info"`
		Releases map[string][]struct {
			Filename       string            `json:"filename"`
			URL            string            `json:"url"`
			Digests        map[string]string `json:"digests"`
			Size           int64             `json:"size"`
			Yanked         bool              `json:"yanked"`
			YankedReason   *string           `json:"yanked_reason"`
			RequiresPython *string           `json:"requires_python"`
		} `json:"releases"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		return nil, sdk.Unavailable("parse PyPI JSON: %v", err)
	}
	p := &Project{Name: doc.Info.Name, Files: map[string][]File{}, Info: &doc.Info, Index: ix}
	for v, files := range doc.Releases {
		var fs []File
		for _, f := range files {
			file := File{Filename: f.Filename, URL: f.URL, SHA256: f.Digests["sha256"], Size: f.Size, Yanked: f.Yanked}
			if f.YankedReason != nil {
				file.YankedReason = *f.YankedReason
			}
			if f.RequiresPython != nil {
				file.RequiresPython = *f.RequiresPython
			}
			fs = append(fs, file)
		}
		p.Files[v] = fs
	}
	p.Versions = sortVersions(keys(p.Files))
	return p, nil
}

func keys(m map[string][]File) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

// sortVersions sorts PEP 440 versions ascending, dropping invalid ones.
func sortVersions(vs []string) []string {
	type pv struct {
		s string
		v pep440.Version
	}
	var ok []pv
	for _, s := range vs {
		if v, err := pep440.Parse(s); err == nil {
			ok = append(ok, pv{s, v})
		}
	}
	sort.Slice(ok, func(i, j int) bool { return ok[i].v.LessThan(ok[j].v) })
	out := make([]string, len(ok))
	for i, x := range ok {
		out[i] = x.s
	}
	return out
}

func parseSimpleJSON(b []byte, base string, ix Index) (*Project, error) {
	var doc struct {
		Name  string `json:"name"`
		Files []struct {
			Filename       string            `json:"filename"`
			URL            string            `json:"url"`
			Hashes         map[string]string `json:"hashes"`
			Size           int64             `json:"size"`
			Yanked         json.RawMessage   `json:"yanked"`
			RequiresPython *string           `json:"requires-python"`
			CoreMetadata   json.RawMessage   `json:"core-metadata"`
			DistInfoMeta   json.RawMessage   `json:"dist-info-metadata"`
		} `json:"files"`
		Versions []string `json:"versions"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		return nil, sdk.Unavailable("parse simple index JSON: %v", err)
	}
	p := &Project{Name: doc.Name, Files: map[string][]File{}, Index: ix}
	for _, f := range doc.Files {
		v := versionOf(f.Filename, doc.Name)
		if v == "" {
			continue
		}
		file := File{Filename: f.Filename, URL: resolve(base, f.URL), SHA256: f.Hashes["sha256"], Size: f.Size}
		if f.RequiresPython != nil {
			file.RequiresPython = *f.RequiresPython
		}
		var s string
		if json.Unmarshal(f.Yanked, &s) == nil {
			file.Yanked, file.YankedReason = true, s
		} else {
			var y bool
			_ = json.Unmarshal(f.Yanked, &y)
			file.Yanked = y
		}
		if hasMeta(f.CoreMetadata) || hasMeta(f.DistInfoMeta) {
			file.MetadataURL = file.URL + ".metadata"
		}
		p.Files[v] = append(p.Files[v], file)
	}
	p.Versions = sortVersions(keys(p.Files))
	return p, nil
}

func hasMeta(raw json.RawMessage) bool {
	s := strings.TrimSpace(string(raw))
	return s != "" && s != "false" && s != "null"
}

func resolve(base, ref string) string {
	b, err := url.Parse(base)
	if err != nil {
		return ref
	}
	r, err := url.Parse(ref)
	if err != nil {
		return ref
	}
	return b.ResolveReference(r).String()
}

var anchorRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?is)<a\s([^>]*)>(.*?)</a>`) })
var attrRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?is)([a-z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')`) })

func parseSimpleHTML(b []byte, base string, ix Index, norm string) (*Project, error) {
	p := &Project{Name: norm, Files: map[string][]File{}, Index: ix}
	for _, m := range anchorRE().FindAllStringSubmatch(string(b), -1) {
		attrs := map[string]string{}
		for _, a := range attrRE().FindAllStringSubmatch(m[1], -1) {
			v := a[2]
			if v == "" {
				v = a[3]
			}
			attrs[strings.ToLower(a[1])] = html.UnescapeString(v)
		}
		if _, present := attrs["href"]; !present {
			continue
		}
		name := strings.TrimSpace(html.UnescapeString(m[2]))
		href := attrs["href"]
		sha := ""
		if i := strings.Index(href, "#sha256="); i >= 0 {
			sha = href[i+len("#sha256="):]
			href = href[:i]
		}
		v := versionOf(name, norm)
		if v == "" {
			continue
		}
		f := File{Filename: name, URL: resolve(base, href), SHA256: sha, RequiresPython: attrs["data-requires-python"]}
		if y, ok := attrs["data-yanked"]; ok {
			f.Yanked, f.YankedReason = true, y
		}
		if _, ok := attrs["data-core-metadata"]; ok {
			f.MetadataURL = f.URL + ".metadata"
		} else if _, ok := attrs["data-dist-info-metadata"]; ok {
			f.MetadataURL = f.URL + ".metadata"
		}
		p.Files[v] = append(p.Files[v], f)
	}
	if len(p.Files) == 0 {
		return nil, sdk.NotFound("no files for %q on %s", norm, fetch.RedactString(ix.URL))
	}
	p.Versions = sortVersions(keys(p.Files))
	return p, nil
}

// FileVersion reads the version from a wheel or sdist filename
// ("requests-2.28.2-py3-none-any.whl", "requests-2.28.2.tar.gz") of the
// distribution name; "" when the file is not one of name's.
func FileVersion(filename, name string) string { return versionOf(filename, name) }

// versionOf reads the version from a wheel or sdist filename of project
// name ("requests-2.28.2-py3-none-any.whl", "requests-2.28.2.tar.gz").
func versionOf(filename, name string) string {
	norm := strings.ReplaceAll(pyname.Normalize(name), "-", "_")
	var stem string
	switch {
	case strings.HasSuffix(filename, ".whl"):
		parts := strings.Split(strings.TrimSuffix(filename, ".whl"), "-")
		if len(parts) < 5 {
			return ""
		}
		if strings.ReplaceAll(pyname.Normalize(parts[0]), "-", "_") != norm {
			return ""
		}
		return parts[1]
	case strings.HasSuffix(filename, ".tar.gz"):
		stem = strings.TrimSuffix(filename, ".tar.gz")
	case strings.HasSuffix(filename, ".zip"):
		stem = strings.TrimSuffix(filename, ".zip")
	default:
		return ""
	}
	// The name part may itself hold '-': match the normalised prefix.
	for i := len(stem) - 1; i > 0; i-- {
		if stem[i] == '-' && strings.ReplaceAll(pyname.Normalize(stem[:i]), "-", "_") == norm {
			return stem[i+1:]
		}
	}
	return ""
}

// Latest is the newest final (not pre-release, not dev) version with a
// non-yanked file; "" when none.
func (p *Project) Latest() string {
	for i := len(p.Versions) - 1; i >= 0; i-- {
		v := p.Versions[i]
		pv, err := pep440.Parse(v)
		if err != nil || pv.IsPreRelease() {
			continue
		}
		if p.hasLiveFile(v) {
			return v
		}
	}
	return ""
}

func (p *Project) hasLiveFile(v string) bool {
	for _, f := range p.Files[v] {
		if !f.Yanked {
			return true
		}
	}
	return false
}

// Yanked reports whether every file of v is yanked, and the reason.
func (p *Project) Yanked(v string) (bool, string) {
	fs := p.Files[v]
	if len(fs) == 0 {
		return false, ""
	}
	for _, f := range fs {
		if !f.Yanked {
			return false, ""
		}
	}
	return true, fs[0].YankedReason
}

// Best picks the version for a PEP 440 specifier: the newest matching
// non-yanked final release, else the newest matching pre-release (PEP
// 440: pre-releases only when nothing else matches).
func (p *Project) Best(spec string) (string, error) {
	if v, ok := p.exact(spec); ok {
		return v, nil
	}
	ss, err := pep440.ParseSpecifiers(spec)
	if err != nil {
		return "", sdk.InvalidArgument("invalid version %q: want an exact version or a PEP 440 specifier such as >=2,<3, ~=2.28 or ==2.*", spec)
	}
	var pre string
	for i := len(p.Versions) - 1; i >= 0; i-- {
		v := p.Versions[i]
		pv, err := pep440.Parse(v)
		if err != nil || !p.hasLiveFile(v) {
			continue
		}
		if pv.IsPreRelease() {
			if pre == "" && ss.CheckPreRelease(pv) {
				pre = v
			}
			continue
		}
		if ss.Check(pv) {
			return v, nil
		}
	}
	if pre != "" {
		return pre, nil
	}
	return "", sdk.NotFound("no release of %s matches %q (latest: %s)", p.Name, spec, p.Latest())
}

// exact matches "2.28.2" or "==2.28.2" against the versions (PEP 440
// equality: 2.0 == 2.0.0), yanked ones included (an exact pin may name one).
func (p *Project) exact(spec string) (string, bool) {
	s := strings.TrimPrefix(strings.TrimPrefix(strings.TrimSpace(spec), "==="), "==")
	want, err := pep440.Parse(s)
	if err != nil || strings.ContainsAny(s, "*,<>!~") {
		return "", false
	}
	for _, v := range p.Versions {
		if pv, err := pep440.Parse(v); err == nil && pv.Equal(want) {
			return v, true
		}
	}
	return "", false
}

// ErrNoFile: the release has no file this client can read.
var ErrNoFile = errors.New("no wheel or sdist")

// PickFile chooses the file to read a release's sources from: a pure
// wheel (py3-none-any, py2.py3-none-any), else any wheel, else the sdist.
func (p *Project) PickFile(version string) (File, error) {
	files := p.Files[version]
	rank := func(f File) int {
		n := f.Filename
		switch {
		case strings.HasSuffix(n, "-none-any.whl") && (strings.Contains(n, "-py3-") || strings.Contains(n, ".py3-")):
			return 0
		case strings.HasSuffix(n, "-none-any.whl"):
			return 1
		case strings.HasSuffix(n, ".whl") && strings.Contains(n, "manylinux") && strings.Contains(n, "x86_64"):
			return 2
		case strings.HasSuffix(n, ".whl"):
			return 3
		case strings.HasSuffix(n, ".tar.gz") || strings.HasSuffix(n, ".zip"):
			return 4
		}
		return 9
	}
	best, bestRank := File{}, 9
	for _, f := range files {
		if r := rank(f); r < bestRank || r == bestRank && !f.Yanked && best.Yanked {
			best, bestRank = f, r
		}
	}
	if bestRank == 9 {
		return File{}, fmt.Errorf("%s %s: %w", p.Name, version, ErrNoFile)
	}
	return best, nil
}

// Download fetches a file, capped and verified against its sha256.
func (c *Client) Download(ctx context.Context, ix Index, f File) ([]byte, error) {
	max := c.MaxFileBytes
	if max == 0 {
		max = 64 << 20
	}
	if f.Size > max {
		return nil, sdk.ResourceExhausted("%s is %d bytes, over the %d-byte limit", f.Filename, f.Size, max)
	}
	hc := c.http()
	dl := &fetch.Client{HTTP: hc.HTTP, MaxBytes: max, Timeout: hc.Timeout, UserAgent: hc.UserAgent, Credentials: hc.Credentials}
	resp, err := dl.Get(ctx, f.URL, nil)
	if err != nil {
		return nil, fmt.Errorf("download %s: %w", f.Filename, err)
	}
	if f.SHA256 == "" {
		// Not an outage: asking again gets the same listing.
		return nil, sdk.FailedPrecondition("%s: the index lists it with no sha256 (no #sha256= in its link, no hashes entry), so pkgdocs cannot verify the download and does not read it, and trying again will not help (pip installs such a file unverified): have the index publish hashes (pypiserver, devpi and Artifactory do), or install the package in the project's environment, which pkgdocs reads", f.Filename)
	}
	sum := sha256.Sum256(resp.Body)
	if !strings.EqualFold(hex.EncodeToString(sum[:]), f.SHA256) {
		return nil, fmt.Errorf("%s: sha256 mismatch: %w", f.Filename, fetch.ErrIntegrity)
	}
	return resp.Body, nil
}

// Metadata fetches a PEP 658 METADATA file for f.
func (c *Client) Metadata(ctx context.Context, ix Index, f File) ([]byte, error) {
	if f.MetadataURL == "" {
		return nil, sdk.NotFound("no metadata file")
	}
	resp, err := c.http().Get(ctx, f.MetadataURL, nil)
	if err != nil {
		return nil, err
	}
	return resp.Body, nil
}
