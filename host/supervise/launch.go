package supervise

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"reflect"
	"slices"
	"strings"
	"sync/atomic"
	"time"

	hclog "github.com/hashicorp/go-hclog"
	plugin "github.com/hashicorp/go-plugin"
	"github.com/hashicorp/go-plugin/runner"
	"github.com/pkgdocs/pkgdocs/host/discovery"
	"github.com/pkgdocs/pkgdocs/host/fingerprint"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/connectivity"
	"google.golang.org/grpc/health/grpc_health_v1"
	"google.golang.org/grpc/status"
)

const (
	// stopGrace is how long a provider gets to exit after go-plugin's
	// graceful shutdown (one gRPC call; milliseconds for a healthy
	// provider) before its process group is killed.
	stopGrace = 500 * time.Millisecond
	// stopWait bounds the wait after SIGKILL. The kernel ends the group at
	// once and the pipes close within drainWait; only a process stuck in
	// the kernel takes longer, and the host does not wait for it.
	stopWait = 2 * time.Second
	// deathCheck bounds the health check that tells a provider that died
	// during a call from one that answered it with an error.
	deathCheck = 300 * time.Millisecond
)

// instance is one run of a provider binary. A go-plugin Client cannot be
// restarted, so each relaunch makes a new instance.
type instance struct {
	client    *plugin.Client
	proc      *process
	rpc       *plugin.GRPCClient
	remote    *serve.Remote
	startedAt time.Time
	// broken is set when the connection failed while the process lives
	// on: a wrapper script still running after its provider died.
	broken atomic.Bool
	// config is the fingerprint of the user's and global configuration
	// the provider declared (contract minor 5) as it was when this run
	// started; "" when it declares none. A run whose configuration has
	// changed since is retired (see Provider.current).
	config string
	// calls in flight on this run, and whether it is retired: taken out
	// of service, and stopped once calls is 0. Guarded by Provider.mu.
	calls   int
	retired bool
	// shared is the process this run is attached to when it serves
	// several providers (share.go); client, proc and rpc are then its.
	// Nil: the process is this run's own.
	shared *sharedRun
}

func (in *instance) dead() bool {
	return in.proc.Exited() || in.broken.Load() || in.shared != nil && in.shared.broken.Load()
}

// diedDuringCall reports whether a failed call failed because the
// provider died: its process exited, or its connection no longer answers
// a health check though the process lives on. Then the instance is dead
// and the next call relaunches. A provider that answers the check is
// alive and its error stands (an upstream's 503 is Unavailable too): that
// costs a round trip, not a wait for an exit that will not come. It
// returns within deathCheck.
//
// A check that runs out of time on a connection still ready is a slow
// provider, not a dead one (a busy machine): a provider that is gone has
// closed its end, which fails the check at once and takes the connection
// out of ready. Taking a slow one for dead would say "exited" of a live
// process and kill it on the next call.
func (in *instance) diedDuringCall() bool {
	if in.proc.Exited() {
		return true
	}
	ctx, cancel := context.WithTimeout(context.Background(), deathCheck)
	defer cancel()
	_, err := grpc_health_v1.NewHealthClient(in.rpc.Conn).Check(ctx, &grpc_health_v1.HealthCheckRequest{Service: plugin.GRPCServiceName})
	if err == nil {
		return false
	}
	if status.Code(err) == codes.DeadlineExceeded && in.rpc.Conn.GetState() == connectivity.Ready && !in.proc.Exited() {
		return false
	}
	in.broken.Store(true)
	if in.shared != nil {
		in.shared.broken.Store(true) // no new provider attaches to it
	}
	return true
}

// launch is a start of the provider under way.
type launch struct {
	done  chan struct{}
	err   error                   // set before done is closed
	proc  atomic.Pointer[process] // once the process is started
	stamp fileStamp               // the binary as it was before the start
}

// abort kills the launch's process group, so its handshake fails at once.
func (l *launch) abort() {
	if pr := l.proc.Load(); pr != nil {
		_ = pr.Kill(context.Background())
	}
}

// beginLaunch starts a launch in the background. Called with p.mu held.
func (p *Provider) beginLaunch() *launch {
	l := &launch{done: make(chan struct{})}
	l.stamp, _ = stampFile(p.Path) // a binary gone since fails the start itself
	p.launching = l
	go p.runLaunch(l)
	return l
}

