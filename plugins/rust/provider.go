package rust

import (
	"net/http"
	"os"
	"sync"
	"time"

	"github.com/hashicorp/go-hclog"
	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/plugins/rust/cargoconfig"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/answer"
	"github.com/pkgdocs/pkgdocs/sdk/fetch"
	"github.com/pkgdocs/pkgdocs/sdk/memo"
)

// Config configures a Provider. Every zero value documents its default.
type Config struct {
	// Version is reported in Info; empty means "dev".
	Version string
	// Env reads the environment (CARGO_HOME, CARGO_REGISTRIES_*, HOME,
	// PKGDOCS_DOCSRS_URL); nil means os.Getenv.
	Env cargoconfig.Env
	// HTTP is the client for registry and docs.rs requests; nil means one
	// on the default transport.
	HTTP *http.Client
	// DocsRS is the docs.rs base URL for rustdoc JSON. Empty means
	// $PKGDOCS_DOCSRS_URL, else https://docs.rs; "off" never asks docs.rs.
	DocsRS string
	// DocsRSTimeout bounds a docs.rs request; zero means 20 seconds, so an
	// unreachable docs.rs costs little before the source is read instead.
	DocsRSTimeout time.Duration
	// MaxCrateBytes caps a downloaded .crate; zero means 20 MiB (crates.io
	// accepts at most 10 MiB).
	MaxCrateBytes int64
	// MaxJSONBytes caps rustdoc JSON once decompressed; zero means 256 MiB.
	MaxJSONBytes int64
	// MaxAPIBytes caps the signatures and docs of one answer's outline, to
	// protect memory, not to fit a page (the host pages); zero means 8 MiB.
	MaxAPIBytes int
	// Rustc is the rustc command for the toolchain's version and sysroot;
	// empty means "rustc" on PATH.
	Rustc string
	// CacheCrates is how many decoded crates stay in memory; zero means 16.
	CacheCrates int
	// IndexTTL is how long a crate's index entries are reused; zero means
	// 10 minutes.
	IndexTTL time.Duration
	// Logger receives diagnostics; nil means sdk.Logger().
	Logger hclog.Logger
}

// Provider is the Rust documentation provider.
type Provider struct {
	cfg   Config
	fetch *fetch.Client

	crates *memo.Memo[*loaded]     // name@version@origin → decoded crate
	index  *memo.Memo[*indexEntry] // index URL + crate → entries
	// searches are the search indexes of recently searched crates (and
	// modules), built once: a warm search only ranks.
	searches *memo.Memo[*answer.DocumentIndex]

	mu         sync.Mutex
	registries map[string]*registry // by index URL
	// docsRSDown is when docs.rs last failed to answer at all; it is not
	// asked again for docsRSRetry, so an offline machine does not pay a
	// timeout per crate.
	docsRSDown time.Time
	std        map[string]*loaded
}

// defaultDocsRS is docs.rs' own address.
const defaultDocsRS = "https://docs.rs"

// New returns a Provider.
func New(cfg Config) *Provider {
	if cfg.Version == "" {
		cfg.Version = "dev"
	}
	if cfg.Env == nil {
		cfg.Env = os.Getenv
	}
	if cfg.DocsRS == "" {
		cfg.DocsRS = cfg.Env("PKGDOCS_DOCSRS_URL")
	}
	if cfg.DocsRS == "" {
		cfg.DocsRS = defaultDocsRS
	}
	if cfg.DocsRSTimeout == 0 {
		cfg.DocsRSTimeout = 20 * time.Second
	}
	if cfg.MaxCrateBytes == 0 {
		cfg.MaxCrateBytes = 20 << 20
	}
	if cfg.MaxJSONBytes == 0 {
		cfg.MaxJSONBytes = 256 << 20
	}
	if cfg.MaxAPIBytes == 0 {
		cfg.MaxAPIBytes = 8 << 20
	}
	if cfg.Rustc == "" {
		cfg.Rustc = "rustc"
	}
	if cfg.CacheCrates == 0 {
		cfg.CacheCrates = 16
	}
	if cfg.IndexTTL == 0 {
		cfg.IndexTTL = 10 * time.Minute
	}
	return &Provider{
		cfg:    cfg,
		fetch:  &fetch.Client{HTTP: cfg.HTTP, UserAgent: "pkgdocs-provider-rust/" + cfg.Version},
		crates: memo.New(memo.Options[*loaded]{MaxEntries: cfg.CacheCrates, MaxBytes: 1 << 30, Size: (*loaded).size}),
		index: memo.New(memo.Options[*indexEntry]{TTL: cfg.IndexTTL, MaxEntries: 1024,
			KeepError: func(err error) bool { return sdk.Code(err) == codes.NotFound }}),
		searches:   memo.New(memo.Options[*answer.DocumentIndex]{MaxEntries: cfg.CacheCrates}),
		registries: map[string]*registry{},
		std:        map[string]*loaded{},
	}
}

func (p *Provider) log() hclog.Logger {
	if p.cfg.Logger != nil {
		return p.cfg.Logger
	}
	return sdk.Logger()
}

// Info describes the provider.
func (p *Provider) Info() sdk.Info {
	return sdk.Info{
		Name:           "rust",
		DisplayName:    "Rust",
		Version:        p.cfg.Version,
		Ecosystem:      "rust",
		Description:    "Rust crates: rustdoc-style signatures grouped by module, features, MSRV, README and examples, at the version your Cargo.lock uses; from docs.rs rustdoc JSON, the crate's source (vendor/, Cargo's registry cache, directory sources, the registry's .crate) or the toolchain's std docs. `package` may be a module path (tokio::sync); `symbol` an item path (sync::Mutex, Mutex::lock).",
		DescribeParams: []string{"symbol"},
		ConfigInputs:   configInputs,
	}
}

// configInputs is what decides the registries, source replacement and
// tokens the provider uses (cargoconfig.Load): Cargo's and rustup's
// variables (CARGO_REGISTRIES_*, CARGO_HOME ...), $CARGO_HOME's (default
// ~/.cargo) config and credentials, and the project's .cargo/config(.toml)
// in the project directory and every one above it, as Cargo reads them.
var configInputs = &sdk.ConfigInputs{
	Env: []string{"CARGO_*", "RUSTUP_*", "RUSTC*", "RUSTFLAGS", "RUSTDOCFLAGS"},
	Files: []sdk.ConfigFile{
		{Path: "$CARGO_HOME/config.toml"}, {Path: "$CARGO_HOME/config"},
		{Path: "$CARGO_HOME/credentials.toml"}, {Path: "$CARGO_HOME/credentials"},
		{Path: "~/.cargo/config.toml"}, {Path: "~/.cargo/config"},
		{Path: "~/.cargo/credentials.toml"}, {Path: "~/.cargo/credentials"},
		{Path: ".cargo/config.toml", Project: true, SearchAncestors: true},
		{Path: ".cargo/config", Project: true, SearchAncestors: true},
	},
}

// docsRSRetry is how long an unreachable docs.rs is left alone.
const docsRSRetry = 5 * time.Minute

// size is a loaded crate's approximate weight in memory.
func (l *loaded) size() int64 {
	n := int64(1024)
	if m, ok := l.files.(memFiles); ok {
		for _, b := range m.files {
			n += int64(len(b))
		}
	}
	if l.api != nil {
		for _, m := range l.api.Modules {
			for _, it := range m.Items {
				n += int64(len(it.Signature) + len(it.Docs) + 256)
				for _, mem := range it.Members {
					n += int64(len(mem.Signature) + len(mem.Docs) + 128)
				}
			}
		}
	}
	return n
}
