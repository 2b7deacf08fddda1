package cli

import (
	"bufio"
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pkgdocs/pkgdocs/host/discovery"
	"github.com/pkgdocs/pkgdocs/internal/proctest"
	"github.com/pkgdocs/pkgdocs/internal/waitfor"
)

// hostileProviders makes a plugins dir with a provider wrapper that forks
// a child holding its stdout and stderr and then execs the real provider
// ("forky", which works), and one that never handshakes ("hang"). Their
// hanging processes carry the returned marker in their argv.
func hostileProviders(t *testing.T) (dir, marker string) {
	t.Helper()
	tmp := t.TempDir()
	real := filepath.Join(tmp, "real")
	if err := os.Mkdir(real, 0o755); err != nil {
		t.Fatal(err)
	}
	prov := install(t, real, discovery.Prefix+"forky")
	dir = filepath.Join(tmp, "plugins")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	marker = fmt.Sprintf("1000.%09d", rand.N(1_000_000_000))
	for name, body := range map[string]string{
		"forky": "sleep " + marker + " &\nexec " + prov,
		"hang":  "sleep " + marker,
	} {
		p := filepath.Join(dir, discovery.Prefix+name)
		if err := os.WriteFile(p, []byte("#!/bin/sh\n"+body+"\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	return dir, marker
}

// handshakeTimedOut is how the host reports (and logs) a provider whose
// handshake reached its bound: go-plugin's words.
const handshakeTimedOut = "timeout while waiting for plugin to start"

// leftWith returns the live processes whose argv holds marker.
func leftWith(marker string) []int {
	var left []int
	for _, p := range proctest.Live() {
		if bytes.Contains(p.Argv, []byte(marker)) {
			left = append(left, p.PID)
		}
	}
	return left
}

// noneLeftWith waits for every process holding marker to be gone: the
// host has killed them (their process group) but a loaded machine may
// take a while to reap them.
func noneLeftWith(t *testing.T, marker string) {
	t.Helper()
	if !waitfor.Poll(t, func() bool { return len(leftWith(marker)) == 0 }) {
		t.Errorf("processes left: %v", leftWith(marker))
	}
}

// `pkgdocs plugins` returns once the hanging provider's handshake times
// out (supervise's StartTimeout, 10 s), reports it, lists the wrapped
// one, and leaves nothing running: before, it never returned. The bound
// is the product's: the test waits for Main to return (up to go test's
// deadline, so a loaded machine cannot fail it) and checks that the
// handshake's timeout is what ended the wait.
func TestPluginsWithHostileProviders(t *testing.T) {
	dir, marker := hostileProviders(t)
	var out, errb bytes.Buffer
	start := time.Now()
	code := make(chan int, 1)
	go func() { code <- Main([]string{"plugins", "--plugins-dir", dir, "--no-cache"}, &out, &errb) }()
	if c := waitfor.Chan(t, code, "pkgdocs plugins to return with a provider that never handshakes"); c != 0 {
		t.Fatalf("exit %d; stderr:\n%s", c, errb.String())
	}
	took := time.Since(start)
	t.Logf("pkgdocs plugins took %s", took)
	if took < 10*time.Second {
		t.Errorf("pkgdocs plugins returned after %s, before the 10 s handshake bound: the hanging provider was not waited for", took)
	}
	for _, want := range []string{"forky", "ecosystem=forky", "pkgdocs-provider-hang", "handshake failed: " + handshakeTimedOut} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	noneLeftWith(t, marker)
}

// `pkgdocs plugins --pin` writes providers.lock next to the plugins dir;
// a provider changed afterwards is skipped with the reason; a
// group-writable plugins dir is refused with the reason.
func TestPluginsPin(t *testing.T) {
	tmp := t.TempDir()
	dir := filepath.Join(tmp, "plugins")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	install(t, dir, discovery.Prefix+"alpha")
	run := func(args ...string) string {
		t.Helper()
		var out, errb bytes.Buffer
		if code := Main(append(args, "--plugins-dir", dir, "--no-cache"), &out, &errb); code != 0 {
			t.Fatalf("%v: exit %d; stderr:\n%s", args, code, errb.String())
		}
		return out.String()
	}
	out := run("plugins", "--pin")
	lock := filepath.Join(tmp, discovery.LockName)
	if !strings.Contains(out, "Pinned 1 provider(s) in "+lock+": alpha") || !strings.Contains(out, "Providers (1)") {
		t.Errorf("--pin output:\n%s", out)
	}
	pins, err := discovery.ReadPins(lock)
	if err != nil || len(pins["alpha"]) != 64 {
		t.Fatalf("pins %v, %v", pins, err)
	}

	// Changed since it was pinned: skipped, with the way out.
	f, err := os.OpenFile(filepath.Join(dir, discovery.Prefix+"alpha"), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString("appended")
	f.Close()
	out = run("plugins")
	if !strings.Contains(out, "Providers (0)") || !strings.Contains(out, "differs from the pin") {
		t.Errorf("changed binary:\n%s", out)
	}

	// JSON stays JSON with --pin.
	out = run("plugins", "--pin", "--json")
	if !strings.HasPrefix(out, "{") || strings.Contains(out, "Pinned") {
		t.Errorf("--pin --json stdout is not only JSON:\n%s", out)
	}

	// A world-writable plugins dir runs nothing, and says why.
	if err := os.Chmod(dir, 0o777); err != nil {
		t.Fatal(err)
	}
	out = run("plugins")
	if !strings.Contains(out, "Providers (0)") || !strings.Contains(out, "is world-writable (mode 0777)") {
		t.Errorf("world-writable dir:\n%s", out)
	}
}

// `pkgdocs serve` exits on stdin EOF while a provider still hangs in its
// handshake and another's child holds its pipes, without waiting for the
// handshake's 10 s bound, and leaves no process behind. "Without
// waiting" is an order of events, not a margin: the host's log ends
// before it records the hanging handshake's failure.
func TestServeExitsOnStdinEOF(t *testing.T) {
	dir, marker := hostileProviders(t)
	logFile := filepath.Join(t.TempDir(), "pkgdocs.log")
	cmd := hostCommand("serve", "--plugins-dir", dir, "--no-cache", "--log-file", logFile)
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	outPipe, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	fmt.Fprintln(in, `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`)
	lines := bufio.NewScanner(outPipe)
	got := make(chan string, 1)
	go func() {
		if lines.Scan() {
			got <- lines.Text()
		}
		close(got)
	}()
	if l := waitfor.Chan(t, got, "the answer to initialize"); !strings.Contains(l, `"id":1`) {
		t.Fatalf("initialize answer: %q", l)
	}
	// Hang up once both hostile providers' processes are under way: the
	// hanging one in its handshake, the wrapped one's forked child.
	waitfor.Cond(t, "both providers' marked processes", func() bool { return len(leftWith(marker)) >= 2 })
	in.Close()
	exited := make(chan error, 1)
	start := time.Now()
	go func() { exited <- cmd.Wait() }()
	if err := waitfor.Chan(t, exited, "serve to exit after stdin EOF"); err != nil {
		t.Errorf("serve exited with %v", err)
	}
	t.Logf("exited %s after stdin EOF", time.Since(start))
	log, err := os.ReadFile(logFile)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(log, []byte(handshakeTimedOut)) {
		t.Errorf("serve waited for the hanging provider's handshake to time out before exiting; log:\n%s", log)
	}
	noneLeftWith(t, marker)
}
