package gateway

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/pkgdocs/pkgdocs/host/supervise"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
	"google.golang.org/grpc/codes"
)

// ProviderView is one provider as list_providers and `pkgdocs plugins` show it.
type ProviderView struct {
	Name         string   `json:"name"`
	DisplayName  string   `json:"displayName"`
	Version      string   `json:"version"`
	Ecosystem    string   `json:"ecosystem"`
	Path         string   `json:"path"`
	Origin       string   `json:"origin"`
	Tools        []string `json:"tools"`
	Capabilities []string `json:"capabilities"`
	Health       string   `json:"health"`
	HealthNote   string   `json:"healthNote,omitempty"`
	Restarts     int      `json:"restarts"`
	Running      bool     `json:"running"`
	PID          int      `json:"pid,omitempty"` // only while running
	// SharedWith names the other providers the same process (PID) serves
	// now, when their binary serves several in one (installed as one file).
	SharedWith []string `json:"sharedWith,omitempty"`
	// State is the provider's on-demand state: "not started",
	// "starting", "running", "idle-stopped", "failed" or "stopped".
	State string `json:"state"`
	// Since is when the current run started (running) or when it was
	// stopped for idleness (idle-stopped).
	Since *time.Time `json:"since,omitempty"`
	// Reason says why the provider is failed.
	Reason string `json:"reason,omitempty"`
}

// healthNotRun is the health shown for a provider that is not running:
// it is not started for a health check (it starts on its first call).
const healthNotRun = "NOT_RUNNING"

// StateLine is the provider's state in words: "running since 21:04:05
// (SERVING)", "idle-stopped since …", "failed: reason", "not started".
func (v ProviderView) StateLine() string {
	line := v.State
	if v.Since != nil {
		line += " since " + v.Since.Format(time.RFC3339)
	}
	if v.Reason != "" {
		line += ": " + v.Reason
	}
	if len(v.SharedWith) > 0 {
		line += ", in one process with " + strings.Join(v.SharedWith, ", ")
	}
	if v.Health != healthNotRun {
		line += " (" + v.Health + ")"
	}
	return line
}

// SkippedView is a provider binary found but not used.
type SkippedView struct {
	Path   string `json:"path"`
	Name   string `json:"name,omitempty"`
	Tool   string `json:"tool,omitempty"`
	Reason string `json:"reason"`
}

// Providers reports every provider with a health check (bounded by ctx).
func (g *Gateway) Providers(ctx context.Context) ([]ProviderView, []SkippedView) {
	g.mu.Lock()
	owners := g.owners
	problems := g.problems
	g.mu.Unlock()
	ps := g.sup.Providers()
	views := make([]ProviderView, len(ps))
	var wg sync.WaitGroup
	for i, p := range ps {
		info := p.Info()
		v := ProviderView{Name: p.Name, DisplayName: info.DisplayName, Version: info.Version, Ecosystem: info.Ecosystem,
			Path: p.Path, Origin: string(p.Origin), Capabilities: info.Capabilities, Tools: []string{}}
		for t, owner := range owners {
			if owner == p.Name {
				v.Tools = append(v.Tools, t)
			}
		}
		sort.Strings(v.Tools)
		views[i] = v
		wg.Add(1)
		go func() {
			defer wg.Done()
			hctx, cancel := context.WithTimeout(ctx, 2*time.Second)
			defer cancel()
			var h sdk.Health
			// Only a live run is asked: a provider not running is not
			// started just to be probed (see Ready).
			ran, err := p.DoIfRunning(hctx, func(r *serve.Remote) error {
				var err error
				h, err = r.Health(hctx, false)
				return err
			})
			if err != nil {
				h = sdk.Health{State: sdk.NotServing, Message: err.Error()}
			}
			st := p.Status()
			views[i].Health, views[i].HealthNote, views[i].Restarts, views[i].Running = h.State.String(), h.Message, st.Restarts, st.Running
			if !ran {
				views[i].Health, views[i].HealthNote = healthNotRun, "starts on its first call"
			}
			views[i].State = string(st.State)
			if !st.Since.IsZero() {
				since := st.Since.UTC().Truncate(time.Second)
				views[i].Since = &since
			}
			if st.State == supervise.Failed {
				views[i].Reason = st.LastErr
			}
			// A pid only for a process that is there: one that failed the
			// health call may have exited before its client noticed.
			if ran && st.Running && sdk.Code(err) != codes.Unavailable {
				views[i].PID, views[i].SharedWith = st.PID, st.SharedWith
			} else {
				views[i].Running = false
			}
		}()
	}
	wg.Wait()
	var skipped []SkippedView
	for _, s := range g.sup.Skipped() {
		skipped = append(skipped, SkippedView{Path: s.Path, Name: s.Name, Reason: s.Reason})
	}
	for _, pr := range problems {
		skipped = append(skipped, SkippedView{Name: pr.Provider, Tool: pr.Tool, Reason: pr.Reason})
	}
	return views, skipped
}

// listTool declares list_providers.
func listTool() mcp.Tool {
	return mcp.NewTool(toolList,
		mcp.WithDescription("The documentation providers served (name, version, ecosystem, path, tools, health) and those skipped, with why."),
		readOnly("List documentation providers", false),
	)
}

func (g *Gateway) listHandler(ctx context.Context, _ mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	views, skipped := g.Providers(ctx)
	var b strings.Builder
	fmt.Fprintf(&b, "# pkgdocs providers (%d)\n\n", len(views))
	for _, v := range views {
		fmt.Fprintf(&b, "- **%s** %s · ecosystem `%s` · %s · tools: %s · %s\n", v.Name, v.Version, v.Ecosystem, v.StateLine(), strings.Join(v.Tools, ", "), v.Path+" ("+v.Origin+")")
	}
	if len(skipped) > 0 {
		b.WriteString("\n## Skipped\n\n")
		for _, s := range skipped {
			what := s.Path
			if s.Tool != "" {
				what = s.Name + " tool " + s.Tool
			}
			fmt.Fprintf(&b, "- %s: %s\n", what, s.Reason)
		}
	}
	if skipped == nil {
		skipped = []SkippedView{}
	}
	return mcp.NewToolResultStructured(map[string]any{"providers": views, "skipped": skipped}, b.String()), nil
}
