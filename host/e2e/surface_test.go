package e2e

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/pkgdocs/pkgdocs/internal/waitfor"
)

// roots is a client's roots list, changeable mid-session.
type roots struct {
	mu   sync.Mutex
	dirs []string
}

func (r *roots) set(dirs ...string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.dirs = dirs
}

func (r *roots) ListRoots(context.Context, mcp.ListRootsRequest) (*mcp.ListRootsResult, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	res := &mcp.ListRootsResult{Roots: []mcp.Root{}}
	for _, d := range r.dirs {
		res.Roots = append(res.Roots, mcp.Root{URI: "file://" + filepath.ToSlash(d), Name: filepath.Base(d)})
	}
	return res, nil
}

// session is a client on the initialize handshake (protocol 2025-06-18),
// where servers ask clients for roots, with the notifications it got.
type session struct {
	*client.Client
	mu    sync.Mutex
	notes []string
}

func (s *session) sawNote(method string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, n := range s.notes {
		if n == method {
			return true
		}
	}
	return false
}

// newSession starts `pkgdocs serve args...` with the plugins in dir. A
// non-nil r makes the client offer roots.
func newSession(t *testing.T, dir string, r *roots, env []string, args ...string) *session {
	t.Helper()
	// The host starts in an empty directory, as a client opened on no
	// project starts it: the test's own directory is inside this
	// repository, whose go.mod would make it the default project.
	cwd := t.TempDir()
	tr := transport.NewStdioWithOptions(binHost, append(hostEnv(dir), env...), append([]string{"serve"}, args...),
		transport.WithCommandFunc(func(ctx context.Context, command string, env, args []string) (*exec.Cmd, error) {
			cmd := exec.CommandContext(ctx, command, args...)
			cmd.Env, cmd.Dir = append(os.Environ(), env...), cwd
			return cmd, nil
		}))
	opts := []client.ClientOption{client.WithProtocolVersion(mcp.ProtocolVersion20250618)}
	if r != nil {
		opts = append(opts, client.WithRootsHandler(r))
	}
	s := &session{Client: client.NewClient(tr, opts...)}
	// The transport runs the host under Start's context: it must outlive
	// this function.
	if err := s.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	s.OnNotification(func(n mcp.JSONRPCNotification) {
		s.mu.Lock()
		s.notes = append(s.notes, n.Method)
		s.mu.Unlock()
	})
	ctx, cancel := context.WithCancel(waitfor.Context(t))
	defer cancel()
	req := mcp.InitializeRequest{}
	req.Params.ProtocolVersion = mcp.ProtocolVersion20250618
	req.Params.ClientInfo = mcp.Implementation{Name: "e2e-surface", Version: "1"}
	res, err := s.Initialize(ctx, req)
	if err != nil {
		t.Fatalf("initialize: %v", err)
	}
	if res.Capabilities.Resources == nil || res.Capabilities.Prompts == nil || res.Capabilities.Completions == nil {
		t.Fatalf("server capabilities lack resources, prompts or completions: %+v", res.Capabilities)
	}
	return s
}

func tctx(t *testing.T) context.Context { return waitfor.Context(t) }

func read(t *testing.T, s *session, uri string) (mcp.TextResourceContents, error) {
	t.Helper()
	req := mcp.ReadResourceRequest{}
	req.Params.URI = uri
	res, err := s.ReadResource(tctx(t), req)
	if err != nil {
		return mcp.TextResourceContents{}, err
	}
	if len(res.Contents) != 1 {
		t.Fatalf("read %s: %d contents", uri, len(res.Contents))
	}
	tc, ok := res.Contents[0].(mcp.TextResourceContents)
	if !ok {
		t.Fatalf("read %s: contents %T", uri, res.Contents[0])
	}
	return tc, nil
}

func sessionCall(t *testing.T, s *session, name string, args map[string]any) string {
	t.Helper()
	req := mcp.CallToolRequest{}
	req.Params.Name, req.Params.Arguments = name, args
	res, err := s.CallTool(tctx(t), req)
	if err != nil {
		t.Fatalf("call %s: %v", name, err)
	}
	var parts []string
	for _, c := range res.Content {
		if tc, ok := c.(mcp.TextContent); ok {
			parts = append(parts, tc.Text)
		}
	}
	if res.IsError {
		t.Fatalf("call %s: %s", name, strings.Join(parts, "\n"))
	}
	return strings.Join(parts, "\n")
}

