package supervise

import (
	"context"
	"fmt"
	"os"
	"sort"
	"sync"
	"time"

	hclog "github.com/hashicorp/go-hclog"
	"github.com/pkgdocs/pkgdocs/host/discovery"
)

// Options configures a Supervisor. Zero values take the defaults.
type Options struct {
	// Logger receives the host's and the providers' logs. Nil: discard.
	Logger hclog.Logger
	// StartTimeout bounds a provider's handshake and GetInfo. Zero or negative: 10 s.
	StartTimeout time.Duration
	// MaxBackoff caps the wait between relaunches of a provider that keeps
	// crashing. Zero: 30 s.
	MaxBackoff time.Duration
	// Env is added to each provider's environment. Of the host's own
	// environment a provider gets only what it needs (see providerEnv).
	Env []string
	// ProviderLogLevel is the level providers log at (PKGDOCS_LOG_LEVEL).
	// Empty: the Logger's level.
	ProviderLogLevel string
	// Manifests, when set, keeps each provider's declarations across host
	// runs: Sync starts only providers without a valid manifest (to learn
	// it); the others start on their first call. Nil: Sync starts every
	// provider.
	Manifests *Manifests
	// Idle stops a provider no call has used for this long; its next call
	// starts it again. Zero: a started provider keeps running.
	Idle time.Duration
	// OnInfoChange, when set, is called (on its own goroutine) when a
	// provider started again declares something other than what was known
	// of it (its binary was replaced in place), so tools can be refreshed.
	OnInfoChange func()
}

func (o *Options) defaults() {
	if o.Logger == nil {
		o.Logger = hclog.NewNullLogger()
	}
	if o.StartTimeout <= 0 {
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
	starting  map[*Provider]bool   // being started by Sync, not yet in providers
	skipped   []discovery.Skipped
	tried     map[string]stamp // binaries whose start failed or lost their ecosystem, by Candidate.Key
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
	return &Supervisor{opt: opt, providers: map[string]*Provider{}, starting: map[*Provider]bool{}, tried: map[string]stamp{}}, nil
}

// Sync makes the running set match the discovery result: new candidates
// are started in parallel, providers whose binary is gone are stopped.
// It reports whether the set of running providers changed. Its lock is
// not held while providers start or stop.
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
		if c, ok := want[name]; !ok || c.Key() != p.key() {
			stop = append(stop, p)
			delete(s.providers, name)
		}
	}
	var start []discovery.Candidate
	var fresh []*Provider
	for _, c := range res.Candidates {
		if _, ok := s.providers[c.Name]; !ok {
			p := newProvider(c, s.opt)
			start = append(start, c)
			fresh = append(fresh, p)
			s.starting[p] = true // so Close can stop it mid-start
		}
	}
	s.mu.Unlock()

	errs := make([]error, len(fresh))
	var wg sync.WaitGroup
	for _, p := range stop {
		wg.Add(1)
		go func() { defer wg.Done(); p.kill() }()
	}
	var learn []int // fresh providers without a manifest
	for i, p := range fresh {
		if info, st, ok := s.opt.Manifests.Load(p.Path, p.Argv0); ok && info.Name == p.Name {
			p.adopt(info, st) // starts on its first call
			continue
		}
		learn = append(learn, i)
	}
	// Those installed as one file are learned from one process when it
	// serves them all (learnFrom); the files are started in parallel.
	for _, g := range sameFiles(fresh, learn) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			first := fresh[g[0]]
			errs[g[0]] = first.startFirst(ctx)
			var rest sync.WaitGroup
			for _, j := range g[1:] {
				if errs[g[0]] == nil && fresh[j].learnFrom(ctx, first) {
					continue
				}
				rest.Add(1)
				go func() { defer rest.Done(); errs[j] = fresh[j].startFirst(ctx) }()
			}
			rest.Wait()
		}()
	}
	wg.Wait()

	s.mu.Lock()
	var losers []*Provider
	skipped := append([]discovery.Skipped(nil), res.Skipped...)
	ecos := map[string]string{}
	for _, p := range s.providers {
		ecos[p.Info().Ecosystem] = p.Name
	}
	changed := len(stop) > 0
	for _, i := range claimOrder(start, fresh, errs) {
		c, p := start[i], fresh[i]
		delete(s.starting, p)
		eco := p.Info().Ecosystem
		switch {
		case errs[i] != nil:
			s.tried[c.Key()] = stampOf(c.Path)
			skipped = append(skipped, discovery.Skipped{Path: c.Path, Name: c.Name, Reason: errs[i].Error()})
			s.opt.Logger.Warn("provider skipped", "name", c.Name, "path", c.Path, "error", errs[i])
		case s.closed:
			losers = append(losers, p)
		case ecos[eco] != "":
			s.tried[c.Key()] = stampOf(c.Path)
			skipped = append(skipped, discovery.Skipped{Path: c.Path, Name: c.Name,
				Reason: fmt.Sprintf("ecosystem %q is already served by provider %q", eco, ecos[eco])})
			s.opt.Logger.Warn("provider skipped", "name", c.Name, "path", c.Path, "ecosystem", eco, "served by", ecos[eco])
			losers = append(losers, p)
		default:
			ecos[eco] = p.Name
			s.providers[p.Name] = p
			changed = true
			s.opt.Logger.Info("provider ready", "name", p.Name, "state", p.Status().State, "version", p.Info().Version, "ecosystem", eco, "path", p.Path)
		}
	}
	// Keep skip reasons of earlier failed starts for binaries still present
	// and still not running, so `pkgdocs plugins` explains them.
	for _, old := range s.skipped {
		if c, ok := want[old.Name]; ok && c.Path == old.Path && s.providers[old.Name] == nil && !containsSkip(skipped, old) {
			skipped = append(skipped, old)
		}
	}
	s.skipped = skipped
	s.regroup()
	var grouped []*Provider
	for _, p := range s.providers {
		if p.share.Load() != nil {
			grouped = append(grouped, p)
		}
	}
	s.mu.Unlock()
	for _, p := range grouped {
		p.dropSolo()
	}

	for _, p := range losers {
		wg.Add(1)
		go func() { defer wg.Done(); p.kill() }()
	}
	wg.Wait()
	return changed
}

