package python

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"net/http"
	"net/url"
	"os"
	"sync"
	"time"

	"github.com/hashicorp/go-hclog"

	"github.com/pkgdocs/pkgdocs/plugins/python/pyindex"
	"github.com/pkgdocs/pkgdocs/plugins/python/sitepkgs"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/fetch"
	"github.com/pkgdocs/pkgdocs/sdk/localfile"
	"github.com/pkgdocs/pkgdocs/sdk/memo"
	"google.golang.org/grpc/codes"
)

// Config configures a Provider. Every zero value means the real
// environment or the default noted.
type Config struct {
	// Version is reported in Info; empty means "dev".
	Version string
	// Getenv reads environment variables (VIRTUAL_ENV, PIP_INDEX_URL,
	// UV_*, NETRC ...); nil means os.Getenv.
	Getenv func(string) string
	// Home is the user's home directory; empty means os.UserHomeDir().
	Home string
	// Python is the interpreter for the active environment when there is
	// no VIRTUAL_ENV; empty means "python3" on PATH.
	Python string
	// Run runs the interpreter's fixed scripts; nil means sitepkgs.Run
	// (10 s, 1 MiB of output).
	Run sitepkgs.Runner
	// HTTP makes index requests; nil means a fetch.Client with the index
	// credentials of the configuration.
	HTTP *fetch.Client
	// PyPIJSONHosts are index hosts ("host:port") that also serve PyPI's
	// JSON API (/pypi/<name>/json); pypi.org and test.pypi.org always do.
	// Nil means only those.
	PyPIJSONHosts []string
	// MaxArchiveBytes caps a downloaded wheel or sdist; zero means 64 MiB.
	MaxArchiveBytes int64
	// MaxDocsSdistBytes caps an sdist downloaded next to a wheel only for
	// its docs/ files and examples/ scripts; zero means 8 MiB (and never
	// more than MaxArchiveBytes), negative means never download one for
	// that.
	MaxDocsSdistBytes int64
	// MaxOutlineBytes caps one package's API outline in memory; zero means
	// 16 MiB. The host pages what is returned.
	MaxOutlineBytes int
	// CacheBytes bounds the memo of loaded packages; zero means 256 MiB.
	CacheBytes int64
	// TTL is how long a resolved "latest" or range is reused; zero means
	// memo.DefaultTTL.
	TTL time.Duration
	// Logger; nil means sdk.Logger().
	Logger hclog.Logger
}

// Provider is the Python documentation provider.
type Provider struct {
	cfg Config

	projects *memo.Memo[*pyindex.Project] // index URL + name → project
	loaded   *memo.Memo[*pkg]             // source key → loaded package

	// indexDown holds, per index list, when an installed answer's latest
	// lookup last failed: the next ones skip it for a minute rather than
	// wait on a dead index each time.
	downMu    sync.Mutex
	indexDown map[string]time.Time

	// bins keeps the names read from compiled modules' binaries
	// (LookupNames).
	bins binCache
	// stars keeps the names star imports of the standard library's
	// modules without source bind (LookupNames).
	stars starNames

	activeOnce sync.Once
	active     *sitepkgs.Env
	activeErr  error

	caMu      sync.Mutex
	caClients map[string]*http.Client // by certificate bundle
}

// maxCAFile bounds a certificate bundle read (a system bundle is ~200 KiB).
const maxCAFile = 16 << 20

// caClient is an HTTP client verifying TLS with the certificates of the
// bundle file pip is configured with (pyindex.Config.CAFile, named by the
// setting from), which replace the system's as pip's --cert replaces its
// default bundle; nil (fetch's default client) for none, or when the file
// holds no certificate (logged: the system's then).
func (p *Provider) caClient(file, from string) *http.Client {
	if file == "" {
		return nil
	}
	p.caMu.Lock()
	defer p.caMu.Unlock()
	if c, ok := p.caClients[file]; ok {
		return c
	}
	var c *http.Client
	pem, err := localfile.Read(file, maxCAFile)
	pool := x509.NewCertPool()
	switch {
	case err != nil:
		p.log().Warn("cannot read the certificate bundle pip is configured with", "setting", from, "file", file, "error", err)
	case !pool.AppendCertsFromPEM(pem):
		p.log().Warn("no certificate in the bundle pip is configured with", "setting", from, "file", file)
	default:
		tr := http.DefaultTransport.(*http.Transport).Clone()
		tr.TLSClientConfig = &tls.Config{RootCAs: pool, MinVersion: tls.VersionTLS12}
		c = &http.Client{Transport: tr}
	}
	if p.caClients == nil {
		p.caClients = map[string]*http.Client{}
	}
	p.caClients[file] = c
	return c
}

