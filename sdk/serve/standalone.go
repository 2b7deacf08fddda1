package serve

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/answer"
	"github.com/pkgdocs/pkgdocs/sdk/cliflags"
	"github.com/pkgdocs/pkgdocs/sdk/internal/wire"
	"github.com/pkgdocs/pkgdocs/sdk/kvargs"
)

const standaloneUsage = `%[1]s: a pkgdocs provider (%[2]s).

Started by the pkgdocs host it serves documentation over the plugin
protocol; run from a terminal it is a CLI over itself, printing what the
host would return:

  %[1]s info [--json]
  %[1]s describe NAME[@VERSION] [--project DIR] [--symbol NAME] [--max-length N] [--cursor C] [--json]
  %[1]s search NAME QUERY [--project DIR] [--limit N] [--fuzzy] [--json]
  %[1]s doc NAME [PATH] [--section S] [--query Q] [--project DIR] [--json]
  %[1]s complete PREFIX [--project DIR] [--json]
  %[1]s call TOOL [key=value ...] [--json]
  %[1]s health [--deep]

Exit status: 0 on success, 1 when the provider answered with an error,
2 on a usage error.
`

// Standalone runs p as a CLI with args (without the program name), writing
// results to stdout and errors to stderr, and returns the exit status.
func Standalone(ctx context.Context, p sdk.Provider, args []string, stdout, stderr io.Writer) int {
	info := p.Info()
	prog := BinaryPrefix + info.Name
	usage := func() { fmt.Fprintf(stderr, standaloneUsage, prog, info.DisplayName) }
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		usage()
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt)
	defer stop()

	fs := flag.NewFlagSet(prog+" "+args[0], flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = usage
	asJSON := fs.Bool("json", false, "print JSON instead of Markdown")
	project := fs.String("project", "", "project directory")
	symbol := fs.String("symbol", "", "symbol to focus on")
	maxLen := fs.Int("max-length", 0, "output budget in characters (0: default, -1: unlimited)")
	limit := fs.Int("limit", 10, "maximum number of results")
	fuzzy := fs.Bool("fuzzy", true, "fuzzy symbol matching")
	section := fs.String("section", "", "README section")
	query := fs.String("query", "", "query for the best-matching sections")
	deep := fs.Bool("deep", false, "check the upstream too")
	cursor := fs.String("cursor", "", "continuation cursor from a previous answer")
	pos, err := cliflags.Parse(fs, args[1:])
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	ref := func(s string) sdk.PackageRef {
		name, ver := sdk.SplitNameVersion(s)
		// The user typed this command line: their --project is theirs.
		return sdk.PackageRef{Ecosystem: info.Ecosystem, Name: name, Version: ver, ProjectPath: *project, ProjectTrusted: *project != ""}
	}
	need := func(n int) bool {
		if len(pos) < n {
			fmt.Fprintf(stderr, "%s %s: want %d argument(s), got %d\n", prog, args[0], n, len(pos))
			usage()
			return false
		}
		return true
	}
	var out any
	var text string
	switch args[0] {
	case "info":
		// What the host would see: through the contract's own conversion.
		ri := wire.FromProtoInfo(wire.ToProtoInfo(info, capabilities(p), sdkVersion()))
		out = ri
		text = renderInfo(ri)
	case "describe":
		if !need(1) {
			return 2
		}
		d, err := p.Describe(ctx, sdk.DescribeRequest{Package: ref(pos[0]), Symbol: *symbol, MaxLength: *maxLen})
		if err != nil {
			return fail(stderr, err)
		}
		page, err := answer.RenderPage(d, answer.RenderOptions{Ecosystem: info.Ecosystem, MaxLength: *maxLen,
			Continue: func(c string) string {
				return fmt.Sprintf("%s describe %s@%s --cursor %s", prog, d.Name, d.Version, c)
			}}, *cursor)
		if err != nil {
			return fail(stderr, err)
		}
		out, text = d, page.Text
	case "search":
		if !need(2) {
			return 2
		}
		req := sdk.SearchRequest{Package: ref(pos[0]), Query: strings.Join(pos[1:], " "), Limit: *limit, Fuzzy: *fuzzy}
		r, err := searchWith(ctx, p, req)
		if err != nil {
			return fail(stderr, err)
		}
		out, text = r, answer.RenderSearch(r, info.Ecosystem, req.Query)
	case "doc":
		if !need(1) {
			return 2
		}
		g, ok := p.(sdk.DocGetter)
		if !ok {
			return fail(stderr, sdk.Unimplemented("provider %q does not serve doc files", info.Name))
		}
		req := sdk.GetDocRequest{Package: ref(pos[0]), Section: *section, Query: *query, Symbol: *symbol, MaxLength: *maxLen}
		if len(pos) > 1 {
			req.Path = pos[1]
		}
		d, err := g.GetDoc(ctx, req)
		if err != nil {
			return fail(stderr, err)
		}
		out, text = d, answer.RenderDoc(d, info.Ecosystem)
	case "complete":
		c, ok := p.(sdk.Completer)
		if !ok {
			return fail(stderr, sdk.Unimplemented("provider %q does not complete", info.Name))
		}
		prefix := ""
		if len(pos) > 0 {
			prefix = pos[0]
		}
		r, err := c.Complete(ctx, sdk.CompleteRequest{Argument: "package", Prefix: prefix, ProjectPath: *project, Limit: *limit, ProjectTrusted: *project != ""})
		if err != nil {
			return fail(stderr, err)
		}
		out, text = r, strings.Join(r.Values, "\n")+"\n"
	case "call":
		if !need(1) {
			return 2
		}
		c, ok := p.(sdk.ToolCaller)
		if !ok {
			return fail(stderr, sdk.Unimplemented("provider %q declares no tools", info.Name))
		}
		var schema json.RawMessage
		for _, t := range info.Tools {
			if t.Name == pos[0] {
				schema = t.InputSchema
			}
		}
		args, err := kvargs.Parse(pos[1:], schema)
		if err != nil {
			fmt.Fprintf(stderr, "%s call: %v\n", prog, err)
			return 2
		}
		argsJSON, err := json.Marshal(args)
		if err != nil {
			fmt.Fprintf(stderr, "%s call: %v\n", prog, err)
			return 2
		}
		// The user typed the arguments, projectPath included.
		r, err := c.CallTool(sdk.WithProjectTrusted(ctx, true), pos[0], argsJSON)
		if err != nil {
			return fail(stderr, err)
		}
		out, text = r, strings.TrimRight(r.Text, "\n")+"\n"
		if r.IsError {
			fmt.Fprint(stderr, r.Text+"\n")
			return 1
		}
	case "health":
		h := sdk.Health{State: sdk.Serving}
		if hc, ok := p.(sdk.HealthChecker); ok {
			if h, err = hc.Health(ctx, *deep); err != nil {
				return fail(stderr, err)
			}
		}
		out, text = h, strings.TrimSpace(fmt.Sprintf("%s %s", h.State, h.Message))+"\n"
	default:
		fmt.Fprintf(stderr, "%s: unknown command %q\n", prog, args[0])
		usage()
		return 2
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(out); err != nil {
			return fail(stderr, err)
		}
		return 0
	}
	fmt.Fprint(stdout, text)
	return 0
}

