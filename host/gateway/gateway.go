package gateway

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	hclog "github.com/hashicorp/go-hclog"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/pkgdocs/pkgdocs/host/cache"
	"github.com/pkgdocs/pkgdocs/host/supervise"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/answer"
	"github.com/pkgdocs/pkgdocs/sdk/schema"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
	"google.golang.org/grpc/codes"
)

// Options configures a Gateway. Zero values take the defaults.
type Options struct {
	// Version is reported to MCP clients.
	Version string
	// Logger: nil discards.
	Logger hclog.Logger
	// Ready, when non-nil, is closed once providers have been started; tool
	// listings and calls wait for it so the first tools/list is complete.
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
	// VettedFile is where the digests of provider tool declarations that
	// passed validation are remembered across starts (see vetted). Empty:
	// within this process only.
	VettedFile string
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

	sess    sessions
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
	g.valid = &validator{}
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
	v.srv = g.srv
	g.srv.AddTools(g.hostTools()...)
	if opt.Logs != nil {
		opt.Logs.RegisterSink(providerSink{g})
	}
	g.registerSurface(hooks)
	return g
}

// Server returns the mcp-go server, for a transport to serve.
func (g *Gateway) Server() *server.MCPServer { return g.srv }

// Problems lists declarations refused at the last Refresh.
func (g *Gateway) Problems() []Problem {
	g.mu.Lock()
	defer g.mu.Unlock()
	return append([]Problem(nil), g.problems...)
}

// readOnly annotates a docs tool: it only reads, repeats safely, and
// reaches registries outside the host (mcp-go's defaults are the opposite).
func readOnly(title string, openWorld bool) mcp.ToolOption {
	t, f := true, false
	return mcp.WithToolAnnotation(mcp.ToolAnnotation{Title: title, ReadOnlyHint: &t, DestructiveHint: &f, IdempotentHint: &t, OpenWorldHint: &openWorld})
}

