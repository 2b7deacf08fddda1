package cli

import (
	"context"
	"fmt"
	"io"
	"net/url"
	"os"
	"os/signal"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/pkgdocs/pkgdocs/host/gateway"
	"github.com/pkgdocs/pkgdocs/internal/version"
)

// prefetchHelp is `pkgdocs prefetch --help`.
const prefetchHelp = `pkgdocs prefetch [--project DIR]... [--ecosystem E] [--jobs N]: describe each
project's direct dependencies into the cache (memory, disk or Redis with --cache-url), so a fleet
is warm before agents arrive, or a laptop has the project's docs offline. The dependencies are
what the project lists as resources (each provider's Complete for the project). Prints one line
per failure and a summary.`

// stringsFlag is a repeatable string flag.
type stringsFlag []string

func (s *stringsFlag) String() string     { return strings.Join(*s, ",") }
func (s *stringsFlag) Set(v string) error { *s = append(*s, v); return nil }

// prefetchTimeout bounds one package's describe, as the gateway bounds a call.
const prefetchTimeout = 60 * time.Second

func runPrefetch(o Options, args []string, stdout, stderr io.Writer) int {
	c := common{builtin: o.Builtin}
	fs := newFlagSet("prefetch", prefetchHelp, stderr, &c)
	var projects stringsFlag
	fs.Var(&projects, "project", "project directory (repeatable; default: the current directory)")
	eco := fs.String("ecosystem", "", "only this ecosystem's dependencies (npm, go, python, ...)")
	jobs := fs.Int("jobs", 4, "packages described at a time")
	pos, code, ok := parse(fs, args)
	if !ok {
		return code
	}
	if len(pos) != 0 || *jobs < 1 {
		fs.Usage()
		return 2
	}
	if len(projects) == 0 {
		projects = stringsFlag{"."}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	failed := 0
	for _, p := range projects {
		pc := c
		pc.project = p
		if err := pc.absProject(); err != nil {
			fmt.Fprintf(stderr, "pkgdocs prefetch: %v\n", err)
			return 2
		}
		s, err := prefetchProject(ctx, pc, *eco, *jobs, stderr)
		if err != nil {
			fmt.Fprintf(stderr, "pkgdocs prefetch %s: %v\n", pc.project, err)
			return 1
		}
		fmt.Fprintf(stdout, "%s: %d dependencies, %d described into the cache, %d failed (%v)\n",
			pc.project, s.total, s.ok, s.failed, s.took.Round(time.Millisecond))
		failed += s.failed
	}
	if failed > 0 {
		return 1
	}
	return 0
}

type prefetchSummary struct {
	total, ok, failed int
	took              time.Duration
}

// prefetchProject runs a host for one project and describes each of its
// direct dependencies through a real in-process MCP session, jobs at a
// time, as an agent's describe would (so the cache holds exactly what an
// agent asks for).
func prefetchProject(ctx context.Context, c common, eco string, jobs int, stderr io.Writer) (prefetchSummary, error) {
	t0 := time.Now()
	var s prefetchSummary
	h, err := NewHost(c, nil)
	if err != nil {
		return s, err
	}
	defer h.Close()
	h.Start(ctx, false)
	cl, err := client.NewInProcessClient(h.Gateway.Server())
	if err != nil {
		return s, err
	}
	defer cl.Close()
	if err := cl.Start(ctx); err != nil {
		return s, err
	}
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	init.Params.ClientInfo = mcp.Implementation{Name: "pkgdocs-prefetch", Version: version.Version}
	if _, err := cl.Initialize(ctx, init); err != nil {
		return s, fmt.Errorf("initialize: %w", err)
	}
	deps, err := listDeps(ctx, cl, eco)
	if err != nil {
		return s, err
	}
	s.total = len(deps)
	var mu sync.Mutex
	var wg sync.WaitGroup
	sem := make(chan struct{}, jobs)
	for _, d := range deps {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			cctx, cancel := context.WithTimeout(ctx, prefetchTimeout)
			defer cancel()
			req := mcp.CallToolRequest{}
			req.Params.Name = gateway.DescribeToolName(d.eco)
			req.Params.Arguments = map[string]any{"package": d.name, "projectPath": c.project}
			res, err := cl.CallTool(cctx, req)
			why := ""
			switch {
			case err != nil:
				why = err.Error()
			case res.IsError:
				why = resultText(res)
			}
			mu.Lock()
			defer mu.Unlock()
			if why != "" {
				s.failed++
				fmt.Fprintf(stderr, "  failed %s %s: %s\n", d.eco, d.name, firstLineOf(why))
				return
			}
			s.ok++
		}()
	}
	wg.Wait()
	s.took = time.Since(t0)
	return s, nil
}

type dep struct{ eco, name string }

// listDeps pages through resources/list: the project's direct
// dependencies, one pkgdocs://{ecosystem}/{package} each.
func listDeps(ctx context.Context, cl *client.Client, eco string) ([]dep, error) {
	var out []dep
	var cursor mcp.Cursor
	for range 1000 { // 50 a page: far beyond any project
		req := mcp.ListResourcesRequest{}
		req.Params.Cursor = cursor
		res, err := cl.ListResources(ctx, req)
		if err != nil {
			return nil, fmt.Errorf("list the project's dependencies: %w", err)
		}
		for _, r := range res.Resources {
			e, name, ok := strings.Cut(strings.TrimPrefix(r.URI, "pkgdocs://"), "/")
			if !ok || strings.Contains(name, "/") || (eco != "" && e != eco) {
				continue
			}
			if n, err := url.PathUnescape(name); err == nil {
				out = append(out, dep{e, n})
			}
		}
		if res.NextCursor == "" {
			break
		}
		cursor = res.NextCursor
	}
	return out, nil
}

func resultText(res *mcp.CallToolResult) string {
	var parts []string
	for _, c := range res.Content {
		if t, ok := c.(mcp.TextContent); ok {
			parts = append(parts, t.Text)
		}
	}
	return strings.Join(parts, " ")
}

func firstLineOf(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return s
}
