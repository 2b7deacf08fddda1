package e2e

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
)

// tokenRegistry is a private npm registry on loopback: it serves the
// recorded npm documents only to requests carrying its token, and
// records every request's path and Authorization header.
type tokenRegistry struct {
	*httptest.Server
	token string
	mu    sync.Mutex
	reqs  []tokenRequest
}

type tokenRequest struct{ path, auth string }

func newTokenRegistry(t *testing.T, token string) *tokenRegistry {
	t.Helper()
	base := filepath.Join("testdata", "recorded", "npm")
	r := &tokenRegistry{token: token}
	r.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		r.mu.Lock()
		r.reqs = append(r.reqs, tokenRequest{req.URL.EscapedPath(), req.Header.Get("Authorization")})
		r.mu.Unlock()
		if req.Header.Get("Authorization") != "Bearer "+token {
			http.Error(w, `{"error":"unauthorized"}`, http.StatusUnauthorized)
			return
		}
		p := filepath.Join(base, filepath.FromSlash(path.Clean(req.URL.Path)))
		if !strings.HasSuffix(p, ".tgz") {
			p += ".json"
		}
		b, err := os.ReadFile(p)
		if err != nil {
			http.NotFound(w, req)
			return
		}
		if strings.HasSuffix(p, ".json") {
			b = bytes.ReplaceAll(b, []byte("http://registry.invalid"), []byte(r.URL))
		}
		w.Write(b)
	}))
	t.Cleanup(r.Close)
	return r
}

func (r *tokenRegistry) requests() []tokenRequest {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]tokenRequest(nil), r.reqs...)
}

// firstContact is the setting of TestFirstContact: a user whose ~/.npmrc
// names a private registry with its token in ${NPM_TOKEN}, and two
// projects: plain (package.json only) and private, whose .npmrc sends
// every name, and the @acme scope, to another private registry with its
// token in ${PROJ_NPM_TOKEN}. The variables are in the host's environment
// the way a client's "env" block puts them there; nothing else is set.
type firstContact struct {
	user, proj     *tokenRegistry
	home           string
	plain, private string
	env            []string // the client configuration's env block, and the test's isolation
	plugins        string
}

