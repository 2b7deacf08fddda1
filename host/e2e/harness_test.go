package e2e

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/pkgdocs/pkgdocs/internal/waitfor"
)

// Binaries built once by TestMain.
var (
	binHost     string
	binMDFolder string
	binFixture  string
	docsDir     string
	cacheDir    string
)

func TestMain(m *testing.M) {
	os.Exit(runMain(m))
}

func runMain(m *testing.M) int {
	dir, err := os.MkdirTemp("", "pkgdocs-e2e-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(dir)
	root := moduleRoot()
	builds := []struct{ out, pkg string }{
		{filepath.Join(dir, "pkgdocs"), "./host/cmd/pkgdocs"},
		{filepath.Join(dir, "pkgdocs-provider-mdfolder"), "./sdk/example/mdfolder/cmd/pkgdocs-provider-mdfolder"},
		{filepath.Join(dir, "fixtureprovider"), "./host/e2e/testdata/fixtureprovider"},
	}
	for _, b := range builds {
		cmd := exec.Command("go", "build", "-o", b.out, b.pkg)
		cmd.Dir = root
		if out, err := cmd.CombinedOutput(); err != nil {
			fmt.Fprintf(os.Stderr, "build %s: %v\n%s", b.pkg, err, out)
			return 1
		}
	}
	binHost, binMDFolder, binFixture = builds[0].out, builds[1].out, builds[2].out
	cacheDir = filepath.Join(dir, "cache")
	docsDir = filepath.Join(root, "sdk", "example", "mdfolder", "testdata", "docs")
	return m.Run()
}

func moduleRoot() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Clean(filepath.Join(filepath.Dir(file), "..", ".."))
}

// plugins makes a plugins dir holding the named providers: "mdfolder" is
// the example provider, anything else the fixture provider under that name.
func plugins(t *testing.T, names ...string) string {
	t.Helper()
	dir := t.TempDir()
	for _, n := range names {
		src := binFixture
		if n == "mdfolder" {
			src = binMDFolder
		}
		install(t, src, filepath.Join(dir, "pkgdocs-provider-"+n), 0o755)
	}
	return dir
}

func install(t *testing.T, src, dst string, mode os.FileMode) {
	t.Helper()
	b, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dst, b, mode); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dst, mode); err != nil { // umask-proof
		t.Fatal(err)
	}
}

func hostEnv(pluginsDir string) []string {
	return []string{"PKGDOCS_PLUGINS_DIR=" + pluginsDir, "PKGDOCS_MDFOLDER_DIR=" + docsDir, "PKGDOCS_CACHE_DIR=" + cacheDir,
		"PKGDOCS_FIXTURE_CALLS=" + callsFile(pluginsDir)}
}

// callsFile is where the fixture providers of a plugins dir record the
// Describe calls they begin (see testdata/fixtureprovider): beside the
// dir, so that writing it is no change the host's rescans see.
func callsFile(pluginsDir string) string { return filepath.Clean(pluginsDir) + ".calls" }

// waitCalls waits until the fixture providers of pluginsDir have begun n
// Describe calls of package pkg in all: the call is in the provider.
func waitCalls(t *testing.T, pluginsDir, pkg string, n int) {
	t.Helper()
	line := []byte(pkg + "\n")
	waitfor.Cond(t, fmt.Sprintf("%d Describe call(s) of %q to reach the provider", n, pkg), func() bool {
		b, _ := os.ReadFile(callsFile(pluginsDir))
		return countLines(b, line) >= n
	})
}

func countLines(b, line []byte) int {
	n := 0
	for len(b) > 0 {
		i := bytes.IndexByte(b, '\n')
		if i < 0 {
			break
		}
		if bytes.Equal(b[:i+1], line) {
			n++
		}
		b = b[i+1:]
	}
	return n
}

// rawHost drives `pkgdocs serve` with raw JSON-RPC lines and checks that
// every line it writes to stdout is a JSON-RPC message.
type rawHost struct {
	t      *testing.T
	cmd    *exec.Cmd
	in     io.WriteCloser
	stderr *lockedBuffer

	mu        sync.Mutex
	responses map[string]map[string]any
	notes     []map[string]any
	order     []map[string]any // every message, in the order written
	bad       []string         // stdout lines that are not JSON-RPC
	cond      *sync.Cond
	done      chan struct{}
}

type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

func startRaw(t *testing.T, pluginsDir string, args ...string) *rawHost {
	t.Helper()
	cmd := exec.Command(binHost, append([]string{"serve"}, args...)...)
	cmd.Env = append(os.Environ(), hostEnv(pluginsDir)...)
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	h := &rawHost{t: t, cmd: cmd, in: in, stderr: &lockedBuffer{}, responses: map[string]map[string]any{}, done: make(chan struct{})}
	h.cond = sync.NewCond(&h.mu)
	cmd.Stderr = h.stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go h.read(out)
	t.Cleanup(func() {
		h.in.Close()
		select {
		case <-h.done:
		case <-time.After(5 * time.Second):
			h.cmd.Process.Kill()
			<-h.done
		}
		h.cmd.Wait()
		h.mu.Lock()
		defer h.mu.Unlock()
		for _, l := range h.bad {
			t.Errorf("non-JSON-RPC bytes on the host's stdout: %q", l)
		}
		if s := h.stderr.String(); s != "" {
			t.Errorf("host wrote to stderr in serve mode: %q", s)
		}
	})
	return h
}

