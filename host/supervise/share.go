package supervise

import (
	"context"
	"maps"
	"os"
	"slices"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
	"google.golang.org/grpc/codes"
)

// A share is one process serving several providers: those installed as
// one file (hard links to a binary built with serve.ServeShared) that
// declare they serve each other in one process (RemoteInfo.SharedProcess,
// contract minor 6). The first of them a call needs starts the process;
// the others attach to it, each over a connection that names it
// (serve.ProviderMetadataKey). Each provider keeps its own state: runs,
// calls in flight, idle timer, crash count and backoff, configuration
// fingerprint. The process stops when the last provider attached lets go
// of it (idle stop, retirement, removal, crash).
//
// The process runs with what every member declared it reads (the union
// of their environments), and each member's configuration fingerprint as
// it was at the start: a member whose configuration changed since starts
// a new process, which the others attach to from their next run on.
type share struct {
	// mu guards the fields below; it is never held across a start or a
	// call (see attach).
	mu       sync.Mutex
	names    []string             // what the binary declares it serves
	members  map[string]*Provider // the providers installed as this file
	run      *sharedRun           // the process new runs attach to; nil: none
	starting chan struct{}        // closed when the start under way ends; nil: none
}

// sharedRun is one process of a share.
type sharedRun struct {
	share    *share
	base     *instance         // the run that started it: client, proc, rpc
	stamp    fileStamp         // the binary as it was before the start
	env      []string          // what it was started with
	configs  map[string]string // each member's fingerprint at the start
	attached map[string]bool   // the members with a run on it; guarded by share.mu
	broken   atomic.Bool       // its connection failed while the process lives
}

func (r *sharedRun) dead() bool { return r.base.proc.Exited() || r.broken.Load() }

// attach gives p a run on the share's process, starting one if there is
// none that p can use. It runs as p's launch (Provider.start), without
// p.mu. The share's lock is never held across a start or a call: members
// that need a run meanwhile wait for the start under way (starting), and
// the others' status and calls go on.
func (sh *share) attach(p *Provider, l *launch) (*instance, sdk.RemoteInfo, error) {
	config, _ := p.ConfigFingerprint("", false)
	for {
		sh.mu.Lock()
		env := sh.env(p)
		if r := sh.run; r != nil && (r.dead() || r.stamp != l.stamp || !slices.Equal(r.env, env) || r.configs[p.Name] != config) {
			// No new run attaches to it; the runs on it end as they would.
			sh.run = nil
		}
		if r := sh.run; r != nil {
			sh.mu.Unlock()
			in, info, err := p.attachTo(r)
			if err != nil {
				return nil, sdk.RemoteInfo{}, err
			}
			sh.mu.Lock()
			if sh.run != r {
				// Let go of by all its members meanwhile: it is stopping.
				sh.mu.Unlock()
				continue
			}
			r.attached[p.Name] = true
			sh.mu.Unlock()
			return in, info, nil
		}
		if w := sh.starting; w != nil {
			// Another member is starting one: wait for it (its start is
			// bounded by StartTimeout), then look again.
			sh.mu.Unlock()
			<-w
			continue
		}
		w := make(chan struct{})
		sh.starting = w
		// Every member's fingerprint, taken before the process can read
		// what it covers.
		configs := map[string]string{}
		for name, m := range sh.members {
			configs[name], _ = m.ConfigFingerprint("", false)
		}
		configs[p.Name] = config
		sh.mu.Unlock()

		in, info, err := p.startProcess(l, env, true)
		sh.mu.Lock()
		sh.starting = nil
		close(w)
		if err != nil {
			sh.mu.Unlock()
			return nil, sdk.RemoteInfo{}, err
		}
		r := &sharedRun{share: sh, base: in, stamp: l.stamp, env: env, configs: configs, attached: map[string]bool{p.Name: true}}
		in.shared, in.config = r, configs[p.Name]
		sh.run = r
		sh.mu.Unlock()
		return in, info, nil
	}
}

// attachTo reads p's Info over a new named connection on r's process.
// A process that does not answer is marked broken: nobody attaches to it
// again.
func (p *Provider) attachTo(r *sharedRun) (*instance, sdk.RemoteInfo, error) {
	ctx, cancel := context.WithTimeout(context.Background(), p.opt.StartTimeout)
	defer cancel()
	remote := serve.NewNamedRemote(r.base.rpc.Conn, p.Name)
	info, err := p.identify(ctx, remote)
	if err != nil {
		if c := sdk.Code(err); c == codes.Unavailable || c == codes.DeadlineExceeded {
			r.broken.Store(true)
		}
		return nil, sdk.RemoteInfo{}, err
	}
	in := &instance{client: r.base.client, proc: r.base.proc, rpc: r.base.rpc, remote: remote,
		startedAt: time.Now(), config: r.configs[p.Name], shared: r}
	return in, info, nil
}

// release lets go of member name's run on r, and reports whether it was
// the last: then the caller stops the process.
func (sh *share) release(r *sharedRun, name string) bool {
	sh.mu.Lock()
	defer sh.mu.Unlock()
	delete(r.attached, name)
	if len(r.attached) > 0 {
		return false
	}
	if sh.run == r {
		sh.run = nil
	}
	return true
}

