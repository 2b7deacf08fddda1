package gateway

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/schema"
)

func TestDescribeToolSchema(t *testing.T) {
	tests := []struct {
		name       string
		info       sdk.RemoteInfo
		wantName   string
		wantSymbol bool
	}{
		{"plain", sdk.RemoteInfo{Info: sdk.Info{Name: "npm", Ecosystem: "npm"}}, "describe_npm_package", false},
		{"symbol param", sdk.RemoteInfo{Info: sdk.Info{Name: "golang", Ecosystem: "go", DescribeParams: []string{"symbol"}}}, "describe_go_package", true},
		{"dashes become underscores", sdk.RemoteInfo{Info: sdk.Info{Name: "x", Ecosystem: "my-reg"}}, "describe_my_reg_package", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tool := describeTool(tt.info)
			if tool.Name != tt.wantName {
				t.Errorf("name = %q, want %q", tool.Name, tt.wantName)
			}
			_, hasSymbol := tool.InputSchema.Properties["symbol"]
			if hasSymbol != tt.wantSymbol {
				t.Errorf("symbol param present = %v, want %v", hasSymbol, tt.wantSymbol)
			}
			if got := tool.InputSchema.Required; len(got) != 1 || got[0] != "package" {
				t.Errorf("required = %v, want [package]", got)
			}
			a := tool.Annotations
			if !*a.ReadOnlyHint || *a.DestructiveHint || !*a.IdempotentHint || !*a.OpenWorldHint {
				t.Errorf("annotations = %+v", a)
			}
			b, err := json.Marshal(tool.InputSchema)
			if err != nil {
				t.Fatal(err)
			}
			if err := schema.Validate(b); err != nil {
				t.Errorf("describe schema does not compile: %v", err)
			}
		})
	}
}

func TestProviderTool(t *testing.T) {
	obj := json.RawMessage(`{"type":"object","properties":{"q":{"type":"string"}}}`)
	tests := []struct {
		name    string
		tool    sdk.Tool
		wantErr string
		ro      bool
	}{
		{"read-only", sdk.Tool{Name: "get_doc", Description: "d", InputSchema: obj, ReadOnly: true}, "", true},
		{"not read-only gets cautious hints", sdk.Tool{Name: "do_thing", Description: "d", InputSchema: obj}, "", false},
		{"bad name", sdk.Tool{Name: "Bad Name", InputSchema: obj}, "name must match", false},
		{"missing schema", sdk.Tool{Name: "x"}, "missing", false},
		{"non-object schema", sdk.Tool{Name: "x", InputSchema: json.RawMessage(`{"type":"string"}`)}, `want "object"`, false},
		{"not JSON", sdk.Tool{Name: "x", InputSchema: json.RawMessage(`{`)}, "not a JSON object", false},
		{"does not compile", sdk.Tool{Name: "x", InputSchema: json.RawMessage(`{"type":"object","properties":{"a":{"type":"nope"}}}`)}, "compile", false},
		{"remote ref refused", sdk.Tool{Name: "x", InputSchema: json.RawMessage(`{"type":"object","$ref":"https://example.com/s.json"}`)}, "compile", false},
		{"bad output schema", sdk.Tool{Name: "x", InputSchema: obj, OutputSchema: json.RawMessage(`[]`)}, "output schema", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mt, err := providerTool(tt.tool)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v, want it to contain %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if *mt.Annotations.ReadOnlyHint != tt.ro || *mt.Annotations.DestructiveHint == tt.ro {
				t.Errorf("annotations = %+v, read-only %v", mt.Annotations, tt.ro)
			}
		})
	}
}

func TestToolError(t *testing.T) {
	tests := []struct {
		err  error
		want string
	}{
		{sdk.NotFound("package %q not found", "x"), `not found: package "x" not found. Check`},
		{sdk.InvalidArgument("bad name"), "invalid argument: bad name. Fix"},
		{sdk.Unavailable("registry down"), "unavailable: registry down. The upstream"},
		{errors.New("boom"), "error: boom."},
	}
	for _, tt := range tests {
		res := toolError(tt.err)
		if !res.IsError {
			t.Errorf("%v: not an error result", tt.err)
		}
		text := res.Content[0].(mcp.TextContent).Text
		if !strings.HasPrefix(text, tt.want) {
			t.Errorf("toolError(%v) = %q, want prefix %q", tt.err, text, tt.want)
		}
	}
}

func TestDescribeValidation(t *testing.T) {
	s, err := schema.Compile("mem://t.json", json.RawMessage(`{"type":"object","properties":{"package":{"type":"string","maxLength":3},"limit":{"type":"number"}},"required":["package"]}`))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		in   any
		want string
	}{
		{map[string]any{}, "missing property 'package'"},
		{map[string]any{"package": 5.0}, "argument package: got number, want string"},
		{map[string]any{"package": "abcdef"}, "argument package: maxLength: got 6, want 3"},
		{map[string]any{"package": "a", "limit": "x"}, "argument limit: got string, want number"},
	}
	for _, tt := range tests {
		err := s.Validate(tt.in)
		if err == nil {
			t.Fatalf("%v: valid", tt.in)
		}
		if got := describeValidation(err); got != tt.want {
			t.Errorf("describeValidation(%v) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestArticle(t *testing.T) {
	for eco, want := range map[string]string{"npm": "an", "go": "a", "python": "a", "rust": "a", "swift": "a", "opam": "an", "rpm": "an", "mdfolder": "a", "": "a"} {
		if got := article(eco); got != want {
			t.Errorf("article(%q) = %q, want %q", eco, got, want)
		}
	}
}