// Refresh registers the tools of the current providers, replacing the old
// set; clients get notifications/tools/list_changed only when the set
// actually changed.
func (g *Gateway) Refresh() {
	var tools []server.ServerTool
	owners := map[string]string{}
	project := map[string]bool{}
	var problems []Problem
	var sig strings.Builder
	taken := map[string]bool{toolSearch: true, toolList: true, toolCheck: true}
	for _, p := range g.sup.Providers() {
		info := p.Info()
		dt := describeTool(info)
		if taken[dt.Name] {
			problems = append(problems, Problem{p.Name, dt.Name, "tool name already taken"})
			continue
		}
		taken[dt.Name] = true
		owners[dt.Name] = p.Name
		tools = append(tools, server.ServerTool{Tool: dt, Handler: g.describeHandler(p)})
		fmt.Fprintf(&sig, "%s@%s:%s;", p.Name, info.Version, dt.Name)
		for _, t := range info.Tools {
			mt, err := g.providerTool(t)
			pol, perr := policyOf(t, info.ContractMinor)
			switch {
			case err != nil:
				problems = append(problems, Problem{p.Name, t.Name, err.Error()})
				continue
			case perr != nil:
				problems = append(problems, Problem{p.Name, t.Name, perr.Error()})
				continue
			case taken[t.Name]:
				problems = append(problems, Problem{p.Name, t.Name, fmt.Sprintf("tool name already taken (by %s)", ownerOr(owners, t.Name, "the host"))})
				continue
			}
			taken[t.Name] = true
			owners[t.Name] = p.Name
			project[t.Name] = pol.takesProject
			tools = append(tools, server.ServerTool{Tool: mt, Handler: g.providerToolHandler(p, t.Name, pol)})
			fmt.Fprintf(&sig, "%s:%+v;", t.Name, pol)
		}
	}
	if err := g.vetted.save(); err != nil {
		g.opt.Logger.Warn("could not remember vetted tool declarations", "error", err)
	}
	for _, pr := range problems {
		g.opt.Logger.Warn("provider tool skipped", "provider", pr.Provider, "tool", pr.Tool, "reason", pr.Reason)
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if sig.String() == g.sig {
		g.problems = append(problems, g.refused...)
		return
	}
	g.sig = sig.String()
	g.refused = nil
	refused, whole := register(g.srv, g.hostTools(), tools)
	for _, name := range slices.Sorted(maps.Keys(refused)) {
		g.opt.Logger.Error("mcp-go refused a provider tool; serving the others", "provider", owners[name], "tool", name, "reason", refused[name])
		g.refused = append(g.refused, Problem{owners[name], name, refused[name]})
		delete(owners, name)
		delete(project, name)
	}
	if whole != nil {
		g.opt.Logger.Error("registering provider tools failed; serving host tools only", "error", whole)
		g.refused = append(g.refused, Problem{"", "", fmt.Sprintf("registration failed: %v", whole)})
		owners, project = map[string]string{}, map[string]bool{}
	}
	g.problems = append(problems, g.refused...)
	g.valid.reset()
	g.owners, g.project = owners, project
}

// register sets srv's tools to host and provided. mcp-go panics on a tool
// it refuses. schema.ValidateTool checks what it is known to refuse, but a
// newer mcp-go may refuse more, and the vetted memo may hold a declaration
// that passed an older check. A bad plugin must not take the host down,
// and one bad declaration must cost only itself: on a panic each provided
// tool is tried alone on a scratch server, and those mcp-go refuses (name:
// reason) are left out. whole is set when the rest still fails together;
// srv then has the host's tools alone.
func register(srv *server.MCPServer, host, provided []server.ServerTool) (refused map[string]string, whole error) {
	if setTools(srv, append(host[:len(host):len(host)], provided...)) == nil {
		return nil, nil
	}
	refused = map[string]string{}
	kept := host[:len(host):len(host)]
	scratch := server.NewMCPServer("scratch", "0", server.WithToolCapabilities(false), server.WithStrictInputSchemaDefault())
	for _, t := range provided {
		if err := setTools(scratch, []server.ServerTool{t}); err != nil {
			refused[t.Tool.Name] = err.Error()
			continue
		}
		kept = append(kept, t)
	}
	if err := setTools(srv, kept); err != nil {
		srv.SetTools(host...)
		return refused, err
	}
	return refused, nil
}

// setTools is srv.SetTools with mcp-go's panic as an error. mcp-go unlocks
// and leaves the old set in place before it panics.
func setTools(srv *server.MCPServer, tools []server.ServerTool) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("mcp-go refused it: %v", r)
		}
	}()
	srv.SetTools(tools...)
	return nil
}

func ownerOr(m map[string]string, k, def string) string {
	if v, ok := m[k]; ok {
		return "provider " + v
	}
	return def
}

// DescribeToolName is the describe tool of ecosystem eco.
func DescribeToolName(eco string) string {
	return "describe_" + strings.ReplaceAll(eco, "-", "_") + "_package"
}

