package gateway

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// How long the host waits for a client to answer roots/list, and how long
// a call that needs the project waits for an answer already asked for. A
// client that declared roots answers at once; these only bound a broken
// one, after which calls go on with --project or no project.
const (
	rootsTimeout = 10 * time.Second
	rootsWait    = 5 * time.Second
)

// clientRoots is what the host knows of one MCP session's client: its
// roots. stdio has one session; streamable HTTP has one per client,
// keyed by session id.
type clientRoots struct {
	mu      sync.Mutex
	roots   []string      // directories of the client's file:// roots, in its order
	asked   bool          // roots/list answered at least once
	tried   bool          // roots/list sent at least once
	pending chan struct{} // closed when the roots/list in flight ends; nil when none
	gen     int           // bumped on each roots/list, so a slow old answer cannot win
}

func (g *Gateway) sessionFor(ctx context.Context, create bool) *clientRoots {
	cs := server.ClientSessionFromContext(ctx)
	if cs == nil {
		return nil
	}
	id := cs.SessionID()
	g.rootsMu.Lock()
	defer g.rootsMu.Unlock()
	s := g.roots[id]
	if s == nil && create {
		s = &clientRoots{}
		g.roots[id] = s
	}
	return s
}

func (g *Gateway) dropSession(_ context.Context, cs server.ClientSession) {
	g.rootsMu.Lock()
	defer g.rootsMu.Unlock()
	delete(g.roots, cs.SessionID())
}

// clientHasRoots reports whether the session's client declared the roots
// capability at initialize.
func clientHasRoots(ctx context.Context) bool {
	cs, ok := server.ClientSessionFromContext(ctx).(server.SessionWithClientInfo)
	return ok && cs.GetClientCapabilities().Roots != nil
}

// onInitialized asks a client that offers roots for them, once the
// handshake is complete (servers must not send requests before).
func (g *Gateway) onInitialized(ctx context.Context, _ mcp.JSONRPCNotification) {
	if !clientHasRoots(ctx) {
		return
	}
	if s := g.sessionFor(ctx, true); s != nil {
		s.mu.Lock()
		tried := s.tried
		s.mu.Unlock()
		if tried {
			return // a call got here first and asked (awaitRoots)
		}
	}
	g.fetchRoots(ctx)
}

// onRootsChanged asks again after notifications/roots/list_changed.
func (g *Gateway) onRootsChanged(ctx context.Context, _ mcp.JSONRPCNotification) {
	if clientHasRoots(ctx) {
		g.fetchRoots(ctx)
	}
}

// fetchRoots sends roots/list in the background: notifications are handled
// on the transport's read loop, which must stay free to read the answer.
// Calls that need the project meanwhile wait for it (see project).
func (g *Gateway) fetchRoots(ctx context.Context) {
	s := g.sessionFor(ctx, true)
	if s == nil {
		return
	}
	done := make(chan struct{})
	s.mu.Lock()
	s.gen++
	gen := s.gen
	s.pending = done
	s.tried = true
	before := s.project()
	s.mu.Unlock()

	// The answer outlives the notification that asked for it, but keeps
	// the session in its context.
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), rootsTimeout)
	go func() {
		defer cancel()
		defer close(done)
		res, err := g.srv.RequestRoots(ctx, mcp.ListRootsRequest{Request: mcp.Request{Method: string(mcp.MethodListRoots)}})
		var dirs []string
		if err != nil {
			g.opt.Logger.Warn("roots/list failed; using --project or no project", "error", err)
		} else {
			dirs = rootDirs(res.Roots, g.opt.Logger.Warn)
		}
		s.mu.Lock()
		if s.gen != gen {
			s.mu.Unlock()
			return
		}
		if err == nil {
			s.roots, s.asked = dirs, true
		}
		s.pending = nil
		after := s.project()
		s.mu.Unlock()
		g.opt.Logger.Debug("client roots", "roots", dirs, "project", after)
		if after != before {
			// The project's dependencies are the resource list.
			if cs := server.ClientSessionFromContext(ctx); cs != nil {
				_ = g.srv.SendNotificationToSpecificClient(cs.SessionID(), mcp.MethodNotificationResourcesListChanged, nil)
			}
		}
	}()
}

// project is the first root; call with s.mu held.
func (s *clientRoots) project() string {
	if len(s.roots) == 0 {
		return ""
	}
	return s.roots[0]
}

// rootDirs keeps the roots that are file:// URIs of existing directories,
// in order. Others are logged and skipped: the host reads projects from
// the local disk only.
func rootDirs(roots []mcp.Root, warn func(string, ...any)) []string {
	var out []string
	for _, r := range roots {
		dir, err := fileURIPath(r.URI)
		if err == nil {
			var st os.FileInfo
			if st, err = os.Stat(dir); err == nil && !st.IsDir() {
				err = errors.New("not a directory")
			}
		}
		if err != nil {
			warn("client root skipped", "uri", r.URI, "error", err)
			continue
		}
		out = append(out, dir)
	}
	return out
}

// fileURIPath turns a file:// URI into an absolute local path.
func fileURIPath(raw string) (string, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return "", err
	}
	if u.Scheme != "file" {
		return "", fmt.Errorf("scheme %q: only file:// roots name a local project", u.Scheme)
	}
	if u.Host != "" && u.Host != "localhost" {
		return "", fmt.Errorf("host %q: only local file:// roots are read", u.Host)
	}
	p := u.Path
	if runtime.GOOS == "windows" {
		// file:///C:/src/app
		p = strings.TrimPrefix(p, "/")
	}
	p = filepath.Clean(filepath.FromSlash(p))
	if !filepath.IsAbs(p) {
		return "", fmt.Errorf("path %q is not absolute", p)
	}
	return p, nil
}

