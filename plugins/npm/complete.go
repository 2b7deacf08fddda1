package npm

import (
	"context"
	"encoding/json"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/pkgdocs/pkgdocs/plugins/npm/lockfile"
	"github.com/pkgdocs/pkgdocs/plugins/npm/npmname"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// completeTimeout bounds the registry search behind completion: a
// completion that arrives late is useless.
const completeTimeout = 2 * time.Second

// Complete suggests package names: the project's dependencies first, then
// what is installed in its node_modules or pinned in its lockfile, then the
// registry's search (/-/v1/search), when the registry supports it. Outside
// a project with no search at the registry there is nothing real to
// suggest, and the answer is empty, not an error.
func (p *Provider) Complete(ctx context.Context, req sdk.CompleteRequest) (*sdk.Completion, error) {
	if req.Argument != "" && req.Argument != "package" {
		return &sdk.Completion{}, nil
	}
	limit := req.Limit
	if limit <= 0 || limit > 100 {
		limit = 100 // MCP completion results are capped at 100
	}
	prefix := strings.TrimSpace(req.Prefix)
	var out []string
	seen := map[string]bool{}
	add := func(names []string) {
		sort.Strings(names)
		for _, n := range names {
			if !seen[n] && strings.HasPrefix(n, prefix) && npmname.Validate(n) == nil {
				seen[n] = true
				out = append(out, n)
			}
		}
	}
	projectValues := 0
	if req.ProjectPath != "" {
		add(projectDependencies(req.ProjectPath))
		// Only package.json's own dependencies count as the project's
		// (the host lists them as its resources); node_modules holds
		// transitive ones too.
		projectValues = len(out)
		add(installedNames(req.ProjectPath, prefix))
		// Without node_modules (not installed yet, or pnpm's layout) the
		// lockfile still says what the project uses.
		if names, _, err := lockfile.Packages(req.ProjectPath); err == nil {
			add(names)
		}
	}
	total := len(out)
	if len(out) < limit && prefix != "" {
		names, n := p.registrySearch(ctx, sdk.PackageRef{ProjectPath: req.ProjectPath, ProjectTrusted: req.ProjectTrusted}, prefix, limit)
		add(names)
		total = max(len(out), total+n)
	}
	c := &sdk.Completion{Total: max(total, len(out))}
	if len(out) > limit {
		out, c.HasMore = out[:limit], true
	}
	c.Values, c.ProjectValues = out, min(projectValues, len(out))
	return c, nil
}

// installedNames lists node_modules entries (scoped ones too) matching the
// prefix, in the project directory only.
func installedNames(projectDir, prefix string) []string {
	nm := filepath.Join(projectDir, "node_modules")
	entries, err := os.ReadDir(nm)
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range entries {
		n := e.Name()
		if strings.HasPrefix(n, ".") {
			continue
		}
		if strings.HasPrefix(n, "@") {
			if !strings.HasPrefix(n, prefix) && !strings.HasPrefix(prefix, n) {
				continue
			}
			sub, err := os.ReadDir(filepath.Join(nm, n))
			if err != nil {
				continue
			}
			for _, s := range sub {
				out = append(out, n+"/"+s.Name())
			}
			continue
		}
		out = append(out, n)
	}
	return out
}

// registrySearch asks the registry's search endpoint; any failure means no
// suggestions from it.
func (p *Provider) registrySearch(ctx context.Context, project sdk.PackageRef, prefix string, limit int) ([]string, int) {
	cfg, err := p.config(ctx, project)
	if err != nil || guardUntrusted(cfg, prefix) != nil {
		return nil, 0
	}
	ctx, cancel := context.WithTimeout(ctx, completeTimeout)
	defer cancel()
	rc := p.registryClient(cfg)
	rc.MaxDocBytes = 1 << 20
	u := cfg.Registry(prefix) + "-/v1/search?size=" + itoa(min(limit, 20)) + "&text=" + url.QueryEscape(prefix)
	data, err := rc.GetRaw(ctx, u)
	if err != nil {
		return nil, 0
	}
	var res struct {
		Total   int `json:"total"`
		Objects []struct {
			Package struct {
				Name string `json:"name"`
			} `json:"package"`
		} `json:"objects"`
	}
	if json.Unmarshal(data, &res) != nil {
		return nil, 0
	}
	var names []string
	for _, o := range res.Objects {
		names = append(names, o.Package.Name)
	}
	return names, res.Total
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}
