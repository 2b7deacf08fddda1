package sdk

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestValidProviderName(t *testing.T) {
	tests := []struct {
		name string
		want bool
	}{
		{"", false},
		{"npm", true},
		{"go", true},
		{"my-provider-2", true},
		{"0day", true},
		{"-npm", false},
		{"Npm", false},
		{"my_provider", false},
		{"my.provider", false},
		{"my provider", false},
		{"npm\n", false},
		{"ñpm", false},
		{"../npm", false},
		{strings.Repeat("a", 63), true},
		{strings.Repeat("a", 64), false},
	}
	for _, tt := range tests {
		if got := ValidProviderName(tt.name); got != tt.want {
			t.Errorf("ValidProviderName(%q) = %v, want %v", tt.name, got, tt.want)
		}
	}
}

const objectSchema = `{"type":"object","properties":{"q":{"type":"string"}},"required":["q"]}`

func TestValidateSchema(t *testing.T) {
	tests := []struct {
		name   string
		schema string
		object bool
		err    string // fragment; "" wants no error
	}{
		{name: "object", schema: objectSchema, object: true},
		{name: "minimal object", schema: `{"type":"object"}`, object: true},
		{name: "draft 2020-12 declared", schema: `{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object"}`, object: true},
		{name: "draft-07 declared", schema: `{"$schema":"http://json-schema.org/draft-07/schema#","type":"object"}`, object: true},
		{name: "local $ref", schema: `{"type":"object","$defs":{"s":{"type":"string"}},"properties":{"q":{"$ref":"#/$defs/s"}}}`, object: true},
		{name: "any schema when not object", schema: `{"type":"string"}`},
		{name: "empty", schema: ``, object: true, err: "missing"},
		{name: "not JSON", schema: `{type: object}`, object: true, err: "not JSON"},
		{name: "trailing garbage", schema: `{"type":"object"} {}`, object: true, err: "not JSON"},
		{name: "array", schema: `[]`, object: true, err: "not a JSON object"},
		{name: "boolean schema", schema: `true`, err: "not a JSON object"},
		{name: "null", schema: `null`, object: true, err: "not a JSON object"},
		{name: "no type", schema: `{"properties":{}}`, object: true, err: `"type" is <nil>, want "object"`},
		{name: "string type", schema: `{"type":"string"}`, object: true, err: `want "object"`},
		{name: "type list", schema: `{"type":["object","null"]}`, object: true, err: `want "object"`},
		{name: "unknown type", schema: `{"type":"object","properties":{"q":{"type":"strin"}}}`, object: true, err: "compile"},
		{name: "bad keyword value", schema: `{"type":"object","required":"q"}`, object: true, err: "compile"},
		{name: "bad pattern", schema: `{"type":"object","properties":{"q":{"type":"string","pattern":"("}}}`, object: true, err: "compile"},
		{name: "remote $ref refused", schema: `{"type":"object","properties":{"q":{"$ref":"https://example.com/schema.json"}}}`, object: true, err: "not allowed"},
		{name: "remote $schema refused", schema: `{"$schema":"https://example.com/meta.json","type":"object"}`, object: true, err: "not allowed"},
		{name: "file $ref refused", schema: `{"type":"object","properties":{"q":{"$ref":"file:///etc/passwd"}}}`, object: true, err: "not allowed"},
		{name: "dangling local $ref", schema: `{"type":"object","properties":{"q":{"$ref":"#/$defs/nope"}}}`, object: true, err: "compile"},
		{name: "too large", schema: `{"type":"object","description":"` + strings.Repeat("x", maxSchemaBytes) + `"}`, object: true, err: "over the 65536-byte limit"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkErr(t, ValidateSchema(json.RawMessage(tt.schema), tt.object), tt.err)
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

func tool(name string) Tool {
	return Tool{Name: name, Description: "d", InputSchema: json.RawMessage(objectSchema)}
}

func TestValidateInfo(t *testing.T) {
	valid := Info{Name: "npm", Version: "1.0.0", Ecosystem: "npm", DescribeParams: []string{"symbol", "projectPath"},
		Tools: []Tool{tool("get_npm_package_doc")}, ResourceTemplates: []ResourceTemplate{{URITemplate: "npm://{name}/readme"}}}
	with := func(f func(*Info)) Info {
		in := valid
		in.Tools = append([]Tool(nil), valid.Tools...)
		in.ResourceTemplates = append([]ResourceTemplate(nil), valid.ResourceTemplates...)
		f(&in)
		return in
	}
	tests := []struct {
		name string
		in   Info
		err  string
	}{
		{"valid", valid, ""},
		{"minimal", Info{Name: "x", Ecosystem: "x"}, ""},
		{"zero", Info{}, `name "": want [a-z0-9-]`},
		{"zero names both reported", Info{}, `ecosystem "": want [a-z0-9-]`},
		{"bad name", with(func(i *Info) { i.Name = "NPM" }), `name "NPM"`},
		{"bad ecosystem", with(func(i *Info) { i.Ecosystem = "np m" }), `ecosystem "np m"`},
		{"bad describe param", with(func(i *Info) { i.DescribeParams = []string{"project-path"} }), `describe param "project-path"`},
		{"bad tool name", with(func(i *Info) { i.Tools[0].Name = "Get-Doc" }), `tool "Get-Doc": name must match`},
		{"tool name too long", with(func(i *Info) { i.Tools[0].Name = "a" + strings.Repeat("b", 64) }), "name must match"},
		{"tool name with dot", with(func(i *Info) { i.Tools[0].Name = "npm.doc" }), "name must match"},
		{"empty tool name", with(func(i *Info) { i.Tools[0].Name = "" }), `tool "": name must match`},
		{"duplicate tool", with(func(i *Info) { i.Tools = append(i.Tools, tool("get_npm_package_doc")) }), "declared twice"},
		{"tool without input schema", with(func(i *Info) { i.Tools[0].InputSchema = nil }), "input schema: missing"},
		{"tool with a non-object input", with(func(i *Info) { i.Tools[0].InputSchema = json.RawMessage(`{"type":"array"}`) }), "input schema"},
		{"tool with a bad output schema", with(func(i *Info) { i.Tools[0].OutputSchema = json.RawMessage(`{"type":"object","properties":5}`) }), "output schema"},
		{"tool with a non-object output", with(func(i *Info) { i.Tools[0].OutputSchema = json.RawMessage(`{"type":"string"}`) }), "output schema"},
		{"tool description too long", with(func(i *Info) { i.Tools[0].Description = strings.Repeat("x", 4097) }), "description over 4096"},
		{"empty template", with(func(i *Info) { i.ResourceTemplates[0].URITemplate = "" }), "empty or too long"},
		{"template too long", with(func(i *Info) { i.ResourceTemplates[0].URITemplate = "npm://" + strings.Repeat("x", 1024) }), "empty or too long"},
		{"template without scheme", with(func(i *Info) { i.ResourceTemplates[0].URITemplate = "{name}/readme" }), "no scheme"},
		{"template with nested braces", with(func(i *Info) { i.ResourceTemplates[0].URITemplate = "npm://{a{b}}" }), "nested brace"},
		{"template with unclosed brace", with(func(i *Info) { i.ResourceTemplates[0].URITemplate = "npm://{name" }), "unbalanced brace"},
		{"template with stray close", with(func(i *Info) { i.ResourceTemplates[0].URITemplate = "npm://name}" }), "unbalanced brace"},
		{"template with whitespace", with(func(i *Info) { i.ResourceTemplates[0].URITemplate = "npm://{name} x" }), "whitespace"},
		{"template with newline", with(func(i *Info) { i.ResourceTemplates[0].URITemplate = "npm://{name}\n" }), "whitespace"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkErr(t, ValidateInfo(tt.in), tt.err)
		})
	}
}
