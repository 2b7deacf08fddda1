package golang

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/golang/apidoc"
	"github.com/pkgdocs/pkgdocs/sdk"
)

var listPackagesTool = sdk.Tool{
	Name:        "list_go_packages",
	Title:       "List a Go module's packages",
	Description: "A Go module's (or std's) importable packages with synopses, at the project's version, a given one or the latest.",
	InputSchema: json.RawMessage(`{"type":"object","properties":{` +
		`"module":{"type":"string","description":"Module path, a package path inside it, or std"},` +
		`"version":{"type":"string","description":"Version or query (v1.2.3, latest, v1, a branch; default: the project's)"},` +
		`"projectPath":{"type":"string","description":"Project directory whose go.mod decides the version"},` +
		`"includeInternal":{"type":"boolean","description":"Also list internal packages"}},` +
		`"required":["module"],"additionalProperties":false}`),
	OutputSchema: json.RawMessage(`{"type":"object","properties":{` +
		`"version":{"type":"string"},"truncated":{"type":"boolean"},` +
		`"packages":{"type":"array","items":{"type":"object","properties":{"path":{"type":"string"},"synopsis":{"type":"string"}},"required":["path","name"]}}},` +
		`"required":["module","version","packages"]}`),
	ReadOnly: true,
	// The version comes from the project's go.mod when none is given: the
	// host fills projectPath from the client's roots.
	TakesProject: true,
	// CacheTTL stays zero: with a project the answer follows its go.mod,
	// which the user edits; the provider memoizes the registry side.
}

type listArgs struct {
	Module          string `json:"module"`
	Version         string `json:"version"`
	ProjectPath     string `json:"projectPath"`
	IncludeInternal bool   `json:"includeInternal"`
}

type listedPackage struct {
	Path     string `json:"path"`
	Name     string `json:"name"`
	Synopsis string `json:"synopsis,omitempty"`
	Command  bool   `json:"command,omitempty"`
	Internal bool   `json:"internal,omitempty"`
	// Platform is the platform the package builds for when it has no
	// file for the running one ("windows/amd64").
	Platform string `json:"platform,omitempty"`
	// Unread: listed by path alone, after maxListReads.
	Unread bool `json:"unread,omitempty"`
}

// maxListReads bounds the Go files list_go_packages reads (their
// headers, for names and synopses): about ten seconds on a loaded
// machine. A larger module's further packages are listed by path alone.
const maxListReads = 20000

type listResult struct {
	Module    string          `json:"module"`
	Version   string          `json:"version"`
	Truncated bool            `json:"truncated,omitempty"`
	Packages  []listedPackage `json:"packages"`
	Unread    int             `json:"unread,omitempty"`
}

// CallTool runs list_go_packages.
func (p *Provider) CallTool(ctx context.Context, name string, args json.RawMessage) (*sdk.ToolResult, error) {
	if name != listPackagesTool.Name {
		return nil, sdk.NotFound("no tool %q in the golang provider", name)
	}
	var a listArgs
	dec := json.NewDecoder(strings.NewReader(string(args)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&a); err != nil {
		return nil, sdk.InvalidArgument("list_go_packages arguments: %v", err)
	}
	res, err := p.ListPackages(ctx, a)
	if err != nil {
		return nil, err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# %s@%s (go) · %d packages\n\n", res.Module, res.Version, len(res.Packages))
	for _, pk := range res.Packages {
		fmt.Fprintf(&b, "- `%s`", pk.Path)
		if pk.Command {
			b.WriteString(" (command)")
		}
		if pk.Internal {
			b.WriteString(" (internal)")
		}
		if pk.Platform != "" {
			b.WriteString(" (" + pk.Platform + " only)")
		}
		if pk.Synopsis != "" {
			b.WriteString(": " + pk.Synopsis)
		}
		b.WriteByte('\n')
	}
	if res.Truncated {
		b.WriteString("\n_List cut at 5000 packages._\n")
	}
	if res.Unread > 0 {
		fmt.Fprintf(&b, "\n_%d packages are listed by path alone, without synopsis: reading stopped after %d Go files (the module is large)._\n", res.Unread, maxListReads)
	}
	structured, err := json.Marshal(res)
	if err != nil {
		return nil, err
	}
	return &sdk.ToolResult{Text: b.String(), Structured: structured}, nil
}

// ListPackages lists the packages of the module holding a.Module.
func (p *Provider) ListPackages(ctx context.Context, a listArgs) (*listResult, error) {
	name := strings.TrimSpace(a.Module)
	if name == "std" {
		if err := p.setup(ctx); err != nil {
			return nil, err
		}
		if p.env.GOROOT == "" {
			return nil, sdk.FailedPrecondition("no Go toolchain found (set GOROOT or install Go)")
		}
		list, ver, err := p.stdPackages(ctx)
		if err != nil {
			return nil, err
		}
		res := &listResult{Module: "std", Version: ver, Packages: []listedPackage{}}
		for _, pi := range list {
			if pi.Internal && !a.IncludeInternal {
				continue
			}
			res.Packages = append(res.Packages, listedPackage{Path: pi.ImportPath, Name: pi.Name, Synopsis: pi.Synopsis, Command: pi.Command, Internal: pi.Internal})
		}
		return res, nil
	}
	t, err := p.resolve(ctx, sdk.PackageRef{Ecosystem: "go", Name: name, Version: a.Version, ProjectPath: a.ProjectPath})
	if err != nil {
		return nil, err
	}
	root, prefix := t.modRoot, t.tree.module
	if t.std() {
		root, prefix = t.dir, t.pkg
	}
	list, more, err := apidoc.List(t.tree.fsys, root, prefix, apidoc.ListOptions{SkipInternal: !a.IncludeInternal, MaxFileReads: maxListReads, Options: apidoc.Options{AnyPlatform: true}})
	if err != nil {
		return nil, sdk.FailedPrecondition("list %s: %v", prefix, err)
	}
	res := &listResult{Module: t.tree.module, Version: t.tree.version, Truncated: more, Packages: []listedPackage{}}
	for _, pi := range list {
		res.Packages = append(res.Packages, listedPackage{Path: pi.ImportPath, Name: pi.Name, Synopsis: pi.Synopsis, Command: pi.Command, Internal: pi.Internal, Platform: pi.Platform.String(), Unread: pi.Unread})
		if pi.Unread {
			res.Unread++
		}
	}
	return res, nil
}

// stdPackages lists the standard library once per process. The walk
// reads the header of every file of GOROOT/src (about 340 packages; a
// second or more of CPU under the race detector, far more on a loaded
// machine), so it runs apart from its first caller: a caller whose ctx
// ends first returns ctx's error at once, and the walk goes on for the
// next one.
func (p *Provider) stdPackages(ctx context.Context) ([]apidoc.PackageInfo, string, error) {
	p.stdOnce.Do(func() {
		p.stdDone = make(chan struct{})
		go func() {
			defer close(p.stdDone)
			t, err := p.resolveStd("fmt", "")
			if err != nil {
				return
			}
			list, _, err := apidoc.List(t.tree.fsys, ".", "", apidoc.ListOptions{})
			if err != nil {
				return
			}
			for _, pi := range list {
				if pi.ImportPath == "" || strings.HasPrefix(pi.ImportPath, "vendor/") || pi.Command {
					continue
				}
				p.std = append(p.std, pi)
			}
			p.stdVer = t.tree.version
		}()
	})
	select {
	case <-p.stdDone:
		return p.std, p.stdVer, nil
	case <-ctx.Done():
		return nil, "", ctx.Err()
	}
}
