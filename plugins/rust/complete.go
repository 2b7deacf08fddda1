package rust

import (
	"context"
	"sort"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/rust/cratename"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// Complete suggests crate names: the project's direct dependencies first
// (Cargo.toml, every table), then the rest of its Cargo.lock, then the
// standard crates.
func (p *Provider) Complete(ctx context.Context, req sdk.CompleteRequest) (*sdk.Completion, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if req.Argument != "" && req.Argument != "package" {
		return &sdk.Completion{}, nil
	}
	prefix := cratename.Normalize(req.Prefix)
	seen := map[string]bool{}
	var direct, rest []string
	add := func(list *[]string, name string) {
		n := cratename.Normalize(name)
		if name == "" || seen[n] || !strings.HasPrefix(n, prefix) {
			return
		}
		seen[n] = true
		*list = append(*list, name)
	}
	proj, err := findProject(req.ProjectPath)
	if err != nil {
		return nil, err
	}
	if proj != nil {
		if proj.manifest != nil {
			for _, kind := range []string{"normal", "build", "dev"} {
				for _, d := range proj.manifest.Deps {
					if d.Kind == kind && d.Path == "" {
						add(&direct, d.Name)
					}
				}
			}
		}
		if proj.lock != nil {
			var locked []string
			for _, pk := range proj.lock.Packages {
				if pk.Registry() {
					locked = append(locked, pk.Name)
				}
			}
			sort.Strings(locked)
			for _, n := range locked {
				add(&rest, n)
			}
		}
	}
	for _, n := range []string{"std", "core", "alloc", "proc_macro", "test"} {
		add(&rest, n)
	}
	return sdk.ProjectCompletion(direct, rest, req.Limit), nil
}
