package supervise

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/host/discovery"
)

// sharedNames are the providers the test binary holds in shared mode.
const sharedNames = "alpha,beta,gamma"

// sharedInstall installs the test provider once in dir, as a copy, under
// the first of names, and hard-links the others to it (as make install
// does); with copies set each name gets a copy of its own instead.
func sharedInstall(t *testing.T, dir string, copies bool, names ...string) {
	t.Helper()
	first := installCopy(t, dir, names[0])
	for _, n := range names[1:] {
		if copies {
			installCopy(t, dir, n)
			continue
		}
		if err := os.Link(first, filepath.Join(dir, discovery.Prefix+n)); err != nil {
			t.Fatal(err)
		}
	}
}

// sharedOptions runs the test binary in shared mode, with manifests kept
// in m.
func sharedOptions(m *Manifests) Options {
	return Options{Manifests: m, Env: []string{"PKGDOCS_TEST_SHARED=" + sharedNames}}
}

// call describes "ok" with the provider named name and returns the pid
// and provider name that answered.
func call(t *testing.T, s *Supervisor, name string) (int, string) {
	t.Helper()
	p := byName(t, s, name)
	sum, err := describe(context.Background(), p, "ok")
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return parseShared(t, sum)
}

func parseShared(t *testing.T, sum string) (int, string) {
	t.Helper()
	pidPart, namePart, ok := strings.Cut(sum, " name=")
	if !ok {
		t.Fatalf("summary %q: want pid=N name=X", sum)
	}
	pid, err := strconv.Atoi(strings.TrimPrefix(pidPart, "pid="))
	if err != nil {
		t.Fatalf("summary %q: %v", sum, err)
	}
	return pid, namePart
}

func byName(t *testing.T, s *Supervisor, name string) *Provider {
	t.Helper()
	for _, p := range s.Providers() {
		if p.Name == name {
			return p
		}
	}
	t.Fatalf("no provider %q (skipped: %v)", name, s.Skipped())
	return nil
}

// sharedSupervisor installs names as one file (sharedInstall) and syncs
// a supervisor in shared mode over them; opt, when set, adjusts its
// options first.
func sharedSupervisor(t *testing.T, opt func(*Options), names ...string) *Supervisor {
	t.Helper()
	dir := pluginsDir(t)
	sharedInstall(t, dir, false, names...)
	o := sharedOptions(&Manifests{Dir: filepath.Join(t.TempDir(), "manifests")})
	if opt != nil {
		opt(&o)
	}
	s := newSupervisor(t, o)
	syncDir(t, s, dir)
	return s
}

