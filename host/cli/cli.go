package cli

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	hclog "github.com/hashicorp/go-hclog"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/pkgdocs/pkgdocs/host/cache"
	"github.com/pkgdocs/pkgdocs/host/discovery"
	"github.com/pkgdocs/pkgdocs/host/gateway"
	"github.com/pkgdocs/pkgdocs/host/logging"
	"github.com/pkgdocs/pkgdocs/internal/version"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/cliflags"
	"github.com/pkgdocs/pkgdocs/sdk/kvargs"
)

const usage = `pkgdocs: package documentation for AI coding agents, over MCP.

Usage:
  pkgdocs [serve] [--project DIR]       MCP server on stdio (plain pkgdocs serves when stdin is not a terminal);
                                        --project: the default project when the client shares no roots ($PKGDOCS_PROJECT)
  pkgdocs serve --http ADDR [--stateless] [--sse] [--auth-token T]
                                        MCP server over streamable HTTP at http://ADDR/mcp (see serve --help)
  pkgdocs plugins [--json] [--pin]      providers found, where, and why any was skipped;
                                        --pin: trust them as they are now (providers.lock)
  pkgdocs describe ECOSYSTEM PACKAGE[@VERSION] [--project DIR] [--symbol NAME] [--max-length N]
  pkgdocs call TOOL [key=value ...] [--json]
                                        call any MCP tool as an agent would
  pkgdocs cache stats|clear [--json]     the answer cache: where and how big; or empty it
  pkgdocs cache export|import FILE       the cache to or from a compressed, verified bundle
  pkgdocs prefetch [--project DIR]... [--ecosystem E]
                                        describe the projects' direct dependencies into the cache
  pkgdocs version

Flags for every command:
  --plugins-dir DIR   only look for providers here ($PKGDOCS_PLUGINS_DIR)
  --log-file FILE     write host and provider logs here ($PKGDOCS_LOG_FILE; default: no logs)
  --log-level LEVEL   trace, debug, info, warn, error, off ($PKGDOCS_LOG_LEVEL; default info)
  --cache-dir DIR     on-disk answer cache ($PKGDOCS_CACHE_DIR; default <user cache dir>/pkgdocs)
  --no-cache          cache nothing ($PKGDOCS_NO_CACHE=1)
  --resolve-ttl D     how long answers for latest/ranges/tags stay fresh ($PKGDOCS_RESOLVE_TTL; default 1h)
  --provider-start-timeout D
                      how long a provider may take to start ($PKGDOCS_PROVIDER_START_TIMEOUT; default 10s)
  --cache-url URL     share the cache through Redis: redis://[user:password@]host:port/db or rediss://
                      ($PKGDOCS_CACHE_URL; replaces the on-disk cache; see "Running several replicas")
  --cache-prefix P    prefix of every Redis key pkgdocs writes ($PKGDOCS_CACHE_PREFIX; default pkgdocs:)
  --cache-timeout D   how long a call waits on Redis per command ($PKGDOCS_CACHE_TIMEOUT; default 50ms)
  --cache-lease-wait D
                      how long a replica waits for another's fetch of an answer ($PKGDOCS_CACHE_LEASE_WAIT; default 15s)

Providers are executables named pkgdocs-provider-<name>, searched in
--plugins-dir when set, else in <dir of pkgdocs>/plugins, the directory of
pkgdocs itself, and $XDG_DATA_HOME/pkgdocs/plugins (~/.local/share/pkgdocs/plugins);
then the providers built into pkgdocs, unless --plugins-dir is set. A
provider file shadows the built-in provider of its name.
`

// Serves reports whether Main would serve MCP with these arguments (the
// serve command, or no command): the one command whose start-up an MCP
// client waits for.
func Serves(args []string) bool {
	cmd, _ := splitCommand(args)
	return cmd == "serve" || cmd == "" && !hasHelp(args)
}

func hasHelp(args []string) bool {
	for _, a := range args {
		if a == "-h" || a == "-help" || a == "--help" {
			return true
		}
	}
	return false
}

