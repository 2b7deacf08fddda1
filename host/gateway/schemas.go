package gateway

import (
	"context"
	"encoding/json"
	"maps"
	"sync/atomic"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// schemas holds the input schema of every tool the gateway has registered,
// by name. The gateway reads a tool's schema here, not from mcp-go's
// registry: to validate a call's arguments (validator) and to tell
// whether a host tool takes the project (takesProject).
//
// With Options.LightRegistration mcp-go is given each tool with
// placeholder as its input schema, and every listing gets the declared
// schema back from here (restore, the first tool filter). The reason is
// mcp-go v1.2.1's registration: every path (SetTools, AddTools, session
// and task tools) encodes each input schema and decodes it again to check
// its x-mcp-header annotations, 1.3 M instructions a start for the
// twelve tools, which the gateway has checked already (schema.ValidateTool,
// remembered by vetted; the host's own tools declare none). Of a
// registered tool mcp-go reads the input schema only to list it (through
// the filters), to validate arguments with WithInputSchemaValidation (not
// used: the validator does) and to bind Mcp-Param headers on HTTP; a
// transport without headers (stdio) loses nothing.
//
// Entries are replaced by a later registration of the same name and kept
// otherwise, so a listing that read mcp-go's registry just before a
// Refresh still finds the schema of each tool it lists (a list_changed
// follows it when the set changed).
type schemas struct {
	m atomic.Pointer[map[string]json.RawMessage]
}

// placeholder is the input schema mcp-go holds for each tool under
// Options.LightRegistration; restore recognises it by identity.
var placeholder = json.RawMessage(`{"type":"object"}`)

// of returns name's input schema, nil for a tool never registered.
func (s *schemas) of(name string) json.RawMessage {
	if m := s.m.Load(); m != nil {
		return (*m)[name]
	}
	return nil
}

// record remembers the input schemas of tools before they are registered
// and, light, returns the tools as mcp-go is to hold them (with the
// placeholder); else tools as they are. Only the caller of Refresh
// (under Gateway.mu) records.
func (s *schemas) record(tools []server.ServerTool, light bool) []server.ServerTool {
	next := map[string]json.RawMessage{}
	if m := s.m.Load(); m != nil {
		maps.Copy(next, *m)
	}
	out := tools
	if light {
		out = make([]server.ServerTool, len(tools))
	}
	for i, t := range tools {
		next[t.Tool.Name] = inputSchemaOf(t.Tool)
		if light {
			out[i] = t
			if len(t.Tool.RawInputSchema) > 0 {
				out[i].Tool.RawInputSchema = placeholder
			}
		}
	}
	s.m.Store(&next)
	return out
}

// restore is the tool filter that puts each placeholder back to the
// declared schema; it runs before any other filter, so the remembered
// tools/list key (toolLists) and every listing see the declared tools.
func (s *schemas) restore(_ context.Context, tools []mcp.Tool) []mcp.Tool {
	for i := range tools {
		t := &tools[i]
		if len(t.RawInputSchema) > 0 && &t.RawInputSchema[0] == &placeholder[0] {
			if raw := s.of(t.Name); raw != nil {
				t.RawInputSchema = raw
			}
		}
	}
	return tools
}

// inputSchemaOf returns t's input schema as JSON: the raw schema, or the
// typed one encoded (nil if it does not encode).
func inputSchemaOf(t mcp.Tool) json.RawMessage {
	if len(t.RawInputSchema) > 0 {
		return t.RawInputSchema
	}
	b, err := json.Marshal(t.InputSchema)
	if err != nil {
		return nil
	}
	return b
}
