package gateway

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/pkgdocs/pkgdocs/host/supervise"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// Ready reports whether the gateway is fit to take traffic, for a
// readiness probe (an HTTP transport's /readyz): providers have been
// known (started, or learned from their manifests), at least one is, and
// every running provider answers a health check as serving or degraded.
// A provider that is not running (not started yet, or stopped after being
// idle) counts as ready and is not started for the probe: its manifest
// says it started and declared its tools, and it starts on its first
// call. A failed one (its last launch failed, or it crashed) does not.
// The error says what is not ready. Health checks are bounded by ctx (and
// 2 s each).
func (g *Gateway) Ready(ctx context.Context) error {
	if g.opt.Ready != nil {
		select {
		case <-g.opt.Ready:
		default:
			return errors.New("providers are still starting")
		}
	}
	views, _ := g.Providers(ctx)
	if len(views) == 0 {
		return errors.New("no provider is available (see pkgdocs plugins)")
	}
	var bad []string
	for _, v := range views {
		if v.State == string(supervise.Failed) {
			bad = append(bad, fmt.Sprintf("%s failed: %s", v.Name, v.Reason))
			continue
		}
		if v.Health != healthNotRun && v.Health != sdk.Serving.String() && v.Health != sdk.Degraded.String() {
			bad = append(bad, fmt.Sprintf("%s is %s", v.Name, v.Health))
		}
	}
	if len(bad) > 0 {
		return fmt.Errorf("unhealthy providers: %s", strings.Join(bad, ", "))
	}
	return nil
}

// waitReady waits until the providers have been started (Options.Ready),
// so a resource, prompt or completion asked for right after initialize
// sees every provider, as tool listings do.
func (g *Gateway) waitReady(ctx context.Context) {
	if g.opt.Ready == nil {
		return
	}
	select {
	case <-g.opt.Ready:
	case <-ctx.Done():
	}
}
