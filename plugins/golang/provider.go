package golang

import (
	"context"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/hashicorp/go-hclog"
	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/plugins/golang/apidoc"
	"github.com/pkgdocs/pkgdocs/plugins/golang/goauth"
	"github.com/pkgdocs/pkgdocs/plugins/golang/gocmd"
	"github.com/pkgdocs/pkgdocs/plugins/golang/goenv"
	"github.com/pkgdocs/pkgdocs/plugins/golang/goproxy"
	"github.com/pkgdocs/pkgdocs/plugins/golang/modcache"
	"github.com/pkgdocs/pkgdocs/plugins/golang/stdsince"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/localfile"
	"github.com/pkgdocs/pkgdocs/sdk/memo"
	"github.com/pkgdocs/pkgdocs/sdk/rank"
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
	// MaxZipBytes caps a module zip read into memory whole; zero means
	// 100 MiB. The go command allows 500 MiB, but memory is held per
	// cached module: a zip over this bound, up to the go command's, is
	// read through a temporary file, and only its files outside testdata
	// directories are kept, at most MaxZipBytes of them.
	MaxZipBytes int64
	// Logger receives diagnostics; nil means sdk.Logger().
	Logger hclog.Logger
	// CacheModules is how many module trees stay in memory (and four
	// times as many documented packages); zero means 16. Trees are also
	// bounded by bytes: MaxZipBytes times 2, their zips' summed size.
	CacheModules int
	// LatestTTL is how long a module's resolved latest version is reused;
	// zero means memo.DefaultTTL (10 minutes).
	LatestTTL time.Duration
	// MaxSubpackageReads bounds the Go files a describe reads for its
	// subpackages' names and synopses (go/build reads each file's header);
	// zero means 2000, about a second on a loaded machine. Past it,
	// subpackages are listed by path alone, and the answer says so.
	MaxSubpackageReads int
	// DefaultGOPROXY replaces asking the go command for its GOPROXY with
	// no configuration (goenv.DefaultGOPROXY), which decides Source.Public
	// of a module fetched from a proxy.
	DefaultGOPROXY func(ctx context.Context) (string, error)
}

// Provider is the Go documentation provider.
type Provider struct {
	cfg Config

	envOnce sync.Once
	env     *goenv.Env
	proxy   *goproxy.Client
	envErr  error
	cache   modcache.Cache

	trees   *memo.Memo[*tree]
	pkgs    *memo.Memo[*apidoc.Package]
	subs    *memo.Memo[subpackageList] // keyed like pkgs
	indexes *memo.Memo[*rank.Index]    // search indexes, keyed like pkgs
	latest  *memo.Memo[latestEntry]
	modFor  *memo.Memo[string] // package path → module path that held it
	majors  *memo.Memo[string] // /vN module path → its latest release, "" when none
	stdOnce sync.Once
	stdDone chan struct{} // closed when std and stdVer are set
	std     []apidoc.PackageInfo
	stdVer  string

	defaultProxyOnce sync.Once
	defaultProxy     string // the built-in GOPROXY list; "" when unknown

	sinceOnce sync.Once
	since     stdsince.Table // the toolchain's api files: when std names came

	stdNamesOnce sync.Once
	stdNames     map[string]bool // standard library package names (stdPackageNames)
}

