package gateway

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
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
			// The schema is sent as encoded once (withRawInput): read it
			// back as a client does.
			if tool.InputSchema.Type != "" {
				t.Errorf("typed input schema set beside the raw one: %+v", tool.InputSchema)
			}
			var in struct {
				Type                 string          `json:"type"`
				Properties           map[string]any  `json:"properties"`
				Required             []string        `json:"required"`
				AdditionalProperties json.RawMessage `json:"additionalProperties"`
			}
			if err := json.Unmarshal(tool.RawInputSchema, &in); err != nil {
				t.Fatalf("input schema %s: %v", tool.RawInputSchema, err)
			}
			if in.Type != "object" || string(in.AdditionalProperties) != "false" {
				t.Errorf("type %q, additionalProperties %s; want object, false (mcp-go's strict default)", in.Type, in.AdditionalProperties)
			}
			_, hasSymbol := in.Properties["symbol"]
			if hasSymbol != tt.wantSymbol {
				t.Errorf("symbol param present = %v, want %v", hasSymbol, tt.wantSymbol)
			}
			if got := in.Required; len(got) != 1 || got[0] != "package" {
				t.Errorf("required = %v, want [package]", got)
			}
			a := tool.Annotations
			if !*a.ReadOnlyHint || *a.DestructiveHint || !*a.IdempotentHint || !*a.OpenWorldHint {
				t.Errorf("annotations = %+v", a)
			}
			if err := schema.Validate(tool.RawInputSchema); err != nil {
				t.Errorf("describe schema does not compile: %v", err)
			}
		})
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

// describeInputSchema declares the describe tools' parameters with mcp-go
// and encodes them as the host encodes any tool's input schema
// (withRawInput): what describeInput must hold.
func describeInputSchema(symbol bool) json.RawMessage {
	opts := []mcp.ToolOption{
		mcp.WithString("package", mcp.Required(), mcp.Description(descPackage)),
		mcp.WithString("version", mcp.Description(descVersion)),
		mcp.WithString("projectPath", mcp.Description(descProject)),
		mcp.WithNumber("maxLength", mcp.Min(1000.0), mcp.Description(fmt.Sprintf("Text+structuredContent characters (default %d)", defaultAnswerLength))),
		mcp.WithString("cursor", mcp.Description("nextCursor of the previous page")),
		mcp.WithBoolean("allSymbols", mcp.Description("structuredContent: every symbol, with signature")),
	}
	if symbol {
		opts = append(opts, mcp.WithString("symbol", mcp.Description("One symbol in full (Name or Type.Method)")))
	}
	return withRawInput(mcp.NewTool("describe", opts...)).RawInputSchema
}

// TestDescribeInputSchemas: the schemas written out in describeInput are
// byte for byte what mcp-go encodes for the declared parameters, so a
// change to a parameter, a description or defaultAnswerLength that is not
// made in describeInput too fails here.
func TestDescribeInputSchemas(t *testing.T) {
	for i, symbol := range []bool{false, true} {
		if diff := cmp.Diff(string(describeInputSchema(symbol)), string(describeInput[i])); diff != "" {
			t.Errorf("describeInput[%d] (symbol %v) is not what mcp-go encodes (-encoded +written):\n%s", i, symbol, diff)
		}
	}
}
