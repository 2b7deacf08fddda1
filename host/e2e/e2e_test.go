package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/pkgdocs/pkgdocs/internal/waitfor"
)

// newClient starts `pkgdocs serve` under mcp-go's stdio client.
func newClient(t *testing.T, pluginsDir string) *client.Client {
	t.Helper()
	c, err := client.NewStdioMCPClient(binHost, hostEnv(pluginsDir), "serve")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	ctx, cancel := context.WithCancel(waitfor.Context(t))
	defer cancel()
	req := mcp.InitializeRequest{}
	req.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	req.Params.ClientInfo = mcp.Implementation{Name: "e2e", Version: "1"}
	res, err := c.Initialize(ctx, req)
	if err != nil {
		t.Fatalf("initialize: %v", err)
	}
	if res.ServerInfo.Name != "pkgdocs" {
		t.Fatalf("server name %q", res.ServerInfo.Name)
	}
	return c
}

func callText(t *testing.T, c *client.Client, name string, args map[string]any) (string, bool) {
	t.Helper()
	ctx, cancel := context.WithCancel(waitfor.Context(t))
	defer cancel()
	req := mcp.CallToolRequest{}
	req.Params.Name, req.Params.Arguments = name, args
	res, err := c.CallTool(ctx, req)
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

func TestStdioSession(t *testing.T) {
	c := newClient(t, plugins(t, "mdfolder", "crashy"))
	ctx := context.Background()
	tools, err := c.ListTools(ctx, mcp.ListToolsRequest{})
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]mcp.Tool{}
	for _, tl := range tools.Tools {
		byName[tl.Name] = tl
	}
	for _, want := range []string{"describe_mdfolder_package", "list_mdfolder_packages", "describe_crashy_package", "crashy_echo", "search_package_docs", "list_providers"} {
		if _, ok := byName[want]; !ok {
			t.Errorf("tools/list lacks %s (got %d tools)", want, len(tools.Tools))
		}
	}
	d := byName["describe_mdfolder_package"].Annotations
	if d.ReadOnlyHint == nil || !*d.ReadOnlyHint || d.DestructiveHint == nil || *d.DestructiveHint || d.IdempotentHint == nil || !*d.IdempotentHint || d.OpenWorldHint == nil || !*d.OpenWorldHint {
		t.Errorf("describe annotations = %+v, want read-only, non-destructive, idempotent, open-world", d)
	}
	text, isErr := callText(t, c, "describe_mdfolder_package", map[string]any{"package": "acme-widgets"})
	if isErr || !strings.HasPrefix(text, "# acme-widgets@1.4.2 (mdfolder)") || !strings.Contains(text, "function gauge(opts: GaugeOptions): Gauge") {
		t.Errorf("describe acme-widgets: isError=%v\n%s", isErr, text)
	}
	text, isErr = callText(t, c, "describe_mdfolder_package", map[string]any{"package": "no-such-package"})
	if !isErr || !strings.HasPrefix(text, "not found:") {
		t.Errorf("unknown package: isError=%v %q", isErr, text)
	}
	text, isErr = callText(t, c, "list_mdfolder_packages", map[string]any{})
	if isErr || !strings.Contains(text, "acme-widgets") {
		t.Errorf("provider tool: isError=%v %q", isErr, text)
	}
	text, isErr = callText(t, c, "search_package_docs", map[string]any{"package": "acme-widgets", "query": "sparklin", "ecosystem": "mdfolder"})
	if isErr || !strings.Contains(text, "1. **sparkline** (symbol") || !strings.Contains(text, "`symbol=sparkline`") {
		t.Errorf("search with a typo: isError=%v\n%s", isErr, text)
	}
	// language, the original server's name, is an alias of ecosystem.
	alias, isErr := callText(t, c, "search_package_docs", map[string]any{"package": "acme-widgets", "query": "sparklin", "language": "mdfolder"})
	if isErr || alias != text {
		t.Errorf("search with language: isError=%v\n%s\nwant the answer with ecosystem:\n%s", isErr, alias, text)
	}
	text, isErr = callText(t, c, "search_package_docs", map[string]any{"package": "acme-widgets", "query": "sparklin", "ecosystem": "mdfolder", "language": "npm"})
	if !isErr || !strings.Contains(text, `arguments ecosystem "mdfolder" and language "npm" disagree`) {
		t.Errorf("ecosystem and language disagree: isError=%v %q", isErr, text)
	}
	text, _ = callText(t, c, "search_package_docs", map[string]any{"package": "x", "query": "y", "ecosystem": "cobol"})
	if !strings.Contains(text, `unknown ecosystem "cobol"`) || !strings.Contains(text, "mdfolder") {
		t.Errorf("unknown ecosystem: %q", text)
	}
}