func fail(w io.Writer, err error) int {
	fmt.Fprintf(w, "error (%s): %v\n", sdk.Code(err), err)
	return 1
}

func renderInfo(ri sdk.RemoteInfo) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s (%s)\necosystem: %s\ncontract: v%d.%d, sdk %s\ncapabilities: %s\n",
		ri.Name, ri.Version, ri.DisplayName, ri.Ecosystem, sdk.ProtocolVersion, ri.ContractMinor, ri.SDKVersion, strings.Join(ri.Capabilities, ", "))
	if len(ri.DescribeParams) > 0 {
		fmt.Fprintf(&b, "describe params: %s\n", strings.Join(ri.DescribeParams, ", "))
	}
	if c := ri.ConfigInputs; c != nil {
		fmt.Fprintf(&b, "config env: %s\n", strings.Join(c.Env, ", "))
		for _, f := range c.Files {
			where := "user"
			if f.Project {
				where = "project"
				if f.SearchAncestors {
					where += ", and above"
				}
			}
			fmt.Fprintf(&b, "config file: %s (%s)\n", f.Path, where)
		}
	}
	for _, t := range ri.Tools {
		fmt.Fprintf(&b, "tool: %s — %s\n", t.Name, firstLine(t.Description))
	}
	return b.String()
}

// searchWith searches with p's own Searcher, or, for providers without
// one, ranks p's Describe document: the same answer the host gives for them.
func searchWith(ctx context.Context, p sdk.Provider, req sdk.SearchRequest) (*sdk.SearchResult, error) {
	if s, ok := p.(sdk.Searcher); ok {
		return s.Search(ctx, req)
	}
	doc, err := p.Describe(ctx, sdk.DescribeRequest{Package: req.Package})
	if err != nil {
		return nil, err
	}
	return answer.SearchDocument(doc, req.Query, req.Limit, req.Fuzzy), nil
}

// firstLine is s's first line, marked when more followed.
func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = strings.TrimSpace(s[:i]) + " …"
	}
	return s
}