// New returns a Provider.
func New(cfg Config) *Provider {
	if cfg.Version == "" {
		cfg.Version = "dev"
	}
	if cfg.Getenv == nil {
		cfg.Getenv = os.Getenv
	}
	if cfg.Home == "" {
		cfg.Home, _ = os.UserHomeDir()
	}
	if cfg.MaxArchiveBytes == 0 {
		cfg.MaxArchiveBytes = 64 << 20
	}
	if cfg.MaxDocsSdistBytes == 0 {
		cfg.MaxDocsSdistBytes = 8 << 20
	}
	if cfg.MaxOutlineBytes == 0 {
		cfg.MaxOutlineBytes = 16 << 20
	}
	if cfg.CacheBytes == 0 {
		cfg.CacheBytes = 256 << 20
	}
	if cfg.Run == nil {
		cfg.Run = sitepkgs.Run
	}
	return &Provider{
		cfg: cfg,
		projects: memo.New(memo.Options[*pyindex.Project]{MaxEntries: 256, TTL: cfg.TTL, Size: func(p *pyindex.Project) int64 { return int64(len(p.Versions)) * 512 },
			// A missing project is remembered for the TTL; an index that is
			// down is retried (withLatest backs off on its own).
			KeepError: func(err error) bool { return sdk.Code(err) == codes.NotFound }}),
		loaded: memo.New(memo.Options[*pkg]{MaxEntries: 64, MaxBytes: cfg.CacheBytes, TTL: cfg.TTL, Size: func(k *pkg) int64 { return k.size }}),
	}
}

func (p *Provider) log() hclog.Logger {
	if p.cfg.Logger != nil {
		return p.cfg.Logger
	}
	return sdk.Logger().Named("python")
}

var _ interface {
	sdk.Provider
	sdk.Completer
	sdk.HealthChecker
} = (*Provider)(nil)

// Info describes the provider.
func (p *Provider) Info() sdk.Info {
	return sdk.Info{
		Name:        "python",
		DisplayName: "Python",
		Version:     p.cfg.Version,
		Ecosystem:   "python",
		Description: "Python packages from the project's virtual environment, lockfile (uv, Poetry, PDM, Pipenv, pylock, requirements) or the configured package index (pip/uv configuration, private indexes): metadata, README, the whole API read statically from .py/.pyi sources (no code is run), the sdist's docs/ files and examples/ scripts, and the standard library. `package` is a distribution name (beautifulsoup4) or an import path (bs4, requests.adapters, os.path); `symbol` a dotted name (Session.get).",
		// symbol focuses describe on one class or function with its full docstring.
		DescribeParams: []string{"symbol"},
		ConfigInputs:   configInputs,
	}
}

// configInputs is what decides the indexes and credentials the provider
// uses (pyindex.Load): pip's and uv's variables, the active environment,
// pip.conf in pip's order (global, user, the environment's own), uv.toml
// (user, then system), the netrc, Poetry's auth.toml, and the project's pyproject.toml
// ([tool.uv.index], Poetry sources), requirements files (--index-url:
// requirements*.txt and requirements/*.txt, as the provider reads them,
// and the files they -r/-c include under the names projects give them:
// dev-requirements.txt, test_requirements.txt, constraints.txt) and the
// Pipfile ([[source]]), looked for from projectPath up as the provider
// finds its project root. An include elsewhere (another directory, another
// name) is read but not followed here: a change of its --index-url is seen
// when another input changes.
var configInputs = &sdk.ConfigInputs{
	Env: []string{"PIP_*", "UV_*", "POETRY_*", "PIPENV_*", "PYTHON*", "HATCH_*", "VIRTUAL_ENV", "CONDA_PREFIX", "CONDA_ENVS_PATH", "CONDA_ENVS_DIRS", "WORKON_HOME"},
	Files: []sdk.ConfigFile{
		{Path: "$PIP_CONFIG_FILE"}, {Path: "/etc/pip.conf"}, {Path: "/etc/xdg/pip/pip.conf"},
		{Path: "~/.pip/pip.conf"}, {Path: "$XDG_CONFIG_HOME/pip/pip.conf"}, {Path: "~/.config/pip/pip.conf"},
		{Path: "$VIRTUAL_ENV/pip.conf"},
		{Path: "$UV_CONFIG_FILE"}, {Path: "$XDG_CONFIG_HOME/uv/uv.toml"}, {Path: "~/.config/uv/uv.toml"}, {Path: "/etc/uv/uv.toml"},
		{Path: "$NETRC"}, {Path: "~/.netrc"},
		{Path: "$POETRY_CONFIG_DIR/auth.toml"}, {Path: "$XDG_CONFIG_HOME/pypoetry/auth.toml"}, {Path: "~/.config/pypoetry/auth.toml"},
		{Path: "pyproject.toml", Project: true, SearchAncestors: true},
		{Path: "uv.toml", Project: true, SearchAncestors: true},
		{Path: "*requirements*.txt", Project: true, SearchAncestors: true},
		{Path: "*constraints*.txt", Project: true, SearchAncestors: true},
		{Path: "requirements/*.txt", Project: true, SearchAncestors: true},
		{Path: "Pipfile", Project: true, SearchAncestors: true},
	},
}

