package e2e

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"crypto/rand"
	"crypto/sha1"
	"crypto/sha512"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/pkgdocs/pkgdocs/internal/proctest"

	"github.com/pkgdocs/pkgdocs/internal/waitfor"
)

// This file is the fault suite's harness (TestFaults in faults_linux_test.go):
// a host run with a marker in its environment, so that every process it
// starts can be found in /proc afterwards; bounded calls; and a fake npm
// registry whose answers a row can break.

// markerVar is set, to a value unique to one host run, in the environment
// of every host the suite starts. Providers get it (the host passes its
// PKGDOCS_* variables on) and so do their children.
const markerVar = "PKGDOCS_FAULTS_MARKER"

// faultHost is one `pkgdocs serve` run over stdio, driven with raw
// JSON-RPC lines (rawHost records and checks every stdout line).
type faultHost struct {
	*rawHost
	marker string
	// groups are the process groups seen holding a marked process: the
	// host's and every provider's (providers lead their own group).
	groups  map[int]bool
	hwm     int64 // the host's peak RSS in bytes, read just before stdin closed
	exit    time.Duration
	stopped bool
	// startTimeout is the provider start timeout the host was given.
	startTimeout time.Duration
}

// hostOptions says how to run one host.
type hostOptions struct {
	plugins string   // the plugins directory
	cache   string   // the cache directory; "" for a fresh one
	env     []string // more environment, after the defaults
	args    []string // more arguments to serve
	// wrap runs the host under this command line (the host's path and
	// arguments follow it), for setpriv.
	wrap []string
}

// inheritedEnv is the test's environment without the variables that
// would point a host or provider elsewhere than the row says.
func inheritedEnv() []string {
	var out []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		u := strings.ToUpper(k)
		if strings.HasPrefix(u, "PKGDOCS_") || strings.HasPrefix(u, "NPM_CONFIG_") || u == "GOPROXY" || u == "GOFLAGS" || u == "GOPRIVATE" || u == "GONOPROXY" {
			continue
		}
		out = append(out, kv)
	}
	return out
}

// startFaultHost starts `pkgdocs serve` and initializes the session. The
// row stops it with stop; a cleanup kills what a failed row left.
func startFaultHost(t *testing.T, o hostOptions) *faultHost {
	t.Helper()
	var mb [8]byte
	rand.Read(mb[:])
	h := &faultHost{marker: hex.EncodeToString(mb[:]), groups: map[int]bool{}, startTimeout: time.Duration(float64(10*time.Second) * loadScale())}
	if o.cache == "" {
		o.cache = t.TempDir()
	}
	argv := append(append(append([]string(nil), o.wrap...), binHost, "serve"), o.args...)
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Env = append(inheritedEnv(),
		"PKGDOCS_PLUGINS_DIR="+o.plugins, "PKGDOCS_CACHE_DIR="+o.cache, "PKGDOCS_MDFOLDER_DIR="+docsDir,
		"PKGDOCS_FIXTURE_CALLS="+callsFile(o.plugins), markerVar+"="+h.marker,
		// A provider's start is held to its default bound stretched
		// like every row's (loadScale): a handshake slowed by a machine
		// shared many ways is no fault of the host's.
		"PKGDOCS_PROVIDER_START_TIMEOUT="+h.startTimeout.String())
	cmd.Env = append(cmd.Env, o.env...)
	// Its own process group, so that the groups of what it leaves behind
	// are its own and its providers', never the test's.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	h.rawHost = &rawHost{t: t, cmd: cmd, in: in, stderr: &lockedBuffer{}, responses: map[string]map[string]any{}, done: make(chan struct{})}
	h.cond = sync.NewCond(&h.mu)
	cmd.Stderr = h.stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go h.read(out)
	t.Cleanup(func() {
		if !h.stopped {
			h.cmd.Process.Kill()
			h.cmd.Wait()
			for _, pid := range h.left() {
				syscall.Kill(pid, syscall.SIGKILL)
			}
		}
	})
	h.initialize()
	return h
}

