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
	Name     string `json:"name"`
	Version  string `json:"version"`
	Resolved string `json:"resolved"`
	Link     bool   `json:"link"`
	// The ranges the package asks for its dependencies, as its
	// package.json has them (the project's own under "").
	Dependencies         map[string]string `json:"dependencies"`
	DevDependencies      map[string]string `json:"devDependencies"`
	OptionalDependencies map[string]string `json:"optionalDependencies"`
	PeerDependencies     map[string]string `json:"peerDependencies"`
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
		urlSpec := declaredURL(pl.Packages, name)
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
			// git and file origins show in "resolved"; a tarball URL's
			// only in the range that asked for it, as a registry's
			// tarball may have any URL (GitHub's npm registry's has no
			// "/-/").
			if o, ok := SpecOrigin(p.Resolved); ok && (!strings.HasPrefix(o, "http") || urlSpec) {
				c.origin = o
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
				if o, ok := SpecOrigin(d.Version); ok {
					// v1 records a git or tarball dependency's URL
					// in place of its version.
					c.origin, c.version = o, ""
				}
				out = append(out, c)
			}
			walk(d.Dependencies, depth+1)
		}
	}
	walk(pl.Dependencies, 1)
	return out, format, nil
}

// declaredURL reports whether any package in a v2/v3 lockfile (the project
// first among them) asks for name by a tarball URL that is not a
// registry's.
func declaredURL(pkgs map[string]lockPackage, name string) bool {
	for _, p := range pkgs {
		for _, deps := range []map[string]string{p.Dependencies, p.DevDependencies, p.OptionalDependencies, p.PeerDependencies} {
			if o, ok := SpecOrigin(deps[name]); ok && strings.HasPrefix(o, "http") {
				return true
			}
		}
	}
	return false
}
