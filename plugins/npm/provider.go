package npm

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	hclog "github.com/hashicorp/go-hclog"

	"github.com/pkgdocs/pkgdocs/plugins/npm/npmrc"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/localfile"
	"github.com/pkgdocs/pkgdocs/sdk/memo"
)

// Config configures a Provider. Every zero value means "the real
// environment" or the default noted.
type Config struct {
	// Version is the provider's version, stamped by the build.
	Version string
	// Environ replaces os.Environ() for npm configuration.
	Environ []string
	// Home replaces the user's home directory.
	Home string
	// AskNPM replaces running `npm config get registry`.
	AskNPM func(ctx context.Context, dir string) (string, error)
	// NodeMajor replaces running `node --version` for the major of the
	// user's Node, whose @types/node is read for builtins' declarations
	// when neither the package nor the project has one.
	NodeMajor func(ctx context.Context) (int, error)
	// DefaultRegistry replaces asking npm for its registry with no
	// configuration (npmrc.DefaultRegistry), which decides Source.Public.
	DefaultRegistry func(ctx context.Context) (string, error)
	// HTTP is the client for registry requests; nil builds one honouring the
	// npm "cafile" setting and NODE_EXTRA_CA_CERTS.
	HTTP *http.Client
	// Logger; nil means sdk.Logger().
	Logger hclog.Logger
	// CacheEntries bounds the in-memory cache of loaded package versions,
	// and apart the one of packages read from a project's install; 0
	// means 32.
	CacheEntries int
	// CacheBytes bounds each of those caches by the approximate size of
	// what it holds (files kept, API outlines); 0 means 128 MiB.
	CacheBytes int64
	// TagTTL is how long a resolved dist-tag or range is reused; 0 means
	// sdk/memo's default (10 minutes). Exact versions are immutable and
	// kept until evicted.
	TagTTL time.Duration
	// Now replaces time.Now.
	Now func() time.Time
}

// Provider implements sdk.Provider and the optional DocGetter, Searcher,
// Completer, ToolCaller and HealthChecker.
type Provider struct {
	opt Config
	log hclog.Logger

	cache    *memo.Memo[*pkg]          // registry, name@version → the loaded package
	resolved *memo.Memo[resolvedEntry] // registry, name, spec → version
	// installed keeps installed packages read from a project, by where
	// and what is installed (installedKey), under the same bounds as cache.
	installed *memo.Memo[*loaded]

	httpMu     sync.Mutex
	transports map[string]*http.Transport // by cafile, NODE_EXTRA_CA_CERTS and client certificate
}

type resolvedEntry struct{ version, latest string }

// New returns a provider; the zero Config reads the real environment.
func New(opt Config) *Provider {
	if opt.CacheEntries == 0 {
		opt.CacheEntries = 32 // a session touches a handful of packages
	}
	if opt.CacheBytes == 0 {
		opt.CacheBytes = 128 << 20 // typescript, among the biggest, keeps ~10 MiB
	}
	if opt.Now == nil {
		opt.Now = time.Now
	}
	if opt.Version == "" {
		opt.Version = "dev"
	}
	log := opt.Logger
	if log == nil {
		log = sdk.Logger()
	}
	return &Provider{opt: opt, log: log.Named("npm"),
		cache:      memo.New(memo.Options[*pkg]{MaxEntries: opt.CacheEntries, MaxBytes: opt.CacheBytes, Size: (*pkg).size, Now: opt.Now}),
		resolved:   memo.New(memo.Options[resolvedEntry]{MaxEntries: 4096, TTL: opt.TagTTL, Now: opt.Now}), // 4096: names a long session touches
		installed:  memo.New(memo.Options[*loaded]{MaxEntries: opt.CacheEntries, MaxBytes: opt.CacheBytes, Size: (*loaded).size, TTL: opt.TagTTL, Now: opt.Now}),
		transports: map[string]*http.Transport{}}
}

var _ interface {
	sdk.Provider
	sdk.DocGetter
	sdk.Searcher
	sdk.Completer
	sdk.ToolCaller
	sdk.HealthChecker
} = (*Provider)(nil)