// callRaw sends a request and waits at most d for its response; it
// returns the response and how long it took.
func (h *faultHost) callRaw(method string, params any, d time.Duration) (map[string]any, time.Duration) {
	h.t.Helper()
	id := h.send1(method, params)
	start := time.Now()
	r := h.wait(fmt.Sprint(id), d)
	return r, time.Since(start)
}

// send1 sends a request without waiting and returns its id.
func (h *faultHost) send1(method string, params any) int {
	h.t.Helper()
	nextID.Lock()
	nextID.n++
	id := nextID.n
	nextID.Unlock()
	b, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": id, "method": method, "params": params})
	h.send(string(b))
	return id
}

// toolResult reads a tools/call response: its text, isError and
// structured content.
func toolResult(t *testing.T, r map[string]any) (string, bool, map[string]any) {
	t.Helper()
	if e := r["error"]; e != nil {
		t.Fatalf("JSON-RPC error: %v", e)
	}
	res, _ := r["result"].(map[string]any)
	var text []string
	for _, c := range res["content"].([]any) {
		if s, ok := c.(map[string]any)["text"].(string); ok {
			text = append(text, s)
		}
	}
	isErr, _ := res["isError"].(bool)
	sc, _ := res["structuredContent"].(map[string]any)
	return strings.Join(text, "\n"), isErr, sc
}

// peakRSS is VmHWM of pid in bytes.
func peakRSS(pid int) int64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return -1
	}
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, "VmHWM:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			return kb << 10
		}
	}
	return -1
}

// marked reports whether p carries this host's marker.
func (h *faultHost) marked(p proctest.Proc) bool { return p.HasEnv(markerVar, h.marker) }

// noteGroups records the process groups of the host's processes now.
func (h *faultHost) noteGroups() {
	h.groups[h.cmd.Process.Pid] = true
	for _, p := range proctest.Live() {
		if h.marked(p) {
			h.groups[p.PGID] = true
		}
	}
}

// left lists live processes of this run: marked, or in a group seen
// holding a marked one.
func (h *faultHost) left() []int {
	var out []int
	for _, p := range proctest.Live() {
		if p.PID == os.Getpid() {
			continue
		}
		if h.marked(p) || h.groups[p.PGID] {
			out = append(out, p.PID)
		}
	}
	return out
}

func describeProcs(pids []int) string {
	var b strings.Builder
	for _, pid := range pids {
		argv, _ := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", pid))
		fmt.Fprintf(&b, " [%d %s]", pid, strings.TrimSpace(strings.ReplaceAll(string(argv), "\x00", " ")))
	}
	return b.String()
}

// hostExitBound is how long the host may take to exit after its stdin
// closes: each provider gets a graceful stop, then SIGKILL to its group
// and a bounded drain of its pipes (host/supervise's stopGrace, stopWait),
// with room for a loaded machine.
const hostExitBound = 5 * time.Second

