package e2e

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/pkgdocs/pkgdocs/internal/waitfor"
)

// tsCancel is what cancel.mjs prints.
type tsCancel struct {
	Outcome   string
	SessionID *string
	SlowID    json.RawMessage
	SlowPost  *struct {
		Status      int
		ContentType *string
		BodyRead    bool
		Messages    []struct {
			ID       json.RawMessage
			Method   *string
			Response bool
			Unparsed *string
		}
	}
	CancelPost *struct {
		RequestID json.RawMessage
		Status    int
	}
	CancelledSeen bool
	AfterIsError  bool
	Errors        []string
}

// TestTypeScriptClientCancelOverHTTP: the official TypeScript SDK client
// aborts a slow call over streamable HTTP (AbortController); the host
// cancels the provider's call and sends nothing for it (seen on the raw
// HTTP: the call's POST gets 202 and no body, or its event stream ends with
// no response), the client reports no stray message, and the session keeps
// working. With sessions and stateless, for a JSON and an event-stream
// answer.
func TestTypeScriptClientCancelOverHTTP(t *testing.T) {
	dir := testdataDir("tsclient")
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "@modelcontextprotocol", "sdk", "package.json")); err != nil {
		needNode(t, "the TypeScript SDK is not installed in "+dir)
	}
	node := nodeBinary(t, 18)
	type want struct {
		Status      int
		ContentType string
		Responses   int // JSON-RPC responses in the call's POST
	}
	accepted := want{Status: 202}                                 // nothing was sent before the cancellation
	stream := want{Status: 200, ContentType: "text/event-stream"} // progress went out before it, then the stream ended
	tests := map[string]struct {
		args []string
		mode string
		want []want // any of these
	}{
		"sessions, JSON": {nil, "json", []want{accepted}},
		// With a session, mcp-go sends a call's progress on the call's POST
		// or on the session's GET stream, whichever takes it first.
		"sessions, SSE":   {nil, "sse", []want{stream, accepted}},
		"stateless, JSON": {[]string{"--stateless"}, "json", []want{accepted}},
		"stateless, SSE":  {[]string{"--stateless"}, "sse", []want{stream}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			pluginsDir := plugins(t, "crashy")
			h := startHTTP(t, pluginsDir, nil, tc.args...)
			ctx, cancel := context.WithCancel(waitfor.Context(t))
			defer cancel()
			cmd := exec.CommandContext(ctx, node, filepath.Join(dir, "cancel.mjs"), h.url, tc.mode)
			cmd.Dir = dir
			cmd.Env = append(os.Environ(), "PKGDOCS_FIXTURE_CALLS="+callsFile(pluginsDir))
			var stderr lockedBuffer
			cmd.Stderr = &stderr
			out, err := cmd.Output()
			if err != nil {
				t.Fatalf("cancel.mjs: %v\nstderr: %s", err, stderr.String())
			}
			var r tsCancel
			if err := json.Unmarshal(out, &r); err != nil {
				t.Fatalf("cancel.mjs output %q: %v", out, err)
			}
			t.Logf("cancel.mjs: %s", out)
			if r.SlowPost == nil || r.CancelPost == nil {
				t.Fatalf("the call's or the cancellation's POST was not seen: %s", out)
			}
			if !r.SlowPost.BodyRead {
				t.Fatalf("the call's POST did not end: %s", out)
			}
			got := want{Status: r.SlowPost.Status}
			if ct := r.SlowPost.ContentType; ct != nil {
				got.ContentType, _, _ = strings.Cut(*ct, ";")
			}
			for _, m := range r.SlowPost.Messages {
				if m.Unparsed != nil {
					t.Errorf("unparsed message in the call's POST: %q", *m.Unparsed)
				}
				if m.Response {
					got.Responses++
				}
			}
			if !slices.Contains(tc.want, got) {
				t.Errorf("the cancelled call's POST: %+v, want one of %+v", got, tc.want)
			}
			if string(r.CancelPost.RequestID) != string(r.SlowID) || r.CancelPost.Status != 202 {
				t.Errorf("notifications/cancelled for %s: %+v", r.SlowID, *r.CancelPost)
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
			if (r.SessionID != nil) == (len(tc.args) > 0) {
				t.Errorf("session id %v with args %v", r.SessionID, tc.args)
			}
		})
	}
}

// TestPromptArgumentErrorCodeOverHTTP: over streamable HTTP, as over stdio,
// a prompt's bad argument is invalid params (-32602); an error that is not
// the client's stays an internal error (-32603).
func TestPromptArgumentErrorCodeOverHTTP(t *testing.T) {
	pdir := plugins(t, "mdfolder", "crashy")
	for _, mode := range []struct {
		name    string
		args    []string
		version string
	}{
		{"sessions, 2025-06-18", nil, mcp.ProtocolVersion20250618},
		{"sessions, latest protocol", nil, ""},
		{"stateless, 2025-06-18", []string{"--stateless"}, mcp.ProtocolVersion20250618},
	} {
		t.Run(mode.name, func(t *testing.T) {
			h := startHTTP(t, pdir, nil, mode.args...)
			c := httpClient(t, h.url, mode.version, nil)
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
				ctx, cancel := context.WithCancel(waitfor.Context(t))
				req := mcp.GetPromptRequest{}
				req.Params.Name, req.Params.Arguments = "use_package", tc.args
				_, err := c.GetPrompt(ctx, req)
				cancel()
				if !errors.Is(err, tc.want) || (tc.want == nil) != (err == nil) {
					t.Errorf("%s: prompts/get use_package %v = %v, want %v", name, tc.args, err, tc.want)
				}
			}
		})
	}
}