// Options is what the binary running the command line tells it about
// itself. The zero value is a host without built-in providers.
type Options struct {
	// Builtin names the providers linked into the running binary, which
	// serves them when started as pkgdocs-provider-<name> (see
	// host/cmd/pkgdocs): they are found after every plugins directory,
	// unless --plugins-dir is set (discovery.Options.Builtin). Nil: none.
	Builtin []string
}

// Main runs the pkgdocs command line, without built-in providers, and
// returns the exit status.
func Main(args []string, stdout, stderr io.Writer) int {
	return Run(Options{}, args, stdout, stderr)
}

// Run runs the pkgdocs command line of a binary described by o and
// returns the exit status.
func Run(o Options, args []string, stdout, stderr io.Writer) int {
	cmd, rest := splitCommand(args)
	if cmd == "" {
		if hasHelp(args) {
			fmt.Fprint(stdout, usage)
			return 0
		}
		if len(args) == 0 && isTerminal(os.Stdin) {
			fmt.Fprint(stderr, usage)
			return 2
		}
		cmd = "serve"
	}
	switch cmd {
	case "serve":
		return runServe(o, rest, stderr)
	case "plugins":
		return runPlugins(o, rest, stdout, stderr)
	case "describe":
		return runDescribe(o, rest, stdout, stderr)
	case "call":
		return runCall(o, rest, stdout, stderr)
	case "cache":
		return runCache(rest, stdout, stderr)
	case "prefetch":
		return runPrefetch(o, rest, stdout, stderr)
	case "version":
		if len(rest) > 0 && (rest[0] == "-h" || rest[0] == "--help") {
			fmt.Fprintln(stdout, "pkgdocs version: print the version of pkgdocs and of its provider contract.")
			return 0
		}
		fmt.Fprintf(stdout, "pkgdocs %s (contract v%d.%d)\n", version.Version, sdk.ProtocolVersion, sdk.ContractMinor)
		return 0
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	}
	fmt.Fprintf(stderr, "pkgdocs: unknown command %q\n\n%s", cmd, usage)
	return 2
}

// splitCommand finds the command among args, so flags may come before it
// ("pkgdocs --no-cache describe npm zod"); the flags before it are kept,
// in order, ahead of the rest. The command is the first word that is not
// a flag or a flag's value, known or not; "" when there is none.
func splitCommand(args []string) (string, []string) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			break
		}
		if strings.HasPrefix(a, "-") {
			if takesValue(a) {
				i++ // skip the flag's value
			}
			continue
		}
		return a, append(append([]string{}, args[:i]...), args[i+1:]...)
	}
	return "", args
}

// takesValue reports whether flag a is one that takes the next word as
// its value ("--plugins-dir DIR").
func takesValue(a string) bool {
	if !strings.HasPrefix(a, "-") || strings.Contains(a, "=") {
		return false
	}
	switch strings.TrimLeft(a, "-") {
	case "no-cache", "json", "help", "h", "pin", "metrics-public":
		return false
	}
	return true
}

// common holds the flags every command takes.
type common struct {
	pluginsDir, logFile, logLevel string
	cacheDir                      string
	noCache                       bool
	resolveTTL                    time.Duration
	project                       string // serve's --project; describe has its own
	fleet                         fleetFlags
	// trusted are the directories the user chose on the command line of
	// describe and call (their current directory and describe's
	// --project): a project there may use its own registry and
	// credential configuration (gateway.Options.Trusted).
	trusted []string
	// builtin names the providers linked into the binary (Options.Builtin).
	builtin []string
	// structuredBudget bounds describe's structured content
	// (gateway.Options.StructuredBudget). 0: the gateway's default.
	structuredBudget int
	// providerIdle is serve's --provider-idle: stop a provider after this
	// long without calls (0: keep it running). Other commands: 0.
	providerIdle time.Duration
	// startTimeout is --provider-start-timeout: how long a provider may
	// take to start and say what it serves (supervise.Options.StartTimeout).
	startTimeout time.Duration
	// stdio is set by serve over stdio: its writer serves remembered
	// tools/list results (gateway.Options.ToolListFile), and it has no
	// Mcp-Param headers, so tools are registered light
	// (gateway.Options.LightRegistration).
	stdio bool
}

