package gateway

import (
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/mark3labs/mcp-go/mcp"
)

// TestWithRawInputAsJSONMarshal holds withRawInput to the bytes mcp-go's
// own encoding of the typed schema gives (json.Marshal, with the strict
// default applied), including strings encoding/json escapes.
func TestWithRawInputAsJSONMarshal(t *testing.T) {
	tests := map[string]mcp.Tool{
		"list_providers": listTool(),
		"describe":       mcp.NewTool("describe", mcp.WithString("package", mcp.Required(), mcp.Description(descPackage))),
		"escaped": mcp.NewTool("escaped",
			mcp.WithString("q", mcp.Description("a <b> & \"c\"\u2028 \\ é\t"), mcp.Enum("<", "&", "\u2029")),
			mcp.WithNumber("n", mcp.Min(0.5), mcp.Max(1e21)),
			mcp.WithArray("xs", mcp.Items(map[string]any{"type": "string"}))),
		"no properties": mcp.NewTool("empty"),
		"open":          mcp.NewTool("open", mcp.WithSchemaAdditionalProperties(true)),
	}
	for name, tool := range tests {
		t.Run(name, func(t *testing.T) {
			in := tool.InputSchema
			if in.AdditionalProperties == nil {
				in.AdditionalProperties = false
			}
			want, err := json.Marshal(in)
			if err != nil {
				t.Fatal(err)
			}
			got := withRawInput(tool)
			if diff := cmp.Diff(string(want), string(got.RawInputSchema)); diff != "" {
				t.Errorf("raw input schema (-json.Marshal +withRawInput):\n%s", diff)
			}
			if got.InputSchema.Type != "" {
				t.Errorf("typed schema left beside the raw one: %+v", got.InputSchema)
			}
		})
	}
}
