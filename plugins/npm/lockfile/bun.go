package lockfile

import (
	"encoding/json"
	"fmt"
	"strings"
)

type bunLock struct {
	LockfileVersion int                          `json:"lockfileVersion"`
	Workspaces      map[string]bunWorkspace      `json:"workspaces"`
	Packages        map[string][]json.RawMessage `json:"packages"`
	// PatchedDependencies are the packages `bun patch` changes:
	// name@version (or name) → the patch file.
	PatchedDependencies map[string]string `json:"patchedDependencies"`
}

type bunWorkspace struct {
	Name                                                                  string
	Dependencies, DevDependencies, OptionalDependencies, PeerDependencies map[string]string
}

// parseBun reads bun.lock, the text lockfile bun writes since 1.2: JSON
// with trailing commas (StandardJSON). "workspaces" holds each workspace's ranges keyed
// by its directory ("" for the root); "packages" holds each install as
// [ "real@version", … ] keyed by its name when hoisted, or by its parent's
// key and its name when nested ("is-odd/is-number", "web/react" for a
// workspace's own copy). Aliases key the real package by the alias.
func parseBun(data []byte, rel, name string) ([]candidate, string, error) {
	var bl bunLock
	if err := json.Unmarshal(StandardJSON(data), &bl); err != nil {
		return nil, "", err
	}
	format := fmt.Sprintf("bun.lock v%d", bl.LockfileVersion)
	if rel == "." {
		rel = ""
	}
	ws := bl.Workspaces[rel]
	spec := ""
	for _, deps := range []map[string]string{ws.Dependencies, ws.DevDependencies, ws.OptionalDependencies, ws.PeerDependencies} {
		if r, ok := deps[name]; ok {
			spec = r
			break
		}
	}
	workspaceNames := map[string]bool{}
	for _, w := range bl.Workspaces {
		if w.Name != "" {
			workspaceNames[w.Name] = true
		}
	}
	var out []candidate
	for key, entry := range bl.Packages {
		rank := -1
		switch {
		case ws.Name != "" && key == ws.Name+"/"+name:
			rank = 0
		case key == name:
			rank = 1
		default:
			// Nested under another install, or another workspace: the
			// parent is a key or a workspace's name ("@scope/ms" is a
			// package of its own, not ms nested under "@scope").
			if parent, ok := strings.CutSuffix(key, "/"+name); ok && (bl.Packages[parent] != nil || workspaceNames[parent]) {
				rank = 2
			}
		}
		if rank < 0 || len(entry) == 0 {
			continue
		}
		var ident string
		if json.Unmarshal(entry[0], &ident) != nil {
			continue
		}
		real, version := splitSpec(ident)
		c := candidate{name: real, version: version, rank: rank}
		if o, ok := SpecOrigin(version); ok {
			c.origin, c.version = o, "" // bun.lock keeps no version for these
		}
		if rank < 2 {
			c.spec = strings.TrimPrefix(spec, "npm:"+real+"@")
		}
		if c.origin == "" {
			for _, k := range []string{real + "@" + version, real} {
				if f, ok := bl.PatchedDependencies[k]; ok {
					c.patch = f
					break
				}
			}
		}
		out = append(out, c)
	}
	return out, format, nil
}

// StandardJSON turns the JSON-with-comments bun.lock and deno.jsonc are
// written in into JSON encoding/json reads: it drops "//" and "/* */"
// comments and the commas before a closing brace or bracket, outside
// strings.
func StandardJSON(data []byte) []byte {
	out := make([]byte, 0, len(data))
	inString, escaped := false, false
	for i := 0; i < len(data); i++ {
		c := data[i]
		if inString {
			out = append(out, c)
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
			continue
		}
		switch {
		case c == '"':
			inString = true
		case c == '/' && i+1 < len(data) && data[i+1] == '/':
			for i < len(data) && data[i] != '\n' {
				i++
			}
			i--
			continue
		case c == '/' && i+1 < len(data) && data[i+1] == '*':
			end := strings.Index(string(data[i+2:]), "*/")
			if end < 0 {
				return out
			}
			i += end + 3
			continue
		case c == ',':
			j := i + 1
			for j < len(data) {
				if data[j] == ' ' || data[j] == '\t' || data[j] == '\n' || data[j] == '\r' {
					j++
				} else if data[j] == '/' && j+1 < len(data) && data[j+1] == '/' {
					for j < len(data) && data[j] != '\n' {
						j++
					}
				} else {
					break
				}
			}
			if j < len(data) && (data[j] == '}' || data[j] == ']') {
				continue
			}
		}
		out = append(out, c)
	}
	return out
}
