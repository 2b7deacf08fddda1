package golang

import (
	"context"
	"net/http"
	"sync"
	"time"

	"github.com/hashicorp/go-hclog"

	"github.com/pkgdocs/pkgdocs/plugins/golang/apidoc"
	"github.com/pkgdocs/pkgdocs/plugins/golang/gocmd"
	"github.com/pkgdocs/pkgdocs/plugins/golang/goenv"
	"github.com/pkgdocs/pkgdocs/plugins/golang/goproxy"
	"github.com/pkgdocs/pkgdocs/plugins/golang/modcache"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// Config configures a Provider. Every zero value documents its default.
type Config struct {
	// Version is reported in Info; empty means "dev".
	Version string
	// Env is the Go configuration; nil means goenv.Load on first use
	// (`go env -json` when the go command is installed).
	Env *goenv.Env
	// HTTP is the client for proxy requests; nil means a client with the
	// default transport.
	HTTP *http.Client
	// MaxZipBytes caps a module zip; zero means 100 MiB. The go command
	// allows 500 MiB, but documentation never needs modules that big and
	// memory is held per cached module.
	MaxZipBytes int64
	// Logger receives diagnostics; nil means sdk.Logger().
	Logger hclog.Logger
	// CacheModules is how many module trees stay in memory; zero means 16.
	CacheModules int
	// LatestTTL is how long a module's resolved latest version is reused;
	// zero means 10 minutes.
	LatestTTL time.Duration
}

// Provider is the Go documentation provider.
type Provider struct {
	cfg Config

	envOnce sync.Once
	env     *goenv.Env
	proxy   *goproxy.Client
	envErr  error
	cache   modcache.Cache

	trees   *lru[*tree]
	pkgs    *lru[*apidoc.Package]
	latest  *lru[latestEntry]
	modFor  *lru[string] // package path → module path that held it
	stdOnce sync.Once
	std     []apidoc.PackageInfo
	stdVer  string
}

type latestEntry struct {
	version   string
	versions  []string
	retracted []retraction
	deprecate string
	at        time.Time
	err       error // a cached NotFound: the prefix is not a module
}

// New returns a Provider.
func New(cfg Config) *Provider {
	if cfg.Version == "" {
		cfg.Version = "dev"
	}
	if cfg.MaxZipBytes == 0 {
		cfg.MaxZipBytes = 100 << 20
	}
	if cfg.CacheModules == 0 {
		cfg.CacheModules = 16
	}
	if cfg.LatestTTL == 0 {
		cfg.LatestTTL = 10 * time.Minute
	}
	return &Provider{
		cfg:    cfg,
		trees:  newLRU[*tree](cfg.CacheModules),
		pkgs:   newLRU[*apidoc.Package](4 * cfg.CacheModules),
		latest: newLRU[latestEntry](256),
		modFor: newLRU[string](1024),
	}
}

func (p *Provider) log() hclog.Logger {
	if p.cfg.Logger != nil {
		return p.cfg.Logger
	}
	return sdk.Logger()
}

// setup loads the Go configuration once.
func (p *Provider) setup(ctx context.Context) error {
	p.envOnce.Do(func() {
		env := p.cfg.Env
		if env == nil {
			e, err := goenv.Load(ctx, goenv.Options{})
			if err != nil {
				p.envErr = err
				return
			}
			env = e
		}
		p.env = env
		p.cache = modcache.Cache{Dir: env.GOMODCACHE}
		c := &goproxy.Client{
			NoProxy:     env.GONOPROXY,
			HTTP:        p.cfg.HTTP,
			Netrc:       goproxy.ReadNetrc(env.NETRC),
			MaxZipBytes: p.cfg.MaxZipBytes,
			UserAgent:   "pkgdocs-provider-golang/" + p.cfg.Version,
		}
		if env.GoCmd != "" {
			c.Direct = &gocmd.Fetcher{GoCmd: env.GoCmd, MaxZipBytes: p.cfg.MaxZipBytes}
		}
		// A missing or broken GOPROXY is reported when a lookup needs the
		// network; the module cache, GOROOT and local projects still work.
		if entries, err := goproxy.ParseList(env.GOPROXY); err == nil {
			c.Entries = entries
		} else {
			p.envErr = err
		}
		p.proxy = c
	})
	if p.env == nil {
		return sdk.FailedPrecondition("read Go configuration: %v", p.envErr)
	}
	return nil
}

// proxyErr is the configuration error to report when a lookup needs the
// proxy, or nil.
func (p *Provider) proxyErr() error {
	if len(p.proxy.Entries) == 0 {
		if p.envErr != nil {
			return p.envErr
		}
		return sdk.FailedPrecondition("no GOPROXY configured")
	}
	return nil
}

// BytesDownloaded is how many bytes the proxy client has read.
func (p *Provider) BytesDownloaded() int64 {
	if p.proxy == nil {
		return 0
	}
	return p.proxy.BytesRead()
}

// lru is a small least-recently-used cache.
type lru[V any] struct {
	mu    sync.Mutex
	max   int
	order []string
	items map[string]V
}

func newLRU[V any](n int) *lru[V] { return &lru[V]{max: n, items: map[string]V{}} }

func (c *lru[V]) get(k string) (V, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	v, ok := c.items[k]
	if ok {
		c.touch(k)
	}
	return v, ok
}

func (c *lru[V]) put(k string, v V) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.items[k]; !ok && len(c.items) >= c.max && len(c.order) > 0 {
		delete(c.items, c.order[0])
		c.order = c.order[1:]
	}
	c.items[k] = v
	c.touch(k)
}

func (c *lru[V]) touch(k string) {
	for i, o := range c.order {
		if o == k {
			c.order = append(c.order[:i], c.order[i+1:]...)
			break
		}
	}
	c.order = append(c.order, k)
}
