package supervise

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/pkgdocs/pkgdocs/host/discovery"
)

// stopBound is what a stop may take: the graceful grace, SIGKILL, and the
// pipes' drain, with room for a loaded machine.
const stopBound = stopGrace + stopWait + time.Second

func find(dir string) discovery.Result { return discovery.Find(discovery.Options{PluginsDir: dir}) }

// A script that never handshakes is skipped within the start timeout,
// with the reason, and leaves nothing running.
func TestScriptThatNeverHandshakes(t *testing.T) {
	dir := pluginsDir(t)
	m := marker()
	script(t, dir, "hang", "sleep "+m)
	s := newSupervisor(t, Options{StartTimeout: time.Second})
	within(t, time.Second+stopBound, "Sync", func() { s.Sync(context.Background(), find(dir)) })
	if n := len(s.Providers()); n != 0 {
		t.Errorf("%d providers running, want 0", n)
	}
	sk := s.Skipped()
	if len(sk) != 1 || sk[0].Name != "hang" || !strings.Contains(sk[0].Reason, "handshake") {
		t.Errorf("skipped = %+v, want hang with a handshake reason", sk)
	}
	noneLeft(t, "sleep "+m, func() []int { return withMarker(m) }, time.Second)
}

// A script that exits at once is skipped, and the reason says it exited
// and how.
func TestScriptThatExitsAtOnce(t *testing.T) {
	dir := pluginsDir(t)
	script(t, dir, "quitter", "exit 3")
	s := newSupervisor(t, Options{})
	within(t, time.Second, "Sync", func() { s.Sync(context.Background(), find(dir)) })
	sk := s.Skipped()
	want := "the provider exited (exit status 3) before completing the go-plugin handshake"
	if len(sk) != 1 || !strings.Contains(sk[0].Reason, want) {
		t.Errorf("skipped = %+v, want a reason containing %q", sk, want)
	}
}

// A wrapper that execs the real provider is the provider: it works, and
// stopping it leaves nothing of its group.
func TestExecWrapperWorks(t *testing.T) {
	dir := pluginsDir(t)
	script(t, dir, "wrapped", `exec "`+realProvider(t, "wrapped")+`" "$@"`)
	s := newSupervisor(t, Options{})
	within(t, 5*time.Second, "Sync", func() { s.Sync(context.Background(), find(dir)) })
	p := s.ByEcosystem("wrapped")
	if p == nil {
		t.Fatalf("wrapped not running; skipped: %+v", s.Skipped())
	}
	got, err := describe(context.Background(), p, "ok")
	if err != nil {
		t.Fatal(err)
	}
	pid := p.Status().PID
	if pidOf(t, got) != pid {
		t.Errorf("provider answered from pid %s, supervisor knows pid %d", got, pid)
	}
	within(t, stopBound, "Close", s.Close)
	noneLeft(t, "provider's group", func() []int { return inGroup(pid) }, time.Second)
}