func describeTool(info sdk.RemoteInfo) mcp.Tool {
	eco := info.Ecosystem
	name := DescribeToolName(eco)
	opts := []mcp.ToolOption{
		mcp.WithDescription(fmt.Sprintf("Documentation of a %s package at one exact version: summary, install line, API with exact signatures, filtered README, examples and further doc files. Without version, uses the version the project at projectPath uses, else the latest release. Served by the %s provider.", eco, info.DisplayName)),
		readOnly("Describe "+article(eco)+" "+eco+" package", true),
		mcp.WithString("package", mcp.Required(), mcp.MaxLength(maxNameLen), mcp.Description("Package name as the ecosystem spells it")),
		mcp.WithString("version", mcp.MaxLength(maxVersionLen), mcp.Description("Exact version, range or tag; default: the project's version, else latest")),
		mcp.WithString("projectPath", mcp.MaxLength(maxProjectLen), mcp.Description("Absolute path of the project directory, to use its lockfile and installed packages")),
		mcp.WithNumber("maxLength", mcp.Min(1000.0), mcp.Description(fmt.Sprintf("Output budget in characters (default %d)", sdk.DefaultMaxLength))),
		mcp.WithString("cursor", mcp.MaxLength(4096), mcp.Description("Continuation cursor from a previous answer that was cut to the budget")),
	}
	for _, p := range info.DescribeParams {
		if p == "symbol" {
			opts = append(opts, mcp.WithString("symbol", mcp.MaxLength(maxNameLen), mcp.Description("Only this symbol (Name or Type.Method): its full doc, signature, members and examples")))
		}
	}
	t := mcp.NewTool(name, opts...)
	t.RawOutputSchema = docOutputSchema
	return t
}

func providerTool(t sdk.Tool) (mcp.Tool, error) {
	if err := schema.ValidateTool(t); err != nil {
		return mcp.Tool{}, err
	}
	return mcpTool(t), nil
}

// providerTool is the package function with validation remembered across
// starts (see vetted).
func (g *Gateway) providerTool(t sdk.Tool) (mcp.Tool, error) {
	if err := g.vetted.check(t); err != nil {
		return mcp.Tool{}, err
	}
	return mcpTool(t), nil
}

// mcpTool is a validated provider tool declaration as an MCP tool.
func mcpTool(t sdk.Tool) mcp.Tool {
	mt := mcp.NewToolWithRawSchema(t.Name, t.Description, t.InputSchema)
	mt.Title = t.Title
	if len(t.OutputSchema) > 0 {
		mt.RawOutputSchema = t.OutputSchema
	}
	tr, f := true, false
	if t.ReadOnly {
		mt.Annotations = mcp.ToolAnnotation{Title: t.Title, ReadOnlyHint: &tr, DestructiveHint: &f, IdempotentHint: &tr, OpenWorldHint: &tr}
	} else {
		// Undeclared behaviour: tell clients the cautious defaults.
		mt.Annotations = mcp.ToolAnnotation{Title: t.Title, ReadOnlyHint: &f, DestructiveHint: &tr, IdempotentHint: &f, OpenWorldHint: &tr}
	}
	return mt
}

func (g *Gateway) hostTools() []server.ServerTool {
	search := mcp.NewTool(toolSearch,
		mcp.WithDescription("Search inside one package's documentation (README sections, API symbols, doc files), ranked, with fuzzy matching of symbol names. Each hit has a locator (symbol, section or path) to read it in full with the describe or doc tools."),
		readOnly("Search package docs", true),
		mcp.WithString("package", mcp.Required(), mcp.MaxLength(maxNameLen), mcp.Description("Package name")),
		mcp.WithString("query", mcp.Required(), mcp.MaxLength(maxQueryLen), mcp.Description("What to look for: a symbol name, a task, an option")),
		mcp.WithString("language", mcp.Required(), mcp.MaxLength(64), mcp.Description(g.ecosystemHint())),
		mcp.WithBoolean("fuzzy", mcp.Description("Tolerate typos in symbol names (default true)")),
		mcp.WithString("version", mcp.MaxLength(maxVersionLen), mcp.Description("Exact version, range or tag; default: the project's, else latest")),
		mcp.WithString("projectPath", mcp.MaxLength(maxProjectLen), mcp.Description("Absolute path of the project directory")),
		mcp.WithNumber("limit", mcp.Min(1.0), mcp.Max(50.0), mcp.Description("Maximum hits (default 10)")),
	)
	search.RawOutputSchema = searchOutputSchema
	list := mcp.NewTool(toolList,
		mcp.WithDescription("Lists the documentation providers this server runs: name, version, ecosystem, binary path, tools and health, and any provider that was found but skipped, with the reason."),
		readOnly("List documentation providers", false),
	)
	return []server.ServerTool{
		{Tool: search, Handler: g.searchHandler},
		{Tool: list, Handler: g.listHandler},
		{Tool: g.checkTool(), Handler: g.checkHandler},
	}
}

