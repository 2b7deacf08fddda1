package schema

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/santhosh-tekuri/jsonschema/v6"
)

// Validate checks that raw is a JSON Schema object that compiles. Remote
// $refs are refused: a provider's schema must stand alone.
func Validate(raw json.RawMessage) error {
	if len(raw) > sdk.MaxSchemaBytes {
		return fmt.Errorf("%d bytes, over the %d-byte limit", len(raw), sdk.MaxSchemaBytes)
	}
	_, err := Compile("mem://schema.json", raw)
	return err
}

// Compile compiles raw as a JSON Schema under url.
func Compile(url string, raw json.RawMessage) (*jsonschema.Schema, error) {
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	if err != nil {
		return nil, fmt.Errorf("not JSON: %w", err)
	}
	c := jsonschema.NewCompiler()
	c.UseLoader(noRemote{})
	if err := c.AddResource(url, doc); err != nil {
		return nil, fmt.Errorf("add: %w", err)
	}
	s, err := c.Compile(url)
	if err != nil {
		return nil, fmt.Errorf("compile: %w", err)
	}
	return s, nil
}

type noRemote struct{}

func (noRemote) Load(url string) (any, error) {
	return nil, fmt.Errorf("remote schema %q not allowed", url)
}

// ValidateTool checks a tool declaration fully: sdk.ValidateTool, that its
// schemas compile, and that the input schema's x-mcp-header annotations
// are ones mcp-go accepts. mcp-go panics on registering a tool whose
// annotations it refuses, and the host registers every tool at once: one
// such tool must be refused here, alone, not take every provider's tools
// down with it.
func ValidateTool(t sdk.Tool) error {
	if err := sdk.ValidateTool(t); err != nil {
		return err
	}
	if err := Validate(t.InputSchema); err != nil {
		return fmt.Errorf("tool %q: input schema: %w", t.Name, err)
	}
	if err := mcp.ValidateParamHeaderAnnotations(&mcp.Tool{Name: t.Name, RawInputSchema: t.InputSchema}); err != nil {
		return fmt.Errorf("tool %q: input schema: %w", t.Name, err)
	}
	if len(t.OutputSchema) > 0 {
		if err := Validate(t.OutputSchema); err != nil {
			return fmt.Errorf("tool %q: output schema: %w", t.Name, err)
		}
	}
	return nil
}