// defaultProject is the project for a call that names none: the first
// root the call's retry carried (protocol 2026-07-28, see
// withRequestRoots), else the session's first root when the client shared
// roots, else --project, else "". While a roots/list is in flight it waits
// for it (up to rootsWait).
func (g *Gateway) defaultProject(ctx context.Context) string {
	if dirs := requestRoots(ctx); len(dirs) > 0 {
		return dirs[0]
	}
	g.awaitRoots(ctx)
	if s := g.sessionFor(ctx, false); s != nil {
		s.mu.Lock()
		p := s.project()
		s.mu.Unlock()
		if p != "" {
			return p
		}
	}
	return g.opt.Project
}

// awaitRoots waits (up to rootsWait) for the client's roots when it
// declared the roots capability and they are not known yet: a call that
// arrives right after initialize, before the roots/list sent on
// notifications/initialized has its answer, or before that notification
// was even handled, is decided on them like any later call. A client
// without the capability, or whose roots/list failed once, is not waited
// for again.
func (g *Gateway) awaitRoots(ctx context.Context) {
	if !clientHasRoots(ctx) {
		return
	}
	s := g.sessionFor(ctx, true)
	if s == nil {
		return
	}
	s.mu.Lock()
	pending, tried := s.pending, s.tried
	s.mu.Unlock()
	if pending == nil && !tried {
		g.fetchRoots(ctx)
		s.mu.Lock()
		pending = s.pending
		s.mu.Unlock()
	}
	t := time.NewTimer(rootsWait)
	defer t.Stop()
	for pending != nil {
		select {
		case <-pending:
		case <-t.C:
			return
		case <-ctx.Done():
			return
		}
		// A newer roots/list (list_changed) may have replaced it.
		s.mu.Lock()
		next := s.pending
		s.mu.Unlock()
		if next == pending {
			return
		}
		pending = next
	}
}

// sessionRoots lists the root directories the call's retry carried
// (protocol 2026-07-28) and the session's, then --project: for completing
// projectPath and for trust.
func (g *Gateway) sessionRoots(ctx context.Context) []string {
	out := append([]string(nil), requestRoots(ctx)...)
	if s := g.sessionFor(ctx, false); s != nil {
		s.mu.Lock()
		out = append(out, s.roots...)
		s.mu.Unlock()
	}
	if g.opt.Project != "" {
		out = append(out, g.opt.Project)
	}
	return out
}

// projectTrusted reports whether the user chose dir: it is, or is inside,
// one of the session's roots, --project, or a directory of
// Options.Trusted (the CLI's current directory and --project). Only then
// may a provider use the project's own registry and credential
// configuration; any other projectPath an agent passes is read for
// versions only. Symbolic links are resolved on both sides, so a link
// inside a root that points elsewhere is not trusted.
func (g *Gateway) projectTrusted(ctx context.Context, dir string) bool {
	if dir == "" {
		return false
	}
	g.awaitRoots(ctx)
	real := realPath(dir)
	for _, r := range append(g.sessionRoots(ctx), g.opt.Trusted...) {
		if r != "" && within(real, realPath(r)) {
			return true
		}
	}
	return false
}

// realPath is p absolute, cleaned, with symbolic links resolved when it
// exists.
func realPath(p string) string {
	if abs, err := filepath.Abs(p); err == nil {
		p = abs
	}
	if r, err := filepath.EvalSymlinks(p); err == nil {
		return r
	}
	return filepath.Clean(p)
}

// within reports whether dir is root or below it.
func within(dir, root string) bool {
	rel, err := filepath.Rel(root, dir)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel)
}

// projectMiddleware gives every tool call whose schema takes projectPath
// the default project when the call names none, so describe, search and
// provider tools read the project's versions without the agent repeating
// the path.
func (g *Gateway) projectMiddleware(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args, ok := req.Params.Arguments.(map[string]any)
		if req.Params.Arguments == nil {
			args, ok = map[string]any{}, true
		}
		if !ok || !g.takesProject(req.Params.Name) {
			return next(ctx, req)
		}
		if asksRoots(ctx) {
			// Also when projectPath is given: the roots say whether
			// the user chose that project (projectTrusted).
			var answered bool
			var err error
			ctx, answered, err = g.withRequestRoots(ctx, req.Params.InputResponses)
			switch {
			case err != nil:
				return toolError(sdk.InvalidArgument("%v", err)), nil
			case !answered:
				return rootsRequest().ToolResult(), nil
			}
		}
		if v, given := args["projectPath"]; given && v != "" {
			return next(ctx, req)
		}
		if p := g.defaultProject(ctx); p != "" {
			with := make(map[string]any, len(args)+1)
			for k, v := range args {
				with[k] = v
			}
			with["projectPath"] = p
			req.Params.Arguments = with
		}
		return next(ctx, req)
	}
}

// takesProject reports whether the tool takes the project: a provider
// tool by its declaration (or, before contract minor 2, its schema; see
// policyOf), a host tool by its own schema.
func (g *Gateway) takesProject(name string) bool {
	g.mu.Lock()
	takes, ok := g.project[name]
	g.mu.Unlock()
	if ok {
		return takes
	}
	raw := g.schemas.of(name)
	return raw != nil && schemaTakesProject(raw)
}
