package cli

import (
	"bufio"
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	goruntime "runtime"
	"strings"
	"testing"
	"time"

	"github.com/pkgdocs/pkgdocs/host/discovery"
	"github.com/pkgdocs/pkgdocs/internal/proctest"
)

// build builds the package at pkg (relative to the module root) into dir
// and returns the binary's path.
func build(t *testing.T, dir, pkg, name string) string {
	t.Helper()
	_, file, _, _ := goruntime.Caller(0)
	root := filepath.Clean(filepath.Join(filepath.Dir(file), "..", ".."))
	out := filepath.Join(dir, name)
	cmd := exec.Command("go", "build", "-o", out, pkg)
	cmd.Dir = root
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("build %s: %v\n%s", pkg, err, b)
	}
	return out
}

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
	prov := build(t, real, "./host/supervise/testdata/testprovider", discovery.Prefix+"forky")
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

func noneLeftWith(t *testing.T, marker string) {
	t.Helper()
	deadline := time.Now().Add(2 * time.Second)
	for len(leftWith(marker)) > 0 && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if left := leftWith(marker); len(left) > 0 {
		t.Errorf("processes left: %v", left)
	}
}

// `pkgdocs plugins` returns once the hanging provider's handshake times
// out (10 s), reports it, lists the wrapped one, and leaves nothing
// running: before, it never returned.
func TestPluginsWithHostileProviders(t *testing.T) {
	dir, marker := hostileProviders(t)
	var out, errb bytes.Buffer
	start := time.Now()
	code := Main([]string{"plugins", "--plugins-dir", dir, "--no-cache"}, &out, &errb)
	took := time.Since(start)
	t.Logf("pkgdocs plugins took %s", took)
	if code != 0 {
		t.Fatalf("exit %d; stderr:\n%s", code, errb.String())
	}
	if bound := 10*time.Second + 4*time.Second; took > bound {
		t.Errorf("pkgdocs plugins took %s, want at most %s", took, bound)
	}
	for _, want := range []string{"forky", "ecosystem=forky", "pkgdocs-provider-hang", "handshake failed"} {
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
	build(t, dir, "./host/supervise/testdata/testprovider", discovery.Prefix+"alpha")
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

// `pkgdocs serve` exits promptly on stdin EOF while a provider still
// hangs in its handshake and another's child holds its pipes, and leaves
// no process behind.
func TestServeExitsOnStdinEOF(t *testing.T) {
	dir, marker := hostileProviders(t)
	host := build(t, t.TempDir(), "./host/cmd/pkgdocs", "pkgdocs")
	cmd := exec.Command(host, "serve", "--plugins-dir", dir, "--no-cache")
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
	select {
	case l := <-got:
		if !strings.Contains(l, `"id":1`) {
			t.Fatalf("initialize answer: %s", l)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("no answer to initialize within 5s")
	}
	// Let the hanging provider's start get under way, then hang up.
	deadline := time.Now().Add(3 * time.Second)
	for len(leftWith(marker)) < 2 && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	in.Close()
	exited := make(chan error, 1)
	start := time.Now()
	go func() { exited <- cmd.Wait() }()
	select {
	case err := <-exited:
		if err != nil {
			t.Errorf("serve exited with %v", err)
		}
		took, bound := time.Since(start), 4*time.Second
		t.Logf("exited %s after stdin EOF", took)
		if took > bound {
			t.Errorf("serve took %s to exit after stdin EOF, want at most %s", took, bound)
		}
	case <-time.After(15 * time.Second):
		t.Fatal("serve did not exit within 15s of stdin EOF")
	}
	noneLeftWith(t, marker)
}