func newFlagSet(name, help string, stderr io.Writer, c *common) *flag.FlagSet {
	fs := flag.NewFlagSet("pkgdocs "+name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "%s\nFlags:\n", help)
		fs.PrintDefaults()
	}
	fs.StringVar(&c.pluginsDir, "plugins-dir", os.Getenv("PKGDOCS_PLUGINS_DIR"), "only look for providers in this directory ($PKGDOCS_PLUGINS_DIR)")
	fs.StringVar(&c.logFile, "log-file", os.Getenv("PKGDOCS_LOG_FILE"), "log file for host and providers ($PKGDOCS_LOG_FILE)")
	fs.StringVar(&c.logLevel, "log-level", os.Getenv("PKGDOCS_LOG_LEVEL"), "trace, debug, info, warn, error or off ($PKGDOCS_LOG_LEVEL)")
	fs.StringVar(&c.cacheDir, "cache-dir", os.Getenv("PKGDOCS_CACHE_DIR"), "on-disk cache directory ($PKGDOCS_CACHE_DIR; default: <user cache dir>/pkgdocs)")
	fs.BoolVar(&c.noCache, "no-cache", envBool("PKGDOCS_NO_CACHE"), "cache nothing, in memory or on disk ($PKGDOCS_NO_CACHE=1)")
	fs.DurationVar(&c.resolveTTL, "resolve-ttl", envDuration("PKGDOCS_RESOLVE_TTL", time.Hour), "how long an answer for latest, a range or a tag stays fresh ($PKGDOCS_RESOLVE_TTL)")
	fs.DurationVar(&c.startTimeout, "provider-start-timeout", envDuration("PKGDOCS_PROVIDER_START_TIMEOUT", 10*time.Second), "how long a provider may take to start and say what it serves, before it counts as failed ($PKGDOCS_PROVIDER_START_TIMEOUT)")
	fs.IntVar(&c.structuredBudget, "structured-budget", envInt("PKGDOCS_STRUCTURED_BUDGET"), "characters of describe's structuredContent (default 4000; at most a quarter of maxLength) ($PKGDOCS_STRUCTURED_BUDGET)")
	c.fleet.add(fs)
	return fs
}

func envInt(name string) int {
	n, _ := strconv.Atoi(os.Getenv(name))
	return max(n, 0)
}

func envBool(name string) bool {
	v, _ := strconv.ParseBool(os.Getenv(name))
	return v
}

func envDuration(name string, def time.Duration) time.Duration {
	if d, err := time.ParseDuration(os.Getenv(name)); err == nil && d > 0 {
		return d
	}
	return def
}

func (c common) newCache(log hclog.Logger) *cache.Cache {
	if c.noCache {
		return nil
	}
	return cache.New(c.fleet.apply(cache.Options{Dir: c.cacheDir, ResolveTTL: c.resolveTTL, Logger: log}))
}

func parse(fs *flag.FlagSet, args []string) ([]string, int, bool) {
	pos, err := cliflags.Parse(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		return nil, 0, false
	}
	if err == nil {
		err = checkFleetFlags(fs)
	}
	if err != nil {
		return nil, 2, false
	}
	return pos, 0, true
}

// waitingLine is the one line serve prints when its stdin is a terminal.
const waitingLine = "pkgdocs serve: waiting for an MCP client on stdin (JSON-RPC; Ctrl-C quits). Try it with `pkgdocs describe npm zod`, `pkgdocs call TOOL key=value`, or add `pkgdocs serve` to your agent's MCP servers."