type latestEntry struct {
	version   string
	versions  []string
	retracted []retraction
	deprecate string
	// incompatible: the latest compatible version has no go.mod, so
	// +incompatible versions count for latest.
	incompatible bool
	// listedBy is the GOPROXY entry whose list gave the versions; empty
	// when the proxy could not be asked and the module cache's versions
	// stand in (listErr says why).
	listedBy goproxy.Origin
	listErr  error
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
	if cfg.MaxSubpackageReads == 0 {
		cfg.MaxSubpackageReads = 2000
	}
	return &Provider{
		cfg: cfg,
		// An exact module version's files and docs never change (Stable).
		trees: memo.New(memo.Options[*tree]{MaxEntries: cfg.CacheModules, MaxBytes: 2 * cfg.MaxZipBytes,
			Size: func(t *tree) int64 { return t.size }}),
		pkgs:    memo.New(memo.Options[*apidoc.Package]{MaxEntries: 4 * cfg.CacheModules}),
		subs:    memo.New(memo.Options[subpackageList]{MaxEntries: 4 * cfg.CacheModules}),
		indexes: memo.New(memo.Options[*rank.Index]{MaxEntries: 4 * cfg.CacheModules}),
		// What "latest" is moves (Floating); a path prefix that is no
		// module stays NotFound for the TTL, so a package below it does
		// not ask again (or run the go command for GOPROXY=...,direct).
		latest: memo.New(memo.Options[latestEntry]{MaxEntries: 256, TTL: cfg.LatestTTL,
			KeepError: func(err error) bool { return sdk.Code(err) == codes.NotFound }}),
		modFor: memo.New(memo.Options[string]{MaxEntries: 1024, TTL: cfg.LatestTTL}),
		majors: memo.New(memo.Options[string]{MaxEntries: 1024, TTL: cfg.LatestTTL}),
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
			MaxZipBytes: p.cfg.MaxZipBytes,
			UserAgent:   "pkgdocs-provider-golang/" + p.cfg.Version,
		}
		methods, err := goauth.Parse(env.GOAUTH)
		if err != nil {
			// The go command refuses such a GOAUTH: send nothing.
			p.log().Warn("GOAUTH is not valid; no credentials are sent", "error", err)
		}
		if goauth.Uses(methods, "netrc") {
			c.Netrc = readNetrc(env.NETRC)
		}
		if goauth.Uses(methods, "git") || goauth.Uses(methods, "command") {
			c.Auth = &goauth.Runner{Methods: methods}
			c.Log = func(err error) { p.log().Warn("GOAUTH", "error", err) }
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

// Health reports whether the toolchain and proxy configuration are usable;
// a deep check lists a module on the proxy.
func (p *Provider) Health(ctx context.Context, deep bool) (sdk.Health, error) {
	if err := p.setup(ctx); err != nil {
		return sdk.Health{State: sdk.NotServing, Message: err.Error()}, nil
	}
	var problems []string
	if p.env.GOROOT == "" {
		problems = append(problems, "no Go toolchain: standard-library packages unavailable")
	}
	if err := p.proxyErr(); err != nil {
		problems = append(problems, "GOPROXY: "+err.Error())
	} else if deep {
		if _, _, err := p.proxy.List(ctx, "golang.org/x/mod"); err != nil {
			problems = append(problems, "proxy: "+err.Error())
		}
	}
	if len(problems) > 0 {
		return sdk.Health{State: sdk.Degraded, Message: strings.Join(problems, "; ")}, nil
	}
	return sdk.Health{State: sdk.Serving, Message: "GOROOT " + p.env.GOROOT}, nil
}

// Info describes the provider.
func (p *Provider) Info() sdk.Info {
	return sdk.Info{
		Name:           "golang",
		DisplayName:    "Go",
		Version:        p.cfg.Version,
		Ecosystem:      "go",
		Description:    "Go packages: exact signatures and docs from go/doc, examples, module README; the version your go.mod uses, from vendor/, the module cache, GOPROXY or GOROOT.",
		DescribeParams: []string{"symbol"},
		Tools:          []sdk.Tool{listPackagesTool},
		ConfigInputs:   configInputs,
	}
}

// configInputs is what decides the module proxies and credentials the
// provider uses (goenv.Load runs `go env`): the go command's variables (go
// help environment; not every GO*, GOOGLE_APPLICATION_CREDENTIALS is not
// its business), git's for GOPROXY=direct and private modules, the
// go env -w file (GOENV, default os.UserConfigDir()/go/env), the
// toolchain's go.env (its default GOPROXY) and the netrc.
var configInputs = &sdk.ConfigInputs{
	Env: []string{
		"GO111MODULE", "GOAUTH", "GOBIN", "GOCACHE", "GOCACHEPROG", "GOENV", "GOEXPERIMENT", "GOFIPS140",
		"GOFLAGS", "GOINSECURE", "GOMODCACHE", "GONOPROXY", "GONOSUMDB", "GOPATH", "GOPRIVATE",
		"GOPROXY", "GOROOT", "GOSUMDB", "GOTELEMETRY", "GOTELEMETRYDIR", "GOTMPDIR", "GOTOOLCHAIN", "GOVCS",
		"GOWORK", "GOOS", "GOARCH", "CGO_ENABLED", "GIT_*",
	},
	Files: []sdk.ConfigFile{
		{Path: "$GOENV"}, {Path: "$XDG_CONFIG_HOME/go/env"}, {Path: "~/.config/go/env"},
		{Path: "~/Library/Application Support/go/env"}, {Path: "$APPDATA/go/env"},
		{Path: "$GOROOT/go.env"},
		{Path: "$NETRC"}, {Path: "~/.netrc"},
	},
}

// maxNetrcBytes bounds the netrc file read (a netrc holds a few lines per
// host).
const maxNetrcBytes = 1 << 20

// readNetrc reads the netrc file at path; a missing or unreadable one
// means no credentials, as for the go command.
func readNetrc(path string) []byte {
	if path == "" {
		return nil
	}
	data, err := localfile.Read(path, maxNetrcBytes)
	if err != nil {
		return nil
	}
	return data
}

// publicFrom says whether mod's files, served by origin, are what anyone
// may read (Source.Public): see goproxy.Client.Public. The built-in GOPROXY
// is asked once, on the first fetch from a proxy.
func (p *Provider) publicFrom(ctx context.Context, origin goproxy.Origin, mod string) bool {
	p.defaultProxyOnce.Do(func() {
		ask := p.cfg.DefaultGOPROXY
		if ask == nil {
			ask = func(ctx context.Context) (string, error) { return goenv.DefaultGOPROXY(ctx, p.env.GoCmd, 0) }
		}
		list, err := ask(ctx)
		if err != nil {
			p.log().Debug("the go command's default GOPROXY is unknown; module answers stay private", "error", err)
			return
		}
		p.defaultProxy = list
	})
	if p.defaultProxy == "" {
		return false
	}
	return p.proxy.Public(p.defaultProxy, origin, mod, p.env.GOPRIVATE, p.env.GONOPROXY, p.env.GONOSUMDB)
}
