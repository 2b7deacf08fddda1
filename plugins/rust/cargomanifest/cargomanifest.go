package cargomanifest

import (
	"fmt"
	"sort"

	"github.com/BurntSushi/toml"
)

// Manifest is a parsed Cargo.toml.
type Manifest struct {
	Package *Package
	// LibPath is [lib] path, "" for the default src/lib.rs.
	LibPath   string
	Features  map[string][]string
	Deps      []Dep
	Workspace *Workspace
	// Patches are the [patch.<source>] entries (Registry holds the
	// source: "crates-io" or a URL). Only a workspace root's count.
	Patches []Dep
}

// Package is the [package] table; inherited fields hold "" until
// Inherit fills them.
type Package struct {
	Name, Version, Description, License, Repository, Homepage, Documentation string
	RustVersion, Edition, Readme                                             string
	// Inherits lists the fields written `field.workspace = true`.
	Inherits []string
}

// Dep is one dependency declaration.
type Dep struct {
	// Key is the name the code uses (the table key).
	Key string
	// Name is the crate's package name: Key, or `package = "…"`.
	Name string
	// Req is the version requirement ("" when none: path or git).
	Req string
	// Kind is "normal", "dev" or "build".
	Kind string
	// Target is the cfg or triple of a [target.X] table, or "".
	Target              string
	Workspace, Optional bool
	Path, Git, Registry string
	// RootPath says Path is relative to the workspace root: the dependency
	// was inherited from [workspace.dependencies] (`dep.workspace = true`).
	RootPath               bool
	Features               []string
	DefaultFeaturesDisable bool
}

// Workspace is the [workspace] table.
type Workspace struct {
	Members []string
	Deps    map[string]Dep
	Package map[string]any
}

type raw struct {
	Package map[string]any `toml:"package"`
	Lib     struct {
		Path string `toml:"path"`
	} `toml:"lib"`
	Features          map[string][]string       `toml:"features"`
	Dependencies      map[string]any            `toml:"dependencies"`
	DevDependencies   map[string]any            `toml:"dev-dependencies"`
	DevDependencies2  map[string]any            `toml:"dev_dependencies"`
	BuildDependencies map[string]any            `toml:"build-dependencies"`
	Target            map[string]map[string]any `toml:"target"`
	Patch             map[string]map[string]any `toml:"patch"`
	Workspace         *struct {
		Members      []string       `toml:"members"`
		Dependencies map[string]any `toml:"dependencies"`
		Package      map[string]any `toml:"package"`
	} `toml:"workspace"`
}

// Parse reads a Cargo.toml.
func Parse(b []byte) (*Manifest, error) {
	var r raw
	if err := toml.Unmarshal(b, &r); err != nil {
		return nil, fmt.Errorf("parse Cargo.toml: %w", err)
	}
	m := &Manifest{Features: r.Features, LibPath: r.Lib.Path}
	if r.Package != nil {
		p := &Package{}
		fields := map[string]*string{
			"name": &p.Name, "version": &p.Version, "description": &p.Description, "license": &p.License,
			"repository": &p.Repository, "homepage": &p.Homepage, "documentation": &p.Documentation,
			"rust-version": &p.RustVersion, "edition": &p.Edition, "readme": &p.Readme,
		}
		keys := make([]string, 0, len(fields))
		for k := range fields {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			switch v := r.Package[k].(type) {
			case string:
				*fields[k] = v
			case bool:
				if k == "readme" && !v {
					*fields[k] = "false"
				}
			case map[string]any:
				if w, _ := v["workspace"].(bool); w {
					p.Inherits = append(p.Inherits, k)
				}
			}
		}
		m.Package = p
	}
	add := func(tbl map[string]any, kind, target string) {
		keys := make([]string, 0, len(tbl))
		for k := range tbl {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			m.Deps = append(m.Deps, dep(k, tbl[k], kind, target))
		}
	}
	add(r.Dependencies, "normal", "")
	add(r.DevDependencies, "dev", "")
	add(r.DevDependencies2, "dev", "")
	add(r.BuildDependencies, "build", "")
	targets := make([]string, 0, len(r.Target))
	for t := range r.Target {
		targets = append(targets, t)
	}
	sort.Strings(targets)
	for _, t := range targets {
		tt := r.Target[t]
		for key, kind := range map[string]string{"dependencies": "normal", "dev-dependencies": "dev", "build-dependencies": "build"} {
			if tbl, ok := tt[key].(map[string]any); ok {
				add(tbl, kind, t)
			}
		}
	}
	sources := make([]string, 0, len(r.Patch))
	for src := range r.Patch {
		sources = append(sources, src)
	}
	sort.Strings(sources)
	for _, src := range sources {
		tbl := r.Patch[src]
		keys := make([]string, 0, len(tbl))
		for k := range tbl {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			d := dep(k, tbl[k], "patch", "")
			d.Registry = src
			m.Patches = append(m.Patches, d)
		}
	}
	if r.Workspace != nil {
		w := &Workspace{Members: r.Workspace.Members, Deps: map[string]Dep{}, Package: r.Workspace.Package}
		for k, v := range r.Workspace.Dependencies {
			w.Deps[k] = dep(k, v, "normal", "")
		}
		m.Workspace = w
	}
	return m, nil
}

