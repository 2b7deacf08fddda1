package lockfile

import (
	"encoding/json"
	"fmt"
	"path"
	"strings"
)

type packageLock struct {
	LockfileVersion int                    `json:"lockfileVersion"`
	Packages        map[string]lockPackage `json:"packages"`
	Dependencies    map[string]lockDepV1   `json:"dependencies"`
}

type lockPackage struct {
	Name    string `json:"name"`
	Version string `json:"version"`
	Link    bool   `json:"link"`
}

type lockDepV1 struct {
	Version      string               `json:"version"`
	Dependencies map[string]lockDepV1 `json:"dependencies"`
}

// parsePackageLock reads package-lock.json / npm-shrinkwrap.json. v2 and v3
// key installs by path ("node_modules/a/node_modules/b",
// "packages/x/node_modules/b"); v1 nests "dependencies" objects.
func parsePackageLock(data []byte, rel, name string) ([]candidate, string, error) {
	var pl packageLock
	if err := json.Unmarshal(data, &pl); err != nil {
		return nil, "", err
	}
	format := fmt.Sprintf("package-lock v%d", pl.LockfileVersion)
	var out []candidate
	if len(pl.Packages) > 0 {
		own := "node_modules/" + name
		if rel != "." && rel != "" {
			own = path.Join(rel, "node_modules", name)
		}
		for key, p := range pl.Packages {
			if p.Link || !(key == "node_modules/"+name || strings.HasSuffix(key, "/node_modules/"+name)) {
				continue
			}
			c := candidate{name: name, version: p.Version, rank: 2}
			switch key {
			case own:
				c.rank = 0
			case "node_modules/" + name:
				c.rank = 1
			}
			if p.Name != "" {
				c.name = p.Name // alias: "node_modules/foo": {"name": "bar"}
			}
			out = append(out, c)
		}
		return out, format, nil
	}
	var walk func(deps map[string]lockDepV1, depth int)
	walk = func(deps map[string]lockDepV1, depth int) {
		for n, d := range deps {
			if n == name {
				c := candidate{name: name, version: d.Version, rank: min(depth, 2)}
				if strings.HasPrefix(d.Version, "npm:") {
					c.name, c.version = splitSpec(strings.TrimPrefix(d.Version, "npm:"))
				}
				out = append(out, c)
			}
			walk(d.Dependencies, depth+1)
		}
	}
	walk(pl.Dependencies, 1)
	return out, format, nil
}