// with lists the other members with a run on r, sorted.
func (sh *share) with(r *sharedRun, name string) []string {
	sh.mu.Lock()
	defer sh.mu.Unlock()
	var out []string
	for n := range r.attached {
		if n != name {
			out = append(out, n)
		}
	}
	sort.Strings(out)
	return out
}

// env is the environment of the share's process, started by p: what any
// member may see of the host's environment (each one's declared
// variables), and what the host sets for providers.
func (sh *share) env(p *Provider) []string {
	rules := make([]func(string) bool, 0, len(sh.members))
	var offered []string
	for _, name := range slices.Sorted(maps.Keys(sh.members)) {
		m := sh.members[name]
		info, learned := m.Info(), m.learnedNames()
		rules = append(rules, m.envRule(info, learned))
		offered = append(offered, offeredNames(info, learned)...)
	}
	slices.Sort(offered)
	return p.envWith(func(k string) bool {
		for _, allows := range rules {
			if allows(k) {
				return true
			}
		}
		return false
	}, slices.Compact(offered))
}

// regroup puts the providers installed as one file that declare they
// serve each other in one process into one share (see share), and takes
// the others out of any. A share keeps its identity while its file
// stays: runs attached to it go on. Called with s.mu held.
func (s *Supervisor) regroup() {
	type group struct {
		fi      os.FileInfo
		names   []string
		members []*Provider
	}
	var groups []*group
	for _, name := range slices.Sorted(maps.Keys(s.providers)) {
		p := s.providers[name]
		declared := p.Info().SharedProcess
		fi, err := os.Stat(p.Path)
		if !slices.Contains(declared, p.Name) || err != nil {
			p.share.Store(nil)
			continue
		}
		var g *group
		for _, c := range groups {
			if os.SameFile(c.fi, fi) && slices.Equal(c.names, declared) {
				g = c
				break
			}
		}
		if g == nil {
			g = &group{fi: fi, names: declared}
			groups = append(groups, g)
		}
		g.members = append(g.members, p)
	}
	for _, g := range groups {
		if len(g.members) < 2 {
			g.members[0].share.Store(nil) // alone, it runs as before
			continue
		}
		var sh *share
		for _, m := range g.members {
			if cur := m.share.Load(); cur != nil && slices.Equal(cur.names, g.names) {
				sh = cur
				break
			}
		}
		if sh == nil {
			sh = &share{names: g.names}
		}
		members := map[string]*Provider{}
		for _, m := range g.members {
			members[m.Name] = m
		}
		sh.mu.Lock()
		sh.members = members
		sh.mu.Unlock()
		for _, m := range g.members {
			m.share.Store(sh)
		}
	}
}

// dropSolo ends a run of p that has a process of its own now that p
// shares one: it was started to learn p's declarations, before the host
// knew p shares its binary. p's next call attaches to the shared process;
// a call in flight finishes on the old run, which stops after it.
func (p *Provider) dropSolo() {
	p.mu.Lock()
	in := p.inst
	if in == nil || in.shared != nil || in.retired {
		p.mu.Unlock()
		return
	}
	p.inst = nil
	in.retired = true // it shows as not started, like the providers learned from it
	idle := in.calls == 0
	p.mu.Unlock()
	if idle {
		go p.stop(in, true)
	}
}

// sameFiles groups the providers ps[i], i in idx, by the file their path
// names (hard links and symlinks to one file are one group), keeping
// their order; a path that cannot be read is a group of its own.
func sameFiles(ps []*Provider, idx []int) [][]int {
	var groups [][]int
	var files []os.FileInfo
	for _, i := range idx {
		fi, err := os.Stat(ps[i].Path)
		g := -1
		for k, f := range files {
			if err == nil && f != nil && os.SameFile(f, fi) {
				g = k
				break
			}
		}
		if g < 0 {
			groups = append(groups, nil)
			if err != nil {
				fi = nil
			}
			files = append(files, fi)
			g = len(groups) - 1
		}
		groups[g] = append(groups[g], i)
	}
	return groups
}

// learnFrom learns p's declarations from the process q runs now, when
// q's binary, which is p's file, declares it serves p too: on a first
// start, the providers installed as one file are learned from one
// process, not one each. p then starts on its first call, like a
// provider known from its manifest. It reports whether it learned them.
func (p *Provider) learnFrom(ctx context.Context, q *Provider) bool {
	if !slices.Contains(q.Info().SharedProcess, p.Name) {
		return false
	}
	q.mu.Lock()
	in := q.inst
	q.mu.Unlock()
	if in == nil || in.dead() {
		return false
	}
	st, err := stampFile(p.Path)
	if err != nil {
		return false
	}
	ctx, cancel := context.WithTimeout(ctx, p.opt.StartTimeout)
	defer cancel()
	info, err := p.identify(ctx, serve.NewNamedRemote(in.rpc.Conn, p.Name))
	if err != nil {
		p.log.Debug("could not learn the provider from the process of another installed as the same file; starting it", "from", q.Name, "error", err)
		return false
	}
	p.adopt(info, st)
	if err := p.opt.Manifests.Store(p.Path, p.Argv0, st, info); err != nil {
		p.log.Warn("could not store the provider's manifest", "error", err)
	}
	return true
}