// Health reports the index configuration; a deep check asks the primary
// index for a small project.
func (p *Provider) Health(ctx context.Context, deep bool) (sdk.Health, error) {
	cfg := p.indexConfig(indexInput{})
	msg := "index " + fetch.RedactString(cfg.Indexes[0].URL) + " (" + cfg.From + ")"
	if !deep {
		return sdk.Health{State: sdk.Serving, Message: msg}, nil
	}
	c := p.indexClient(cfg)
	if _, err := c.Lookup(ctx, "pip"); err != nil {
		return sdk.Health{State: sdk.Degraded, Message: msg + ": " + err.Error()}, nil
	}
	return sdk.Health{State: sdk.Serving, Message: msg}, nil
}

// activeEnv is the environment pip would use without a project (found
// once), with PYTHONPATH's directories ahead of its own, which Python
// searches first: a relative entry read against the directory the code
// runs from, pc's root for a project's question (python3 run there), else
// the working directory (python3 started here).
func (p *Provider) activeEnv(ctx context.Context, pc *projectCtx) (*sitepkgs.Env, error) {
	p.activeOnce.Do(func() {
		p.active, p.activeErr = sitepkgs.Active(ctx, p.cfg.Getenv("VIRTUAL_ENV"), p.cfg.Python, p.cfg.Home, sitepkgs.UserBaseFor(p.cfg.Home, p.cfg.Getenv), p.cfg.Run)
		if p.activeErr != nil {
			p.log().Debug("no active Python environment", "error", p.activeErr)
		}
	})
	base := ""
	if pc != nil {
		base = pc.root
	} else if wd, err := os.Getwd(); err == nil {
		base = wd
	}
	return p.active.WithPath(sitepkgs.PythonPath(p.cfg.Getenv, base)), p.activeErr
}

type indexInput struct {
	registry    string
	projectDir  string
	reqIndex    string
	reqExtra    []string
	projIndexes []pyindex.NamedIndex
	reqFile     string // the requirements file reqIndex and reqExtra come from
	projFile    string // the pyproject.toml projIndexes come from
	pinned      string // the project index the package is pinned to
	pinFile     string // the file that pins it
	trusted     bool   // the user chose the project (sdk.PackageRef.ProjectTrusted)
}

func (p *Provider) indexConfig(in indexInput) pyindex.Config {
	cfg := pyindex.Load(pyindex.ConfigInput{
		Getenv:            p.cfg.Getenv,
		Home:              p.cfg.Home,
		VirtualEnv:        p.cfg.Getenv("VIRTUAL_ENV"),
		Registry:          in.registry,
		ProjectIndexes:    in.projIndexes,
		Pinned:            in.pinned,
		RequirementsIndex: in.reqIndex,
		RequirementsExtra: in.reqExtra,
		RequirementsFile:  in.reqFile,
		ProjectFile:       in.projFile,
		ProjectTrusted:    in.trusted,
	})
	for i, ix := range cfg.Indexes {
		if u, err := url.Parse(ix.URL); err == nil {
			for _, h := range p.cfg.PyPIJSONHosts {
				if u.Host == h {
					cfg.Indexes[i].JSONAPI = true
				}
			}
		}
	}
	return cfg
}

func (p *Provider) indexClient(cfg pyindex.Config) *pyindex.Client {
	hc := p.cfg.HTTP
	if hc == nil {
		hc = &fetch.Client{Credentials: cfg.Credentials, UserAgent: "pkgdocs-provider-python/" + p.cfg.Version, HTTP: p.caClient(cfg.CAFile, cfg.CAFrom)}
	}
	return &pyindex.Client{Indexes: cfg.Indexes, HTTP: hc, MaxFileBytes: p.cfg.MaxArchiveBytes}
}
