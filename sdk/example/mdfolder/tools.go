package mdfolder

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/example/mdfolder/markdown"
)

// listTool is the one tool this provider declares beyond describe.
var listTool = sdk.Tool{
	Name:        "list_mdfolder_packages",
	Title:       "List local Markdown packages",
	Description: "Lists the packages in the local Markdown documentation folder with their summaries.",
	InputSchema: json.RawMessage(`{"type":"object","properties":{"prefix":{"type":"string","description":"Only names starting with this prefix"}},"additionalProperties":false}`),
	ReadOnly:    true,
	// TakesProject stays false: the tool reads no project. A tool that
	// does sets it and has a string "projectPath" property, which the host
	// then fills from the client's roots.
	//
	// CacheTTL stays zero: the folder is the user's, edited at any time,
	// so every call reads it. A registry-backed tool sets how long the host
	// may reuse an answer (sdk/memo.DefaultTTL for what "latest" resolved
	// to).
}

// CallTool implements sdk.ToolCaller for list_mdfolder_packages.
func (p *Provider) CallTool(ctx context.Context, name string, args json.RawMessage) (*sdk.ToolResult, error) {
	if name != listTool.Name {
		return nil, sdk.NotFound("unknown tool %q", name)
	}
	var in struct {
		Prefix string `json:"prefix"`
	}
	if err := json.Unmarshal(args, &in); err != nil {
		return nil, sdk.InvalidArgument("arguments: %v", err)
	}
	names, err := p.names(ctx, in.Prefix)
	if err != nil {
		return nil, err
	}
	var b strings.Builder
	type item struct {
		Name    string `json:"name"`
		Summary string `json:"summary"`
	}
	items := []item{}
	for _, n := range names {
		k, err := p.resolve(ctx, sdk.PackageRef{Name: n})
		if err != nil {
			continue
		}
		it := item{Name: n, Summary: markdown.Summary(markdown.Split(k.Readme))}
		items = append(items, it)
		fmt.Fprintf(&b, "- %s: %s\n", it.Name, it.Summary)
	}
	if len(items) == 0 {
		b.WriteString("No packages found.\n")
	}
	structured, err := json.Marshal(map[string]any{"packages": items})
	if err != nil {
		return nil, err
	}
	return &sdk.ToolResult{Text: b.String(), Structured: structured}, nil
}