// Info describes the provider.
func (p *Provider) Info() sdk.Info {
	return sdk.Info{
		Name:        "npm",
		DisplayName: "npm",
		Version:     p.opt.Version,
		Ecosystem:   "npm",
		// symbol focuses describe on one export and its members, which a
		// large API's outline leaves out.
		DescribeParams: []string{"symbol"},
		Description:    "npm packages from the project's node_modules, lockfile or the configured registry (private registries and .npmrc auth included): filtered README, API from TypeScript declarations, examples and doc files.",
		Tools: []sdk.Tool{{
			Name:        ToolGetDoc,
			Title:       "Get an npm package doc",
			Description: "One README section or doc file of an npm package in full, the sections best matching query, or the whole README.",
			InputSchema: getDocSchema,
			ReadOnly:    true,
			// The host fills projectPath from the client's roots, as for
			// describe. CacheTTL stays zero: with a project the answer
			// follows its lockfile and node_modules, which the user edits;
			// the provider's own memo keeps repeated calls cheap.
			TakesProject: true,
		}},
		ConfigInputs: p.configInputs(),
	}
}

// configInputs is the static declaration (configInputs) plus the
// variables that the user's and global npmrc files name in ${NAME}: a
// token kept in the environment the way npm documents
// (//host/:_authToken=${NPM_TOKEN}) reaches the provider under any name,
// without PKGDOCS_PASS_ENV. Those of a trusted project's .npmrc are asked
// for when a call reads it (sdk.NeedEnv, see config).
func (p *Provider) configInputs() *sdk.ConfigInputs {
	out := &sdk.ConfigInputs{Env: slices.Clone(configInputs.Env), Files: configInputs.Files}
	add := func(names []string) {
		for _, n := range names {
			if !slices.Contains(out.Env, n) && len(out.Env) < sdk.MaxConfigEnv {
				out.Env = append(out.Env, n)
			}
		}
	}
	for _, f := range npmrc.UserFiles(npmrc.Options{Environ: p.opt.Environ, Home: p.opt.Home}) {
		if data, err := localfile.Read(f, npmrc.MaxFileSize); err == nil {
			add(npmrc.References(data))
		}
	}
	// The user's bunfig.toml ($NAME values), read in a Bun project.
	if f := npmrc.BunfigUserFile(npmrc.Options{Environ: p.opt.Environ, Home: p.opt.Home}); f != "" {
		if data, err := localfile.Read(f, npmrc.MaxFileSize); err == nil {
			add(npmrc.BunfigReferences(data))
		}
	}
	return out
}

// configInputs is what decides the registries and credentials the
// provider uses (npmrc.Load): npm's environment, the user's, global and
// builtin npmrc, and the project's .npmrc (at the project root npm finds,
// which may be a workspace root above projectPath: the package.json files
// above it decide which). ${VAR} references in
// an npmrc are expanded from NPM_TOKEN and NODE_AUTH_TOKEN, the names npm's
// own templates use; Info adds the others the user's npmrc files name. NODE_* is there for the
// npm command the provider may run (npm config get registry): Node reads
// NODE_OPTIONS, NODE_PATH and its CA settings from it. YARN_* (any case)
// is Yarn Berry's settings (YARN_NPM_REGISTRY_SERVER, YARN_NPM_AUTH_TOKEN,
// YARN_RC_FILENAME, which names the .yarnrc.yml files read); whether a
// project is Yarn Berry's is package.json's packageManager or its
// yarn.lock. pnpm_config_* and pnpm-workspace.yaml are pnpm's registry
// settings. BUN_CONFIG_*, bunfig.toml (the project's, and the user's in
// $XDG_CONFIG_HOME or home) are Bun's, read in a project Bun installs
// (bun.lock, bun.lockb, bunfig.toml or packageManager). DENO_DIR is where
// Deno caches the npm packages of a project without node_modules
// (fromDenoCache).
var configInputs = &sdk.ConfigInputs{
	Env: []string{"NPM_CONFIG_*", "npm_config_*", "NPM_TOKEN", "NODE_*", "YARN_*", "yarn_*", "pnpm_config_*", "BUN_CONFIG_*", "DENO_DIR"},
	Files: []sdk.ConfigFile{
		{Path: "$NPM_CONFIG_USERCONFIG"}, {Path: "$npm_config_userconfig"}, {Path: "~/.npmrc"},
		{Path: "$NPM_CONFIG_GLOBALCONFIG"}, {Path: "$npm_config_globalconfig"},
		{Path: "$NPM_CONFIG_PREFIX/etc/npmrc"}, {Path: "$npm_config_prefix/etc/npmrc"},
		// $prefix/etc/npmrc for node in /usr (Debian: /etc/npmrc), /usr/local
		// and Homebrew; npm's builtin npmrc as Debian installs it.
		{Path: "/etc/npmrc"}, {Path: "/usr/etc/npmrc"}, {Path: "/usr/local/etc/npmrc"}, {Path: "/opt/homebrew/etc/npmrc"},
		{Path: "/usr/share/nodejs/npm/npmrc"},
		{Path: ".npmrc", Project: true, SearchAncestors: true},
		// Yarn Berry's, read in a project that has one, under the name
		// YARN_RC_FILENAME gives when it is set.
		{Path: ".yarnrc.yml", Project: true, SearchAncestors: true}, {Path: "~/.yarnrc.yml"},
		{Path: "$YARN_RC_FILENAME", Project: true, SearchAncestors: true}, {Path: "~/$YARN_RC_FILENAME"},
		{Path: "package.json", Project: true, SearchAncestors: true},
		{Path: "yarn.lock", Project: true, SearchAncestors: true},
		// pnpm's, at the workspace root at or above the project; a
		// project with it or pnpm-lock.yaml reads pnpm's auth.ini (pnpm
		// login's tokens) and global rc (PNPMConfigDir).
		{Path: "pnpm-workspace.yaml", Project: true, SearchAncestors: true},
		{Path: "pnpm-lock.yaml", Project: true, SearchAncestors: true},
		{Path: "$XDG_CONFIG_HOME/pnpm/auth.ini"}, {Path: "$XDG_CONFIG_HOME/pnpm/rc"},
		{Path: "~/.config/pnpm/auth.ini"}, {Path: "~/.config/pnpm/rc"},
		{Path: "~/Library/Preferences/pnpm/auth.ini"}, {Path: "~/Library/Preferences/pnpm/rc"},
		{Path: "~/AppData/Local/pnpm/config/auth.ini"}, {Path: "~/AppData/Local/pnpm/config/rc"},
		{Path: "bunfig.toml", Project: true, SearchAncestors: true},
		{Path: "bun.lock", Project: true, SearchAncestors: true}, {Path: "bun.lockb", Project: true, SearchAncestors: true},
		{Path: "$XDG_CONFIG_HOME/.bunfig.toml"}, {Path: "~/.bunfig.toml"},
	},
}