// runLaunch starts the binary and records the outcome: the new instance,
// or the error and the backoff before the next try.
func (p *Provider) runLaunch(l *launch) {
	in, info, err := p.start(l)
	p.mu.Lock()
	p.launching = nil
	killed := p.killed
	old := p.Info()
	changed := false
	switch {
	case err != nil:
		p.lastErr = err
		p.failed = true
		if old.Name != "" { // a relaunch, or a start of a provider known from its manifest
			p.crashes++
			p.nextTry = time.Now().Add(p.backoff())
		}
	case killed:
		err = p.stoppedErr()
	default:
		p.inst = in
		p.failed = false
		p.idleStopped = time.Time{}
		p.launches++
		p.infoMu.Lock()
		p.info = info
		p.infoMu.Unlock()
		changed = old.Name != "" && !reflect.DeepEqual(old, info)
		p.buildID = buildID(info, l.stamp)
		p.lastUsed = time.Now()
		p.armIdle()
	}
	p.mu.Unlock()
	if killed && in != nil {
		p.stop(in, false)
	}
	if err == nil && !killed && (changed || p.opt.Manifests != nil && old.Name == "") {
		if serr := p.opt.Manifests.Store(p.Path, p.Argv0, l.stamp, info); serr != nil {
			p.log.Warn("could not store the provider's manifest", "error", serr)
		}
	}
	if changed {
		p.log.Info("provider declarations changed since they were learned", "version", info.Version)
		if p.opt.OnInfoChange != nil {
			go p.opt.OnInfoChange()
		}
	}
	l.err = err
	close(l.done)
}

// buildID is a provider build's identity for cache keys: its declared
// version plus its binary's size and modification time, so caches notice
// a rebuilt "dev" provider.
func buildID(info sdk.RemoteInfo, st fileStamp) string {
	if st == (fileStamp{}) {
		return info.Version
	}
	return fmt.Sprintf("%s+%d.%d", info.Version, st.Size, st.MTime)
}

// startFirst launches the provider and waits for the outcome (or ctx).
func (p *Provider) startFirst(ctx context.Context) error {
	p.mu.Lock()
	l := p.beginLaunch()
	p.mu.Unlock()
	select {
	case <-l.done:
		return l.err
	case <-ctx.Done():
		p.kill()
		return ctx.Err()
	}
}

// start runs the binary, completes the handshake and reads its Info, all
// within StartTimeout; on any failure the process group is killed.
//
// A provider runs with the variables it declared (Info.ConfigInputs,
// contract minor 5), known from its manifest or its last start. When none
// are known yet (the first start of a new binary) it starts with the
// fallback table by name (ecosystemEnv), which is all GetInfo may need:
// the contract says declarations come from the binary, not from its
// environment. If what it then declares differs from what it was started
// with, that run ends at once and the provider is started again with its
// declared environment, so the process that serves calls never runs with
// a guessed one. That costs one extra start per new binary: its manifest
// records the declarations for every later start.
func (p *Provider) start(l *launch) (*instance, sdk.RemoteInfo, error) {
	if sh := p.share.Load(); sh != nil {
		return sh.attach(p, l)
	}
	known := p.Info()
	env := p.launchEnv(known)
	// The configuration this run reads, taken before it can read it.
	config, _ := p.ConfigFingerprint("", false)
	in, info, err := p.startWith(l, env)
	if err != nil {
		return nil, sdk.RemoteInfo{}, err
	}
	if want := p.launchEnv(info); !slices.Equal(want, env) {
		p.log.Debug("restarting the provider with the environment it declared")
		p.stop(in, true)
		config = p.configUnder(info)
		// A provider that declares something else again is taken as it is:
		// one restart per launch, never a loop.
		in, info, err = p.startWith(l, want)
		if err != nil {
			return nil, sdk.RemoteInfo{}, err
		}
	} else if !reflect.DeepEqual(known.ConfigInputs, info.ConfigInputs) {
		// Learned just now (the binary's first start): the fingerprint is
		// taken a moment after the process started.
		config = p.configUnder(info)
	}
	in.config = config
	return in, info, nil
}

// launchEnv is the environment of a provider whose declarations are info:
// the part of the host's environment it may see (providerEnv), the host's
// Options.Env, and the variables the host sets for it.
func (p *Provider) launchEnv(info sdk.RemoteInfo) []string {
	learned := p.learnedNames()
	return p.envWith(p.envRule(info, learned), offeredNames(info, learned))
}

