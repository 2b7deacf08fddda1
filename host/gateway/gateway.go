package gateway

import (
	"context"
	"io"
	"sort"
	"strings"
	"sync"
	"time"

	hclog "github.com/hashicorp/go-hclog"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/pkgdocs/pkgdocs/host/cache"
	"github.com/pkgdocs/pkgdocs/host/supervise"
)

// Options configures a Gateway. Zero values take the defaults.
type Options struct {
	// Version is reported to MCP clients.
	Version string
	// Logger: nil discards.
	Logger hclog.Logger
	// Ready, when non-nil, is closed once providers have been started and
	// Refresh has run; tool listings and calls wait for it so the first
	// tools/list is complete. The host's own tools are registered by that
	// Refresh (nil: at once, by New).
	Ready <-chan struct{}
	// InitWait is how long initialize may wait for Ready. Answering after
	// the providers' tools are registered spares the client a
	// tools/list_changed for a list it has not seen yet; a slow provider
	// does not hold initialize longer than this. Zero: no wait.
	InitWait time.Duration
	// CallTimeout bounds one provider call. Zero: 60 s.
	CallTimeout time.Duration
	// Cache holds provider answers. Nil: no caching.
	Cache *cache.Cache
	// Notifier orders a call's notifications before its response on a
	// single-stream transport (stdio). Nil: no ordering.
	Notifier *Notifier
	// Logs, when set, is the host's root logger: providers' warnings and
	// errors logged through it are relayed to MCP clients as log messages.
	Logs hclog.InterceptLogger
	// Trusted lists more directories the user chose besides the client's
	// roots and Project: the current directory and --project of the CLI's
	// describe and call. A projectPath equal to or inside one of them, a
	// root or Project is trusted (sdk.PackageRef.ProjectTrusted).
	Trusted []string
	// Project is the default project directory (pkgdocs --project) for
	// calls, resources and prompts that name none, when the client shares
	// no roots. Empty: none.
	Project string
	// ResourcePageSize is how many resources one resources/list page
	// holds. Zero: 50.
	ResourcePageSize int
	// StructuredBudget bounds the structured content of a describe
	// answer, in characters of JSON (it also takes at most a quarter of
	// the answer's maxLength). Zero: 4,000.
	StructuredBudget int
	// VettedFile is where the digests of provider tool declarations that
	// passed validation are remembered across starts (see vetted). Empty:
	// within this process only.
	VettedFile string
	// ToolListFile is where tools/list results are remembered across
	// starts, to answer a start's tools/list without writing the list
	// again (see toolLists). Set it only for a transport that writes
	// through ToolListWriter. Empty: every list is written by mcp-go.
	ToolListFile string
	// Build tells builds of the host apart (version and executable), for
	// ToolListFile: a remembered list is served only to the build that
	// wrote it.
	Build string
	// LightRegistration registers tools with mcp-go without their input
	// schemas, which the gateway puts back in every listing (see
	// schemas): mcp-go's check of each schema at registration was about
	// 1.3 M instructions of a start. Set it only for a transport that has
	// no Mcp-Param headers (stdio), the one use mcp-go makes of a
	// registered schema besides listing it.
	LightRegistration bool
}

// Problem is a provider declaration the gateway refused.
type Problem struct {
	Provider string
	Tool     string
	Reason   string
}

// Gateway is the MCP face of the host.
type Gateway struct {
	opt    Options
	sup    *supervise.Supervisor
	srv    *server.MCPServer
	vetted *vetted

	schemas schemas // input schemas of the registered tools
	sess    sessions
	lists   *toolLists // nil without Options.ToolListFile
	indexes indexCache
	pages   pageCache
	valid   *validator

	mu       sync.Mutex
	owners   map[string]string // provider tool name -> provider name
	project  map[string]bool   // provider tool name -> takes the project
	sig      string            // signature of the registered provider tool set
	problems []Problem
	refused  []Problem // tools mcp-go refused at the last registration (kept while sig holds)

	rootsMu sync.Mutex
	roots   map[string]*clientRoots // by MCP session id
}

// Host-owned tool names (and toolCheck, check.go); providers cannot take them.
const (
	toolSearch = "search_package_docs"
	toolList   = "list_providers"
)