// refArgs reads the arguments every docs tool shares, and marks the
// project trusted when the user chose it (see trustProject).
func (g *Gateway) refArgs(ctx context.Context, req mcp.CallToolRequest, eco string) (sdk.PackageRef, error) {
	ref, err := packageRef(refInput{Ecosystem: eco, Package: req.GetString("package", ""), Version: req.GetString("version", ""), ProjectPath: req.GetString("projectPath", "")})
	if err != nil {
		return ref, err
	}
	ref.ProjectTrusted = g.projectTrusted(ctx, ref.ProjectPath)
	return ref, nil
}

func (g *Gateway) describeHandler(p *supervise.Provider) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		info := p.Info()
		ref, err := g.refArgs(ctx, req, info.Ecosystem)
		if err != nil {
			return toolError(err), nil
		}
		maxLen := req.GetInt("maxLength", 0)
		symbol := strings.TrimSpace(req.GetString("symbol", ""))
		cursor := strings.TrimSpace(req.GetString("cursor", ""))
		ctx, cancel := context.WithTimeout(ctx, g.opt.CallTimeout)
		defer cancel()
		var doc *sdk.Document
		var pg *page
		var key pageKey
		cn := g.notes(ctx, req)
		cn.run(fmt.Sprintf("describe %s %s", info.Ecosystem, ref.Name), func() {
			var a cachedAnswer
			a, err = g.describeAnswer(ctx, p, ref, symbol)
			if err != nil {
				return
			}
			key = pageKey{provider: p.Name, build: p.BuildID(), name: ref.Name, project: ref.ProjectPath,
				symbol: symbol, cursor: cursor, maxLen: maxLen, doc: docHash(a.value), docLen: len(a.value)}
			if a.note == "" { // a stale answer's page carries its age: never reused
				pg = g.pages.get(key, a.value)
			}
			if pg == nil {
				doc, err = decodeDocument(a)
				if err != nil {
					return
				}
				if a.note == "" {
					pg = &page{src: a.value, version: doc.Version, notes: doc.Notes}
				}
			}
			notes := pg.notesOf()
			if doc != nil {
				notes = doc.Notes
			}
			for _, n := range notes {
				cn.warn("provider/"+p.Name, n)
			}
		})
		if err == nil && cursor != "" && ref.Version != "" {
			version := ""
			if doc != nil {
				version = doc.Version
			} else {
				version = pg.version
			}
			if !sameVersion(ref.Version, version) {
				err = sdk.InvalidArgument("a cursor needs the exact version it was made for (%s), as the follow-up call in the previous answer gives it", version)
			}
		}
		if err != nil {
			return toolError(err), nil
		}
		if doc == nil { // a rendered page for this very document
			return pg.result(), nil
		}
		res, err := g.renderDescribe(doc, info, ref, symbol, cursor, maxLen)
		if err != nil {
			return toolError(err), nil
		}
		if pg != nil {
			pg.text, pg.structured = res.text, res.structured
			g.pages.put(key, pg)
		}
		return (&page{text: res.text, structured: res.structured}).result(), nil
	}
}

type renderedPage struct {
	text       string
	structured json.RawMessage
}