// claimOrder is the order in which started providers claim their
// ecosystems: directories by precedence, and within one directory a
// provider named for its ecosystem (pkgdocs-provider-npm declaring npm)
// before the others, so a binary that sorts earlier cannot take another's
// ecosystem by its name alone. Otherwise candidates keep discovery's order.
func claimOrder(start []discovery.Candidate, fresh []*Provider, errs []error) []int {
	group := make([]int, len(start)) // index of the candidate's directory in precedence order
	for i := range start {
		if i > 0 {
			group[i] = group[i-1]
			if start[i].Origin != start[i-1].Origin {
				group[i]++
			}
		}
	}
	named := func(i int) bool { return errs[i] == nil && fresh[i].Info().Ecosystem == fresh[i].Name }
	order := make([]int, len(start))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool {
		i, j := order[a], order[b]
		if group[i] != group[j] {
			return group[i] < group[j]
		}
		return named(i) && !named(j)
	})
	return order
}

// containsSkip reports whether ss says why old was skipped: the same
// binary, and the same provider (the built-in ones share one binary).
func containsSkip(ss []discovery.Skipped, old discovery.Skipped) bool {
	for _, s := range ss {
		if s.Path == old.Path && s.Name == old.Name {
			return true
		}
	}
	return false
}

// Known reports whether the binary of c was already tried: running, or
// skipped after a start, and not changed since. A rescan does not retry a
// broken binary on every poll, but does once it is replaced.
func (s *Supervisor) Known(c discovery.Candidate) bool {
	s.mu.RLock()
	defer s.mu.RUnlock()
	if p, ok := s.providers[c.Name]; ok && p.key() == c.Key() {
		return true
	}
	st, ok := s.tried[c.Key()]
	return ok && st == stampOf(c.Path)
}

// stamp tells a binary's versions apart without reading it.
type stamp struct {
	size  int64
	mtime int64
}

func stampOf(path string) stamp {
	st, err := os.Stat(path)
	if err != nil {
		return stamp{}
	}
	return stamp{st.Size(), st.ModTime().UnixNano()}
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

// Close kills every provider, those still starting too, in parallel; each
// stop is bounded (stopGrace+stopWait). Calls made after Close fail.
func (s *Supervisor) Close() {
	s.mu.Lock()
	s.closed = true
	ps := make([]*Provider, 0, len(s.providers)+len(s.starting))
	for _, p := range s.providers {
		ps = append(ps, p)
	}
	for p := range s.starting {
		ps = append(ps, p)
	}
	s.providers = map[string]*Provider{}
	s.mu.Unlock()
	var wg sync.WaitGroup
	for _, p := range ps {
		wg.Add(1)
		go func() { defer wg.Done(); p.kill() }()
	}
	wg.Wait()
}