// A wrapper that forks a hanging child holding stdout and stderr, then
// execs the provider: it works; when the provider is SIGKILLed the next
// call relaunches it promptly and the orphan is killed with its group.
func TestGrandchildHoldingPipes(t *testing.T) {
	dir := pluginsDir(t)
	m := marker()
	script(t, dir, "forky", "sleep "+m+" &\nexec \""+realProvider(t, "forky")+"\"")
	s := newSupervisor(t, Options{})
	within(t, 5*time.Second, "Sync", func() { s.Sync(context.Background(), find(dir)) })
	p := s.ByEcosystem("forky")
	if p == nil {
		t.Fatalf("forky not running; skipped: %+v", s.Skipped())
	}
	if _, err := describe(context.Background(), p, "ok"); err != nil {
		t.Fatal(err)
	}
	old := p.Status().PID
	// The forked shell may not have exec'd sleep yet.
	deadline := time.Now().Add(2 * time.Second)
	for len(withMarker(m)) == 0 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := len(withMarker(m)); n != 1 {
		t.Fatalf("%d hanging grandchildren, want 1", n)
	}
	if err := syscall.Kill(old, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	var got string
	within(t, 5*time.Second, "calls until relaunched", func() {
		for range 3 {
			var err error
			if got, err = describe(context.Background(), p, "ok"); err == nil {
				return
			}
			t.Logf("call after SIGKILL: %v", err)
		}
	})
	if got == "" || pidOf(t, got) == old {
		t.Fatalf("not relaunched: answer %q (old pid %d)", got, old)
	}
	noneLeft(t, "SIGKILLed provider's group", func() []int { return inGroup(old) }, time.Second)
	if st := p.Status(); !st.Running || st.Restarts != 1 {
		t.Errorf("status = %+v, want running after 1 restart", st)
	}
	within(t, stopBound, "Close", s.Close)
	noneLeft(t, "sleep "+m, func() []int { return withMarker(m) }, time.Second)
}

// A wrapper that runs the provider and then something that hangs: it
// works; when the provider dies while the wrapper lives on, the failed
// call says so, the next call relaunches, and the old wrapper is killed.
func TestWrapperThatHangsAfterProvider(t *testing.T) {
	dir := pluginsDir(t)
	m := marker()
	script(t, dir, "shim", "\""+realProvider(t, "shim")+"\"\nsleep "+m)
	s := newSupervisor(t, Options{})
	within(t, 5*time.Second, "Sync", func() { s.Sync(context.Background(), find(dir)) })
	p := s.ByEcosystem("shim")
	if p == nil {
		t.Fatalf("shim not running; skipped: %+v", s.Skipped())
	}
	got, err := describe(context.Background(), p, "ok")
	if err != nil {
		t.Fatal(err)
	}
	wrapperPID, providerPID := p.Status().PID, pidOf(t, got)
	if wrapperPID == providerPID {
		t.Fatalf("wrapper and provider share pid %d: the shell exec'd", wrapperPID)
	}
	if err := syscall.Kill(providerPID, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	// The wrapper now runs the hanging sleep.
	got = ""
	within(t, 5*time.Second, "calls until relaunched", func() {
		for range 3 {
			var err error
			if got, err = describe(context.Background(), p, "ok"); err == nil {
				return
			}
			t.Logf("call after SIGKILL: %v", err)
		}
	})
	if got == "" || pidOf(t, got) == providerPID {
		t.Fatalf("not relaunched: answer %q (old pid %d)", got, providerPID)
	}
	noneLeft(t, "old wrapper's group", func() []int { return inGroup(wrapperPID) }, time.Second)
	within(t, stopBound, "Close", s.Close)
	noneLeft(t, "sleep "+m, func() []int { return withMarker(m) }, time.Second)
}

// While a relaunch hangs in its handshake, nothing else waits for it:
// status, routing and listing answer at once, a call gives up when its
// context does, and Close ends the launch and its processes.
func TestNoLockAcrossRelaunch(t *testing.T) {
	dir := pluginsDir(t)
	m := marker()
	flag := filepath.Join(t.TempDir(), "started-once")
	script(t, dir, "flaky", fmt.Sprintf("if [ -e %q ]; then exec sleep %s; fi\n: > %q\nexec %q", flag, m, flag, realProvider(t, "flaky")))
	s := newSupervisor(t, Options{StartTimeout: 10 * time.Second})
	within(t, 5*time.Second, "Sync", func() { s.Sync(context.Background(), find(dir)) })
	p := s.ByEcosystem("flaky")
	if p == nil {
		t.Fatalf("flaky not running; skipped: %+v", s.Skipped())
	}
	if _, err := describe(context.Background(), p, "exit"); err == nil {
		t.Fatal("exit: want an error")
	}
	// This call relaunches; the relaunch hangs.
	relaunched := make(chan error, 1)
	go func() { _, err := describe(context.Background(), p, "ok"); relaunched <- err }()
	deadline := time.Now().Add(3 * time.Second)
	for len(withMarker(m)) == 0 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if len(withMarker(m)) == 0 {
		t.Fatal("the relaunch did not start")
	}
	within(t, 100*time.Millisecond, "status, routing and listing during a relaunch", func() {
		_ = p.Status()
		_ = p.Info()
		_ = p.BuildID()
		_ = s.Providers()
		_ = s.Skipped()
		_ = s.ByEcosystem("flaky")
		_ = s.Known(discovery.Candidate{Name: "flaky", Path: p.Path})
	})
	within(t, time.Second, "a call with a 300 ms deadline", func() {
		ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
		defer cancel()
		if _, err := describe(ctx, p, "ok"); err == nil || !strings.Contains(err.Error(), "still starting") {
			t.Errorf("call during relaunch: err = %v, want still starting", err)
		}
	})
	within(t, stopBound, "Close during the relaunch", s.Close)
	select {
	case err := <-relaunched:
		if err == nil {
			t.Error("relaunch call: want an error")
		}
	case <-time.After(time.Second):
		t.Error("the call waiting on the relaunch did not return after Close")
	}
	noneLeft(t, "sleep "+m, func() []int { return withMarker(m) }, time.Second)
}

// Close while the first start hangs (the host exiting on stdin EOF just
// after it began) returns at once and kills the wrapper's children, which
// the parent-death signal alone would not reach.
func TestCloseDuringFirstStart(t *testing.T) {
	dir := pluginsDir(t)
	m := marker()
	script(t, dir, "hang", "sleep "+m+"\nsleep "+m)
	s := newSupervisor(t, Options{StartTimeout: 30 * time.Second})
	synced := make(chan struct{})
	go func() { defer close(synced); s.Sync(context.Background(), find(dir)) }()
	deadline := time.Now().Add(3 * time.Second)
	for len(withMarker(m)) == 0 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	within(t, stopBound, "Close", s.Close)
	select {
	case <-synced:
	case <-time.After(time.Second):
		t.Error("Sync did not return after Close")
	}
	noneLeft(t, "sleep "+m, func() []int { return withMarker(m) }, time.Second)
	if n := len(s.Providers()); n != 0 {
		t.Errorf("%d providers after Close", n)
	}
}

// A binary whose declared name is not its file's name is skipped, with
// the reason.
func TestDeclaredNameMustMatchBinary(t *testing.T) {
	dir := pluginsDir(t)
	script(t, dir, "alias", `exec "`+realProvider(t, "npm")+`"`)
	s := newSupervisor(t, Options{})
	s.Sync(context.Background(), find(dir))
	if n := len(s.Providers()); n != 0 {
		t.Errorf("%d providers running, want 0", n)
	}
	sk := s.Skipped()
	want := `binary is named for provider "alias" but declares name "npm"`
	if len(sk) != 1 || !strings.Contains(sk[0].Reason, want) {
		t.Errorf("skipped = %+v, want reason %q", sk, want)
	}
}

// testprovider as pkgdocs-provider-<name> in dir.
func install(t *testing.T, dir, name string) {
	t.Helper()
	if err := os.Symlink(providerBin, filepath.Join(dir, discovery.Prefix+name)); err != nil {
		t.Fatal(err)
	}
}

// Output floods from a provider's group neither wedge the host nor
// survive it: stderr flooded while the provider serves (it works), and
// stdout flooded before the handshake (it is skipped, in bounded time).
func TestFloodingWrappers(t *testing.T) {
	for _, tt := range []struct {
		name  string
		body  func(m, real string) string
		works bool
	}{
		{"stderr", func(m, real string) string { return "yes " + m + " >&2 &\nexec \"" + real + "\"" }, true},
		{"stdout before the handshake", func(m, real string) string { return "yes " + m + " &\nsleep 1\nexec \"" + real + "\"" }, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := pluginsDir(t)
			m := marker()
			script(t, dir, "flood", tt.body(m, realProvider(t, "flood")))
			s := newSupervisor(t, Options{})
			within(t, 2*time.Second+stopBound, "Sync", func() { s.Sync(context.Background(), find(dir)) })
			p := s.ByEcosystem("flood")
			if tt.works {
				if p == nil {
					t.Fatalf("not running; skipped %+v", s.Skipped())
				}
				within(t, 2*time.Second, "a call", func() {
					if _, err := describe(context.Background(), p, "ok"); err != nil {
						t.Error(err)
					}
				})
			} else if p != nil || len(s.Skipped()) != 1 {
				t.Errorf("running %v, skipped %+v: want it skipped", p != nil, s.Skipped())
			}
			within(t, stopBound, "Close", s.Close)
			noneLeft(t, "yes "+m, func() []int { return withMarker(m) }, time.Second)
		})
	}
}
