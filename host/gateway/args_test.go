package gateway

import (
	"context"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/pkgdocs/pkgdocs/sdk"
	"google.golang.org/grpc/codes"
)

func TestPackageRef(t *testing.T) {
	dir := t.TempDir()
	long := strings.Repeat("a", maxNameLen+1)
	tests := map[string]struct {
		in      refInput
		want    sdk.PackageRef
		wantErr string // substring; "" for success
	}{
		"zero":                               {refInput{}, sdk.PackageRef{}, "argument package is empty"},
		"plain":                              {refInput{Ecosystem: "npm", Package: "zod"}, sdk.PackageRef{Ecosystem: "npm", Name: "zod"}, ""},
		"trimmed":                            {refInput{Ecosystem: "npm", Package: "  zod ", Version: " ^3 "}, sdk.PackageRef{Ecosystem: "npm", Name: "zod", Version: "^3"}, ""},
		"project":                            {refInput{Package: "zod", ProjectPath: dir + "/"}, sdk.PackageRef{Name: "zod", ProjectPath: dir}, ""},
		"blank":                              {refInput{Package: " \t "}, sdk.PackageRef{}, "argument package is empty"},
		"spaces only":                        {refInput{Package: "   "}, sdk.PackageRef{}, "argument package is empty"},
		"too long":                           {refInput{Package: long}, sdk.PackageRef{}, "argument package is 513 bytes, over the 512 limit"},
		"not utf-8":                          {refInput{Package: "a\xffb"}, sdk.PackageRef{}, "argument package is not UTF-8"},
		"control character":                  {refInput{Package: "a\x07b"}, sdk.PackageRef{}, `argument package "a\ab" contains a control character (U+0007)`},
		"newline in name":                    {refInput{Package: "a\nb"}, sdk.PackageRef{}, "control character"},
		"version too long":                   {refInput{Package: "zod", Version: strings.Repeat("1", maxVersionLen+1)}, sdk.PackageRef{}, "argument version is 257 bytes, over the 256 limit"},
		"version control":                    {refInput{Package: "zod", Version: "1\x00"}, sdk.PackageRef{}, "argument version"},
		"relative project":                   {refInput{Package: "zod", ProjectPath: "src/app"}, sdk.PackageRef{}, `argument projectPath "src/app" is relative`},
		"dot project":                        {refInput{Package: "zod", ProjectPath: "."}, sdk.PackageRef{}, "is relative"},
		"missing project":                    {refInput{Package: "zod", ProjectPath: dir + "/nope"}, sdk.PackageRef{}, "is not a directory"},
		"project control":                    {refInput{Package: "zod", ProjectPath: "/tmp/\x1b[31m"}, sdk.PackageRef{}, "control character"},
		"project too long":                   {refInput{Package: "zod", ProjectPath: "/" + strings.Repeat("a", maxProjectLen)}, sdk.PackageRef{}, "over the 4096 limit"},
		"ecosystem rules are the provider's": {refInput{Ecosystem: "npm", Package: "Not A Valid npm Name"}, sdk.PackageRef{Ecosystem: "npm", Name: "Not A Valid npm Name"}, ""},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			got, err := packageRef(tt.in)
			if tt.wantErr == "" {
				if err != nil {
					t.Fatalf("packageRef: %v", err)
				}
				if diff := cmp.Diff(tt.want, got); diff != "" {
					t.Errorf("ref (-want +got):\n%s", diff)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("err = %v, want one containing %q", err, tt.wantErr)
			}
			if sdk.Code(err) != codes.InvalidArgument {
				t.Errorf("code %s, want InvalidArgument", sdk.Code(err))
			}
			if len(err.Error()) > 200 {
				t.Errorf("error repeats too much of the value (%d bytes): %.80s…", len(err.Error()), err)
			}
		})
	}
}