// stop reads the host's peak RSS, closes its stdin and waits for it to
// exit; then it checks that stdout carried only JSON-RPC, that stderr is
// empty and that no process of the run is left.
func (h *faultHost) stop() {
	t := h.t
	t.Helper()
	h.noteGroups()
	h.hwm = peakRSS(h.cmd.Process.Pid)
	start := time.Now()
	h.in.Close()
	exited := make(chan struct{})
	go func() { <-h.done; h.cmd.Wait(); close(exited) }()
	select {
	case <-exited:
	case <-time.After(hostExitBound):
		t.Errorf("host did not exit within %s of stdin closing", hostExitBound)
		h.cmd.Process.Kill()
		<-exited
	}
	h.exit = time.Since(start)
	h.stopped = true
	// Reaping what the host killed is not what the row times: waited
	// for up to go test's deadline.
	deadline := time.Now().Add(waitfor.Left(t))
	for {
		left := h.left()
		if len(left) == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Errorf("processes of the run left after the host exited:%s", describeProcs(left))
			for _, pid := range left {
				syscall.Kill(pid, syscall.SIGKILL)
			}
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, l := range h.bad {
		t.Errorf("non-JSON-RPC line on the host's stdout: %.200q", l)
	}
	if s := h.stderr.String(); s != "" {
		t.Errorf("host wrote to stderr in serve mode: %.300q", s)
	}
}

// The fake npm registry serves one package, faultpkg 1.0.0, with a README,
// a type declaration and a full-text-searchable API; rows break it.
const fakePkg = "faultpkg"

type fakeNPM struct {
	srv *httptest.Server

	mu       sync.Mutex
	requests []string
	// fault, when set, answers a request instead of the registry when it
	// returns true.
	fault func(w http.ResponseWriter, r *http.Request) bool
	// edit, when set, changes the version manifest before it is served
	// (in the packument too).
	edit    func(m map[string]any)
	tarball []byte
}

// setTarball replaces the tarball (the manifest's integrity follows).
func (f *fakeNPM) setTarball(b []byte) {
	f.mu.Lock()
	f.tarball = b
	f.mu.Unlock()
}

// setEdit sets the manifest edit.
func (f *fakeNPM) setEdit(edit func(m map[string]any)) {
	f.mu.Lock()
	f.edit = edit
	f.mu.Unlock()
}

// tgzBytes is the tarball served now.
func (f *fakeNPM) tgzBytes() []byte {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.tarball
}

func newFakeNPM(t *testing.T) *fakeNPM {
	t.Helper()
	f := &fakeNPM{tarball: tgz(t, map[string]string{
		"package/package.json": `{"name":"faultpkg","version":"1.0.0","types":"index.d.ts"}`,
		"package/README.md":    "# faultpkg\n\nWidgets for fault tests.\n\n## Usage\n\n```js\nconst { widget } = require('faultpkg')\nwidget('gear')\n```\n",
		"package/index.d.ts":   "/** Makes a widget. */\nexport declare function widget(name: string): string;\n",
	})}
	f.srv = httptest.NewServer(http.HandlerFunc(f.serve))
	t.Cleanup(func() {
		f.srv.CloseClientConnections()
		f.srv.Close()
	})
	return f
}

func (f *fakeNPM) URL() string { return f.srv.URL }

// seen returns the request paths so far.
func (f *fakeNPM) seen() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]string(nil), f.requests...)
}

func (f *fakeNPM) set(fault func(w http.ResponseWriter, r *http.Request) bool) {
	f.mu.Lock()
	f.fault = fault
	f.mu.Unlock()
}

func (f *fakeNPM) manifest() map[string]any {
	f.mu.Lock()
	tarball, edit := f.tarball, f.edit
	f.mu.Unlock()
	sum := sha512.Sum512(tarball)
	sha := sha1.Sum(tarball)
	m := map[string]any{
		"name": fakePkg, "version": "1.0.0", "description": "Widgets for fault tests.", "license": "MIT",
		"types": "index.d.ts",
		"dist": map[string]any{
			"tarball":   f.srv.URL + "/" + fakePkg + "/-/" + fakePkg + "-1.0.0.tgz",
			"integrity": "sha512-" + base64.StdEncoding.EncodeToString(sum[:]),
			"shasum":    hex.EncodeToString(sha[:]),
		},
	}
	if edit != nil {
		edit(m)
	}
	return m
}

func (f *fakeNPM) serve(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	f.requests = append(f.requests, r.URL.Path)
	fault := f.fault
	f.mu.Unlock()
	if fault != nil && fault(w, r) {
		return
	}
	switch p := r.URL.Path; p {
	case "/" + fakePkg:
		m := f.manifest()
		writeJSON(w, map[string]any{"name": fakePkg, "dist-tags": map[string]any{"latest": "1.0.0"}, "versions": map[string]any{"1.0.0": m}, "modified": "2024-01-01T00:00:00.000Z"})
	case "/" + fakePkg + "/1.0.0", "/" + fakePkg + "/latest":
		writeJSON(w, f.manifest())
	case "/" + fakePkg + "/-/" + fakePkg + "-1.0.0.tgz":
		w.Header().Set("Content-Type", "application/octet-stream")
		w.Write(f.tgzBytes())
	default:
		http.NotFound(w, r)
	}
}