func (h *rawHost) read(r io.Reader) {
	defer close(h.done)
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		line := sc.Bytes()
		var m map[string]any
		h.mu.Lock()
		if err := json.Unmarshal(line, &m); err != nil || m["jsonrpc"] != "2.0" {
			h.bad = append(h.bad, string(line))
		} else if h.order = append(h.order, m); false {
		} else if id, ok := m["id"]; ok && id != nil && m["method"] == nil {
			h.responses[fmt.Sprint(id)] = m
		} else if id == nil && m["error"] != nil {
			h.responses["null"] = m
		} else {
			h.notes = append(h.notes, m)
		}
		h.cond.Broadcast()
		h.mu.Unlock()
	}
	h.mu.Lock()
	h.cond.Broadcast()
	h.mu.Unlock()
}

func (h *rawHost) send(line string) {
	h.t.Helper()
	if _, err := io.WriteString(h.in, line+"\n"); err != nil {
		h.t.Fatalf("write to host: %v", err)
	}
}

var nextID = struct {
	sync.Mutex
	n int
}{}

// call sends a request and waits for its response.
func (h *rawHost) call(method string, params any) map[string]any {
	h.t.Helper()
	nextID.Lock()
	nextID.n++
	id := nextID.n
	nextID.Unlock()
	b, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": id, "method": method, "params": params})
	h.send(string(b))
	return h.wait(fmt.Sprint(id), waitfor.Left(h.t))
}

func (h *rawHost) wait(id string, d time.Duration) map[string]any {
	h.t.Helper()
	deadline := time.Now().Add(d)
	timer := time.AfterFunc(d, func() { h.mu.Lock(); h.cond.Broadcast(); h.mu.Unlock() })
	defer timer.Stop()
	h.mu.Lock()
	defer h.mu.Unlock()
	for {
		if r, ok := h.responses[id]; ok {
			delete(h.responses, id)
			return r
		}
		select {
		case <-h.done:
			h.t.Fatalf("host exited waiting for response %s; stderr: %s", id, h.stderr.String())
		default:
		}
		if time.Now().After(deadline) {
			h.t.Fatalf("no response to request %s within %s", id, d)
		}
		h.cond.Wait()
	}
}

func (h *rawHost) initialize() {
	h.t.Helper()
	r := h.call("initialize", map[string]any{"protocolVersion": "2025-06-18", "capabilities": map[string]any{}, "clientInfo": map[string]any{"name": "e2e", "version": "1"}})
	if r["error"] != nil {
		h.t.Fatalf("initialize: %v", r["error"])
	}
	h.send(`{"jsonrpc":"2.0","method":"notifications/initialized"}`)
}

// tool calls a tool and returns its text and isError.
func (h *rawHost) tool(name string, args map[string]any) (string, bool) {
	h.t.Helper()
	r := h.call("tools/call", map[string]any{"name": name, "arguments": args})
	if e := r["error"]; e != nil {
		h.t.Fatalf("tools/call %s: JSON-RPC error %v", name, e)
	}
	res := r["result"].(map[string]any)
	var text []string
	for _, c := range res["content"].([]any) {
		text = append(text, c.(map[string]any)["text"].(string))
	}
	isErr, _ := res["isError"].(bool)
	return strings.Join(text, "\n"), isErr
}

// providerPIDs returns provider name -> pid from list_providers.
func (h *rawHost) providerPIDs() map[string]int {
	h.t.Helper()
	r := h.call("tools/call", map[string]any{"name": "list_providers", "arguments": map[string]any{}})
	sc := r["result"].(map[string]any)["structuredContent"].(map[string]any)
	out := map[string]int{}
	for _, p := range sc["providers"].([]any) {
		m := p.(map[string]any)
		pid, _ := m["pid"].(float64)
		out[m["name"].(string)] = int(pid)
	}
	return out
}

// alive reports whether pid is a live (non-zombie) process.
func alive(pid int) bool {
	if err := syscall.Kill(pid, 0); err != nil {
		return false
	}
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return false
	}
	// Field 3 is the state; Z is a zombie, X dead.
	s := string(b)
	if i := strings.LastIndexByte(s, ')'); i >= 0 && len(s) > i+2 {
		st := s[i+2]
		return st != 'Z' && st != 'X'
	}
	return true
}

// skipUnlessSlow skips a test or row whose setup costs minutes of CPU
// unless PKGDOCS_SLOW_E2E=1: `make test-slow` runs them, and CI runs it
// after `make test`, so every row still runs there.
func skipUnlessSlow(t *testing.T) {
	t.Helper()
	if os.Getenv("PKGDOCS_SLOW_E2E") != "1" {
		t.Skip("slow end-to-end row: runs with PKGDOCS_SLOW_E2E=1 (make test-slow)")
	}
}

// pluginsOf is a plugins directory holding the real first-party providers
// named ("npm", "golang"): the pkgdocs binary under each provider's file
// name, a copy each (one process per provider), as the host starts its
// built-in providers and as `go install` gives them. No separate build:
// the providers' own main packages are tested by their TestContractBinary.
func pluginsOf(t *testing.T, names ...string) string {
	t.Helper()
	dir := t.TempDir()
	for _, n := range names {
		install(t, binHost, filepath.Join(dir, "pkgdocs-provider-"+n), 0o755)
	}
	return dir
}
