package supervise

import (
	"context"
	"time"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
)

// A provider runs on demand: it starts on its first call (current) and,
// when Options.Idle is set, stops once no call has used it for that long.
// A call holds its run from current to release, so an idle stop never
// ends a run a call is using; a call that comes after the stop took the
// run finds none and starts a new one, while the old one exits.

// release ends a call begun by current on run in: it records the use and
// ends the call (endCall).
func (p *Provider) release(in *instance) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.lastUsed = time.Now()
	p.endCall(in)
}

// endCall ends a call on run in: once no call is in flight it arms the
// idle stop, and the last call on a retired run stops it. Called with
// p.mu held.
func (p *Provider) endCall(in *instance) {
	p.inflight--
	in.calls--
	if in.retired && in.calls == 0 {
		go p.stop(in, true)
	}
	if p.inflight == 0 {
		p.armIdle()
	}
}

// armIdle (re)starts the idle timer to fire Options.Idle after the last
// use. Called with p.mu held.
func (p *Provider) armIdle() {
	if p.opt.Idle <= 0 || p.killed {
		return
	}
	d := max(p.opt.Idle-time.Since(p.lastUsed), 0)
	if p.idleTimer == nil {
		p.idleTimer = time.AfterFunc(d, p.idleCheck)
		return
	}
	p.idleTimer.Reset(d)
}

// idleCheck stops the current run if no call used it for Options.Idle.
// The run is taken from the provider under the lock, and stopped without
// it: a call arriving meanwhile starts a fresh run.
func (p *Provider) idleCheck() {
	p.mu.Lock()
	in := p.inst
	if p.killed || in == nil || in.dead() || p.inflight > 0 || p.launching != nil {
		p.mu.Unlock()
		return
	}
	if wait := p.opt.Idle - time.Since(p.lastUsed); wait > 0 {
		p.idleTimer.Reset(wait)
		p.mu.Unlock()
		return
	}
	p.inst = nil
	p.idleStopped = time.Now()
	p.mu.Unlock()
	if idleStopping != nil {
		idleStopping(p)
	}
	p.log.Info("provider idle; stopping it until its next call", "idle", p.opt.Idle, "pid", in.proc.PID())
	p.stop(in, true)
}

// idleStopping, when set (by tests), runs after an idle stop took the run
// and before the process is stopped.
var idleStopping func(*Provider)

// adopt makes a provider known from its manifest: its Info and build are
// those the manifest recorded, and it starts on its first call.
func (p *Provider) adopt(info sdk.RemoteInfo, st fileStamp) {
	p.infoMu.Lock()
	p.info = info
	p.infoMu.Unlock()
	p.mu.Lock()
	p.buildID = buildID(info, st)
	p.mu.Unlock()
}

// DoIfRunning runs fn against the provider only if a run is live now; it
// never starts one and does not count as a use (a health probe must not
// keep an idle provider alive). It reports whether fn ran.
func (p *Provider) DoIfRunning(ctx context.Context, fn func(*serve.Remote) error) (bool, error) {
	p.mu.Lock()
	in := p.inst
	if p.killed || in == nil || in.dead() {
		p.mu.Unlock()
		return false, nil
	}
	p.inflight++
	in.calls++
	p.mu.Unlock()
	defer func() {
		p.mu.Lock()
		p.endCall(in) // not a use: lastUsed stays
		p.mu.Unlock()
	}()
	return true, fn(in.remote)
}
