package sdk

import (
	"encoding/json"
	"fmt"
	"regexp"
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
		{"a" + strings.Repeat("-", 62), true},
		{"a" + strings.Repeat("-", 63), false},
	}
	for _, tt := range tests {
		if got := ValidProviderName(tt.name); got != tt.want {
			t.Errorf("ValidProviderName(%q) = %v, want %v", tt.name, got, tt.want)
		}
	}
}

const objectSchema = `{"type":"object","properties":{"q":{"type":"string"}},"required":["q"]}`

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
		{"tool name at the limit", with(func(i *Info) { i.Tools[0].Name = "a" + strings.Repeat("b_", 31) + "c" }), ""},
		{"tool name too long", with(func(i *Info) { i.Tools[0].Name = "a" + strings.Repeat("b", 64) }), "name must match"},
		{"describe param at the limit", with(func(i *Info) { i.DescribeParams = []string{"Q" + strings.Repeat("x", 63)} }), ""},
		{"describe param too long", with(func(i *Info) { i.DescribeParams = []string{"Q" + strings.Repeat("x", 64)} }), "describe param"},
		{"tool name with dot", with(func(i *Info) { i.Tools[0].Name = "npm.doc" }), "name must match"},
		{"empty tool name", with(func(i *Info) { i.Tools[0].Name = "" }), `tool "": name must match`},
		{"duplicate tool", with(func(i *Info) { i.Tools = append(i.Tools, tool("get_npm_package_doc")) }), "declared twice"},
		{"tool without input schema", with(func(i *Info) { i.Tools[0].InputSchema = nil }), "input schema: missing"},
		{"tool with a non-object input", with(func(i *Info) { i.Tools[0].InputSchema = json.RawMessage(`{"type":"array"}`) }), "input schema"},
		{"tool with an output schema that is not JSON", with(func(i *Info) { i.Tools[0].OutputSchema = json.RawMessage(`{"type":`) }), "output schema: not a JSON object"},
		{"tool with an array schema", with(func(i *Info) { i.Tools[0].InputSchema = json.RawMessage(`[]`) }), "input schema: not a JSON object"},
		{"tool with a null schema", with(func(i *Info) { i.Tools[0].InputSchema = json.RawMessage(`null`) }), `input schema: "type" is <nil>`},
		{"tool schema too large", with(func(i *Info) {
			i.Tools[0].InputSchema = json.RawMessage(`{"type":"object","description":"` + strings.Repeat("x", MaxSchemaBytes) + `"}`)
		}), "over the 65536-byte limit"},
		// Compiling is sdk/schema's job (see its tests): provider binaries
		// do not link a JSON Schema compiler.
		{"tool schema that does not compile passes", with(func(i *Info) { i.Tools[0].OutputSchema = json.RawMessage(`{"type":"object","properties":5}`) }), ""},
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

// TestNamesAsCountedRegexps checks the name checks against the regexps
// with counted repetition they replaced, on names around their limits.
func TestNamesAsCountedRegexps(t *testing.T) {
	tests := []struct {
		name  string
		check func(string) bool
		was   string
	}{
		{"provider", ValidProviderName, `^[a-z0-9][a-z0-9-]{0,62}$`},
		{"tool", validToolName, `^[a-z][a-z0-9_]{0,63}$`},
	}
	const bytes = "az09-_.A \x00é"
	for _, tt := range tests {
		was := regexp.MustCompile(tt.was)
		for _, n := range []int{0, 1, 2, 62, 63, 64, 65, 100} {
			for _, first := range bytes {
				for _, last := range bytes {
					in := ""
					if n > 0 {
						in = string(first) + strings.Repeat("b", max(n-2, 0))
					}
					if n > 1 {
						in += string(last)
					}
					if got, want := tt.check(in), was.MatchString(in); got != want {
						t.Errorf("%s: %q (%d bytes): got %v, the counted regexp says %v", tt.name, in, len(in), got, want)
					}
				}
			}
		}
	}
}

func TestRegistryID(t *testing.T) {
	for in, want := range map[string]string{
		"":                                   "",
		"https://Registry.Example/npm/":      "https://registry.example/npm/",
		"https://user:tok@r.example/x?t=1#f": "https://r.example/x",
		"http://127.0.0.1:4873/":             "http://127.0.0.1:4873/",
		"direct":                             "direct",
		"/usr/share/cargo/registry":          "/usr/share/cargo/registry",
		"user:secret@host":                   "",
	} {
		if got := RegistryID(in); got != want {
			t.Errorf("RegistryID(%q) = %q, want %q", in, got, want)
		}
	}
}

// The hand-written name matchers accept exactly what their documented
// patterns do.
func TestNamePatternsMatchTheirRegexps(t *testing.T) {
	inputs := []string{
		"", "a", "z", "0", "9", "-", "_", "*", "A", "a-", "-a", "a-b", "a_b", "_a", "a1", "1a",
		"npm", "go-modules", "pkgdocs-provider-x", "describe_go_package", "Node", "nodeJS", "a b",
		"a\n", "\na", "é", "aé", "a.b", "HOME", "NPM_CONFIG_*", "NPM_CONFIG_**", "*A", "A*B",
		"_", "_*", "X1_*", "1X", "a*", "ab*",
	}
	for _, tt := range []struct {
		name    string
		pattern string
		match   func(string) bool
	}{
		{"provider name", providerNamePattern, providerName.match},
		{"tool name", toolNamePattern, toolName.match},
		{"config env", configEnvPatternText, configEnv.match},
	} {
		re := regexp.MustCompile(tt.pattern)
		var diffs []string
		for _, in := range inputs {
			if got, want := tt.match(in), re.MatchString(in); got != want {
				diffs = append(diffs, fmt.Sprintf("%q: %t, the pattern %t", in, got, want))
			}
		}
		if len(diffs) > 0 {
			t.Errorf("%s (%s):\n%s", tt.name, tt.pattern, strings.Join(diffs, "\n"))
		}
	}
}
