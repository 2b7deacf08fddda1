package lockfile

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/BurntSushi/toml"
)

// uvIndexes are uv's index settings, the same in pyproject.toml's
// [tool.uv] and in uv.toml: [[index]] entries, and the older index-url
// (the default index) and extra-index-url; find-links and no-index.
type uvIndexes struct {
	Index []struct {
		Name     string `toml:"name"`
		URL      string `toml:"url"`
		Default  bool   `toml:"default"`
		Explicit bool   `toml:"explicit"`
		// Format "flat": a directory or page of distribution files,
		// as find-links, not a simple index.
		Format string `toml:"format"`
	} `toml:"index"`
	IndexURL      string   `toml:"index-url"`
	ExtraIndexURL []string `toml:"extra-index-url"`
	FindLinks     []string `toml:"find-links"`
	NoIndex       bool     `toml:"no-index"`
}

// Links are uv's settings for where it finds distributions besides an
// index: find-links directories and flat indexes on this machine, and
// no-index. File is the settings file they come from.
type Links struct {
	File string
	// FindLinks are the local find-links directories and flat indexes
	// uv searches for every package (not explicit ones), absolute.
	FindLinks []string
	// Flat maps the name of an [[index]] entry that is a flat index on
	// this machine to its directory: a package [tool.uv.sources] pins to
	// it comes from there.
	Flat map[string]string
	// NoIndex: uv asks no index, only FindLinks.
	NoIndex bool
}

// LocalDir is the directory a find-links entry or a flat index's url
// names on this machine (a path, relative to base, or a file: URL); ok
// is false for a remote one.
func LocalDir(s, base string) (string, bool) {
	s = strings.TrimSpace(s)
	if rest, ok := strings.CutPrefix(s, "file://"); ok {
		s = rest
	}
	if s == "" || strings.Contains(s, "://") {
		return "", false
	}
	if !filepath.IsAbs(s) {
		s = filepath.Join(base, filepath.FromSlash(s))
	}
	return filepath.Clean(s), true
}

// localFlat reports whether an [[index]] entry is a flat index on this
// machine, and its directory.
func localFlat(format, url, base string) (string, bool) {
	if format != "flat" {
		return "", false
	}
	return LocalDir(url, base)
}

// links reads the find-links, flat-index and no-index settings of a
// settings file in directory base.
func (u uvIndexes) links(file string) Links {
	base := filepath.Dir(file)
	l := Links{File: file, NoIndex: u.NoIndex}
	for _, f := range u.FindLinks {
		if d, ok := LocalDir(f, base); ok {
			l.FindLinks = append(l.FindLinks, d)
		}
	}
	for _, ix := range u.Index {
		d, ok := localFlat(ix.Format, ix.URL, base)
		if !ok {
			continue
		}
		if ix.Name != "" {
			if l.Flat == nil {
				l.Flat = map[string]string{}
			}
			l.Flat[ix.Name] = d
		}
		if !ix.Explicit {
			l.FindLinks = append(l.FindLinks, d)
		}
	}
	return l
}

// list is the indexes in uv's order of priority: [[index]] entries as
// written, then extra-index-url, then index-url, which uv ranks below
// every [[index]] entry (and so a default [[index]] entry replaces it).
// A flat index on this machine is no index to ask (links has it).
func (u uvIndexes) list() []Index {
	var out []Index
	for _, ix := range u.Index {
		if _, ok := localFlat(ix.Format, ix.URL, ""); ok {
			continue
		}
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
	return &Project{File: path, IndexFile: path, Indexes: doc.list(), Links: doc.links(path)}, nil
}
