package supervise

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/host/discovery"
	"github.com/pkgdocs/pkgdocs/sdk/serve"

	"github.com/pkgdocs/pkgdocs/internal/waitfor"
)

// installCopy copies the test provider into dir as pkgdocs-provider-<name>
// (a copy, not a link: the tests change its times and inode).
func installCopy(t *testing.T, dir, name string) string {
	t.Helper()
	dst := filepath.Join(dir, discovery.Prefix+name)
	tmp := dst + ".tmp"
	src, err := os.Open(providerBin)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	out, err := os.OpenFile(tmp, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o755)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(out, src); err != nil {
		t.Fatal(err)
	}
	if err := out.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(tmp, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, dst); err != nil {
		t.Fatal(err)
	}
	return dst
}

// syncDir runs a Sync of the providers found in dir.
func syncDir(t *testing.T, s *Supervisor, dir string) {
	t.Helper()
	s.Sync(context.Background(), discovery.Find(discovery.Options{PluginsDir: dir}))
}

func onlyProvider(t *testing.T, s *Supervisor) *Provider {
	t.Helper()
	ps := s.Providers()
	if len(ps) != 1 {
		t.Fatalf("providers = %d, want 1 (skipped: %v)", len(ps), s.Skipped())
	}
	return ps[0]
}

// launchesOf is how many runs of p have started.
func launchesOf(p *Provider) int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.launches
}

// TestManifestCache: a provider is started once to learn its manifest;
// the next host adopts it without starting it, until the binary changes
// (new mtime at the same size; replaced by rename with the old times) or
// the manifest is corrupt.
func TestManifestCache(t *testing.T) {
	dir := pluginsDir(t)
	bin := installCopy(t, dir, "mfa")
	m := &Manifests{Dir: filepath.Join(t.TempDir(), "manifests")}

	// sync runs a fresh supervisor (a new host) and reports whether it had
	// to start the provider to learn it.
	sync := func(what string) (learned bool) {
		t.Helper()
		s := newSupervisor(t, Options{Manifests: m})
		defer s.Close()
		syncDir(t, s, dir)
		p := onlyProvider(t, s)
		if p.Info().Ecosystem != "mfa" {
			t.Fatalf("%s: ecosystem %q", what, p.Info().Ecosystem)
		}
		st := p.Status().State
		switch st {
		case Running:
			learned = true
		case NotStarted:
		default:
			t.Fatalf("%s: state after Sync = %q", what, st)
		}
		// Either way a call works.
		if _, err := describe(context.Background(), p, "ok"); err != nil {
			t.Fatalf("%s: call: %v", what, err)
		}
		return learned
	}
	steps := []struct {
		what   string
		change func()
		learn  bool
	}{
		{"first run", func() {}, true},
		{"unchanged", func() {}, false},
		{"same size, new mtime", func() {
			later := time.Now().Add(time.Hour)
			if err := os.Chtimes(bin, later, later); err != nil {
				t.Fatal(err)
			}
		}, true},
		{"unchanged again", func() {}, false},
		{"replaced by rename, old times kept", func() {
			st, err := os.Stat(bin)
			if err != nil {
				t.Fatal(err)
			}
			installCopy(t, dir, "mfa")
			if err := os.Chtimes(bin, st.ModTime(), st.ModTime()); err != nil {
				t.Fatal(err)
			}
		}, true},
		{"corrupt manifest", func() {
			if err := os.WriteFile(m.file(bin), []byte(`{"format":1,"path":`), 0o600); err != nil {
				t.Fatal(err)
			}
		}, true},
		{"rebuilt after corruption", func() {}, false},
		{"manifest of another binary's path", func() {
			info, st, ok := m.Load(bin, "")
			if !ok {
				t.Fatal("no manifest")
			}
			if err := m.Store(bin+"x", "", st, info); err != nil {
				t.Fatal(err)
			}
			b, _ := os.ReadFile(m.file(bin + "x"))
			if err := os.WriteFile(m.file(bin), b, 0o600); err != nil {
				t.Fatal(err)
			}
		}, true},
	}
	for _, step := range steps {
		step.change()
		if got := sync(step.what); got != step.learn {
			t.Errorf("%s: provider started to learn its manifest = %v, want %v", step.what, got, step.learn)
		}
	}
}