// New builds the MCP server over sup's providers. Call Refresh after the
// provider set changes.
func New(sup *supervise.Supervisor, opt Options) *Gateway {
	if opt.Logger == nil {
		opt.Logger = hclog.NewNullLogger()
	}
	if opt.CallTimeout == 0 {
		opt.CallTimeout = 60 * time.Second
	}
	if opt.ResourcePageSize <= 0 {
		opt.ResourcePageSize = 50
	}
	g := &Gateway{opt: opt, sup: sup, owners: map[string]string{}, roots: map[string]*clientRoots{}, vetted: loadVetted(opt.VettedFile)}
	hooks := &server.Hooks{}
	g.sess.hooks(hooks)
	if opt.Ready != nil {
		wait := func(ctx context.Context) {
			select {
			case <-opt.Ready:
			case <-ctx.Done():
			}
		}
		hooks.AddBeforeListTools(func(ctx context.Context, _ any, _ *mcp.ListToolsRequest) { wait(ctx) })
		if opt.InitWait > 0 {
			hooks.AddBeforeInitialize(func(ctx context.Context, _ any, _ *mcp.InitializeRequest) {
				ctx, cancel := context.WithTimeout(ctx, opt.InitWait)
				defer cancel()
				wait(ctx)
			})
		}
		hooks.AddBeforeCallTool(func(ctx context.Context, _ any, _ *mcp.CallToolRequest) { wait(ctx) })
	}
	g.valid = &validator{schemaOf: g.schemas.of}
	v := g.valid
	g.srv = server.NewMCPServer("pkgdocs", opt.Version,
		server.WithTitle("pkgdocs: package documentation for coding agents"),
		server.WithInstructions("Use describe_<ecosystem>_package to read a package's docs at the exact version the project uses (pass projectPath), search_package_docs to find a symbol or section, check_package_api to check that the names your code uses exist at that version, and list_providers to see which ecosystems are served."),
		server.WithToolCapabilities(true),
		server.WithToolHandlerMiddleware(v.middleware),
		// Unknown arguments are an error an agent can fix, not silently
		// ignored (tools built here; providers' raw schemas are theirs).
		server.WithStrictInputSchemaDefault(),
		server.WithRecovery(),
		server.WithLogging(),
		server.WithHooks(hooks),
		server.WithToolHandlerMiddleware(g.projectMiddleware),
		server.WithResourceCapabilities(false, true),
		server.WithPromptCapabilities(false),
		server.WithCompletions(),
		server.WithPromptCompletionProvider(completions{g}),
		server.WithResourceCompletionProvider(completions{g}),
	)
	for _, o := range cacheHintOptions() {
		o(g.srv)
	}
	if opt.LightRegistration {
		// First: every later filter and listing sees declared schemas.
		server.WithToolFilter(g.schemas.restore)(g.srv)
	}
	if opt.ToolListFile != "" {
		g.lists = newToolLists(opt.ToolListFile, opt.Build)
		g.lists.hooks(hooks)(g.srv)
	}
	if opt.Ready == nil {
		// With Ready, no tool is listed or called before the first
		// Refresh, which registers the host's tools with the providers':
		// adding them here too had mcp-go check their schemas twice in
		// every start.
		g.srv.AddTools(g.schemas.record(g.hostTools(), opt.LightRegistration)...)
	}
	if opt.Logs != nil {
		opt.Logs.RegisterSink(providerSink{g})
	}
	g.registerSurface(hooks)
	return g
}

// ToolListWriter wraps the writer a single-stream transport (stdio) writes
// mcp-go's messages to, one per Write: with Options.ToolListFile it serves
// and remembers tools/list results (see toolLists); else it is w.
func (g *Gateway) ToolListWriter(w io.Writer) io.Writer {
	if g.lists == nil {
		return w
	}
	return g.lists.Writer(w)
}

// Server returns the mcp-go server, for a transport to serve.
func (g *Gateway) Server() *server.MCPServer { return g.srv }

// Problems lists declarations refused at the last Refresh.
func (g *Gateway) Problems() []Problem {
	g.mu.Lock()
	defer g.mu.Unlock()
	return append([]Problem(nil), g.problems...)
}

// ecosystemHint describes the language/ecosystem argument with the
// ecosystems actually served.
func (g *Gateway) ecosystemHint() string {
	if ecos := g.ecosystems(); len(ecos) > 0 {
		return "Ecosystem: " + strings.Join(ecos, ", ")
	}
	return "Ecosystem id (list_providers shows those served)"
}

func (g *Gateway) ecosystems() []string {
	var out []string
	for _, p := range g.sup.Providers() {
		out = append(out, p.Info().Ecosystem)
	}
	sort.Strings(out)
	return out
}
