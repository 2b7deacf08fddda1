package kvargs

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// schema is the part of a JSON Schema this package reads.
type schema struct {
	Type                 json.RawMessage    `json:"type"`
	Properties           map[string]*schema `json:"properties"`
	Items                *schema            `json:"items"`
	AdditionalProperties json.RawMessage    `json:"additionalProperties"`
}

// Parse turns key=value words into a JSON object typed by inputSchema, a
// tool's input JSON Schema (nil or empty: no schema). See the package
// comment for the rules. Errors name the argument and what was expected.
func Parse(words []string, inputSchema json.RawMessage) (map[string]any, error) {
	var s schema
	if len(bytes.TrimSpace(inputSchema)) > 0 {
		if err := json.Unmarshal(inputSchema, &s); err != nil {
			return nil, fmt.Errorf("tool input schema: %w", err)
		}
	}
	var extra *schema
	if len(s.AdditionalProperties) > 0 && s.AdditionalProperties[0] == '{' {
		extra = new(schema)
		if err := json.Unmarshal(s.AdditionalProperties, extra); err != nil {
			return nil, fmt.Errorf("tool input schema: additionalProperties: %w", err)
		}
	}
	out := make(map[string]any, len(words))
	for _, w := range words {
		k, v, ok := strings.Cut(w, "=")
		if !ok || k == "" {
			return nil, fmt.Errorf("argument %q: want key=value", w)
		}
		prop := s.Properties[k]
		if prop == nil && len(s.Properties) > 0 {
			if extra == nil {
				return nil, fmt.Errorf("argument %s: unknown (the tool takes %s)", k, strings.Join(slices.Sorted(maps.Keys(s.Properties)), ", "))
			}
			prop = extra
		}
		typ := "string" // no schema: strings
		if prop != nil {
			typ = prop.typ()
		}
		if typ == "array" {
			items, err := arrayItems(k, v, prop.Items)
			if err != nil {
				return nil, err
			}
			if prev, ok := out[k].([]any); ok {
				items = append(prev, items...)
			}
			out[k] = items
			continue
		}
		if _, dup := out[k]; dup {
			return nil, fmt.Errorf("argument %s: given twice (only arrays repeat)", k)
		}
		x, err := value(k, v, typ)
		if err != nil {
			return nil, err
		}
		out[k] = x
	}
	return out, nil
}

// typ is the type s declares: "string" if a type list allows it, else the
// first non-null one; "" for none.
func (s *schema) typ() string {
	if s == nil || len(s.Type) == 0 {
		return ""
	}
	var one string
	if json.Unmarshal(s.Type, &one) == nil {
		return one
	}
	var list []string
	if json.Unmarshal(s.Type, &list) != nil {
		return ""
	}
	if slices.Contains(list, "string") {
		return "string"
	}
	for _, t := range list {
		if t != "null" {
			return t
		}
	}
	return ""
}

// integer is a decimal integer as JSON writes one.
var integer = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^-?(0|[1-9][0-9]*)$`) })

// value types one word.
func value(k, v, typ string) (any, error) {
	switch typ {
	case "string":
		return v, nil
	case "integer":
		if !integer().MatchString(v) {
			return nil, fmt.Errorf("argument %s: %q is not an integer", k, v)
		}
		return json.Number(v), nil
	case "number":
		if !isJSONNumber(v) {
			return nil, fmt.Errorf("argument %s: %q is not a number", k, v)
		}
		if _, err := strconv.ParseFloat(v, 64); err != nil {
			return nil, fmt.Errorf("argument %s: %q is out of range", k, v)
		}
		return json.Number(v), nil
	case "boolean":
		switch v {
		case "true":
			return true, nil
		case "false":
			return false, nil
		}
		return nil, fmt.Errorf("argument %s: %q is not true or false", k, v)
	case "null":
		if v != "null" && v != "" {
			return nil, fmt.Errorf("argument %s: %q is not null", k, v)
		}
		return nil, nil
	case "object":
		x, err := decode(v)
		if _, ok := x.(map[string]any); err != nil || !ok {
			return nil, fmt.Errorf("argument %s: %q is not a JSON object", k, v)
		}
		return x, nil
	}
	// No declared type: a JSON value if it is one, else the string.
	if x, err := decode(v); err == nil {
		return x, nil
	}
	return v, nil
}

// arrayItems types one word of an array argument: a JSON array, or
// comma-separated items.
func arrayItems(k, v string, items *schema) ([]any, error) {
	typ := items.typ()
	if strings.HasPrefix(strings.TrimSpace(v), "[") {
		x, err := decode(v)
		list, ok := x.([]any)
		if err != nil || !ok {
			return nil, fmt.Errorf("argument %s: %q is not a JSON array", k, v)
		}
		if typ == "" {
			return list, nil
		}
		for i, it := range list {
			if !is(it, typ) {
				return nil, fmt.Errorf("argument %s: item %d of %s is not of type %s", k, i, v, typ)
			}
		}
		return list, nil
	}
	if v == "" {
		return []any{}, nil
	}
	parts := strings.Split(v, ",")
	out := make([]any, 0, len(parts))
	for _, p := range parts {
		if typ == "" {
			typ = "string"
		}
		x, err := value(k, p, typ)
		if err != nil {
			return nil, err
		}
		out = append(out, x)
	}
	return out, nil
}

// is reports whether the decoded JSON value x is of JSON Schema type typ.
func is(x any, typ string) bool {
	switch x := x.(type) {
	case string:
		return typ == "string"
	case json.Number:
		return typ == "number" || (typ == "integer" && integer().MatchString(x.String()))
	case bool:
		return typ == "boolean"
	case map[string]any:
		return typ == "object"
	case []any:
		return typ == "array"
	case nil:
		return typ == "null"
	}
	return false
}

// decode parses one JSON value, numbers as json.Number.
func decode(v string) (any, error) {
	d := json.NewDecoder(strings.NewReader(v))
	d.UseNumber()
	var x any
	if err := d.Decode(&x); err != nil {
		return nil, err
	}
	if _, err := d.Token(); err != io.EOF {
		return nil, fmt.Errorf("more than one JSON value")
	}
	return x, nil
}

// isJSONNumber reports whether v is exactly a JSON number literal
// (not "+1", ".5", "007", "NaN", " 1").
func isJSONNumber(v string) bool { return jsonNumberRE().MatchString(v) }

var jsonNumberRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$`)
})