// renderDescribe renders a describe answer's page for the budget and
// cursor: the Markdown and the structured content, encoded.
func (g *Gateway) renderDescribe(doc *sdk.Document, info sdk.RemoteInfo, ref sdk.PackageRef, symbol, cursor string, maxLen int) (renderedPage, error) {
	toolName := DescribeToolName(info.Ecosystem)
	more := ""
	if symbol == "" && len(info.DescribeParams) > 0 {
		more = fmt.Sprintf("%s with \"symbol\" for one symbol in full, or %s with a query", toolName, toolSearch)
	} else {
		more = toolSearch + " with a query"
	}
	pg, err := answer.RenderPage(doc, answer.RenderOptions{Ecosystem: info.Ecosystem, MaxLength: maxLen, More: more,
		Continue: func(cursor string) string {
			next := map[string]any{"package": ref.Name, "version": doc.Version, "cursor": cursor}
			if symbol != "" {
				next["symbol"] = symbol
			}
			if ref.ProjectPath != "" {
				// The same version read from the project (a local
				// install) can differ from the registry's.
				next["projectPath"] = ref.ProjectPath
			}
			if maxLen != 0 {
				next["maxLength"] = maxLen
			}
			b, _ := json.Marshal(next)
			return fmt.Sprintf("call %s with %s", toolName, b)
		}}, cursor)
	if err != nil {
		return renderedPage{}, err
	}
	st, err := json.Marshal(docToStructured(doc, info.Ecosystem, pg.Next, maxLen))
	if err != nil {
		return renderedPage{}, fmt.Errorf("encode structured content: %w", err)
	}
	return renderedPage{text: pg.Text, structured: st}, nil
}

// toolKeyArgs are a provider tool call's cache arguments: the agent's,
// with the host's trustedArg mark when the user chose the project. The mark
// is the host's alone: one an agent sent under that name is dropped, so an
// untrusted call cannot fill a trusted call's entry.
func toolKeyArgs(args map[string]any, trusted bool) map[string]any {
	if _, spoofed := args[trustedArg]; !trusted && !spoofed {
		return args
	}
	out := make(map[string]any, len(args)+1)
	for k, v := range args {
		if k != trustedArg {
			out[k] = v
		}
	}
	if trusted {
		out[trustedArg] = true
	}
	return out
}

func (g *Gateway) providerToolHandler(p *supervise.Provider, name string, pol toolPolicy) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args := req.GetArguments()
		raw, err := json.Marshal(args)
		if err != nil {
			return toolError(sdk.InvalidArgument("arguments: %v", err)), nil
		}
		// The provider hears whether the user chose the project
		// (sdk.ProjectTrusted), and a trusted answer is cached apart.
		pp, _ := args["projectPath"].(string)
		trusted := pp != "" && filepath.IsAbs(pp) && g.projectTrusted(ctx, pp)
		if trusted {
			ctx = sdk.WithProjectTrusted(ctx, true)
		}
		keyArgs := toolKeyArgs(args, trusted)
		ctx, cancel := context.WithTimeout(ctx, g.opt.CallTimeout)
		defer cancel()
		call := func(ctx context.Context) (*sdk.ToolResult, error) {
			var res *sdk.ToolResult
			err := p.Do(ctx, func(r *serve.Remote) error {
				var err error
				res, err = r.CallTool(ctx, name, raw)
				return err
			})
			return res, err
		}
		var res *sdk.ToolResult
		note := ""
		notes := g.notes(ctx, req)
		if (pol.legacy && pol.readOnly) || pol.cacheTTL > 0 {
			// A domain error (IsError) is not an answer worth keeping.
			fetch := func(ctx context.Context) (fetched, error) {
				r, err := call(ctx)
				if err != nil {
					return fetched{}, err
				}
				if r.IsError {
					return fetched{}, toolResultError{r}
				}
				b, err := json.Marshal(r)
				return fetched{value: b}, err
			}
			var a cachedAnswer
			notes.run(name, func() {
				if pol.legacy {
					// Before contract minor 2 read-only tools were cached like
					// describe, by their version and projectPath arguments.
					a, err = g.cached(ctx, p, "tool:"+name, keyArgs, fetch)
				} else {
					a, err = g.cachedFor(ctx, p, "tool:"+name, keyArgs, pol.cacheTTL, fetch)
				}
			})
			var te toolResultError
			switch {
			case errors.As(err, &te):
				res = te.r
			case err != nil:
				return toolError(err), nil
			default:
				res = &sdk.ToolResult{}
				if err := json.Unmarshal(a.value, res); err != nil {
					return toolError(err), nil
				}
				note = a.note
			}
		} else {
			notes.run(name, func() { res, err = call(ctx) })
			if err != nil {
				return toolError(err), nil
			}
		}
		text := res.Text
		if note != "" {
			text = "> **Note:** " + note + "\n\n" + text
		}
		out := &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent(text)}, IsError: res.IsError}
		if len(res.Structured) > 0 {
			out.StructuredContent = res.Structured
		}
		return out, nil
	}
}

