package jsapi

import (
	"encoding/json"
	"path"
	"strings"
)

// entryConditions are tried in this order for the "." export: an ESM
// entry reads best (named exports are explicit), CommonJS next.
var entryConditions = []string{"import", "module", "node", "require", "default"}

// maxConditionDepth bounds nested conditions objects.
const maxConditionDepth = 8

// Entry is the JavaScript file a package's main entry point loads: the
// "." export (import, module, node, require, default conditions), else
// "module", "main", index.js. "" when none of them is in files.
func Entry(exports json.RawMessage, module, main string, files map[string][]byte) string {
	var cands []string
	var exp any
	if len(exports) > 0 && json.Unmarshal(exports, &exp) == nil {
		if obj, ok := exp.(map[string]any); ok {
			if dot, ok := obj["."]; ok {
				exp = dot
			} else {
				for k := range obj {
					if strings.HasPrefix(k, ".") {
						exp = nil // a subpath map without "."
						break
					}
				}
			}
		}
		cands = append(cands, targets(exp, 0)...)
	}
	cands = append(cands, module, main, "index.js")
	for _, c := range cands {
		c = strings.TrimPrefix(path.Clean(strings.TrimPrefix(c, "./")), "./")
		if c == "" || c == "." || strings.HasPrefix(c, "../") {
			continue
		}
		if _, ok := files[c]; ok && strings.HasSuffix(strings.ToLower(c), ".json") {
			return c // a JSON module (Scanner.Scan reads its keys)
		}
		if f := Resolve(files, c); f != "" {
			return f
		}
	}
	return ""
}

func targets(v any, depth int) []string {
	if depth > maxConditionDepth {
		return nil
	}
	switch t := v.(type) {
	case string:
		return []string{t}
	case []any:
		var out []string
		for _, e := range t {
			out = append(out, targets(e, depth+1)...)
		}
		return out
	case map[string]any:
		var out []string
		for _, c := range entryConditions {
			if e, ok := t[c]; ok {
				out = append(out, targets(e, depth+1)...)
			}
		}
		return out
	}
	return nil
}