func runServe(o Options, args []string, stderr io.Writer) int {
	c := common{builtin: o.Builtin}
	fs := newFlagSet("serve", "pkgdocs serve: the MCP server on stdio. Stdout carries JSON-RPC only; logs go to --log-file.\n"+httpUsage, stderr, &c)
	workers := fs.Int("workers", 32, "concurrent tool calls")
	fs.StringVar(&c.project, "project", os.Getenv("PKGDOCS_PROJECT"), "default project directory when the MCP client shares no roots ($PKGDOCS_PROJECT)")
	hf := addHTTPFlags(fs)
	idle := fs.String("provider-idle", os.Getenv("PKGDOCS_PROVIDER_IDLE"), "stop a provider after this long without calls; 0 keeps providers running ($PKGDOCS_PROVIDER_IDLE; default 5m on stdio, 0 with --http)")
	if _, code, ok := parse(fs, args); !ok {
		return code
	}
	var err error
	if c.providerIdle, err = idleFlag(*idle, hf.used()); err != nil {
		fmt.Fprintf(stderr, "pkgdocs serve: --provider-idle: %v\n", err)
		return 2
	}
	if err := c.absProject(); err != nil {
		fmt.Fprintf(stderr, "pkgdocs serve: %v\n", err)
		return 2
	}
	if hf.used() {
		// Over HTTP the server's directory says nothing of its clients'
		// projects: only their roots and --project are trusted.
		return serveHTTP(c, hf, stderr)
	}
	// On stdio the client started the server where the user works: a
	// project directory there is the user's (trusted), and the default
	// project when the client shares no roots and there is no --project.
	if wd := workProject(); wd != "" {
		c.trusted = append(c.trusted, wd)
		if c.project == "" {
			c.project = wd
		}
	}
	if isTerminal(os.Stdin) {
		// A person, not an MCP client, started it: say what it waits for.
		fmt.Fprintln(stderr, waitingLine)
	}
	// Take the real stdio before anything can start a provider.
	in, out, err := takeStdio()
	if err != nil {
		fmt.Fprintf(stderr, "pkgdocs: %v\n", err)
		return 1
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	notifier := gateway.NewNotifier()
	c.stdio = true
	h, err := NewHost(c, notifier)
	if err != nil {
		fmt.Fprintf(stderr, "pkgdocs: %v\n", err)
		return 1
	}
	defer h.Close()
	h.Start(ctx, true)
	go h.Rescan(ctx)
	s := server.NewStdioServer(h.Gateway.Server())
	s.SetErrorLogger(logging.StdLogger(h.Log.Named("stdio")))
	server.WithWorkerPoolSize(*workers)(s)
	server.WithQueueSize(1000)(s)
	cancels := newCancelFilter()
	// The tool-list writer sees each answer before the cancel filter may
	// drop it: a tools/list answer it expects is never left expected.
	err = s.Listen(ctx, cancels.Reader(cancels.untilAnswered(ctx, in)), notifier.Writer(&lockedWriter{w: h.Gateway.ToolListWriter(cancels.Writer(out))}))
	if err != nil && !errors.Is(err, context.Canceled) && !errors.Is(err, io.EOF) {
		h.Log.Error("stdio server stopped", "error", err)
		return 1
	}
	h.Log.Info("stdin closed; shutting down")
	return 0
}

func runPlugins(o Options, args []string, stdout, stderr io.Writer) int {
	c := common{builtin: o.Builtin}
	fs := newFlagSet("plugins", "pkgdocs plugins: which providers were found where, and why any was skipped.", stderr, &c)
	asJSON := fs.Bool("json", false, "print JSON")
	pin := fs.Bool("pin", false, pinUsage)
	if _, code, ok := parse(fs, args); !ok {
		return code
	}
	if *pin {
		w := stdout
		if *asJSON {
			w = stderr // stdout carries the JSON
		}
		if code := writePins(c, w, stderr); code != 0 {
			return code
		}
	}
	ctx := context.Background()
	h, err := NewHost(c, nil)
	if err != nil {
		fmt.Fprintf(stderr, "pkgdocs: %v\n", err)
		return 1
	}
	defer h.Close()
	h.Start(ctx, false)
	views, skipped := h.Gateway.Providers(ctx)
	if *asJSON {
		return printJSON(stdout, stderr, map[string]any{"searched": discovery.Dirs(h.Discovery), "providers": views, "skipped": skipped})
	}
	fmt.Fprintln(stdout, "Searched, by precedence:")
	for _, d := range discovery.Dirs(h.Discovery) {
		fmt.Fprintf(stdout, "  %s  (%s)\n", d.Path, d.Origin)
	}
	fmt.Fprintf(stdout, "\nProviders (%d):\n", len(views))
	if len(views) == 0 && len(o.Builtin) == 0 && c.pluginsDir == "" {
		// A build without built-in providers (make build SEPARATE=1)
		// serves only provider files: say where they go.
		fmt.Fprintf(stdout, "  none: this pkgdocs build has no built-in providers; put provider binaries (%s<name>) in a directory above (make install SEPARATE=1 installs the first-party ones beside pkgdocs)\n", discovery.Prefix)
	}
	for _, v := range views {
		fmt.Fprintf(stdout, "  %-10s %-8s ecosystem=%s %s\n             from: %s (%s)\n             tools: %s\n", v.Name, v.Version, v.Ecosystem, v.StateLine(), v.Path, v.Origin, strings.Join(v.Tools, ", "))
	}
	if len(skipped) > 0 {
		fmt.Fprintf(stdout, "\nSkipped (%d):\n", len(skipped))
		for _, s := range skipped {
			what := s.Path
			if s.Tool != "" {
				what = s.Name + ": tool " + s.Tool
			}
			fmt.Fprintf(stdout, "  %s\n      %s\n", what, s.Reason)
		}
	}
	return 0
}

func runDescribe(o Options, args []string, stdout, stderr io.Writer) int {
	c := common{builtin: o.Builtin}
	fs := newFlagSet("describe", "pkgdocs describe ECOSYSTEM PACKAGE[@VERSION]: what describe_<ecosystem>_package returns.", stderr, &c)
	project := fs.String("project", "", "project directory (its lockfile and installed packages pick the version)")
	symbol := fs.String("symbol", "", "only this symbol")
	maxLen := fs.Int("max-length", 0, "output budget in characters")
	cursor := fs.String("cursor", "", "continuation cursor from a previous answer (with the exact version it names)")
	pos, code, ok := parse(fs, args)
	if !ok {
		return code
	}
	if len(pos) != 2 {
		fs.Usage()
		return 2
	}
	name, ver := sdk.SplitNameVersion(pos[1])
	callArgs := map[string]any{"package": name}
	if ver != "" {
		callArgs["version"] = ver
	}
	if *project != "" {
		// Relative to where the user runs pkgdocs (--project .).
		abs, err := filepath.Abs(*project)
		if err != nil {
			fmt.Fprintf(stderr, "pkgdocs describe: --project %q: %v\n", *project, err)
			return 2
		}
		callArgs["projectPath"] = abs
		c.trusted = append(c.trusted, abs)
	} else {
		// Run inside a project, that project is the one described for.
		c.project = workProject()
	}
	c.trusted = append(c.trusted, cliDir()...)
	if *symbol != "" {
		callArgs["symbol"] = *symbol
	}
	if *maxLen != 0 {
		callArgs["maxLength"] = *maxLen
	}
	if *cursor != "" {
		callArgs["cursor"] = *cursor
	}
	tool := gateway.DescribeToolName(pos[0])
	return callTool(c, tool, callArgs, nil, false, stdout, stderr, false)
}

func runCall(o Options, args []string, stdout, stderr io.Writer) int {
	c := common{builtin: o.Builtin}
	fs := newFlagSet("call", "pkgdocs call TOOL [key=value ...]: call an MCP tool as an agent would. Each value takes the type the tool's input schema gives the key (a string stays a string: version=3; integer, number, boolean parsed or refused; an array is a,b or the key repeated; an object is JSON); a key the schema does not declare is an error. pkgdocs call TOOL --help lists that tool's arguments.", stderr, &c)
	asJSON := fs.Bool("json", false, "print the whole MCP result as JSON")
	if slices.ContainsFunc(args, isHelpFlag) {
		// "pkgdocs call TOOL --help": that tool's arguments, which the
		// flags below do not say.
		if pos, code, ok := parse(fs, withoutHelp(args)); !ok {
			return code
		} else if len(pos) > 0 {
			return callTool(c, pos[0], nil, nil, false, stdout, stderr, true)
		}
	}
	pos, code, ok := parse(fs, args)
	if !ok {
		return code
	}
	if len(pos) < 1 {
		fs.Usage()
		return 2
	}
	words := append([]string{}, pos[1:]...)
	c.trusted = append(c.trusted, cliDir()...)
	c.project = workProject()
	return callTool(c, pos[0], nil, words, *asJSON, stdout, stderr, false)
}

func isHelpFlag(a string) bool { return a == "-h" || a == "-help" || a == "--help" }

// withoutHelp is args less the help flags, to find TOOL among the rest.
func withoutHelp(args []string) []string {
	return slices.DeleteFunc(slices.Clone(args), isHelpFlag)
}

// printToolHelp writes what a tool takes, from its listed input schema:
// "package (string, required): Name as the ecosystem spells it".
func printToolHelp(w io.Writer, t mcp.Tool) {
	var sch struct {
		Properties map[string]struct {
			Type        any    `json:"type"`
			Description string `json:"description"`
			Items       struct {
				Type any `json:"type"`
			} `json:"items"`
		} `json:"properties"`
		Required []string `json:"required"`
	}
	_ = json.Unmarshal(inputSchema(t), &sch)
	desc, _, _ := strings.Cut(strings.TrimSpace(t.Description), "\n\n")
	fmt.Fprintf(w, "pkgdocs call %s key=value ...: %s\n\nArguments:\n", t.Name, desc)
	for _, k := range slices.Sorted(maps.Keys(sch.Properties)) {
		p := sch.Properties[k]
		typ := fmt.Sprint(p.Type)
		if typ == "array" && p.Items.Type != nil {
			typ = fmt.Sprintf("array of %v: a,b or the key repeated", p.Items.Type)
		}
		if slices.Contains(sch.Required, k) {
			typ += ", required"
		}
		fmt.Fprintf(w, "  %s (%s): %s\n", k, typ, p.Description)
	}
}

// cliDir is the CLI's current directory, as a list (empty when unknown):
// the user ran pkgdocs there, so a project there is theirs.
func cliDir() []string {
	if wd, err := os.Getwd(); err == nil {
		return []string{wd}
	}
	return nil
}

// callTool starts the host in-process and calls tool through a real MCP
// client session, so the CLI shows exactly what an agent gets.
// Arguments are args, or, when words is not nil, key=value words typed by
// the tool's input schema (see package kvargs, which the provider CLI
// shares).
func callTool(c common, tool string, args map[string]any, words []string, asJSON bool, stdout, stderr io.Writer, help bool) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	h, err := NewHost(c, nil)
	if err != nil {
		fmt.Fprintf(stderr, "pkgdocs: %v\n", err)
		return 1
	}
	defer h.Close()
	h.Start(ctx, false)
	cl, err := client.NewInProcessClient(h.Gateway.Server())
	if err != nil {
		fmt.Fprintf(stderr, "pkgdocs: %v\n", err)
		return 1
	}
	defer cl.Close()
	if err := cl.Start(ctx); err != nil {
		fmt.Fprintf(stderr, "pkgdocs: %v\n", err)
		return 1
	}
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	init.Params.ClientInfo = mcp.Implementation{Name: "pkgdocs-cli", Version: version.Version}
	if _, err := cl.Initialize(ctx, init); err != nil {
		fmt.Fprintf(stderr, "pkgdocs: initialize: %v\n", err)
		return 1
	}
	if help {
		lt, err := cl.ListTools(ctx, mcp.ListToolsRequest{})
		if err != nil {
			fmt.Fprintf(stderr, "pkgdocs: tools/list: %v\n", err)
			return 1
		}
		var names []string
		for _, t := range lt.Tools {
			if t.Name == tool {
				printToolHelp(stdout, t)
				return 0
			}
			names = append(names, t.Name)
		}
		fmt.Fprintf(stderr, "pkgdocs call: no tool %q; available tools: %s\n", tool, strings.Join(names, ", "))
		return 2
	}
	if words != nil {
		var schema json.RawMessage
		if lt, err := cl.ListTools(ctx, mcp.ListToolsRequest{}); err == nil {
			for _, t := range lt.Tools {
				if t.Name == tool {
					schema = inputSchema(t)
				}
			}
		}
		if args, err = kvargs.Parse(words, schema); err != nil {
			fmt.Fprintf(stderr, "pkgdocs call: %v\n", err)
			return 2
		}
	}
	req := mcp.CallToolRequest{}
	req.Params.Name = tool
	req.Params.Arguments = args
	res, err := cl.CallTool(ctx, req)
	if err != nil {
		fmt.Fprintf(stderr, "pkgdocs: %s: %v\n", tool, err)
		if strings.Contains(err.Error(), "not found") {
			var names []string
			if lt, lerr := cl.ListTools(ctx, mcp.ListToolsRequest{}); lerr == nil {
				for _, t := range lt.Tools {
					names = append(names, t.Name)
				}
			}
			fmt.Fprintf(stderr, "available tools: %s\n", strings.Join(names, ", "))
			if eco, ok := strings.CutPrefix(tool, "describe_"); ok {
				var ecos []string
				for _, n := range names {
					if e, ok := strings.CutPrefix(n, "describe_"); ok {
						ecos = append(ecos, strings.TrimSuffix(e, "_package"))
					}
				}
				fmt.Fprintf(stderr, "no provider serves ecosystem %q; ecosystems served: %s (see pkgdocs plugins)\n", strings.TrimSuffix(eco, "_package"), strings.Join(ecos, ", "))
			}
		}
		return 1
	}
	if asJSON {
		if code := printJSON(stdout, stderr, res); code != 0 {
			return code
		}
	} else {
		w := stdout
		if res.IsError {
			w = stderr
		}
		for _, c := range res.Content {
			if t, ok := c.(mcp.TextContent); ok {
				fmt.Fprintln(w, strings.TrimRight(t.Text, "\n"))
			}
		}
	}
	if res.IsError {
		return 1
	}
	return 0
}