// toolResultError carries a provider tool's IsError result past the cache.
type toolResultError struct{ r *sdk.ToolResult }

func (e toolResultError) Error() string { return e.r.Text }

func (g *Gateway) searchHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	lang := strings.ToLower(strings.TrimSpace(req.GetString("language", "")))
	p := g.sup.ByEcosystem(lang)
	if p == nil {
		return toolError(sdk.InvalidArgument("unknown language %q; available: %s", lang, strings.Join(g.ecosystems(), ", "))), nil
	}
	ref, err := g.refArgs(ctx, req, lang)
	if err != nil {
		return toolError(err), nil
	}
	query := strings.TrimSpace(req.GetString("query", ""))
	if query == "" {
		return toolError(sdk.InvalidArgument("argument query is empty")), nil
	}
	sreq := sdk.SearchRequest{Package: ref, Query: query, Limit: req.GetInt("limit", 10), Fuzzy: req.GetBool("fuzzy", true)}
	ctx, cancel := context.WithTimeout(ctx, g.opt.CallTimeout)
	defer cancel()
	var res *sdk.SearchResult
	var note string
	cn := g.notes(ctx, req)
	cn.run(fmt.Sprintf("search %s %s", lang, ref.Name), func() {
		res, note, err = g.search(ctx, p, sreq)
		if err == nil && note != "" {
			cn.warn("provider/"+p.Name, note) // as describe does
		}
	})
	if err != nil {
		return toolError(err), nil
	}
	return searchResult(res, note, lang, query), nil
}

// searchResult is the answer to a search: the hits, after the note a
// stale answer carries.
func searchResult(res *sdk.SearchResult, note, lang, query string) *mcp.CallToolResult {
	text := answer.RenderSearch(res, lang, query)
	st := searchToStructured(res, query)
	if note = strings.Join(strings.Fields(note), " "); note != "" { // one line: it quotes an upstream error
		text = "> **Note:** " + note + "\n\n" + text
		st.Notes = []string{note}
	}
	return mcp.NewToolResultStructured(st, text)
}

// ecosystemHint describes the language/ecosystem argument with the
// ecosystems actually served.
func (g *Gateway) ecosystemHint() string {
	if ecos := g.ecosystems(); len(ecos) > 0 {
		return "Ecosystem id of the package, one of: " + strings.Join(ecos, ", ") + " (list_providers shows the providers)"
	}
	return "Ecosystem id of the package (list_providers shows the ecosystems served)"
}

func (g *Gateway) ecosystems() []string {
	var out []string
	for _, p := range g.sup.Providers() {
		out = append(out, p.Info().Ecosystem)
	}
	sort.Strings(out)
	return out
}

