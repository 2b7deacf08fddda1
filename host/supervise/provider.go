package supervise

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	hclog "github.com/hashicorp/go-hclog"
	"github.com/pkgdocs/pkgdocs/host/discovery"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
	"google.golang.org/grpc/codes"
)

// Provider is one supervised provider binary.
//
// Its lock is only ever held for bookkeeping: a launch (handshake), a
// stop (waiting for a process to exit) and a call run without it, so
// Status, Info, BuildID and every other caller stay responsive whatever
// one run of the binary does.
type Provider struct {
	Name   string
	Path   string
	Origin discovery.Origin
	// Argv0 is the name the binary runs under; empty: its own (see
	// discovery.Candidate.Argv0).
	Argv0 string

	opt Options
	log hclog.Logger

	// infoMu guards info apart from mu: routing by ecosystem must not wait
	// for anything else.
	infoMu sync.RWMutex
	info   sdk.RemoteInfo
	// learned are the variables the provider asked for with sdk.NeedEnv
	// (needenv.go), guarded by infoMu.
	learned []string

	// printer fingerprints the declared configuration (configprint.go).
	printer atomic.Pointer[printer]
	// share, when set, is the process this provider shares with others
	// installed as the same file (share.go); nil: a process of its own.
	share atomic.Pointer[share]

	mu        sync.Mutex
	inst      *instance // the current run; nil before the first and after a crash
	launching *launch   // the launch under way, if any
	buildID   string    // version plus the binary's size and mtime
	crashes   int       // consecutive crashes
	nextTry   time.Time
	lastErr   error
	killed    bool

	// On-demand running (see idle.go).
	inflight    int         // calls holding the current instance
	lastUsed    time.Time   // when the last call ended
	idleTimer   *time.Timer // armed while a run is idle, if Options.Idle > 0
	idleStopped time.Time   // when the last run was stopped for idleness; zero: it was not
	failed      bool        // the last launch failed, or the last run crashed
	launches    int         // successful launches
}

func newProvider(c discovery.Candidate, opt Options) *Provider {
	return &Provider{Name: c.Name, Path: c.Path, Origin: c.Origin, Argv0: c.Argv0, opt: opt, log: opt.Logger.Named(c.Name)}
}

// key tells the provider's binary apart (discovery.Candidate.Key).
func (p *Provider) key() string {
	return discovery.Candidate{Path: p.Path, Argv0: p.Argv0}.Key()
}

// Info returns what the provider declared at its first start.
func (p *Provider) Info() sdk.RemoteInfo {
	p.infoMu.RLock()
	defer p.infoMu.RUnlock()
	return p.info
}

// BuildID identifies the provider build: its declared version plus its
// binary's size and modification time, so caches keyed by it notice a
// rebuilt "dev" provider.
func (p *Provider) BuildID() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.buildID
}

// State is where a provider is in its on-demand life.
type State string

const (
	// NotStarted: known from its manifest, not run since the host started
	// (or run only to learn its declarations); it starts on its first call.
	NotStarted State = "not started"
	// Starting: a launch is under way.
	Starting State = "starting"
	// Running: a process serves calls (Status.Since says since when).
	Running State = "running"
	// IdleStopped: stopped after Options.Idle without calls; the next
	// call starts it again.
	IdleStopped State = "idle-stopped"
	// Failed: the last launch failed or the last run crashed
	// (Status.LastErr says why); the next call relaunches it, after the
	// backoff.
	Failed State = "failed"
	// Stopped: removed or the host is closing.
	Stopped State = "stopped"
)

// Status is a provider's supervision state, for list_providers.
type Status struct {
	State    State
	Since    time.Time // Running: start of the run; IdleStopped: when it stopped
	Running  bool
	Restarts int
	LastErr  string
	PID      int
	// SharedWith names the other providers served by the same process
	// (PID), when it serves several (see share).
	SharedWith []string
}

// Status reports the provider's state. It never waits for a launch or a
// stop.
func (p *Provider) Status() Status {
	p.mu.Lock()
	defer p.mu.Unlock()
	st := Status{Restarts: p.crashes, State: NotStarted}
	in := p.inst
	switch {
	case p.killed:
		st.State = Stopped
	case in != nil && !in.dead():
		st.State, st.Since, st.Running = Running, in.startedAt, true
		st.PID = in.proc.PID()
		if in.shared != nil {
			st.SharedWith = in.shared.share.with(in.shared, p.Name)
		}
	case p.launching != nil:
		st.State = Starting
	case in != nil || p.failed:
		st.State = Failed
	case !p.idleStopped.IsZero():
		st.State, st.Since = IdleStopped, p.idleStopped
	}
	if p.lastErr != nil {
		st.LastErr = p.lastErr.Error()
	} else if st.State == Failed {
		st.LastErr = "exited"
	}
	return st
}

// stableRun resets the crash count: a provider that ran this long was not
// crash-looping.
const stableRun = time.Minute

// Remote returns a live connection to the provider, starting it if it is
// not running, unless it is in backoff after repeated crashes. The use
// counts as a call that has ended: prefer Do, which keeps an idle stop
// from ending the run while the call is in flight.
func (p *Provider) Remote(ctx context.Context) (*serve.Remote, error) {
	in, err := p.current(ctx)
	if err != nil {
		return nil, err
	}
	p.release(in)
	return in.remote, nil
}

