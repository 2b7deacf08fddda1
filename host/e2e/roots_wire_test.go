package e2e

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestRootsInputRequired checks on the wire (stdio) what the SDK client
// tests rely on: a 2026-07-28 tool call or prompt that declares roots is
// answered input_required with a roots/list request carrying empty params
// (the Go SDK client needs them; the schema allows them), its retry with
// the roots is answered at the version the first root's project pins, an
// answer that is not a roots/list result is an invalid argument (not
// asked again), and a request without the capability is answered at once.
func TestRootsInputRequired(t *testing.T) {
	proj := project(t, "widget 1.0.0")
	h := startRaw(t, plugins(t, "versioned"))
	meta := func(caps string) map[string]any {
		var m map[string]any
		if err := json.Unmarshal([]byte(`{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientInfo":{"name":"e2e","version":"1"},"io.modelcontextprotocol/clientCapabilities":`+caps+`}`), &m); err != nil {
			t.Fatal(err)
		}
		return m
	}
	result := func(r map[string]any) map[string]any {
		t.Helper()
		if e := r["error"]; e != nil {
			t.Fatalf("JSON-RPC error %v", e)
		}
		return r["result"].(map[string]any)
	}
	asksRoots := func(what string, res map[string]any) {
		t.Helper()
		want := map[string]any{"pkgdocs/roots": map[string]any{"method": "roots/list", "params": map[string]any{}}}
		if res["resultType"] != "input_required" {
			t.Errorf("%s: resultType %v, want input_required", what, res["resultType"])
		}
		if d := cmp.Diff(want, res["inputRequests"]); d != "" {
			t.Errorf("%s: inputRequests (-want +got):\n%s", what, d)
		}
	}
	text := func(res map[string]any) string {
		b, _ := json.Marshal(res)
		return string(b)
	}
	roots := map[string]any{"pkgdocs/roots": map[string]any{"roots": []any{map[string]any{"uri": "file://" + proj, "name": "project"}}}}

	call := map[string]any{"name": "describe_versioned_package", "arguments": map[string]any{"package": "widget"}, "_meta": meta(`{"roots":{}}`)}
	asksRoots("tools/call", result(h.call("tools/call", call)))
	call["inputResponses"] = roots
	if got := text(result(h.call("tools/call", call))); !strings.Contains(got, `# widget@1.0.0 (versioned) · source: lockfile`) {
		t.Errorf("tools/call retried with roots: not the root's locked version:\n%.400s", got)
	}
	call["inputResponses"] = map[string]any{"pkgdocs/roots": map[string]any{"uri": "file://" + proj}}
	if res := result(h.call("tools/call", call)); res["isError"] != true || !strings.Contains(text(res), "invalid argument: inputResponses[\\\"pkgdocs/roots\\\"] is not a roots/list result") {
		t.Errorf("tools/call with a malformed roots answer: %.400s", text(res))
	}

	prompt := map[string]any{"name": "use_package", "arguments": map[string]any{"ecosystem": "versioned", "package": "widget"}, "_meta": meta(`{"roots":{}}`)}
	asksRoots("prompts/get", result(h.call("prompts/get", prompt)))
	prompt["inputResponses"] = roots
	if got := text(result(h.call("prompts/get", prompt))); !strings.Contains(got, "uses version 1.0.0") {
		t.Errorf("prompts/get retried with roots: not the root's locked version:\n%.400s", got)
	}

	// A request without the capability is never asked.
	call = map[string]any{"name": "describe_versioned_package", "arguments": map[string]any{"package": "widget", "projectPath": proj}, "_meta": meta(`{}`)}
	if got := text(result(h.call("tools/call", call))); !strings.Contains(got, `# widget@1.0.0 (versioned)`) {
		t.Errorf("tools/call without the roots capability:\n%.400s", got)
	}
}
