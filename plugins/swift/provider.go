package swift

import (
	"net/http"
	"os"
	"path/filepath"
	"time"

	"github.com/pkgdocs/pkgdocs/plugins/swift/githost"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/fetch"
	"github.com/pkgdocs/pkgdocs/sdk/memo"
)

// Config configures a Provider. Every zero value documents its default.
type Config struct {
	// Version is reported in Info; empty means "dev".
	Version string
	// Home is the user's home directory, for ~/.swiftpm and
	// ~/Library/Developer/Xcode/DerivedData; empty means $HOME.
	Home string
	// DerivedData is Xcode's DerivedData folder; empty means
	// Home/Library/Developer/Xcode/DerivedData.
	DerivedData string
	// NetrcPath is the netrc holding registry tokens; empty means $NETRC,
	// else Home/.netrc.
	NetrcPath string
	// GitHubAPI is GitHub's REST API; empty means $GITHUB_API_URL (what
	// GitHub Actions and GitHub Enterprise setups export), else
	// githost.DefaultAPI.
	GitHubAPI string
	// GitHubToken authenticates GitHub API requests; empty means
	// $GITHUB_TOKEN, else $GH_TOKEN.
	GitHubToken string
	// HTTP is the HTTP client for registries and GitHub; nil means one
	// with the default transport.
	HTTP *http.Client
	// Git lists tags of repositories that are not on GitHub; nil means
	// running git (githost.Git).
	Git *githost.Git
	// MaxArchiveBytes caps a source archive download; zero means 50 MiB.
	// Swift packages with their sources are rarely over 20 MiB.
	MaxArchiveBytes int64
	// MaxSourceFiles caps the .swift files scanned per package; zero means
	// 5,000 (swift-nio has about 700).
	MaxSourceFiles int
	// MaxAPIBytes caps the summed signatures and docs of one package's
	// symbols, to protect memory, not to fit a page: the host pages the
	// whole API. Zero means 8 MiB.
	MaxAPIBytes int
	// LatestTTL is how long a resolved latest version is reused; zero
	// means memo.DefaultTTL.
	LatestTTL time.Duration
}

// Provider is the Swift documentation provider.
type Provider struct {
	cfg    Config
	github *githost.GitHub
	git    *githost.Git
	docs   *memo.Memo[*pkgDoc]
	tags   *memo.Memo[[]string]
}

// New returns a Provider with cfg's defaults filled in.
func New(cfg Config) *Provider {
	if cfg.Version == "" {
		cfg.Version = "dev"
	}
	if cfg.Home == "" {
		cfg.Home, _ = os.UserHomeDir()
	}
	if cfg.DerivedData == "" && cfg.Home != "" {
		cfg.DerivedData = filepath.Join(cfg.Home, "Library", "Developer", "Xcode", "DerivedData")
	}
	if cfg.NetrcPath == "" {
		cfg.NetrcPath = os.Getenv("NETRC")
		if cfg.NetrcPath == "" && cfg.Home != "" {
			cfg.NetrcPath = filepath.Join(cfg.Home, ".netrc")
		}
	}
	if cfg.MaxArchiveBytes == 0 {
		cfg.MaxArchiveBytes = 50 << 20
	}
	if cfg.MaxSourceFiles == 0 {
		cfg.MaxSourceFiles = 5000
	}
	if cfg.MaxAPIBytes == 0 {
		cfg.MaxAPIBytes = 8 << 20
	}
	if cfg.GitHubAPI == "" {
		cfg.GitHubAPI = os.Getenv("GITHUB_API_URL")
	}
	if cfg.Git == nil {
		cfg.Git = &githost.Git{}
	}
	gh := githost.NewGitHub(cfg.GitHubAPI, &fetch.Client{HTTP: cfg.HTTP, MaxBytes: cfg.MaxArchiveBytes})
	if cfg.GitHubToken != "" {
		gh.Token = cfg.GitHubToken
	}
	return &Provider{
		cfg:    cfg,
		github: gh,
		git:    cfg.Git,
		docs: memo.New(memo.Options[*pkgDoc]{
			MaxEntries: 32,
			MaxBytes:   256 << 20,
			Size:       func(d *pkgDoc) int64 { return d.size() },
			TTL:        cfg.LatestTTL,
		}),
		tags: memo.New(memo.Options[[]string]{TTL: cfg.LatestTTL}),
	}
}

// Info implements sdk.Provider.
func (p *Provider) Info() sdk.Info {
	return sdk.Info{
		Name:        "swift",
		DisplayName: "Swift packages",
		Version:     p.cfg.Version,
		Ecosystem:   "swift",
		Description: "Swift packages by repository URL (https or ssh), GitHub owner/repo, SwiftPM identity or product name the project depends on, " +
			"or registry identity scope.name; add /Product or /Target to narrow to one module. " +
			"Reads the project's .build/checkouts and Xcode checkouts first, then a SwiftPM registry, then GitHub. " +
			"symbol takes a dotted path such as ParsableCommand.run.",
		DescribeParams: []string{"symbol"},
		ConfigInputs:   configInputs,
	}
}

// configInputs is what decides the registries, GitHub API and tokens the
// provider uses (registry.LoadConfig, githost): SwiftPM's and git's
// variables, GitHub's token and API URL, the user's and the project's
// registries.json (the project's looked for from projectPath up, as the
// provider finds Package.resolved) and the netrc holding registry tokens.
var configInputs = &sdk.ConfigInputs{
	Env: []string{"GITHUB_TOKEN", "GH_TOKEN", "GITHUB_API_URL", "SWIFTPM_*", "GIT_*"},
	Files: []sdk.ConfigFile{
		{Path: "~/.swiftpm/configuration/registries.json"},
		{Path: "$NETRC"}, {Path: "~/.netrc"},
		{Path: ".swiftpm/configuration/registries.json", Project: true, SearchAncestors: true},
	},
}