// envRule is what p, declaring info, may see of the host's environment
// besides baseEnv: what it declared (envRuleFor) and the variables it
// asked for with sdk.NeedEnv (learned).
func (p *Provider) envRule(info sdk.RemoteInfo, learned []string) func(string) bool {
	declared := envRuleFor(p.Name, info)
	return func(k string) bool { return declared(k) || slices.Contains(learned, k) }
}

// envWith is launchEnv for a provider that may see what allows allows of
// the host's environment besides baseEnv, and is told it was offered the
// variables offered (sdk.OfferedEnvVar).
func (p *Provider) envWith(allows func(string) bool, offered []string) []string {
	hostEnv := os.Environ()
	return providerEnv(allows, hostEnv, append(gcDefaults(hostEnv, p.opt.Env), p.opt.Env...), serve.LifelineEnv+"=stdin", "PKGDOCS_LOG_LEVEL="+p.providerLevel(), offeredEnv(offered))
}

// startWith runs the binary with environment env (go-plugin adds its
// handshake variables) and completes the handshake.
func (p *Provider) startWith(l *launch, env []string) (*instance, sdk.RemoteInfo, error) {
	return p.startProcess(l, env, false)
}

// startProcess is startWith; named makes every call name the provider
// (serve.ProviderMetadataKey), for a process other providers may share.
func (p *Provider) startProcess(l *launch, env []string, named bool) (*instance, sdk.RemoteInfo, error) {
	client := plugin.NewClient(&plugin.ClientConfig{
		HandshakeConfig:  serve.Handshake,
		VersionedPlugins: serve.PluginSet(),
		// Our own runner: a process group per provider, and pipes a
		// lingering descendant cannot hold hostage.
		RunnerFunc: func(_ hclog.Logger, spec *exec.Cmd, _ string) (runner.Runner, error) {
			cmd := exec.Command(p.Path)
			if p.Argv0 != "" {
				cmd.Args[0] = p.Argv0 // a built-in provider: see discovery.Candidate.Argv0
			}
			// go-plugin's spec carries the handshake variables and its
			// socket directory; of the host's environment only what the
			// provider needs is added here (SkipHostEnv keeps go-plugin
			// from appending all of it, which would also let a stray
			// PKGDOCS_LIFELINE in the user's shell switch the lifeline off).
			cmd.Env = append(slices.Clip(env), spec.Env...)
			cmd.Stdin = spec.Stdin // the lifeline pipe (see installLifeline)
			pr := newProcess(cmd)
			l.proc.Store(pr)
			return pr, nil
		},
		SkipHostEnv:      true,
		AllowedProtocols: []plugin.Protocol{plugin.ProtocolGRPC},
		Logger:           p.log,
		StartTimeout:     p.opt.StartTimeout,
		// A provider's stray prints go nowhere: stdout is sacred.
		SyncStdout: io.Discard,
		SyncStderr: io.Discard,
	})
	type result struct {
		in   *instance
		info sdk.RemoteInfo
		err  error
	}
	ch := make(chan result, 1)
	ctx, cancel := context.WithTimeout(context.Background(), p.opt.StartTimeout)
	defer cancel()
	go func() {
		in, info, err := p.handshake(ctx, client, l, named)
		ch <- result{in, info, err}
	}()
	// go-plugin bounds its own wait for the handshake line, and GetInfo
	// has ctx, but not every step between: this backstop, a little later
	// so their errors come first, kills the group, which makes whatever is
	// still waiting fail.
	backstop := time.NewTimer(p.opt.StartTimeout + 500*time.Millisecond)
	defer backstop.Stop()
	var r result
	select {
	case r = <-ch:
	case <-backstop.C:
		// The same cause as go-plugin's own timeout, in its words: on a
		// machine too busy to run go-plugin's goroutine within the half
		// second, the backstop wins the race, and the answer must not
		// change with who won.
		r.err = fmt.Errorf("handshake failed: timeout while waiting for plugin to start (no handshake within %s)", p.opt.StartTimeout)
	}
	if r.err != nil {
		p.stop(&instance{client: client, proc: l.proc.Load()}, false)
		return nil, sdk.RemoteInfo{}, r.err
	}
	return r.in, r.info, nil
}