// ProviderView is one provider as list_providers and `pkgdocs plugins` show it.
type ProviderView struct {
	Name         string   `json:"name"`
	DisplayName  string   `json:"displayName"`
	Version      string   `json:"version"`
	Ecosystem    string   `json:"ecosystem"`
	Path         string   `json:"path"`
	Origin       string   `json:"origin"`
	Tools        []string `json:"tools"`
	Capabilities []string `json:"capabilities"`
	Health       string   `json:"health"`
	HealthNote   string   `json:"healthNote,omitempty"`
	Restarts     int      `json:"restarts"`
	Running      bool     `json:"running"`
	PID          int      `json:"pid,omitempty"` // only while running
	// SharedWith names the other providers the same process (PID) serves
	// now, when their binary serves several in one (installed as one file).
	SharedWith []string `json:"sharedWith,omitempty"`
	// State is the provider's on-demand state: "not started",
	// "starting", "running", "idle-stopped", "failed" or "stopped".
	State string `json:"state"`
	// Since is when the current run started (running) or when it was
	// stopped for idleness (idle-stopped).
	Since *time.Time `json:"since,omitempty"`
	// Reason says why the provider is failed.
	Reason string `json:"reason,omitempty"`
}

// healthNotRun is the health shown for a provider that is not running:
// it is not started for a health check (it starts on its first call).
const healthNotRun = "NOT_RUNNING"

// StateLine is the provider's state in words: "running since 21:04:05
// (SERVING)", "idle-stopped since …", "failed: reason", "not started".
func (v ProviderView) StateLine() string {
	line := v.State
	if v.Since != nil {
		line += " since " + v.Since.Format(time.RFC3339)
	}
	if v.Reason != "" {
		line += ": " + v.Reason
	}
	if len(v.SharedWith) > 0 {
		line += ", in one process with " + strings.Join(v.SharedWith, ", ")
	}
	if v.Health != healthNotRun {
		line += " (" + v.Health + ")"
	}
	return line
}

// SkippedView is a provider binary found but not used.
type SkippedView struct {
	Path   string `json:"path"`
	Name   string `json:"name,omitempty"`
	Tool   string `json:"tool,omitempty"`
	Reason string `json:"reason"`
}

// Providers reports every provider with a health check (bounded by ctx).
func (g *Gateway) Providers(ctx context.Context) ([]ProviderView, []SkippedView) {
	g.mu.Lock()
	owners := g.owners
	problems := g.problems
	g.mu.Unlock()
	ps := g.sup.Providers()
	views := make([]ProviderView, len(ps))
	var wg sync.WaitGroup
	for i, p := range ps {
		info := p.Info()
		v := ProviderView{Name: p.Name, DisplayName: info.DisplayName, Version: info.Version, Ecosystem: info.Ecosystem,
			Path: p.Path, Origin: string(p.Origin), Capabilities: info.Capabilities, Tools: []string{}}
		for t, owner := range owners {
			if owner == p.Name {
				v.Tools = append(v.Tools, t)
			}
		}
		sort.Strings(v.Tools)
		views[i] = v
		wg.Add(1)
		go func() {
			defer wg.Done()
			hctx, cancel := context.WithTimeout(ctx, 2*time.Second)
			defer cancel()
			var h sdk.Health
			// Only a live run is asked: a provider not running is not
			// started just to be probed (see Ready).
			ran, err := p.DoIfRunning(hctx, func(r *serve.Remote) error {
				var err error
				h, err = r.Health(hctx, false)
				return err
			})
			if err != nil {
				h = sdk.Health{State: sdk.NotServing, Message: err.Error()}
			}
			st := p.Status()
			views[i].Health, views[i].HealthNote, views[i].Restarts, views[i].Running = h.State.String(), h.Message, st.Restarts, st.Running
			if !ran {
				views[i].Health, views[i].HealthNote = healthNotRun, "starts on its first call"
			}
			views[i].State = string(st.State)
			if !st.Since.IsZero() {
				since := st.Since.UTC().Truncate(time.Second)
				views[i].Since = &since
			}
			if st.State == supervise.Failed {
				views[i].Reason = st.LastErr
			}
			// A pid only for a process that is there: one that failed the
			// health call may have exited before its client noticed.
			if ran && st.Running && sdk.Code(err) != codes.Unavailable {
				views[i].PID, views[i].SharedWith = st.PID, st.SharedWith
			} else {
				views[i].Running = false
			}
		}()
	}
	wg.Wait()
	var skipped []SkippedView
	for _, s := range g.sup.Skipped() {
		skipped = append(skipped, SkippedView{Path: s.Path, Name: s.Name, Reason: s.Reason})
	}
	for _, pr := range problems {
		skipped = append(skipped, SkippedView{Name: pr.Provider, Tool: pr.Tool, Reason: pr.Reason})
	}
	return views, skipped
}

