package e2e

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/pkgdocs/pkgdocs/internal/waitfor"
)

// tsSSECancel is what ssecancel.mjs prints.
type tsSSECancel struct {
	Outcome        string
	SlowID         json.RawMessage
	SlowPostStatus int
	CancelPost     *struct {
		RequestID json.RawMessage
		Status    int
	}
	StreamMessages int
	SlowProgress   int
	SlowResponses  int
	Unparsed       []string
	CancelledSeen  bool
	AfterIsError   bool
	Errors         []string
}

// TestTypeScriptClientCancelOverSSE: the official TypeScript SDK client
// aborts a slow call over the legacy HTTP+SSE transport (`serve --sse`,
// SSEClientTransport); the host cancels the provider's call and sends no
// response event for it on the session's stream (seen on the raw stream),
// the client reports no stray message, and the session keeps working.
func TestTypeScriptClientCancelOverSSE(t *testing.T) {
	dir := testdataDir("tsclient")
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "@modelcontextprotocol", "sdk", "dist", "esm", "client", "sse.js")); err != nil {
		needNode(t, "the TypeScript SDK (with its SSEClientTransport) is not installed in "+dir)
	}
	node := nodeBinary(t, 18)
	for _, mode := range []string{"plain", "progress"} {
		t.Run(mode, func(t *testing.T) {
			pluginsDir := plugins(t, "crashy")
			h := startHTTP(t, pluginsDir, nil, "--sse")
			ctx, cancel := context.WithCancel(waitfor.Context(t))
			defer cancel()
			cmd := exec.CommandContext(ctx, node, filepath.Join(dir, "ssecancel.mjs"), h.base, mode)
			cmd.Dir = dir
			cmd.Env = append(os.Environ(), "PKGDOCS_FIXTURE_CALLS="+callsFile(pluginsDir))
			var stderr lockedBuffer
			cmd.Stderr = &stderr
			out, err := cmd.Output()
			if err != nil {
				t.Fatalf("ssecancel.mjs: %v\nstderr: %s", err, stderr.String())
			}
			var r tsSSECancel
			if err := json.Unmarshal(out, &r); err != nil {
				t.Fatalf("ssecancel.mjs output %q: %v", out, err)
			}
			t.Logf("ssecancel.mjs: %s", out)
			if r.CancelPost == nil || len(r.SlowID) == 0 {
				t.Fatalf("the call's or the cancellation's POST was not seen: %s", out)
			}
			if r.SlowPostStatus != 202 {
				t.Errorf("the call's POST: %d, want 202", r.SlowPostStatus)
			}
			if string(r.CancelPost.RequestID) != string(r.SlowID) || r.CancelPost.Status != 202 {
				t.Errorf("notifications/cancelled for %s: %+v", r.SlowID, *r.CancelPost)
			}
			if r.SlowResponses != 0 {
				t.Errorf("%d response events for the cancelled call %s on the stream, want none", r.SlowResponses, r.SlowID)
			}
			if mode == "progress" && r.SlowProgress == 0 {
				t.Error("no progress for the call went out before its cancellation")
			}
			if r.StreamMessages == 0 || len(r.Unparsed) != 0 {
				t.Errorf("the stream: %d messages, unparsed %q", r.StreamMessages, r.Unparsed)
			}
			if !strings.HasPrefix(r.Outcome, "rejected") {
				t.Errorf("the aborted call: %s", r.Outcome)
			}
			if !r.CancelledSeen {
				t.Error("the provider's call was not cancelled")
			}
			if r.AfterIsError {
				t.Error("list_providers after the cancellation failed")
			}
			if len(r.Errors) != 0 {
				t.Errorf("the client reported errors (a message for the cancelled call?): %q", r.Errors)
			}
		})
	}
}

// TestPromptArgumentErrorCodeOverSSE: over the legacy SSE transport too, a
// prompt's bad argument is invalid params (-32602); an error that is not
// the client's stays an internal error (-32603).
func TestPromptArgumentErrorCodeOverSSE(t *testing.T) {
	h := startHTTP(t, plugins(t, "mdfolder", "crashy"), nil, "--sse")
	c, err := client.NewSSEMCPClient(h.base + "/sse")
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	ctx, cancel := context.WithCancel(waitfor.Context(t))
	defer cancel()
	if err := c.Start(context.Background()); err != nil { // lives as long as c
		t.Fatal(err)
	}
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.ProtocolVersion20241105
	init.Params.ClientInfo = mcp.Implementation{Name: "e2e-sse", Version: "1"}
	if _, err := c.Initialize(ctx, init); err != nil {
		t.Fatalf("initialize over SSE: %v", err)
	}
	tests := map[string]struct {
		args map[string]string
		want error
	}{
		"no arguments":      {map[string]string{}, mcp.ErrInvalidParams},
		"unknown ecosystem": {map[string]string{"ecosystem": "nope", "package": "x"}, mcp.ErrInvalidParams},
		"bad package name":  {map[string]string{"ecosystem": "mdfolder", "package": "Bad Name"}, mcp.ErrInvalidParams},
		"provider fails":    {map[string]string{"ecosystem": "crashy", "package": "missing"}, mcp.ErrInternalError},
		"answer":            {map[string]string{"ecosystem": "mdfolder", "package": "acme-widgets"}, nil},
	}
	for name, tc := range tests {
		req := mcp.GetPromptRequest{}
		req.Params.Name, req.Params.Arguments = "use_package", tc.args
		_, err := c.GetPrompt(ctx, req)
		if !errors.Is(err, tc.want) || (tc.want == nil) != (err == nil) {
			t.Errorf("%s: prompts/get use_package %v = %v, want %v", name, tc.args, err, tc.want)
		}
	}
}
