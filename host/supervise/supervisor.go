package supervise

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sort"
	"strings"
	"sync"
	"time"

	hclog "github.com/hashicorp/go-hclog"
	plugin "github.com/hashicorp/go-plugin"
	"github.com/pkgdocs/pkgdocs/host/discovery"
	"github.com/pkgdocs/pkgdocs/internal/grpcclient"
	"github.com/pkgdocs/pkgdocs/sdk"
	"google.golang.org/grpc/codes"
)

// Options configures a Supervisor. Zero values take the defaults.
type Options struct {
	// Logger receives the host's and the providers' logs. Nil: discard.
	Logger hclog.Logger
	// StartTimeout bounds a provider's handshake and GetInfo. Zero: 10 s.
	StartTimeout time.Duration
	// MaxBackoff caps the wait between relaunches of a provider that keeps
	// crashing. Zero: 30 s.
	MaxBackoff time.Duration
	// Env is added to each provider's environment (the host's own is
	// inherited).
	Env []string
	// ProviderLogLevel is the level providers log at (PKGDOCS_LOG_LEVEL).
	// Empty: the Logger's level.
	ProviderLogLevel string
}

func (o *Options) defaults() {
	if o.Logger == nil {
		o.Logger = hclog.NewNullLogger()
	}
	if o.StartTimeout == 0 {
		o.StartTimeout = 10 * time.Second
	}
	if o.MaxBackoff == 0 {
		o.MaxBackoff = 30 * time.Second
	}
}

// Supervisor owns the provider processes.
type Supervisor struct {
	opt Options

	mu        sync.RWMutex
	providers map[string]*Provider // by provider name
	skipped   []discovery.Skipped
	closed    bool
}

// New returns a Supervisor. It installs the stdin lifeline (see
// installLifeline), so callers serving MCP on stdin must hold their own
// handle on it first.
func New(opt Options) (*Supervisor, error) {
	opt.defaults()
	if err := installLifeline(); err != nil {
		return nil, err
	}
	return &Supervisor{opt: opt, providers: map[string]*Provider{}}, nil
}

// Sync makes the running set match the discovery result: new candidates
// are started in parallel, providers whose binary is gone are stopped.
// It reports whether the set of running providers changed.
func (s *Supervisor) Sync(ctx context.Context, res discovery.Result) bool {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return false
	}
	want := map[string]discovery.Candidate{}
	for _, c := range res.Candidates {
		want[c.Name] = c
	}
	var stop []*Provider
	for name, p := range s.providers {
		if c, ok := want[name]; !ok || c.Path != p.Path {
			stop = append(stop, p)
			delete(s.providers, name)
		}
	}
	var start []discovery.Candidate
	for _, c := range res.Candidates {
		if _, ok := s.providers[c.Name]; !ok {
			start = append(start, c)
		}
	}
	s.mu.Unlock()

	for _, p := range stop {
		p.kill()
	}
	started := make([]*Provider, len(start))
	errs := make([]error, len(start))
	var wg sync.WaitGroup
	for i, c := range start {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p := &Provider{Name: c.Name, Path: c.Path, Origin: c.Origin, opt: s.opt, log: s.opt.Logger.Named(c.Name)}
			if err := p.launch(ctx); err != nil {
				errs[i] = err
				return
			}
			started[i] = p
		}()
	}
	wg.Wait()

	s.mu.Lock()
	defer s.mu.Unlock()
	skipped := append([]discovery.Skipped(nil), res.Skipped...)
	ecos := map[string]string{}
	for _, p := range s.providers {
		ecos[p.Info().Ecosystem] = p.Name
	}
	changed := len(stop) > 0
	// Candidates come in precedence order, so the first provider claiming an
	// ecosystem keeps it.
	for i, c := range start {
		p := started[i]
		switch {
		case errs[i] != nil:
			skipped = append(skipped, discovery.Skipped{Path: c.Path, Name: c.Name, Reason: errs[i].Error()})
			s.opt.Logger.Warn("provider skipped", "name", c.Name, "path", c.Path, "error", errs[i])
		case s.closed:
			p.kill()
		case ecos[p.Info().Ecosystem] != "":
			skipped = append(skipped, discovery.Skipped{Path: c.Path, Name: c.Name,
				Reason: fmt.Sprintf("ecosystem %q is already served by provider %q", p.Info().Ecosystem, ecos[p.Info().Ecosystem])})
			p.kill()
		default:
			ecos[p.Info().Ecosystem] = p.Name
			s.providers[p.Name] = p
			changed = true
			s.opt.Logger.Info("provider started", "name", p.Name, "version", p.Info().Version, "ecosystem", p.Info().Ecosystem, "path", p.Path)
		}
	}
	// Keep skip reasons of earlier failed starts for binaries still present
	// and still not running, so `pkgdocs plugins` explains them.
	for _, old := range s.skipped {
		if c, ok := want[old.Name]; ok && c.Path == old.Path && s.providers[old.Name] == nil && !containsSkip(skipped, old.Path) {
			skipped = append(skipped, old)
		}
	}
	s.skipped = skipped
	return changed
}

