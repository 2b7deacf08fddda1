package lockfile

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/BurntSushi/toml"

	"github.com/pkgdocs/pkgdocs/plugins/python/pyname"
)

// ReadPipfile reads dir/Pipfile (Pipenv's manifest); nil when absent. Its
// [[source]] entries are the indexes Pipenv installs from, the first the
// default (Pipenv searches only it unless a package names another with
// index = "..."); [packages] and [dev-packages] are the declared
// dependencies, "*" or a PEP 440 specifier, alone or as {version = ...}.
func ReadPipfile(dir string) (*Project, error) {
	path := filepath.Join(dir, "Pipfile")
	b, err := read(path)
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var doc struct {
		Source []struct {
			Name string `toml:"name"`
			URL  string `toml:"url"`
		} `toml:"source"`
		Packages    map[string]any `toml:"packages"`
		DevPackages map[string]any `toml:"dev-packages"`
	}
	if _, err := toml.Decode(string(b), &doc); err != nil {
		return nil, fmt.Errorf("parse %s: %w", path, err)
	}
	p := &Project{File: path}
	for i, s := range doc.Source {
		if s.URL != "" {
			p.Indexes = append(p.Indexes, Index{Name: s.Name, URL: s.URL, Default: i == 0, Explicit: i > 0})
		}
	}
	for _, group := range []struct {
		deps map[string]any
		name string
	}{{doc.Packages, ""}, {doc.DevPackages, "dev"}} {
		for _, name := range sortedKeys(group.deps) {
			spec := ""
			switch v := group.deps[name].(type) {
			case string:
				spec = v
			case map[string]any:
				spec, _ = v["version"].(string)
				if ix, ok := v["index"].(string); ok && ix != "" {
					p.source(name, ix)
				}
			}
			if spec == "*" {
				spec = ""
			}
			if n, s, ok := ParseRequirement(name + " " + spec); ok && pyname.ValidDist(n) {
				p.Deps = append(p.Deps, Requirement{Name: n, Specifier: s, Group: group.name})
			}
		}
	}
	return p, nil
}