// httpClient returns a client for cfg's registries: each request trusts
// the npm "cafile" and Node's NODE_EXTRA_CA_CERTS (npm runs on Node, which
// adds that file's certificates to its own) on top of the system roots,
// and presents the client certificate npm would present to its URL
// (certRoute).
func (p *Provider) httpClient(cfg *npmrc.Config) *http.Client {
	if p.opt.HTTP != nil {
		return p.opt.HTTP
	}
	return &http.Client{Transport: certRoute{p: p, cfg: cfg}}
}

// transport returns the provider's transport for a cafile and a client
// certificate (nil for none), made once and shared so connections are
// reused.
func (p *Provider) transport(cafile string, cert *tls.Certificate) *http.Transport {
	extra := p.getenv("NODE_EXTRA_CA_CERTS")
	key := cafile + "\x00" + extra + "\x00" + certKey(cert)
	p.httpMu.Lock()
	defer p.httpMu.Unlock()
	if t, ok := p.transports[key]; ok {
		return t
	}
	tr := http.DefaultTransport.(*http.Transport).Clone()
	tr.ResponseHeaderTimeout = 30 * time.Second
	var pool *x509.CertPool
	for _, f := range []struct{ setting, file string }{{"npm cafile", cafile}, {"NODE_EXTRA_CA_CERTS", extra}} {
		if f.file == "" {
			continue
		}
		pem, err := localfile.Read(f.file, maxCAFile)
		if err != nil {
			p.log.Warn("cannot read a certificate file", "setting", f.setting, "file", f.file, "error", err)
			continue
		}
		if pool == nil {
			if pool, err = x509.SystemCertPool(); err != nil || pool == nil {
				pool = x509.NewCertPool()
			}
		}
		if !pool.AppendCertsFromPEM(pem) {
			p.log.Warn("no certificate in a certificate file", "setting", f.setting, "file", f.file)
		}
	}
	if pool != nil || cert != nil {
		tr.TLSClientConfig = &tls.Config{RootCAs: pool, MinVersion: tls.VersionTLS12}
		if cert != nil {
			tr.TLSClientConfig.Certificates = []tls.Certificate{*cert}
		}
	}
	p.transports[key] = tr
	return tr
}

// maxCAFile bounds a certificate file read (a system bundle is ~200 KiB).
const maxCAFile = 16 << 20

