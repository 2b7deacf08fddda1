package registry

import (
	"encoding/json"
	"strings"
)

// Manifest is one version's package.json as the registry serves it, with
// the fields the provider reads.
type Manifest struct {
	Name                 string                             `json:"name"`
	Version              string                             `json:"version"`
	Description          string                             `json:"description"`
	License              License                            `json:"license"`
	Licenses             []License                          `json:"licenses"` // legacy form
	Homepage             string                             `json:"homepage"`
	Repository           URLField                           `json:"repository"`
	Bugs                 URLField                           `json:"bugs"`
	Deprecated           Deprecation                        `json:"deprecated"`
	Type                 string                             `json:"type"` // "module" or "commonjs"
	Main                 string                             `json:"main"`
	Module               string                             `json:"module"`
	Browser              json.RawMessage                    `json:"browser"`
	Types                string                             `json:"types"`
	Typings              string                             `json:"typings"`
	TypesVersions        json.RawMessage                    `json:"typesVersions"`
	Exports              json.RawMessage                    `json:"exports"`
	Bin                  json.RawMessage                    `json:"bin"`
	Engines              map[string]string                  `json:"engines"`
	Dependencies         map[string]string                  `json:"dependencies"`
	DevDependencies      map[string]string                  `json:"devDependencies"`
	PeerDependencies     map[string]string                  `json:"peerDependencies"`
	PeerDependenciesMeta map[string]struct{ Optional bool } `json:"peerDependenciesMeta"`
	OptionalDependencies map[string]string                  `json:"optionalDependencies"`
	Keywords             json.RawMessage                    `json:"keywords"`
	Dist                 Dist                               `json:"dist"`
}

// Dist is where the tarball is and how to check it.
type Dist struct {
	Tarball      string `json:"tarball"`
	Integrity    string `json:"integrity"`
	Shasum       string `json:"shasum"`
	UnpackedSize int64  `json:"unpackedSize"`
	FileCount    int    `json:"fileCount"`
}

// Packument is the (abbreviated) document listing all versions.
type Packument struct {
	Name     string               `json:"name"`
	DistTags map[string]string    `json:"dist-tags"`
	Versions map[string]*Manifest `json:"versions"`
}

// VersionList returns the published versions, unordered.
func (p *Packument) VersionList() []string {
	out := make([]string, 0, len(p.Versions))
	for v := range p.Versions {
		out = append(out, v)
	}
	return out
}

// License reads "MIT", {"type": "MIT"} or [{"type": ...}].
type License string

func (l *License) UnmarshalJSON(b []byte) error {
	var s string
	if json.Unmarshal(b, &s) == nil {
		*l = License(s)
		return nil
	}
	var o struct{ Type string }
	if json.Unmarshal(b, &o) == nil {
		*l = License(o.Type)
	}
	return nil
}

// URLField reads "url", {"url": "...", "directory": "..."} (repository,
// bugs) into a plain URL, dropping git+ prefixes and .git suffixes.
type URLField struct {
	URL       string
	Directory string
}

func (u *URLField) UnmarshalJSON(b []byte) error {
	var s string
	if json.Unmarshal(b, &s) == nil {
		u.URL = normalizeRepo(s)
		return nil
	}
	var o struct{ URL, Directory string }
	if json.Unmarshal(b, &o) == nil {
		u.URL, u.Directory = normalizeRepo(o.URL), o.Directory
	}
	return nil
}

// normalizeRepo turns "git+https://github.com/a/b.git" and the "github:a/b"
// / "a/b" shorthands into browsable URLs. Other forms stay as they are.
func normalizeRepo(s string) string {
	s = strings.TrimSpace(s)
	switch {
	case strings.HasPrefix(s, "github:"):
		s = "https://github.com/" + strings.TrimPrefix(s, "github:")
	case strings.HasPrefix(s, "gitlab:"):
		s = "https://gitlab.com/" + strings.TrimPrefix(s, "gitlab:")
	case strings.HasPrefix(s, "bitbucket:"):
		s = "https://bitbucket.org/" + strings.TrimPrefix(s, "bitbucket:")
	case !strings.Contains(s, ":") && strings.Count(s, "/") == 1:
		s = "https://github.com/" + s
	}
	s = strings.TrimPrefix(s, "git+")
	if rest, ok := strings.CutPrefix(s, "git://"); ok {
		s = "https://" + rest
	}
	if rest, ok := strings.CutPrefix(s, "ssh://git@"); ok {
		s = "https://" + rest
	}
	if rest, ok := strings.CutPrefix(s, "git@"); ok {
		s = "https://" + strings.Replace(rest, ":", "/", 1)
	}
	return strings.TrimSuffix(s, ".git")
}

// Deprecation reads "deprecated": a message, or false/true.
type Deprecation string

func (d *Deprecation) UnmarshalJSON(b []byte) error {
	var s string
	if json.Unmarshal(b, &s) == nil {
		*d = Deprecation(s)
		return nil
	}
	var t bool
	if json.Unmarshal(b, &t) == nil && t {
		*d = "deprecated"
	}
	return nil
}

// LicenseString is the manifest's license in either form.
func (m *Manifest) LicenseString() string {
	if m.License != "" {
		return string(m.License)
	}
	var parts []string
	for _, l := range m.Licenses {
		if l != "" {
			parts = append(parts, string(l))
		}
	}
	return strings.Join(parts, " OR ")
}
