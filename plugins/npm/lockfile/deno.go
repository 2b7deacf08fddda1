package lockfile

import (
	"encoding/json"
	"fmt"
	"strings"
)

type denoLock struct {
	Version    string            `json:"version"`
	Specifiers map[string]string `json:"specifiers"` // v4, v5
	NPM        map[string]any    `json:"npm"`        // v4, v5
	Packages   struct {          // v3
		Specifiers map[string]string `json:"specifiers"`
		NPM        map[string]any    `json:"npm"`
	} `json:"packages"`
}

// parseDeno reads deno.lock (v3 to v5). Its specifiers map what the
// project imports ("npm:ms@^2.0.0") to the version resolved ("2.0.0", v3
// "npm:ms@2.0.0", a peer suffix after "_"): those for name are the
// project's own. Its "npm" keys ("ms@2.0.0") are every npm package
// installed, the project's dependencies' included.
func parseDeno(data []byte, name string) ([]candidate, string, error) {
	var dl denoLock
	if err := json.Unmarshal(data, &dl); err != nil {
		return nil, "", err
	}
	format := fmt.Sprintf("deno.lock v%s", dl.Version)
	specs, installs := dl.Specifiers, dl.NPM
	if len(specs) == 0 && len(installs) == 0 {
		specs, installs = dl.Packages.Specifiers, dl.Packages.NPM
	}
	var out []candidate
	for spec, resolved := range specs {
		ref, ok := strings.CutPrefix(spec, "npm:")
		if !ok {
			continue
		}
		n, rng := splitSpec(ref)
		if n != name {
			continue
		}
		v := strings.TrimPrefix(resolved, "npm:")
		if rn, rv := splitSpec(v); rv != "" {
			if rn != name {
				continue
			}
			v = rv
		}
		v, _, _ = strings.Cut(v, "_")
		out = append(out, candidate{name: name, version: v, spec: rng, rank: 0})
	}
	for key := range installs {
		key, _, _ = strings.Cut(key, "_")
		if n, v := splitSpec(key); n == name {
			out = append(out, candidate{name: name, version: v, rank: 1})
		}
	}
	return out, format, nil
}
