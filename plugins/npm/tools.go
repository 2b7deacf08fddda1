package npm

import (
	"context"
	"encoding/json"
	"sort"
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/answer"
)

// ToolGetDoc is the tool this provider declares beyond describe.
const ToolGetDoc = "get_npm_package_doc"

var getDocSchema = json.RawMessage(`{"type":"object","properties":{` +
	`"package":{"type":"string","description":"npm package name"},` +
	`"version":{"type":"string","description":"Version, range or dist-tag (default: the project's, else latest)"},` +
	`"projectPath":{"type":"string","description":"Project directory: its node_modules, lockfile, .npmrc"},` +
	`"section":{"type":"string","description":"README section title or slug, or a doc file path (docs/api.md)"},` +
	`"query":{"type":"string","description":"Words to find: the best-matching sections, ranked"},` +
	`"maxLength":{"type":"integer","minimum":0,"description":"Maximum characters (0: default)"}},` +
	`"required":["package"],"additionalProperties":false}`)

// getDocArgs are get_npm_package_doc's arguments.
type getDocArgs struct {
	Package     string `json:"package"`
	Version     string `json:"version"`
	ProjectPath string `json:"projectPath"`
	Section     string `json:"section"`
	Query       string `json:"query"`
	MaxLength   int    `json:"maxLength"`
}

// CallTool runs get_npm_package_doc.
func (p *Provider) CallTool(ctx context.Context, name string, args json.RawMessage) (*sdk.ToolResult, error) {
	if name != ToolGetDoc {
		return nil, sdk.NotFound("unknown tool %q", name)
	}
	var in getDocArgs
	dec := json.NewDecoder(strings.NewReader(string(args)))
	dec.DisallowUnknownFields()
	if len(args) > 0 {
		if err := dec.Decode(&in); err != nil {
			return nil, sdk.InvalidArgument("%s arguments: %v", ToolGetDoc, err)
		}
	}
	if in.Package == "" {
		return nil, sdk.InvalidArgument("%s: package is required", ToolGetDoc)
	}
	if in.MaxLength < 0 {
		return nil, sdk.InvalidArgument("%s: maxLength must be >= 0", ToolGetDoc)
	}
	req := sdk.GetDocRequest{
		Package:   sdk.PackageRef{Ecosystem: "npm", Name: in.Package, Version: in.Version, ProjectPath: in.ProjectPath, ProjectTrusted: sdk.ProjectTrusted(ctx)},
		Query:     in.Query,
		MaxLength: in.MaxLength,
	}
	if in.Section != "" {
		// A path inside the package or a section title; GetDoc tries both.
		req.Section = in.Section
	}
	d, err := p.GetDoc(ctx, req)
	if err != nil {
		return nil, err
	}
	structured, err := json.Marshal(map[string]any{
		"name": d.Name, "version": d.Version, "title": d.Title, "path": d.Path,
		"content": d.Content, "available": nonNil(d.Available), "source": d.Source.Kind.String(),
	})
	if err != nil {
		return nil, err
	}
	return &sdk.ToolResult{Text: answer.RenderDoc(d, "npm"), Structured: structured}, nil
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	sort.Strings(s)
	return s
}
