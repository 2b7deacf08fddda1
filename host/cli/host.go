package cli

import (
	"context"
	"io"
	"time"

	hclog "github.com/hashicorp/go-hclog"
	"github.com/pkgdocs/pkgdocs/host/cache"
	"github.com/pkgdocs/pkgdocs/host/discovery"
	"github.com/pkgdocs/pkgdocs/host/gateway"
	"github.com/pkgdocs/pkgdocs/host/logging"
	"github.com/pkgdocs/pkgdocs/host/supervise"
	"github.com/pkgdocs/pkgdocs/internal/version"
)

// Host is the composition root of the pkgdocs binary: every command that
// serves or calls tools builds one, and it is the only place that wires
// the host's parts together. Reading NewHost top to bottom gives the
// whole host:
//
//	logging   one hclog logger for host, go-plugin, grpc and providers
//	cache     the answer cache (memory + disk), unless --no-cache
//	supervise starts, health-checks and relaunches provider processes
//	gateway   the MCP server: tools, resources, prompts, completions
//
// Start then discovers the provider binaries and starts them; Rescan
// (rescan.go) keeps the set in step with the plugins directories; Close
// stops every provider and closes the cache and the log.
type Host struct {
	Log        hclog.InterceptLogger
	Cache      *cache.Cache // nil with --no-cache
	Supervisor *supervise.Supervisor
	Gateway    *gateway.Gateway
	// Discovery says where provider binaries are searched.
	Discovery discovery.Options

	logCloser io.Closer
	ready     chan struct{} // closed once Start has started the providers
}

// NewHost builds a Host from the command's flags. notifier, when not nil,
// receives the gateway's list_changed notifications (stdio serve). No
// provider runs before Start.
func NewHost(c common, notifier *gateway.Notifier) (*Host, error) {
	log, closer, err := logging.Setup(logging.Options{File: c.logFile, Level: c.logLevel})
	if err != nil {
		return nil, err
	}
	var h *Host
	sup, err := supervise.New(supervise.Options{
		Logger:           log.Named("supervise"),
		ProviderLogLevel: logging.ProviderLevel(log),
		Manifests:        c.manifests(),
		Idle:             c.providerIdle,
		StartTimeout:     c.startTimeout,
		// A provider replaced in place declares new tools when it next
		// starts: publish them.
		OnInfoChange: func() {
			if h != nil && h.Gateway != nil {
				h.Gateway.Refresh()
			}
		},
	})
	if err != nil {
		closer.Close()
		return nil, err
	}
	h = &Host{
		Log:        log,
		Cache:      c.newCache(log),
		Supervisor: sup,
		Discovery:  discovery.Options{PluginsDir: c.pluginsDir, Builtin: c.builtin},
		logCloser:  closer,
		ready:      make(chan struct{}),
	}
	lists, build := c.toolListFile()
	h.Gateway = gateway.New(sup, gateway.Options{
		Version:      version.Version,
		Logger:       log.Named("gateway"),
		Ready:        h.ready,
		Cache:        h.Cache,
		Notifier:     notifier,
		Logs:         log,
		Project:      c.project,
		Trusted:      c.trusted,
		InitWait:     initWait,
		VettedFile:   c.vettedFile(),
		ToolListFile: lists,
		Build:        build,

		LightRegistration: c.stdio,

		StructuredBudget: c.structuredBudget,
	})
	return h, nil
}

// initWait bounds how long initialize waits for providers to start (they
// usually take tens of milliseconds), so the first tool list is complete
// without a list_changed right after initialize.
const initWait = 300 * time.Millisecond

// Start discovers the provider binaries, starts them and publishes their
// tools: in the background when async (serve answers initialize at once;
// tool listings wait for the providers), else before returning. Call it
// once.
func (h *Host) Start(ctx context.Context, async bool) {
	load := func() {
		t0 := time.Now()
		h.Supervisor.Sync(ctx, discovery.Find(h.Discovery))
		h.Gateway.Refresh()
		h.Log.Info("providers started", "running", len(h.Supervisor.Providers()), "skipped", len(h.Supervisor.Skipped()), "took", time.Since(t0))
		close(h.ready)
	}
	if async {
		go load()
		return
	}
	load()
}

// Close stops every provider, then closes the cache and the log.
func (h *Host) Close() {
	h.Supervisor.Close()
	if h.Cache != nil {
		h.Cache.Close()
	}
	h.logCloser.Close()
}