// current returns the live run, starting one if there is none, and counts
// the caller as in flight on it (see release). A launch runs in the
// background; callers wait for it only as long as their ctx lets them.
func (p *Provider) current(ctx context.Context) (*instance, error) {
	for {
		// What the provider's user and global configuration says now,
		// taken without the lock (it stats files).
		config, _ := p.ConfigFingerprint("", false)
		p.mu.Lock()
		if p.killed {
			p.mu.Unlock()
			return nil, p.stoppedErr()
		}
		if l := p.launching; l != nil {
			p.mu.Unlock()
			select {
			case <-l.done:
				if l.err != nil {
					return nil, &sdk.Error{Code: codes.Unavailable, Msg: fmt.Sprintf("provider %q could not be started: %v", p.Name, l.err), Err: l.err}
				}
				continue
			case <-ctx.Done():
				return nil, &sdk.Error{Code: codes.Unavailable, Msg: fmt.Sprintf("provider %q is still starting: %v", p.Name, ctx.Err()), Err: ctx.Err()}
			}
		}
		if in := p.inst; in != nil {
			if !in.dead() && in.config != "" && config != "" && in.config != config {
				// The configuration that decides its registries changed
				// since this run started (a provider may read it once):
				// new calls go to a new run, this one ends with its calls.
				// The host's cache keys already follow the change; this
				// makes the answers the provider gives follow it too.
				p.log.Info("provider's configuration changed since it started; starting it again", "pid", in.proc.PID())
				p.inst = nil
				in.retired = true
				if in.calls == 0 {
					go p.stop(in, true)
				}
				p.beginLaunch()
				p.mu.Unlock()
				continue
			}
			if !in.dead() {
				p.inflight++ // released by release
				in.calls++
				p.mu.Unlock()
				return in, nil
			}
			// It exited since the last call: count the crash once, and
			// stop what is left of it without waiting here.
			if time.Since(in.startedAt) > stableRun {
				p.crashes = 0
			}
			p.crashes++
			p.inst = nil
			p.failed = true
			p.nextTry = time.Now().Add(p.backoff())
			p.log.Warn("provider exited; will relaunch", "crashes", p.crashes, "after", time.Until(p.nextTry).Round(time.Millisecond))
			go p.stop(in, false)
		}
		if wait := time.Until(p.nextTry); wait > 0 {
			crashes, last := p.crashes, p.lastErr
			p.mu.Unlock()
			return nil, &sdk.Error{Code: codes.Unavailable, Msg: fmt.Sprintf("provider %q crashed %d times in a row; next relaunch in %s (last error: %v)", p.Name, crashes, delayString(wait), last)}
		}
		p.beginLaunch()
		p.mu.Unlock()
	}
}

// delayString rounds d up to a tenth of a second, so a wait of 500 ms
// reads "500ms", not "0s" or "1s".
func delayString(d time.Duration) string {
	const step = 100 * time.Millisecond
	return ((d + step - 1) / step * step).String()
}

// backoff is 0 after the first crash (relaunch on next use at once), then
// doubles from 500 ms up to MaxBackoff.
func (p *Provider) backoff() time.Duration {
	if p.crashes <= 1 {
		return 0
	}
	d := 500 * time.Millisecond << min(p.crashes-2, 16)
	return min(d, p.opt.MaxBackoff)
}

// Do runs fn against the live provider. If the provider dies during the
// call, the error says so (code Unavailable) instead of a bare transport
// error, and the next call relaunches it.
//
// A call the provider answers with sdk.NeedEnv (its configuration names
// variables it was not started with) is run again once, on a run started
// with them (see learn); when the host offered them already, the error
// says they are unset.
func (p *Provider) Do(ctx context.Context, fn func(*serve.Remote) error) error {
	err := p.do(ctx, fn)
	need, ok := sdk.NeededEnv(err)
	if !ok || ctx.Err() != nil {
		return err
	}
	if !p.learn(need) {
		return sdk.UnsetEnv(need.File, need.Names...)
	}
	err = p.do(ctx, fn)
	if need, ok := sdk.NeededEnv(err); ok {
		// Offered now, still missing: not set in the host's environment.
		return sdk.UnsetEnv(need.File, need.Names...)
	}
	return err
}

func (p *Provider) do(ctx context.Context, fn func(*serve.Remote) error) error {
	in, err := p.current(ctx)
	if err != nil {
		return err
	}
	defer p.release(in)
	err = fn(in.remote)
	if err == nil || ctx.Err() != nil {
		return err
	}
	if c := sdk.Code(err); c == codes.Unavailable || c == codes.Canceled || c == codes.Internal {
		if in.diedDuringCall() {
			p.mu.Lock()
			p.lastErr = err
			p.mu.Unlock()
			return &sdk.Error{Code: codes.Unavailable, Msg: fmt.Sprintf("provider %q exited during the call; it will be relaunched on the next call (%v)", p.Name, err)}
		}
	}
	return err
}

// kill stops the provider for good: its current run and any launch under
// way. It returns once they are stopped, or the bounded waits ran out.
func (p *Provider) kill() {
	p.mu.Lock()
	p.killed = true
	in, l := p.inst, p.launching
	p.inst = nil
	if p.idleTimer != nil {
		p.idleTimer.Stop()
	}
	p.mu.Unlock()
	var wg sync.WaitGroup
	if in != nil {
		wg.Add(1)
		go func() { defer wg.Done(); p.stop(in, true) }()
	}
	if l != nil {
		// The launch sees killed when it ends and stops what it started;
		// killing its process group now makes it end at once.
		l.abort()
		select {
		case <-l.done:
		case <-time.After(stopGrace + stopWait):
			p.log.Warn("provider launch did not end after SIGKILL; abandoned")
		}
	}
	wg.Wait()
}

func (p *Provider) stoppedErr() error {
	return &sdk.Error{Code: codes.Unavailable, Msg: fmt.Sprintf("provider %q was stopped", p.Name)}
}

// IsUnavailable reports whether err means the provider could not be used.
func IsUnavailable(err error) bool {
	var e *sdk.Error
	return errors.As(err, &e) && e.Code == codes.Unavailable
}