// TestConcurrentFirstCallsStartOnce: a provider known from its manifest
// starts on the first call, once, however many calls arrive together.
func TestConcurrentFirstCallsStartOnce(t *testing.T) {
	dir := pluginsDir(t)
	installCopy(t, dir, "once")
	m := &Manifests{Dir: filepath.Join(t.TempDir(), "manifests")}
	first := newSupervisor(t, Options{Manifests: m})
	syncDir(t, first, dir)
	first.Close()

	s := newSupervisor(t, Options{Manifests: m})
	syncDir(t, s, dir)
	p := onlyProvider(t, s)
	if st := p.Status().State; st != NotStarted {
		t.Fatalf("state = %q, want %q", st, NotStarted)
	}
	const n = 16
	pids := make([]int, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sum, err := describe(context.Background(), p, "ok")
			if err != nil {
				t.Errorf("call %d: %v", i, err)
				return
			}
			pids[i] = pidOf(t, sum)
		}()
	}
	wg.Wait()
	for i := range pids {
		if pids[i] != pids[0] {
			t.Fatalf("calls reached different processes: %v", pids)
		}
	}
	if got := launchesOf(p); got != 1 {
		t.Errorf("launches = %d, want 1", got)
	}
	st := p.Status()
	if st.State != Running || st.Since.IsZero() || st.PID != pids[0] {
		t.Errorf("status = %+v, want running since a time, pid %d", st, pids[0])
	}
}

// TestIdleStopAndRestart: an idle provider stops; the next call starts it
// again; calls running concurrently around the idle limit all succeed.
func TestIdleStopAndRestart(t *testing.T) {
	dir := pluginsDir(t)
	installCopy(t, dir, "idle")
	const idle = 150 * time.Millisecond
	s := newSupervisor(t, Options{Idle: idle})
	syncDir(t, s, dir)
	p := onlyProvider(t, s)
	sum, err := describe(context.Background(), p, "ok")
	if err != nil {
		t.Fatal(err)
	}
	pid1 := pidOf(t, sum)
	waitState(t, p, IdleStopped, 5*time.Second)
	noneLeft(t, "idle-stopped provider", func() []int { return inGroup(pid1) }, 3*time.Second)
	if st := p.Status(); st.Since.IsZero() || st.Running {
		t.Errorf("idle-stopped status = %+v", st)
	}
	sum, err = describe(context.Background(), p, "ok")
	if err != nil {
		t.Fatalf("call after idle stop: %v", err)
	}
	if pid2 := pidOf(t, sum); pid2 == pid1 {
		t.Errorf("call after idle stop reached the old process %d", pid1)
	}

	// Rounds of concurrent callers spread around the idle limit, with a
	// pause past it between rounds: stops and restarts interleave with
	// calls, and every call must succeed.
	before := launchesOf(p)
	for round := range 5 {
		var wg sync.WaitGroup
		for i := range 6 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				time.Sleep(time.Duration(i) * idle / 3)
				if _, err := describe(context.Background(), p, "ok"); err != nil {
					t.Errorf("round %d caller %d: %v", round, i, err)
				}
			}()
		}
		wg.Wait()
		time.Sleep(idle + time.Duration(round)*idle/4)
	}
	if got := launchesOf(p) - before; got < 2 {
		t.Errorf("launches during the rounds = %d, want idle stops and restarts (at least 2)", got)
	}
	if p.Status().Restarts != 0 {
		t.Errorf("idle stops counted as crashes: %+v", p.Status())
	}
}