func writeJSON(w http.ResponseWriter, v any) {
	b, _ := json.Marshal(v)
	w.Header().Set("Content-Type", "application/json")
	w.Write(b)
}

// tgz builds a gzip'd tarball of files.
func tgz(t *testing.T, files map[string]string) []byte {
	t.Helper()
	var buf bytes.Buffer
	gz := gzip.NewWriter(&buf)
	tw := tar.NewWriter(gz)
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	sort.Strings(names) // the same bytes every time
	for _, name := range names {
		body := files[name]
		if err := tw.WriteHeader(&tar.Header{Name: name, Mode: 0o644, Size: int64(len(body)), Typeflag: tar.TypeReg, ModTime: time.Unix(1e9, 0)}); err != nil {
			t.Fatal(err)
		}
		tw.Write([]byte(body))
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	gz.Close()
	return buf.Bytes()
}

type zeros struct{}

func (zeros) Read(p []byte) (int, error) { clear(p); return len(p), nil }

// gzipBomb is a tarball of n files of size bytes of zeros each, under
// 1 MB compressed per 600 MiB. One 600 MiB README.md is refused from its
// tar header alone; 75 files of 8 MiB (npm's bound on one kept file) must
// be decompressed until npm's bound on what one tarball may decompress
// to, 512 MiB, is reached.
func gzipBomb(n int, size int64) []byte {
	var buf bytes.Buffer
	gz, _ := gzip.NewWriterLevel(&buf, gzip.BestSpeed)
	tw := tar.NewWriter(gz)
	for i := range n {
		name := "package/README.md"
		if n > 1 {
			name = fmt.Sprintf("package/blob-%03d.bin", i)
		}
		tw.WriteHeader(&tar.Header{Name: name, Mode: 0o644, Size: size, Typeflag: tar.TypeReg, ModTime: time.Unix(1e9, 0)})
		io.CopyN(tw, zeros{}, size)
	}
	tw.Close()
	gz.Close()
	return buf.Bytes()
}

// npmEnv points the npm provider at a registry and at no user or global
// npmrc, with a fetch-timeout far beyond every row's bound: npm's
// fetch-timeout is a wall-clock deadline in the provider, which a loaded
// machine can reach before the fault a row is about (a redirect loop once
// answered "timed out" instead of naming the redirects). Only the stall
// rows, which are about that timeout, set it short (stallEnv).
func npmEnv(t *testing.T, registry string) []string {
	none := filepath.Join(t.TempDir(), "none")
	return []string{"npm_config_registry=" + registry + "/", "npm_config_userconfig=" + none, "npm_config_globalconfig=" + none,
		"npm_config_fetch_timeout=600000"}
}

// stallEnv sets the npm fetch-timeout (milliseconds) to stallTimeout.
var stallEnv = []string{"npm_config_fetch_timeout=" + strconv.Itoa(int(stallTimeout/time.Millisecond))}

// stallTimeout is the npm fetch-timeout the stall rows configure, so that
// a stalled registry costs seconds, not the default minute.
const stallTimeout = 2 * time.Second

// scriptProvider writes an executable #!/bin/sh provider
// <dir>/pkgdocs-provider-<name>.
func scriptProvider(t *testing.T, dir, name, body string) {
	t.Helper()
	p := filepath.Join(dir, "pkgdocs-provider-"+name)
	if err := os.WriteFile(p, []byte("#!/bin/sh\n"+body+"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(p, 0o755); err != nil {
		t.Fatal(err)
	}
}

// fixtureAs is the fixture provider reachable as
// <tmp>/real/pkgdocs-provider-<name> (it takes its behaviour and name from
// argv[0]), for a wrapper script to exec.
func fixtureAs(t *testing.T, name string) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "real")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, "pkgdocs-provider-"+name)
	if err := os.Symlink(binFixture, p); err != nil {
		t.Fatal(err)
	}
	return p
}