// handshake completes go-plugin's handshake and checks the provider's
// identity.
func (p *Provider) handshake(ctx context.Context, client *plugin.Client, l *launch, named bool) (*instance, sdk.RemoteInfo, error) {
	cp, err := client.Client()
	if err != nil {
		if strings.Contains(err.Error(), "ncompatible API version") {
			return nil, sdk.RemoteInfo{}, fmt.Errorf("unsupported protocol version (this host speaks %d): %w", sdk.ProtocolVersion, err)
		}
		return nil, sdk.RemoteInfo{}, fmt.Errorf("handshake failed: %w", err)
	}
	rpc, ok := cp.(*plugin.GRPCClient)
	if !ok {
		return nil, sdk.RemoteInfo{}, fmt.Errorf("handshake: provider speaks %T, not gRPC", cp)
	}
	var remote *serve.Remote
	if named {
		remote = serve.NewNamedRemote(rpc.Conn, p.Name)
	} else {
		raw, err := rpc.Dispense(serve.PluginName)
		if err != nil {
			return nil, sdk.RemoteInfo{}, fmt.Errorf("dispense %q: %w", serve.PluginName, err)
		}
		if remote, ok = raw.(*serve.Remote); !ok {
			return nil, sdk.RemoteInfo{}, fmt.Errorf("dispense %q: unexpected type %T", serve.PluginName, raw)
		}
	}
	info, err := p.identify(ctx, remote)
	if err != nil {
		return nil, sdk.RemoteInfo{}, err
	}
	return &instance{client: client, proc: l.proc.Load(), rpc: rpc, remote: remote, startedAt: time.Now()}, info, nil
}

// identify reads the provider's Info over remote and checks its identity.
func (p *Provider) identify(ctx context.Context, remote *serve.Remote) (sdk.RemoteInfo, error) {
	info, err := remote.GetInfo(ctx)
	if err != nil {
		return sdk.RemoteInfo{}, fmt.Errorf("GetInfo: %w", err)
	}
	// Declared configuration inputs: what passes the host's checks is
	// kept (and stored in the manifest), the rest dropped and logged.
	if in, dropped, ok := fingerprint.Validate(info.ConfigInputs); ok {
		for _, d := range dropped {
			p.log.Warn("provider's configuration declaration refused", "error", d)
		}
		info.ConfigInputs = in.Declaration()
	}
	// Only identity is checked here; the gateway validates each declared
	// tool on its own, so one malformed tool costs that tool, not the
	// provider.
	if !sdk.ValidProviderName(info.Name) || !sdk.ValidProviderName(info.Ecosystem) {
		return sdk.RemoteInfo{}, fmt.Errorf("invalid declarations: name %q and ecosystem %q must be [a-z0-9-]", info.Name, info.Ecosystem)
	}
	if info.Name != p.Name {
		return sdk.RemoteInfo{}, fmt.Errorf("binary is named for provider %q but declares name %q: a provider's file must be named %s<its name>", p.Name, info.Name, discovery.Prefix)
	}
	if old := p.Info(); old.Name != "" && info.Ecosystem != old.Ecosystem {
		return sdk.RemoteInfo{}, fmt.Errorf("relaunched provider changed ecosystem from %q to %q", old.Ecosystem, info.Ecosystem)
	}
	return info, nil
}

// stop ends one run: go-plugin's graceful shutdown when graceful, then
// SIGKILL to the process group. It returns within stopGrace+stopWait
// whatever the provider and its descendants do.
func (p *Provider) stop(in *instance, graceful bool) {
	if in.shared != nil && !in.shared.share.release(in.shared, p.Name) {
		return // other providers still use the process
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		in.client.Kill() // waits for the process and its pipes
	}()
	if graceful {
		select {
		case <-done:
			return
		case <-time.After(stopGrace):
		}
	}
	if in.proc != nil {
		_ = in.proc.Kill(context.Background())
	}
	select {
	case <-done:
	case <-time.After(stopWait):
		p.log.Warn("provider did not exit after SIGKILL to its process group; not waiting for it")
	}
}

func (p *Provider) providerLevel() string {
	if p.opt.ProviderLogLevel != "" {
		return p.opt.ProviderLogLevel
	}
	return p.opt.Logger.GetLevel().String()
}