func containsSkip(ss []discovery.Skipped, path string) bool {
	for _, s := range ss {
		if s.Path == path {
			return true
		}
	}
	return false
}

// Known reports whether a binary at path was already tried, running or
// skipped, so a rescan does not retry a broken binary on every poll.
func (s *Supervisor) Known(c discovery.Candidate) bool {
	s.mu.RLock()
	defer s.mu.RUnlock()
	if p, ok := s.providers[c.Name]; ok && p.Path == c.Path {
		return true
	}
	return containsSkip(s.skipped, c.Path)
}

// Providers returns the running providers sorted by name.
func (s *Supervisor) Providers() []*Provider {
	s.mu.RLock()
	defer s.mu.RUnlock()
	out := make([]*Provider, 0, len(s.providers))
	for _, p := range s.providers {
		out = append(out, p)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Skipped returns what was found but not run, with reasons.
func (s *Supervisor) Skipped() []discovery.Skipped {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return append([]discovery.Skipped(nil), s.skipped...)
}

// ByEcosystem returns the provider serving eco, or nil.
func (s *Supervisor) ByEcosystem(eco string) *Provider {
	s.mu.RLock()
	defer s.mu.RUnlock()
	for _, p := range s.providers {
		if p.Info().Ecosystem == eco {
			return p
		}
	}
	return nil
}

// Close kills every provider. Calls made after Close fail.
func (s *Supervisor) Close() {
	s.mu.Lock()
	s.closed = true
	ps := s.providers
	s.providers = map[string]*Provider{}
	s.mu.Unlock()
	var wg sync.WaitGroup
	for _, p := range ps {
		wg.Add(1)
		go func() { defer wg.Done(); p.kill() }()
	}
	wg.Wait()
}

// Provider is one supervised provider binary.
type Provider struct {
	Name   string
	Path   string
	Origin discovery.Origin

	opt Options
	log hclog.Logger

	// infoMu guards info apart from mu, which a relaunch holds through the
	// handshake: routing by ecosystem must not wait for a slow start.
	infoMu sync.RWMutex
	info   grpcclient.RemoteInfo

	mu        sync.Mutex
	client    *plugin.Client
	remote    *grpcclient.Remote
	startedAt time.Time
	buildID   string // version plus the binary's size and mtime
	crashes   int    // consecutive crashes
	nextTry   time.Time
	lastErr   error
	killed    bool
}

// Info returns what the provider declared at its first start.
func (p *Provider) Info() grpcclient.RemoteInfo {
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

// Status is a provider's supervision state, for list_providers.
type Status struct {
	Running  bool
	Restarts int
	LastErr  string
	PID      int
}

// Status reports the provider's state.
func (p *Provider) Status() Status {
	p.mu.Lock()
	defer p.mu.Unlock()
	st := Status{Restarts: p.crashes}
	if p.client != nil && !p.client.Exited() {
		st.Running = true
		if rc := p.client.ReattachConfig(); rc != nil {
			st.PID = rc.Pid
		}
	}
	if p.lastErr != nil {
		st.LastErr = p.lastErr.Error()
	}
	return st
}

// launch starts the binary, completes the handshake and reads its Info.
// Called with p.mu held or before p is shared.
func (p *Provider) launch(ctx context.Context) error {
	cmd := exec.Command(p.Path)
	cmd.Env = providerEnv(os.Environ(), p.opt.Env, sdk.LifelineEnv+"=stdin", "PKGDOCS_LOG_LEVEL="+p.providerLevel())
	setDeathSignal(cmd)
	client := plugin.NewClient(&plugin.ClientConfig{
		HandshakeConfig:  sdk.Handshake,
		VersionedPlugins: sdk.PluginSet(),
		Cmd:              cmd,
		// go-plugin would append the host's environment after ours, so a
		// stray PKGDOCS_LIFELINE in the user's shell could switch the
		// lifeline off: we pass the environment ourselves.
		SkipHostEnv:      true,
		AllowedProtocols: []plugin.Protocol{plugin.ProtocolGRPC},
		Logger:           p.log,
		StartTimeout:     p.opt.StartTimeout,
		// A provider's stray prints go nowhere: stdout is sacred.
		SyncStdout: io.Discard,
		SyncStderr: io.Discard,
	})
	rpc, err := client.Client()
	if err != nil {
		client.Kill()
		if strings.Contains(err.Error(), "ncompatible API version") {
			return fmt.Errorf("unsupported protocol version (this host speaks %d): %w", sdk.ProtocolVersion, err)
		}
		return fmt.Errorf("handshake failed: %w", err)
	}
	raw, err := rpc.Dispense(sdk.PluginName)
	if err != nil {
		client.Kill()
		return fmt.Errorf("dispense %q: %w", sdk.PluginName, err)
	}
	remote, ok := raw.(*grpcclient.Remote)
	if !ok {
		client.Kill()
		return fmt.Errorf("dispense %q: unexpected type %T", sdk.PluginName, raw)
	}
	ictx, cancel := context.WithTimeout(ctx, p.opt.StartTimeout)
	defer cancel()
	info, err := remote.GetInfo(ictx)
	if err != nil {
		client.Kill()
		return fmt.Errorf("GetInfo: %w", err)
	}
	// Only identity is checked here; the gateway validates each declared
	// tool on its own, so one malformed tool costs that tool, not the
	// provider.
	if !sdk.ValidProviderName(info.Name) || !sdk.ValidProviderName(info.Ecosystem) {
		client.Kill()
		return fmt.Errorf("invalid declarations: name %q and ecosystem %q must be [a-z0-9-]", info.Name, info.Ecosystem)
	}
	if info.Name != p.Name {
		client.Kill()
		return fmt.Errorf("binary is named for provider %q but declares name %q", p.Name, info.Name)
	}
	if old := p.Info(); old.Name != "" && info.Ecosystem != old.Ecosystem {
		client.Kill()
		return fmt.Errorf("relaunched provider changed ecosystem from %q to %q", old.Ecosystem, info.Ecosystem)
	}
	p.client, p.remote, p.startedAt = client, remote, time.Now()
	p.infoMu.Lock()
	p.info = info
	p.infoMu.Unlock()
	if st, err := os.Stat(p.Path); err == nil {
		p.buildID = fmt.Sprintf("%s+%d.%d", info.Version, st.Size(), st.ModTime().UnixNano())
	} else {
		p.buildID = info.Version
	}
	return nil
}

// providerEnv is the host's environment without the variables the host
// sets for its providers, then extra, then those.
func providerEnv(host, extra []string, set ...string) []string {
	owned := map[string]bool{}
	for _, kv := range set {
		k, _, _ := strings.Cut(kv, "=")
		owned[k] = true
	}
	owned[sdk.Handshake.MagicCookieKey] = true
	out := make([]string, 0, len(host)+len(extra)+len(set))
	for _, kv := range host {
		if k, _, _ := strings.Cut(kv, "="); !owned[k] {
			out = append(out, kv)
		}
	}
	out = append(out, extra...)
	return append(out, set...)
}

func (p *Provider) providerLevel() string {
	if p.opt.ProviderLogLevel != "" {
		return p.opt.ProviderLogLevel
	}
	return p.opt.Logger.GetLevel().String()
}

// stableRun resets the crash count: a provider that ran this long was not
// crash-looping.
const stableRun = time.Minute

// Remote returns a live connection to the provider, relaunching it if it
// has exited, unless it is in backoff after repeated crashes.
func (p *Provider) Remote(ctx context.Context) (*grpcclient.Remote, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.killed {
		return nil, &sdk.Error{Code: codes.Unavailable, Msg: fmt.Sprintf("provider %q was stopped", p.Name)}
	}
	if p.client != nil && !p.client.Exited() {
		return p.remote, nil
	}
	if p.client != nil {
		// It exited since the last call: count the crash once.
		if time.Since(p.startedAt) > stableRun {
			p.crashes = 0
		}
		p.crashes++
		p.client.Kill()
		p.client = nil
		p.nextTry = time.Now().Add(p.backoff())
		p.log.Warn("provider exited; will relaunch", "crashes", p.crashes, "after", time.Until(p.nextTry).Round(time.Millisecond))
	}
	if wait := time.Until(p.nextTry); wait > 0 {
		return nil, &sdk.Error{Code: codes.Unavailable, Msg: fmt.Sprintf("provider %q crashed %d times in a row; next relaunch in %s (last error: %v)", p.Name, p.crashes, wait.Round(time.Second), p.lastErr)}
	}
	if err := p.launch(ctx); err != nil {
		p.lastErr = err
		p.crashes++
		p.nextTry = time.Now().Add(p.backoff())
		return nil, &sdk.Error{Code: codes.Unavailable, Msg: fmt.Sprintf("provider %q could not be relaunched: %v", p.Name, err), Err: err}
	}
	p.log.Info("provider relaunched", "crashes", p.crashes)
	return p.remote, nil
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
func (p *Provider) Do(ctx context.Context, fn func(*grpcclient.Remote) error) error {
	r, err := p.Remote(ctx)
	if err != nil {
		return err
	}
	err = fn(r)
	if err == nil || ctx.Err() != nil {
		return err
	}
	if c := sdk.Code(err); c == codes.Unavailable || c == codes.Canceled || c == codes.Internal {
		if p.exitedSoon() {
			p.mu.Lock()
			p.lastErr = err
			p.mu.Unlock()
			return &sdk.Error{Code: codes.Unavailable, Msg: fmt.Sprintf("provider %q exited during the call; it will be relaunched on the next call (%v)", p.Name, err)}
		}
	}
	return err
}

// exitedSoon waits briefly for go-plugin to notice the process exit that
// usually follows a broken connection.
func (p *Provider) exitedSoon() bool {
	p.mu.Lock()
	c := p.client
	p.mu.Unlock()
	if c == nil {
		return true
	}
	deadline := time.Now().Add(300 * time.Millisecond)
	for time.Now().Before(deadline) {
		if c.Exited() {
			return true
		}
		time.Sleep(10 * time.Millisecond)
	}
	return false
}

func (p *Provider) kill() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.killed = true
	if p.client != nil {
		p.client.Kill()
	}
}

// IsUnavailable reports whether err means the provider could not be used.
func IsUnavailable(err error) bool {
	var e *sdk.Error
	return errors.As(err, &e) && e.Code == codes.Unavailable
}
