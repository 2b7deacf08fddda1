package gateway

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// readOnly annotates a docs tool: it only reads, repeats safely, and
// reaches registries outside the host (mcp-go's defaults are the opposite).
func readOnly(title string, openWorld bool) mcp.ToolOption {
	t, f := true, false
	return mcp.WithToolAnnotation(mcp.ToolAnnotation{Title: title, ReadOnlyHint: &t, DestructiveHint: &f, IdempotentHint: &t, OpenWorldHint: &openWorld})
}

// Refresh registers the tools of the current providers, replacing the old
// set; clients get notifications/tools/list_changed only when the set
// actually changed.
func (g *Gateway) Refresh() {
	var tools []server.ServerTool
	owners := map[string]string{}
	project := map[string]bool{}
	var problems []Problem
	var sig strings.Builder
	taken := map[string]bool{toolSearch: true, toolList: true, toolCheck: true}
	for _, p := range g.sup.Providers() {
		info := p.Info()
		dt := describeTool(info)
		if taken[dt.Name] {
			problems = append(problems, Problem{p.Name, dt.Name, "tool name already taken"})
			continue
		}
		taken[dt.Name] = true
		owners[dt.Name] = p.Name
		tools = append(tools, server.ServerTool{Tool: dt, Handler: g.describeHandler(p)})
		fmt.Fprintf(&sig, "%s@%s:%s;", p.Name, info.Version, dt.Name)
		for _, t := range info.Tools {
			mt, projectPath, err := g.providerTool(t)
			pol, perr := policyOf(t, info.ContractMinor, projectPath)
			switch {
			case err != nil:
				problems = append(problems, Problem{p.Name, t.Name, err.Error()})
				continue
			case perr != nil:
				problems = append(problems, Problem{p.Name, t.Name, perr.Error()})
				continue
			case taken[t.Name]:
				problems = append(problems, Problem{p.Name, t.Name, fmt.Sprintf("tool name already taken (by %s)", ownerOr(owners, t.Name, "the host"))})
				continue
			}
			taken[t.Name] = true
			owners[t.Name] = p.Name
			project[t.Name] = pol.takesProject
			tools = append(tools, server.ServerTool{Tool: mt, Handler: g.providerToolHandler(p, t.Name, pol)})
			fmt.Fprintf(&sig, "%s:%+v;", t.Name, pol)
		}
	}
	if err := g.vetted.save(); err != nil {
		g.opt.Logger.Warn("could not remember vetted tool declarations", "error", err)
	}
	for _, pr := range problems {
		g.opt.Logger.Warn("provider tool skipped", "provider", pr.Provider, "tool", pr.Tool, "reason", pr.Reason)
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if sig.String() == g.sig {
		g.problems = append(problems, g.refused...)
		return
	}
	g.sig = sig.String()
	g.refused = nil
	host := g.schemas.record(g.hostTools(), g.opt.LightRegistration)
	tools = g.schemas.record(tools, g.opt.LightRegistration)
	refused, whole := register(g.srv, host, tools)
	for _, name := range slices.Sorted(maps.Keys(refused)) {
		g.opt.Logger.Error("mcp-go refused a provider tool; serving the others", "provider", owners[name], "tool", name, "reason", refused[name])
		g.refused = append(g.refused, Problem{owners[name], name, refused[name]})
		delete(owners, name)
		delete(project, name)
	}
	if whole != nil {
		g.opt.Logger.Error("registering provider tools failed; serving host tools only", "error", whole)
		g.refused = append(g.refused, Problem{"", "", fmt.Sprintf("registration failed: %v", whole)})
		owners, project = map[string]string{}, map[string]bool{}
	}
	g.problems = append(problems, g.refused...)
	g.valid.reset()
	g.owners, g.project = owners, project
}

// register sets srv's tools to host and provided. mcp-go panics on a tool
// it refuses. schema.ValidateTool checks what it is known to refuse, but a
// newer mcp-go may refuse more, and the vetted memo may hold a declaration
// that passed an older check. A bad plugin must not take the host down,
// and one bad declaration must cost only itself: on a panic each provided
// tool is tried alone on a scratch server, and those mcp-go refuses (name:
// reason) are left out. whole is set when the rest still fails together;
// srv then has the host's tools alone.
func register(srv *server.MCPServer, host, provided []server.ServerTool) (refused map[string]string, whole error) {
	if setTools(srv, append(host[:len(host):len(host)], provided...)) == nil {
		return nil, nil
	}
	refused = map[string]string{}
	kept := host[:len(host):len(host)]
	scratch := server.NewMCPServer("scratch", "0", server.WithToolCapabilities(false), server.WithStrictInputSchemaDefault())
	for _, t := range provided {
		if err := setTools(scratch, []server.ServerTool{t}); err != nil {
			refused[t.Tool.Name] = err.Error()
			continue
		}
		kept = append(kept, t)
	}
	if err := setTools(srv, kept); err != nil {
		srv.SetTools(host...)
		return refused, err
	}
	return refused, nil
}

// setTools is srv.SetTools with mcp-go's panic as an error. mcp-go unlocks
// and leaves the old set in place before it panics.
func setTools(srv *server.MCPServer, tools []server.ServerTool) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("mcp-go refused it: %v", r)
		}
	}()
	srv.SetTools(tools...)
	return nil
}

func ownerOr(m map[string]string, k, def string) string {
	if v, ok := m[k]; ok {
		return "provider " + v
	}
	return def
}

// hostTools are the tools the host serves whatever the providers.
func (g *Gateway) hostTools() []server.ServerTool {
	return []server.ServerTool{
		{Tool: withRawInput(g.searchTool()), Handler: g.searchHandler},
		{Tool: withRawInput(listTool()), Handler: g.listHandler},
		{Tool: withRawInput(g.checkTool()), Handler: g.checkHandler},
	}
}

// registerSurface adds what the host serves besides tools: resource
// templates and the project's resources, prompts, and the roots exchange.
func (g *Gateway) registerSurface(hooks *server.Hooks) {
	hooks.AddBeforeReadResource(g.beforeReadResource)
	hooks.AddAfterReadResource(g.afterReadResource)
	hooks.AddBeforeListResources(g.beforeListResources)
	hooks.AddAfterListResources(g.afterListResources)
	hooks.AddOnUnregisterSession(g.dropSession)
	g.srv.AddNotificationHandler(string(mcp.MethodNotificationInitialized), g.onInitialized)
	g.srv.AddNotificationHandler(mcp.MethodNotificationRootsListChanged, g.onRootsChanged)
	g.srv.AddResourceTemplates(g.resourceTemplates()...)
	g.srv.AddPrompts(g.prompts()...)
}
