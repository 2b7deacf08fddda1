package gateway

import (
	"github.com/mark3labs/mcp-go/mcp"
)

// The host's tools are built with mcp-go's typed options, and mcp-go
// encodes a typed input schema by reflection every time it needs its
// JSON: when SetTools checks the tool's x-mcp-header annotations (it
// encodes the schema and decodes it again) and in every tools/list
// answer. Encoded once into RawInputSchema, both only copy the bytes:
// about half of what each tool cost on the way to the first tools/list
// (measured on the describe tool: 164 µs of CPU a registration and
// listing, 80 µs raw). The bytes are what mcp-go would have sent: the
// same encoder, with the default its strict-input-schema option applies
// at SetTools (additionalProperties false) applied first, since a raw
// schema is left as it is.

// withRawInput returns t with its typed input schema encoded into
// RawInputSchema. A schema that does not encode (it cannot: it is built
// from the host's own constants) is left typed.
func withRawInput(t mcp.Tool) mcp.Tool {
	if len(t.RawInputSchema) > 0 {
		return t
	}
	in := t.InputSchema
	if in.AdditionalProperties == nil {
		in.AdditionalProperties = false
	}
	// in.MarshalJSON, not json.Marshal(in): json.Marshal compacts what a
	// Marshaler returns, and mcp-go's method already returns json.Marshal's
	// compact output, so the second pass (a third of this function's
	// cost) only copied it. Bytes that were not compact would still be
	// valid here and are compacted again by every encoding that embeds
	// them.
	b, err := in.MarshalJSON()
	if err != nil {
		return t
	}
	t.RawInputSchema = b
	t.InputSchema = mcp.ToolInputSchema{}
	return t
}
