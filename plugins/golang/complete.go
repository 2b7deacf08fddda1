package golang

import (
	"context"
	"sort"
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// Complete suggests package import paths: the project's direct
// requirements (counted in ProjectValues, so the host can list them as the
// project's dependencies), its "// indirect" ones, then the standard
// library.
func (p *Provider) Complete(ctx context.Context, req sdk.CompleteRequest) (*sdk.Completion, error) {
	if req.Argument != "" && req.Argument != "package" && req.Argument != "module" {
		return &sdk.Completion{}, nil
	}
	if err := p.setup(ctx); err != nil {
		return nil, err
	}
	prefix := strings.TrimSpace(req.Prefix)
	seen := map[string]bool{}
	var vals []string
	add := func(s string) {
		if strings.HasPrefix(s, prefix) && !seen[s] {
			seen[s] = true
			vals = append(vals, s)
		}
	}
	var indirect []string
	if req.ProjectPath != "" {
		if proj, err := p.projectFor(req.ProjectPath); err == nil {
			var reqs []string
			for m, r := range proj.Require {
				if r.Indirect {
					indirect = append(indirect, m)
				} else {
					reqs = append(reqs, m)
				}
			}
			sort.Strings(reqs)
			for _, m := range reqs {
				add(m)
			}
		}
	}
	// Only direct requirements are the project's dependencies; "//
	// indirect" ones (what its dependencies need) still complete, after.
	projectValues := len(vals)
	sort.Strings(indirect)
	for _, m := range indirect {
		add(m)
	}
	if p.env.GOROOT != "" {
		std, _ := p.stdPackages()
		for _, pi := range std {
			if !pi.Internal {
				add(pi.ImportPath)
			}
		}
	}
	limit := req.Limit
	if limit <= 0 {
		limit = 100
	}
	c := &sdk.Completion{Total: len(vals)}
	if len(vals) > limit {
		vals, c.HasMore = vals[:limit], true
	}
	c.Values, c.ProjectValues = vals, min(projectValues, len(vals))
	return c, nil
}