func newFirstContact(t *testing.T) *firstContact {
	t.Helper()
	unsetenv(t, "npm_config_registry", "NPM_CONFIG_REGISTRY", "npm_config_userconfig", "NPM_CONFIG_USERCONFIG", "NPM_TOKEN", "PROJ_NPM_TOKEN", "PKGDOCS_PASS_ENV", "PKGDOCS_PROJECT")
	f := &firstContact{user: newTokenRegistry(t, "tok-user"), proj: newTokenRegistry(t, "tok-proj"), home: t.TempDir()}
	work := filepath.Join(f.home, "work")
	f.plain, f.private = filepath.Join(work, "plain"), filepath.Join(work, "private")
	host := func(r *tokenRegistry) string { return strings.TrimPrefix(r.URL, "http://") }
	files := map[string]string{
		filepath.Join(f.home, ".npmrc"):          "registry=" + f.user.URL + "/\n//" + host(f.user) + "/:_authToken=${NPM_TOKEN}\n",
		filepath.Join(f.plain, "package.json"):   `{"name":"plain","version":"1.0.0"}`,
		filepath.Join(f.private, "package.json"): `{"name":"private","version":"1.0.0"}`,
		filepath.Join(f.private, ".npmrc"): "registry=" + f.proj.URL + "/\n@acme:registry=" + f.proj.URL + "/\n" +
			"//" + host(f.proj) + "/:_authToken=${PROJ_NPM_TOKEN}\n",
	}
	for name, content := range files {
		if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(name, []byte(content), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	f.env = []string{"HOME=" + f.home, "NPM_TOKEN=tok-user", "PROJ_NPM_TOKEN=tok-proj",
		"npm_config_globalconfig=" + filepath.Join(f.home, "none"), "PKGDOCS_NO_CACHE=1"}
	f.plugins = realProviders(t)
	return f
}

// connect starts `pkgdocs serve args...` in dir with a client speaking
// protocol version proto, offering roots when r is not nil.
func (f *firstContact) connect(t *testing.T, dir, proto string, r *roots, args ...string) *client.Client {
	t.Helper()
	return connectIn(t, f.plugins, f.env, dir, proto, r, args...)
}

// connectIn starts `pkgdocs serve args...` in dir with the providers in
// plugins and the client configuration's env, with a client speaking
// protocol version proto, offering roots when r is not nil.
func connectIn(t *testing.T, plugins string, hostenv []string, dir, proto string, r *roots, args ...string) *client.Client {
	t.Helper()
	env := append(hostEnv(plugins), hostenv...)
	tr := transport.NewStdioWithOptions(binHost, env, append([]string{"serve"}, args...),
		transport.WithCommandFunc(func(ctx context.Context, command string, env, args []string) (*exec.Cmd, error) {
			cmd := exec.CommandContext(ctx, command, args...)
			cmd.Env, cmd.Dir = append(os.Environ(), env...), dir
			return cmd, nil
		}))
	opts := []client.ClientOption{client.WithProtocolVersion(proto)}
	if r != nil {
		opts = append(opts, client.WithRootsHandler(r))
	}
	c := client.NewClient(tr, opts...)
	if err := c.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	req := mcp.InitializeRequest{}
	req.Params.ProtocolVersion = proto
	req.Params.ClientInfo = mcp.Implementation{Name: "e2e-firstcontact", Version: "1"}
	if _, err := c.Initialize(tctx(t), req); err != nil {
		t.Fatalf("initialize: %v", err)
	}
	return c
}

func callTool(t *testing.T, c *client.Client, name string, args map[string]any) (string, bool) {
	t.Helper()
	req := mcp.CallToolRequest{}
	req.Params.Name, req.Params.Arguments = name, args
	res, err := c.CallTool(tctx(t), req)
	if err != nil {
		t.Fatalf("call %s: %v", name, err)
	}
	var parts []string
	for _, ct := range res.Content {
		if tc, ok := ct.(mcp.TextContent); ok {
			parts = append(parts, tc.Text)
		}
	}
	return strings.Join(parts, "\n"), res.IsError
}

// fromRegistry checks that text answers commander@8.3.0 from want, which
// got the project's token, and that other got nothing since before.
func (f *firstContact) fromRegistry(t *testing.T, text string, isErr bool, want, other *tokenRegistry, token string, before map[*tokenRegistry]int) {
	t.Helper()
	if isErr || !strings.Contains(firstLines(text, 6), want.URL) || !strings.HasPrefix(text, "# commander@8.3.0") {
		t.Fatalf("answer is not commander@8.3.0 from %s:\n%.600s", want.URL, text)
	}
	got := want.requests()[before[want]:]
	if len(got) == 0 {
		t.Errorf("no request reached %s", want.URL)
	}
	for _, r := range got {
		if r.auth != "Bearer "+token {
			t.Errorf("request %s to %s with Authorization %q, want the token from the environment", r.path, want.URL, r.auth)
		}
	}
	if n := len(other.requests()) - before[other]; n != 0 {
		t.Errorf("%d requests reached %s, which this configuration does not name", n, other.URL)
	}
}

func (f *firstContact) counts() map[*tokenRegistry]int {
	return map[*tokenRegistry]int{f.user: len(f.user.requests()), f.proj: len(f.proj.requests())}
}

// TestFirstContact is issue 25's matrix over loopback registries: private
// npm registries whose tokens are ${VAR} in the user's and the project's
// .npmrc, reached with no flag beyond the README's client configuration
// (the tokens in the client's env block), for every way the project
// comes to be trusted, in both protocol eras; and an untrusted project
// mapping a scope to its registry, for which no request goes anywhere.
func TestFirstContact(t *testing.T) {
	f := newFirstContact(t)
	describe := map[string]any{"package": "commander", "version": "8.3.0"}
	with := func(args map[string]any, kv ...any) map[string]any {
		out := map[string]any{}
		for k, v := range args {
			out[k] = v
		}
		for i := 0; i+1 < len(kv); i += 2 {
			out[kv[i].(string)] = kv[i+1]
		}
		return out
	}
	const old, modern = mcp.ProtocolVersion20250618, mcp.LATEST_PROTOCOL_VERSION

	rows := map[string]struct {
		dir, proto string
		roots      []string
		listFirst  bool
		args       map[string]any
		wantProj   bool // the project's registry and token; else the user's
	}{
		"roots, call right after initialize": {dir: "/", proto: old, roots: []string{f.private}, args: with(describe, "projectPath", f.private), wantProj: true},
		"roots, call after tools/list":       {dir: "/", proto: old, roots: []string{f.private}, listFirst: true, args: with(describe, "projectPath", f.private), wantProj: true},
		"roots, no projectPath":              {dir: "/", proto: old, roots: []string{f.private}, args: describe, wantProj: true},
		"no roots, started in the project":   {dir: f.private, proto: old, args: describe, wantProj: true},
		"modern era, started in the project": {dir: f.private, proto: modern, args: describe, wantProj: true},
		"modern era, projectPath = its dir":  {dir: f.private, proto: modern, args: with(describe, "projectPath", f.private), wantProj: true},
		"user's token, plain project root":   {dir: "/", proto: old, roots: []string{f.plain}, args: with(describe, "projectPath", f.plain)},
		"user's token, modern, plain dir":    {dir: f.plain, proto: modern, args: describe},
	}
	for name, row := range rows {
		t.Run(name, func(t *testing.T) {
			var r *roots
			if row.roots != nil {
				r = &roots{}
				r.set(row.roots...)
			}
			before := f.counts()
			c := f.connect(t, row.dir, row.proto, r)
			if row.listFirst {
				if _, err := c.ListTools(tctx(t), mcp.ListToolsRequest{}); err != nil {
					t.Fatal(err)
				}
			}
			text, isErr := callTool(t, c, "describe_npm_package", row.args)
			if row.wantProj {
				f.fromRegistry(t, text, isErr, f.proj, f.user, "tok-proj", before)
			} else {
				f.fromRegistry(t, text, isErr, f.user, f.proj, "tok-user", before)
			}
		})
	}

	t.Run("CLI in the project", func(t *testing.T) {
		for name, args := range map[string][]string{
			"working directory": {"describe", "npm", "commander@8.3.0"},
			"--project .":       {"describe", "--project", ".", "npm", "commander@8.3.0"},
		} {
			t.Run(name, func(t *testing.T) {
				before := f.counts()
				cmd := exec.Command(binHost, args...)
				cmd.Dir, cmd.Env = f.private, append(append(os.Environ(), hostEnv(f.plugins)...), f.env...)
				out, err := cmd.Output()
				f.fromRegistry(t, string(out), err != nil, f.proj, f.user, "tok-proj", before)
			})
		}
	})

	// An agent names a project the user did not choose, whose .npmrc sends
	// @acme to its own registry: the name goes nowhere (the user's
	// registry could hold a public package of that name), and the answer
	// names the file and how to trust the project.
	for _, proto := range []string{old, modern} {
		t.Run("untrusted project maps the scope, "+proto, func(t *testing.T) {
			var r *roots
			if proto == old {
				r = &roots{}
				r.set(f.plain)
			}
			c := f.connect(t, f.plain, proto, r)
			before := f.counts()
			text, isErr := callTool(t, c, "describe_npm_package", map[string]any{"package": "@acme/commander", "projectPath": f.private})
			if !isErr || !strings.Contains(text, filepath.Join(f.private, ".npmrc")) || !strings.Contains(text, "--project") {
				t.Errorf("want an error naming %s and how to trust the project, got (isError %v):\n%.600s", filepath.Join(f.private, ".npmrc"), isErr, text)
			}
			for _, reg := range []*tokenRegistry{f.user, f.proj} {
				if got := reg.requests()[before[reg]:]; len(got) != 0 {
					t.Errorf("%d requests reached %s for a name an untrusted project maps elsewhere: %v", len(got), reg.URL, got)
				}
			}
		})
	}

	t.Run("python", func(t *testing.T) { firstContactPython(t) })
	t.Run("cargo", func(t *testing.T) { firstContactCargo(t) })

	// A variable the configuration names but nobody set: the error names
	// it and its file, and no request carries "${NPM_TOKEN}" as a token.
	t.Run("unset variable", func(t *testing.T) {
		saved := f.env
		defer func() { f.env = saved }()
		f.env = nil
		for _, kv := range saved {
			if !strings.HasPrefix(kv, "NPM_TOKEN=") {
				f.env = append(f.env, kv)
			}
		}
		r := &roots{}
		r.set(f.plain)
		before := f.counts()
		c := f.connect(t, "/", old, r)
		text, isErr := callTool(t, c, "describe_npm_package", with(describe, "projectPath", f.plain))
		if !isErr || !strings.Contains(text, "${NPM_TOKEN}") || !strings.Contains(text, filepath.Join(f.home, ".npmrc")) || !strings.Contains(text, `"env" block`) {
			t.Errorf("want an error naming ${NPM_TOKEN} and %s, got (isError %v):\n%.600s", filepath.Join(f.home, ".npmrc"), isErr, text)
		}
		if n := len(f.user.requests()) - before[f.user]; n != 0 {
			t.Errorf("%d requests sent with an unset token", n)
		}
	})
}