// project writes a directory with a versioned.lock pinning pins
// ("name version").
func project(t *testing.T, pins ...string) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "versioned.lock"), []byte(strings.Join(pins, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestResourceTemplatesAndReads(t *testing.T) {
	s := newSession(t, plugins(t, "mdfolder"), nil, nil)
	tl, err := s.ListResourceTemplates(tctx(t), mcp.ListResourceTemplatesRequest{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, tm := range tl.ResourceTemplates {
		got = append(got, tm.URITemplate.Raw())
		if tm.MIMEType != "text/markdown" || tm.Annotations == nil || tm.Annotations.Priority == nil {
			t.Errorf("template %s: mimeType %q annotations %+v", tm.URITemplate.Raw(), tm.MIMEType, tm.Annotations)
		}
	}
	want := []string{
		"pkgdocs://{ecosystem}/{package}/doc/{+path}", "pkgdocs://{ecosystem}/{package}@{version}/doc/{+path}",
		"pkgdocs://{ecosystem}/{package}", "pkgdocs://{ecosystem}/{package}@{version}",
		"pkgdocs://{ecosystem}/{package}/symbol/{symbol}", "pkgdocs://{ecosystem}/{package}@{version}/symbol/{symbol}",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("templates (-want +got):\n%s", diff)
	}

	reads := map[string]struct {
		uri, prefix, contains, title, resolved string
	}{
		"latest":    {"pkgdocs://mdfolder/acme-widgets", "# acme-widgets@1.4.2 (mdfolder)", "function gauge(opts: GaugeOptions): Gauge", "acme-widgets@1.4.2 (mdfolder)", "pkgdocs://mdfolder/acme-widgets@1.4.2"},
		"version":   {"pkgdocs://mdfolder/acme-widgets@1.4.2", "# acme-widgets@1.4.2 (mdfolder)", "guides/theming.md", "acme-widgets@1.4.2 (mdfolder)", ""},
		"symbol":    {"pkgdocs://mdfolder/acme-widgets@1.4.2/symbol/gauge", "# acme-widgets@1.4.2 (mdfolder) · symbol gauge", "GaugeOptions", "acme-widgets@1.4.2 (mdfolder) · gauge", ""},
		"doc file":  {"pkgdocs://mdfolder/acme-widgets/doc/guides/theming.md", "# acme-widgets@1.4.2 (mdfolder) · guides/theming.md", "begin third-party content", "acme-widgets@1.4.2 (mdfolder) · guides/theming.md", "pkgdocs://mdfolder/acme-widgets@1.4.2/doc/guides/theming.md"},
		"escaped %": {"pkgdocs://mdfolder/ti%6Ey", "# tiny@local", "", "", "pkgdocs://mdfolder/tiny@local"},
	}
	for name, tc := range reads {
		t.Run(name, func(t *testing.T) {
			c, err := read(t, s, tc.uri)
			if err != nil {
				t.Fatal(err)
			}
			if c.URI != tc.uri || c.MIMEType != "text/markdown" || !strings.HasPrefix(c.Text, tc.prefix) || !strings.Contains(c.Text, tc.contains) {
				t.Errorf("uri %q mime %q text:\n%.400s", c.URI, c.MIMEType, c.Text)
			}
			if tc.title != "" && c.Meta["title"] != tc.title {
				t.Errorf("_meta.title = %v, want %q", c.Meta["title"], tc.title)
			}
			ann, _ := c.Meta["annotations"].(map[string]any)
			if lm, _ := ann["lastModified"].(string); lm == "" || ann["priority"] == nil || fmt.Sprint(ann["audience"]) != "[user assistant]" {
				t.Errorf("_meta.annotations = %v", ann)
			}
			if got, _ := c.Meta["pkgdocs/resolved"].(string); got != tc.resolved {
				t.Errorf("_meta pkgdocs/resolved = %q, want %q", got, tc.resolved)
			}
		})
	}

	missing := map[string]string{
		"unknown package":   "pkgdocs://mdfolder/no-such-package",
		"unknown version":   "pkgdocs://mdfolder/acme-widgets@9.9.9",
		"unknown symbol":    "pkgdocs://mdfolder/acme-widgets/symbol/nope",
		"unknown doc":       "pkgdocs://mdfolder/acme-widgets/doc/nope.md",
		"unknown ecosystem": "pkgdocs://cobol/x",
		"invalid name":      "pkgdocs://mdfolder/Bad%21Name",
		"raw scoped name":   "pkgdocs://mdfolder/@scope/pkg",
		"path escape":       "pkgdocs://mdfolder/acme-widgets/doc/..%2F..%2Fetc%2Fpasswd",
	}
	for name, uri := range missing {
		t.Run(name, func(t *testing.T) {
			_, err := read(t, s, uri)
			if !errors.Is(err, mcp.ErrResourceNotFound) || !strings.Contains(err.Error(), uri) {
				t.Errorf("read %s: err = %v, want resource not found naming the URI", uri, err)
			}
		})
	}
	if _, err := read(t, s, "pkgdocs://cobol/x"); err == nil || !strings.Contains(err.Error(), "available: mdfolder") {
		t.Errorf("unknown ecosystem should list the available ones: %v", err)
	}

	lr, err := s.ListResources(tctx(t), mcp.ListResourcesRequest{})
	if err != nil || len(lr.Resources) != 0 || lr.NextCursor != "" {
		t.Errorf("resources/list without a project = %+v, %v; want empty", lr, err)
	}
}

// TestResourceErrorCodes checks the JSON-RPC codes on the wire.
func TestResourceErrorCodes(t *testing.T) {
	h := startRaw(t, plugins(t, "mdfolder"))
	h.initialize()
	code := func(r map[string]any) (float64, string) {
		e, _ := r["error"].(map[string]any)
		c, _ := e["code"].(float64)
		m, _ := e["message"].(string)
		return c, m
	}
	for _, uri := range []string{"pkgdocs://mdfolder/nope", "pkgdocs://mdfolder/acme-widgets@0.0.1", "pkgdocs://mdfolder/%zz", "pkgdocs://mdfolder"} {
		c, m := code(h.call("resources/read", map[string]any{"uri": uri}))
		if c != -32002 || !strings.Contains(m, uri) {
			t.Errorf("read %s: code %v message %q, want -32002 naming the URI", uri, c, m)
		}
	}
	if c, m := code(h.call("resources/list", map[string]any{"cursor": "bm90IG91cnM="})); c != -32602 {
		t.Errorf("foreign cursor: code %v %q, want -32602", c, m)
	}
	r := h.call("resources/read", map[string]any{"uri": "pkgdocs://mdfolder/tiny"})
	if r["error"] != nil {
		t.Errorf("read after errors: %v", r["error"])
	}
}

func TestRootsSetTheProject(t *testing.T) {
	pins := []string{"widget 1.0.0"}
	for i := range 120 {
		pins = append(pins, fmt.Sprintf("dep-%03d 1.0.0", i))
	}
	projA := project(t, pins...)
	projB := project(t, "widget 2.0.0")
	r := &roots{}
	r.set(projA)
	s := newSession(t, plugins(t, "versioned", "mdfolder"), r, nil)

	if text := sessionCall(t, s, "describe_versioned_package", map[string]any{"package": "widget"}); !strings.HasPrefix(text, "# widget@1.0.0 (versioned) · source: lockfile") {
		t.Errorf("describe without projectPath did not use the root's lockfile:\n%.300s", text)
	}
	if text := sessionCall(t, s, "describe_versioned_package", map[string]any{"package": "widget", "projectPath": projB}); !strings.HasPrefix(text, "# widget@2.0.0") {
		t.Errorf("an explicit projectPath must win over the root:\n%.300s", text)
	}
	if text := sessionCall(t, s, "search_package_docs", map[string]any{"package": "widget", "query": "legacy", "ecosystem": "versioned"}); !strings.HasPrefix(text, "# widget@1.0.0") {
		t.Errorf("search without projectPath did not use the root:\n%.300s", text)
	}
	c, err := read(t, s, "pkgdocs://versioned/widget")
	if err != nil || !strings.HasPrefix(c.Text, "# widget@1.0.0") {
		t.Errorf("resource at the project's version: %v\n%.200s", err, c.Text)
	}

	// resources/list pages through the project's 121 dependencies.
	var uris []string
	cursor := mcp.Cursor("")
	pages := 0
	for {
		req := mcp.ListResourcesRequest{}
		req.Params.Cursor = cursor
		lr, err := s.ListResourcesByPage(tctx(t), req)
		if err != nil {
			t.Fatal(err)
		}
		pages++
		for _, res := range lr.Resources {
			uris = append(uris, res.URI)
			if res.MIMEType != "text/markdown" || res.Annotations == nil || !strings.Contains(res.Description, projA) {
				t.Errorf("resource %s: %+v", res.URI, res)
			}
		}
		if lr.NextCursor == "" {
			break
		}
		cursor = lr.NextCursor
		if pages > 10 {
			t.Fatal("resources/list does not end")
		}
	}
	if pages != 3 || len(uris) != 121 || uris[0] != "pkgdocs://versioned/widget" || uris[1] != "pkgdocs://versioned/dep-000" || uris[120] != "pkgdocs://versioned/dep-119" {
		t.Errorf("%d pages, %d resources, first %v, last %v", pages, len(uris), uris[:min(2, len(uris))], uris[len(uris)-1])
	}

	// The client switches projects: the host asks again and says the
	// resource list changed.
	s.mu.Lock()
	s.notes = nil // the answer to the first roots/list changed the list too
	s.mu.Unlock()
	r.set(projB, projA)
	if err := s.RootListChanges(tctx(t)); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(waitfor.Left(t))
	for !s.sawNote("notifications/resources/list_changed") {
		if time.Now().After(deadline) {
			t.Fatal("no notifications/resources/list_changed after the roots changed")
		}
		time.Sleep(20 * time.Millisecond)
	}
	if text := sessionCall(t, s, "describe_versioned_package", map[string]any{"package": "widget"}); !strings.HasPrefix(text, "# widget@2.0.0 (versioned) · source: lockfile") {
		t.Errorf("after the roots changed:\n%.300s", text)
	}
	lr, err := s.ListResources(tctx(t), mcp.ListResourcesRequest{})
	if err != nil || len(lr.Resources) != 1 || lr.Resources[0].URI != "pkgdocs://versioned/widget" {
		t.Errorf("resources after the roots changed: %+v, %v", lr, err)
	}
}

func TestProjectFlag(t *testing.T) {
	projA, projB := project(t, "widget 1.0.0"), project(t, "widget 1.1.0")
	dir := plugins(t, "versioned")
	s := newSession(t, dir, nil, nil, "--project", projA)
	if text := sessionCall(t, s, "describe_versioned_package", map[string]any{"package": "widget"}); !strings.HasPrefix(text, "# widget@1.0.0") {
		t.Errorf("--project without roots:\n%.300s", text)
	}
	lr, err := s.ListResources(tctx(t), mcp.ListResourcesRequest{})
	if err != nil || len(lr.Resources) != 1 {
		t.Errorf("resources with --project: %+v, %v", lr, err)
	}
	// Roots win over --project.
	r := &roots{}
	r.set(projB)
	s2 := newSession(t, dir, r, nil, "--project", projA)
	if text := sessionCall(t, s2, "describe_versioned_package", map[string]any{"package": "widget"}); !strings.HasPrefix(text, "# widget@1.1.0") {
		t.Errorf("roots and --project:\n%.300s", text)
	}
	// A root that is not a local directory falls back to --project.
	r3 := &roots{}
	r3.set(filepath.Join(projB, "missing"))
	s3 := newSession(t, dir, r3, nil, "--project", projA)
	if text := sessionCall(t, s3, "describe_versioned_package", map[string]any{"package": "widget"}); !strings.HasPrefix(text, "# widget@1.0.0") {
		t.Errorf("unusable root and --project:\n%.300s", text)
	}

	out, err := exec.Command(binHost, "serve", "--project", filepath.Join(projA, "nope")).CombinedOutput()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 2 || !strings.Contains(string(out), "is not a directory") {
		t.Errorf("serve --project with a missing dir: %v %q", err, out)
	}
}

func complete(t *testing.T, s *session, ref any, arg, value string, given map[string]string) *mcp.CompleteResult {
	t.Helper()
	req := mcp.CompleteRequest{}
	req.Params.Ref = ref
	req.Params.Argument = mcp.CompleteArgument{Name: arg, Value: value}
	req.Params.Context = mcp.CompleteContext{Arguments: given}
	res, err := s.Complete(tctx(t), req)
	if err != nil {
		t.Fatalf("complete %s=%q: %v", arg, value, err)
	}
	return res
}

func TestCompletions(t *testing.T) {
	pins := []string{"widget 1.0.0"}
	for i := range 120 {
		pins = append(pins, fmt.Sprintf("dep-%03d 1.0.0", i))
	}
	r := &roots{}
	r.set(project(t, pins...))
	s := newSession(t, plugins(t, "versioned", "mdfolder"), r, nil)
	prompt := mcp.PromptReference{Type: "ref/prompt", Name: "use_package"}
	tmpl := mcp.ResourceReference{Type: "ref/resource", URI: "pkgdocs://{ecosystem}/{package}"}

	if got := complete(t, s, prompt, "ecosystem", "", nil).Completion.Values; !cmp.Equal(got, []string{"mdfolder", "versioned"}) {
		t.Errorf("ecosystems = %v", got)
	}
	if got := complete(t, s, tmpl, "ecosystem", "V", nil).Completion.Values; !cmp.Equal(got, []string{"versioned"}) {
		t.Errorf("ecosystem prefix V = %v", got)
	}
	for _, ref := range []any{prompt, tmpl} {
		c := complete(t, s, ref, "package", "", map[string]string{"ecosystem": "versioned"}).Completion
		if len(c.Values) != 100 || c.Values[0] != "widget" || c.Values[1] != "dep-000" || !c.HasMore || c.Total != 122 {
			t.Errorf("%T package completion: %d values %v…, total %d, hasMore %v", ref, len(c.Values), c.Values[:min(3, len(c.Values))], c.Total, c.HasMore)
		}
	}
	if got := complete(t, s, prompt, "package", "g", map[string]string{"ecosystem": "versioned"}).Completion.Values; !cmp.Equal(got, []string{"gadget"}) {
		t.Errorf("prefix g = %v", got)
	}
	if got := complete(t, s, prompt, "package", "wid", map[string]string{"ecosystem": "versioned"}).Completion.Values; !cmp.Equal(got, []string{"widget"}) {
		t.Errorf("prefix wid (a dependency and a suggestion) = %v", got)
	}
	if got := complete(t, s, tmpl, "package", "ac", map[string]string{"ecosystem": "mdfolder"}).Completion.Values; !cmp.Equal(got, []string{"acme-widgets"}) {
		t.Errorf("mdfolder prefix ac = %v", got)
	}
	// Without an ecosystem every provider is asked, dependencies first.
	if got := complete(t, s, tmpl, "package", "", nil).Completion.Values; len(got) != 100 || got[0] != "widget" {
		t.Errorf("no ecosystem: %v…", got[:min(3, len(got))])
	}
	symTmpl := mcp.ResourceReference{Type: "ref/resource", URI: "pkgdocs://{ecosystem}/{package}/symbol/{symbol}"}
	if got := complete(t, s, symTmpl, "symbol", "", map[string]string{"ecosystem": "versioned", "package": "widget"}).Completion.Values; !cmp.Equal(got, []string{"make", "spin", "Widget", "legacy"}) {
		t.Errorf("symbols of widget at the project's 1.0.0 = %v", got)
	}
	if got := complete(t, s, mcp.ResourceReference{Type: "ref/resource", URI: "pkgdocs://{ecosystem}/{package}/doc/{+path}"}, "path", "", map[string]string{"ecosystem": "mdfolder", "package": "acme-widgets"}).Completion.Values; !cmp.Equal(got, []string{"guides/theming.md"}) {
		t.Errorf("doc paths = %v", got)
	}
	if got := complete(t, s, tmpl, "version", "1", map[string]string{"ecosystem": "versioned", "package": "widget"}).Completion.Values; len(got) != 0 {
		t.Errorf("version completion = %v, want none", got)
	}
	if got := complete(t, s, prompt, "package", "", map[string]string{"ecosystem": "cobol"}).Completion.Values; len(got) != 0 {
		t.Errorf("unknown ecosystem = %v", got)
	}
}

func prompt(t *testing.T, s *session, name string, args map[string]string) (*mcp.GetPromptResult, error) {
	t.Helper()
	req := mcp.GetPromptRequest{}
	req.Params.Name, req.Params.Arguments = name, args
	return s.GetPrompt(tctx(t), req)
}

func promptText(t *testing.T, res *mcp.GetPromptResult) string {
	t.Helper()
	var parts []string
	for _, m := range res.Messages {
		if m.Role != mcp.RoleUser {
			t.Errorf("message role %q", m.Role)
		}
		switch c := m.Content.(type) {
		case mcp.TextContent:
			parts = append(parts, c.Text)
		case mcp.EmbeddedResource:
			if tc, ok := c.Resource.(mcp.TextResourceContents); ok {
				parts = append(parts, "[resource "+tc.URI+"]\n"+tc.Text)
			}
		default:
			t.Errorf("content %T", c)
		}
	}
	return strings.Join(parts, "\n")
}

func TestPrompts(t *testing.T) {
	projA := project(t, "widget 1.0.0", "gadget 0.1.0")
	r := &roots{}
	r.set(projA)
	dir := plugins(t, "versioned", "mdfolder")
	s := newSession(t, dir, r, nil)
	lp, err := s.ListPrompts(tctx(t), mcp.ListPromptsRequest{})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, p := range lp.Prompts {
		names = append(names, p.Name)
	}
	if !cmp.Equal(names, []string{"upgrade_package", "use_package"}) {
		t.Errorf("prompts = %v", names)
	}

	res, err := prompt(t, s, "use_package", map[string]string{"ecosystem": "versioned", "package": "widget"})
	if err != nil {
		t.Fatal(err)
	}
	text := promptText(t, res)
	for _, want := range []string{
		"in the project at " + projA + " that uses the versioned package `widget`",
		"The project uses version 1.0.0 (lockfile: " + filepath.Join(projA, "versioned.lock"),
		"A newer release exists (2.0.0)",
		"[resource pkgdocs://versioned/widget@1.0.0]\n# widget@1.0.0 (versioned)",
		"function legacy(): void",
		"third-party content",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("use_package lacks %q:\n%s", want, text)
		}
	}
	if er, ok := res.Messages[1].Content.(mcp.EmbeddedResource); !ok || er.Annotations == nil || er.Annotations.LastModified != "2024-05-01T12:00:00Z" {
		t.Errorf("embedded resource annotations: %+v", res.Messages[1].Content)
	}

	res, err = prompt(t, s, "upgrade_package", map[string]string{"ecosystem": "versioned", "package": "widget"})
	if err != nil {
		t.Fatal(err)
	}
	text = promptText(t, res)
	for _, want := range []string{
		"# Upgrading widget (versioned) from 1.0.0 to 2.0.0",
		"### Removed (1)\n\n- `function legacy(): void`",
		"### Changed signature (1)\n\n- `make`\n  - was: `function make(size: number): Widget`\n  - now: `function make(opts: Options): Widget`",
		"### Newly deprecated (1)\n\n- `spin`: use rotate",
		"### Added (2)\n\n- `function paint(w: Widget, colour: string): void` — Paints it.\n- `function rotate(w: Widget, deg: number): void`",
		"From CHANGELOG.md of widget@2.0.0, the entries after 1.0.0:",
		"## 2.0.0\n\n- make takes an options object.",
		"## 1.1.0",
		"<!-- end third-party content: changelog -->",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("upgrade_package lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "First stable release") {
		t.Errorf("changelog entries at or before 1.0.0 kept:\n%s", text)
	}
	if n := strings.Count(text, "\n<!-- end third-party content: changelog -->"); n != 1 {
		t.Errorf("a changelog line closed the third-party section early (%d end markers):\n%s", n, text)
	}

	res, err = prompt(t, s, "upgrade_package", map[string]string{"ecosystem": "versioned", "package": "widget", "to": "1.1.0"})
	if text := promptText(t, res); err != nil || !strings.Contains(text, "from 1.0.0 to 1.1.0") || !strings.Contains(text, "### Added (1)") || strings.Contains(text, "### Removed") {
		t.Errorf("upgrade to 1.1.0: %v\n%s", err, text)
	}
	res, err = prompt(t, s, "upgrade_package", map[string]string{"ecosystem": "versioned", "package": "gadget"})
	if text := promptText(t, res); err != nil || !strings.Contains(text, "From the README of gadget@0.2.0") || !strings.Contains(text, "- g takes x.") || strings.Contains(text, "- First.") {
		t.Errorf("upgrade gadget (README changelog): %v\n%s", err, text)
	}
	other := project(t, "widget 2.0.0")
	res, err = prompt(t, s, "upgrade_package", map[string]string{"ecosystem": "versioned", "package": "widget", "projectPath": other})
	if text := promptText(t, res); err != nil || !strings.Contains(text, "already uses 2.0.0") {
		t.Errorf("already at latest: %v\n%s", err, text)
	}

	failures := map[string]struct {
		name string
		args map[string]string
		want string
	}{
		"unknown package":    {"use_package", map[string]string{"ecosystem": "versioned", "package": "nope"}, `use_package: not found: package "nope" not found`},
		"unknown ecosystem":  {"use_package", map[string]string{"ecosystem": "cobol", "package": "x"}, `unknown ecosystem "cobol"; available: mdfolder, versioned`},
		"missing ecosystem":  {"upgrade_package", map[string]string{"package": "x"}, "argument ecosystem is required"},
		"missing package":    {"use_package", map[string]string{"ecosystem": "versioned"}, "argument package is empty"},
		"bad projectPath":    {"use_package", map[string]string{"ecosystem": "versioned", "package": "widget", "projectPath": filepath.Join(projA, "nope")}, "is not a directory"},
		"not a dependency":   {"upgrade_package", map[string]string{"ecosystem": "versioned", "package": "dep-001"}, "does not pin dep-001"},
		"unknown target":     {"upgrade_package", map[string]string{"ecosystem": "versioned", "package": "widget", "to": "9.0.0"}, "widget@9.0.0 not found"},
		"upgrade mdfolder":   {"upgrade_package", map[string]string{"ecosystem": "mdfolder", "package": "acme-widgets"}, "does not pin acme-widgets"},
		"unknown prompt arg": {"use_package", map[string]string{"ecosystem": "mdfolder", "package": "Bad Name"}, "invalid argument"},
	}
	for name, tc := range failures {
		t.Run(name, func(t *testing.T) {
			_, err := prompt(t, s, tc.name, tc.args)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("err = %v, want it to contain %q", err, tc.want)
			}
		})
	}

	// Without a project, use_package says so; upgrade_package cannot work.
	s2 := newSession(t, dir, nil, nil)
	res, err = prompt(t, s2, "use_package", map[string]string{"ecosystem": "mdfolder", "package": "acme-widgets"})
	if text := promptText(t, res); err != nil || !strings.Contains(text, "No project is known") || !strings.Contains(text, "[resource pkgdocs://mdfolder/acme-widgets@1.4.2]") {
		t.Errorf("use_package without a project: %v\n%s", err, text)
	}
	if _, err := prompt(t, s2, "upgrade_package", map[string]string{"ecosystem": "versioned", "package": "widget"}); err == nil || !strings.Contains(err.Error(), "no project") {
		t.Errorf("upgrade without a project: %v", err)
	}
}

// TestGoProject lists a Go project's requirements as resources through
// the real Go provider, offline: go.mod is only parsed, and the standard
// library comes from GOROOT.
func TestGoProject(t *testing.T) {
	dir := pluginsOf(t, "golang")
	proj := t.TempDir()
	gomod := "module example.com/app\n\ngo 1.22\n\nrequire (\n\tgolang.org/x/mod v0.20.0\n\tgithub.com/google/go-cmp v0.6.0\n\texample.com/lib v1.2.3 // indirect\n)\n"
	if err := os.WriteFile(filepath.Join(proj, "go.mod"), []byte(gomod), 0o644); err != nil {
		t.Fatal(err)
	}
	r := &roots{}
	r.set(proj)
	env := []string{"GOPROXY=off", "GOFLAGS=-mod=mod", "GOTOOLCHAIN=local", "GOMODCACHE=" + t.TempDir(), "GOWORK=off"}
	s := newSession(t, dir, r, env)

	lr, err := s.ListResources(tctx(t), mcp.ListResourcesRequest{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, res := range lr.Resources {
		got = append(got, res.URI)
	}
	// example.com/lib is "// indirect": a dependency's dependency, not
	// the project's (issue 14 item 8).
	want := []string{"pkgdocs://go/github.com%2Fgoogle%2Fgo-cmp", "pkgdocs://go/golang.org%2Fx%2Fmod"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Go project resources (-want +got):\n%s", diff)
	}

	c := complete(t, s, mcp.PromptReference{Type: "ref/prompt", Name: "use_package"}, "package", "", map[string]string{"ecosystem": "go"}).Completion
	if len(c.Values) < 4 || !cmp.Equal(c.Values[:3], []string{"github.com/google/go-cmp", "golang.org/x/mod", "example.com/lib"}) {
		t.Errorf("Go package completion: %v", c.Values[:min(5, len(c.Values))])
	}
	if got := complete(t, s, mcp.PromptReference{Type: "ref/prompt", Name: "use_package"}, "package", "strc", map[string]string{"ecosystem": "go"}).Completion.Values; !cmp.Equal(got, []string{"strconv"}) {
		t.Errorf("Go completion strc = %v", got)
	}

	rc, err := read(t, s, "pkgdocs://go/strings/symbol/Builder")
	if err != nil || !strings.HasPrefix(rc.Text, "# strings@go") || !strings.Contains(rc.Text, "type Builder struct") {
		t.Errorf("std symbol resource: %v\n%.300s", err, rc.Text)
	}
}

// TestStatelessProtocol drives the surface with a client on protocol
// 2026-07-28 (no initialize handshake, so no roots): reads, prompts and
// completions work, and an unknown resource is -32602, as that revision
// specifies.
func TestStatelessProtocol(t *testing.T) {
	c := newClient(t, plugins(t, "mdfolder"))
	ctx := tctx(t)
	req := mcp.ReadResourceRequest{}
	req.Params.URI = "pkgdocs://mdfolder/acme-widgets/symbol/gauge"
	res, err := c.ReadResource(ctx, req)
	if err != nil || len(res.Contents) != 1 || !strings.Contains(res.Contents[0].(mcp.TextResourceContents).Text, "symbol gauge") {
		t.Errorf("read: %+v, %v", res, err)
	}
	req.Params.URI = "pkgdocs://mdfolder/nope"
	if _, err := c.ReadResource(ctx, req); !errors.Is(err, mcp.ErrInvalidParams) || !strings.Contains(err.Error(), "pkgdocs://mdfolder/nope") {
		t.Errorf("unknown resource: %v, want invalid params naming the URI", err)
	}
	preq := mcp.GetPromptRequest{}
	preq.Params.Name, preq.Params.Arguments = "use_package", map[string]string{"ecosystem": "mdfolder", "package": "tiny"}
	if pr, err := c.GetPrompt(ctx, preq); err != nil || len(pr.Messages) != 2 {
		t.Errorf("use_package: %+v, %v", pr, err)
	}
	creq := mcp.CompleteRequest{}
	creq.Params.Ref = mcp.ResourceReference{Type: "ref/resource", URI: "pkgdocs://{ecosystem}/{package}"}
	creq.Params.Argument = mcp.CompleteArgument{Name: "package", Value: "t"}
	creq.Params.Context = mcp.CompleteContext{Arguments: map[string]string{"ecosystem": "mdfolder"}}
	if cr, err := c.Complete(ctx, creq); err != nil || !cmp.Equal(cr.Completion.Values, []string{"tiny"}) {
		t.Errorf("complete: %+v, %v", cr, err)
	}
}

// TestPromptArgumentErrorCode: over stdio a prompt's bad argument is a
// JSON-RPC invalid-params error (-32602), not an internal error.
func TestPromptArgumentErrorCode(t *testing.T) {
	h := startRaw(t, plugins(t, "mdfolder"))
	h.initialize()
	for _, args := range []map[string]any{{}, {"ecosystem": "nope", "package": "x"}} {
		r := h.call("prompts/get", map[string]any{"name": "use_package", "arguments": args})
		e, _ := r["error"].(map[string]any)
		if c, _ := e["code"].(float64); c != -32602 {
			t.Errorf("prompts/get use_package %v: error %v, want code -32602", args, r["error"])
		}
	}
}
