package cli

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/pkgdocs/pkgdocs/host/discovery"
	"github.com/pkgdocs/pkgdocs/host/gateway"

	"github.com/pkgdocs/pkgdocs/sdk/kvargs"
)

func TestSplitCommand(t *testing.T) {
	tests := []struct {
		args     []string
		wantCmd  string
		wantRest []string
	}{
		{nil, "", nil},
		{[]string{}, "", []string{}},
		{[]string{"serve"}, "serve", []string{}},
		{[]string{"describe", "npm", "zod"}, "describe", []string{"npm", "zod"}},
		{[]string{"--no-cache", "describe", "npm", "zod"}, "describe", []string{"--no-cache", "npm", "zod"}},
		{[]string{"--plugins-dir", "describe", "version"}, "version", []string{"--plugins-dir", "describe"}},
		{[]string{"describ", "go", "errors"}, "describ", []string{"go", "errors"}},
		{[]string{"--no-cache", "bogus"}, "bogus", []string{"--no-cache"}},
		{[]string{"--plugins-dir=/x", "plugins", "--json"}, "plugins", []string{"--plugins-dir=/x", "--json"}},
		{[]string{"--log-file", "/tmp/l"}, "", []string{"--log-file", "/tmp/l"}},
		{[]string{"--", "describe"}, "", []string{"--", "describe"}},
		{[]string{"--json", "plugins"}, "plugins", []string{"--json"}},
	}
	for _, tt := range tests {
		cmd, rest := splitCommand(tt.args)
		if cmd != tt.wantCmd {
			t.Errorf("splitCommand(%q) command = %q, want %q", tt.args, cmd, tt.wantCmd)
		}
		if diff := cmp.Diff(tt.wantRest, rest); diff != "" {
			t.Errorf("splitCommand(%q) rest (-want +got):\n%s", tt.args, diff)
		}
	}
}

func TestMainUnknownCommandAndHelp(t *testing.T) {
	var out, errb strings.Builder
	if code := Main([]string{"describ", "go", "errors"}, &out, &errb); code != 2 || !strings.Contains(errb.String(), `unknown command "describ"`) {
		t.Errorf("unknown command: exit %d, stderr %q", code, errb.String())
	}
	for _, args := range [][]string{{"--help"}, {"-h"}, {"help"}} {
		out.Reset()
		if code := Main(args, &out, &errb); code != 0 || !strings.Contains(out.String(), "Usage:") {
			t.Errorf("%v: exit %d, stdout %q", args, code, out.String())
		}
	}
}

// TestCallArgsTyped: pkgdocs call types key=value words by the tool's
// listed input schema through kvargs, as the provider CLI does.
func TestCallArgsTyped(t *testing.T) {
	tool := mcp.Tool{Name: "get_npm_package_doc", RawInputSchema: json.RawMessage(`{"type":"object","properties":{` +
		`"package":{"type":"string"},"version":{"type":"string"},"maxLength":{"type":"integer"},"fuzzy":{"type":"boolean"}}}`)}
	got, err := kvargs.Parse([]string{"package=zod", "version=3", "maxLength=2000", "fuzzy=false"}, inputSchema(tool))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]any{"package": "zod", "version": "3", "maxLength": json.Number("2000"), "fuzzy": false}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("typed args (-want +got):\n%s", diff)
	}
	for _, words := range [][]string{{"maxLength=lots"}, {"section=700"}} {
		if _, err := kvargs.Parse(words, inputSchema(tool)); err == nil {
			t.Errorf("%q: want an error", words)
		}
	}
	// A tool whose schema is only the Go struct form.
	typed := mcp.NewTool("t", mcp.WithString("version"))
	if got, err := kvargs.Parse([]string{"version=3"}, inputSchema(typed)); err != nil || got["version"] != "3" {
		t.Errorf("struct schema: %v, %v", got, err)
	}
}

// TestPluginsJSONKeys checks that `plugins --json` spells every key in
// camelCase, as the rest of the JSON pkgdocs prints.
func TestPluginsJSONKeys(t *testing.T) {
	out := map[string]any{
		"searched":  []discovery.Dir{{Path: "/p", Origin: discovery.OriginFlag}},
		"providers": []gateway.ProviderView{{Name: "x", PID: 7, Running: true, HealthNote: "n"}},
		"skipped":   []gateway.SkippedView{{Path: "/p/x", Name: "x", Tool: "t", Reason: "r"}},
	}
	b, err := json.Marshal(out)
	if err != nil {
		t.Fatal(err)
	}
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatal(err)
	}
	camel := regexp.MustCompile(`^[a-z][A-Za-z]*$`)
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			for k, e := range v {
				if !camel.MatchString(k) {
					t.Errorf("key %q is not camelCase", k)
				}
				walk(e)
			}
		case []any:
			for _, e := range v {
				walk(e)
			}
		}
	}
	walk(v)
}

func TestServes(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want bool
	}{
		{nil, true},
		{[]string{"serve"}, true},
		{[]string{"--log-level", "debug", "serve", "--http", ":0"}, true},
		{[]string{"--plugins-dir", "serve"}, true}, // "serve" is the flag's value: no command, so serve
		{[]string{"--help"}, false},
		{[]string{"version"}, false},
		{[]string{"plugins", "--json"}, false},
		{[]string{"describe", "npm", "serve"}, false},
	} {
		if got := Serves(tt.args); got != tt.want {
			t.Errorf("Serves(%q) = %v, want %v", tt.args, got, tt.want)
		}
	}
}
