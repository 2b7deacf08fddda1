package jsapi

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/pkgdocs/pkgdocs/plugins/npm/dts"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// maxJSONKeys bounds the names a JSON module lists, as a declaration
// outline's symbols are bounded (dts.Limits.MaxSymbols): its keys are
// one line each, with no members or bodies to read, and an icon set's
// catalogue (@tabler/icons' icons.json) has over 5,000 of them.
const maxJSONKeys = 20_000

// scanJSON lists a JSON module's API: a package whose main entry is a
// JSON file (tzdata: "main": "timezone-data.json") is what require()
// and a JSON import give, an object whose top-level keys are its names
// (zones, rules, version), each typed by its value's JSON kind. Anything
// but an object exports no names.
func (s *Scanner) scanJSON(entry string) *dts.Result {
	res := &dts.Result{}
	src, ok := s.Files[entry]
	if !ok {
		return res
	}
	dec := json.NewDecoder(bytes.NewReader(src))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		if err != nil {
			s.Errors = append(s.Errors, fmt.Sprintf("%s: %v", entry, err))
		}
		return res
	}
	seen := map[string]bool{}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			s.Errors = append(s.Errors, fmt.Sprintf("%s: %v", entry, err))
			return res
		}
		key, _ := t.(string)
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			s.Errors = append(s.Errors, fmt.Sprintf("%s: %v", entry, err))
			return res
		}
		if key == "" || seen[key] {
			continue // the last of a repeated key wins at run time; its kind is the first's here
		}
		seen[key] = true
		if len(res.Symbols) >= s.MaxSymbols {
			res.Truncated = true
			break
		}
		name := key
		if !isIdent(key) {
			name = fmt.Sprintf("%q", key)
		}
		res.Symbols = append(res.Symbols, sdk.Symbol{Name: key, Kind: "property", Signature: name + ": " + jsonKind(v)})
	}
	return res
}

// jsonKind is the TypeScript-like type of a JSON value, by its kind only.
func jsonKind(v json.RawMessage) string {
	switch b := bytes.TrimSpace(v); {
	case len(b) == 0:
		return "unknown"
	case b[0] == '{':
		return "object"
	case b[0] == '[':
		return "unknown[]"
	case b[0] == '"':
		return "string"
	case b[0] == 't' || b[0] == 'f':
		return "boolean"
	case b[0] == 'n':
		return "null"
	default:
		return "number"
	}
}

// isIdent reports whether s is written as a plain property name.
func isIdent(s string) bool {
	for i, r := range s {
		if r == '_' || r == '$' || ('a' <= r && r <= 'z') || ('A' <= r && r <= 'Z') || (i > 0 && '0' <= r && r <= '9') {
			continue
		}
		return false
	}
	return s != ""
}
