package gateway

import (
	"bytes"
	"context"
	"encoding/json"
	"maps"
	"slices"
	"strings"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/schema"
	"github.com/santhosh-tekuri/jsonschema/v6"
)

// validator checks tool arguments against the tool's input schema before a
// handler runs, with messages an agent can act on ("argument package: got
// number, want string"). Compiled schemas are cached per tool name and
// schema text.
type validator struct {
	// schemaOf returns a registered tool's input schema (nil: none).
	schemaOf func(name string) json.RawMessage
	mu       sync.Mutex
	c        map[string]*jsonschema.Schema // tool name -> compiled input schema, until reset
}

func (v *validator) schema(name string) (*jsonschema.Schema, error) {
	v.mu.Lock()
	if s, ok := v.c[name]; ok {
		v.mu.Unlock()
		return s, nil
	}
	v.mu.Unlock()
	raw := v.schemaOf(name)
	if raw == nil {
		return nil, nil
	}
	s, err := schema.Compile("mem://"+name+".json", raw)
	if err != nil {
		return nil, err
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.c == nil {
		v.c = map[string]*jsonschema.Schema{}
	}
	v.c[name] = s
	return s, nil
}

// reset forgets the compiled schemas: the tools were registered anew.
func (v *validator) reset() {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.c = nil
}

// middleware validates the arguments of every tool call.
func (v *validator) middleware(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		// Arguments as mcp-go decoded them; absent or null means none.
		args := req.Params.Arguments
		if args == nil {
			args = map[string]any{}
		}
		// The host's limits first, whatever the schema says: a schema's
		// own report may quote a value.
		if m, ok := args.(map[string]any); ok {
			if err := checkArgs(m); err != nil {
				return toolError(err), nil
			}
			if err := canonicalEcosystem(req.Params.Name, m); err != nil {
				return toolError(err), nil
			}
		}
		s, err := v.schema(req.Params.Name)
		if err != nil || s == nil {
			// Declarations were validated at registration; a schema that
			// still fails to compile does not block the call.
			return next(ctx, req)
		}
		inst := args
		if !plainJSON(args) {
			// Round-trip through JSON so the validator sees plain JSON values.
			b, err := json.Marshal(args)
			if err != nil {
				return toolError(sdk.InvalidArgument("arguments: %v", err)), nil
			}
			if inst, err = jsonschema.UnmarshalJSON(bytes.NewReader(b)); err != nil {
				return toolError(sdk.InvalidArgument("arguments: %v", err)), nil
			}
		}
		m, ok := inst.(map[string]any)
		if !ok {
			return toolError(sdk.InvalidArgument("arguments must be a JSON object")), nil
		}
		if !plainJSON(args) {
			if err := checkArgs(m); err != nil {
				return toolError(err), nil
			}
		}
		if err := s.Validate(inst); err != nil {
			return toolError(sdk.InvalidArgument("%s%s", describeValidation(err), takes(s, m))), nil
		}
		return next(ctx, req)
	}
}

// takes names the arguments the tool declares when the call passed one
// it does not (a misspelt or guessed name), so the agent can fix the call
// without reading the schema again: "; the tool takes code, ecosystem, …".
func takes(s *jsonschema.Schema, args map[string]any) string {
	if len(s.Properties) == 0 {
		return ""
	}
	for k := range args {
		if _, ok := s.Properties[k]; !ok {
			return "; the tool takes " + strings.Join(slices.Sorted(maps.Keys(s.Properties)), ", ")
		}
	}
	return ""
}

// describeValidation turns the validator's report into one line per
// problem: "argument package: got number, want string".
func describeValidation(err error) string {
	lines := strings.Split(err.Error(), "\n")
	var out []string
	for _, l := range lines[1:] {
		l = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(l), "- "))
		if rest, ok := strings.CutPrefix(l, "at '"); ok {
			loc, msg, _ := strings.Cut(rest, "': ")
			if loc == "" {
				l = msg
			} else {
				l = "argument " + strings.ReplaceAll(strings.TrimPrefix(loc, "/"), "/", ".") + ": " + msg
			}
		}
		if l != "" {
			out = append(out, l)
		}
	}
	if len(out) == 0 {
		return err.Error()
	}
	return strings.Join(out, "; ")
}

// plainJSON reports whether v holds only what encoding/json decodes into
// (as mcp-go decodes arguments), which the validator takes as is.
func plainJSON(v any) bool {
	switch v := v.(type) {
	case nil, string, bool, float64, json.Number:
		return true
	case map[string]any:
		for _, e := range v {
			if !plainJSON(e) {
				return false
			}
		}
		return true
	case []any:
		for _, e := range v {
			if !plainJSON(e) {
				return false
			}
		}
		return true
	}
	return false
}
