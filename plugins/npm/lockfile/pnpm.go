package lockfile

import (
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/pkgdocs/pkgdocs/plugins/npm/semrange"
)

type pnpmLock struct {
	LockfileVersion any                     `yaml:"lockfileVersion"`
	Importers       map[string]pnpmImporter `yaml:"importers"`
	pnpmImporter    `yaml:",inline"`
	Packages        map[string]yaml.Node `yaml:"packages"`
	// PatchedDependencies are the packages `pnpm patch` changes, keyed
	// name@version or name (every version): {hash, path} (pnpm 7 to 9)
	// or the hash alone (pnpm 6).
	PatchedDependencies map[string]yaml.Node `yaml:"patchedDependencies"`
}

// pnpmPatch is the patch file pnpm applies to name@version ("a patch"
// when the lockfile records only its hash), "" for none.
func (pl *pnpmLock) pnpmPatch(name, version string) string {
	for _, key := range []string{name + "@" + version, name} {
		node, ok := pl.PatchedDependencies[key]
		if !ok {
			continue
		}
		var v struct{ Path string }
		if node.Kind == yaml.MappingNode && node.Decode(&v) == nil && v.Path != "" {
			return v.Path
		}
		return "a patch"
	}
	return ""
}

type pnpmImporter struct {
	Specifiers           map[string]string    `yaml:"specifiers"`
	Dependencies         map[string]yaml.Node `yaml:"dependencies"`
	DevDependencies      map[string]yaml.Node `yaml:"devDependencies"`
	OptionalDependencies map[string]yaml.Node `yaml:"optionalDependencies"`
}

// parsePNPM reads pnpm-lock.yaml. The project's own dependency comes from
// importers[rel] (v5 single projects keep it at the top level); its version
// is "1.2.3" (v5, maybe with a "_peer@x" suffix) or {specifier, version}
// with a "(peer@x)" suffix (v6, v9); aliases read "/bar/1.0.0" (v5),
// "/bar@1.0.0" (v6) or "bar@1.0.0" (v9). Other versions of the package
// installed deeper come from the packages keys.
func parsePNPM(data []byte, rel, name string) ([]candidate, string, error) {
	var pl pnpmLock
	if err := yaml.Unmarshal(data, &pl); err != nil {
		return nil, "", err
	}
	format := fmt.Sprintf("pnpm-lock %v", pl.LockfileVersion)
	var out []candidate
	importer := func(im pnpmImporter, rank int) {
		for _, deps := range []map[string]yaml.Node{im.Dependencies, im.DevDependencies, im.OptionalDependencies} {
			node, ok := deps[name]
			if !ok {
				continue
			}
			spec, version := im.Specifiers[name], ""
			switch node.Kind {
			case yaml.ScalarNode:
				version = node.Value
			case yaml.MappingNode:
				var v struct{ Specifier, Version string }
				if node.Decode(&v) == nil {
					spec, version = v.Specifier, v.Version
				}
			}
			if o, ok := pnpmOrigin(version); ok {
				// The packages entry, keyed "name@<url>" (pnpm 9) or
				// "/name@<url>" (6), has the version its package.json
				// gives.
				var v string
				for _, key := range []string{name + "@" + version, "/" + name + "@" + version, version, "/" + version} {
					if v = pnpmPackageVersion(pl.Packages[key]); v != "" {
						break
					}
				}
				out = append(out, candidate{name: name, version: v, spec: spec, rank: rank, origin: o})
				continue
			}
			real, ver := pnpmVersion(name, version)
			out = append(out, candidate{name: real, version: ver, spec: spec, rank: rank})
		}
	}
	if rel == "" {
		rel = "."
	}
	if im, ok := pl.Importers[rel]; ok {
		importer(im, 0)
	}
	importer(pl.pnpmImporter, 0)
	for key := range pl.Packages {
		n, v := pnpmPackageKey(key)
		if n == name {
			c := candidate{name: n, version: v, rank: 2}
			if o, ok := pnpmOrigin(v); ok {
				c.origin, c.version = o, pnpmPackageVersion(pl.Packages[key])
			}
			out = append(out, c)
		}
	}
	for i := range out {
		if out[i].origin == "" {
			out[i].patch = pl.pnpmPatch(out[i].name, out[i].version)
		}
	}
	return out, format, nil
}

// pnpmVersion reads an importer's version field for name: a plain version
// with peer suffixes, or an alias to another package.
func pnpmVersion(name, v string) (string, string) {
	if strings.HasPrefix(v, "link:") || strings.HasPrefix(v, "file:") {
		return name, ""
	}
	if i := strings.IndexByte(v, '('); i >= 0 {
		v = v[:i]
	}
	if plain, _, _ := strings.Cut(v, "_"); semrange.IsVersion(plain) {
		return name, plain
	}
	if strings.HasPrefix(v, "/") || strings.HasPrefix(v, "npm:") || strings.Contains(strings.TrimPrefix(v, "@"), "@") {
		if n, ver := pnpmPackageKey(strings.TrimPrefix(v, "npm:")); n != "" {
			return n, ver
		}
	}
	return name, v
}

// pnpmPackageKey splits a packages key: "/name/1.2.3_peer" (v5),
// "/name@1.2.3(peer)" (v6), "name@1.2.3(peer)" (v9), scoped names too.
func pnpmPackageKey(key string) (name, version string) {
	if strings.HasPrefix(key, "/") {
		// v5 first: segments are name (one or two) then the version, peers
		// after "_" with their slashes written as "+".
		seg := strings.Split(key[1:], "/")
		n := 1
		if strings.HasPrefix(key, "/@") {
			n = 2
		}
		if len(seg) == n+1 {
			v, _, _ := strings.Cut(seg[n], "_")
			if semrange.IsVersion(v) {
				return strings.Join(seg[:n], "/"), v
			}
		}
	}
	key = strings.TrimPrefix(key, "/")
	if i := strings.IndexByte(key, '('); i >= 0 {
		key = key[:i]
	}
	if n, v := splitSpec(key); v != "" {
		return n, v
	}
	return "", ""
}

// pnpmOrigin reads a non-registry source from a version field or a
// packages key's version part: a git or tarball URL (pnpm 9:
// "git+https://host/repo.git#sha", "https://host/x.tgz"; pnpm 7 and 8
// "github.com/owner/repo/sha", "host/path/x.tgz" with no scheme).
// link: and file: dependencies are the project's own directories.
func pnpmOrigin(v string) (string, bool) {
	if strings.HasPrefix(v, "link:") || strings.HasPrefix(v, "file:") {
		return "", false
	}
	if i := strings.IndexByte(v, '('); i >= 0 {
		v = v[:i]
	}
	if o, ok := SpecOrigin(v); ok {
		return o, true
	}
	// A scheme-less "host/path" (pnpm 7 and 8; "@host+port/path" with a
	// port): its first segment holds a dot, and it is no name@version.
	if n, ver := pnpmPackageKey(v); n != "" && semrange.IsVersion(ver) {
		return "", false
	}
	if first, _, ok := strings.Cut(strings.TrimPrefix(v, "@"), "/"); ok && strings.Contains(first, ".") {
		return v, true
	}
	return "", false
}

// pnpmPackageVersion is a packages entry's "version" field: the version a
// git or tarball package's package.json gives.
func pnpmPackageVersion(n yaml.Node) string {
	var v struct{ Version string }
	if n.Decode(&v) != nil || !semrange.IsVersion(v.Version) {
		return ""
	}
	return v.Version
}
