package swift

import (
	"context"
	"sort"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/swift/pkgref"
	"github.com/pkgdocs/pkgdocs/plugins/swift/resolved"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// Complete implements sdk.Completer: the identities the project's
// Package.resolved pins, its direct dependencies (from Package.swift)
// first.
func (p *Provider) Complete(ctx context.Context, req sdk.CompleteRequest) (*sdk.Completion, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if req.Argument != "" && req.Argument != "package" || req.ProjectPath == "" {
		return &sdk.Completion{}, nil
	}
	direct := map[string]bool{}
	if m := readProjectManifest(req.ProjectPath); m != nil {
		for _, d := range m.Dependencies {
			id := strings.ToLower(d.ID)
			if id == "" {
				id = pkgref.IdentityOf(d.URL + d.Path)
			}
			direct[id] = true
		}
	}
	seen := map[string]bool{}
	var first, rest []string
	for _, path := range resolved.Candidates(req.ProjectPath) {
		f, err := resolved.Read(path)
		if err != nil {
			continue
		}
		for _, pin := range f.Pins {
			if seen[pin.Identity] || !strings.HasPrefix(pin.Identity, strings.ToLower(req.Prefix)) {
				continue
			}
			seen[pin.Identity] = true
			if direct[pin.Identity] {
				first = append(first, pin.Identity)
			} else {
				rest = append(rest, pin.Identity)
			}
		}
	}
	sort.Strings(first)
	sort.Strings(rest)
	return sdk.ProjectCompletion(first, rest, req.Limit), nil
}
