package gateway

import (
	"context"
	"strings"
	"sync"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/pkgdocs/pkgdocs/host/supervise"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// completeTimeout bounds one completion/complete: a client asks on every
// keystroke, so a slow provider yields no suggestions rather than a stall.
const completeTimeout = 5 * time.Second

// maxCompletions is the MCP limit on values in one completion result.
const maxCompletions = 100

// completions answers completion/complete for the resource templates and
// the prompts (mcp-go's Prompt- and ResourceCompletionProvider).
type completions struct{ g *Gateway }

func (c completions) CompleteResourceArgument(ctx context.Context, uri string, arg mcp.CompleteArgument, cc mcp.CompleteContext) (*mcp.Completion, error) {
	if !strings.HasPrefix(uri, URIScheme) {
		return &mcp.Completion{Values: []string{}}, nil
	}
	return c.g.completeArgument(ctx, arg, cc.Arguments), nil
}

func (c completions) CompletePromptArgument(ctx context.Context, name string, arg mcp.CompleteArgument, cc mcp.CompleteContext) (*mcp.Completion, error) {
	if name != promptUse && name != promptUpgrade {
		return &mcp.Completion{Values: []string{}}, nil
	}
	return c.g.completeArgument(ctx, arg, cc.Arguments), nil
}

// completeArgument suggests values for one argument of a template or
// prompt, given the arguments already chosen. Failures give no
// suggestions, never an error: completion is a convenience.
func (g *Gateway) completeArgument(ctx context.Context, arg mcp.CompleteArgument, given map[string]string) *mcp.Completion {
	ctx, cancel := context.WithTimeout(ctx, completeTimeout)
	defer cancel()
	g.waitReady(ctx)
	prefix := arg.Value
	switch arg.Name {
	case "ecosystem":
		return fromList(g.ecosystems(), strings.ToLower(prefix))
	case "package":
		return g.completePackage(ctx, strings.ToLower(strings.TrimSpace(given["ecosystem"])), prefix, g.projectArg(ctx, given))
	case "projectPath":
		return fromList(g.sessionRoots(ctx), prefix)
	case "symbol", "path":
		return g.completeInPackage(ctx, arg.Name, prefix, given)
	}
	// version, to: any exact version, range or tag; the provider resolves it.
	return &mcp.Completion{Values: []string{}}
}

// projectArg is the projectPath argument when it is a valid one (see
// projectDir), else the default project: completions suggest, they do not
// report errors.
func (g *Gateway) projectArg(ctx context.Context, given map[string]string) string {
	if p, err := projectDir(given["projectPath"]); err == nil && p != "" {
		return p
	}
	return g.defaultProject(ctx)
}

// completePackage merges the providers' suggestions: every provider's
// project dependencies first, then their other suggestions, without
// repeats. With an ecosystem only that provider is asked.
func (g *Gateway) completePackage(ctx context.Context, eco, prefix, project string) *mcp.Completion {
	var ps []*supervise.Provider
	if eco != "" {
		if p := g.sup.ByEcosystem(eco); p != nil {
			ps = append(ps, p)
		}
	} else {
		ps = g.sup.Providers()
	}
	answers := make([]*sdk.Completion, len(ps))
	var wg sync.WaitGroup
	for i, p := range ps {
		if !p.Info().Has(sdk.CapComplete) {
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			c, err := g.complete(ctx, p, sdk.CompleteRequest{Argument: "package", Prefix: prefix, ProjectPath: project, Limit: maxCompletions, ProjectTrusted: g.projectTrusted(ctx, project)})
			if err != nil {
				g.opt.Logger.Debug("package completion failed", "provider", p.Name, "error", err)
				return
			}
			answers[i] = c
		}()
	}
	wg.Wait()
	var first, rest []string
	total, more := 0, false
	for _, c := range answers {
		if c == nil {
			continue
		}
		first = append(first, c.Values[:c.ProjectValues]...)
		rest = append(rest, c.Values[c.ProjectValues:]...)
		total += max(c.Total, len(c.Values))
		more = more || c.HasMore
	}
	return capped(dedupe(append(first, rest...)), total, more)
}

// completeInPackage suggests symbol names or doc file paths of the package
// already chosen, from its (cached) document.
func (g *Gateway) completeInPackage(ctx context.Context, what, prefix string, given map[string]string) *mcp.Completion {
	eco := strings.ToLower(strings.TrimSpace(given["ecosystem"]))
	p := g.sup.ByEcosystem(eco)
	if p == nil {
		return &mcp.Completion{Values: []string{}}
	}
	ref, err := packageRef(refInput{Ecosystem: eco, Package: given["package"], Version: given["version"]})
	if err != nil {
		return &mcp.Completion{Values: []string{}}
	}
	ref.ProjectPath = g.projectArg(ctx, given)
	// The same trust a describe of that project gets: a project whose own
	// configuration sends the package elsewhere (a Cargo source
	// replacement, an .npmrc scope) is refused when it is not marked.
	ref.ProjectTrusted = g.projectTrusted(ctx, ref.ProjectPath)
	doc, err := g.describe(ctx, p, ref, "")
	if err != nil {
		return &mcp.Completion{Values: []string{}}
	}
	var all []string
	if what == "symbol" {
		for _, s := range doc.Symbols {
			all = append(all, s.Name)
		}
	} else {
		for _, f := range doc.DocFiles {
			all = append(all, f.Path)
		}
	}
	return fromList(all, prefix)
}

// fromList keeps the values starting with prefix (ignoring case), in order.
func fromList(all []string, prefix string) *mcp.Completion {
	var out []string
	lp := strings.ToLower(prefix)
	for _, v := range all {
		if strings.HasPrefix(strings.ToLower(v), lp) {
			out = append(out, v)
		}
	}
	out = dedupe(out)
	return capped(out, len(out), false)
}

func dedupe(vs []string) []string {
	seen := make(map[string]bool, len(vs))
	out := vs[:0:0]
	for _, v := range vs {
		if !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	return out
}

// capped applies the 100-value limit, keeping Total and HasMore honest.
func capped(vs []string, total int, more bool) *mcp.Completion {
	if vs == nil {
		vs = []string{}
	}
	if len(vs) > maxCompletions {
		vs, more = vs[:maxCompletions], true
	}
	return &mcp.Completion{Values: vs, Total: max(total, len(vs)), HasMore: more}
}
