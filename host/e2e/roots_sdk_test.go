package e2e

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	sdkmcp "github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/pkgdocs/pkgdocs/internal/waitfor"
)

// TestRootsGoSDKClient drives pkgdocs with the official Go SDK client,
// over streamable HTTP and over stdio, at the protocol it picks by itself
// (2026-07-28) and at 2025-11-25, against a real project: a Go module
// requiring github.com/google/uuid v1.3.0, served by the Go provider from
// the module files recorded from the module proxy (v1.3.0 to v1.6.0, the
// latest). The host is started outside the project, so only the client's
// root can name it.
//
// A client whose root is the project gets v1.3.0 from describe and the
// use_package prompt, in either era: under 2026-07-28 the host answers the
// first call input_required asking roots/list, and the SDK retries with
// its roots. Before, a 2026-07-28 client over HTTP was never asked and got
// v1.6.0; and asking as mcp-go writes the request (no params) failed the
// SDK's call. A client declaring roots but sharing none, or not declaring
// the capability, gets the latest release, and one naming projectPath
// gets the project's version.
func TestRootsGoSDKClient(t *testing.T) {
	proxy := recordedServer(t, "goproxy", false)
	env := []string{"GOPROXY=" + proxy.URL, "GOMODCACHE=" + t.TempDir(), "GOWORK=off", "GOSUMDB=off", "PKGDOCS_CACHE_DIR=" + t.TempDir()}
	pdir := pluginsOf(t, "golang")
	proj := t.TempDir()
	if err := os.WriteFile(filepath.Join(proj, "go.mod"), []byte("module example.com/app\n\ngo 1.21\n\nrequire github.com/google/uuid v1.3.0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	h := startHTTP(t, pdir, env)
	transports := map[string]func() sdkmcp.Transport{
		"http": func() sdkmcp.Transport { return &sdkmcp.StreamableClientTransport{Endpoint: h.url} },
		"stdio": func() sdkmcp.Transport {
			cmd := exec.Command(binHost, "serve")
			cmd.Env = append(append(os.Environ(), hostEnv(pdir)...), env...)
			cmd.Dir = t.TempDir() // not the project, not this repository
			return &sdkmcp.CommandTransport{Command: cmd}
		},
	}
	const pkg = "github.com/google/uuid"
	cases := []struct {
		name     string
		version  string // asked for; "" lets the SDK pick
		want     string // the protocol the session speaks
		caps     *sdkmcp.ClientCapabilities
		root     bool   // the client shares the project as its root
		args     string // projectPath passed, if any
		describe string // the version describe answers
		prompt   bool   // use_package says the project's version
	}{
		{name: "2026-07-28 root", want: "2026-07-28", root: true, describe: "v1.3.0", prompt: true},
		{name: "2026-07-28 roots declared, none shared", want: "2026-07-28", describe: "v1.6.0"},
		{name: "2026-07-28 no roots capability", want: "2026-07-28", caps: &sdkmcp.ClientCapabilities{}, describe: "v1.6.0"},
		{name: "2026-07-28 no roots capability, projectPath", want: "2026-07-28", caps: &sdkmcp.ClientCapabilities{}, args: proj, describe: "v1.3.0"},
		{name: "2025-11-25 root", version: "2025-11-25", want: "2025-11-25", root: true, describe: "v1.3.0", prompt: true},
	}
	for tname, transport := range transports {
		for _, tc := range cases {
			t.Run(tname+" "+tc.name, func(t *testing.T) {
				ctx, cancel := context.WithCancel(waitfor.Context(t))
				defer cancel()
				c := sdkmcp.NewClient(&sdkmcp.Implementation{Name: "pkgdocs-e2e", Version: "1"}, &sdkmcp.ClientOptions{Capabilities: tc.caps})
				if tc.root {
					//lint:ignore SA1019 roots, deprecated by 2026-07-28 but still in it, are what this test is about
					c.AddRoots(&sdkmcp.Root{URI: "file://" + proj, Name: "project"})
				}
				cs, err := c.Connect(ctx, transport(), &sdkmcp.ClientSessionOptions{ProtocolVersion: tc.version})
				if err != nil {
					t.Fatal(err)
				}
				defer cs.Close()
				if got := cs.InitializeResult().ProtocolVersion; got != tc.want {
					t.Fatalf("protocol %s, want %s", got, tc.want)
				}
				args := map[string]any{"package": pkg}
				if tc.args != "" {
					args["projectPath"] = tc.args
				}
				res, err := cs.CallTool(ctx, &sdkmcp.CallToolParams{Name: "describe_go_package", Arguments: args})
				if err != nil {
					t.Fatalf("describe: %v", err)
				}
				text := sdkText(res.Content)
				if head := pkg + "@" + tc.describe + " (go)"; res.IsError || !strings.Contains(text, head) {
					t.Errorf("describe: isError=%v, want %q in\n%.300s", res.IsError, head, text)
				}
				pr, err := cs.GetPrompt(ctx, &sdkmcp.GetPromptParams{Name: "use_package", Arguments: map[string]string{"ecosystem": "go", "package": pkg}})
				if err != nil {
					t.Fatalf("use_package: %v", err)
				}
				var ptext strings.Builder
				for _, m := range pr.Messages {
					ptext.WriteString(sdkText([]sdkmcp.Content{m.Content}))
				}
				if got := strings.Contains(ptext.String(), "The project uses version v1.3.0"); got != tc.prompt {
					t.Errorf("use_package names the project's v1.3.0: %v, want %v:\n%.400s", got, tc.prompt, ptext.String())
				}
			})
		}
	}
}

// sdkText joins the text of Go SDK content.
func sdkText(content []sdkmcp.Content) string {
	var b strings.Builder
	for _, c := range content {
		if tc, ok := c.(*sdkmcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String()
}
