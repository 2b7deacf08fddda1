package serve_test

import (
	"bufio"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/pkgdocs/pkgdocs/sdk/providertest"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
)

// fakeBinary builds providertest's fake provider, a binary that calls
// serve.Serve.
func fakeBinary(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds a binary")
	}
	return providertest.BuildBinary(t, "../providertest/testdata/fakeprovider")
}

// env is the environment without the handshake cookie, plus extra; a -race
// binary then exits at once instead of after a second.
func env(extra ...string) []string {
	var out []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, serve.Handshake.MagicCookieKey+"=") && !strings.HasPrefix(kv, serve.LifelineEnv+"=") {
			out = append(out, kv)
		}
	}
	return append(append(out, "GORACE=atexit_sleep_ms=0"), extra...)
}

// TestServe runs a provider binary the three ways it is started: from a
// terminal, by a host with the stdin lifeline, by a host without it.
func TestServe(t *testing.T) {
	bin := fakeBinary(t)
	t.Run("standalone", func(t *testing.T) { testServeStandalone(t, bin) })
	t.Run("lifeline", func(t *testing.T) { testServeLifeline(t, bin) })
	t.Run("no lifeline", func(t *testing.T) { testServeWithoutLifeline(t, bin) })
}

func testServeStandalone(t *testing.T, bin string) {
	cmd := exec.CommandContext(t.Context(), bin, "describe", "known")
	cmd.Env = env()
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s describe known: %v", bin, err)
	}
	if !strings.HasPrefix(string(out), "# known@2.0.0 (fake) · source: unknown\n") {
		t.Errorf("standalone describe printed:\n%s", out)
	}
	cmd = exec.CommandContext(t.Context(), bin, "describe", "no-such-package")
	cmd.Env = env()
	if err := cmd.Run(); cmd.ProcessState.ExitCode() != 1 {
		t.Errorf("standalone describe of an unknown package: %v, want exit status 1", err)
	}
}

// startServed starts bin as a host would, with its stdin on a pipe, and
// waits for the handshake line.
func startServed(t *testing.T, bin string, extra ...string) (*exec.Cmd, *os.File, <-chan error) {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin)
	cmd.Env = env(append([]string{serve.Handshake.MagicCookieKey + "=" + serve.Handshake.MagicCookieValue}, extra...)...)
	cmd.Stdin = r
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	r.Close()
	t.Cleanup(func() { _ = cmd.Process.Kill(); w.Close() })
	line, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil || !strings.HasPrefix(line, "1|1|") {
		t.Fatalf("handshake line %q, %v", line, err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	return cmd, w, exited
}

// testServeLifeline: with PKGDOCS_LIFELINE=stdin a provider exits when its
// stdin closes, however the host went away.
func testServeLifeline(t *testing.T, bin string) {
	_, lifeline, exited := startServed(t, bin, serve.LifelineEnv+"=stdin")
	lifeline.Close()
	select {
	case err := <-exited:
		if err != nil {
			t.Errorf("provider exited with %v, want status 0", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("provider still running 5 s after its stdin closed")
	}
}

func testServeWithoutLifeline(t *testing.T, bin string) {
	_, stdin, exited := startServed(t, bin)
	stdin.Close()
	select {
	case err := <-exited:
		t.Fatalf("provider without %s exited when its stdin closed: %v", serve.LifelineEnv, err)
	case <-time.After(300 * time.Millisecond):
	}
}