func dep(key string, v any, kind, target string) Dep {
	d := Dep{Key: key, Name: key, Kind: kind, Target: target}
	switch t := v.(type) {
	case string:
		d.Req = t
	case map[string]any:
		s := func(k string) string { x, _ := t[k].(string); return x }
		d.Req, d.Path, d.Git, d.Registry = s("version"), s("path"), s("git"), s("registry")
		if p := s("package"); p != "" {
			d.Name = p
		}
		d.Workspace, _ = t["workspace"].(bool)
		d.Optional, _ = t["optional"].(bool)
		if df, ok := t["default-features"].(bool); ok && !df {
			d.DefaultFeaturesDisable = true
		}
		if fs, ok := t["features"].([]any); ok {
			for _, f := range fs {
				if s, ok := f.(string); ok {
					d.Features = append(d.Features, s)
				}
			}
		}
	}
	return d
}

// Inherit fills workspace-inherited dependency requirements and package
// fields from the workspace root's manifest.
func (m *Manifest) Inherit(root *Manifest) {
	if root == nil || root.Workspace == nil {
		return
	}
	for i, d := range m.Deps {
		if !d.Workspace {
			continue
		}
		if wd, ok := root.Workspace.Deps[d.Key]; ok {
			d.Name, d.Req, d.Path, d.Git, d.Registry = wd.Name, wd.Req, wd.Path, wd.Git, wd.Registry
			d.RootPath = d.Path != ""
			d.Features = append(append([]string{}, wd.Features...), d.Features...)
			m.Deps[i] = d
		}
	}
	if m.Package == nil {
		return
	}
	for _, k := range m.Package.Inherits {
		v, _ := root.Workspace.Package[k].(string)
		switch k {
		case "version":
			m.Package.Version = v
		case "description":
			m.Package.Description = v
		case "license":
			m.Package.License = v
		case "repository":
			m.Package.Repository = v
		case "homepage":
			m.Package.Homepage = v
		case "documentation":
			m.Package.Documentation = v
		case "rust-version":
			m.Package.RustVersion = v
		case "edition":
			m.Package.Edition = v
		case "readme":
			m.Package.Readme = v
		}
	}
}

// Dep returns the dependency on crate name (package name, '-' and '_'
// alike), normal ones before dev and build ones.
func (m *Manifest) Dep(same func(a, b string) bool, name string) (Dep, bool) {
	for _, kind := range []string{"normal", "build", "dev"} {
		for _, d := range m.Deps {
			if d.Kind == kind && (same(d.Name, name) || same(d.Key, name)) {
				return d, true
			}
		}
	}
	return Dep{}, false
}
