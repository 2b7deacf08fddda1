package supervise

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pkgdocs/pkgdocs/host/discovery"
	"github.com/pkgdocs/pkgdocs/internal/proctest"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
)

// realProvider installs the test provider as <tmp>/real/pkgdocs-provider-<name>
// (it takes its name from argv[0]) and returns its path, for a wrapper
// script to run.
func realProvider(t *testing.T, name string) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "real")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, discovery.Prefix+name)
	if err := os.Symlink(providerBin, p); err != nil {
		t.Fatal(err)
	}
	return p
}

// script writes an executable #!/bin/sh provider <dir>/pkgdocs-provider-<name>.
func script(t *testing.T, dir, name, body string) string {
	t.Helper()
	p := filepath.Join(dir, discovery.Prefix+name)
	if err := os.WriteFile(p, []byte("#!/bin/sh\n"+body+"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(p, 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}

// pluginsDir is a fresh plugins directory that passes discovery's checks.
func pluginsDir(t *testing.T) string {
	t.Helper()
	d := filepath.Join(t.TempDir(), "plugins")
	if err := os.Mkdir(d, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(d, 0o755); err != nil {
		t.Fatal(err)
	}
	return d
}

// marker is a unique sleep duration: the argv of a process a test leaves
// hanging carries it, so the test can find that process in /proc.
func marker() string { return fmt.Sprintf("1000.%09d", rand.N(1_000_000_000)) }

// procs returns the pids of live (not zombie) processes for which keep
// returns true, given the process's NUL-separated argv and its process
// group.
func procs(keep func(argv []byte, pgid int) bool) []int {
	var out []int
	for _, p := range proctest.Live() {
		if keep(p.Argv, p.PGID) {
			out = append(out, p.PID)
		}
	}
	return out
}

// withMarker returns the live processes whose argv holds m.
func withMarker(m string) []int {
	return procs(func(argv []byte, _ int) bool { return bytes.Contains(argv, []byte(m)) })
}

// inGroup returns the live processes of process group pgid.
func inGroup(pgid int) []int {
	return procs(func(_ []byte, g int) bool { return g == pgid })
}

// noneLeft fails unless find returns nothing within d.
func noneLeft(t *testing.T, what string, find func() []int, d time.Duration) {
	t.Helper()
	deadline := time.Now().Add(d)
	for {
		left := find()
		if len(left) == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Errorf("%s: processes left after %s: %v", what, d, left)
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// within runs fn and fails the test if it takes longer than d; it stops
// waiting (and fails fatally) at 3×d so a hang cannot stall the suite.
func within(t *testing.T, d time.Duration, what string, fn func()) time.Duration {
	t.Helper()
	start := time.Now()
	done := make(chan struct{})
	go func() { defer close(done); fn() }()
	select {
	case <-done:
	case <-time.After(3 * d):
		t.Fatalf("%s: still running after %s (bound %s)", what, 3*d, d)
	}
	took := time.Since(start)
	t.Logf("%s: %s (bound %s)", what, took.Round(time.Millisecond), d)
	if took > d {
		t.Errorf("%s took %s, want at most %s", what, took, d)
	}
	return took
}

// newSupervisor returns a Supervisor with a short start timeout, closed
// when the test ends.
func newSupervisor(t *testing.T, opt Options) *Supervisor {
	t.Helper()
	if opt.StartTimeout == 0 {
		opt.StartTimeout = 2 * time.Second
	}
	s, err := New(opt)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	return s
}

// describe asks p for package name and returns the summary.
func describe(ctx context.Context, p *Provider, name string) (string, error) {
	var doc *sdk.Document
	err := p.Do(ctx, func(r *serve.Remote) error {
		var err error
		doc, err = r.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: name}})
		return err
	})
	if err != nil {
		return "", err
	}
	if name == "env" {
		return doc.Readme, nil
	}
	return doc.Summary, nil
}

// pidOf parses "pid=N" from the test provider's answer to "ok".
func pidOf(t *testing.T, summary string) int {
	t.Helper()
	pid, err := strconv.Atoi(strings.TrimPrefix(summary, "pid="))
	if err != nil {
		t.Fatalf("summary %q: want pid=N", summary)
	}
	return pid
}