// getenv reads the provider's environment (Config.Environ, else the
// process's).
func (p *Provider) getenv(key string) string {
	if p.opt.Environ == nil {
		return os.Getenv(key)
	}
	v := ""
	for _, kv := range p.opt.Environ {
		if k, val, ok := strings.Cut(kv, "="); ok && k == key {
			v = val
		}
	}
	return v
}

// config loads the npm configuration for a request.
func (p *Provider) config(ctx context.Context, ref sdk.PackageRef) (*npmrc.Config, error) {
	c, err := npmrc.Load(ctx, npmrc.Options{
		ProjectDir:     ref.ProjectPath,
		ProjectTrusted: ref.ProjectTrusted,
		Registry:       ref.Registry,
		Environ:        p.opt.Environ,
		Home:           p.opt.Home,
		AskNPM:         p.opt.AskNPM,
	})
	if err != nil {
		return nil, sdk.FailedPrecondition("npm configuration: %w", err)
	}
	if err := p.unsetVars(c, ref.Name); err != nil {
		return nil, err
	}
	return c, nil
}

// unsetVars is the error for npmrc lines naming ${NAME} variables the
// provider does not have that a request for name would use
// (npmrc.Config.UnsetFor), or nil: those the host did
// not offer are asked for (sdk.NeedEnv: a project's .npmrc, read only
// now), the others are unset where pkgdocs runs, and the error names
// them and their file instead of sending "${NAME}" as a token and
// blaming the token.
func (p *Provider) unsetVars(c *npmrc.Config, name string) error {
	unset := c.UnsetFor(name)
	if len(unset) == 0 {
		return nil
	}
	need := map[string][]string{}
	var needFiles []string
	for _, u := range unset {
		if !sdk.EnvOffered(p.opt.Environ, u.Name) {
			if need[u.File] == nil {
				needFiles = append(needFiles, u.File)
			}
			need[u.File] = append(need[u.File], u.Name)
		}
	}
	if len(needFiles) > 0 {
		var names []string
		for _, f := range needFiles {
			names = append(names, need[f]...)
		}
		return sdk.NeedEnv(strings.Join(needFiles, ", "), names...)
	}
	first := unset[0].File
	var names []string
	for _, u := range unset {
		if u.File == first {
			names = append(names, u.Name)
		}
	}
	return sdk.UnsetEnv(first, names...)
}

// guardUntrusted refuses to look name up when the project's .npmrc,
// left out because the project is not trusted, sends it to another
// registry: nothing about the name goes anywhere, and the error says
// which file and how to trust the project.
func guardUntrusted(cfg *npmrc.Config, name string) error {
	reg, ok := cfg.IgnoredRegistry(name)
	if !ok {
		return nil
	}
	what := name
	if strings.HasPrefix(name, "@") {
		what, _, _ = strings.Cut(name, "/")
	}
	return sdk.FailedPrecondition("the project's %s sends %s to another registry (%s), but the project is not one the user chose, so its configuration is not used; %s was not looked up anywhere, since the user's registry could answer with a different package of the same name. To use the project's configuration, trust the project: open it as a root in the MCP client, start pkgdocs in it, or pass --project %s", cfg.IgnoredProject, what, reg, name, filepath.Dir(cfg.IgnoredProject))
}

// untrustedNote says that the project's .npmrc was left out, or "".
func untrustedNote(cfg *npmrc.Config) string {
	if cfg == nil || cfg.IgnoredProject == "" {
		return ""
	}
	return fmt.Sprintf("The project's %s was not used: registries and credentials came from the user's and global npm configuration only, because the project is not one the user chose (a client root, --project, or the project directory pkgdocs was started in). Versions were read from the project.", cfg.IgnoredProject)
}

// Health reports SERVING when the configuration loads; a deep check asks
// the registry for a tiny document.
func (p *Provider) Health(ctx context.Context, deep bool) (sdk.Health, error) {
	cfg, err := p.config(ctx, sdk.PackageRef{})
	if err != nil {
		return sdk.Health{State: sdk.NotServing, Message: err.Error()}, nil
	}
	if !deep {
		return sdk.Health{State: sdk.Serving, Message: cfg.String()}, nil
	}
	rc := p.registryClient(cfg)
	if _, err := rc.Manifest(ctx, "npm", "latest"); err != nil {
		return sdk.Health{State: sdk.Degraded, Message: "registry check failed: " + err.Error()}, nil
	}
	return sdk.Health{State: sdk.Serving, Message: cfg.String()}, nil
}