// alphaConfig makes alpha declare a configuration file (contract minor 5)
// and returns what changes that file's contents.
func alphaConfig(t *testing.T) (change func()) {
	t.Helper()
	rc := filepath.Join(t.TempDir(), "rc")
	if err := os.WriteFile(rc, []byte("registry=a\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PKGDOCS_TEST_RC", rc)
	t.Setenv("PKGDOCS_TEST_CONFIG_ALPHA", `{"files":[{"path":"$PKGDOCS_TEST_RC"}]}`)
	return func() {
		if err := os.WriteFile(rc, []byte("registry=b\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// sharedPair runs alpha and beta, installed as one file, with idle stops
// after idle, and returns the supervisor and the pid of the process both
// were called in.
func sharedPair(t *testing.T, idle time.Duration) (*Supervisor, int) {
	t.Helper()
	s := sharedSupervisor(t, func(o *Options) { o.Idle = idle }, "alpha", "beta")
	first, _ := call(t, s, "alpha")
	if b, _ := call(t, s, "beta"); b != first {
		t.Fatalf("alpha in %d, beta in %d", first, b)
	}
	return s, first
}

// waitStopped waits until process pid is stopped (state T in
// /proc/<pid>/stat).
func waitStopped(t *testing.T, pid int) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
		if err != nil {
			t.Fatal(err)
		}
		if i := bytes.LastIndexByte(b, ')'); i >= 0 && len(b) > i+2 && b[i+2] == 'T' {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("process %d not stopped after SIGSTOP: %s", pid, b)
		}
		time.Sleep(time.Millisecond)
	}
}

// waitGone waits until process pid has exited.
func waitGone(t *testing.T, pid int, what string) {
	t.Helper()
	deadline := time.Now().Add(stopGrace + stopWait + time.Second)
	for syscall.Kill(pid, 0) == nil {
		if time.Now().After(deadline) {
			t.Fatalf("%s: process %d still alive", what, pid)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// Providers installed as one file that declare they share a process run
// in one: each call reaches the provider it names; Status says who shares
// it. Learning their declarations starts the file once, and that process
// is gone once they are grouped; a new host does the same from the
// manifests. Copies of the same binary run apart.
func TestSharedProcess(t *testing.T) {
	dir := pluginsDir(t)
	sharedInstall(t, dir, false, "alpha", "beta", "gamma")
	m := &Manifests{Dir: filepath.Join(t.TempDir(), "manifests")}
	for _, host := range []string{"learning", "from manifests"} {
		s := newSupervisor(t, sharedOptions(m))
		syncDir(t, s, dir)
		// Learning starts the file once: the other two are learned from
		// that process. From manifests nothing starts.
		launched := 0
		for _, p := range s.Providers() {
			launched += launchesOf(p)
		}
		if want := map[string]int{"learning": 1, "from manifests": 0}[host]; launched != want {
			t.Errorf("%s: Sync started %d runs, want %d", host, launched, want)
		}
		pids := map[int]bool{}
		for _, name := range []string{"alpha", "beta", "gamma", "alpha"} {
			pid, got := call(t, s, name)
			if got != name {
				t.Errorf("%s: a call to %s was answered by %s", host, name, got)
			}
			pids[pid] = true
		}
		if len(pids) != 1 {
			t.Errorf("%s: %d processes for three providers of one file, want 1", host, len(pids))
		}
		st := byName(t, s, "beta").Status()
		if d := cmp.Diff([]string{"alpha", "gamma"}, st.SharedWith); d != "" || !st.Running {
			t.Errorf("%s: beta's status %+v, shared with (-want +got):\n%s", host, st, d)
		}
		s.Close()
		for pid := range pids {
			waitGone(t, pid, host+": after Close")
		}
	}

	copies := pluginsDir(t)
	sharedInstall(t, copies, true, "alpha", "beta")
	s := newSupervisor(t, sharedOptions(&Manifests{Dir: filepath.Join(t.TempDir(), "manifests")}))
	syncDir(t, s, copies)
	a, _ := call(t, s, "alpha")
	b, _ := call(t, s, "beta")
	if a == b {
		t.Errorf("copies of one binary share process %d; each should run its own", a)
	}
	if st := byName(t, s, "alpha").Status(); len(st.SharedWith) != 0 {
		t.Errorf("a copy's status says shared with %v", st.SharedWith)
	}
}

// Each provider of a shared process idles on its own: one idle-stopped
// lets go of the process, which goes on serving the others; it ends once
// the last one is idle, and the next call starts a new one.
func TestSharedIdle(t *testing.T) {
	s, first := sharedPair(t, time.Second)
	// beta stays busy while alpha idles out.
	deadline := time.Now().Add(5 * time.Second)
	for byName(t, s, "alpha").Status().State != IdleStopped {
		if time.Now().After(deadline) {
			t.Fatalf("alpha not idle-stopped: %+v", byName(t, s, "alpha").Status())
		}
		if b, _ := call(t, s, "beta"); b != first {
			t.Fatalf("beta moved from %d to %d while alpha idled", first, b)
		}
		time.Sleep(50 * time.Millisecond)
	}
	if st := byName(t, s, "beta").Status(); !st.Running || len(st.SharedWith) != 0 {
		t.Errorf("beta after alpha's idle stop: %+v", st)
	}
	// alpha's next call attaches to the process beta still runs.
	if a, _ := call(t, s, "alpha"); a != first {
		t.Errorf("alpha came back in %d, not in the running %d", a, first)
	}
	// Both idle: the process ends.
	waitGone(t, first, "both providers idle")
	for _, n := range []string{"alpha", "beta"} {
		if st := byName(t, s, n).Status(); st.State != IdleStopped {
			t.Errorf("%s: %+v, want idle-stopped", n, st)
		}
	}
	a, _ := call(t, s, "alpha")
	b, _ := call(t, s, "beta")
	if a == first || a != b {
		t.Errorf("after both idled: alpha in %d, beta in %d (old %d)", a, b, first)
	}
}

// A crash of the shared process is each provider's crash: the call that
// saw it says so, the next call of any of them starts one new process,
// and the others attach to it.
func TestSharedCrash(t *testing.T) {
	s := sharedSupervisor(t, nil, "alpha", "beta", "gamma")
	first, _ := call(t, s, "alpha")
	call(t, s, "beta")
	_, err := describe(context.Background(), byName(t, s, "gamma"), "exit")
	if err == nil || !strings.Contains(err.Error(), "exited during the call") {
		t.Fatalf("gamma's crash: %v", err)
	}
	waitGone(t, first, "after the crash")
	b, _ := call(t, s, "beta")
	if b == first {
		t.Fatalf("beta still in the crashed %d", first)
	}
	for _, n := range []string{"alpha", "gamma"} {
		if pid, _ := call(t, s, n); pid != b {
			t.Errorf("%s relaunched in %d, not in beta's new %d", n, pid, b)
		}
	}
}

// Concurrent first calls to every provider of one file start one
// process.
func TestSharedConcurrentFirstCalls(t *testing.T) {
	dir := pluginsDir(t)
	sharedInstall(t, dir, false, "alpha", "beta", "gamma")
	m := &Manifests{Dir: filepath.Join(t.TempDir(), "manifests")}
	learn := newSupervisor(t, sharedOptions(m))
	syncDir(t, learn, dir)
	learn.Close()

	s := newSupervisor(t, sharedOptions(m))
	syncDir(t, s, dir)
	var mu sync.Mutex
	pids := map[int]bool{}
	var wg sync.WaitGroup
	for i := range 12 {
		name := strings.Split(sharedNames, ",")[i%3]
		wg.Add(1)
		go func() {
			defer wg.Done()
			sum, err := describe(context.Background(), byName(t, s, name), "ok")
			if err != nil {
				t.Error(name, err)
				return
			}
			pid, got := parseShared(t, sum)
			if got != name {
				t.Errorf("a call to %s answered by %s", name, got)
			}
			mu.Lock()
			pids[pid] = true
			mu.Unlock()
		}()
	}
	wg.Wait()
	if len(pids) != 1 {
		t.Errorf("%d processes started for concurrent first calls, want 1", len(pids))
	}
}

// The shared process sees what each of its providers declared it reads,
// and not the rest of the host's environment.
func TestSharedEnv(t *testing.T) {
	t.Setenv("PKGDOCS_TEST_CONFIG_ALPHA", `{"env":["ALPHA_TOKEN"]}`)
	t.Setenv("PKGDOCS_TEST_CONFIG_BETA", `{"env":["BETA_URL"]}`)
	t.Setenv("ALPHA_TOKEN", "a")
	t.Setenv("BETA_URL", "b")
	t.Setenv("UNDECLARED_SECRET", "c")
	s := sharedSupervisor(t, nil, "alpha", "beta")
	env, err := describe(context.Background(), byName(t, s, "alpha"), "env")
	if err != nil {
		t.Fatal(err)
	}
	vars := strings.Split(env, "\n")
	for _, want := range []string{"ALPHA_TOKEN=a", "BETA_URL=b"} {
		if !slices.Contains(vars, want) {
			t.Errorf("shared process lacks %s", want)
		}
	}
	if slices.Contains(vars, "UNDECLARED_SECRET=c") {
		t.Error("shared process got a variable no provider declared")
	}
	a, _ := call(t, s, "alpha")
	if b, _ := call(t, s, "beta"); a != b {
		t.Errorf("alpha in %d, beta in %d: want one process", a, b)
	}
}

// A provider whose configuration changed since the shared process started
// gets a new process, which the others move to from their next run on;
// the old one ends once nobody uses it.
func TestSharedConfigChange(t *testing.T) {
	changeConfig := alphaConfig(t)
	s, first := sharedPair(t, 500*time.Millisecond)
	changeConfig()
	second, _ := call(t, s, "alpha")
	if second == first {
		t.Fatalf("alpha's configuration changed: still in %d", first)
	}
	if b, _ := call(t, s, "beta"); b != first {
		t.Errorf("beta left its running process %d for %d", first, b)
	}
	// Once beta idles out, the old process ends; beta's next run is in
	// another.
	waitGone(t, first, "old process after beta idled")
	if b, _ := call(t, s, "beta"); b == first {
		t.Errorf("beta back in the old process")
	}
}

// While one provider starts a new shared process (its configuration
// changed), the others' status and calls on the running one do not wait
// for that start.
func TestSharedStartDoesNotBlockOthers(t *testing.T) {
	changeConfig := alphaConfig(t)
	slow := filepath.Join(t.TempDir(), "slow")
	t.Setenv("PKGDOCS_TEST_SLOW_START", slow)
	s, first := sharedPair(t, 0)
	if err := os.WriteFile(slow, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	changeConfig()
	done := make(chan int)
	go func() {
		sum, err := describe(context.Background(), byName(t, s, "alpha"), "ok")
		if err != nil {
			t.Error(err)
			close(done)
			return
		}
		pid, _ := parseShared(t, sum)
		done <- pid
	}()
	time.Sleep(300 * time.Millisecond) // alpha's new process is starting
	beta := byName(t, s, "beta")
	t0 := time.Now()
	st := beta.Status()
	b, _ := call(t, s, "beta")
	if d := time.Since(t0); d > 500*time.Millisecond {
		t.Errorf("beta's status and call took %v while alpha started a process", d)
	}
	if !st.Running || b != first {
		t.Errorf("beta: %+v, answered in %d, want running in %d", st, b, first)
	}
	if second := <-done; second == first || second == 0 {
		t.Errorf("alpha after its configuration changed: in %d (old %d)", second, first)
	}
}

// A shared process that stops answering is given up: the provider that
// could not attach to it says so, and its next call, like the others'
// next runs, starts a new process rather than trying the old one again.
func TestSharedHungProcess(t *testing.T) {
	s := sharedSupervisor(t, nil, "alpha", "beta") // attaching to it waits StartTimeout (2 s)
	first, _ := call(t, s, "alpha")
	if err := syscall.Kill(first, syscall.SIGSTOP); err != nil {
		t.Fatal(err)
	}
	// kill returns before every thread has stopped: a call in that moment
	// would still be answered.
	waitStopped(t, first)
	_, err := describe(context.Background(), byName(t, s, "beta"), "ok")
	if err == nil || !strings.Contains(err.Error(), "GetInfo") {
		t.Fatalf("beta attaching to a stopped process: %v", err)
	}
	if err := syscall.Kill(first, syscall.SIGCONT); err != nil {
		t.Fatal(err)
	}
	b, _ := call(t, s, "beta")
	if b == first {
		t.Fatalf("beta went back to the process %d that did not answer", first)
	}
	if a, _ := call(t, s, "alpha"); a != b {
		t.Errorf("alpha in %d, not in beta's new process %d", a, b)
	}
	waitGone(t, first, "the abandoned process")
}

// Idle stops and restarts of a shared process under concurrent calls to
// all of its providers: every call succeeds and is answered by the
// provider it names, and when the calls stop, the process ends.
func TestSharedIdleUnderConcurrentCalls(t *testing.T) {
	s := sharedSupervisor(t, func(o *Options) { o.Idle = 15 * time.Millisecond }, "alpha", "beta", "gamma")
	names := strings.Split(sharedNames, ",")
	var mu sync.Mutex
	pids := map[int]bool{}
	var wg sync.WaitGroup
	start := time.Now()
	deadline := start.Add(1500 * time.Millisecond)
	for i := range 6 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for n := 0; time.Now().Before(deadline); n++ {
				// Every 200 ms all calls pause for 60 ms: every provider
				// idles out and the process stops, and the calls after
				// the pause meet it stopping or gone.
				if q := time.Since(start) % (200 * time.Millisecond); q < 60*time.Millisecond {
					time.Sleep(60*time.Millisecond - q)
				}
				name := names[(i+n)%len(names)]
				sum, err := describe(context.Background(), byName(t, s, name), "ok")
				if err != nil {
					t.Errorf("%s: %v", name, err)
					return
				}
				pid, got := parseShared(t, sum)
				if got != name {
					t.Errorf("a call to %s answered by %s", name, got)
				}
				mu.Lock()
				pids[pid] = true
				mu.Unlock()
				time.Sleep(time.Duration(i*7%20) * time.Millisecond)
			}
		}()
	}
	wg.Wait()
	if len(pids) < 2 {
		t.Errorf("%d process over the run: the pauses should have stopped it", len(pids))
	}
	t.Logf("%d processes over the run", len(pids))
	for pid := range pids {
		waitGone(t, pid, "after the calls stopped")
	}
}
