package schema_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/schema"
)

const objectSchema = `{"type":"object","properties":{"q":{"type":"string"}},"required":["q"]}`

func TestValidate(t *testing.T) {
	tests := []struct {
		name   string
		schema string
		err    string // fragment; "" wants no error
	}{
		{name: "object", schema: objectSchema},
		{name: "minimal object", schema: `{"type":"object"}`},
		{name: "any type compiles", schema: `{"type":"string"}`},
		{name: "boolean schema compiles", schema: `true`},
		{name: "draft 2020-12 declared", schema: `{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object"}`},
		{name: "draft-07 declared", schema: `{"$schema":"http://json-schema.org/draft-07/schema#","type":"object"}`},
		{name: "local $ref", schema: `{"type":"object","$defs":{"s":{"type":"string"}},"properties":{"q":{"$ref":"#/$defs/s"}}}`},
		{name: "empty", schema: ``, err: "not JSON"},
		{name: "not JSON", schema: `{type: object}`, err: "not JSON"},
		{name: "trailing garbage", schema: `{"type":"object"} {}`, err: "not JSON"},
		{name: "unknown type", schema: `{"type":"object","properties":{"q":{"type":"strin"}}}`, err: "compile"},
		{name: "bad keyword value", schema: `{"type":"object","required":"q"}`, err: "compile"},
		{name: "properties not an object", schema: `{"type":"object","properties":5}`, err: "compile"},
		{name: "bad pattern", schema: `{"type":"object","properties":{"q":{"type":"string","pattern":"("}}}`, err: "compile"},
		{name: "remote $ref refused", schema: `{"type":"object","properties":{"q":{"$ref":"https://example.com/schema.json"}}}`, err: "not allowed"},
		{name: "remote $schema refused", schema: `{"$schema":"https://example.com/meta.json","type":"object"}`, err: "not allowed"},
		{name: "file $ref refused", schema: `{"type":"object","properties":{"q":{"$ref":"file:///etc/passwd"}}}`, err: "not allowed"},
		{name: "dangling local $ref", schema: `{"type":"object","properties":{"q":{"$ref":"#/$defs/nope"}}}`, err: "compile"},
		{name: "too large", schema: `{"type":"object","description":"` + strings.Repeat("x", sdk.MaxSchemaBytes) + `"}`, err: "over the 65536-byte limit"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkErr(t, schema.Validate(json.RawMessage(tt.schema)), tt.err)
		})
	}
}

func TestValidateTool(t *testing.T) {
	tests := []struct {
		name string
		tool sdk.Tool
		err  string
	}{
		{"valid", sdk.Tool{Name: "t", InputSchema: json.RawMessage(objectSchema), OutputSchema: json.RawMessage(objectSchema)}, ""},
		{"zero", sdk.Tool{}, `tool "": name must match`},
		{"shape checked first", sdk.Tool{Name: "t", InputSchema: json.RawMessage(`{"type":"string"}`)}, `input schema: "type" is string`},
		{"input does not compile", sdk.Tool{Name: "t", InputSchema: json.RawMessage(`{"type":"object","required":"q"}`)}, `tool "t": input schema: compile`},
		{"output does not compile", sdk.Tool{Name: "t", InputSchema: json.RawMessage(objectSchema),
			OutputSchema: json.RawMessage(`{"type":"object","properties":{"x":{"$ref":"https://example.com/x"}}}`)}, `tool "t": output schema: compile`},
		// x-mcp-header annotations mcp-go would panic on registering.
		{"header annotation fine", sdk.Tool{Name: "t", InputSchema: json.RawMessage(`{"type":"object","properties":{"r":{"type":"string","x-mcp-header":"Region"}}}`)}, ""},
		{"header not a token", sdk.Tool{Name: "t", InputSchema: json.RawMessage(`{"type":"object","properties":{"r":{"type":"string","x-mcp-header":"Bad Header"}}}`)}, `tool "t": input schema: property "r": x-mcp-header value "Bad Header" contains invalid character`},
		{"header on an object", sdk.Tool{Name: "t", InputSchema: json.RawMessage(`{"type":"object","properties":{"r":{"type":"object","x-mcp-header":"Region"}}}`)}, `only be applied to primitive types`},
		{"header twice", sdk.Tool{Name: "t", InputSchema: json.RawMessage(`{"type":"object","properties":{"a":{"type":"string","x-mcp-header":"Region"},"b":{"type":"object","properties":{"c":{"type":"integer","x-mcp-header":"region"}}}}}`)}, `duplicate x-mcp-header`},
		{"header empty", sdk.Tool{Name: "t", InputSchema: json.RawMessage(`{"type":"object","properties":{"r":{"type":"string","x-mcp-header":""}}}`)}, `x-mcp-header must be a non-empty string`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkErr(t, schema.ValidateTool(tt.tool), tt.err)
		})
	}
}

func checkErr(t *testing.T, err error, want string) {
	t.Helper()
	switch {
	case want == "" && err != nil:
		t.Errorf("error %v, want none", err)
	case want != "" && err == nil:
		t.Errorf("no error, want one containing %q", want)
	case want != "" && !strings.Contains(err.Error(), want):
		t.Errorf("error %q, want it to contain %q", err, want)
	}
}