func TestCheckArgs(t *testing.T) {
	huge := strings.Repeat("x\x01", maxTextLen)
	tests := map[string]struct {
		args    map[string]any
		wantErr string
	}{
		"nil":                    {nil, ""},
		"empty":                  {map[string]any{}, ""},
		"typical":                {map[string]any{"package": "zod", "query": "parse\nJSON", "limit": 5.0, "fuzzy": true}, ""},
		"free text with tabs":    {map[string]any{"expression": "a\tb\nc"}, ""},
		"package too long":       {map[string]any{"package": strings.Repeat("a", maxNameLen+1)}, "argument package is 513 bytes, over the 512 limit"},
		"provider string long":   {map[string]any{"filter": strings.Repeat("a", maxTextLen+1)}, "argument filter is 16385 bytes, over the 16384 limit"},
		"nested control":         {map[string]any{"opts": map[string]any{"name": "a\x00"}}, "argument opts.name"},
		"array item":             {map[string]any{"names": []any{"ok", "b\xff"}}, "argument names[1] is not UTF-8"},
		"control in name":        {map[string]any{"pack\x00age": "zod"}, "argument name"},
		"escape in version":      {map[string]any{"version": "1.0\x1b"}, "control character"},
		"bad value echoed short": {map[string]any{"symbol": huge[:300]}, "contains a control character"},
		"project absolute":       {map[string]any{"projectPath": os.TempDir()}, ""},
		"project empty":          {map[string]any{"projectPath": ""}, ""},
		"project relative":       {map[string]any{"projectPath": "../../etc"}, "argument projectPath \"../../etc\" is relative"},
		"project missing":        {map[string]any{"projectPath": "/nonexistent/pkgdocs/project"}, "is not a directory"},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			err := checkArgs(tt.args)
			if tt.wantErr == "" {
				if err != nil {
					t.Fatalf("checkArgs: %v", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("err = %v, want one containing %q", err, tt.wantErr)
			}
			if sdk.Code(err) != codes.InvalidArgument {
				t.Errorf("code %s, want InvalidArgument", sdk.Code(err))
			}
			if len(err.Error()) > 200 {
				t.Errorf("error repeats too much of the value (%d bytes)", len(err.Error()))
			}
		})
	}
}

// TestProviderToolArgsChecked checks that a provider-declared tool's string
// arguments meet the host's limits before the provider is called, whatever
// its schema allows.
// An argument the tool does not declare (a guessed name) is refused with
// the names it does declare, as the CLI's call says them.
func TestUnknownArgumentNamesTheArguments(t *testing.T) {
	var sch schemas
	sch.record([]server.ServerTool{{Tool: mcp.NewToolWithRawSchema("check", "", json.RawMessage(`{"type":"object","additionalProperties":false,"required":["package"],"properties":{"package":{"type":"string"},"symbols":{"type":"array"},"version":{"type":"string"}}}`))}}, false)
	v := &validator{schemaOf: sch.of}
	h := v.middleware(func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("ok"), nil
	})
	for _, tc := range []struct {
		args map[string]any
		want string
	}{
		{map[string]any{"package": "x", "names": []any{"a"}}, "invalid argument: additional properties 'names' not allowed; the tool takes package, symbols, version. Fix the argument and call again."},
		{map[string]any{"package": 5.0}, "invalid argument: argument package: got number, want string. Fix the argument and call again."},
	} {
		var req mcp.CallToolRequest
		req.Params.Name = "check"
		req.Params.Arguments = tc.args
		res, err := h(t.Context(), req)
		if err != nil {
			t.Fatal(err)
		}
		got := ""
		if len(res.Content) > 0 {
			got = res.Content[0].(mcp.TextContent).Text
		}
		if diff := cmp.Diff(tc.want, got); !res.IsError || diff != "" {
			t.Errorf("%v: isError %v, text (-want +got):\n%s", tc.args, res.IsError, diff)
		}
	}
}

func TestProviderToolArgsChecked(t *testing.T) {
	var sch schemas
	sch.record([]server.ServerTool{{Tool: mcp.NewTool("npm_tool", mcp.WithString("filter"), mcp.WithObject("opts"))}}, false)
	v := &validator{schemaOf: sch.of}
	for name, args := range map[string]map[string]any{
		"long string":      {"filter": strings.Repeat("a", maxTextLen+1)},
		"control":          {"filter": "a\x1b[2J"},
		"nested bad utf8":  {"opts": map[string]any{"k": "\xff"}},
		"no schema limit":  {"projectPath": "relative/../x\x00"},
		"relative project": {"projectPath": "../../etc"},
	} {
		t.Run(name, func(t *testing.T) {
			called := false
			h := v.middleware(func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				called = true
				return mcp.NewToolResultText("ok"), nil
			})
			var req mcp.CallToolRequest
			req.Params.Name = "npm_tool"
			req.Params.Arguments = args
			res, err := h(t.Context(), req)
			if err != nil {
				t.Fatal(err)
			}
			if called || !res.IsError {
				t.Errorf("the call went through (called %v, isError %v)", called, res.IsError)
			}
		})
	}
}
