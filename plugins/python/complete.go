package python

import (
	"context"
	"sort"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/python/pyname"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// Complete implements sdk.Completer: the project's direct dependencies
// (pyproject.toml, requirements files) first, then what its lockfile and environment hold;
// without a project, the active environment's distributions.
func (p *Provider) Complete(ctx context.Context, req sdk.CompleteRequest) (*sdk.Completion, error) {
	if req.Argument != "" && req.Argument != "package" {
		return &sdk.Completion{}, nil
	}
	prefix := strings.ToLower(req.Prefix)
	if len(prefix) > pyname.MaxLen {
		return &sdk.Completion{}, nil
	}
	match := func(n string) bool {
		l := strings.ToLower(n)
		return strings.HasPrefix(l, prefix) || strings.HasPrefix(pyname.Normalize(n), pyname.Normalize(prefix))
	}
	seen := map[string]bool{}
	var direct, rest []string
	add := func(list *[]string, n string) {
		k := pyname.Normalize(n)
		if n == "" || seen[k] || !match(n) {
			return
		}
		seen[k] = true
		*list = append(*list, n)
	}
	pc, err := p.project(ctx, sdk.PackageRef{ProjectPath: req.ProjectPath})
	if err != nil {
		return nil, err
	}
	if pc != nil {
		if pc.py != nil {
			for _, d := range pc.py.Deps {
				add(&direct, d.Name)
			}
		}
		if pc.locks != nil {
			// A requirements file is where a pip project declares them.
			for _, n := range pc.locks.Requirements {
				add(&direct, n)
			}
			for _, n := range pc.locks.Order {
				add(&rest, pc.locks.Pins[n].Name)
			}
		}
		if pc.env != nil {
			for _, d := range pc.env.All() {
				add(&rest, pyname.Normalize(d.Name))
			}
		}
	}
	if pc == nil || pc.env == nil {
		if env, err := p.activeEnv(ctx, pc); err == nil && env != nil {
			for _, d := range env.All() {
				add(&rest, pyname.Normalize(d.Name))
			}
		}
	}
	sort.Strings(rest)
	return sdk.ProjectCompletion(direct, rest, req.Limit), nil
}