func orNone(s string) string {
	if s == "" {
		return "(none: memory only)"
	}
	return s
}

func printJSON(stdout, stderr io.Writer, v any) int {
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		fmt.Fprintf(stderr, "pkgdocs: %v\n", err)
		return 1
	}
	return 0
}

func runCache(args []string, stdout, stderr io.Writer) int {
	var c common
	fs := newFlagSet("cache", "pkgdocs cache stats|clear|export FILE|import FILE: show the answer cache (path, entries, size, hits), empty it, or copy it to or from a bundle (import never replaces a newer entry).", stderr, &c)
	asJSON := fs.Bool("json", false, "print JSON")
	pos, code, ok := parse(fs, args)
	if !ok {
		return code
	}
	if len(pos) == 2 && (pos[0] == "export" || pos[0] == "import") {
		return runBundle(c, pos[0], pos[1], stdout, stderr)
	}
	if len(pos) != 1 || (pos[0] != "stats" && pos[0] != "clear") {
		fs.Usage()
		return 2
	}
	if c.noCache {
		fmt.Fprintln(stderr, "pkgdocs cache: caching is off (--no-cache / PKGDOCS_NO_CACHE)")
		return 1
	}
	log, closer, err := logging.Setup(logging.Options{File: c.logFile, Level: c.logLevel})
	if err != nil {
		fmt.Fprintf(stderr, "pkgdocs: %v\n", err)
		return 1
	}
	defer closer.Close()
	ch := c.newCache(log)
	defer ch.Close()
	if pos[0] == "clear" {
		if err := ch.Clear(); err != nil {
			fmt.Fprintf(stderr, "pkgdocs cache clear: %v\n", err)
			return 1
		}
		fmt.Fprintln(stdout, "cache cleared")
		return 0
	}
	st := ch.Stats()
	if *asJSON {
		return printJSON(stdout, stderr, st)
	}
	if st.Redis == "" { // with Redis there is no disk tier
		fmt.Fprintf(stdout, "file:     %s (disk %s)\n", orNone(st.Path), st.Disk)
		if st.DiskError != "" {
			fmt.Fprintf(stdout, "          %s\n", st.DiskError)
		}
		fmt.Fprintf(stdout, "on disk:  %d entries, %d bytes stored, file %d bytes, %d rebuilds\n", st.DiskEntries, st.DiskBytes, st.DiskFileBytes, st.DiskRebuilds)
	}
	fmt.Fprintf(stdout, "memory:   %d entries, %d bytes (this process)\n", st.MemoryEntries, st.MemoryBytes)
	printRedisStats(stdout, st)
	return 0
}

// inputSchema returns t's input schema as JSON (nil if it has none).
func inputSchema(t mcp.Tool) json.RawMessage {
	if len(t.RawInputSchema) > 0 {
		return t.RawInputSchema
	}
	b, err := json.Marshal(t.InputSchema)
	if err != nil {
		return nil
	}
	return b
}
