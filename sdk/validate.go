package sdk

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// Provider and tool names: a pattern and a length limit, checked apart.
// The patterns are matched by hand (namePattern): a regular expression
// compiled on first use was still compiled at every start of the host
// and of every provider process, on the way to the host's first
// tools/list (the host and serve.ServeShared validate every provider's
// Info and manifest as they start).
const (
	providerNamePattern = `^[a-z0-9][a-z0-9-]*$`
	maxProviderName     = 63
	toolNamePattern     = `^[a-z][a-z0-9_]*$`
	maxToolName         = 64
)

// namePattern is a pattern of the shape ^[first][rest]*$ (with an
// optional final star when star is set): first and rest report whether
// a byte may stand first and after it.
type namePattern struct {
	first, rest func(byte) bool
	star        bool
}

func (p namePattern) match(s string) bool {
	if p.star {
		s = strings.TrimSuffix(s, "*")
	}
	if s == "" || !p.first(s[0]) {
		return false
	}
	for i := 1; i < len(s); i++ {
		if !p.rest(s[i]) {
			return false
		}
	}
	return true
}

func isLower(c byte) bool { return 'a' <= c && c <= 'z' }
func isDigit(c byte) bool { return '0' <= c && c <= '9' }
func isUpper(c byte) bool { return 'A' <= c && c <= 'Z' }

var (
	// providerName is providerNamePattern.
	providerName = namePattern{
		first: func(c byte) bool { return isLower(c) || isDigit(c) },
		rest:  func(c byte) bool { return isLower(c) || isDigit(c) || c == '-' },
	}
	// toolName is toolNamePattern.
	toolName = namePattern{
		first: isLower,
		rest:  func(c byte) bool { return isLower(c) || isDigit(c) || c == '_' },
	}
)

// ValidProviderName reports whether s is a valid provider or ecosystem id.
func ValidProviderName(s string) bool {
	return len(s) <= maxProviderName && providerName.match(s)
}

// validToolName reports whether s is a valid tool name (also the syntax of
// a describe parameter).
func validToolName(s string) bool { return len(s) <= maxToolName && toolName.match(s) }

// ValidateInfo checks what a provider declares about itself: names, tool
// declarations (names, JSON Schemas) and resource templates. The host runs
// it on every provider before registering anything, because a malformed
// declaration must not take the host down.
func ValidateInfo(in Info) error {
	var errs []error
	if !ValidProviderName(in.Name) {
		errs = append(errs, fmt.Errorf("name %q: want [a-z0-9-], 1-63 characters", in.Name))
	}
	if !ValidProviderName(in.Ecosystem) {
		errs = append(errs, fmt.Errorf("ecosystem %q: want [a-z0-9-], 1-63 characters", in.Ecosystem))
	}
	for _, p := range in.DescribeParams {
		if !validToolName(strings.ToLower(p)) {
			errs = append(errs, fmt.Errorf("describe param %q: want an identifier", p))
		}
	}
	seen := map[string]bool{}
	for _, t := range in.Tools {
		if err := ValidateTool(t); err != nil {
			errs = append(errs, err)
		}
		if seen[t.Name] {
			errs = append(errs, fmt.Errorf("tool %q declared twice", t.Name))
		}
		seen[t.Name] = true
	}
	for _, r := range in.ResourceTemplates {
		if err := validateURITemplate(r.URITemplate); err != nil {
			errs = append(errs, fmt.Errorf("resource template %q: %w", r.URITemplate, err))
		}
	}
	// The host drops the entries it refuses; a provider should have none.
	_, dropped := CheckConfigInputs(in.ConfigInputs)
	for _, err := range dropped {
		errs = append(errs, fmt.Errorf("config inputs: %w", err))
	}
	return errors.Join(errs...)
}

// ValidateTool checks one tool declaration's name, description and that
// its schemas are JSON objects of type object. Whether a schema compiles as
// JSON Schema is checked by the host and by providertest (sdk/schema), so
// provider binaries do not carry a JSON Schema compiler.
func ValidateTool(t Tool) error {
	if !validToolName(t.Name) {
		return fmt.Errorf("tool %q: name must match %s, at most %d characters", t.Name, toolNamePattern, maxToolName)
	}
	if len(t.Description) > 4096 {
		return fmt.Errorf("tool %q: description over 4096 characters", t.Name)
	}
	if err := schemaShape(t.InputSchema); err != nil {
		return fmt.Errorf("tool %q: input schema: %w", t.Name, err)
	}
	if len(t.OutputSchema) > 0 {
		if err := schemaShape(t.OutputSchema); err != nil {
			return fmt.Errorf("tool %q: output schema: %w", t.Name, err)
		}
	}
	return nil
}

// MaxSchemaBytes bounds a declared schema: real tool schemas are a few KB.
const MaxSchemaBytes = 64 << 10

// schemaShape checks that raw is a JSON object with "type": "object", as
// MCP wants tool schemas to be.
func schemaShape(raw json.RawMessage) error {
	if len(raw) == 0 {
		return errors.New("missing")
	}
	if len(raw) > MaxSchemaBytes {
		return fmt.Errorf("%d bytes, over the %d-byte limit", len(raw), MaxSchemaBytes)
	}
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		return fmt.Errorf("not a JSON object: %w", err)
	}
	if m["type"] != "object" {
		return fmt.Errorf(`"type" is %v, want "object"`, m["type"])
	}
	return nil
}

// validateURITemplate checks an RFC 6570 level-1 style template: balanced
// braces, identifier variables, a scheme.
func validateURITemplate(t string) error {
	if t == "" || len(t) > 1024 {
		return errors.New("empty or too long")
	}
	if !strings.Contains(t, "://") {
		return errors.New("no scheme")
	}
	depth := 0
	for _, r := range t {
		switch r {
		case '{':
			depth++
			if depth > 1 {
				return errors.New("nested brace")
			}
		case '}':
			depth--
			if depth < 0 {
				return errors.New("unbalanced brace")
			}
		case ' ', '\n', '\t':
			return errors.New("whitespace")
		}
	}
	if depth != 0 {
		return errors.New("unbalanced brace")
	}
	return nil
}
