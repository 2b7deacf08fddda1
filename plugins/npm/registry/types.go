package registry

import (
	"encoding/json"
	"reflect"
	"strings"
)

// Manifest is one version's package.json as the registry serves it, with
// the fields the provider reads.
type Manifest struct {
	Name                 string                             `json:"name"`
	Version              string                             `json:"version"`
	Description          string                             `json:"description"`
	License              License                            `json:"license"`
	Licenses             License                            `json:"licenses"` // legacy form, usually a list
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
	Engines              StringMap                          `json:"engines"`
	Dependencies         StringMap                          `json:"dependencies"`
	DevDependencies      StringMap                          `json:"devDependencies"`
	PeerDependencies     StringMap                          `json:"peerDependencies"`
	PeerDependenciesMeta map[string]struct{ Optional bool } `json:"peerDependenciesMeta"`
	OptionalDependencies StringMap                          `json:"optionalDependencies"`
	Keywords             json.RawMessage                    `json:"keywords"`
	Dist                 Dist                               `json:"dist"`

	// Dropped lists the fields present in the document that did not have
	// the expected shape and were left out (old manifests carry engines
	// as an array, types as an object, ...).
	Dropped []string `json:"-"`
}

// UnmarshalJSON decodes a manifest field by field: a field that does not
// fit its type is dropped and named in Dropped, never the whole document,
// because the registry serves every manifest ever published and old ones
// predate today's conventions. A document that is not an object decodes
// empty (the caller checks for a version).
func (m *Manifest) UnmarshalJSON(b []byte) error {
	var raw map[string]json.RawMessage
	*m = Manifest{}
	if err := json.Unmarshal(b, &raw); err != nil {
		m.Dropped = []string{"(the document is not an object)"}
		return nil // a packument's odd version entry must not sink the rest
	}
	v := reflect.ValueOf(m).Elem()
	t := v.Type()
	for i := range t.NumField() {
		key, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		data, ok := raw[key]
		if key == "-" || !ok {
			continue
		}
		if err := json.Unmarshal(data, v.Field(i).Addr().Interface()); err != nil {
			v.Field(i).SetZero()
			m.Dropped = append(m.Dropped, key)
		}
	}
	return nil
}

// StringMap reads an object of strings (engines, dependencies), keeping
// the entries whose value is a string. The old array form of engines,
// ["node >= 0.8"], becomes {"node": ">= 0.8"}; any other shape is empty.
type StringMap map[string]string

func (sm *StringMap) UnmarshalJSON(b []byte) error {
	var obj map[string]json.RawMessage
	if json.Unmarshal(b, &obj) == nil {
		out := StringMap{}
		for k, raw := range obj {
			var s string
			if json.Unmarshal(raw, &s) == nil {
				out[k] = s
			}
		}
		*sm = out
		return nil
	}
	var list []string
	if err := json.Unmarshal(b, &list); err == nil {
		out := StringMap{}
		for _, e := range list {
			name, rng, _ := strings.Cut(strings.TrimSpace(e), " ")
			if name != "" {
				out[name] = strings.TrimSpace(rng)
			}
		}
		*sm = out
		return nil
	}
	*sm = nil
	return nil
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
	DistTags StringMap            `json:"dist-tags"`
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

// License reads "MIT", {"type": "MIT"} or [{"type": ...}, "..."] (the
// last as "A OR B").
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
		return nil
	}
	var list []License
	if json.Unmarshal(b, &list) == nil {
		var parts []string
		for _, e := range list {
			if e != "" {
				parts = append(parts, string(e))
			}
		}
		*l = License(strings.Join(parts, " OR "))
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
	return string(m.Licenses)
}