func TestProviderSIGKILLMidSession(t *testing.T) {
	dir := plugins(t, "crashy")
	h := startRaw(t, dir)
	h.initialize()
	pid := h.providerPIDs()["crashy"]
	if pid == 0 {
		t.Fatal("no pid for crashy")
	}
	type result struct {
		text  string
		isErr bool
	}
	got := make(chan result, 1)
	go func() {
		text, isErr := h.tool("describe_crashy_package", map[string]any{"package": "slow"})
		got <- result{text, isErr}
	}()
	waitCalls(t, dir, "slow", 1)
	if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	if r := waitfor.Chan(t, got, "the in-flight call's answer after its provider was killed"); !r.isErr || !strings.Contains(r.text, "exited during the call") {
		t.Errorf("in-flight call after SIGKILL: isError=%v %q", r.isErr, r.text)
	}
	text, isErr := h.tool("describe_crashy_package", map[string]any{"package": "ok"})
	if isErr || !strings.Contains(text, "# ok@1.0.0") {
		t.Fatalf("call after relaunch: isError=%v %q", isErr, text)
	}
	if np := h.providerPIDs()["crashy"]; np == pid || np == 0 {
		t.Errorf("provider pid after relaunch = %d, was %d", np, pid)
	}
}

func TestHostSIGKILLLeavesNoProvider(t *testing.T) {
	h := startRaw(t, plugins(t, "crashy", "mdfolder"))
	h.initialize()
	pids := h.providerPIDs()
	if len(pids) != 2 {
		t.Fatalf("providers = %v, want 2", pids)
	}
	if err := h.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(waitfor.Left(t))
	for name, pid := range pids {
		for alive(pid) {
			if time.Now().After(deadline) {
				t.Fatalf("provider %s (pid %d) outlived the SIGKILLed host", name, pid)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
}

func TestProviderStdoutAndPanicsNeverReachHostStdout(t *testing.T) {
	h := startRaw(t, plugins(t, "crashy"))
	h.initialize()
	text, isErr := h.tool("describe_crashy_package", map[string]any{"package": "panic"})
	if !isErr || !strings.Contains(text, "panicked") {
		t.Errorf("handler panic: isError=%v %q", isErr, text)
	}
	// The panic was recovered: the same process keeps serving.
	if text, isErr := h.tool("describe_crashy_package", map[string]any{"package": "ok"}); isErr {
		t.Errorf("after recovered panic: %q", text)
	}
	text, isErr = h.tool("describe_crashy_package", map[string]any{"package": "print-and-crash"})
	if !isErr {
		t.Errorf("print-and-crash: want an error, got %q", text)
	}
	if text, isErr := h.tool("describe_crashy_package", map[string]any{"package": "ok"}); isErr {
		t.Errorf("after crash: %q", text)
	}
	// startRaw's cleanup fails the test on any non-JSON-RPC stdout line and
	// on any stderr output.
}

func TestSkippedPluginsAreReportedAndHostServes(t *testing.T) {
	dir := plugins(t, "mdfolder", "badproto", "badtools")
	install(t, binMDFolder, filepath.Join(dir, "pkgdocs-provider-noexec"), 0o644)
	install(t, binFixture, filepath.Join(dir, "pkgdocs-provider-worldw"), 0o777)
	if err := os.WriteFile(filepath.Join(dir, "pkgdocs-provider-notaplugin"), []byte("#!/bin/sh\necho hello, I am not a plugin\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(binHost, "plugins", "--json")
	cmd.Env = append(os.Environ(), hostEnv(dir)...)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("pkgdocs plugins: %v", err)
	}
	var rep struct {
		Providers []struct{ Name string }
		Skipped   []struct{ Path, Name, Tool, Reason string }
	}
	if err := json.Unmarshal(out, &rep); err != nil {
		t.Fatalf("plugins --json: %v\n%s", err, out)
	}
	reasons := map[string]string{}
	for _, s := range rep.Skipped {
		key := s.Name
		if s.Tool != "" {
			key += "/" + s.Tool
		}
		reasons[key] = s.Reason
	}
	for key, want := range map[string]string{
		"noexec":                      "not executable",
		"worldw":                      "world-writable",
		"notaplugin":                  "handshake failed",
		"badproto":                    "unsupported protocol version",
		"badtools/Bad Name!":          "name must match",
		"badtools/badtools_badschema": `want "object"`,
		"badtools/badtools_badheader": "x-mcp-header",
	} {
		if !strings.Contains(reasons[key], want) {
			t.Errorf("skip reason for %s = %q, want it to mention %q", key, reasons[key], want)
		}
	}
	var names []string
	for _, p := range rep.Providers {
		names = append(names, p.Name)
	}
	if strings.Join(names, ",") != "badtools,mdfolder" {
		t.Errorf("running providers = %v, want badtools and mdfolder", names)
	}

	h := startRaw(t, dir)
	h.initialize()
	if text, isErr := h.tool("describe_mdfolder_package", map[string]any{"package": "acme-widgets"}); isErr {
		t.Errorf("host does not serve with bad plugins around: %q", text)
	}
	if text, isErr := h.tool("badtools_echo", map[string]any{"text": "hi"}); isErr || text != "hi" {
		t.Errorf("good tool of a provider with bad ones: isError=%v %q", isErr, text)
	}
}

func TestBadInputKeepsServing(t *testing.T) {
	h := startRaw(t, plugins(t, "mdfolder"))
	h.initialize()
	h.send("this is not json")
	if r := h.wait("null", 5*time.Second); r["error"].(map[string]any)["code"].(float64) != -32700 {
		t.Errorf("malformed line: %v", r)
	}
	if r := h.call("tools/call", map[string]any{"name": "no_such_tool", "arguments": map[string]any{}}); r["error"] == nil {
		t.Errorf("unknown tool: want a JSON-RPC error, got %v", r)
	}
	huge := strings.Repeat("a", 1<<20)
	for name, args := range map[string]map[string]any{
		"missing package":  {},
		"ill-typed":        {"package": 42},
		"1 MB argument":    {"package": huge},
		"bad maxLength":    {"package": "acme-widgets", "maxLength": "lots"},
		"unknown argument": {"package": "acme-widgets", "bogus": 1},
	} {
		text, isErr := h.tool("describe_mdfolder_package", args)
		if !isErr || !strings.HasPrefix(text, "invalid argument:") || len(text) > 2000 {
			t.Errorf("%s: isError=%v text=%.200q", name, isErr, text)
		}
	}
	if r := h.call("ping", map[string]any{}); r["error"] != nil {
		t.Errorf("ping after bad input: %v", r)
	}
	if text, isErr := h.tool("describe_mdfolder_package", map[string]any{"package": "acme-widgets"}); isErr {
		t.Errorf("describe after bad input: %q", text)
	}
}

func TestToolsListChangedWhenProviderAdded(t *testing.T) {
	dir := plugins(t, "mdfolder")
	h := startRaw(t, dir)
	h.initialize()
	h.call("tools/list", map[string]any{})
	h.mu.Lock()
	h.notes = nil
	h.mu.Unlock()
	install(t, binFixture, filepath.Join(dir, "pkgdocs-provider-crashy"), 0o755)
	deadline := time.Now().Add(waitfor.Left(t))
	for {
		h.mu.Lock()
		found := false
		for _, n := range h.notes {
			if n["method"] == "notifications/tools/list_changed" {
				found = true
			}
		}
		h.mu.Unlock()
		if found {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("no notifications/tools/list_changed after a provider was added")
		}
		time.Sleep(50 * time.Millisecond)
	}
	r := h.call("tools/list", map[string]any{})
	b, _ := json.Marshal(r)
	if !strings.Contains(string(b), "describe_crashy_package") {
		t.Errorf("tools/list after adding crashy lacks describe_crashy_package")
	}
}

func TestProgressAndLogNotificationsPrecedeTheResponse(t *testing.T) {
	h := startRaw(t, plugins(t, "crashy"))
	h.initialize()
	if r := h.call("logging/setLevel", map[string]any{"level": "warning"}); r["error"] != nil {
		t.Fatalf("setLevel: %v", r["error"])
	}
	r := h.call("tools/call", map[string]any{"name": "describe_crashy_package", "arguments": map[string]any{"package": "warn"},
		"_meta": map[string]any{"progressToken": "tok-1"}})
	if r["error"] != nil {
		t.Fatalf("call: %v", r["error"])
	}
	id := fmt.Sprint(r["id"])
	time.Sleep(200 * time.Millisecond) // anything trailing the response would arrive now
	h.mu.Lock()
	defer h.mu.Unlock()
	var progress, notes, providerLogs int
	respAt := -1
	for i, m := range h.order {
		if fmt.Sprint(m["id"]) == id && m["method"] == nil {
			respAt = i
			continue
		}
		params, _ := m["params"].(map[string]any)
		switch m["method"] {
		case "notifications/progress":
			if params["progressToken"] != "tok-1" {
				continue
			}
			progress++
			if respAt >= 0 {
				t.Errorf("progress notification after the response: %v", params)
			}
		case "notifications/message":
			if fmt.Sprint(params["data"]) == "fixture note: this version is retracted" {
				notes++
				if respAt >= 0 {
					t.Errorf("note after the response: %v", params)
				}
			}
			if params["logger"] == "provider/crashy" {
				providerLogs++
			}
		}
	}
	if respAt < 0 {
		t.Fatal("no response recorded")
	}
	if progress < 3 {
		t.Errorf("%d progress notifications for a 1.2 s call, want at least 3 (start, working, done)", progress)
	}
	if notes != 1 {
		t.Errorf("%d note log messages, want 1", notes)
	}
	if providerLogs == 0 {
		t.Error("the provider's warning was not relayed as an MCP log message")
	}
}

// TestCancellationReachesTheProvider: notifications/cancelled cancels the
// provider's call, the cancelled request gets no response, and the next
// calls are answered.
func TestCancellationReachesTheProvider(t *testing.T) {
	dir := plugins(t, "crashy")
	h := startRaw(t, dir)
	h.initialize()
	nextID.Lock()
	nextID.n++
	id := nextID.n
	nextID.Unlock()
	b, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": id, "method": "tools/call",
		"params": map[string]any{"name": "describe_crashy_package", "arguments": map[string]any{"package": "slow"}}})
	h.send(string(b))
	waitCalls(t, dir, "slow", 1)
	h.send(fmt.Sprintf(`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":%d,"reason":"test"}}`, id))
	// The fixture counts Describe calls whose context was cancelled (each
	// try a new version: no answer comes from the host's cache).
	try := 0
	waitfor.Cond(t, "the cancellation to reach the provider", func() bool {
		try++
		text, isErr := h.tool("describe_crashy_package", map[string]any{"package": "cancels", "version": fmt.Sprint(try)})
		if isErr {
			t.Fatalf("cancels: %q", text)
		}
		return strings.Contains(text, "cancelled=1")
	})
	// The spec: no response to a cancelled request. The host answered the
	// calls after it; give the cancelled one time to (wrongly) arrive.
	time.Sleep(300 * time.Millisecond)
	if text, isErr := h.tool("list_providers", map[string]any{}); isErr {
		t.Fatalf("list_providers after the cancellation: %q", text)
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if r, ok := h.responses[fmt.Sprint(id)]; ok {
		t.Errorf("the cancelled request %d was answered: %v", id, r)
	}
}

// A note the client's log level filters out must not hold the response
// back (it was once waited for until a one-second timeout). Each call
// with a filtered note is timed against a call without notes just before
// it, and the smallest of three differences must stay well under that
// second: the wait showed in every call, where a burst of load on a
// shared machine slows one pair, not all three.
func TestFilteredNotesDoNotDelayTheResponse(t *testing.T) {
	h := startRaw(t, plugins(t, "crashy"))
	h.initialize()
	h.tool("describe_crashy_package", map[string]any{"package": "ok"}) // provider warm
	timed := func(pkg string) time.Duration {
		start := time.Now()
		text, isErr := h.tool("describe_crashy_package", map[string]any{"package": pkg})
		if isErr || pkg == "noted" && !strings.Contains(text, "a note") {
			t.Fatalf("%s: %q", pkg, text)
		}
		return time.Since(start)
	}
	least := time.Hour
	for range 3 {
		plain := timed("ok")
		noted := timed("noted")
		t.Logf("without notes %s, with a filtered note %s", plain, noted)
		least = min(least, noted-plain)
	}
	if least > 500*time.Millisecond {
		t.Errorf("a filtered note added at least %s to every call", least)
	}
}

// mcp-go's client sends "arguments": null for a call without arguments.
func TestNullArgumentsMeanNone(t *testing.T) {
	h := startRaw(t, plugins(t, "mdfolder"))
	h.initialize()
	r := h.call("tools/call", map[string]any{"name": "list_providers", "arguments": nil})
	res, _ := r["result"].(map[string]any)
	if res == nil || res["isError"] == true {
		t.Errorf("list_providers with null arguments: %v", r)
	}
}

// A client's first tool list is complete and is not followed by a
// list_changed for it. The host answers initialize and tools/list from
// the providers' manifests, learned by an earlier run: the test used to
// race the providers' first start against initialize's 300 ms wait and
// failed on a loaded 2-core machine, where starting two providers took
// longer. The earlier run here is an event (it exits), not a clock.
func TestNoListChangedAtStartup(t *testing.T) {
	dir := plugins(t, "mdfolder", "crashy")
	first := startRaw(t, dir)
	first.initialize()
	first.call("tools/list", map[string]any{}) // waits until the providers are known
	first.in.Close()
	<-first.done
	h := startRaw(t, dir)
	h.initialize()
	h.call("tools/list", map[string]any{})
	time.Sleep(300 * time.Millisecond)
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, n := range h.notes {
		if n["method"] == "notifications/tools/list_changed" {
			t.Errorf("tools/list_changed at startup, before any provider changed")
		}
	}
}

// TestCallToolHelp: "pkgdocs call TOOL --help" says what that tool takes
// (the arguments of its listed input schema, which are required, how an
// array is written); a name no tool has lists the tools there are.
func TestCallToolHelp(t *testing.T) {
	dir := plugins(t, "versioned")
	run := func(args ...string) (string, string, int) {
		cmd := exec.Command(binHost, args...)
		cmd.Env = append(os.Environ(), hostEnv(dir)...)
		var out, errb strings.Builder
		cmd.Stdout, cmd.Stderr = &out, &errb
		err := cmd.Run()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		return out.String(), errb.String(), code
	}
	out, errs, code := run("call", "--no-cache", "check_package_api", "--help")
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	for _, want := range []string{"pkgdocs call check_package_api key=value ...: ", "\n  package (string, required): ", "\n  symbols (array of string: a,b or the key repeated): "} {
		if !strings.Contains(out, want) {
			t.Errorf("help lacks %q:\n%s", want, out)
		}
	}
	if _, errs, code := run("call", "check_pakage_api", "-h"); code != 2 || !strings.Contains(errs, `no tool "check_pakage_api"; available tools: `) || !strings.Contains(errs, "check_package_api") {
		t.Errorf("misspelt tool: exit %d, stderr %q", code, errs)
	}
}