func (g *Gateway) listHandler(ctx context.Context, _ mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	views, skipped := g.Providers(ctx)
	var b strings.Builder
	fmt.Fprintf(&b, "# pkgdocs providers (%d)\n\n", len(views))
	for _, v := range views {
		fmt.Fprintf(&b, "- **%s** %s · ecosystem `%s` · %s · tools: %s · %s\n", v.Name, v.Version, v.Ecosystem, v.StateLine(), strings.Join(v.Tools, ", "), v.Path)
	}
	if len(skipped) > 0 {
		b.WriteString("\n## Skipped\n\n")
		for _, s := range skipped {
			what := s.Path
			if s.Tool != "" {
				what = s.Name + " tool " + s.Tool
			}
			fmt.Fprintf(&b, "- %s: %s\n", what, s.Reason)
		}
	}
	if skipped == nil {
		skipped = []SkippedView{}
	}
	return mcp.NewToolResultStructured(map[string]any{"providers": views, "skipped": skipped}, b.String()), nil
}

// toolError turns a provider or argument error into a tool result the
// agent can act on: the contract code, the message and what to try.
func toolError(err error) *mcp.CallToolResult {
	code := sdk.Code(err)
	hint := ""
	switch code {
	case codes.NotFound:
		hint = " Check the package name and version (search the registry, or list the project's dependencies)."
	case codes.InvalidArgument:
		hint = " Fix the argument and call again."
	case codes.Unavailable:
		hint = " The upstream or the provider is unavailable; try again shortly."
	case codes.DeadlineExceeded:
		hint = " The call timed out; try again, or ask for less (a symbol or a section)."
	case codes.Unauthenticated, codes.PermissionDenied:
		hint = " The registry wants credentials; configure them in the ecosystem's own config (for npm, .npmrc)."
	case codes.Unimplemented:
		hint = " This provider does not offer that."
	}
	return mcp.NewToolResultError(fmt.Sprintf("%s: %v.%s", codeLabel(code), strings.TrimSuffix(err.Error(), "."), hint))
}

func codeLabel(c codes.Code) string {
	switch c {
	case codes.NotFound:
		return "not found"
	case codes.InvalidArgument:
		return "invalid argument"
	case codes.Unavailable:
		return "unavailable"
	case codes.DeadlineExceeded:
		return "timed out"
	case codes.Unauthenticated:
		return "unauthenticated"
	case codes.PermissionDenied:
		return "permission denied"
	case codes.ResourceExhausted:
		return "limit exceeded"
	case codes.Unimplemented:
		return "not supported"
	case codes.FailedPrecondition:
		// Used both for an environment that is not set up and for an
		// upstream answer that cannot be used (a corrupt archive, a manifest
		// for another package): the message that follows says which.
		return "cannot answer"
	case codes.Canceled:
		return "cancelled"
	}
	return "error"
}

// article is the indefinite article an ecosystem id takes in a title, by how
// it is read aloud: "an npm package", "a go package", "an opam package".
// An id without vowels is spelled out letter by letter (npm, rpm), so it
// takes "an" when its first letter's name starts with a vowel sound.
func article(eco string) string {
	if eco == "" {
		return "a"
	}
	if strings.ContainsAny(eco[:1], "aeiou") {
		return "an"
	}
	if !strings.ContainsAny(eco, "aeiouy") && strings.ContainsAny(eco[:1], "fhlmnrsx") {
		return "an"
	}
	return "a"
}