// TestCallDuringIdleStop: a call that arrives while an idle provider is
// being stopped succeeds (on a new run), and a call in flight when the
// idle limit passes keeps its run.
func TestCallDuringIdleStop(t *testing.T) {
	dir := pluginsDir(t)
	installCopy(t, dir, "race")
	const idle = 100 * time.Millisecond
	s := newSupervisor(t, Options{Idle: idle})
	syncDir(t, s, dir)
	p := onlyProvider(t, s)

	var calls sync.WaitGroup
	var mu sync.Mutex
	var during []error
	idleStopping = func(q *Provider) {
		if q != p {
			return
		}
		// The run has been taken and is about to be stopped: call now.
		calls.Add(1)
		go func() {
			defer calls.Done()
			_, err := describe(context.Background(), p, "ok")
			mu.Lock()
			during = append(during, err)
			mu.Unlock()
		}()
		time.Sleep(20 * time.Millisecond) // let the call reach current first
	}
	t.Cleanup(func() { idleStopping = nil })
	if _, err := describe(context.Background(), p, "ok"); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(5 * time.Second)
	for {
		mu.Lock()
		n := len(during)
		mu.Unlock()
		if n > 0 || time.Now().After(deadline) {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	calls.Wait()
	idleStopping = nil
	mu.Lock()
	if len(during) == 0 {
		t.Fatal("the provider was never stopped for idleness")
	}
	for _, err := range during {
		if err != nil {
			t.Errorf("call during the idle stop: %v", err)
		}
	}
	mu.Unlock()

	// A long call outlives the idle limit and keeps its run.
	var pidBefore, pidAfter int
	err := p.Do(context.Background(), func(*serve.Remote) error {
		sum, err := describe(context.Background(), p, "ok")
		if err != nil {
			return err
		}
		pidBefore = pidOf(t, sum)
		time.Sleep(3 * idle)
		sum, err = describe(context.Background(), p, "ok")
		if err != nil {
			return err
		}
		pidAfter = pidOf(t, sum)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if pidBefore != pidAfter {
		t.Errorf("run stopped under a call in flight: pid %d then %d", pidBefore, pidAfter)
	}
}

// TestIdleZeroKeepsRunning: with Idle 0 a started provider keeps running.
func TestIdleZeroKeepsRunning(t *testing.T) {
	dir := pluginsDir(t)
	installCopy(t, dir, "keep")
	s := newSupervisor(t, Options{})
	syncDir(t, s, dir)
	p := onlyProvider(t, s)
	sum, err := describe(context.Background(), p, "ok")
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(500 * time.Millisecond)
	sum2, err := describe(context.Background(), p, "ok")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(sum, sum2); diff != "" {
		t.Errorf("provider restarted with Idle 0 (-before +after):\n%s", diff)
	}
	if st := p.Status().State; st != Running {
		t.Errorf("state = %q, want running", st)
	}
}

func waitState(t *testing.T, p *Provider, want State, d time.Duration) {
	t.Helper()
	deadline := time.Now().Add(d)
	for p.Status().State != want {
		if time.Now().After(deadline) {
			t.Fatalf("state = %q after %s, want %q", p.Status().State, d, want)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestHealthProbesDoNotKeepAlive: probing a running provider (as
// list_providers and /readyz do) is not a use: it stops when idle all the
// same, and a probe never starts it.
func TestHealthProbesDoNotKeepAlive(t *testing.T) {
	dir := pluginsDir(t)
	installCopy(t, dir, "probe")
	const idle = 300 * time.Millisecond
	s := newSupervisor(t, Options{Idle: idle})
	syncDir(t, s, dir)
	p := onlyProvider(t, s)
	if _, err := describe(context.Background(), p, "ok"); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(5 * time.Second)
	for p.Status().State != IdleStopped {
		if time.Now().After(deadline) {
			t.Fatalf("not idle-stopped under probes every %s: %q", idle/6, p.Status().State)
		}
		if _, err := p.DoIfRunning(context.Background(), func(*serve.Remote) error { return nil }); err != nil {
			t.Fatal(err)
		}
		time.Sleep(idle / 6)
	}
	ran, err := p.DoIfRunning(context.Background(), func(*serve.Remote) error { return nil })
	if ran || err != nil {
		t.Errorf("probe of an idle-stopped provider: ran=%v err=%v, want neither", ran, err)
	}
	if st := p.Status().State; st != IdleStopped {
		t.Errorf("after a probe: %q, want idle-stopped", st)
	}
}

// TestStaleManifestRefreshed: when a provider started on demand declares
// something else than its manifest said (a binary replaced in place with
// the old stamp), the manifest is rewritten and OnInfoChange is called so
// the tools are republished.
func TestStaleManifestRefreshed(t *testing.T) {
	dir := pluginsDir(t)
	bin := installCopy(t, dir, "stale")
	m := &Manifests{Dir: filepath.Join(t.TempDir(), "manifests")}
	first := newSupervisor(t, Options{Manifests: m})
	syncDir(t, first, dir)
	first.Close()

	info, st, ok := m.Load(bin, "")
	if !ok {
		t.Fatal("no manifest after the first start")
	}
	stale := info
	stale.Version = "0.0.0-stale"
	if err := m.Store(bin, "", st, stale); err != nil {
		t.Fatal(err)
	}
	changed := make(chan struct{}, 1)
	s := newSupervisor(t, Options{Manifests: m, OnInfoChange: func() { changed <- struct{}{} }})
	syncDir(t, s, dir)
	p := onlyProvider(t, s)
	if got := p.Info().Version; got != stale.Version {
		t.Fatalf("adopted version %q, want the manifest's %q", got, stale.Version)
	}
	if _, err := describe(context.Background(), p, "ok"); err != nil {
		t.Fatal(err)
	}
	waitfor.Chan(t, changed, "OnInfoChange for changed declarations")
	if got := p.Info().Version; got != info.Version {
		t.Errorf("version after the start %q, want %q", got, info.Version)
	}
	if got, _, ok := m.Load(bin, ""); !ok || got.Version != info.Version {
		t.Errorf("manifest after the start: ok=%v version %q, want %q", ok, got.Version, info.Version)
	}
}
