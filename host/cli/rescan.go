package cli

import (
	"context"
	"time"

	"github.com/pkgdocs/pkgdocs/host/discovery"
)

// rescanEvery is how often serve looks for added or removed provider
// binaries: a readdir and a few stats, cheap enough to poll.
const rescanEvery = 3 * time.Second

// Rescan re-runs discovery every rescanEvery once Start has finished, and
// updates providers and tools when the set of binaries changed, until ctx
// is done.
func (h *Host) Rescan(ctx context.Context) {
	select {
	case <-h.ready:
	case <-ctx.Done():
		return
	}
	t := time.NewTicker(rescanEvery)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		res := discovery.Find(h.Discovery)
		if !h.changed(res) {
			continue
		}
		if h.Supervisor.Sync(ctx, res) {
			h.Gateway.Refresh()
			h.Log.Info("provider set changed", "running", len(h.Supervisor.Providers()))
		}
	}
}

// changed reports whether res differs from the running providers: a
// binary added, moved or removed.
func (h *Host) changed(res discovery.Result) bool {
	running := map[string]string{}
	for _, p := range h.Supervisor.Providers() {
		running[p.Name] = p.Path
	}
	found := map[string]bool{}
	for _, c := range res.Candidates {
		found[c.Name] = true
		if running[c.Name] != c.Path && !h.Supervisor.Known(c) {
			return true
		}
	}
	for name := range running {
		if !found[name] {
			return true
		}
	}
	return false
}
