package golang

import (
	"context"
	"slices"
	"sort"
	"strings"

	"golang.org/x/mod/module"
	"golang.org/x/mod/semver"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// Complete suggests package import paths: the project's direct
// requirements (counted in ProjectValues, so the host can list them as the
// project's dependencies), its "// indirect" ones, then the standard
// library.
//
// For the argument "version" with a package in Context["package"] (and
// optionally Context["version"], the version whose module counts), it
// lists the releases of the package's module, newest first: tagged
// versions only, no pre-release and no pseudo-version. The host's
// check_package_api reads this history to name the release that added or
// removed a name.
func (p *Provider) Complete(ctx context.Context, req sdk.CompleteRequest) (*sdk.Completion, error) {
	if req.Argument == "version" {
		return p.completeVersion(ctx, req)
	}
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
		std, _, err := p.stdPackages(ctx)
		if err != nil {
			return nil, err
		}
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

// completeVersion lists the releases of the module holding
// req.Context["package"], newest first.
func (p *Provider) completeVersion(ctx context.Context, req sdk.CompleteRequest) (*sdk.Completion, error) {
	name := strings.TrimSpace(req.Context["package"])
	if name == "" {
		return &sdk.Completion{}, nil
	}
	t, err := p.resolve(ctx, sdk.PackageRef{Ecosystem: "go", Name: name, Version: req.Context["version"]})
	if err != nil {
		return nil, err
	}
	if t.std() {
		return &sdk.Completion{}, nil
	}
	e, err := p.versionsOf(ctx, t.tree.module)
	if err != nil {
		return nil, err
	}
	var vals []string
	for _, v := range e.versions {
		if semver.IsValid(v) && semver.Prerelease(v) == "" && !module.IsPseudoVersion(v) && strings.HasPrefix(v, req.Prefix) {
			vals = append(vals, v)
		}
	}
	semver.Sort(vals)
	vals = slices.Compact(vals)
	slices.Reverse(vals)
	limit := req.Limit
	if limit <= 0 {
		limit = 100
	}
	c := &sdk.Completion{Total: len(vals)}
	if len(vals) > limit {
		vals, c.HasMore = vals[:limit], true
	}
	c.Values = vals
	return c, nil
}
