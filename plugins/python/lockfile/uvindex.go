package lockfile

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/BurntSushi/toml"
)

// uvIndexes are uv's index settings, the same in pyproject.toml's
// [tool.uv] and in uv.toml: [[index]] entries, and the older index-url
// (the default index) and extra-index-url.
type uvIndexes struct {
	Index []struct {
		Name     string `toml:"name"`
		URL      string `toml:"url"`
		Default  bool   `toml:"default"`
		Explicit bool   `toml:"explicit"`
	} `toml:"index"`
	IndexURL      string   `toml:"index-url"`
	ExtraIndexURL []string `toml:"extra-index-url"`
}

// list is the indexes in uv's order of priority: [[index]] entries as
// written, then extra-index-url, then index-url, which uv ranks below
// every [[index]] entry (and so a default [[index]] entry replaces it).
func (u uvIndexes) list() []Index {
	var out []Index
	for _, ix := range u.Index {
		out = append(out, Index{Name: ix.Name, URL: ix.URL, Default: ix.Default, Explicit: ix.Explicit})
	}
	for _, x := range u.ExtraIndexURL {
		out = append(out, Index{URL: x})
	}
	if u.IndexURL != "" {
		out = append(out, Index{URL: u.IndexURL, Default: true})
	}
	return out
}

// UVTomlName is uv's project-level configuration file.
const UVTomlName = "uv.toml"

// ReadUVToml reads the index settings of dir/uv.toml, uv's project-level
// configuration file; nil when absent. Where it sits beside a
// pyproject.toml, uv reads it and ignores the pyproject's [tool.uv]
// (ReadPyproject applies that). uv.toml holds no sources: uv refuses a
// uv.toml with [sources], as sources belong to a project.
func ReadUVToml(dir string) (*Project, error) {
	path := filepath.Join(dir, UVTomlName)
	b, err := read(path)
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var doc uvIndexes
	if _, err := toml.Decode(string(b), &doc); err != nil {
		return nil, fmt.Errorf("parse %s: %w", path, err)
	}
	return &Project{File: path, IndexFile: path, Indexes: doc.list()}, nil
}
